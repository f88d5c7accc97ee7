//! Where the game families are registered: `families!` in `lib.rs` names each
//! family once, and that one word both declares the family's module and puts
//! its descriptor in [`FAMILIES`](crate::FAMILIES). Adding a family is its
//! own folder (engine, descriptor, entry, tests), its name in that list, and
//! one board module on the web.

/// Declares each family's module (its own folder) and lists their
/// descriptors, in the order the lobby shows them, as `FAMILIES` (and
/// their rules in words as `RULE_TEXTS`).
macro_rules! families {
    ($($family:ident),+ $(,)?) => {
        $(pub mod $family;)+

        /// Every family of the catalogue, in the order the lobby lists them.
        pub static FAMILIES: &[&family::Family] = &[$(&$family::FAMILY),+];

        /// Every family's rules in words, in the same order.
        pub static RULE_TEXTS: &[&rules_text::RuleText] = &[$(&$family::RULES),+];

        /// Every family's words (its `locales/` files, and the words only
        /// its web pages say), in the same order.
        pub static TEXTS: &[&ludoteca_core::i18n::Texts] = &[$(&$family::words::TEXTS),+];
    };
}
