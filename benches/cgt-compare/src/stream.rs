//! The random stream both sides of the comparison of random short games
//! share (splitmix64): `benches/cgt-compare`'s `values random` and
//! `crates/values/examples/subtraction_values.rs random` include this one
//! file, so that they build the same games.

/// A splitmix64 stream from its seed.
pub struct Stream(pub u64);

impl Stream {
    /// The next number of the stream.
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Game `i`'s options, Left's then Right's (0 to 2 each, among the eight
    /// games before it), and the earlier game it is added to.
    pub fn game(&mut self, i: u64) -> (Vec<u64>, Vec<u64>, u64) {
        let side = |s: &mut Stream| {
            let k = if i == 0 { 0 } else { s.next() % 3 };
            (0..k).map(|_| i - 1 - s.next() % i.min(8)).collect::<Vec<u64>>()
        };
        let (l, r) = (side(self), side(self));
        (l, r, self.next() % (i + 1))
    }
}
