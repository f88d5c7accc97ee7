//! Scans every heap 0..N of a subtraction game: outcomes (one bit per heap)
//! or Grundy values (one byte per heap), and reports time, memory and a
//! checksum that the comparators in `benches/c/` and `benches/cgt-compare/`
//! print too.
//!
//! `cargo build --release --example scan -p ludoteca-core`, then
//! `target/release/examples/scan 1,4 1000000000` (outcomes, fastest method),
//! `… 1,4 1000000000 --method plain` (one heap per step: the reference),
//! `… 1,3,4,7,9,12,15,20,27,33 1000000000 grundy` (values kept in memory),
//! `… grundy --stream` (values handed out 64 KiB at a time, none kept),
//! `… grundy-plain` (the one-heap-at-a-time reference).

use ludoteca_core::subtraction::{
    GrundyScan, Method, SubtractionSet, WIDE_FROM, grundy_values, grundy_values_plain, safe_heaps_by,
};
use ludoteca_core::{Control, Convention};
use std::time::Instant;

/// The checksum of a run: words folded with an FNV-style multiply.
fn fold(h: u64, w: u64) -> u64 {
    (h ^ w).wrapping_mul(0x0000_0100_0000_01b3)
}

/// The checksum of bytes, eight at a time (little-endian words).
fn fold_bytes(mut h: u64, bytes: &[u8]) -> u64 {
    for c in bytes.chunks(8) {
        let mut w = [0u8; 8];
        w[..c.len()].copy_from_slice(c);
        h = fold(h, u64::from_le_bytes(w));
    }
    h
}

const SEED: u64 = 0xcbf2_9ce4_8422_2325;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let usage = "usage: scan TAKES N [grundy|grundy-plain] [--method plain|chunks|wide|automaton] [--stream]";
    let (Some(takes), Some(n)) = (args.get(1), args.get(2)) else {
        eprintln!("{usage}");
        std::process::exit(2);
    };
    let takes: Option<Vec<u64>> = takes.split(',').map(|t| t.trim().parse().ok()).collect();
    let (Some(set), Ok(n)) = (takes.and_then(SubtractionSet::new), n.parse::<u64>()) else {
        eprintln!("{usage} (takes are 1..=64)");
        std::process::exit(2);
    };
    let rest = &args[3..];
    let has = |flag: &str| rest.iter().any(|a| a == flag);
    let method = match rest.iter().position(|a| a == "--method").and_then(|i| rest.get(i + 1)).map(String::as_str) {
        None => Method::choose(set, n),
        Some("plain") => Method::Plain,
        Some("chunks") => Method::Chunks,
        Some("wide") => Method::WideChunks,
        Some("automaton") => Method::Automaton,
        Some(other) => {
            eprintln!("unknown method {other}: plain, chunks, wide or automaton");
            std::process::exit(2);
        }
    };
    let t = Instant::now();
    if has("grundy") && has("--stream") {
        let mut scan = if n >= WIDE_FROM { GrundyScan::wide(set) } else { GrundyScan::new(set) };
        let mut buf = vec![0u8; 1 << 16];
        let (mut h, mut largest, mut done) = (SEED, 0u8, 0u64);
        while done < n {
            let part = &mut buf[..(n - done).min(1 << 16) as usize];
            scan.fill(part);
            h = fold_bytes(h, part);
            largest = largest.max(part.iter().copied().max().unwrap_or(0));
            done += part.len() as u64;
        }
        let secs = t.elapsed().as_secs_f64();
        println!("grundy values of heaps 0..{n} (streamed): {secs:.3} s, largest *{largest}, checksum {h:016x}");
    } else if has("grundy") || has("grundy-plain") {
        let g = if has("grundy-plain") {
            grundy_values_plain(set, n, &Control::none())
        } else {
            grundy_values(set, n, &Control::none())
        }
        .expect("not cancelled");
        let secs = t.elapsed().as_secs_f64();
        let largest = g.iter().max().copied().unwrap_or(0);
        let h = fold_bytes(SEED, &g);
        let how = if has("grundy-plain") { "plain" } else { "chunks" };
        println!(
            "grundy values of heaps 0..{n} ({how}): {secs:.3} s, {} MB, largest *{largest}, checksum {h:016x}",
            g.len() >> 20
        );
    } else {
        let bits = safe_heaps_by(method, set, Convention::Normal, n, &Control::none()).expect("not cancelled");
        let secs = t.elapsed().as_secs_f64();
        let h = bits.words().iter().fold(SEED, |h, &w| fold(h, w));
        println!(
            "outcomes of heaps 0..{n} ({method:?}): {secs:.3} s, {} MB of bits, {} safe, checksum {h:016x}",
            bits.bytes() >> 20,
            bits.count_safe()
        );
    }
}
