//! The champion's move and timing on random positions:
//! `champion EMPTIES COUNT BUDGET_MS [SEED]` (`NOBOOK=1`: without the
//! opening book).
use ludoteca_figuras::Position;
use ludoteca_figuras::champion::Champion;
use std::time::{Duration, Instant};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let arg = |i: usize, d: u64| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(d);
    let (k, count, budget, mut seed) = (arg(1, 16) as u32, arg(2, 3), arg(3, 1000), arg(4, 1));
    let mut champion = Champion::default();
    if std::env::var_os("NOBOOK").is_some() {
        champion = champion.with_book(None);
    }
    for _ in 0..count {
        let mut p = Position::START;
        while p.empties() > k {
            let moves = p.legal_moves();
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let _ = p.play(moves[(seed >> 33) as usize % moves.len()]);
        }
        let t = Instant::now();
        if let Some(c) = champion.best_move(&p, Duration::from_millis(budget)) {
            println!(
                "{p}  {} value {} exact {} book {} depth {} nodes {} in {:.3}s",
                c.best_move,
                c.value,
                c.exact,
                c.from_book,
                c.depth,
                c.nodes,
                t.elapsed().as_secs_f64()
            );
        }
    }
}
