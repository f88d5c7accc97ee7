//! The bean grids against an independent brute force on the real board, and
//! Chomp's theorem.

use super::*;
use crate::catalogue::open;
use crate::entry::Entry;
use crate::params::Params;
use ludoteca_core::{Control, Outcome};

fn entry(id: &str, params: &[&str]) -> Box<dyn Entry> {
    open(id, &Params::parse(params.iter().copied()).unwrap()).unwrap()
}

/// The beans as a list of (row, column) cells, moved by the text's words.
fn options(rule: BeanRule, beans: &[(u8, u8)]) -> Vec<Vec<(u8, u8)>> {
    let mut out = Vec::new();
    let rows: std::collections::BTreeSet<u8> = beans.iter().map(|b| b.0).collect();
    let cols: std::collections::BTreeSet<u8> = beans.iter().map(|b| b.1).collect();
    match rule {
        BeanRule::LinesThenTail if rows.len() == 1 || cols.len() == 1 => {
            // One line left: take 1 or 2 of its beans (any of them: a line is a heap).
            for k in 1..=2 {
                if beans.len() >= k {
                    out.push(beans[k..].to_vec());
                }
            }
        }
        BeanRule::Lines | BeanRule::LinesThenTail => {
            for r in &rows {
                out.push(beans.iter().copied().filter(|b| b.0 != *r).collect());
            }
            for c in &cols {
                out.push(beans.iter().copied().filter(|b| b.1 != *c).collect());
            }
        }
        BeanRule::Cross | BeanRule::Chomp => {
            for &(i, j) in beans {
                let left_or_below = |b: &(u8, u8)| (b.0 == i && b.1 <= j) || (b.1 == j && b.0 <= i);
                let quadrant = |b: &(u8, u8)| b.0 <= i && b.1 <= j;
                let gone = |b: &(u8, u8)| if rule == BeanRule::Chomp { quadrant(b) } else { left_or_below(b) };
                out.push(beans.iter().copied().filter(|b| !gone(b)).collect());
            }
        }
    }
    out
}

/// Whether the player to move wins, by plain recursion.
fn brute(rule: BeanRule, last_loses: bool, beans: &[(u8, u8)]) -> bool {
    if beans.is_empty() {
        return last_loses;
    }
    options(rule, beans).iter().any(|o| !brute(rule, last_loses, o))
}

fn full(m: u8, n: u8) -> Vec<(u8, u8)> {
    (1..=m).flat_map(|i| (1..=n).map(move |j| (i, j))).collect()
}

#[test]
fn every_rule_agrees_with_brute_force_up_to_3x4() {
    for (id, rule, last_loses) in [
        ("je-15-a", BeanRule::Lines, false),
        ("je-15-b", BeanRule::LinesThenTail, false),
        ("je-15-c", BeanRule::Cross, true),
        ("je-15-d", BeanRule::Chomp, true),
    ] {
        for m in 1..=3u8 {
            for n in 1..=4u8 {
                let e = entry(id, &[&format!("rows={m}"), &format!("cols={n}")]);
                let a = e.analyse(&e.start(), &Control::none()).unwrap();
                assert_eq!(a.outcome == Outcome::NextWins, brute(rule, last_loses, &full(m, n)), "{id} {m}×{n}");
                // And every move's verdict, on the real board.
                for mv in &a.moves {
                    let after = e.analyse(&mv.position, &Control::none()).unwrap();
                    assert_eq!(after.outcome, mv.outcome, "{id} {m}×{n} after {}", mv.mv);
                }
            }
        }
    }
}

#[test]
fn cross_positions_agree_with_brute_force() {
    // Every position reachable on 3×3 in game (c), by the listing of safe positions.
    let e = entry("je-15-c", &["rows=3", "cols=3"]);
    let a = e.analyse(&e.start(), &Control::none()).unwrap();
    let safe = a.extra.unwrap()["p_positions"].as_array().unwrap().clone();
    assert!(!safe.is_empty());
    for s in safe {
        let text = s.as_str().unwrap();
        let beans: Vec<(u8, u8)> = text
            .split('/')
            .enumerate()
            .flat_map(|(k, line)| {
                line.chars().enumerate().filter(|(_, c)| *c == '#').map(move |(j, _)| (3 - k as u8, j as u8 + 1))
            })
            .collect();
        assert!(!brute(BeanRule::Cross, true, &beans), "{text} is listed safe");
    }
}

#[test]
fn chomp_first_player_wins_every_rectangle_but_1x1() {
    let t = entry("je-15-d", &[]).table(1, 6, &Control::none()).unwrap();
    for c in &t.entries {
        let is_1x1 = c.position == "1x1";
        assert_eq!(c.outcome == Outcome::PreviousWins, is_1x1, "{}", c.position);
    }
    assert_eq!(t.entries.len(), 36);
    assert!(entry("je-15-d", &[]).rules(ludoteca_core::Lang::EN).contains("Chomp"));
}

#[test]
fn bad_bean_input() {
    let e = entry("je-15-c", &["rows=2", "cols=3"]);
    assert_eq!(e.start(), "###/###");
    assert!(e.normalize("###").is_err());
    assert!(e.normalize("##x/###").is_err());
    let err = e.play("#../###", "2,2").unwrap_err().to_string();
    assert!(err.contains("must hold a bean"), "{err}");
    assert_eq!(e.play("###/###", "2,2").unwrap(), "..#/#.#");
    assert!(open("je-15-c", &Params::parse(["rows=9", "cols=9"]).unwrap()).is_err());
    let a = entry("je-15-a", &[]);
    assert!(a.normalize("6x7").is_err());
    assert!(a.play("5x7", "diagonal").unwrap_err().to_string().contains("the legal moves are row, column"));
    // A student may type the Portuguese words, in any case.
    assert_eq!(a.play("5x7", "Linha").unwrap(), a.play("5x7", "row").unwrap());
    assert_eq!(a.play("5x7", "coluna").unwrap(), a.play("5x7", "column").unwrap());
}
