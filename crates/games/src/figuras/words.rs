//! The family's words: its messages as typed values ([`FigurasMsg`]) and
//! their text in `locales/` (Project Fluent files in English, European and
//! Brazilian Portuguese), laid over the core's shared vocabulary.

use ludoteca_core::Msg;
use ludoteca_core::Outcome;
use ludoteca_core::i18n::Echo;
use ludoteca_core::i18n::Texts;

/// The family's files, over the core's, and the words only its board
/// on the web pages says (`locales/page/`).
pub static TEXTS: Texts = crate::family_texts!("figuras", page);

ludoteca_core::family_messages! {
    /// The family's messages; each is the message of the same name in
    /// kebab case in `locales/` (`FgKit` is `fg-kit`).
    pub enum FigurasMsg in TEXTS {
        /// Which kit starts.
        FgKit,
        /// A move of pieces on squares (`Fg…`: the figures game) not read.
        FgBadMove {
            /// The text given.
            text: Echo,
        },
        /// A position of the figures game not read.
        FgBadPosition {
            /// The text given.
            text: Echo,
            /// Why (in English).
            reason: String,
        },
        /// A piece already placed.
        FgPiecePlayed {
            /// A piece.
            piece: String,
            /// A square.
            square: String,
        },
        /// The other player's piece (`mover`: 1 when the first player is to move, 2 when the second is).
        FgNotYourPiece {
            /// A piece.
            piece: String,
            /// The mover part, if any.
            mover: u64,
        },
        /// A square taken.
        FgOccupied {
            /// A square.
            square: String,
            /// A piece.
            piece: String,
        },
        /// The game is over.
        FgGameOver,
        /// Another refusal of the figures game's engine.
        FgEngine {
            /// The details (in English).
            detail: String,
        },
        /// The figures game's opening book was refused (damaged or unreadable): the
        /// champion plays with the solver alone.
        FgBookRefused {
            /// The reason (in English).
            detail: String,
        },
        /// Figuras: no line scored a point.
        FigNoLines,
        /// Figuras' hint: the value and the best move, with what it scores.
        FigHint {
            /// The class.
            outcome: Outcome,
            /// First's points minus Second's.
            value: String,
            /// [`Msg::HintProved`](ludoteca_core::Msg::HintProved) or [`Msg::HintEstimated`](ludoteca_core::Msg::HintEstimated).
            proved: Box<Msg>,
            /// The best move in words ([`FigurasMsg::FgDoPlace`](ludoteca_core::Msg::DoPlace)).
            best: Box<Msg>,
            /// [`FigurasMsg::FigScores`], when the move completes a line.
            scores: Option<Box<Msg>>,
        },
        /// Figuras' hint: what the best move scores.
        FigScores {
            /// [`FigurasMsg::FigLinePoints`], one per line.
            lines: Vec<Msg>,
        },
        /// Figuras' hint: a line the move completes and its points.
        FigLinePoints {
            /// [`FigurasMsg::FigRow`](ludoteca_core::Msg::FigRow), [`FigurasMsg::FigColumn`](ludoteca_core::Msg::FigColumn) or [`FigurasMsg::FigDiagonal`](ludoteca_core::Msg::FigDiagonal).
            line: Box<Msg>,
            /// Its points.
            points: u64,
        },
        /// Figuras: the game is over, with the final difference.
        FigOver {
            /// First's points minus Second's.
            value: String,
        },
        /// Figuras: every piece placed; the lines that scored and the points.
        FigEnd {
            /// The lines that scored ([`FigurasMsg::FigScored`]) or `FigNoLines` (a family's message).
            lines: Vec<Msg>,
            /// First's points.
            a: u64,
            /// Second's points.
            b: u64,
            /// [`Msg::EndWinner`] or [`Msg::EndDraw`].
            verdict: Box<Msg>,
        },
        /// Figuras: one line that scored, for whom and how much.
        FigScored {
            /// [`Msg::Seat`].
            who: Box<Msg>,
            /// [`FigurasMsg::FigRow`], [`FigurasMsg::FigColumn`] or [`FigurasMsg::FigDiagonal`].
            line: Box<Msg>,
            /// Its points.
            points: u64,
            /// The criteria it met, one point each ([`FigurasMsg::FigSameColour`]…).
            why: Vec<Msg>,
        },
        /// Figuras' first criterion: the four pieces of one colour (one kit).
        FigSameColour,
        /// Figuras' second criterion: the four pieces of one shape.
        FigSameShape,
        /// Figuras' third criterion: four different shapes.
        FigDifferentShapes,
        /// Figuras' fourth criterion: the four pieces small.
        FigAllSmall,
        /// Figuras' fifth criterion: the four pieces large.
        FigAllLarge,
        /// A row of the Figuras board.
        FigRow {
            /// 1 to 4.
            n: u64,
        },
        /// A column of the Figuras board.
        FigColumn {
            /// `a` to `d`.
            c: char,
        },
        /// A diagonal of the Figuras board.
        FigDiagonal {
            /// Its first square, `a1` or `a4`.
            from: String,
            /// Its last square, `d4` or `d1`.
            to: String,
        },
        /// A piece of the figures game in words: its shape and size.
        FgPiece {
            /// [`FigurasMsg::FgShapeTriangle`]…
            shape: Box<Msg>,
            /// [`FigurasMsg::FgSizeSmall`] or [`FigurasMsg::FgSizeLarge`].
            size: Box<Msg>,
        },
        /// A shape (a fragment).
        FgShapeTriangle,
        /// A shape (a fragment).
        FgShapeQuadrilateral,
        /// A shape (a fragment).
        FgShapeCircle,
        /// A shape (a fragment).
        FgShapePentagon,
        /// A size (a fragment).
        FgSizeSmall,
        /// A size (a fragment).
        FgSizeLarge,
        /// A move in words: a piece placed on a square (the figures game).
        FgHowPlaced {
            /// [`FigurasMsg::FgPiece`].
            piece: Box<Msg>,
            /// The square, as the board labels it (`a1`).
            square: String,
        },
        /// The same move as what to do (an infinitive).
        FgDoPlace {
            /// [`FigurasMsg::FgPiece`].
            piece: Box<Msg>,
            /// The square.
            square: String,
        },
        /// The descriptor's words: the family in a word or two.
        FgFamilyTag,
        /// The descriptor's words: what the value `orange` means.
        FgChoiceOrange,
        /// The descriptor's words: what the value `black` means.
        FgChoiceBlack,
        /// The descriptor's words: the label of the parameter `first`.
        FgParamFirst,
        /// The descriptor's words: the help of the parameter `first`.
        FgParamFirstHelp,
        /// The descriptor's words: the label of the parameter `position`.
        FgParamPosition,
        /// The descriptor's words: the help of the parameter `position`.
        FgParamPositionHelp,
        /// The descriptor's words: the label of the parameter `book`.
        FgParamBook,
        /// The descriptor's words: the help of the parameter `book`.
        FgParamBookHelp,
        /// The descriptor's words: the name of the game `figuras`.
        FgNameFiguras,
        /// The exact solver's progress.
        FgSolveProgress {
            /// Nodes searched.
            nodes: u64,
            /// The lower bound on the value, signed.
            lower: String,
            /// The upper bound, signed.
            upper: String,
        },
        /// The exact solver's progress during a test of the value.
        FgSolveTesting {
            /// Nodes searched.
            nodes: u64,
            /// The lower bound on the value, signed.
            lower: String,
            /// The upper bound, signed.
            upper: String,
            /// The value tested, signed.
            t: String,
            /// Work items of the test done.
            done: u64,
            /// Work items in all.
            total: u64,
        },
        /// What a solve proved (`solve figuras`).
        FgSolved {
            /// The value, signed.
            value: String,
            /// A best move, or `none`.
            best: String,
        },
        /// A solve stopped before its end.
        FgSolveStopped {
            /// The lower bound on the value, signed.
            lower: String,
            /// The upper bound, signed.
            upper: String,
            /// The best move so far, or `none`.
            best: String,
        },
        /// The solver's work.
        FgSolveWork {
            /// Nodes searched.
            nodes: u64,
            /// Milliseconds spent.
            ms: u64,
        },
        /// What an opening book holds (`book figuras`).
        FgBookHolds {
            /// Its file, or `built-in`.
            source: String,
            /// Classes of positions held.
            positions: u64,
            /// The fewest empty squares of a position held.
            least: u64,
            /// Its bytes.
            bytes: u64,
            /// Every position from this many empty squares up is held.
            complete: u64,
        },
        /// A level of a book: the positions it holds.
        FgBookLevel {
            /// A space when the count of empty squares has one digit.
            pad: String,
            /// Empty squares.
            empties: u64,
            /// Classes of positions held.
            positions: u64,
        },
        /// A level of a book built: the positions held of those there are.
        FgBookLevelOf {
            /// A space when the count of empty squares has one digit.
            pad: String,
            /// Empty squares.
            empties: u64,
            /// Classes of positions held.
            held: u64,
            /// Classes of positions there are.
            positions: u64,
        },
        /// The book's value of the empty board.
        FgBookStart {
            /// The value, signed.
            value: String,
            /// The best move.
            best: String,
        },
        /// A book written.
        FgBookWrote {
            /// The file.
            file: String,
            /// Classes of positions held.
            positions: u64,
            /// Its bytes.
            bytes: u64,
            /// Seconds spent.
            seconds: ludoteca_core::i18n::Decimal,
        },
        /// A build stopped before its end.
        FgBookStopped,
        /// A build's progress.
        FgBookProgress {
            /// Positions known.
            done: u64,
            /// Positions in all.
            total: u64,
            /// Of those known, read from the journal.
            journal: u64,
            /// Seconds spent.
            seconds: ludoteca_core::i18n::Decimal,
        },
        /// A position sampled that the book does not hold.
        FgBookNotHeld {
            /// The position.
            position: String,
            /// A space when the count of empty squares has one digit.
            pad: String,
            /// Its empty squares.
            empties: u64,
        },
        /// A position sampled, the book's answer and the solver's.
        FgBookCheck {
            /// The position.
            position: String,
            /// A space when the count of empty squares has one digit.
            pad: String,
            /// Its empty squares.
            empties: u64,
            /// The book's value, signed.
            value: String,
            /// The book's move.
            mv: String,
            /// How the value was found again: `solver` or `children`.
            how: String,
            /// The value found again, signed.
            found: String,
            /// The value the book's move reaches, signed.
            after: String,
            /// `yes` when they agree.
            ok: String,
        },
        /// A book's check, in all.
        FgBookChecked {
            /// Positions checked.
            checked: u64,
            /// Positions the book does not hold.
            missing: u64,
            /// Disagreements.
            bad: u64,
        },
        /// A book missing a position of a level it says it holds whole.
        FgBookMissing {
            /// The position.
            position: String,
            /// Its empty squares.
            empties: u64,
        },
        /// A book that disagrees with the solver.
        FgBookDisagrees {
            /// Disagreements.
            bad: u64,
            /// Positions checked.
            checked: u64,
            /// The first disagreement ([`FigurasMsg::FgBookCheck`]).
            first: Box<Msg>,
        },
    }
}

/// A piece placed on a square (the move `Ts@a1`: shape T/Q/C/P, size s/l,
/// square a1…d4), in words.
pub(crate) fn placed(mv: &str) -> Option<Msg> {
    let (piece, square) = mv.trim().split_once('@')?;
    let mut p = piece.chars();
    let shape = match p.next()?.to_ascii_uppercase() {
        'T' => FigurasMsg::FgShapeTriangle,
        'Q' => FigurasMsg::FgShapeQuadrilateral,
        'C' => FigurasMsg::FgShapeCircle,
        'P' => FigurasMsg::FgShapePentagon,
        _ => return None,
    };
    let size = match p.next()?.to_ascii_lowercase() {
        's' => FigurasMsg::FgSizeSmall,
        'l' => FigurasMsg::FgSizeLarge,
        _ => return None,
    };
    let square = square.trim().to_ascii_lowercase();
    let b = square.as_bytes();
    let ok = p.next().is_none() && b.len() == 2 && (b'a'..=b'd').contains(&b[0]) && (b'1'..=b'4').contains(&b[1]);
    let piece = Box::new(Msg::from(FigurasMsg::FgPiece { shape: shape.into(), size: size.into() }));
    ok.then(|| {
        Msg::moved(
            FigurasMsg::FgHowPlaced { piece: piece.clone(), square: square.clone() },
            FigurasMsg::FgDoPlace { piece, square },
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_is_written_in_every_language() {
        let problems = ludoteca_core::i18n::family::check(&TEXTS, FigurasMsg::MESSAGES);
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    #[test]
    fn a_piece_placed_is_said_in_words() {
        use ludoteca_core::Lang;
        let said = |m: Option<Msg>, lang| m.expect("words").render(lang);
        assert_eq!(said(placed("Ts@a1"), Lang::PT), "pôs o triângulo pequeno em a1");
        assert_eq!(said(placed("cl@D4"), Lang::EN), "put the large circle on d4");
        for bad in ["Ts@e1", "Xs@a1", "Tm@a1", "Tsx@a1", "Ts@a5", "Ts"] {
            assert!(placed(bad).is_none(), "{bad}");
        }
        let to_do = placed("Qs@b2").and_then(|m| m.infinitive()).expect("words");
        assert_eq!(to_do.render(Lang::PT_BR), "colocar o quadrilátero pequeno em b2");
    }
}
