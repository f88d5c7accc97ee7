//! The canonical forms of heaps 0..N of a partizan subtraction game (Left
//! takes one of LEFT, Right one of RIGHT) and each one's class (L, R, P, N),
//! one line per heap, the time on stderr: the same lines as the cgt crate's
//! in `benches/cgt-compare` (`values`), which `benches/values_compare.py`
//! compares: the forms are written as cgt writes them (`{a, b|c}` braced at
//! every level, `^`/`v` for ↑/↓), not in CGSuite's slashes as `ludoteca
//! value` writes them. `subtraction_values 1,4 2,3 10000` is game 13 (I).
//!
//! `subtraction_values random SEED N` values N random short games instead,
//! built as the cgt side builds them (the same splitmix64 stream): game `i`
//! has 0–2 Left and 0–2 Right options among the eight games before it, and
//! each line also gives the sum of game `i` and an earlier game (`i form
//! class sum-form sum-class`).

use ludoteca_values::{Game, Valuer};
use std::io::Write;
use std::time::Instant;

fn takes(s: &str) -> Vec<u32> {
    s.split(',').filter(|t| !t.is_empty()).map(|t| t.trim().parse().expect("a take")).collect()
}

#[path = "../../../benches/cgt-compare/src/stream.rs"]
mod stream;
use stream::Stream;

/// N random short games and their sums with earlier ones (see the top).
fn random(seed: u64, n: u64) {
    let mut stream = Stream(seed);
    let t = Instant::now();
    let shapes: Vec<_> = (0..n).map(|i| stream.game(i)).collect();
    let mut valuer = Valuer::new(|i: &u64| (shapes[*i as usize].0.clone(), shapes[*i as usize].1.clone()));
    let mut rows = Vec::with_capacity(n as usize);
    for i in 0..n {
        let g = valuer.value(i).expect("a short game");
        let other = valuer.value(shapes[i as usize].2).expect("a short game");
        let sum = g.sum(&other).expect("a sum in range");
        let (gc, sc) = (g.outcome(), sum.outcome());
        rows.push((g, gc, sum, sc));
    }
    let secs = t.elapsed().as_secs_f64();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for (i, (g, gc, sum, sc)) in rows.iter().enumerate() {
        writeln!(out, "{i} {} {gc:?} {} {sc:?}", cgt_style(g), cgt_style(sum)).expect("stdout");
    }
    out.flush().expect("stdout");
    eprintln!("ludoteca-values: canonical forms, sums and classes of {n} random games: {secs:.3} s");
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some("random") {
        let (Some(seed), Some(n)) = (args.get(2), args.get(3)) else {
            eprintln!("usage: subtraction_values random SEED N");
            std::process::exit(2);
        };
        random(seed.parse().expect("SEED"), n.parse().expect("N"));
        return;
    }
    let (Some(left), Some(right), Some(n)) = (args.get(1), args.get(2), args.get(3)) else {
        eprintln!("usage: subtraction_values LEFT_TAKES RIGHT_TAKES N");
        std::process::exit(2);
    };
    let (left, right, n): (Vec<u32>, Vec<u32>, u32) = (takes(left), takes(right), n.parse().expect("N"));
    let t = Instant::now();
    let options = |h: &u32| {
        let take = |set: &[u32]| set.iter().filter(|&&k| k <= *h).map(|k| h - k).collect();
        (take(&left), take(&right))
    };
    let mut valuer = Valuer::new(options);
    let mut rows = Vec::with_capacity(n as usize);
    for h in 0..n {
        let g = valuer.value(h).expect("a short game");
        let class = g.outcome();
        rows.push((g, class));
    }
    let secs = t.elapsed().as_secs_f64();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for (h, (g, c)) in rows.iter().enumerate() {
        writeln!(out, "{h} {} {c:?}", cgt_style(g)).expect("stdout");
    }
    out.flush().expect("stdout");
    eprintln!("ludoteca-values: canonical forms and classes of heaps 0..{n}: {secs:.3} s");
}

/// `g` as the cgt crate writes a canonical form.
fn cgt_style(g: &Game) -> String {
    if let Some(nus) = g.as_nus() {
        let mut s = String::new();
        if nus.number.to_string() != "0" {
            s += &nus.number.to_string();
        }
        match nus.ups {
            0 => {}
            1 => s += "^",
            -1 => s += "v",
            n if n > 0 => s += &format!("^{n}"),
            n => s += &format!("v{}", -n),
        }
        match nus.nimber {
            0 => {}
            1 => s += "*",
            m => s += &format!("*{m}"),
        }
        return if s.is_empty() { "0".into() } else { s };
    }
    let side = |v: Vec<Game>| v.iter().map(cgt_style).collect::<Vec<_>>().join(", ");
    format!("{{{}|{}}}", side(g.left_options()), side(g.right_options()))
}
