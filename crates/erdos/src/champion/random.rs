//! Two simple players: uniformly random among the legal moves, and the
//! mirror strategy (random when it has no mirror reply, e.g. as Second).

use super::Strategy;
use crate::mirror::reply;
use crate::moves::Move;
use crate::rng::Rng;
use crate::view::SeatView;

/// Plays a uniformly random legal move.
#[derive(Clone, Debug)]
pub struct RandomPlayer {
    rng: Rng,
}

impl RandomPlayer {
    /// A random player with its own seed.
    #[must_use]
    pub const fn new(seed: u64) -> RandomPlayer {
        RandomPlayer { rng: Rng::new(seed) }
    }
}

impl Strategy for RandomPlayer {
    fn name(&self) -> &'static str {
        "random"
    }

    fn choose(&mut self, view: &SeatView) -> Option<Move> {
        let moves = view.legal_moves();
        (!moves.is_empty()).then(|| moves[self.rng.below(moves.len() as u64) as usize])
    }
}

/// The mirror strategy (`mirror`): the middle number on the centre, then
/// the mirror image of the opponent's last move; a random legal move when
/// there is no mirror reply (even boards, or playing Second).
#[derive(Clone, Debug)]
pub struct MirrorPlayer {
    fallback: RandomPlayer,
}

impl MirrorPlayer {
    /// A mirror player; `seed` drives its fallback moves.
    #[must_use]
    pub const fn new(seed: u64) -> MirrorPlayer {
        MirrorPlayer { fallback: RandomPlayer::new(seed) }
    }
}

impl Strategy for MirrorPlayer {
    fn name(&self) -> &'static str {
        "mirror"
    }

    fn choose(&mut self, view: &SeatView) -> Option<Move> {
        let legal = view.legal_moves();
        match reply(&view.position) {
            Some(m) if legal.contains(&m) => Some(m),
            _ => self.fallback.choose(view),
        }
    }
}
