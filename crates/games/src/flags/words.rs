//! The family's words: its messages as typed values ([`FlagsMsg`]) and
//! their text in `locales/` (Project Fluent files in English, European and
//! Brazilian Portuguese), laid over the core's shared vocabulary.

use ludoteca_core::i18n::Decimal;
use ludoteca_core::i18n::Echo;
use ludoteca_core::i18n::Texts;
use ludoteca_core::{Msg, Outcome};

/// The family's files, over the core's, and the words only its board
/// on the web pages says (`locales/page/`).
pub static TEXTS: Texts = crate::family_texts!("flags", page);

ludoteca_core::family_messages! {
    /// The family's messages; each is the message of the same name in
    /// kebab case in `locales/` (`FlEpisode` is `fl-episode`).
    pub enum FlagsMsg in TEXTS {
        /// Which game of flags.
        FlEpisode,
        /// The flags' epsilon.
        FlEpsilon,
        /// The flags' table sizes.
        FlSizes {
            /// The greatest value.
            max: u64,
        },
        /// The flags' grid.
        FlGrid,
        /// A flags position.
        FlPosition {
            /// What is wrong.
            why: Box<Msg>,
        },
        /// Not a team.
        FlNotTeam {
            /// The letter given.
            c: Echo,
        },
        /// Teams alternate.
        FlAlternate {
            /// Which one, from 1.
            i: u64,
            /// The letter of a seat.
            seat: char,
        },
        /// Too many flags.
        FlTooMany {
            /// A number.
            n: u64,
        },
        /// Two flags on a point.
        FlTwoOn {
            /// A point or square.
            at: String,
        },
        /// Not the team to move.
        FlNotMover {
            /// The letter given.
            c: Echo,
            /// The letter of a seat.
            seat: char,
        },
        /// All flags placed.
        FlOver,
        /// A point outside the circle.
        FlOutside {
            /// The text given.
            text: Echo,
        },
        /// A point already used.
        FlOccupied {
            /// A point or square.
            at: String,
        },
        /// Flags in misère play: the smaller area wins.
        FlEndFlagsSmaller,
        /// Flags: every flag placed; the areas decide.
        FlEndFlags {
            /// A's area in percent of the disc.
            pa: Decimal,
            /// B's area in percent of the disc.
            pb: Decimal,
            /// [`FlagsMsg::FlEndFlagsLarger`] or `FlEndFlagsSmaller` (a family's message).
            rule: Box<Msg>,
            /// [`Msg::EndWinner`] or [`Msg::EndDraw`].
            verdict: Box<Msg>,
        },
        /// Flags: the larger area wins.
        FlEndFlagsLarger,
        /// A move in words: a flag placed on the circle.
        FlHowFlagged {
            /// Where, as a fraction of a turn (`1/3`), as the board's help says it.
            at: String,
        },
        /// The same move as what to do (an infinitive).
        FlDoFlag {
            /// Where, as a fraction of a turn.
            at: String,
        },
        /// The circle's drawing: the flags placed and who places the next.
        FlDiagramHead {
            /// Flags per team.
            n: u64,
            /// Flags placed.
            placed: u64,
            /// Every flag of the game.
            total: u64,
            /// `A` or `B` to place the next flag, `over` at the end.
            seat: String,
        },
        /// The circle's drawing: no flag yet.
        FlDiagramEmpty,
        /// The circle's drawing: the heading of the arcs.
        FlDiagramArcs,
        /// The circle's drawing: one arc (after its ends as points).
        FlDiagramArc {
            /// The teams of its two flags, `AB`.
            ends: String,
            /// Its length, padded.
            length: String,
            /// [`FlagsMsg::FlArcBlue`], [`FlagsMsg::FlArcWhite`] or [`FlagsMsg::FlArcNeutral`].
            owner: Box<Msg>,
            /// `yes` for a G-arc.
            g: String,
        },
        /// An arc between two blue flags: A's.
        FlArcBlue,
        /// An arc between two white flags: B's.
        FlArcWhite,
        /// An arc between flags of both teams: split in half.
        FlArcNeutral {
            /// Each team's half.
            half: String,
        },
        /// The circle's drawing: the areas.
        FlDiagramAreas {
            /// A's area.
            a: String,
            /// B's area.
            b: String,
        },
        /// The circle's drawing: the V-vertices.
        FlDiagramVertices {
            /// The points, comma separated.
            list: String,
        },
        /// A point where a last flag lands.
        FlPiecePoint {
            /// The point.
            at: String,
        },
        /// An open arc of points where a last flag lands.
        FlPieceArc {
            /// Where it starts.
            from: String,
            /// Where it ends.
            to: String,
        },
        /// Why: every flag is placed.
        FlWhyOver {
            /// A's area.
            a: String,
            /// B's area.
            b: String,
            /// `A`, `B` or `draw`.
            result: String,
            /// `normal` or `misere`.
            play: String,
        },
        /// Why: one flag each is always a draw.
        FlWhyDraw,
        /// Why: the last flag classified exactly.
        FlWhyExact {
            /// The position's class.
            outcome: Outcome,
            /// `A` or `B`.
            mover: String,
            /// `yes` when some flag wins.
            any_wins: String,
            /// The flags that win ([`FlagsMsg::FlPiecePoint`], [`FlagsMsg::FlPieceArc`]).
            wins: Vec<Msg>,
            /// `yes` when some flag draws.
            any_draws: String,
            /// The flags that draw.
            draws: Vec<Msg>,
        },
        /// Why: B follows the text's strategy.
        FlWhyStrategy {
            /// The position's class.
            outcome: Outcome,
            /// `yes` once B has placed a flag.
            started: String,
            /// `normal` or `misere`.
            play: String,
            /// `A` or `B`, who places the next flag.
            mover: String,
            /// `start` on the empty circle, else `A` or `B` to move.
            after: String,
            /// [`FlagsMsg::FlWhyEpsilon`] when A has kept to it.
            eps: Option<Box<Msg>>,
        },
        /// Why: judged by playing both champions to the end.
        FlWhyPlayout {
            /// The position's class.
            outcome: Outcome,
            /// [`FlagsMsg::FlWhyEpsilon`] when A has kept to it.
            eps: Option<Box<Msg>>,
        },
        /// A has kept to the ε-strategy.
        FlWhyEpsilon {
            /// ε.
            epsilon: String,
        },
        /// The descriptor's words: the family in a word or two.
        FlFamilyTag,
        /// The descriptor's words: the label of the parameter `n`.
        FlParamN,
        /// The descriptor's words: the help of the parameter `n`.
        FlParamNHelp,
        /// The descriptor's words: the label of the parameter `epsilon`.
        FlParamEpsilon,
        /// The descriptor's words: the help of the parameter `epsilon`.
        FlParamEpsilonHelp,
        /// The descriptor's words: the name of the game `je-25`.
        FlNameJe25,
        /// The descriptor's words: the name of the game `je-26`.
        FlNameJe26,
        /// The descriptor's words: the name of the game `je-27`.
        FlNameJe27,
        /// A grid too coarse for the search.
        FlGridTooCoarse {
            /// The grid's denominator.
            q: u64,
            /// The flags.
            n: u64,
        },
    }
}

/// A flag placed at a fraction of a turn (the flags' move `1/3`), said as
/// the board's help says it.
pub(crate) fn flagged(mv: &str) -> Option<Msg> {
    let t = mv.trim();
    let ok = !t.is_empty() && t.len() <= 24 && t.bytes().all(|b| b.is_ascii_digit() || b == b'/' || b == b'.');
    ok.then(|| Msg::moved(FlagsMsg::FlHowFlagged { at: t.to_string() }, FlagsMsg::FlDoFlag { at: t.to_string() }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_is_written_in_every_language() {
        let problems = ludoteca_core::i18n::family::check(&TEXTS, FlagsMsg::MESSAGES);
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    #[test]
    fn a_flag_placed_is_said_in_words() {
        let said = |m: Option<Msg>, lang| m.expect("words").render(lang);
        assert_eq!(said(flagged(" 1/3"), ludoteca_core::Lang::PT), "pôs uma bandeira em 1/3 de volta");
        let to_do = flagged("1/3").and_then(|m| m.infinitive()).expect("words");
        assert_eq!(to_do.render(ludoteca_core::Lang::EN), "place a flag at 1/3 of a turn");
        assert!(flagged("a").is_none());
    }
}
