//! Moves in words a student reads, for the sentence saying why a match
//! ended ([`Entry::move_msg`](crate::Entry::move_msg)): the stones taken, the
//! square as the board labels it — never the notation. These are the words
//! families share; a family's own moves are said in its folder
//! ([`Msg::Moved`]).

use crate::family::Things;
use ludoteca_core::Msg;

/// The preset's things (`Things::Stones` outside the catalogue).
pub(crate) fn things_of(id: &str) -> Things {
    crate::catalogue::preset(id).map_or(Things::Stones, |p| p.things)
}

pub(crate) fn number(text: &str) -> Option<u64> {
    let t = text.trim();
    (!t.is_empty() && t.len() <= 20 && t.bytes().all(|b| b.is_ascii_digit())).then(|| t.parse().ok()).flatten()
}

/// `n` things taken (a heap's move `n`).
pub(crate) fn took(things: Things, mv: &str) -> Option<Msg> {
    let n = number(mv)?;
    Some(match things {
        Things::Numbers => Msg::HowAdded { n },
        _ => Msg::HowTook { amount: Box::new(things.count(n)) },
    })
}

/// `n` things taken from heap `i` (a sum's move `i:n`).
pub(crate) fn took_from(things: Things, mv: &str) -> Option<Msg> {
    let (i, n) = mv.split_once(':')?;
    Some(Msg::HowTookFrom { amount: Box::new(things.count(number(n)?)), heap: number(i)? })
}

/// A square written `row,col` with the board's labels.
pub(crate) fn square(mv: &str) -> Option<(u64, u64)> {
    let (r, c) = mv.split_once(',')?;
    Some((number(r)?, number(c)?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use ludoteca_core::Lang;

    #[test]
    fn moves_in_words_quote_no_notation() {
        let said = |m: Option<Msg>, lang| m.expect("words").render(lang);
        assert_eq!(said(took(Things::Stones, "3"), Lang::PT), "tirou 3 pedras");
        assert_eq!(said(took(Things::Rabbits, "1"), Lang::PT), "tirou 1 coelho");
        assert_eq!(said(took(Things::Rabbits, "2"), Lang::EN), "took 2 rabbits");
        assert_eq!(said(took(Things::Numbers, "2"), Lang::PT), "somou 2");
        assert_eq!(said(took_from(Things::Stones, "2:1"), Lang::PT), "tirou 1 pedra do monte 2");
        assert_eq!(square(" 6, 7"), Some((6, 7)));
        assert!(took(Things::Stones, "x").is_none() && square("6;7").is_none());
        let infinitive = |m: Option<Msg>, lang| m.and_then(|m| m.infinitive()).expect("words").render(lang);
        assert_eq!(infinitive(took(Things::Rabbits, "3"), Lang::PT), "tirar 3 coelhos");
    }
}
