//! The English table. English keeps the usual letters of combinatorial game
//! theory — N (the next player wins), P (the previous player wins), D (a
//! draw) — with their meaning spelled out.

use super::Key::{self, *};

/// Every key in English.
pub(super) const TABLE: &[(Key, &str)] = &[
    (LetterNextWins, "N"),
    (LetterPreviousWins, "P"),
    (LetterDraw, "D"),
    (WordNextWins, "fragile"),
    (WordPreviousWins, "safe"),
    (WordDraw, "neutral"),
    (MeaningNextWins, "the player to move wins"),
    (MeaningPreviousWins, "the player to move loses"),
    (MeaningDraw, "a draw with best play"),
    (Describe, "{letter} — {word}: {meaning}"),
    (Remoteness, "remoteness {n}"),
    (GoodMove, "good"),
    (BadMove, "bad"),
    (SeatFirst, "First"),
    (SeatSecond, "Second"),
    (Seat, "{letter} ({name})"),
    (PromptToMove, "{seat} to move: {choice}."),
    (ChoiceNoMove, "no legal move"),
    (ChoiceOneOf, "play one of {moves}"),
    (ChoiceOneOfMany, "play one of the {n} legal {n|move|moves}, in the game's notation (see the rules)"),
    (MatchOver, "The match is over."),
    (HintSummary, "{outcome}; {remoteness}"),
    (ErrUnknownGame, "unknown game `{id}`: the games are {known}"),
    (ErrUnknownParam, "unknown parameter `{name}` for {game}: it accepts {accepted}"),
    (ErrBadParam, "bad value `{value}` for parameter `{name}`: {expected}"),
    (ErrBadParamBare, "bad value `{value}` for parameter `{name}`: see the game's rules for what it accepts"),
    (ErrBadPosition, "bad position `{text}`: see the game's rules for its notation"),
    (ErrIllegalMove, "illegal move `{text}`: see the legal moves and the game's rules"),
    (ErrTooLarge, "{detail}"),
    (ErrUnsupported, "{detail}"),
    (ErrCancelled, "the computation was cancelled"),
    (
        ErrHintTimeout,
        "the analysis of this position did not finish within {secs} s: hints are for positions it can analyse in that time",
    ),
    (ErrNotYourTurn, "it is not {seat}'s turn: {turn} moves now"),
    (ErrOver, "the match is over; start a new one or undo"),
    (ErrNothingToUndo, "there is no move to take back"),
    (ErrBadSave, "this saved match cannot be resumed: {detail}"),
    (Untranslated, "{text}"),
];
