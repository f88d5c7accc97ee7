//! Where the game families are registered: one line per family. Adding a
//! family is its own folder (engine, descriptor, entry, tests), one line
//! here and one board module on the web.

use crate::family::Family;

/// Every family of the catalogue, in the order the lobby lists them.
pub static FAMILIES: &[&Family] = &[
    &crate::heap::FAMILY,
    &crate::sum::FAMILY,
    &crate::knight::FAMILY,
    &crate::beans::FAMILY,
    &crate::northcott::FAMILY,
    &crate::bicycle::FAMILY,
    &crate::flags::FAMILY,
    &crate::figuras::FAMILY,
    &crate::mastermind::FAMILY,
    &crate::erdos::FAMILY,
];
