//! The canonical forms of heaps 0..N of a partizan subtraction game by the
//! cgt crate (`short::partizan::CanonicalForm::new_from_moves`, each heap's
//! options the forms already built) and each one's class (L, R, P or N, by
//! comparing with 0), one line per heap, the time on stderr; Ludoteca's
//! `crates/values/examples/subtraction_values.rs` prints the same lines.
//!
//! `values 1,4 2,3 10000` (game 13 (I): Left takes 1 or 4, Right 2 or 3)
//!
//! `values random SEED N`: N random short games and their sums with earlier
//! ones, built from the same splitmix64 stream as Ludoteca's example (game
//! `i`: 0–2 Left and 0–2 Right options among the eight games before it).

use cgt::short::partizan::canonical_form::CanonicalForm;
use std::io::Write;
use std::time::Instant;

fn takes(s: &str) -> Vec<usize> {
    s.split(',').filter(|t| !t.is_empty()).map(|t| t.trim().parse().expect("a take")).collect()
}

fn class(g: &CanonicalForm) -> char {
    let zero = CanonicalForm::new_integer(0);
    match (CanonicalForm::leq(&zero, g), CanonicalForm::leq(g, &zero)) {
        (true, true) => 'P',
        (true, false) => 'L',
        (false, true) => 'R',
        (false, false) => 'N',
    }
}

#[path = "../stream.rs"]
mod stream;
use stream::Stream;

fn random(seed: u64, n: u64) {
    let mut s = Stream(seed);
    let t = Instant::now();
    let mut forms: Vec<CanonicalForm> = Vec::with_capacity(n as usize);
    let mut rows = Vec::with_capacity(n as usize);
    for i in 0..n {
        let (l, r, other) = s.game(i);
        let pick = |side: Vec<u64>| side.into_iter().map(|j| forms[j as usize].clone()).collect::<Vec<_>>();
        let (l, r) = (pick(l), pick(r));
        let g = CanonicalForm::new_from_moves(l, r);
        forms.push(g.clone());
        let sum = &g + &forms[other as usize];
        let (gc, sc) = (class(&g), class(&sum));
        rows.push((g, gc, sum, sc));
    }
    let secs = t.elapsed().as_secs_f64();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for (i, (g, gc, sum, sc)) in rows.iter().enumerate() {
        writeln!(out, "{i} {g} {gc} {sum} {sc}").expect("stdout");
    }
    out.flush().expect("stdout");
    eprintln!("cgt 0.11.0: canonical forms, sums and classes of {n} random games: {secs:.3} s");
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some("random") {
        let (Some(seed), Some(n)) = (args.get(2), args.get(3)) else {
            eprintln!("usage: values random SEED N");
            std::process::exit(2);
        };
        random(seed.parse().expect("SEED"), n.parse().expect("N"));
        return;
    }
    let (Some(left), Some(right), Some(n)) = (args.get(1), args.get(2), args.get(3)) else {
        eprintln!("usage: values LEFT_TAKES RIGHT_TAKES N");
        std::process::exit(2);
    };
    let (left, right, n): (Vec<usize>, Vec<usize>, usize) = (takes(left), takes(right), n.parse().expect("N"));
    let t = Instant::now();
    let mut forms: Vec<CanonicalForm> = Vec::with_capacity(n);
    let mut classes = Vec::with_capacity(n);
    for h in 0..n {
        let opts = |set: &[usize]| set.iter().filter(|&&k| k <= h).map(|&k| forms[h - k].clone()).collect();
        let g = CanonicalForm::new_from_moves(opts(&left), opts(&right));
        classes.push(class(&g));
        forms.push(g);
    }
    let secs = t.elapsed().as_secs_f64();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for (h, (g, c)) in forms.iter().zip(&classes).enumerate() {
        writeln!(out, "{h} {g} {c}").expect("stdout");
    }
    out.flush().expect("stdout");
    eprintln!("cgt 0.11.0: canonical forms and classes of heaps 0..{n}: {secs:.3} s");
}
