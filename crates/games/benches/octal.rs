//! Benchmarks of the octal games, asserting what they compute: the values
//! of single heaps by the sparse-space method against the plain one (every
//! split looked at) in the same run, and periods proved by the Guy–Smith
//! theorem, up to .16 (period 149,459 from heap 105,351, Gangolli and
//! Plambeck 1989).
//!
//! Run: `nice -n 10 cargo bench -p ludoteca-games --bench octal`

use divan::Bencher;
use divan::counter::ItemsCount;
use ludoteca_core::Control;
use ludoteca_games::octal::code::OctalCode;
use ludoteca_games::octal::grundy::Values;
use ludoteca_games::octal::proof::Proof;

fn main() {
    divan::main();
}

fn code(text: &str) -> OctalCode {
    OctalCode::parse(text).unwrap()
}

/// Values then proof: heaps computed until the theorem proves a period.
fn prove(text: &str, n: usize) -> Proof {
    let k = code(text);
    let v = Values::compute(k, n, &Control::none()).unwrap();
    Proof::find(v.as_slice(), k.largest_take() as u64).unwrap()
}

const HEAPS: usize = 16_384;

/// .156's first 16,384 heaps by the sparse-space method.
#[divan::bench(sample_count = 10)]
fn sparse_156_16k(b: Bencher) {
    b.counter(ItemsCount::new(HEAPS)).bench(|| Values::compute(code("0.156"), HEAPS, &Control::none()).unwrap().len());
}

/// The same heaps by the plain method.
#[divan::bench(sample_count = 10)]
fn plain_156_16k(b: Bencher) {
    b.counter(ItemsCount::new(HEAPS))
        .bench(|| Values::compute_plain(code("0.156"), HEAPS, &Control::none()).unwrap().len());
}

/// Kayles to 16,384 heaps, sparse and plain.
#[divan::bench(sample_count = 10, args = [true, false])]
fn kayles_16k(b: Bencher, sparse: bool) {
    b.counter(ItemsCount::new(HEAPS)).bench(|| {
        let ctl = Control::none();
        let v = if sparse {
            Values::compute(code("0.77"), HEAPS, &ctl)
        } else {
            Values::compute_plain(code("0.77"), HEAPS, &ctl)
        };
        v.unwrap().len()
    });
}

/// The long periods, each from the values to its proof.
#[divan::bench(sample_count = 3, args = ["0.45", "0.156", "0.165", "0.356", "0.644"])]
fn period_proved(b: Bencher, text: &str) {
    let (n, period) = match text {
        "0.45" => (4000, 20),
        "0.156" => (8192, 349),
        "0.644" => (8192, 442),
        "0.165" => (16_384, 1550),
        _ => (16_384, 142),
    };
    b.bench(|| assert_eq!(prove(text, n).period, period));
}

/// .127: period 4, last exceptional heap 46,577 (Gangolli and Plambeck).
#[divan::bench(sample_count = 1)]
fn period_127(b: Bencher) {
    b.bench(|| {
        let p = prove("0.127", 93_170);
        assert_eq!((p.period, p.preperiod), (4, 46_578));
    });
}

/// .16: period 149,459 from heap 105,351 (Gangolli and Plambeck): the
/// theorem needs the values of heaps up to 2·105,351 + 2·149,459 + 2 − 1.
#[divan::bench(sample_count = 1)]
fn period_16(b: Bencher) {
    b.bench(|| {
        let p = prove("0.16", 509_622);
        assert_eq!((p.period, p.preperiod), (149_459, 105_351));
    });
}

/// .56: period 144 (Gangolli and Plambeck); the proof finds the last
/// exceptional heap at 326,639, where OEIS A071436 says 326,637 —
/// [`cross_check_56`] computes the same heaps by the plain method.
#[divan::bench(sample_count = 1)]
fn period_56(b: Bencher) {
    b.bench(|| {
        let p = prove("0.56", 653_570);
        assert_eq!((p.period, p.preperiod), (144, 326_640));
    });
}

/// .56's heaps up to 326,700 by both methods, equal (a check, minutes long).
#[divan::bench(sample_count = 1)]
fn cross_check_56(b: Bencher) {
    b.bench(|| {
        let (k, n, ctl) = (code("0.56"), 326_700, Control::none());
        let sparse = Values::compute(k, n, &ctl).unwrap();
        let plain = Values::compute_plain(k, n, &ctl).unwrap();
        let differ = (0..n).find(|&i| sparse.as_slice()[i] != plain.as_slice()[i]);
        assert_eq!(differ, None, "first heap where the methods differ");
        let g = sparse.as_slice();
        let last = (0..n - 144).rev().find(|&i| g[i] != g[i + 144]);
        eprintln!(".56 by both methods: last heap with G(n) != G(n + 144) below {n}: {last:?}");
    });
}

/// .354: period 1,180, preperiod 10,061,916 (Flammenkamp's tables): the
/// theorem needs about 20.1 million heaps.
#[divan::bench(sample_count = 1)]
fn period_354(b: Bencher) {
    b.bench(|| {
        let p = prove("0.354", 20_126_200);
        eprintln!(".354: period {} from heap {}, {} heaps checked", p.period, p.preperiod, p.checked);
        assert_eq!(p.period, 1180);
    });
}
