//! A wall of a thermograph: a continuous piecewise-linear value x(t) over temperatures t ≥ −1.

use crate::dyadic::Dyadic;
use crate::error::ValueError;

/// One straight piece: from temperature `t` on, the value is `x + slope·(t' − t)`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Piece {
    /// Where the piece starts.
    pub t: Dyadic,
    /// The value there.
    pub x: Dyadic,
    /// The change of value per unit of temperature (−1, 0 or 1 in a thermograph).
    pub slope: i64,
}

/// A continuous piecewise-linear function of the temperature on `[−1, ∞)`, given by its
/// pieces in order of temperature; the last piece goes on for ever (a vertical mast
/// when its slope is 0).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Wall {
    pieces: Vec<Piece>,
}

/// The temperature where every wall starts.
pub fn start() -> Dyadic {
    -Dyadic::ONE
}

impl Wall {
    /// The vertical line at `x`.
    pub fn constant(x: Dyadic) -> Wall {
        Wall { pieces: vec![Piece { t: start(), x, slope: 0 }] }
    }

    /// The pieces, in order of temperature, the first starting at −1.
    pub fn pieces(&self) -> &[Piece] {
        &self.pieces
    }

    /// The value at temperature `t ≥ −1`.
    pub fn at(&self, t: Dyadic) -> Result<Dyadic, ValueError> {
        let p = self.piece_at(t);
        p.x.checked_add(t.checked_sub(p.t)?.checked_mul_int(p.slope)?)
    }

    fn piece_at(&self, t: Dyadic) -> Piece {
        let i = self.pieces.partition_point(|p| p.t <= t);
        self.pieces[i.saturating_sub(1)]
    }

    /// `x(t) + k·t`: the wall sheared, as cooling by t moves Left's and Right's options.
    pub fn sheared(&self, k: i64) -> Result<Wall, ValueError> {
        let pieces = self
            .pieces
            .iter()
            .map(|p| Ok(Piece { t: p.t, x: p.x.checked_add(p.t.checked_mul_int(k)?)?, slope: p.slope + k }))
            .collect::<Result<_, ValueError>>()?;
        Ok(Wall { pieces })
    }

    /// The larger (`larger = true`) or smaller of two walls at every temperature.
    pub fn envelope(&self, other: &Wall, larger: bool) -> Result<Wall, ValueError> {
        let mut cuts: Vec<Dyadic> = self.pieces.iter().chain(&other.pieces).map(|p| p.t).collect();
        cuts.sort();
        cuts.dedup();
        let mut pieces = Vec::new();
        for (i, &a) in cuts.iter().enumerate() {
            let b = cuts.get(i + 1).copied();
            let (fa, ga) = (self.at(a)?, other.at(a)?);
            let (fs, gs) = (self.piece_at(a).slope, other.piece_at(a).slope);
            let f_first = if larger { fa > ga || (fa == ga && fs >= gs) } else { fa < ga || (fa == ga && fs <= gs) };
            let (first, second) = if f_first { ((fa, fs), (ga, gs)) } else { ((ga, gs), (fa, fs)) };
            pieces.push(Piece { t: a, x: first.0, slope: first.1 });
            if first.1 != second.1 {
                let cross = a.checked_add(divide(second.0.checked_sub(first.0)?, first.1 - second.1)?)?;
                if cross > a && b.is_none_or(|b| cross < b) {
                    let x = first.0.checked_add(cross.checked_sub(a)?.checked_mul_int(first.1)?)?;
                    pieces.push(Piece { t: cross, x, slope: second.1 });
                }
            }
        }
        Ok(Wall { pieces }.simplified())
    }

    /// The first temperature `t ≥ −1` where this wall is at or right of `other`
    /// (`self(t) ≤ other(t)`), if any.
    pub fn meets(&self, other: &Wall) -> Result<Option<Dyadic>, ValueError> {
        let mut cuts: Vec<Dyadic> = self.pieces.iter().chain(&other.pieces).map(|p| p.t).collect();
        cuts.sort();
        cuts.dedup();
        for (i, &a) in cuts.iter().enumerate() {
            let gap = self.at(a)?.checked_sub(other.at(a)?)?;
            if gap <= Dyadic::ZERO {
                return Ok(Some(a));
            }
            let slope = self.piece_at(a).slope - other.piece_at(a).slope;
            if slope < 0 {
                let cross = a.checked_add(divide(gap, -slope)?)?;
                if cuts.get(i + 1).is_none_or(|b| cross < *b) {
                    return Ok(Some(cross));
                }
            }
        }
        Ok(None)
    }

    /// This wall up to temperature `t`, then the vertical mast above it.
    pub fn capped(&self, t: Dyadic) -> Result<Wall, ValueError> {
        let x = self.at(t)?;
        let mut pieces: Vec<Piece> = self.pieces.iter().copied().filter(|p| p.t < t).collect();
        pieces.push(Piece { t, x, slope: 0 });
        Ok(Wall { pieces }.simplified())
    }

    /// The same function with collinear neighbours merged.
    fn simplified(self) -> Wall {
        let mut out: Vec<Piece> = Vec::with_capacity(self.pieces.len());
        for p in self.pieces {
            if let Some(q) = out.last()
                && q.slope == p.slope
                && p.t.checked_sub(q.t).and_then(|d| d.checked_mul_int(q.slope)).and_then(|d| q.x.checked_add(d))
                    == Ok(p.x)
            {
                continue;
            }
            out.push(p);
        }
        Wall { pieces: out }
    }
}

/// `d / k` for `k` a power of two (walls cross at such points); otherwise `Overflow`.
fn divide(d: Dyadic, k: i64) -> Result<Dyadic, ValueError> {
    let magnitude = k.unsigned_abs();
    if !magnitude.is_power_of_two() {
        return Err(ValueError::Overflow);
    }
    let d = if k < 0 { -d } else { d };
    Dyadic::new(d.numerator(), d.exponent() + magnitude.trailing_zeros())
}
