//! The flags on a circle (*jogo das bandeiras*, games 25–27, XXII OIAM
//! Coimbra 2007): A places n blue flags and B n white flags, alternately and
//! A first, on unused points of a circle; each point of the disc belongs to
//! the colour of its nearest flag, and the larger area wins.
//!
//! # Points, arcs and areas
//!
//! A point of the circle is an exact rational in [0, 1): the fraction of the
//! circumference from a fixed origin, counter-clockwise (`1/3`, `0.25`).
//! Because every flag lies on the circle, the nearest-flag regions are sectors
//! cut by the perpendicular bisectors of neighbouring flags, which all pass
//! through the centre. So a flag owns half of the arc (*arco*) to each of its
//! neighbours, and areas, as fractions of the disc, are arc lengths:
//!
//! * an arc between two blue flags is blue (*arco azul*), wholly A's;
//! * an arc between two white flags is white (*arco branco*), wholly B's;
//! * an arc between flags of different colours is neutral (*arco neutro*):
//!   half of it is A's and half B's.
//!
//! Equidistant points (the bisectors) are neutral but have no area. So
//! area(B) − area(A) = (white arcs) − (blue arcs), and the text's Lemma says
//! r_A − r_B = a − b for the numbers of blue and white arcs and flags.
//!
//! # The strategies
//!
//! The vertices of the regular n-gon through A's first flag are the
//! V-vertices (*vértices-V*); the n arcs between consecutive V-vertices are
//! the G-arcs (*arcos-G*, "grandes"). A flag placed inside an arc of the other
//! colour neutralises it (*neutraliza*).
//!
//! * B's champion (je-25, [`second_champion`]) follows the text: (1) take free
//!   V-vertices; (2) then neutralise a blue arc each move, G-arcs first; (3)
//!   place the last flag to win (here: where it gains the most).
//! * A's champion (je-26, [`first_champion`]) is the text's ε-strategy: (1)
//!   take free V-vertices; (2.1) neutralise a white arc, G-arcs first; (2.2)
//!   else put a flag in a neutral G-arc so as to make a blue arc of length
//!   1/n − δ. The text shows B then wins by less than n·δ; we take
//!   δ = ε/n so that B's margin stays below the parameter `epsilon`.
//!
//! The text justifies step 2.2 only by the existence of a neutral arc; it
//! needs a neutral *G-arc*, and one exists: A's flags off the V-vertices
//! number n − w (w = blue V-vertices), B's w, so when A still has a flag to
//! place at most n − 1 flags stand inside G-arcs, one G-arc is empty, and it
//! is neutral because at A's turn without white arcs there are no blue ones.
//!
//! With n = 1 every game is a draw (two flags, two neutral arcs); for every
//! n ≥ 2 B's strategy wins (the text's proof needs only that A's first flag is
//! a V-vertex, so it holds for n = 2 as well).
//!
//! # What is established (je-27: *jogadas seguras, frágeis e neutras*)
//!
//! * Proved: from the start every move of A is fragile (it leaves B a win),
//!   for every n ≥ 2; with n = 1 every move is neutral. On B's champion line
//!   every A move stays fragile and the champion's flag is safe.
//! * Exact: B's last flag, every point of the circle
//!   ([`last_flag::last_flag_pieces`]: each arc splits into at most three runs of
//!   safe, neutral and fragile points); A's last flag (flag 2n − 1) against
//!   B's best reply, for n ≤ [`last_flag::A_LAST_LIMIT`]
//!   ([`last_flag::a_last_flag_pieces`]: the class is constant between the roots
//!   of finitely many linear forms).
//! * Exact at each point of a grid: for n = 2, B's only winning first flag is
//!   the antipode of A's (checked at every k/48); anywhere else A's second
//!   flag can force a draw.
//! * Searched, not proved: [`search`] plays every strategy of one side on a
//!   grid k/q against the other side's champion.
//! * Not classified: other positions off the champion's line; analyses judge
//!   them by playing both champions out and say so.
//!
//! # Misère play (*perde-ganha*)
//!
//! With `misere=true` the larger area loses. B still wins for every n ≥ 2:
//! neutralise a blue arc each move (B then never has a white arc, so before
//! B's last flag exactly one blue arc, of length L, is left), and put the last
//! flag in a neutral arc, next to its white end, making a white arc shorter
//! than L: A ends with L more than B. A's misère champion is only a greedy
//! choice (no strategy is claimed for it).

mod board;
mod descriptor;
mod ending;
pub use descriptor::{FAMILY, RULES};

pub mod entry;
pub mod last_flag;
mod moves;
pub mod notation;
pub mod search;

pub use entry::FlagsEntry;
pub use search::{GridCheck, check_first, check_second};

use ludoteca_core::{Convention, Game, Outcome, Player};
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Signed, Zero};

/// The catalogue's one-line summary of je-25.
pub const SUMMARY_25: &str = crate::content!("flags", "je-25").summary.en();
/// The statement of je-25, after the text.
pub const STATEMENT_25: &str = crate::content!("flags", "je-25").statement.en();
/// The catalogue's one-line summary of je-26.
pub const SUMMARY_26: &str = crate::content!("flags", "je-26").summary.en();
/// The statement of je-26, after the text.
pub const STATEMENT_26: &str = crate::content!("flags", "je-26").statement.en();
/// The catalogue's one-line summary of je-27.
pub const SUMMARY_27: &str = crate::content!("flags", "je-27").summary.en();
/// The statement of je-27, after the text.
pub const STATEMENT_27: &str = crate::content!("flags", "je-27").statement.en();

/// The most flags a team may have.
pub const MAX_N: u64 = 100;

/// One flag (*bandeira*): where it stands and whose it is (A's are blue,
/// B's white).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Flag {
    /// The point, a rational in [0, 1) (fraction of the circumference).
    pub at: BigRational,
    /// The owner: `First` = A (blue, *azul*), `Second` = B (white, *branca*).
    pub owner: Player,
}

/// A position: the flags placed so far, in the order they were placed (so A's
/// are at even indices). The player to move follows from the count.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct FlagsPosition {
    /// The flags, in placing order.
    pub flags: Vec<Flag>,
}

impl FlagsPosition {
    /// The empty circle.
    #[must_use]
    pub fn new() -> Self {
        FlagsPosition::default()
    }

    /// Who places the next flag: A after an even number of flags.
    #[must_use]
    pub fn mover(&self) -> Player {
        if self.flags.len().is_multiple_of(2) { Player::First } else { Player::Second }
    }

    /// Whether a flag stands on `x`.
    #[must_use]
    pub fn occupied(&self, x: &BigRational) -> bool {
        self.flags.iter().any(|f| &f.at == x)
    }

    /// The position after the next player places a flag on `x`.
    #[must_use]
    pub fn with(&self, x: BigRational) -> FlagsPosition {
        let mut p = self.clone();
        let owner = p.mover();
        p.flags.push(Flag { at: x, owner });
        p
    }

    /// How many flags `who` has placed.
    #[must_use]
    pub fn placed(&self, who: Player) -> usize {
        self.flags.iter().filter(|f| f.owner == who).count()
    }
}

/// Who owns an arc.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ArcOwner {
    /// Both ends blue: the arc is A's (*arco azul*).
    Blue,
    /// Both ends white: the arc is B's (*arco branco*).
    White,
    /// Ends of different colours: half A's, half B's (*arco neutro*).
    Neutral,
}

impl ArcOwner {
    /// `A`, `B` or `neutral`.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            ArcOwner::Blue => "A",
            ArcOwner::White => "B",
            ArcOwner::Neutral => "neutral",
        }
    }
}

/// An arc (*arco*) between two neighbouring flags, counter-clockwise from
/// `start` for `len`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Arc {
    /// Where it starts (a flag's point).
    pub start: BigRational,
    /// Its length, a fraction of the circumference in (0, 1].
    pub len: BigRational,
    /// The colour of the flag at its start.
    pub from: Player,
    /// The colour of the flag at its end.
    pub to: Player,
    /// Whether it is a G-arc (*arco-G*): it joins two consecutive V-vertices.
    pub g_arc: bool,
}

impl Arc {
    /// Who owns the arc.
    #[must_use]
    pub fn owner(&self) -> ArcOwner {
        match (self.from, self.to) {
            (Player::First, Player::First) => ArcOwner::Blue,
            (Player::Second, Player::Second) => ArcOwner::White,
            _ => ArcOwner::Neutral,
        }
    }

    /// Where it ends (reduced to [0, 1)).
    #[must_use]
    pub fn end(&self) -> BigRational {
        wrap(&(&self.start + &self.len))
    }

    /// The point at distance `d` from the start (reduced to [0, 1)).
    #[must_use]
    pub fn at(&self, d: &BigRational) -> BigRational {
        wrap(&(&self.start + d))
    }

    /// Its midpoint.
    #[must_use]
    pub fn midpoint(&self) -> BigRational {
        self.at(&(&self.len / BigRational::from_integer(2.into())))
    }
}

/// The territory: the arcs in circle order (from A's first flag) and the areas.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Territory {
    /// The arcs, counter-clockwise from A's first flag.
    pub arcs: Vec<Arc>,
    /// A's area, a fraction of the disc: blue arcs and half the neutral ones.
    pub area_a: BigRational,
    /// B's area: white arcs and half the neutral ones.
    pub area_b: BigRational,
}

impl Territory {
    /// Total length of the arcs owned by `owner`.
    #[must_use]
    pub fn total(&self, owner: ArcOwner) -> BigRational {
        self.arcs.iter().filter(|a| a.owner() == owner).fold(BigRational::zero(), |s, a| s + &a.len)
    }

    /// area(B) − area(A) = white arcs − blue arcs.
    #[must_use]
    pub fn margin_b(&self) -> BigRational {
        &self.area_b - &self.area_a
    }

    fn longest(&self, owner: ArcOwner) -> Option<&Arc> {
        // The first of the longest, in circle order.
        self.arcs.iter().filter(|a| a.owner() == owner).fold(None, |best: Option<&Arc>, a| match best {
            Some(b) if b.len >= a.len => Some(b),
            _ => Some(a),
        })
    }

    fn shortest(&self, owner: ArcOwner) -> Option<&Arc> {
        self.arcs.iter().filter(|a| a.owner() == owner).fold(None, |best: Option<&Arc>, a| match best {
            Some(b) if b.len <= a.len => Some(b),
            _ => Some(a),
        })
    }

    /// The first G-arc of `owner` in circle order, else the longest arc of `owner`.
    fn g_first(&self, owner: ArcOwner) -> Option<&Arc> {
        self.arcs.iter().find(|a| a.g_arc && a.owner() == owner).or_else(|| self.longest(owner))
    }
}

/// `x` reduced to [0, 1).
#[must_use]
pub fn wrap(x: &BigRational) -> BigRational {
    x - x.floor()
}

/// The rational p/q.
#[must_use]
pub fn ratio(p: i64, q: i64) -> BigRational {
    BigRational::new(BigInt::from(p), BigInt::from(q))
}

/// Writes a point or a length in lowest terms: `0`, `1/3`.
#[must_use]
pub fn fmt_q(x: &BigRational) -> String {
    if x.denom().is_one() { x.numer().to_string() } else { format!("{}/{}", x.numer(), x.denom()) }
}

/// The V-vertices (*vértices-V*): the regular n-gon through A's first flag,
/// in order from it. Empty before the first flag.
#[must_use]
pub fn v_vertices(n: u64, p: &FlagsPosition) -> Vec<BigRational> {
    let Some(a0) = p.flags.first() else { return Vec::new() };
    (0..n as i64).map(|i| wrap(&(&a0.at + ratio(i, n as i64)))).collect()
}

/// The arcs and areas of the flags of `p` (G-arcs judged for `n` flags each).
/// With no flag there are no arcs and both areas are 0; with one flag the
/// whole circle is one arc of its colour.
#[must_use]
pub fn territory(n: u64, p: &FlagsPosition) -> Territory {
    let Some(first) = p.flags.first() else {
        return Territory { arcs: Vec::new(), area_a: BigRational::zero(), area_b: BigRational::zero() };
    };
    let a0 = first.at.clone();
    let mut order: Vec<(BigRational, &Flag)> = p.flags.iter().map(|f| (wrap(&(&f.at - &a0)), f)).collect();
    order.sort_by(|x, y| x.0.cmp(&y.0));
    let k = order.len();
    let side = ratio(1, n.max(1) as i64);
    let nn = BigRational::from_integer(BigInt::from(n));
    let mut arcs = Vec::with_capacity(k);
    for i in 0..k {
        let (ref rel, f) = order[i];
        let (ref rel_next, g) = order[(i + 1) % k];
        let len = if k == 1 { BigRational::one() } else { wrap(&(rel_next - rel)) };
        let g_arc = len == side && (rel * &nn).is_integer();
        arcs.push(Arc { start: f.at.clone(), len, from: f.owner, to: g.owner, g_arc });
    }
    let half = ratio(1, 2);
    let mut area_a = BigRational::zero();
    let mut area_b = BigRational::zero();
    for a in &arcs {
        match a.owner() {
            ArcOwner::Blue => area_a += &a.len,
            ArcOwner::White => area_b += &a.len,
            ArcOwner::Neutral => {
                let h = &a.len * &half;
                area_a += &h;
                area_b += h;
            }
        }
    }
    Territory { arcs, area_a, area_b }
}

/// The flags game for n flags a team.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FlagsGame {
    /// Flags per team (n ≥ 1).
    pub n: u64,
    /// Normal play (larger area wins) or misère (larger area loses).
    pub convention: Convention,
    /// The ε A's champion promises to stay within (0 < ε < 1).
    pub epsilon: BigRational,
}

impl FlagsGame {
    /// The game with `n` flags a team, normal play, ε = 1/1000.
    #[must_use]
    pub fn new(n: u64) -> FlagsGame {
        FlagsGame { n, convention: Convention::Normal, epsilon: ratio(1, 1000) }
    }

    /// Whether all 2n flags are placed.
    #[must_use]
    pub fn over(&self, p: &FlagsPosition) -> bool {
        p.flags.len() as u64 >= 2 * self.n
    }

    /// Whether `x` is a legal flag in `p`: in [0, 1), free, game not over.
    #[must_use]
    pub fn is_legal(&self, p: &FlagsPosition, x: &BigRational) -> bool {
        !self.over(p) && !x.is_negative() && x < &BigRational::one() && !p.occupied(x)
    }

    /// B's winning margin at the end, as the convention counts it: area(B) −
    /// area(A) in normal play, area(A) − area(B) in misère (positive: B wins).
    #[must_use]
    pub fn margin_b(&self, t: &Territory) -> BigRational {
        match self.convention {
            Convention::Normal => t.margin_b(),
            Convention::Misere => -t.margin_b(),
        }
    }

    /// The δ of the text's ε-strategy: ε/n, so that B's margin stays below ε.
    #[must_use]
    pub fn delta(&self) -> BigRational {
        &self.epsilon / BigRational::from_integer(BigInt::from(self.n.max(1)))
    }

    /// The champion's flag for the player to move: [`second_champion`] for B,
    /// [`first_champion`] for A. `None` when the game is over.
    #[must_use]
    pub fn champion(&self, p: &FlagsPosition) -> Option<BigRational> {
        if self.over(p) {
            return None;
        }
        Some(match p.mover() {
            Player::First => first_champion(self, p),
            Player::Second => second_champion(self, p),
        })
    }
}

fn first_free_v(n: u64, p: &FlagsPosition) -> Option<BigRational> {
    let taken: std::collections::HashSet<&BigRational> = p.flags.iter().map(|f| &f.at).collect();
    v_vertices(n, p).into_iter().find(|v| !taken.contains(v))
}

/// The point at distance `d` inside `arc` from its end of colour `side`.
fn from_side(arc: &Arc, side: Player, d: &BigRational) -> BigRational {
    if arc.from == side { arc.at(d) } else { arc.at(&(&arc.len - d)) }
}

/// B's champion (je-25), the text's strategy for B.
///
/// 1. While a V-vertex is free (and this is not B's last flag), take the first
///    free one from A's first flag.
/// 2. Then neutralise a blue arc at its midpoint: the first blue G-arc, else
///    the longest blue arc.
/// 3. The last flag goes where it gains the most (the text's "q.b. para
///    ganhar"): the midpoint of the longest blue arc (gain: its length), or,
///    when a neutral arc is longer than every blue arc, a point of that arc
///    next to its white end making a white arc longer than every blue arc (and
///    than the deficit) — the text's case 2.
///
/// In misère play: neutralise the shortest blue arc each move; the last flag
/// splits a white arc if there is one, else makes a tiny white arc (shorter
/// than the margin) in the longest neutral arc.
#[must_use]
pub fn second_champion(g: &FlagsGame, p: &FlagsPosition) -> BigRational {
    let t = territory(g.n, p);
    let last = p.placed(Player::Second) as u64 + 1 >= g.n;
    let half = ratio(1, 2);
    if g.convention == Convention::Misere {
        if !last {
            if let Some(a) = t.shortest(ArcOwner::Blue) {
                return a.midpoint();
            }
        } else {
            if let Some(a) = t.longest(ArcOwner::White) {
                return a.midpoint();
            }
            if let Some(a) = t.longest(ArcOwner::Neutral) {
                let d = -t.margin_b(); // blue − white before the flag
                let y = if d.is_positive() && d < a.len { &d * &half } else { &a.len * &half };
                return from_side(a, Player::Second, &y);
            }
        }
        return fallback(&t);
    }
    if !last {
        if let Some(v) = first_free_v(g.n, p) {
            return v;
        }
        if let Some(a) = t.g_first(ArcOwner::Blue) {
            return a.midpoint();
        }
        return fallback(&t);
    }
    // Step 3: the last flag.
    let blue = t.longest(ArcOwner::Blue);
    let neutral = t.longest(ArcOwner::Neutral);
    let zero = BigRational::zero();
    let l = blue.map_or(zero.clone(), |a| a.len.clone());
    if let Some(a) = neutral.filter(|a| a.len > l) {
        let deficit = -t.margin_b();
        let low = if deficit > l { deficit } else { l };
        let low = if low.is_negative() { zero } else { low };
        if low < a.len {
            let y = (&low + &a.len) * &half;
            return from_side(a, Player::Second, &y);
        }
    }
    match blue {
        Some(a) => a.midpoint(),
        None => fallback(&t),
    }
}

/// The midpoint of the longest arc (positions the strategies never reach).
fn fallback(t: &Territory) -> BigRational {
    let mut best: Option<&Arc> = None;
    for a in &t.arcs {
        if best.is_none_or(|b| a.len > b.len) {
            best = Some(a);
        }
    }
    best.map_or(BigRational::zero(), Arc::midpoint)
}

/// A's champion (je-26), the text's ε-strategy with δ = ε/n.
///
/// - Step 0: the first flag goes on 0.
/// - Step 1: while a V-vertex is free, take the first free one.
/// - Step 2.1: if there is a white arc, neutralise one at its midpoint: the
///   first white G-arc, else the longest white arc.
/// - Step 2.2: else put a flag in the first neutral G-arc at 1/n − δ from its
///   blue end, making a blue arc of length 1/n − δ (from positions the
///   strategy does not reach, with no neutral G-arc: in the longest neutral
///   arc, at max(len − δ, len/2) from its blue end).
///
/// In misère play (no strategy claimed): split the longest blue arc, else
/// make a blue arc of length min(δ, len/2) in the shortest neutral arc.
#[must_use]
pub fn first_champion(g: &FlagsGame, p: &FlagsPosition) -> BigRational {
    if p.flags.is_empty() {
        return BigRational::zero();
    }
    let t = territory(g.n, p);
    let half = ratio(1, 2);
    let delta = g.delta();
    if g.convention == Convention::Misere {
        if let Some(a) = t.longest(ArcOwner::Blue) {
            return a.midpoint();
        }
        if let Some(a) = t.shortest(ArcOwner::Neutral) {
            let h = &a.len * &half;
            let y = if delta < h { delta } else { h };
            return from_side(a, Player::First, &y);
        }
        return fallback(&t);
    }
    if let Some(v) = first_free_v(g.n, p) {
        return v;
    }
    if let Some(a) = t.g_first(ArcOwner::White) {
        return a.midpoint();
    }
    if let Some(a) = t.arcs.iter().find(|a| a.g_arc && a.owner() == ArcOwner::Neutral) {
        let y = ratio(1, g.n as i64) - &delta;
        return from_side(a, Player::First, &y);
    }
    if let Some(a) = t.longest(ArcOwner::Neutral) {
        let h = &a.len * &half;
        let y = &a.len - &delta;
        let y = if y > h { y } else { h };
        return from_side(a, Player::First, &y);
    }
    fallback(&t)
}

/// The outcome of a finished game for the player to move there (A, by the
/// count of flags): from the areas, inverted in misère play.
#[must_use]
pub fn final_outcome(g: &FlagsGame, t: &Territory) -> Outcome {
    // B's margin; A, the player to move at the end, is ahead by its opposite.
    Outcome::of_margin(BigRational::zero().cmp(&g.margin_b(t)))
}

impl Game for FlagsGame {
    type Position = FlagsPosition;
    type Move = BigRational;

    /// The move set is infinite: this lists a menu — the champion's flag and
    /// the midpoint of every arc (0 on the empty circle). Every free point of
    /// [0, 1) is accepted by the notation.
    fn for_each_move(&self, p: &FlagsPosition, mut f: impl FnMut(BigRational)) {
        if self.over(p) {
            return;
        }
        let mut menu: Vec<BigRational> = Vec::new();
        if let Some(c) = self.champion(p) {
            menu.push(c);
        }
        for a in territory(self.n, p).arcs {
            menu.push(a.midpoint());
        }
        if menu.is_empty() {
            menu.push(BigRational::zero());
        }
        let mut seen: Vec<BigRational> = Vec::new();
        for x in menu {
            if self.is_legal(p, &x) && !seen.contains(&x) {
                seen.push(x.clone());
                f(x);
            }
        }
    }

    fn play(&self, p: &FlagsPosition, x: &BigRational) -> FlagsPosition {
        p.with(x.clone())
    }

    fn convention(&self) -> Convention {
        self.convention
    }

    fn ending(&self, p: &FlagsPosition) -> Option<Outcome> {
        self.over(p).then(|| final_outcome(self, &territory(self.n, p)))
    }
}

/// Plays both champions from `p` to the end and returns the final position.
#[must_use]
pub fn playout(g: &FlagsGame, p: &FlagsPosition) -> FlagsPosition {
    let mut q = p.clone();
    while let Some(x) = g.champion(&q) {
        q = q.with(x);
    }
    q
}

#[cfg(test)]
mod tests;
pub mod words;
