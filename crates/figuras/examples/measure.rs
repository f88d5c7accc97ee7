//! Times exact solves of random positions: `measure EMPTIES COUNT [SEED]
//! [THREADS]`; environment: `BITS` (table size), `SKIP` (positions left
//! out first), `CANON`, `ETC`, `TTMIN`, `ANALYSIS` (tuning).
use ludoteca_figuras::Position;
use ludoteca_figuras::solver::{Config, Solver};
use std::time::Instant;

fn random_position(empties: u32, seed: &mut u64) -> Position {
    let mut p = Position::START;
    while p.empties() > empties {
        let moves = p.legal_moves();
        *seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let m = moves[((*seed >> 33) as usize) % moves.len()];
        let _ = p.play(m);
    }
    p
}

/// CPU seconds used by this process so far (user + system, Linux).
fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let after = stat.rsplit(')').next().unwrap_or("");
    let f: Vec<f64> = after.split_whitespace().filter_map(|x| x.parse().ok()).collect();
    // Fields 14 and 15 (utime, stime) are at 11 and 12 after the state letter.
    (f.get(10).copied().unwrap_or(0.0) + f.get(11).copied().unwrap_or(0.0)) / 100.0
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let k: u32 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(10);
    let count: usize = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(5);
    let mut seed: u64 = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(1);
    let threads: usize = args.get(4).and_then(|a| a.parse().ok()).unwrap_or(2);
    let mut times = Vec::new();
    // SKIP=n: leave out the first n positions of the sequence.
    let skip: usize = std::env::var("SKIP").ok().and_then(|v| v.parse().ok()).unwrap_or(0);
    for _ in 0..skip {
        random_position(k, &mut seed);
    }
    for _ in 0..count {
        let p = random_position(k, &mut seed);
        let mut tuning = ludoteca_figuras::solver::Tuning::default();
        let env = |n: &str, d: u32| std::env::var(n).ok().and_then(|v| v.parse().ok()).unwrap_or(d);
        tuning.canonical_min = env("CANON", tuning.canonical_min);
        tuning.etc_min = env("ETC", tuning.etc_min);
        tuning.table_min = env("TTMIN", tuning.table_min);
        tuning.analysis_min = env("ANALYSIS", tuning.analysis_min);
        let solver = Solver::new(Config { table_bits: env("BITS", 22), threads, tuning, ..Config::default() });
        let t = Instant::now();
        let c0 = cpu_seconds();
        let s = solver.solve(&p);
        let dt = t.elapsed().as_secs_f64();
        let cpu = cpu_seconds() - c0;
        times.push(dt);
        println!(
            "{p}  value {} move {} exact {} nodes {} time {:.3}s cpu {cpu:.2}s ({:.2} Mn/s)",
            s.value,
            s.best_move.map_or("-".into(), |m| m.to_string()),
            s.exact,
            s.nodes,
            dt,
            s.nodes as f64 / dt / 1e6
        );
    }
    times.sort_by(|a, b| a.partial_cmp(b).unwrap());
    println!("median {:.3}s max {:.3}s", times[times.len() / 2], times[times.len() - 1]);
}
