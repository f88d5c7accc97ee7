//! Space: the allowed secrets and guesses of a variant, numbered.
//!
//! Secrets and guesses are each listed in increasing code order, so a
//! position in either list is a compact handle and "the smallest code" is
//! "the smallest position".

use crate::code::Code;
use crate::error::{Error, Result};
use crate::variant::Variant;

/// Largest number of codes (`colors^pegs`) an engine enumerates.
pub const MAX_SPACE: u64 = 1 << 22;

/// The numbered secrets and guesses of one variant.
#[derive(Debug, Clone)]
pub struct Space {
    variant: Variant,
    secrets: Vec<Code>,
    guesses: Vec<Code>,
    /// For each guess position, its secret position or `u32::MAX`.
    guess_as_secret: Vec<u32>,
}

impl Space {
    /// Enumerates the space of a valid variant; refuses spaces above [`MAX_SPACE`].
    pub fn new(variant: &Variant) -> Result<Space> {
        Space::check(variant)?;
        let all = variant.all_codes();
        let mut secrets = Vec::new();
        let mut guesses = Vec::new();
        let mut guess_as_secret = Vec::new();
        for i in 0..all as u32 {
            let c = Code::from_index(i, variant.pegs, variant.colors);
            let repeat = c.repeated_color().is_some();
            let secret = variant.repeats || !repeat;
            if secret {
                secrets.push(c);
            }
            if variant.guess_repeats || !repeat {
                guesses.push(c);
                guess_as_secret.push(if secret { secrets.len() as u32 - 1 } else { u32::MAX });
            }
        }
        Ok(Space { variant: *variant, secrets, guesses, guess_as_secret })
    }

    /// Refuses what [`Space::new`] refuses, without enumerating: an invalid
    /// variant, or one of more than [`MAX_SPACE`] codes.
    pub fn check(variant: &Variant) -> Result<()> {
        variant.validate()?;
        let all = variant.all_codes();
        if all > MAX_SPACE {
            return Err(Error::TooLarge(format!(
                "{} pegs and {} colours make {all} codes; the analysis engine enumerates at most {MAX_SPACE}",
                variant.pegs, variant.colors
            )));
        }
        Ok(())
    }

    /// The variant.
    pub fn variant(&self) -> &Variant {
        &self.variant
    }

    /// All allowed secrets in code order.
    pub fn secrets(&self) -> &[Code] {
        &self.secrets
    }

    /// All allowed guesses in code order.
    pub fn guesses(&self) -> &[Code] {
        &self.guesses
    }

    /// The secret position of the guess at `guess_pos`, if it may be a secret.
    pub fn guess_as_secret(&self, guess_pos: u32) -> Option<u32> {
        let s = self.guess_as_secret[guess_pos as usize];
        (s != u32::MAX).then_some(s)
    }

    /// Position of `code` among the secrets.
    pub fn secret_pos(&self, code: Code) -> Option<u32> {
        self.secrets.binary_search(&code).ok().map(|p| p as u32)
    }

    /// Position of `code` among the guesses.
    pub fn guess_pos(&self, code: Code) -> Option<u32> {
        self.guesses.binary_search(&code).ok().map(|p| p as u32)
    }

    /// Position of the guess equal to the secret at `secret_pos`, if that secret is a legal guess.
    pub fn secret_as_guess(&self, secret_pos: u32) -> Option<u32> {
        self.guess_pos(self.secrets[secret_pos as usize])
    }
}
