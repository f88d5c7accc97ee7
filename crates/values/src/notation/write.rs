//! Writing a canonical form as CGSuite does.

use crate::game::Game;
use crate::nus::Nus;
use std::fmt;

impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let g = self.clone();
        let text = crate::stack::sized(self.birthday(), move || match written(&g) {
            Written::Atom(s) => s,
            Written::Form { text, .. } => format!("{{{text}}}"),
        });
        f.write_str(&text)
    }
}

impl fmt::Display for Nus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let zero = self.number.numerator() == 0;
        if !zero || (self.ups == 0 && self.nimber == 0) {
            write!(f, "{}", self.number)?;
        }
        match self.ups {
            0 => {}
            1 => f.write_str("↑")?,
            2 => f.write_str("⇑")?,
            -1 => f.write_str("↓")?,
            -2 => f.write_str("⇓")?,
            n if n > 0 => write!(f, "↑{n}")?,
            n => write!(f, "↓{}", n.unsigned_abs())?,
        }
        match self.nimber {
            0 => Ok(()),
            1 => f.write_str("*"),
            m => write!(f, "*{m}"),
        }
    }
}

/// A game as text: a word of its own, or a form whose braces may be dropped.
enum Written {
    Atom(String),
    /// The inside of `{…}` and the number of bars of its main separator.
    Form {
        text: String,
        bars: usize,
    },
}

fn written(g: &Game) -> Written {
    if let Some(nus) = g.as_nus() {
        return Written::Atom(nus.to_string());
    }
    let (left, right) = (g.left_options(), g.right_options());
    if let ([a], [b]) = (left.as_slice(), right.as_slice()) {
        if let (Some(x), Some(y)) = (a.as_number(), b.as_number())
            && let (Ok(mean2), Ok(spread2)) = (x.checked_add(y), x.checked_sub(y))
            && mean2.numerator() % 2 == 0
            && mean2.is_integer()
            && let Ok(spread) = spread2.half()
        {
            let mean = mean2.numerator() / 2;
            return Written::Atom(if mean == 0 { format!("±{spread}") } else { format!("{mean}±{spread}") });
        }
        if *b == -a {
            let inner = match written(a) {
                Written::Atom(s) if s.contains('±') => format!("({s})"),
                other => braced(other),
            };
            return Written::Atom(format!("±{inner}"));
        }
    }
    let (l, lb) = side(&left);
    let (r, rb) = side(&right);
    let bars = 1 + lb.max(rb);
    Written::Form { text: format!("{l}{}{r}", "|".repeat(bars)), bars }
}

/// A game written so that it stands alone beside a comma.
fn braced(w: Written) -> String {
    match w {
        Written::Atom(s) => s,
        Written::Form { text, .. } => format!("{{{text}}}"),
    }
}

/// One side of a form, and the bars of a lone compound option written without braces.
fn side(options: &[Game]) -> (String, usize) {
    if let [only] = options
        && let Written::Form { text, bars } = written(only)
    {
        return (text, bars);
    }
    let mut words: Vec<(u64, String)> = options.iter().map(|g| (g.birthday(), braced(written(g)))).collect();
    words.sort();
    let words: Vec<String> = words.into_iter().map(|(_, w)| w).collect();
    (words.join(","), 0)
}
