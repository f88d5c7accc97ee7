//! The merge of a split proof: the values of its parts carried up the
//! line's tree by minimax. A node is decided by a child that wins for its
//! mover (its other children are then moot), or once every child is known
//! (the best of them for its mover) — unless the line gave it only some of
//! its moves (`c3=3`, `mirror`): then only a winning child decides it, and
//! if every child it has is known and none wins, the line cannot decide it.

use super::line::Tree;
use ludoteca_erdos::Player;
use ludoteca_erdos::solver::Value as Proved;

/// What the parts answered say of a node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Standing {
    /// Its value.
    Known(Proved),
    /// Not yet known.
    Open,
    /// The line cannot decide it: a move of the line does not win, and the
    /// other moves are not parts.
    Undecidable,
}

/// How good `v` is for `mover`: 2 a win, 1 a draw, 0 a loss.
pub(super) fn rank(v: Proved, mover: Player) -> u8 {
    match (v, mover) {
        (Proved::Draw, _) => 1,
        (Proved::First, Player::First) | (Proved::Second, Player::Second) => 2,
        _ => 0,
    }
}

impl Tree {
    /// Node `at`'s standing, given the parts' values.
    pub(super) fn standing(&self, at: usize, values: &[Option<Proved>]) -> Standing {
        let node = &self.nodes[at];
        if let Some(part) = node.part {
            return values.get(part).copied().flatten().map_or(Standing::Open, Standing::Known);
        }
        let mover = node.pos.mover();
        let (mut best, mut open, mut undecidable) = (None::<Proved>, false, false);
        for &c in &node.children {
            match self.standing(c, values) {
                Standing::Known(v) if rank(v, mover) == 2 => return Standing::Known(v),
                Standing::Known(v) => {
                    if best.is_none_or(|b| rank(v, mover) > rank(b, mover)) {
                        best = Some(v);
                    }
                }
                Standing::Open => open = true,
                Standing::Undecidable => undecidable = true,
            }
        }
        match (open, undecidable || node.restricted, best) {
            (true, _, _) => Standing::Open,
            (false, false, Some(v)) => Standing::Known(v),
            _ => Standing::Undecidable,
        }
    }

    /// The parts still needed to decide node `at`: those below it through
    /// nodes not yet decided.
    pub(super) fn needed(&self, at: usize, values: &[Option<Proved>], out: &mut Vec<usize>) {
        if self.standing(at, values) != Standing::Open {
            return;
        }
        match self.nodes[at].part {
            Some(part) => out.push(part),
            None => {
                for &c in &self.nodes[at].children {
                    self.needed(c, values, out);
                }
            }
        }
    }

    /// The parts a decided node rests on: below a child that wins for its
    /// mover, the first such child's; else every child's.
    pub(super) fn cited(&self, at: usize, values: &[Option<Proved>], out: &mut Vec<usize>) {
        let node = &self.nodes[at];
        if let Some(part) = node.part {
            if !out.contains(&part) {
                out.push(part);
            }
            return;
        }
        let mover = node.pos.mover();
        let wins = node
            .children
            .iter()
            .copied()
            .find(|&c| matches!(self.standing(c, values), Standing::Known(v) if rank(v, mover) == 2));
        match wins {
            Some(c) => self.cited(c, values, out),
            None => {
                for &c in &node.children {
                    self.cited(c, values, out);
                }
            }
        }
    }
}
