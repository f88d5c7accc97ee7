//! The two players, as the whole workspace names them: First sits at the
//! bottom edge and moves first (the text's A), Second at the top edge (B).

pub use ludoteca_core::Player;
