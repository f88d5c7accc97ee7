//! The engine and the checker agree, perft-style: `perft.txt` holds 1,000
//! random positions (a fixed seed, sides 3 to 6, every run length, both
//! rules of simultaneous conquest) with, for depths 1, 2 and 3, the number
//! of placements at that depth and how many of them conquer a column for
//! First and for Second — counted by the engine's move generator (the
//! solvers' `MoveList::generate` and `Position::apply`). The test counts
//! them again with the checker's own board (`Board::moves`, `Board::play`,
//! which share no code with the engine) and with the engine, and both must
//! give the file's numbers; half of the positions were reached by random
//! play on the engine's board and half on the checker's, and each side
//! reads the other's. `cargo test -p ludoteca-erdos write_the_perft_file --
//! --ignored` writes the file again from the seed.
//!
//! A line: the run length, `m` or `o` (a placement that makes both runs
//! gives the column to the mover or to the opponent), the position in the
//! engine's notation (rows from the top, then the owners), then the
//! placements at depths 1, 2, 3, First's conquests at depths 1, 2, 3 and
//! Second's at depths 1, 2, 3.

use super::board::Board;
use crate::movegen::MoveList;
use crate::moves::STRIDE;
use crate::position::Position;
use crate::rng::Rng;
use crate::rules::Simultaneous;
use std::fmt::Write as _;

/// The file, as the engine wrote it.
const FILE: &str = include_str!("perft.txt");

/// The seed of the random positions.
const SEED: u64 = 0x0E2D_05A7_1A00_0038;

/// How many positions.
const POSITIONS: usize = 1000;

/// Placements at depths 1..=3, then First's and Second's conquests.
type Counts = [[u64; 3]; 3];

/// One random position: the rules and the position's text.
#[derive(Debug, PartialEq, Eq)]
struct Case {
    run: u8,
    to_opponent: bool,
    text: String,
}

/// The engine's counts below `p`, from depth `ply` on.
fn engine_counts(p: &Position, run: u8, sim: Simultaneous, ply: usize, out: &mut Counts) {
    let mut list = MoveList::new();
    list.generate(p, 0xFE);
    let before = p.columns();
    for &code in &list.codes[..list.len] {
        let mut q = *p;
        q.apply((code >> 3) as usize, (code & 7) as u8, run, sim);
        let after = q.columns();
        out[0][ply] += 1;
        out[1][ply] += u64::from(after[0] - before[0]);
        out[2][ply] += u64::from(after[1] - before[1]);
        if ply < 2 {
            engine_counts(&q, run, sim, ply + 1, out);
        }
    }
}

/// The checker's counts below `b`, from depth `ply` on.
fn checker_counts(b: &Board, ply: usize, out: &mut Counts) {
    let owned = |b: &Board, who: u8| b.owners[..b.n].iter().filter(|&&o| o == who).count() as u64;
    for code in b.moves() {
        let q = b.play(code);
        out[0][ply] += 1;
        out[1][ply] += owned(&q, 1) - owned(b, 1);
        out[2][ply] += owned(&q, 2) - owned(b, 2);
        if ply < 2 {
            checker_counts(&q, ply + 1, out);
        }
    }
}

/// The checker's board of a position's text, read here (the checker reads
/// no notation of the engine's).
fn checker_board(case: &Case) -> Board {
    let (cells, owners) = case.text.split_once(' ').expect("a board and its owners");
    let rows: Vec<&[u8]> = cells.split('/').map(str::as_bytes).collect();
    let n = rows.len();
    let mut b = Board {
        n,
        run: usize::from(case.run),
        to_opponent: case.to_opponent,
        cells: [0; super::MAX_SIDE * super::MAX_SIDE],
        owners: [0; super::MAX_SIDE],
        placed: 0,
    };
    for (k, row) in rows.iter().enumerate() {
        for (c, &ch) in row.iter().enumerate() {
            if ch != b'.' {
                b.cells[(n - 1 - k) * n + c] = ch - b'0';
                b.placed += 1;
            }
        }
    }
    for (c, ch) in owners.bytes().enumerate() {
        b.owners[c] = match ch {
            b'F' => 1,
            b'S' => 2,
            _ => 0,
        };
    }
    b
}

/// The checker's board written in the engine's notation, written here.
fn checker_text(b: &Board) -> String {
    let n = b.n;
    let rows: Vec<String> = (0..n)
        .rev()
        .map(|r| {
            (0..n).map(|c| if b.cells[r * n + c] == 0 { '.' } else { (b'0' + b.cells[r * n + c]) as char }).collect()
        })
        .collect();
    let owners: String = b.owners[..n].iter().map(|&o| ['.', 'F', 'S'][usize::from(o)]).collect();
    format!("{} {owners}", rows.join("/"))
}

fn sim(to_opponent: bool) -> Simultaneous {
    if to_opponent { Simultaneous::Opponent } else { Simultaneous::Mover }
}

/// The random positions of the seed: even ones played at random on the
/// engine's board, odd ones on the checker's, each from the empty board,
/// leaving 2 to 9, 16, 20 or 22 empty squares on sides 3, 4, 5 and 6 (so
/// that depth 3 stays quick).
fn cases() -> Vec<Case> {
    let mut rng = Rng::new(SEED);
    (0..POSITIONS)
        .map(|i| {
            let n = 3 + rng.below(4) as usize;
            let run = 2 + rng.below(n as u64 - 1) as u8;
            let to_opponent = rng.below(2) == 1;
            let most = [9, 16, 20, 22][n - 3];
            let empties = 2 + rng.below(most - 1) as usize;
            let plies = n * n - empties;
            let text = if i % 2 == 0 {
                let mut p = Position::empty(n as u8).expect("a side of 3 to 6");
                for _ in 0..plies {
                    let mut list = MoveList::new();
                    list.generate(&p, 0xFE);
                    if list.len == 0 {
                        break;
                    }
                    let code = list.codes[rng.below(list.len as u64) as usize];
                    p.apply((code >> 3) as usize, (code & 7) as u8, run, sim(to_opponent));
                }
                p.to_string()
            } else {
                let empty =
                    Case { run, to_opponent, text: format!("{} {}", vec![".".repeat(n); n].join("/"), ".".repeat(n)) };
                let mut b = checker_board(&empty);
                for _ in 0..plies {
                    let moves = b.moves();
                    if moves.is_empty() {
                        break;
                    }
                    b = b.play(moves[rng.below(moves.len() as u64) as usize]);
                }
                checker_text(&b)
            };
            Case { run, to_opponent, text }
        })
        .collect()
}

/// A line of the file: its case and its counts.
fn parse(line: &str) -> (Case, Counts) {
    let parts: Vec<&str> = line.split(' ').collect();
    assert_eq!(parts.len(), 13, "{line}");
    let case = Case {
        run: parts[0].parse().expect("a run length"),
        to_opponent: parts[1] == "o",
        text: format!("{} {}", parts[2], parts[3]),
    };
    let mut counts = Counts::default();
    for (k, x) in parts[4..].iter().enumerate() {
        counts[k / 3][k % 3] = x.parse().expect("a count");
    }
    (case, counts)
}

fn lines() -> Vec<(Case, Counts)> {
    FILE.lines().filter(|l| !l.starts_with('#')).map(parse).collect()
}

#[test]
fn engine_and_checker_count_the_same_placements_and_conquests() {
    let lines = lines();
    assert_eq!(lines.len(), POSITIONS);
    let (mut both, mut to_opponent) = (0, 0);
    for (case, want) in &lines {
        let p: Position = case.text.parse().expect("the engine reads the position");
        assert_eq!(p.to_string(), case.text);
        let mut engine = Counts::default();
        engine_counts(&p, case.run, sim(case.to_opponent), 0, &mut engine);
        assert_eq!(&engine, want, "the engine's counts of {case:?}");

        let b = checker_board(case);
        assert_eq!(checker_text(&b), case.text);
        let mut checker = Counts::default();
        checker_counts(&b, 0, &mut checker);
        assert_eq!(&checker, want, "the checker's counts of {case:?}");

        // The placements themselves, not only their number, at the root.
        let mut list = MoveList::new();
        list.generate(&p, 0xFE);
        let mut from_engine: Vec<(usize, usize, u8)> = list.codes[..list.len]
            .iter()
            .map(|&c| ((c >> 3) as usize / STRIDE, (c >> 3) as usize % STRIDE, (c & 7) as u8))
            .collect();
        from_engine.sort_unstable();
        let from_checker: Vec<(usize, usize, u8)> = b
            .moves()
            .iter()
            .map(|&c| (usize::from(c) / b.n / b.n, usize::from(c) / b.n % b.n, c % b.n as u8 + 1))
            .collect();
        assert_eq!(from_engine, from_checker, "the placements of {case:?}");
        both += usize::from(want[1].iter().sum::<u64>() > 0 && want[2].iter().sum::<u64>() > 0);
        to_opponent += usize::from(case.to_opponent);
    }
    // The file exercises what it claims: conquests by both players, both rules.
    assert!(
        both > 100 && to_opponent > 300,
        "{both} positions with both players' conquests, {to_opponent} with the rule `o`"
    );
}

#[test]
fn the_positions_are_those_of_the_seed() {
    let cases = cases();
    let lines = lines();
    assert_eq!(cases.len(), lines.len());
    for (made, (read, _)) in cases.iter().zip(&lines) {
        assert_eq!(made, read);
    }
    let sides: std::collections::BTreeSet<usize> = cases.iter().map(|c| c.text.split('/').count()).collect();
    assert_eq!(sides.into_iter().collect::<Vec<_>>(), [3, 4, 5, 6]);
}

#[test]
#[ignore = "writes src/verify/perft.txt from the seed"]
fn write_the_perft_file() {
    let mut out = String::from(
        "# Erdös Latino perft (crates/erdos/src/verify/perft.rs): run, m|o (simultaneous runs to the mover or the opponent),\n\
         # position, placements at depths 1 2 3, First's conquests at depths 1 2 3, Second's at depths 1 2 3; by the engine.\n",
    );
    for case in cases() {
        let p: Position = case.text.parse().expect("a position");
        let mut c = Counts::default();
        engine_counts(&p, case.run, sim(case.to_opponent), 0, &mut c);
        let flat: Vec<String> = c.iter().flatten().map(u64::to_string).collect();
        let _ =
            writeln!(out, "{} {} {} {}", case.run, if case.to_opponent { "o" } else { "m" }, case.text, flat.join(" "));
    }
    std::fs::write(concat!(env!("CARGO_MANIFEST_DIR"), "/src/verify/perft.txt"), out).expect("the file written");
}
