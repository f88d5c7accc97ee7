//! Progress bars for long computations (shown only on a terminal).

use indicatif::{ProgressBar, ProgressStyle};
use ludoteca_core::Control;
use std::io::IsTerminal;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// Runs `work` with a [`Control`] that drives a progress bar on stderr.
pub fn with_bar<T>(what: &str, work: impl FnOnce(&Control) -> T) -> T {
    let bar = if std::io::stderr().is_terminal() { ProgressBar::new(0) } else { ProgressBar::hidden() };
    bar.set_style(
        ProgressStyle::with_template("{spinner} {msg} {wide_bar} {pos}/{len} [{elapsed}]").expect("a valid template"),
    );
    bar.set_message(what.to_string());
    bar.enable_steady_tick(Duration::from_millis(200));
    let report = |done: u64, total: u64| {
        if total > 0 {
            bar.set_length(total);
        }
        bar.set_position(done);
    };
    let cancel = AtomicBool::new(false);
    let out = work(&Control::new(&report, &cancel));
    bar.finish_and_clear();
    out
}
