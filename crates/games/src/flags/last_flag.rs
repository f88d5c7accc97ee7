//! The flags' last flag, exactly (*a última bandeira*): the runs of points
//! where B's last flag — or, for few flags, A's last flag with B's best
//! reply — has one result, found from the arcs' ends and the roots where the
//! areas tie.

use super::{Arc, ArcOwner, FlagsGame, FlagsPosition, fmt_q, ratio, territory};
use ludoteca_core::{Convention, Outcome, Player};
use num_rational::BigRational;
use num_traits::{One, Signed, Zero};

/// A run of points where a last flag (B's, or A's last) has the same result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Piece {
    /// The arc the points lie in.
    pub arc: Arc,
    /// Distances from the arc's start: the open interval (lo, hi), or the
    /// single point lo when `lo == hi`.
    pub lo: BigRational,
    /// See `lo`.
    pub hi: BigRational,
    /// The class of the position the flag leaves, for the opponent who moves
    /// there (at the end: A, by the count of flags): `P` means the flag wins
    /// (a safe move, *jogada segura*), `D` draws, `N` loses (*frágil*).
    pub after: Outcome,
}

impl Piece {
    /// A point of the piece (its middle).
    #[must_use]
    pub fn sample(&self) -> BigRational {
        self.arc.at(&((&self.lo + &self.hi) / BigRational::from_integer(2.into())))
    }

    /// The piece in the family's words, in every language: the point, or
    /// the open arc between two points.
    #[must_use]
    pub fn msg(&self) -> ludoteca_core::Msg {
        let at = |d: &BigRational| fmt_q(&self.arc.at(d));
        ludoteca_core::Msg::from(if self.lo == self.hi {
            super::words::FlagsMsg::FlPiecePoint { at: at(&self.lo) }
        } else {
            super::words::FlagsMsg::FlPieceArc { from: at(&self.lo), to: at(&self.hi) }
        })
    }

    /// `the open arc from 1/12 to 1/6` or `the point 1/8`.
    #[must_use]
    pub fn describe(&self) -> String {
        if self.lo == self.hi {
            format!("the point {}", fmt_q(&self.arc.at(&self.lo)))
        } else {
            format!(
                "the open arc from {} to {} (counter-clockwise)",
                fmt_q(&self.arc.at(&self.lo)),
                fmt_q(&self.arc.at(&self.hi))
            )
        }
    }
}

/// B's last flag classified: every point of the circle falls in one piece
/// (the flags themselves excluded). Each arc's points give B the same gain
/// (a blue arc: its length; a white arc: 0) except a neutral arc's, where the
/// gain is the distance y from its white end (in misère play, −y).
#[must_use]
pub fn last_flag_pieces(g: &FlagsGame, p: &FlagsPosition) -> Vec<Piece> {
    let t = territory(g.n, p);
    let d = g.margin_b(&t);
    let misere = g.convention == Convention::Misere;
    // B's margin; A, to move after B's last flag, is ahead by its opposite.
    let class = |m: &BigRational| Outcome::of_margin(BigRational::zero().cmp(m));
    let zero = BigRational::zero();
    let mut out = Vec::new();
    for a in &t.arcs {
        match a.owner() {
            ArcOwner::Blue | ArcOwner::White => {
                let gain = match (a.owner(), misere) {
                    (ArcOwner::Blue, false) => a.len.clone(),
                    (ArcOwner::Blue, true) => -a.len.clone(),
                    _ => zero.clone(),
                };
                out.push(Piece { arc: a.clone(), lo: zero.clone(), hi: a.len.clone(), after: class(&(&d + gain)) });
            }
            ArcOwner::Neutral => {
                // With y the distance from the white end, B's margin is d + y
                // (normal) or d − y (misère): it changes sign at y = ∓d.
                let cut = if misere { d.clone() } else { -d.clone() };
                let white_at_start = a.from == Player::Second;
                let to_start = |y: &BigRational| if white_at_start { y.clone() } else { &a.len - y };
                let (near, far) = if misere {
                    (Outcome::PreviousWins, Outcome::NextWins)
                } else {
                    (Outcome::NextWins, Outcome::PreviousWins)
                };
                let mut pieces: Vec<(BigRational, BigRational, Outcome)> = Vec::new();
                if cut.is_positive() && cut < a.len {
                    pieces.push((zero.clone(), cut.clone(), near));
                    pieces.push((cut.clone(), cut.clone(), Outcome::Draw));
                    pieces.push((cut.clone(), a.len.clone(), far));
                } else if cut.is_positive() {
                    pieces.push((zero.clone(), a.len.clone(), near));
                } else {
                    pieces.push((zero.clone(), a.len.clone(), far));
                }
                for (lo, hi, after) in pieces {
                    let (s, e) = (to_start(&lo), to_start(&hi));
                    let (lo, hi) = if s <= e { (s, e) } else { (e, s) };
                    out.push(Piece { arc: a.clone(), lo, hi, after });
                }
            }
        }
    }
    out
}

/// The largest n for which A's last flag is classified exactly (the work
/// grows as n³).
pub const A_LAST_LIMIT: u64 = 12;

/// The class, for B who moves next, of a position where B places the last
/// flag: `NextWins` if some point wins for B, else `Draw` if some point
/// draws, else `PreviousWins`.
pub(super) fn b_last_class(g: &FlagsGame, p: &FlagsPosition) -> Outcome {
    let pieces = last_flag_pieces(g, p);
    if pieces.iter().any(|x| x.after == Outcome::PreviousWins) {
        Outcome::NextWins
    } else if pieces.iter().any(|x| x.after == Outcome::Draw) {
        Outcome::Draw
    } else {
        Outcome::PreviousWins
    }
}

/// A's last flag (flag 2n − 1) classified exactly: every point of the circle
/// falls in one piece, whose `after` is the class of the position it leaves
/// for B (`NextWins`: B wins, the flag is fragile; `PreviousWins`: A wins).
///
/// Why it is exact: with A's flag at distance t inside an arc, B's margin
/// D(t) and the new arcs' lengths (t, len − t) are linear in t, and B's best
/// reply is decided by the signs of D(t) + c, c running over 0, the other
/// arcs' lengths, t and len − t (see [`last_flag_pieces`]). Between two
/// consecutive roots of these linear forms every sign is constant, so the
/// class is; each root and one point of each open run between roots is
/// classified by the exact analysis of B's last flag.
#[must_use]
pub fn a_last_flag_pieces(g: &FlagsGame, p: &FlagsPosition) -> Vec<Piece> {
    let t = territory(g.n, p);
    let mut out = Vec::new();
    let third = ratio(1, 3);
    for (i, arc) in t.arcs.iter().enumerate() {
        // D(t) = d0 + slope · t, read off two points (it is linear on the arc).
        let margin_at = |d: &BigRational| territory(g.n, &p.with(arc.at(d))).margin_b();
        let (t1, t2) = (&arc.len * &third, &arc.len * ratio(2, 3));
        let (m1, m2) = (margin_at(&t1), margin_at(&t2));
        let slope = (&m2 - &m1) / (&t2 - &t1);
        let d0 = &m1 - &slope * &t1;
        // The linear forms a + b·t whose roots may change the class.
        let mut forms: Vec<(BigRational, BigRational)> = vec![(d0.clone(), slope.clone())];
        for (j, other) in t.arcs.iter().enumerate() {
            if j != i {
                forms.push((&d0 + &other.len, slope.clone()));
            }
        }
        forms.push((d0.clone(), &slope + BigRational::one()));
        forms.push((&d0 + &arc.len, &slope - BigRational::one()));
        let mut cuts: Vec<BigRational> = forms
            .iter()
            .filter(|(_, b)| !b.is_zero())
            .map(|(a, b)| -a / b)
            .filter(|r| r.is_positive() && r < &arc.len)
            .collect();
        cuts.sort();
        cuts.dedup();
        let mut marks = vec![BigRational::zero()];
        marks.extend(cuts.iter().cloned());
        marks.push(arc.len.clone());
        let class = |d: &BigRational| b_last_class(g, &p.with(arc.at(d)));
        let mut run: Vec<Piece> = Vec::new();
        for w in 0..marks.len() - 1 {
            let (lo, hi) = (&marks[w], &marks[w + 1]);
            if w > 0 {
                run.push(Piece { arc: arc.clone(), lo: lo.clone(), hi: lo.clone(), after: class(lo) });
            }
            let mid = (lo + hi) / BigRational::from_integer(2.into());
            run.push(Piece { arc: arc.clone(), lo: lo.clone(), hi: hi.clone(), after: class(&mid) });
            // Merge "open run, point, open run" of one class into one open run.
            while run.len() >= 3 {
                let k = run.len();
                let (a, b, c) = (&run[k - 3], &run[k - 2], &run[k - 1]);
                if a.lo != a.hi && b.lo == b.hi && c.lo != c.hi && a.after == b.after && b.after == c.after {
                    let merged = Piece { arc: arc.clone(), lo: a.lo.clone(), hi: c.hi.clone(), after: a.after };
                    run.truncate(k - 3);
                    run.push(merged);
                } else {
                    break;
                }
            }
        }
        out.extend(run);
    }
    out
}
