//! The stack: games of large birthday are worked on a helper thread with a large stack,
//! so that no game overflows the caller's stack, however deep its recursion goes.

use std::cell::{Cell, RefCell};
use std::panic::{AssertUnwindSafe, catch_unwind, resume_unwind};
use std::sync::mpsc;

/// Depths up to this run on the caller's stack.
const SHALLOW: u64 = 192;
/// Stack reserved per level of depth (generous: unoptimised builds use large frames).
const PER_LEVEL: usize = 64 << 10;
/// The levels the kept helper's stack holds (1 GiB of address space, touched only as used).
const HELPER_LEVELS: u64 = 1 << 14;

type Job = Box<dyn FnOnce() + Send>;

thread_local! {
    /// Set on a helper thread: its work runs on its own stack.
    static DEEP: Cell<bool> = const { Cell::new(false) };
    /// The helper kept for this thread, started at its first deep game.
    static HELPER: RefCell<Option<mpsc::Sender<Job>>> = const { RefCell::new(None) };
}

/// Runs `work`, whose recursion goes about `depth` levels deep: on this thread when it is
/// shallow or already on a helper, else on this thread's kept helper (whose caches of
/// sums and comparisons persist from one call to the next), or on a helper of its own
/// when deeper than the kept helper's stack holds.
pub(crate) fn sized<T, F>(depth: u64, work: F) -> T
where
    T: Send + 'static,
    F: FnOnce() -> T + Send + 'static,
{
    if depth <= SHALLOW || DEEP.with(Cell::get) {
        return work();
    }
    let (answer_tx, answer_rx) = mpsc::sync_channel(1);
    let job: Job = Box::new(move || {
        let answer = catch_unwind(AssertUnwindSafe(work));
        let _ = answer_tx.send(answer);
    });
    let sent = if depth <= HELPER_LEVELS {
        HELPER.with(|h| {
            let mut h = h.borrow_mut();
            if h.is_none() {
                *h = spawn(HELPER_LEVELS);
            }
            match h.as_ref() {
                Some(tx) => tx.send(job).map_err(|e| e.0),
                None => Err(job),
            }
        })
    } else {
        match spawn(depth) {
            Some(tx) => tx.send(job).map_err(|e| e.0),
            None => Err(job),
        }
    };
    if let Err(job) = sent {
        // No helper to be had: try on this stack.
        HELPER.with(|h| *h.borrow_mut() = None);
        job();
    }
    match answer_rx.recv() {
        Ok(Ok(answer)) => answer,
        Ok(Err(payload)) => resume_unwind(payload),
        // The job always sends its answer before it is dropped.
        Err(_) => unreachable!("a helper dropped its work without an answer"),
    }
}

/// A helper thread with a stack for `levels` levels, running the jobs sent to it until
/// its sender is dropped (when the thread that started it ends).
fn spawn(levels: u64) -> Option<mpsc::Sender<Job>> {
    let bytes = (1usize << 20).saturating_add((levels as usize).saturating_mul(PER_LEVEL));
    let (tx, rx) = mpsc::channel::<Job>();
    std::thread::Builder::new()
        .name("ludoteca-values-deep".into())
        .stack_size(bytes)
        .spawn(move || {
            DEEP.with(|d| d.set(true));
            for job in rx {
                job();
            }
        })
        .ok()?;
    Some(tx)
}
