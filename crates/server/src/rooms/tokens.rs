//! The seats' secret tokens: made at random, kept hashed, compared in
//! constant time.

use super::*;

/// A fresh secret: 128 random bits in hex.
pub(crate) fn token() -> String {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).expect("the operating system gives random bytes");
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Compares two hashes in time independent of where they differ.
pub(super) fn same(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && std::hint::black_box(a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y))) == 0
}

impl Room {
    /// The seat whose token this is (`None`: no token, a spectator); a
    /// token that opens no seat is refused (401). The room keeps only the
    /// tokens' hashes, compared in constant time.
    pub(crate) fn seat_of(&self, token: Option<&str>) -> Result<Option<Seat>, ApiError> {
        let Some(token) = token else { return Ok(None) };
        let hash = token_hash(token);
        let st = self.state();
        let mut found = None;
        for seat in [Seat::First, Seat::Second] {
            // Both seats are compared, whichever matches.
            let matches = st.tokens[seat.index()].as_deref().is_some_and(|t| same(t.as_bytes(), hash.as_bytes()));
            if matches {
                found = Some(seat);
            }
        }
        found.map(Some).ok_or_else(|| ApiError::new(StatusCode::UNAUTHORIZED, Msg::SvUnknownToken))
    }
}
