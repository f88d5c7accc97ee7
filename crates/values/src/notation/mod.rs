//! CGSuite's notation: games written as text and read back.
//!
//! A number is written `0`, `3`, `-2`, `3/8`; a nimber `*`, `*2`; ups `↑`, `⇑`, `↑3`
//! and downs `↓`, `⇓`, `↓3`, joined to a number and a nimber as one word (`1/2↑*`,
//! `-1*`, `⇑*3`); a switch `±1` or `2±1` (when the mean is an integer); every other
//! game `{L|R}` with its options separated by commas, a lone compound option written
//! without its braces and the outer bar doubled (`{2|1/2||0}` is `{{2|1/2}|0}`).

mod parse;
mod write;

pub use parse::{MAX_DEPTH, MAX_INPUT, MAX_SMALL_IN_TEXT};
