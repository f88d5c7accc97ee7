//! Plays matches: `matches VERSION OPPONENT GAMES NODES [SIZE]`, the champion
//! against `random` or `mirror` from both seats; prints win rates and the
//! slowest champion move.

use ludoteca_erdos::champion::{Budget, Champion, Strategy, by_name};
use ludoteca_erdos::{Game, Player, Rules};
use std::time::{Duration, Instant};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let a: Vec<String> = std::env::args().skip(1).collect();
    let version = a.first().map_or("II", String::as_str).parse()?;
    let opponent = a.get(1).map_or("random", String::as_str).to_string();
    let games: u64 = a.get(2).and_then(|s| s.parse().ok()).unwrap_or(20);
    let nodes: u64 = a.get(3).and_then(|s| s.parse().ok()).unwrap_or(2000);
    let size: u8 = a.get(4).and_then(|s| s.parse().ok()).unwrap_or(5);
    let rules = Rules::new(size)?.with_version(version);
    let budget = if nodes == 0 { Budget::default() } else { Budget::nodes(nodes) };
    for seat in [Player::First, Player::Second] {
        let (mut wins, mut slowest) = (0, Duration::ZERO);
        let t = Instant::now();
        for g in 0..games {
            let mut game = Game::new(rules, g * 7919 + 1)?;
            let mut champ = Champion::new(budget, g);
            let mut other = by_name(&opponent, budget, g + 1_000_003).ok_or("unknown opponent")?;
            while game.outcome().is_none() {
                let view = game.mover_view();
                let mv = if game.mover() == seat {
                    let s = Instant::now();
                    let m = champ.choose(&view);
                    slowest = slowest.max(s.elapsed());
                    m
                } else {
                    other.choose(&view)
                };
                game.play(mv.ok_or("no move")?)?;
            }
            wins += u32::from(game.outcome().and_then(|o| o.winner) == Some(seat));
        }
        println!(
            "version {version} champion as {seat} vs {opponent}: {wins}/{games} wins, slowest move {:.3}s, total {:.1}s",
            slowest.as_secs_f64(),
            t.elapsed().as_secs_f64()
        );
    }
    Ok(())
}
