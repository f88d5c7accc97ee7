//! Moves in words a student reads, for the sentence saying why a match
//! ended ([`Entry::move_msg`](crate::Entry::move_msg)): the stones taken, the
//! square as the board labels it — never the notation.

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

/// A flag placed at a fraction of a turn (the flags' move `1/3`), said as
/// the board's help says it.
pub(crate) fn flagged(mv: &str) -> Option<Msg> {
    let t = mv.trim();
    let ok = !t.is_empty() && t.len() <= 24 && t.bytes().all(|b| b.is_ascii_digit() || b == b'/' || b == b'.');
    ok.then(|| Msg::HowFlagged { at: t.to_string() })
}

/// A piece placed on a square (the figures game's move `Ts@a1`: shape
/// T/Q/C/P, size s/l, square a1…d4).
pub(crate) fn placed(mv: &str) -> Option<Msg> {
    let (piece, square) = mv.trim().split_once('@')?;
    let mut p = piece.chars();
    let shape = match p.next()?.to_ascii_uppercase() {
        'T' => Msg::ShapeTriangle,
        'Q' => Msg::ShapeQuadrilateral,
        'C' => Msg::ShapeCircle,
        'P' => Msg::ShapePentagon,
        _ => return None,
    };
    let size = match p.next()?.to_ascii_lowercase() {
        's' => Msg::SizeSmall,
        'l' => Msg::SizeLarge,
        _ => return None,
    };
    let square = square.trim().to_ascii_lowercase();
    let b = square.as_bytes();
    let ok = p.next().is_none() && b.len() == 2 && (b'a'..=b'd').contains(&b[0]) && (b'1'..=b'4').contains(&b[1]);
    ok.then(|| Msg::HowPlaced {
        piece: Box::new(Msg::FgPiece { shape: Box::new(shape), size: Box::new(size) }),
        square,
    })
}

/// A number put on a square (the Latin-square game's move `c3=3`).
pub(crate) fn put(mv: &str) -> Option<Msg> {
    let (square, n) = mv.trim().split_once('=')?;
    let square = square.trim().to_ascii_lowercase();
    let b = square.as_bytes();
    let ok = (2..=3).contains(&b.len()) && b[0].is_ascii_lowercase() && b[1..].iter().all(u8::is_ascii_digit);
    ok.then(|| number(n).map(|n| Msg::HowPut { n, square })).flatten()
}

#[cfg(test)]
mod tests {
    use super::*;
    use ludoteca_core::Lang;

    #[test]
    fn moves_in_words_quote_no_notation() {
        let said = |m: Option<Msg>, lang| m.expect("words").render(lang);
        assert_eq!(said(took(Things::Stones, "3"), Lang::Pt), "tirou 3 pedras");
        assert_eq!(said(took(Things::Rabbits, "1"), Lang::Pt), "tirou 1 coelho");
        assert_eq!(said(took(Things::Rabbits, "2"), Lang::En), "took 2 rabbits");
        assert_eq!(said(took(Things::Numbers, "2"), Lang::Pt), "somou 2");
        assert_eq!(said(took_from(Things::Stones, "2:1"), Lang::Pt), "tirou 1 pedra do monte 2");
        assert_eq!(square(" 6, 7"), Some((6, 7)));
        assert!(took(Things::Stones, "x").is_none() && square("6;7").is_none());
        assert_eq!(said(flagged(" 1/3"), Lang::Pt), "pôs uma bandeira em 1/3 de volta");
        assert_eq!(said(placed("Ts@a1"), Lang::Pt), "pôs o triângulo pequeno em a1");
        assert_eq!(said(placed("cl@D4"), Lang::En), "put the large circle on d4");
        assert_eq!(said(put("c3=3"), Lang::PtBr), "colocou o 3 em c3");
        for bad in ["Ts@e1", "Xs@a1", "Tm@a1", "Tsx@a1", "Ts@a5", "Ts"] {
            assert!(placed(bad).is_none(), "{bad}");
        }
        assert!(put("c3=x").is_none() && put("3=3").is_none() && flagged("a").is_none());
        let infinitive = |m: Option<Msg>, lang| m.and_then(|m| m.infinitive()).expect("words").render(lang);
        assert_eq!(infinitive(took(Things::Rabbits, "3"), Lang::Pt), "tirar 3 coelhos");
        assert_eq!(infinitive(placed("Qs@b2"), Lang::PtBr), "colocar o quadrilátero pequeno em b2");
        assert_eq!(infinitive(put("a1=2"), Lang::En), "put 2 on a1");
    }
}
