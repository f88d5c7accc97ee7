//! The sentences a turn match says to the person at the table — whose turn
//! it is and what may be played, or why the match is over — as messages
//! ([`Msg`]) that front ends render in the person's language.

use crate::{MatchResult, PlayedMove, Seat, verdict};
use ludoteca_core::{Msg, Player};

/// The most moves a prompt lists; beyond it the prompt says how many there are.
const LISTED: usize = 12;

/// The prompt of a turn match: `to_move` (`None` once the match is over)
/// and the legal moves of that seat.
#[must_use]
pub fn turn(to_move: Option<Seat>, moves: &[String]) -> Msg {
    let Some(seat) = to_move else { return Msg::MatchOver };
    let choice = match moves.len() {
        0 => Msg::ChoiceNoMove,
        1..=LISTED => Msg::ChoiceOneOf { moves: moves.join(", ") },
        n => Msg::ChoiceOneOfMany { n: n as u64 },
    };
    Msg::PromptToMove { seat: Box::new(Msg::seat(seat == Player::First)), choice: Box::new(choice) }
}

/// Why a turn match ended, when its family says nothing of its own: the
/// seat `stuck` (to move at the end) has no move after `last`, so under
/// normal play the last mover wins and in misère play `stuck` does; or the
/// game's rules ended it with moves left (`no_moves` false). `how` is the
/// last move in words, when the family has them: the sentence never quotes
/// the notation.
#[must_use]
pub fn ending(result: MatchResult, stuck: Seat, last: Option<&PlayedMove>, how: Option<Msg>, no_moves: bool) -> Msg {
    let seat = |s: Seat| Box::new(Msg::seat(s == Player::First));
    let v = Box::new(verdict(result));
    if !no_moves {
        return Msg::EndByRule { verdict: v };
    }
    match (last, result) {
        (Some(l), MatchResult::Winner(w)) if l.seat != stuck && w == l.seat => match how {
            Some(how) => {
                Msg::EndNoMove { last: seat(l.seat), mv: l.mv.clone(), how: Box::new(how), stuck: seat(stuck) }
            }
            None => Msg::EndNoMovePlain { last: seat(l.seat), mv: l.mv.clone(), stuck: seat(stuck) },
        },
        (Some(l), MatchResult::Winner(w)) if l.seat != stuck && w == stuck => match how {
            Some(how) => {
                Msg::EndNoMoveMisere { last: seat(l.seat), mv: l.mv.clone(), how: Box::new(how), stuck: seat(stuck) }
            }
            None => Msg::EndNoMoveMiserePlain { last: seat(l.seat), mv: l.mv.clone(), stuck: seat(stuck) },
        },
        _ => Msg::EndStuck { stuck: seat(stuck), verdict: v },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ludoteca_core::Lang;

    #[test]
    fn the_prompt_in_each_language() {
        let moves = vec!["1".to_string(), "2".to_string()];
        let p = turn(Some(Player::First), &moves);
        assert_eq!(p.render(Lang::EN), "A (First) to move: play one of 1, 2.");
        assert_eq!(p.render(Lang::PT), "Joga A (primeiro): joga uma de 1, 2.");
        assert_eq!(p.render(Lang::PT_BR), "Joga A (primeiro): jogue uma de 1, 2.");
        let many: Vec<String> = (0..20).map(|i| i.to_string()).collect();
        assert!(turn(Some(Player::Second), &many).render(Lang::PT).contains("uma das 20 jogadas possíveis"));
        assert_eq!(
            turn(Some(Player::Second), &[]).render(Lang::PT),
            "Joga B (segundo): não há nenhuma jogada possível."
        );
        assert_eq!(turn(None, &moves).render(Lang::EN), "The match is over.");
        assert_eq!(turn(None, &moves).render(Lang::PT), "A partida terminou.");
    }
}
