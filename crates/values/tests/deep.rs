//! Deep games: values of long heaps compared, added to a small game, cooled and written,
//! none of it overflowing a test thread's stack (deep work runs on a sized helper).

use ludoteca_values::{Game, Valuer};

fn je_13_i(h: &u32) -> (Vec<u32>, Vec<u32>) {
    let take = |set: &[u32]| set.iter().filter(|&&k| k <= *h).map(|k| h - k).collect();
    (take(&[1, 4]), take(&[2, 3]))
}

#[test]
fn long_heaps_of_jogo_13_i() {
    let mut valuer = Valuer::new(je_13_i);
    let n = 4000;
    for h in 0..=n {
        valuer.value(h).unwrap();
    }
    let g = valuer.value(n).unwrap();
    let h = valuer.value(n - 1).unwrap();
    assert!(g.birthday() > 900, "{}", g.birthday());
    let _ = g.compare(&h);
    assert_eq!(g.sum(&Game::star()).unwrap().difference(&Game::star()).unwrap(), g);
    assert_eq!(-&(-&g), g);
    let t = g.thermograph().unwrap();
    assert!(t.temperature() >= ludoteca_values::Dyadic::ZERO);
    let text = g.to_string();
    assert!(text.len() > 4096);
    assert!(Game::parse(&text).is_err(), "too long to read back");
}
