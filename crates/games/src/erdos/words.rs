//! The family's words: its messages as typed values ([`ErdosMsg`]) and
//! their text in `locales/` (Project Fluent files in English, European and
//! Brazilian Portuguese), laid over the core's shared vocabulary.

use ludoteca_core::Msg;
use ludoteca_core::i18n::Decimal;
use ludoteca_core::i18n::Echo;
use ludoteca_core::i18n::Texts;

/// The family's files, over the core's, and the words only its board
/// on the web pages says (`locales/page/`).
pub static TEXTS: Texts = crate::family_texts!("erdos", page);

ludoteca_core::family_messages! {
    /// The family's messages; each is the message of the same name in
    /// kebab case in `locales/` (`ErSize` is `er-size`).
    pub enum ErdosMsg in TEXTS {
        /// The board's side.
        ErSize,
        /// The conquering run.
        ErRun {
            /// The board's side.
            size: u64,
        },
        /// Both runs at once.
        ErSimultaneous,
        /// The version.
        ErVersion,
        /// The computer's player.
        ErStrategy,
        /// Bad rules.
        ErBadRules {
            /// The details (in English).
            detail: String,
        },
        /// A move of the Latin-square game (`Er…` keys) not read.
        ErBadMove {
            /// The text given.
            text: Echo,
        },
        /// A square off the board.
        ErOffBoard {
            /// A square.
            square: String,
            /// The last item.
            last: char,
            /// The board's side.
            size: u64,
        },
        /// No such piece.
        ErBadNumber {
            /// A number.
            number: u64,
            /// The board's side.
            size: u64,
        },
        /// A square taken.
        ErOccupied {
            /// A square.
            square: String,
            /// A number.
            number: u64,
        },
        /// A number twice in a row.
        ErRowRepeat {
            /// A number.
            number: u64,
            /// The row.
            row: u64,
            /// A point or square.
            at: String,
        },
        /// A number twice in a column.
        ErColumnRepeat {
            /// A number.
            number: u64,
            /// A column's letter.
            column: char,
            /// A point or square.
            at: String,
        },
        /// Not in the hand.
        ErNotInHand {
            /// A number.
            number: u64,
            /// A hand.
            hand: String,
        },
        /// Not the number drawn.
        ErNotDrawn {
            /// A number.
            number: u64,
            /// The number drawn.
            drawn: u64,
        },
        /// The game is over.
        ErGameOver,
        /// A position of the Latin-square game not read.
        ErBadPosition {
            /// The text given.
            text: Echo,
            /// Why (in English).
            reason: String,
        },
        /// A board of another size.
        ErSizeMismatch {
            /// The board's side.
            board: u64,
            /// The board's side.
            size: u64,
        },
        /// A bad deal.
        ErBadDeal {
            /// The details (in English).
            detail: String,
        },
        /// A board larger than the exact search takes.
        ValBoardTooBig {
            /// The board's side.
            size: u64,
            /// The largest side the search takes.
            max: u64,
        },
        /// The exact value asked of a version with chance or hidden hands.
        ValVersionII {
            /// The version asked for.
            version: String,
        },
        /// How to place the number drawn (version I).
        ErDrawnMove {
            /// The number drawn.
            k: u64,
        },
        /// How a move of the Latin-square game is written.
        ErMoveShape,
        /// Version II: place any number.
        ErPlace {
            /// [`Msg::Seat`](ludoteca_core::Msg::Seat).
            who: Box<Msg>,
            /// The board's size.
            n: u64,
            /// A number for the example.
            example: u64,
        },
        /// Version I: the mover drew a number (as the mover sees it).
        ErDrewMine {
            /// [`Msg::Seat`](ludoteca_core::Msg::Seat).
            who: Box<Msg>,
            /// The number drawn.
            k: u64,
        },
        /// Version I: the mover drew a number (as the others see it).
        ErDrewOther {
            /// [`Msg::Seat`](ludoteca_core::Msg::Seat).
            who: Box<Msg>,
            /// The number drawn.
            k: u64,
        },
        /// Version III: place a piece of one's hand (as the mover sees it).
        ErHandMine {
            /// [`Msg::Seat`](ludoteca_core::Msg::Seat).
            who: Box<Msg>,
            /// The hand.
            hand: String,
            /// A number for the example.
            example: u64,
        },
        /// Version III: the mover places a piece of their hand (as the others see it).
        ErHandOther {
            /// [`Msg::Seat`](ludoteca_core::Msg::Seat).
            who: Box<Msg>,
        },
        /// The Latin-square game's hint: a proved win.
        ErHintWins {
            /// [`Msg::Seat`](ludoteca_core::Msg::Seat).
            who: Box<Msg>,
        },
        /// The Latin-square game's hint: a proved loss.
        ErHintLoses {
            /// [`Msg::Seat`](ludoteca_core::Msg::Seat).
            who: Box<Msg>,
        },
        /// The Latin-square game's hint: a proved draw.
        ErHintDraw {
            /// [`Msg::Seat`](ludoteca_core::Msg::Seat).
            who: Box<Msg>,
        },
        /// The Latin-square game's hint: an estimate near even.
        ErHintEstimate {
            /// The score, −1 to +1.
            score: Decimal,
            /// [`Msg::Seat`](ludoteca_core::Msg::Seat).
            who: Box<Msg>,
        },
        /// The Latin-square game's hint: an estimate leaning to a win.
        ErHintLeansWin {
            /// The score, −1 to +1.
            score: Decimal,
            /// [`Msg::Seat`](ludoteca_core::Msg::Seat).
            who: Box<Msg>,
        },
        /// The Latin-square game's hint: an estimate leaning to a loss.
        ErHintLeansLose {
            /// The score, −1 to +1.
            score: Decimal,
            /// [`Msg::Seat`](ludoteca_core::Msg::Seat).
            who: Box<Msg>,
        },
        /// The Latin-square game's hint: the champion's search and its advice.
        ErHint {
            /// How it searched ([`ErdosMsg::ErHowII`]…).
            how: Box<Msg>,
            /// Moves looked ahead.
            depth: u64,
            /// Positions searched ([`Msg::grouped`](ludoteca_core::Msg::grouped)).
            nodes: Box<Msg>,
            /// The move recommended, in words ([`ErdosMsg::ErDoPut`](ludoteca_core::Msg::DoPut)).
            mv: Box<Msg>,
            /// Its score.
            score: Decimal,
            /// [`Msg::HintProved`](ludoteca_core::Msg::HintProved) or [`Msg::HintEstimated`](ludoteca_core::Msg::HintEstimated).
            proved: Box<Msg>,
            /// [`ErdosMsg::ErEffectConquers`] or [`ErdosMsg::ErEffectGivesAway`].
            effect: Option<Box<Msg>>,
        },
        /// Version II's search.
        ErHowII,
        /// Version I's search.
        ErHowI,
        /// Version III's search over deals.
        ErHowIIIWorlds {
            /// Deals searched.
            worlds: u64,
        },
        /// Version III's search of known hands.
        ErHowIII,
        /// The move recommended conquers a column.
        ErEffectConquers {
            /// [`ErdosMsg::ErConquest`](ludoteca_core::Msg::ErConquest).
            conquest: Box<Msg>,
        },
        /// The move recommended gives a column away.
        ErEffectGivesAway {
            /// [`ErdosMsg::ErConquest`](ludoteca_core::Msg::ErConquest).
            conquest: Box<Msg>,
        },
        /// The Latin-square game: the mover cannot place any number.
        ErEndBlocked {
            /// [`Msg::Seat`].
            loser: Box<Msg>,
            /// [`Msg::EndWinner`] or [`Msg::EndDraw`].
            verdict: Box<Msg>,
            /// [`ErdosMsg::ErConquests`], when a column was conquered.
            conquests: Option<Box<Msg>>,
        },
        /// The Latin-square game, version I: the number drawn fits nowhere.
        ErEndBlockedDrew {
            /// [`Msg::Seat`].
            loser: Box<Msg>,
            /// The number drawn.
            k: u64,
            /// [`Msg::EndWinner`] or [`Msg::EndDraw`].
            verdict: Box<Msg>,
            /// [`ErdosMsg::ErConquests`], when a column was conquered.
            conquests: Option<Box<Msg>>,
        },
        /// The Latin-square game: the board is full; the columns decide.
        ErEndFull {
            /// Columns of A.
            a: u64,
            /// Columns of B.
            b: u64,
            /// [`Msg::EndWinner`] or [`Msg::EndDraw`].
            verdict: Box<Msg>,
            /// [`ErdosMsg::ErConquests`], when a column was conquered.
            conquests: Option<Box<Msg>>,
        },
        /// The Latin-square game: the conquests of a match.
        ErConquests {
            /// [`ErdosMsg::ErConquest`], in order.
            list: Vec<Msg>,
        },
        /// The Latin-square game: one conquest, with its squares.
        ErConquest {
            /// [`Msg::Seat`].
            who: Box<Msg>,
            /// The column.
            column: char,
            /// The run that took it, number by number ([`ErdosMsg::ErPlaced`]).
            run: Vec<Msg>,
        },
        /// The Latin-square game: a number on a square.
        ErPlaced {
            /// The number.
            n: u64,
            /// The square, as the board labels it (`b5`).
            sq: String,
        },
        /// A move in words: a number put on a square (the Latin-square game).
        ErHowPut {
            /// The number.
            n: u64,
            /// The square, as the board labels it (`c3`).
            square: String,
        },
        /// The same move as what to do (an infinitive).
        ErDoPut {
            /// The number.
            n: u64,
            /// The square.
            square: String,
        },
        /// What `LUDOTECA_SPLIT_LINE` accepts: the plies of a split proof.
        ErSplitLine {
            /// The most plies.
            most: u64,
        },
        /// The descriptor's words: the family in a word or two.
        ErFamilyTag,
        /// The descriptor's words: what the value `I` means.
        ErChoiceI,
        /// The descriptor's words: the label of the parameter `version`.
        ErParamVersion,
        /// The descriptor's words: the help of the parameter `version`.
        ErParamVersionHelp,
        /// The descriptor's words: the label of the parameter `size`.
        ErParamSize,
        /// The descriptor's words: the help of the parameter `size`.
        ErParamSizeHelp,
        /// The descriptor's words: the label of the parameter `run`.
        ErParamRun,
        /// The descriptor's words: the help of the parameter `run`.
        ErParamRunHelp,
        /// The descriptor's words: the label of the parameter `simultaneous`.
        ErParamSimultaneous,
        /// The descriptor's words: the help of the parameter `simultaneous`.
        ErParamSimultaneousHelp,
        /// The descriptor's words: the label of the parameter `open-hands`.
        ErParamOpenHands,
        /// The descriptor's words: the help of the parameter `open-hands`.
        ErParamOpenHandsHelp,
        /// The descriptor's words: the label of the parameter `strategy`.
        ErParamStrategy,
        /// The descriptor's words: the help of the parameter `strategy`.
        ErParamStrategyHelp,
        /// The descriptor's words: the label of the parameter `budget`.
        ErParamBudget,
        /// The descriptor's words: the help of the parameter `budget`.
        ErParamBudgetHelp,
        /// The descriptor's words: the name of the game `erdos-latino`.
        ErNameErdosLatino,
        /// The descriptor's words: what the value `II` means.
        ErChoiceII,
        /// The descriptor's words: what the value `III` means.
        ErChoiceIII,
        /// The descriptor's words: what the value `mover` means.
        ErChoiceMover,
        /// The descriptor's words: what the value `opponent` means.
        ErChoiceOpponent,
        /// The descriptor's words: what the value `champion` means.
        ErChoiceChampion,
        /// The descriptor's words: what the value `mirror` means.
        ErChoiceMirror,
        /// The descriptor's words: what the value `random` means.
        ErChoiceRandom,
        /// What only version II (complete information) answers.
        ErOnlyVersionTwo {
            /// `moves`, `play`, `winner`, `outcome` or `champion`.
            what: String,
            /// The version in force.
            version: String,
        },
        /// The exact solver proves version II only.
        ErSolveOnlyTwo {
            /// The version asked for.
            version: String,
        },
        /// --first-moves without the prover.
        ErFirstMovesNeedProver,
        /// A certificate that cannot be written.
        ErCertificateWrite {
            /// The file.
            file: String,
            /// The system's own words.
            detail: String,
        },
        /// A split line whose move is not legal.
        ErLineIllegal {
            /// The move.
            mv: String,
            /// The moves before it.
            after: String,
            /// Its ply, from 1.
            ply: u64,
        },
        /// A split line asking for a mirror reply that does not exist.
        ErLineNoMirror {
            /// The moves before it.
            after: String,
            /// Its ply, from 1.
            ply: u64,
        },
        /// A computer player that does not exist.
        ErUnknownStrategy {
            /// The name asked for.
            name: String,
        },
        /// An exact outcome out of reach of `outcome`.
        ErOutcomeOutOfReach {
            /// The board's side.
            size: u64,
            /// Its empty squares.
            empties: u64,
            /// The most empty squares solved.
            max: u64,
        },
        /// The exact solver's boards.
        ErSolveSizes {
            /// The largest side.
            largest: u64,
        },
        /// A split line giving too many parts.
        ErLineTooManyParts {
            /// The line.
            line: String,
            /// The most parts it could give.
            parts: u64,
            /// The board's side.
            n: u64,
            /// The most parts a split takes.
            max: u64,
        },
        /// What a part of a split Erdös Latino proof holds.
        ErPartHolds,
        /// A split proof working out the positions of its line.
        ErLinePositions {
            /// The line, as `LUDOTECA_SPLIT_LINE` writes it.
            line: String,
        },
        /// A part's progress.
        ErPartProgress {
            /// Positions of the proof-number search.
            pn: u64,
            /// Positions of the alpha-beta search.
            ab: u64,
            /// The part's moves proved.
            proved: u64,
            /// Its moves refuted.
            refuted: u64,
            /// Its moves still open.
            open: u64,
        },
        /// A split line whose parts cannot decide the empty board.
        ErLineUndecided {
            /// The line.
            line: String,
        },
        /// The parts answered do not settle the empty board.
        ErPartsUnsettled,
        /// The exact solver's progress.
        ErSolveProgress {
            /// Positions searched.
            nodes: u64,
            /// The lower bound on First's value, signed.
            lower: String,
            /// The upper bound, signed.
            upper: String,
            /// Root moves done.
            done: u64,
            /// Root moves in all.
            total: u64,
        },
        /// The proof-number prover's progress.
        ErProverProgress {
            /// Positions of the proof-number search.
            pn: u64,
            /// Positions of the alpha-beta search.
            ab: u64,
            /// Root moves proved.
            proved: u64,
            /// Root moves refuted.
            refuted: u64,
            /// Root moves still open.
            open: u64,
        },
        /// Where a split proof stands.
        ErStanding {
            /// Parts proved.
            answered: u64,
            /// Parts in all.
            parts: u64,
            /// Parts still needed.
            needed: u64,
        },
        /// First's value with best play: `first`, `second` or `draw`.
        ErValue {
            /// `first`, `second` or `draw`.
            value: String,
        },
        /// What a solve proved (`solve erdos-latino`).
        ErSolved {
            /// The board's side.
            size: u64,
            /// [`ErdosMsg::ErValue`].
            value: Box<Msg>,
            /// How the principal line ends (`blocked`, `columns`), or `none`.
            reason: String,
            /// A best move, or `none`.
            best: String,
        },
        /// A solve stopped before its end, with the bounds it proved.
        ErSolveStopped {
            /// The lower bound on First's value (−1, 0, +1).
            lower: String,
            /// The upper bound.
            upper: String,
        },
        /// The alpha-beta solver's work.
        ErSolveWork {
            /// Positions searched.
            positions: u64,
            /// Seconds.
            seconds: Decimal,
            /// The table's hit rate, in percent.
            hits: Decimal,
        },
        /// The proof-number prover's work.
        ErProverWork {
            /// Positions searched.
            positions: u64,
            /// Seconds.
            seconds: Decimal,
        },
        /// The prover's root moves, when stopped.
        ErRootMoves {
            /// Proved.
            proved: u64,
            /// Refuted.
            refuted: u64,
            /// Still open.
            open: u64,
            /// In all.
            total: u64,
        },
        /// The certificate a solve wrote.
        ErCertificateWritten {
            /// The file.
            file: String,
            /// Its bytes.
            bytes: u64,
        },
        /// A claim a certificate proves.
        ErClaim {
            /// `first` or `second`.
            player: String,
            /// `wins` or `draws` (at least).
            goal: String,
        },
        /// Claims proved, joined ([`ErdosMsg::ErClaim`]).
        ErClaims {
            /// The claims.
            claims: Vec<Msg>,
        },
        /// `verify erdos-latino`'s verdict.
        ErCertificateAccepted {
            /// The files checked.
            files: u64,
            /// The board's side.
            size: u64,
            /// The position the proof starts from.
            position: String,
            /// [`ErdosMsg::ErValue`] or [`ErdosMsg::ErClaims`].
            value: Box<Msg>,
        },
        /// The rules a certificate was checked under.
        ErRulesChecked {
            /// The run that conquers a column.
            run: u64,
            /// Who gets a column both runs complete: `mover` or `opponent`.
            simultaneous: String,
        },
        /// The checker's work.
        ErCheckWork {
            /// Nodes of the proof trees.
            nodes: u64,
            /// Leaves checked by a search.
            leaves: u64,
            /// Positions those searches visited.
            positions: u64,
            /// Bytes read.
            bytes: u64,
            /// Seconds.
            seconds: Decimal,
        },
    }
}

/// A number put on a square (the move `c3=3`), in words.
pub fn put(mv: &str) -> Option<Msg> {
    let (square, n) = mv.trim().split_once('=')?;
    let square = square.trim().to_ascii_lowercase();
    let b = square.as_bytes();
    let ok = (2..=3).contains(&b.len()) && b[0].is_ascii_lowercase() && b[1..].iter().all(u8::is_ascii_digit);
    let n = crate::words::number(n).filter(|_| ok)?;
    Some(Msg::moved(ErdosMsg::ErHowPut { n, square: square.clone() }, ErdosMsg::ErDoPut { n, square }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use ludoteca_core::Lang;

    #[test]
    fn every_message_is_written_in_every_language() {
        let problems = ludoteca_core::i18n::family::check(&TEXTS, ErdosMsg::MESSAGES);
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    #[test]
    fn decimals_take_the_language_separator() {
        let m = ErdosMsg::ErHintLeansWin { score: Decimal::signed(0.375, 2), who: Box::new(Msg::seat(true)) };
        assert_eq!(
            m.render(Lang::EN),
            "A (First) seems to be winning (an estimate, not a proof): +0.38 on a scale from −1 (loses) to +1 (wins)"
        );
        assert_eq!(
            m.render(Lang::PT),
            "A (primeiro) parece estar a ganhar (uma estimativa, não uma prova): +0,38 numa escala de −1 (perde) a +1 (ganha)"
        );
        let m = ErdosMsg::ErHintLeansLose { score: Decimal::signed(-0.49, 2), who: Box::new(Msg::seat(false)) };
        assert!(m.render(Lang::PT_BR).starts_with("B (segundo) parece estar perdendo"), "{}", m.render(Lang::PT_BR));
        assert!(m.render(Lang::PT_BR).contains("−0,49 em uma escala"), "{}", m.render(Lang::PT_BR));
        assert!(m.render(Lang::EN).contains("−0.49 on a scale"), "{}", m.render(Lang::EN));
    }

    #[test]
    fn a_number_put_is_said_in_words() {
        use ludoteca_core::Lang;
        assert_eq!(put("c3=3").expect("words").render(Lang::PT_BR), "colocou o 3 em c3");
        assert_eq!(put("a1=2").and_then(|m| m.infinitive()).expect("words").render(Lang::EN), "put 2 on a1");
        assert!(put("c3=x").is_none() && put("3=3").is_none());
    }
}
