//! How the C library's allocator gives memory back: the only unsafe code
//! of the server, one call of `mallopt` at start, `malloc_trim` after a
//! sweep that let rooms leave memory, the allocator's and SQLite's
//! figures for the benchmark (`heap_figures`), and the restart of `serve`
//! with each thread's cache of freed blocks cut to one (`restart_tuned`).
//!
//! glibc gives each thread that allocates an arena of its own, up to eight
//! per core, and memory freed in an arena stays with it for that arena's
//! next allocation. A server's work moves from thread to thread (the async
//! workers, the lanes' blocking threads), so memory freed by one piece of
//! work sat idle in one arena while the next took fresh memory in another:
//! under the mixed flood of `examples/hostile` a server of `--memory 256`
//! held 457 MiB resident while its budget counted 135 MB. With the arenas
//! limited to the cores (2 to 4), the same flood peaked at 245 MiB. The
//! budget prices what work holds; this keeps what the process holds close
//! to it.

/// The most arenas: one per core, at least 2 and at most 4.
fn arenas() -> i32 {
    let cores = std::thread::available_parallelism().map_or(2, std::num::NonZeroUsize::get);
    cores.clamp(2, 4) as i32
}

/// Limits the allocator's arenas (one per core, 2 to 4); `true` when the C library
/// took the setting. glibc fixes its limit once more than eight arenas
/// exist, so the binary calls this before its runtime starts; [`crate::start`]
/// calls it too (for the examples and tests), and again changes nothing. Elsewhere than
/// Linux with glibc, there is nothing to set and it returns `false`.
pub fn limit_arenas() -> bool {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        // SAFETY: `mallopt` only records a tuning value in the allocator's
        // parameters, under the allocator's own lock; M_ARENA_MAX takes any
        // positive count. It reads and writes no memory of ours.
        #[allow(unsafe_code)]
        let taken = unsafe { libc::mallopt(libc::M_ARENA_MAX, arenas()) };
        taken == 1
    }
    #[cfg(not(all(target_os = "linux", target_env = "gnu")))]
    {
        false
    }
}

/// The C library's tuning `serve` runs with (glibc's `GLIBC_TUNABLES`): each
/// thread keeps at most one freed block of each size for its own next
/// allocation (glibc keeps seven). Those blocks count as in use, so
/// `malloc_trim` cannot hand back the pages they sit on: after 1,000 Figuras
/// matches had ended, the async workers' caches held about 1 MiB of such
/// blocks spread over 3 MiB of pages, and the server stayed at 1.23× its
/// resident size after one match; with one block per size it came back to
/// 1.00× (`examples/hostile`, BENCHMARKS.md).
pub const TUNABLES: &str = "glibc.malloc.tcache_count=1";

/// Starts this program again, in the same process (`exec`), with
/// [`TUNABLES`] added to its environment; glibc reads them only when a
/// program starts. Returns `None` without restarting when the environment
/// already sets the thread cache (this is the restarted program, or the
/// person who runs it chose a value of their own) or outside Linux with
/// glibc; returns the error when the restart failed, and the program goes
/// on untuned. Call it first thing, before any thread is started: the
/// restart drops everything the process holds.
#[must_use]
pub fn restart_tuned() -> Option<std::io::Error> {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        use std::os::unix::process::CommandExt;
        let current = std::env::var_os("GLIBC_TUNABLES").unwrap_or_default();
        if current.to_string_lossy().contains("glibc.malloc.tcache_count") {
            return None;
        }
        let exe = match std::env::current_exe() {
            Ok(exe) => exe,
            Err(e) => return Some(e),
        };
        let mut tunables = std::ffi::OsString::from(TUNABLES);
        if !current.is_empty() {
            tunables.push(":");
            tunables.push(&current);
        }
        let mut args = std::env::args_os();
        let mut command = std::process::Command::new(exe);
        if let Some(name) = args.next() {
            command.arg0(name);
        }
        // Only returns when the restart failed.
        Some(command.args(args).env("GLIBC_TUNABLES", tunables).exec())
    }
    #[cfg(not(all(target_os = "linux", target_env = "gnu")))]
    {
        None
    }
}

/// For the benchmarks that stand for `serve` (`examples/hostile`,
/// `examples/load`): [`restart_tuned`] as `serve` does, unless
/// `LUDOTECA_UNTUNED` is set (to compare, in one session, with the tuning
/// off); prints whether the run is tuned.
pub fn restart_tuned_unless_untuned() {
    if std::env::var_os("LUDOTECA_UNTUNED").is_none()
        && let Some(e) = restart_tuned()
    {
        eprintln!("could not restart with the allocator's tuning: {e}");
    }
    println!("allocator tuned: {}", tuned());
}

/// Whether this process runs with [`TUNABLES`] (what `/api/server` says to
/// loopback).
#[must_use]
pub fn tuned() -> bool {
    std::env::var("GLIBC_TUNABLES").is_ok_and(|v| v.split(':').any(|t| t == TUNABLES))
}

/// Gives the free pages inside every arena back to the system
/// (`malloc_trim(0)`); `true` when some were. glibc returns on its own only
/// the free memory at the top of an arena: after a crowd of matches has
/// ended, the pages their rooms freed sit between live blocks (SQLite's
/// cache, the store's statements) and stay resident until trimmed. The
/// server calls it after a sweep that let rooms leave memory, at most
/// every two seconds. Elsewhere than Linux with glibc it does nothing.
pub fn release_free_memory() -> bool {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        // SAFETY: `malloc_trim` only hands free pages back to the system
        // (`madvise`), under each arena's own lock; no block in use is moved
        // or touched.
        #[allow(unsafe_code)]
        let released = unsafe { libc::malloc_trim(0) };
        released == 1
    }
    #[cfg(not(all(target_os = "linux", target_env = "gnu")))]
    {
        false
    }
}

/// Where the C library's allocator and SQLite stand, in bytes: the blocks in
/// use, the free blocks kept in the arenas, the blocks mapped on their own,
/// and what SQLite holds (its page cache, schema and statements): live
/// memory told from memory kept after it was freed (`examples/hostile`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeapFigures {
    /// Bytes in blocks in use.
    pub in_use: u64,
    /// Bytes in free blocks the arenas keep.
    pub free: u64,
    /// Bytes in blocks mapped apart (large ones).
    pub mapped: u64,
    /// Bytes SQLite holds.
    pub sqlite: u64,
}

/// The allocator's and SQLite's figures now; `None` elsewhere than Linux
/// with glibc.
#[must_use]
pub fn heap_figures() -> Option<HeapFigures> {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        #[allow(unsafe_code)]
        unsafe extern "C" {
            fn sqlite3_memory_used() -> i64;
        }
        // SAFETY: `mallinfo2` only reads the allocator's statistics under its
        // own locks; `sqlite3_memory_used` reads SQLite's counter of the bytes
        // it holds (the bundled library the store links). Neither touches
        // memory of ours.
        #[allow(unsafe_code)]
        let (m, sqlite) = unsafe { (libc::mallinfo2(), sqlite3_memory_used()) };
        Some(HeapFigures {
            in_use: m.uordblks as u64,
            free: m.fordblks as u64,
            mapped: m.hblkhd as u64,
            sqlite: sqlite.max(0) as u64,
        })
    }
    #[cfg(not(all(target_os = "linux", target_env = "gnu")))]
    {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_arenas_are_limited_to_the_cores() {
        assert!((2..=4).contains(&arenas()));
        if cfg!(all(target_os = "linux", target_env = "gnu")) {
            assert!(limit_arenas(), "glibc takes M_ARENA_MAX");
            assert!(limit_arenas(), "a second call is harmless");
            // Threads allocating after the limit still get memory.
            let sums: Vec<usize> = (0..16)
                .map(|i| std::thread::spawn(move || vec![i; 100_000].iter().sum::<usize>()))
                .map(|t| t.join().expect("the thread allocates"))
                .collect();
            assert_eq!(sums[3], 300_000);
        }
    }

    /// `VmRSS` in KiB.
    fn rss_kib() -> u64 {
        let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
        let line = status.lines().find(|l| l.starts_with("VmRSS:")).unwrap_or_default();
        line.split_whitespace().nth(1).and_then(|v| v.parse().ok()).unwrap_or(0)
    }

    #[test]
    fn free_pages_between_live_blocks_go_back_to_the_system() {
        if !cfg!(all(target_os = "linux", target_env = "gnu")) {
            return;
        }
        // 3,000 blocks of 32 KiB (below the size glibc maps on its own),
        // written to, then every one freed but each tenth: some 84 MiB free
        // between live blocks, which glibc keeps resident.
        let mut blocks: Vec<Vec<u8>> = (0..3000).map(|i| vec![i as u8; 32 << 10]).collect();
        let mut kept = Vec::new();
        for (i, b) in blocks.drain(..).enumerate() {
            if i % 10 == 9 {
                kept.push(b);
            }
        }
        let before = rss_kib();
        assert!(release_free_memory(), "there was free memory to give back");
        let after = rss_kib();
        assert!(after + (40 << 10) < before, "RSS {before} KiB before, {after} KiB after: less than 40 MiB given back");
        assert_eq!(kept.len(), 300);
        assert!(kept.iter().all(|b| b.len() == 32 << 10));
    }

    #[test]
    fn the_figures_see_a_block_in_use() {
        // The figures are the whole process's: another test of this binary
        // may free a large block between two readings, so a reading that
        // does not see ours is taken again, up to five times.
        let seen = (0..5).any(|_| {
            let Some(before) = heap_figures() else { return true };
            let block = std::hint::black_box(vec![7u8; 32 << 20]);
            let during = heap_figures().expect("figures on this system");
            assert_eq!(block.iter().map(|&b| u64::from(b)).sum::<u64>(), 7 * (32 << 20));
            // 32 MiB in one block: the allocator maps it apart, or counts it in use.
            during.in_use + during.mapped >= before.in_use + before.mapped + (16 << 20)
        });
        assert!(seen, "a 32 MiB block never showed in the allocator's figures");
    }
}
