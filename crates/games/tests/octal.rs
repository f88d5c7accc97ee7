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
        let (said_en, said_pt) = (e.message(Lang::EN), e.message(Lang::PT));
        assert!(said_en.contains(en) && said_pt.contains(pt), "{param}: {said_en} / {said_pt}");
        assert!(!said_en.replace("e.g. ", "").contains(". "), "one sentence: {said_en}");
        assert!(!e.message(Lang::PT_BR).contains(" digit"), "{param}: Brazilian Portuguese");
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
    assert!(e.message(Lang::EN).contains("67108864"), "{}", e.message(Lang::EN));
    assert!(info.bytes_max < 4096, "the refusal held {} bytes", info.bytes_max);
    let info = allocation_counter::measure(|| assert!(k.analyse("67108865", &Control::none()).is_err()));
    assert!(info.bytes_max < 4096, "the refused position held {} bytes", info.bytes_max);
}

mod long {
    //! Long runs: a run stopped and resumed from its checkpoint gives the
    //! values and proof of a run never stopped; memory is priced first.

    use ludoteca_core::Control;
    use ludoteca_games::octal::code::OctalCode;
    use ludoteca_games::octal::long::{LongError, Run, load, price};
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::time::Duration;

    fn run(code: &str, to: u64, checkpoint: &std::path::Path) -> Run {
        let code = OctalCode::parse(code).unwrap();
        Run {
            code,
            to,
            memory_mib: 64,
            checkpoint: Some(checkpoint.into()),
            resume: None,
            save_every: Duration::from_secs(600),
        }
    }

    /// Stops once 8,192 heaps are reported (at the next look, heap 12,288).
    fn stopped(run: &Run) -> u64 {
        let cancel = AtomicBool::new(false);
        let report = |done: u64, _| {
            if done >= 8192 {
                cancel.store(true, Ordering::Relaxed);
            }
        };
        let out = run.go(&Control::new(&report, &cancel)).unwrap();
        assert!(out.stopped && out.proof.is_none());
        out.heaps
    }

    #[test]
    fn a_stopped_run_resumed_gives_the_values_of_one_never_stopped() {
        let dir = tempfile::tempdir().unwrap();
        // .16 has no period below 510,000 heaps: both runs end at the limit.
        let (once, twice) = (dir.path().join("once"), dir.path().join("twice"));
        let whole = run("0.16", 40_000, &once).go(&Control::none()).unwrap();
        assert_eq!((whole.heaps, whole.stopped), (40_000, false));
        let parts = run("0.16", 40_000, &twice);
        assert_eq!(stopped(&parts), 12_288);
        assert_eq!(load(&twice, parts.code, 40_000).unwrap().len(), 12_288);
        let resumed = Run { resume: Some(twice.clone()), ..parts.clone() }.go(&Control::none()).unwrap();
        assert_eq!(resumed, whole);
        assert_eq!(load(&twice, parts.code, 40_000).unwrap(), load(&once, parts.code, 40_000).unwrap());
    }

    #[test]
    fn a_run_stopped_at_its_deadline_resumes_to_the_same_proof() {
        let dir = tempfile::tempdir().unwrap();
        let (once, twice) = (dir.path().join("once"), dir.path().join("twice"));
        // Kayles: period 12 from heap 71 (last exceptional heap 70).
        let whole = run("0.77", 10_000, &once).go(&Control::none()).unwrap();
        let p = whole.proof.unwrap();
        assert_eq!((p.period, p.preperiod), (12, 71));
        let parts = run("0.77", 10_000, &twice);
        let past = Control::until(std::time::Instant::now());
        let first = parts.go(&past).unwrap();
        assert!(first.stopped && first.proof.is_none());
        let again = Run { resume: Some(twice.clone()), ..parts };
        assert_eq!(again.go(&Control::none()).unwrap(), whole);
    }

    #[test]
    fn memory_is_priced_and_a_foreign_checkpoint_refused() {
        assert!(matches!(price(1 << 40, 4096), Err(LongError::Heaps(_))));
        assert!(matches!(price(1 << 30, 4096), Err(LongError::Memory { needs: 6145, .. })));
        assert!(price(1 << 20, 64).is_ok());
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("kayles");
        run("0.77", 50, &file).go(&Control::none()).unwrap();
        let dawson = OctalCode::parse("0.07").unwrap();
        assert!(matches!(load(&file, dawson, 100), Err(LongError::OtherCode { .. })));
        std::fs::write(&file, b"ludoteca octal values 1\n0.77\n").unwrap();
        assert!(matches!(load(&file, OctalCode::parse("0.77").unwrap(), 100), Err(LongError::NotCheckpoint { .. })));
    }
}

mod survey {
    //! The survey: every code listed once, and codes grouped together give
    //! the same values by the definition.

    use ludoteca_games::octal::code::OctalCode;
    use ludoteca_games::octal::grundy::reference;
    use ludoteca_games::octal::survey::{codes, csv, survey};
    use std::time::Duration;

    #[test]
    fn grouped_codes_give_the_same_values_by_the_definition() {
        assert_eq!(codes(3).len(), 1024);
        let rows = survey(2, 4096, Duration::from_secs(5), 2, &|_, _| {});
        assert_eq!(rows.len(), 128);
        assert_eq!(csv(&rows).lines().count(), 129);
        let kayles = rows.iter().find(|r| r.code == "0.77").unwrap();
        assert_eq!((kayles.period, kayles.preperiod), (Some(12), Some(71)));
        let mut shared = 0;
        for r in &rows {
            let (a, b) = (OctalCode::parse(&r.code).unwrap(), OctalCode::parse(&r.group).unwrap());
            assert_eq!(reference(&a, 400), reference(&b, 400), "{} grouped with {}", r.code, r.group);
            shared += usize::from(r.code != r.group);
        }
        assert!(shared > 0, "some two-digit codes are equivalent (0.20 and 0.05, for one)");
        // Codes in different groups that are both solved differ somewhere.
        let solved: Vec<_> = rows.iter().filter(|r| r.solved && r.code == r.group).collect();
        for (i, x) in solved.iter().enumerate() {
            for y in &solved[i + 1..] {
                let (a, b) = (OctalCode::parse(&x.code).unwrap(), OctalCode::parse(&y.code).unwrap());
                let n = (2 * (x.preperiod.unwrap() + x.period.unwrap()).max(y.preperiod.unwrap() + y.period.unwrap()))
                    as usize;
                assert_ne!(reference(&a, n.min(3000)), reference(&b, n.min(3000)), "{} and {}", x.code, y.code);
            }
        }
    }
}
