//! Reading a game written in CGSuite's notation; sizes are checked before anything is built.

use crate::dyadic::{Dyadic, LIMIT_BITS};
use crate::error::{ParseError, ValueError};
use crate::game::Game;
use std::str::FromStr;

/// The longest text accepted, in bytes; checked before the text is read.
pub const MAX_INPUT: usize = 4096;
/// The deepest nesting accepted, in steps of the grammar: a brace costs four steps
/// (sum, term, bracket, brace), a sign, a `±`, a bar level or a parenthesis one or more.
pub const MAX_DEPTH: usize = 256;
/// The largest nimber `*n` and multiple of ↑ written in a text.
pub const MAX_SMALL_IN_TEXT: u64 = 32;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Tok {
    Int(u64),
    Slash,
    Star,
    /// ↑ (1), ⇑ (2), ↓ (−1), ⇓ (−2).
    Arrow(i64),
    Pm,
    Plus,
    Minus,
    Open,
    Close,
    OpenParen,
    CloseParen,
    Bars(usize),
    Comma,
}

#[derive(Clone, Copy, Debug)]
struct Token {
    tok: Tok,
    at: usize,
}

fn tokens(text: &str) -> Result<Vec<Token>, ParseError> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::with_capacity(chars.len());
    let mut i = 0;
    while i < chars.len() {
        let at = i;
        let c = chars[i];
        i += 1;
        let tok = match c {
            c if c.is_whitespace() => continue,
            '0'..='9' => {
                let mut n: u64 = c as u64 - '0' as u64;
                while let Some(d) = chars.get(i).and_then(|c| c.to_digit(10)) {
                    n = n
                        .checked_mul(10)
                        .and_then(|n| n.checked_add(d as u64))
                        .ok_or_else(|| ParseError::new("a number too large", at))?;
                    i += 1;
                }
                Tok::Int(n)
            }
            '/' => Tok::Slash,
            '*' => Tok::Star,
            '^' | '↑' => Tok::Arrow(1),
            '⇑' => Tok::Arrow(2),
            'v' | '↓' => Tok::Arrow(-1),
            '⇓' => Tok::Arrow(-2),
            '±' => Tok::Pm,
            '+' if chars.get(i) == Some(&'-') => {
                i += 1;
                Tok::Pm
            }
            '+' => Tok::Plus,
            '-' | '−' => Tok::Minus,
            '{' => Tok::Open,
            '}' => Tok::Close,
            '(' => Tok::OpenParen,
            ')' => Tok::CloseParen,
            ',' => Tok::Comma,
            '|' => {
                let mut n = 1;
                while chars.get(i) == Some(&'|') {
                    n += 1;
                    i += 1;
                }
                Tok::Bars(n)
            }
            other => return Err(ParseError::new(format!("unexpected '{other}'"), at)),
        };
        out.push(Token { tok, at });
    }
    Ok(out)
}

struct Parser {
    toks: Vec<Token>,
    pos: usize,
    /// Where the text ends, for errors at the end.
    len: usize,
}

impl Parser {
    fn at(&self, i: usize) -> usize {
        self.toks.get(i).map_or(self.len, |t| t.at)
    }

    fn peek(&self, hi: usize) -> Option<Tok> {
        (self.pos < hi).then(|| self.toks[self.pos].tok)
    }

    fn fail<T>(&self, problem: impl Into<String>, i: usize) -> Result<T, ParseError> {
        Err(ParseError::new(problem, self.at(i)))
    }

    fn value<T>(&self, r: Result<T, ValueError>, i: usize) -> Result<T, ParseError> {
        r.map_err(|e| ParseError::new(e.to_string(), self.at(i)))
    }

    fn deeper(&self, depth: usize) -> Result<usize, ParseError> {
        if depth >= MAX_DEPTH {
            return self.fail(format!("nesting deeper than {MAX_DEPTH}"), self.pos);
        }
        Ok(depth + 1)
    }

    /// The whole of `lo..hi` as one game.
    fn exact(&mut self, lo: usize, hi: usize, depth: usize) -> Result<Game, ParseError> {
        self.pos = lo;
        if lo == hi {
            return self.fail("a game is missing", lo);
        }
        let g = self.expr(hi, depth)?;
        if self.pos != hi {
            return self.fail("unexpected text after a game", self.pos);
        }
        Ok(g)
    }

    /// Terms joined by `+` and `-`.
    fn expr(&mut self, hi: usize, depth: usize) -> Result<Game, ParseError> {
        let depth = self.deeper(depth)?;
        let mut g = self.term(hi, depth)?;
        while let Some(op @ (Tok::Plus | Tok::Minus)) = self.peek(hi) {
            let start = self.pos;
            self.pos += 1;
            let h = self.term(hi, depth)?;
            let h = if op == Tok::Minus { -&h } else { h };
            g = self.value(g.sum(&h), start)?;
        }
        Ok(g)
    }

    /// A signed or switched primary, and `x±y`.
    fn term(&mut self, hi: usize, depth: usize) -> Result<Game, ParseError> {
        let depth = self.deeper(depth)?;
        let start = self.pos;
        match self.peek(hi) {
            Some(Tok::Minus)
                if !matches!(self.toks.get(self.pos + 1).map(|t| t.tok), Some(Tok::Int(_))) || self.pos + 1 >= hi =>
            {
                self.pos += 1;
                return Ok(-&self.term(hi, depth)?);
            }
            Some(Tok::Pm) => {
                self.pos += 1;
                let g = self.term(hi, depth)?;
                return self.value(Game::switch(&g), start);
            }
            _ => {}
        }
        let x = self.primary(hi, depth)?;
        if self.peek(hi) == Some(Tok::Pm) {
            self.pos += 1;
            let y = self.primary(hi, depth)?;
            let left = self.value(x.sum(&y), start)?;
            let right = self.value(x.difference(&y), start)?;
            return self.value(Game::from_options(vec![left], vec![right]), start);
        }
        Ok(x)
    }

    fn primary(&mut self, hi: usize, depth: usize) -> Result<Game, ParseError> {
        let depth = self.deeper(depth)?;
        match self.peek(hi) {
            Some(Tok::Open) => {
                let close = self.matching(self.pos, hi)?;
                let g = self.body(self.pos + 1, close, depth)?;
                self.pos = close + 1;
                Ok(g)
            }
            Some(Tok::OpenParen) => {
                let close = self.matching(self.pos, hi)?;
                let g = self.exact(self.pos + 1, close, depth)?;
                self.pos = close + 1;
                Ok(g)
            }
            _ => self.word(hi),
        }
    }

    /// The closing brace or parenthesis of the one at `open`.
    fn matching(&self, open: usize, hi: usize) -> Result<usize, ParseError> {
        let mut depth = 0usize;
        for i in open..hi {
            match self.toks[i].tok {
                Tok::Open | Tok::OpenParen => depth += 1,
                Tok::Close | Tok::CloseParen => {
                    depth -= 1;
                    if depth == 0 {
                        let (o, c) = (self.toks[open].tok, self.toks[i].tok);
                        if (o == Tok::Open) != (c == Tok::Close) {
                            return self.fail("a bracket closed by the wrong kind", i);
                        }
                        return Ok(i);
                    }
                }
                _ => {}
            }
        }
        self.fail("a bracket never closed", open)
    }

    /// Positions in `lo..hi` at depth 0 whose token satisfies `pick`.
    fn top_level(&self, lo: usize, hi: usize, pick: impl Fn(Tok) -> bool) -> Vec<usize> {
        let mut depth = 0usize;
        let mut out = Vec::new();
        for i in lo..hi {
            match self.toks[i].tok {
                Tok::Open | Tok::OpenParen => depth += 1,
                Tok::Close | Tok::CloseParen => depth = depth.saturating_sub(1),
                t if depth == 0 && pick(t) => out.push(i),
                _ => {}
            }
        }
        out
    }

    /// The inside of a brace: `left | right`, split at its longest run of bars.
    fn body(&mut self, lo: usize, hi: usize, depth: usize) -> Result<Game, ParseError> {
        let depth = self.deeper(depth)?;
        let bars = self.top_level(lo, hi, |t| matches!(t, Tok::Bars(_)));
        let count = |i: &usize| match self.toks[*i].tok {
            Tok::Bars(n) => n,
            _ => 0,
        };
        let Some(most) = bars.iter().map(count).max() else {
            return self.fail("a brace without a bar '|'", lo);
        };
        let splits: Vec<usize> = bars.into_iter().filter(|i| count(i) == most).collect();
        if splits.len() > 1 {
            return self.fail("two separators of the same length in one brace", splits[1]);
        }
        let split = splits[0];
        let left = self.side(lo, split, depth)?;
        let right = self.side(split + 1, hi, depth)?;
        self.value(Game::from_options(left, right), lo)
    }

    /// One side of a brace: nothing, a lone form without braces, or games and commas.
    fn side(&mut self, lo: usize, hi: usize, depth: usize) -> Result<Vec<Game>, ParseError> {
        if lo == hi {
            return Ok(Vec::new());
        }
        if !self.top_level(lo, hi, |t| matches!(t, Tok::Bars(_))).is_empty() {
            return Ok(vec![self.body(lo, hi, depth)?]);
        }
        let mut out = Vec::new();
        let mut start = lo;
        let commas = self.top_level(lo, hi, |t| t == Tok::Comma);
        for end in commas.into_iter().chain([hi]) {
            out.push(self.exact(start, end, depth)?);
            start = end + 1;
        }
        Ok(out)
    }

    /// A number, ups and a nimber written as one word: `-1/2`, `↑*`, `3⇑*2`, `^3`.
    fn word(&mut self, hi: usize) -> Result<Game, ParseError> {
        let start = self.pos;
        let mut negative = false;
        if self.peek(hi) == Some(Tok::Minus) {
            negative = true;
            self.pos += 1;
        }
        let mut number = Dyadic::ZERO;
        let mut seen = false;
        if let Some(Tok::Int(n)) = self.peek(hi) {
            seen = true;
            self.pos += 1;
            let n = self.value(i64::try_from(n).map_err(|_| ValueError::Overflow), start)?;
            number = self.value(Dyadic::integer(if negative { -n } else { n }), start)?;
            if self.peek(hi) == Some(Tok::Slash) {
                self.pos += 1;
                let Some(Tok::Int(d)) = self.peek(hi) else {
                    return self.fail("a fraction without its denominator", self.pos);
                };
                if !d.is_power_of_two() || d.trailing_zeros() > LIMIT_BITS {
                    return self.fail("a denominator that is not a power of two up to 2^62", self.pos);
                }
                self.pos += 1;
                number = self.value(Dyadic::new(number.numerator(), d.trailing_zeros()), start)?;
            }
        } else if negative {
            return self.fail("a minus sign without a number", start);
        }
        let mut ups: i64 = 0;
        let mut arrows = 0;
        while let Some(Tok::Arrow(a)) = self.peek(hi) {
            if ups != 0 && ups.signum() != a.signum() {
                return self.fail("ups and downs mixed in one word", self.pos);
            }
            ups += a;
            arrows += 1;
            self.pos += 1;
            if ups.unsigned_abs() > MAX_SMALL_IN_TEXT {
                return self.fail(format!("more than {MAX_SMALL_IN_TEXT} ups"), self.pos);
            }
        }
        if arrows == 1
            && ups.abs() == 1
            && let Some(Tok::Int(k)) = self.peek(hi)
        {
            if k > MAX_SMALL_IN_TEXT {
                return self.fail(format!("more than {MAX_SMALL_IN_TEXT} ups"), self.pos);
            }
            ups *= k as i64;
            self.pos += 1;
        }
        let mut nimber = 0;
        if self.peek(hi) == Some(Tok::Star) {
            self.pos += 1;
            nimber = 1;
            if let Some(Tok::Int(k)) = self.peek(hi) {
                if k > MAX_SMALL_IN_TEXT {
                    return self.fail(format!("a nimber above *{MAX_SMALL_IN_TEXT}"), self.pos);
                }
                nimber = k;
                self.pos += 1;
            }
        }
        if !seen && arrows == 0 && self.pos == start {
            return match self.toks.get(self.pos) {
                Some(_) if self.pos < hi => self.fail("unexpected symbol", self.pos),
                _ => self.fail("a game is missing", self.pos),
            };
        }
        let g = Game::number(number);
        let g = self.value(g.sum(&self.value(Game::up_multiple(ups), start)?), start)?;
        self.value(g.sum(&self.value(Game::nimber(nimber), start)?), start)
    }
}

impl Game {
    /// Reads a game written in CGSuite's notation (see [the notation](crate::notation)).
    ///
    /// ```
    /// use ludoteca_values::Game;
    /// let g = Game::parse("{2|1/2||0}").unwrap();
    /// assert_eq!(g.to_string(), "{2|1/2||0}");
    /// assert_eq!(Game::parse("+-1").unwrap().to_string(), "±1");
    /// assert_eq!(Game::parse("^ + ^ + *").unwrap().to_string(), "⇑*");
    /// assert!(Game::parse("{1|").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<Game, ParseError> {
        if text.len() > MAX_INPUT {
            return Err(ParseError::new(format!("a text longer than {MAX_INPUT} bytes"), 0));
        }
        let toks = tokens(text)?;
        let hi = toks.len();
        let mut parser = Parser { toks, pos: 0, len: text.chars().count() };
        parser.exact(0, hi, 0)
    }
}

impl FromStr for Game {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Game, ParseError> {
        Game::parse(s)
    }
}
