//! Progress bars for long computations (shown only on a terminal).

use indicatif::{ProgressBar, ProgressStyle};
use ludoteca_core::Control;
use std::io::IsTerminal;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// How often a plain progress line is written off a terminal.
const LINE_EVERY: Duration = Duration::from_secs(10);

/// Runs `work` with a [`Control`] that drives a progress bar on stderr.
pub fn with_bar<T>(what: &str, work: impl FnOnce(&Control) -> T) -> T {
    with_bar_until(what, None, work).0
}

/// [`with_bar`] with a deadline (the work is stopped once it passes), also
/// returning the last progress reported: (done, total).
pub fn with_bar_until<T>(what: &str, deadline: Option<Instant>, work: impl FnOnce(&Control) -> T) -> (T, (u64, u64)) {
    let cancel = AtomicBool::new(false);
    with_bar_on(what, deadline, &cancel, false, work)
}

/// [`with_bar_until`] stopped also by `cancel` (set by Ctrl-C), for long
/// runs: off a terminal, where no bar is drawn, a plain line on stderr says
/// how far the work is every ten seconds.
pub fn with_bar_stoppable<T>(
    what: &str,
    deadline: Option<Instant>,
    cancel: &AtomicBool,
    work: impl FnOnce(&Control) -> T,
) -> T {
    with_bar_on(what, deadline, cancel, true, work).0
}

fn with_bar_on<T>(
    what: &str,
    deadline: Option<Instant>,
    cancel: &AtomicBool,
    lines: bool,
    work: impl FnOnce(&Control) -> T,
) -> (T, (u64, u64)) {
    let (last_done, last_total) = (AtomicU64::new(0), AtomicU64::new(0));
    let terminal = std::io::stderr().is_terminal();
    let bar = if terminal { ProgressBar::new(0) } else { ProgressBar::hidden() };
    bar.set_style(
        ProgressStyle::with_template("{spinner} {msg} {wide_bar} {pos}/{len} [{elapsed}]").expect("a valid template"),
    );
    bar.set_message(what.to_string());
    bar.enable_steady_tick(Duration::from_millis(200));
    let start = Instant::now();
    let said = Mutex::new(start);
    let report = |done: u64, total: u64| {
        // Reports may come from several threads: keep the furthest.
        last_done.fetch_max(done, Ordering::Relaxed);
        last_total.fetch_max(total, Ordering::Relaxed);
        if total > 0 {
            bar.set_length(total);
        }
        bar.set_position(done);
        if lines && !terminal {
            let mut said = said.lock().unwrap_or_else(|e| e.into_inner());
            if said.elapsed() >= LINE_EVERY {
                *said = Instant::now();
                eprintln!("{what}: {done}/{total} [{:.0} s]", start.elapsed().as_secs_f64());
            }
        }
    };
    let out = work(&Control::new(&report, cancel).with_deadline(deadline));
    bar.finish_and_clear();
    (out, (last_done.load(Ordering::Relaxed), last_total.load(Ordering::Relaxed)))
}
