//! tmp
use ludoteca_core::Lang;
use ludoteca_games::Params;
use ludoteca_play::new_match;
use std::time::{Duration, Instant};
#[test]
fn t() {
    for id in ["je-25", "figuras", "je-8"] {
        let mut m = new_match(id, &Params::new(), None, Some(5)).unwrap();
        let mut before = Duration::ZERO;
        while let Some(s) = m.to_move() {
            let t = Instant::now();
            let _ = m.view_in(None, Lang::Pt);
            before = before.max(t.elapsed());
            let mv = m.champion_move(Duration::from_millis(50)).unwrap();
            m.play(s, &mv).unwrap();
        }
        let t = Instant::now();
        let _ = m.view_in(None, Lang::Pt);
        let a = t.elapsed();
        let t = Instant::now();
        let _ = m.view(None);
        let b = t.elapsed();
        let t = Instant::now();
        let _ = m.end_msg();
        let c = t.elapsed();
        println!("{id}: max while playing {before:?}; finished view_in {a:?}, view {b:?}, end_msg {c:?}");
    }
}
