//! Octal games against the definition and the literature: the fast
//! Grundy values equal the quadratic mex for every two-digit code, the
//! published periods come out with the Guy–Smith proof, codes known to be
//! equivalent give the same values, and bad input is refused in one
//! sentence before anything is allocated.

use ludoteca_core::{Control, Lang};
use ludoteca_games::octal::code::OctalCode;
use ludoteca_games::octal::grundy::{Values, reference};
use ludoteca_games::octal::proof::Proof;
use ludoteca_games::{Params, catalogue};

fn values(code: &str, n: usize) -> Vec<u32> {
    let v = Values::compute(OctalCode::parse(code).unwrap(), n, &Control::none()).unwrap();
    v.as_slice().iter().map(|&x| u32::from(x)).collect()
}

/// Every code d0.d1d2 with d0 in {0, 4}: the fast values equal the
/// reference's for heaps `0..n`.
fn every_two_digit_code(n: usize) {
    for d0 in [0, 4] {
        for d1 in 0..8 {
            for d2 in 0..8 {
                let text = format!("{d0}.{d1}{d2}");
                let code = OctalCode::parse(&text).unwrap();
                assert_eq!(values(&text, n), reference(&code, n), "{text}");
            }
        }
    }
}

#[test]
fn the_fast_values_are_the_mex_for_every_two_digit_code() {
    every_two_digit_code(1500);
}

/// The issue's full range: `cargo test -p ludoteca-games --test octal -- --ignored`.
#[test]
#[ignore = "about ten minutes in debug (565 s measured): heaps up to 10,000 for 128 codes"]
fn the_fast_values_are_the_mex_for_every_two_digit_code_to_10000() {
    every_two_digit_code(10_000);
}

/// The least period and the last exceptional heap that the theorem proves
/// from the values of heaps `0..n`.
fn proved(code: &str, n: usize) -> (u64, u64) {
    let t = OctalCode::parse(code).unwrap().largest_take() as u64;
    let g = values(code, n);
    let p = Proof::find(&g, t).unwrap_or_else(|| panic!("{code}: no period proved in {n} heaps"));
    assert!(p.holds(&g), "{code}: the comparisons hold");
    (p.period, p.preperiod.saturating_sub(1))
}

#[test]
fn published_periods_come_out_with_their_proof() {
    // Winning Ways, ch. 4; OEIS A002186 (Kayles), A002187 (Dawson's Kayles),
    // A071434 (.1377), A071435 (.177), A071452 (.11377), A071453 (.117).
    assert_eq!(proved("0.77", 2000), (12, 70), "Kayles");
    assert_eq!(proved("0.07", 2000), (34, 52), "Dawson's Kayles");
    assert_eq!(proved("0.137", 2000), (34, 51), "Dawson's chess");
    assert_eq!(proved("0.1377", 2000), (24, 140));
    assert_eq!(proved("0.177", 4000), (20, 496));
    assert_eq!(proved("0.11377", 2000), (32, 186));
    assert_eq!(proved("0.117", 2000), (48, 46));
    // .45 is .177 one heap later (OEIS A071435): period 20, last 497.
    assert_eq!(proved("0.45", 4000), (20, 497));
}

/// The issue's list: .45 above, and .156, .165, .356, .644 as this engine
/// proves them (Winning Ways' table of long periods; the figures here are
/// the proof's, compared with what the book gives in the report).
#[test]
fn the_issues_long_periods_are_proved() {
    assert_eq!(proved("0.156", 8192), (349, 3478));
    assert_eq!(proved("0.165", 16_384), (1550, 5180));
    assert_eq!(proved("0.356", 16_384), (142, 7314));
    assert_eq!(proved("0.644", 8192), (442, 3255));
}

#[test]
fn equivalent_codes_give_equal_sequences() {
    let n = 3000;
    assert_eq!(values("0.770", n), values("0.77", n));
    assert_eq!(values(".07", n), values("0.07", n));
    // Shifted by one heap: .07 and Dawson's chess .137; .45 and .177;
    // .051, .053 and .117 (OEIS A071453).
    let shifted = |a: &str, b: &str| {
        let (a, b) = (values(a, n), values(b, n));
        assert_eq!(a[1..], b[..n - 1], "shifted by one");
    };
    shifted("0.07", "0.137");
    shifted("0.45", "0.177");
    shifted("0.051", "0.117");
    shifted("0.053", "0.117");
}

#[test]
fn bad_input_is_refused_in_one_sentence_before_any_work() {
    let open = |p: &str| catalogue::open("octal", &Params::parse([p]).unwrap());
    for (param, en, pt) in [
        ("code=0.78", "0 to 7", "de 0 a 7"),
        ("code=0.9", "0 to 7", "de 0 a 7"),
        ("code=", "needs at least one digit", "pelo menos um algarismo"),
        ("code=0.", "needs at least one digit", "pelo menos um algarismo"),
        ("code=0.12345670123456701", "at most 16", "no máximo 16"),
        ("code=1.7", "only be 0 or 4", "só pode ser 0 ou 4"),
        ("code=2.07", "only be 0 or 4", "só pode ser 0 ou 4"),
        ("heaps=67108865", "67108864", "67108864"),
    ] {
        let e = open(param).err().unwrap_or_else(|| panic!("{param} accepted"));
        let (said_en, said_pt) = (e.message(Lang::En), e.message(Lang::Pt));
        assert!(said_en.contains(en) && said_pt.contains(pt), "{param}: {said_en} / {said_pt}");
        assert!(!said_en.replace("e.g. ", "").contains(". "), "one sentence: {said_en}");
        assert!(!e.message(Lang::PtBr).contains(" digit"), "{param}: Brazilian Portuguese");
    }
    // Reading a code allocates nothing, refused or not.
    for text in ["0.78", "", "0.12345670123456701", "2.07", "0.16"] {
        let info = allocation_counter::measure(|| {
            std::hint::black_box(OctalCode::parse(text)).ok();
        });
        assert_eq!(info.count_total, 0, "{text:?} allocated");
    }
    // A table or a position past the cap is refused before its 400 MB are
    // asked for.
    let k = catalogue::open("kayles", &Params::new()).unwrap();
    let mut refused = None;
    let info = allocation_counter::measure(|| refused = Some(k.table(0, (1 << 26) + 1, &Control::none())));
    let e = refused.unwrap().unwrap_err();
    assert!(e.message(Lang::En).contains("67108864"), "{}", e.message(Lang::En));
    assert!(info.bytes_max < 4096, "the refusal held {} bytes", info.bytes_max);
    let info = allocation_counter::measure(|| assert!(k.analyse("67108865", &Control::none()).is_err()));
    assert!(info.bytes_max < 4096, "the refused position held {} bytes", info.bytes_max);
}
