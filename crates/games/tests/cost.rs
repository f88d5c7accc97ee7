//! The families' cost estimates ([`Entry::cost`]) held to what the work
//! really takes: each sample runs alone in a child process (this test
//! binary again), which reports its peak resident memory (`VmHWM` of
//! `/proc/self/status`, less the resident memory before the work); the
//! parent checks that the estimate is within [`FACTOR`] of it, either way.

mod peak;

use ludoteca_core::Control;
use ludoteca_games::{Entry, Params, Work, open};
use peak::FACTOR;
use std::time::Duration;
/// `game|work|params|from|to` (params `name=value` separated by `&`), work one of `outcome`, `table`, `period`,
/// `moves`, `champion`, `conjecture` (the text's rule of the game, [`RULES`], checked up to `to`).
const SAMPLES: &[&str] = &[
    "je-28|outcome|heap=60||",
    "je-28|outcome|heap=130||",
    "je-20|outcome|heap=100000||",
    "je-20|outcome|heap=400000||",
    "je-20|outcome|heap=10^7||",
    "je-19|outcome|heap=3000||",
    "je-1|table|heap=10|0|200000",
    "je-5|table||0|20000",
    "fibonacci-nim|moves|heap=10^6||",
    "je-21|period|||",
    "nim|outcome|heaps=3,5,7||",
    "nim|table|heaps=3,5,7|0|500",
    "je-17|table||0|300",
    "je-12|outcome|heaps=40,40,40&misere=true||",
    "erdos-latino|outcome|size=4||",
    "erdos-latino|champion|size=7||",
    // Figuras below its book (11 empty squares): the champion's two tables,
    // made for the move and dropped after it.
    "figuras|champion|position=tl.../Qs.../Tl.../Tsts.. 0:0||",
    "je-9|conjecture|||100000",
    "je-12|conjecture|||400",
];

/// The text's tipo-S positions of the games whose conjectures are sampled.
const RULES: &[(&str, &str)] = &[("je-9", "n % 5 == 0 || n % 5 == 2"), ("je-12", "m % 3 == n % 3")];

struct Sample<'a> {
    game: &'a str,
    work: &'a str,
    params: Params,
    from: u64,
    to: u64,
}

impl<'a> Sample<'a> {
    fn parse(line: &'a str) -> Sample<'a> {
        let f: Vec<&str> = line.split('|').collect();
        let params = Params::parse(f[2].split('&').filter(|s| !s.is_empty())).expect("params");
        Sample { game: f[0], work: f[1], params, from: f[3].parse().unwrap_or(0), to: f[4].parse().unwrap_or(0) }
    }

    fn of(&self, e: &dyn Entry) -> Work<'static> {
        match self.work {
            "outcome" => Work::Outcome(None),
            "table" => Work::Table { from: self.from, to: self.to },
            "period" => Work::Period,
            "moves" => Work::Moves(None),
            "champion" => Work::Champion(None, Duration::from_secs(10)),
            "conjecture" => Work::Conjecture { to: self.to },
            other => panic!("no work {other} for {}", e.id()),
        }
    }

    fn run(&self, e: &dyn Entry) {
        let ctl = Control::none();
        let start = e.start();
        match self.work {
            "outcome" => drop(e.analyse(&start, &ctl).expect("analysed")),
            "table" => drop(e.table(self.from, self.to, &ctl).expect("tabulated")),
            "period" => drop(e.period(&ctl).expect("found")),
            "moves" => drop(e.moves(&start).expect("listed")),
            "champion" => drop(e.champion_move(&start, Duration::from_secs(10)).expect("moved")),
            "conjecture" => {
                use ludoteca_games::conjecture::{Conjecture, check_entry};
                let rule = RULES.iter().find(|(g, _)| *g == self.game).expect("a rule").1;
                let verdict = check_entry(e, &Conjecture::new(rule, None).expect("parsed"), self.to, &ctl);
                assert!(verdict.expect("checked").holds);
            }
            _ => unreachable!(),
        }
    }
}

/// The child: runs one sample, prints `COST estimate measured steps ms`.
#[test]
fn one_sample() {
    let Ok(line) = std::env::var("LUDOTECA_COST_SAMPLE") else { return };
    let s = Sample::parse(&line);
    let e = open(s.game, &s.params).expect("opens");
    let estimate = e.cost(s.of(e.as_ref())).expect("priced");
    peak::report(estimate.bytes, estimate.steps, || s.run(e.as_ref()));
}

#[test]
fn estimates_are_within_a_factor_of_the_measured_peaks() {
    if std::env::var("LUDOTECA_COST_SAMPLE").is_ok() {
        return;
    }
    let wrong = peak::misses("one_sample", "LUDOTECA_COST_SAMPLE", SAMPLES);
    assert!(wrong.is_empty(), "estimates beyond a factor {FACTOR}:\n{}", wrong.join("\n"));
}
