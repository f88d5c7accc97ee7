//! The Grundy values of heaps 0..N of a subtraction game by the cgt crate
//! (`Sub::grundy_sequence`), streamed through a 64 KiB buffer and folded
//! into the same checksum as Ludoteca's `examples/scan.rs … grundy --stream`.
//!
//! `cgt-compare 1,3,4,7,9,12,15,20,27,33 1000000000`

use cgt::short::impartial::games::subtraction::Sub;
use std::time::Instant;

fn fold(h: u64, w: u64) -> u64 {
    (h ^ w).wrapping_mul(0x0000_0100_0000_01b3)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (Some(takes), Some(n)) = (args.get(1), args.get(2)) else {
        eprintln!("usage: cgt-compare TAKES N");
        std::process::exit(2);
    };
    let takes: Vec<u32> = takes.split(',').map(|t| t.trim().parse().expect("a take")).collect();
    let n: u64 = n.parse().expect("a heap count");
    let t = Instant::now();
    let mut values = Sub::new(takes).grundy_sequence();
    let mut buf = vec![0u8; 1 << 16];
    let (mut h, mut largest, mut done) = (0xcbf2_9ce4_8422_2325u64, 0u8, 0u64);
    while done < n {
        let part = &mut buf[..(n - done).min(1 << 16) as usize];
        for b in part.iter_mut() {
            *b = u8::try_from(values.next().expect("an endless sequence").value()).expect("a value below 256");
        }
        for c in part.chunks(8) {
            let mut w = [0u8; 8];
            w[..c.len()].copy_from_slice(c);
            h = fold(h, u64::from_le_bytes(w));
        }
        largest = largest.max(part.iter().copied().max().unwrap_or(0));
        done += part.len() as u64;
    }
    let secs = t.elapsed().as_secs_f64();
    println!("grundy values of heaps 0..{n} (cgt 0.11.0): {secs:.3} s, largest *{largest}, checksum {h:016x}");
}
