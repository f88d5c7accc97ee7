//! Version I's ceiling against a uniformly random player: the exact
//! probability that the best possible play wins, from each seat, by
//! expectimax over the draws with the opponent's squares averaged
//! (memoised under the symmetries). `ceiling SIZE` (3: instant, 4: about a
//! minute and 2.7 M positions; 5 is out of reach).

use ludoteca_erdos::{Player, Position, Rules, canonical_key};
use std::collections::HashMap;

/// P(`seat` wins) from `p` with `seat` playing its best and the other seat at random.
fn value(p: &Position, rules: &Rules, seat: Player, memo: &mut HashMap<u128, f64>) -> f64 {
    if p.is_full() {
        let [f, s] = p.columns();
        let mine = if seat == Player::First { f.cmp(&s) } else { s.cmp(&f) };
        return match mine {
            std::cmp::Ordering::Greater => 1.0,
            std::cmp::Ordering::Less => 0.0,
            std::cmp::Ordering::Equal => 0.5,
        };
    }
    let key = canonical_key(p);
    if let Some(&v) = memo.get(&key) {
        return v;
    }
    let pool = p.pool();
    let total = f64::from(pool.total());
    let mut sum = 0.0;
    for k in 1..=p.size() {
        let copies = pool.count(k);
        if copies == 0 {
            continue;
        }
        let moves = p.moves_of(1 << k);
        let v = if moves.is_empty() {
            if p.mover() == seat { 0.0 } else { 1.0 }
        } else {
            let vals = moves.iter().map(|&m| {
                let (q, _) = p.after(m, rules).expect("a legal move");
                value(&q, rules, seat, memo)
            });
            if p.mover() == seat { vals.fold(0.0, f64::max) } else { vals.sum::<f64>() / moves.len() as f64 }
        };
        sum += f64::from(copies) / total * v;
    }
    memo.insert(key, sum);
    sum
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let size: u8 = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(3);
    let rules = Rules::new(size)?;
    for seat in [Player::First, Player::Second] {
        let mut memo = HashMap::new();
        let v = value(&Position::empty(size)?, &rules, seat, &mut memo);
        println!(
            "{size}x{size} version I, best play against random as {seat}: wins {:.2}% ({} positions)",
            100.0 * v,
            memo.len()
        );
    }
    Ok(())
}
