//! Classifies every heap 0..N of a subtraction game, one bit per heap, and
//! reports time, memory of the bits and the number of safe heaps.
//!
//! `cargo build --release --example scan -p ludoteca-core`, then
//! `/usr/bin/time -v target/release/examples/scan 1,4 1000000000`.

use ludoteca_core::subtraction::{SubtractionSet, grundy_values, safe_heaps};
use ludoteca_core::{Control, Convention};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let usage = "usage: scan TAKES N [grundy]   e.g. scan 1,4 1000000000";
    let (Some(takes), Some(n)) = (args.get(1), args.get(2)) else {
        eprintln!("{usage}");
        std::process::exit(2);
    };
    let takes: Option<Vec<u64>> = takes.split(',').map(|t| t.trim().parse().ok()).collect();
    let (Some(set), Ok(n)) = (takes.and_then(SubtractionSet::new), n.parse::<u64>()) else {
        eprintln!("{usage} (takes are 1..=64)");
        std::process::exit(2);
    };
    let t = Instant::now();
    if args.get(3).map(String::as_str) == Some("grundy") {
        let g = grundy_values(set, n, &Control::none()).expect("not cancelled");
        let max = g.iter().max().copied().unwrap_or(0);
        println!(
            "grundy values of heaps 0..{n}: {:.2} s, {} MB, largest *{max}",
            t.elapsed().as_secs_f64(),
            g.len() >> 20
        );
    } else {
        let bits = safe_heaps(set, Convention::Normal, n, &Control::none()).expect("not cancelled");
        println!(
            "outcomes of heaps 0..{n}: {:.2} s, {} MB of bits, {} safe",
            t.elapsed().as_secs_f64(),
            bits.bytes() >> 20,
            bits.count_safe()
        );
    }
}
