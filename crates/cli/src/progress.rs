//! Progress bars for long computations (shown only on a terminal).

use indicatif::{ProgressBar, ProgressStyle};
use ludoteca_core::Control;
use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// Runs `work` with a [`Control`] that drives a progress bar on stderr.
pub fn with_bar<T>(what: &str, work: impl FnOnce(&Control) -> T) -> T {
    with_bar_until(what, None, work).0
}

/// [`with_bar`] with a deadline (the work is stopped once it passes), also
/// returning the last progress reported: (done, total).
pub fn with_bar_until<T>(what: &str, deadline: Option<Instant>, work: impl FnOnce(&Control) -> T) -> (T, (u64, u64)) {
    let (last_done, last_total) = (AtomicU64::new(0), AtomicU64::new(0));
    let bar = if std::io::stderr().is_terminal() { ProgressBar::new(0) } else { ProgressBar::hidden() };
    bar.set_style(
        ProgressStyle::with_template("{spinner} {msg} {wide_bar} {pos}/{len} [{elapsed}]").expect("a valid template"),
    );
    bar.set_message(what.to_string());
    bar.enable_steady_tick(Duration::from_millis(200));
    let report = |done: u64, total: u64| {
        // Reports may come from several threads: keep the furthest.
        last_done.fetch_max(done, Ordering::Relaxed);
        last_total.fetch_max(total, Ordering::Relaxed);
        if total > 0 {
            bar.set_length(total);
        }
        bar.set_position(done);
    };
    let cancel = AtomicBool::new(false);
    let out = work(&Control::new(&report, &cancel).with_deadline(deadline));
    bar.finish_and_clear();
    (out, (last_done.load(Ordering::Relaxed), last_total.load(Ordering::Relaxed)))
}
