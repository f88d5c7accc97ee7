//! The shape of a split proof: its *line*, one item per ply from the empty
//! board (`*` every move, one per symmetry class; a move such as `c3=3`,
//! that move only; `mirror`, First's mirror reply), read from
//! `LUDOTECA_SPLIT_LINE` by the solve that splits; and the tree of
//! positions it spans, whose leaves (one per position up to the symmetries)
//! are the parts.
//!
//! The 5×5 proof of `proofs/` is the line `c3=3 * mirror`: First's `c3=3`,
//! every reply of Second, First's mirror answer, each position then a part
//! (Second to move), as `scripts/erdos-5x5-certificates` proved them.

use crate::GameError;
use crate::erdos::words::ErdosMsg;
use crate::solve::SolveError;
use ludoteca_core::Msg;
use ludoteca_erdos::{Move, Position, Rules, canonical_key, mirror};
use std::collections::HashMap;

/// The environment variable that shapes the split.
pub(super) const LINE_VAR: &str = "LUDOTECA_SPLIT_LINE";

/// The most plies a line may hold: 4 plies of `*` on 5×5 are already
/// millions of positions before the symmetries.
const MAX_PLIES: usize = 4;

/// The most parts a split may make, checked before the tree is built.
pub(super) const MAX_PARTS: u64 = 20_000;

/// One ply of a line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Ply {
    /// Every legal move, one per symmetry class of the position it leaves.
    Every,
    /// This move only.
    Move(Move),
    /// First's mirror reply only.
    Mirror,
}

/// A split's line: its plies from the empty board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Line(pub Vec<Ply>);

fn bad_line(text: &str) -> SolveError {
    GameError::bad_param(LINE_VAR, text, Msg::from(ErdosMsg::ErSplitLine { most: MAX_PLIES as u64 })).into()
}

impl Line {
    /// The default: the first moves, one part each.
    pub(super) fn first_moves() -> Line {
        Line(vec![Ply::Every])
    }

    /// Reads a line: plies separated by spaces or commas, or a number of
    /// plies of `*`; refused in one sentence otherwise.
    pub(super) fn parse(text: &str) -> Result<Line, SolveError> {
        let words: Vec<&str> = text.split([' ', ',', '\t']).filter(|w| !w.is_empty()).collect();
        if let [one] = words[..]
            && let Ok(n) = one.parse::<usize>()
        {
            return if (1..=MAX_PLIES).contains(&n) { Ok(Line(vec![Ply::Every; n])) } else { Err(bad_line(text)) };
        }
        if words.is_empty() || words.len() > MAX_PLIES {
            return Err(bad_line(text));
        }
        let plies = words.iter().map(|w| match *w {
            "*" => Some(Ply::Every),
            "mirror" => Some(Ply::Mirror),
            m => m.parse::<Move>().ok().map(Ply::Move),
        });
        plies.collect::<Option<Vec<Ply>>>().map(Line).ok_or_else(|| bad_line(text))
    }

    /// The line `LUDOTECA_SPLIT_LINE` gives, the first moves without it.
    pub(super) fn from_env() -> Result<Line, SolveError> {
        match std::env::var(LINE_VAR) {
            Ok(text) if !text.trim().is_empty() => Line::parse(&text),
            _ => Ok(Line::first_moves()),
        }
    }
}

impl std::fmt::Display for Line {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let words: Vec<String> = self
            .0
            .iter()
            .map(|p| match p {
                Ply::Every => "*".to_string(),
                Ply::Move(m) => m.to_string(),
                Ply::Mirror => "mirror".to_string(),
            })
            .collect();
        f.write_str(&words.join(" "))
    }
}

/// A position of the line's tree.
#[derive(Clone, Debug)]
pub(super) struct Node {
    /// The position.
    pub pos: Position,
    /// The move that reached it (none at the empty board).
    pub mv: Option<Move>,
    /// Its children, by number; none for a leaf.
    pub children: Vec<usize>,
    /// Whether only some of its moves are children (a move or the mirror
    /// reply of the line): it is decided only by a child that wins for its
    /// mover.
    pub restricted: bool,
    /// A leaf's part.
    pub part: Option<usize>,
}

/// The tree of a line: node 0 is the empty board; each leaf is a part,
/// positions equal under the symmetries sharing one.
#[derive(Clone, Debug)]
pub(super) struct Tree {
    /// Its nodes.
    pub nodes: Vec<Node>,
    /// Each part's position and the moves that first reach it.
    pub parts: Vec<(Position, Vec<Move>)>,
}

fn engine(e: ludoteca_erdos::Error) -> SolveError {
    SolveError::engine(e)
}

/// A bound on the parts of `line` from the empty board of `size`, before
/// any is built: every legal move at each `*`.
fn most_parts(line: &Line, size: u8) -> u64 {
    let moves = u64::from(size).pow(3);
    line.0.iter().filter(|p| **p == Ply::Every).fold(1u64, |n, _| n.saturating_mul(moves))
}

impl Tree {
    /// The tree `line` spans from the empty board under `rules`; a line
    /// whose move is not legal where it is played, or whose mirror reply
    /// does not exist, is refused in one sentence, and so is one that would
    /// make more than [`MAX_PARTS`] parts.
    pub(super) fn of(line: &Line, rules: &Rules) -> Result<Tree, SolveError> {
        if most_parts(line, rules.size) > MAX_PARTS {
            return Err(GameError::too_large(ErdosMsg::ErLineTooManyParts {
                line: line.to_string(),
                parts: most_parts(line, rules.size),
                n: rules.size.into(),
                max: MAX_PARTS,
            })
            .into());
        }
        let empty = Position::empty(rules.size).map_err(engine)?;
        let mut tree = Tree { nodes: Vec::new(), parts: Vec::new() };
        let mut seen: HashMap<u128, usize> = HashMap::new();
        tree.grow(empty, &[], line, rules, &mut seen)?;
        Ok(tree)
    }

    /// Adds the node of `pos`, reached by `moves`, and its subtree; answers
    /// its number.
    fn grow(
        &mut self,
        pos: Position,
        moves: &[Move],
        line: &Line,
        rules: &Rules,
        seen: &mut HashMap<u128, usize>,
    ) -> Result<usize, SolveError> {
        let at = self.nodes.len();
        self.nodes.push(Node { pos, mv: moves.last().copied(), children: Vec::new(), restricted: false, part: None });
        let legal = pos.legal_moves();
        let Some(ply) = line.0.get(moves.len()).filter(|_| !legal.is_empty()) else {
            // A leaf: a part, shared by the positions equal to it.
            let key = canonical_key(&pos);
            let part = *seen.entry(key).or_insert_with(|| {
                self.parts.push((pos, moves.to_vec()));
                self.parts.len() - 1
            });
            self.nodes[at].part = Some(part);
            return Ok(at);
        };
        let chosen: Vec<Move> = match ply {
            Ply::Every => {
                let mut classes = std::collections::HashSet::new();
                let mut out = Vec::new();
                for m in legal {
                    let (after, _) = pos.after(m, rules).map_err(engine)?;
                    if classes.insert(canonical_key(&after)) {
                        out.push(m);
                    }
                }
                out
            }
            Ply::Move(m) if legal.contains(m) => vec![*m],
            Ply::Move(m) => {
                return Err(GameError::unsupported(ErdosMsg::ErLineIllegal {
                    mv: m.to_string(),
                    after: said(moves),
                    ply: moves.len() as u64 + 1,
                })
                .into());
            }
            Ply::Mirror => match mirror::reply(&pos).filter(|m| legal.contains(m)) {
                Some(m) => vec![m],
                None => {
                    return Err(GameError::unsupported(ErdosMsg::ErLineNoMirror {
                        after: said(moves),
                        ply: moves.len() as u64 + 1,
                    })
                    .into());
                }
            },
        };
        self.nodes[at].restricted = *ply != Ply::Every;
        let mut next = moves.to_vec();
        for m in chosen {
            let (after, _) = pos.after(m, rules).map_err(engine)?;
            next.push(m);
            let child = self.grow(after, &next, line, rules, seen)?;
            next.pop();
            self.nodes[at].children.push(child);
        }
        Ok(at)
    }
}

/// Moves in words: `c3=3 a1=1`, or the empty board.
fn said(moves: &[Move]) -> String {
    if moves.is_empty() {
        return "the empty board".to_string();
    }
    moves.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_read_or_refused_in_one_sentence() {
        assert_eq!(Line::parse("c3=3 * mirror").unwrap().to_string(), "c3=3 * mirror");
        assert_eq!(Line::parse(" 2 ").unwrap(), Line(vec![Ply::Every, Ply::Every]));
        assert_eq!(Line::parse("*,mirror").unwrap().to_string(), "* mirror");
        for bad in ["", "0", "5", "* * * * *", "c3", "all", "c3=3 everything"] {
            let e = Line::parse(bad).unwrap_err().to_string();
            assert!(e.contains(LINE_VAR) && e.contains("mirror") && e.lines().count() == 1, "{bad:?}: {e}");
        }
    }

    #[test]
    fn the_5x5_line_of_the_committed_proof_makes_its_twenty_parts() {
        let rules = Rules::new(5).unwrap();
        let tree = Tree::of(&Line::parse("c3=3 * mirror").unwrap(), &rules).unwrap();
        assert_eq!(tree.parts.len(), 20);
        let c11 = tree.parts.iter().find(|(_, m)| m[1].to_string() == "c1=1").expect("c1=1 answered");
        assert_eq!(c11.0.to_string(), "..5../...../..3../...../..1.. ..F..");
        assert!(tree.nodes[0].restricted && tree.nodes[1].children.len() == 20);
        // Every move at three plies on 5×5: refused before it is built.
        let e = Tree::of(&Line::parse("3").unwrap(), &rules).unwrap_err().to_string();
        assert!(e.contains("more than the 20000"), "{e}");
    }
}
