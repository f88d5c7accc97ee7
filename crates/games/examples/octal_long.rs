//! A long run of one octal game's values to its period's proof, past the
//! catalogue's cap, checkpointed: `octal_long CODE TO [MEMORY_MIB]
//! [CHECKPOINT] [SECONDS]`. Progress goes to stderr every 10 seconds; at the
//! deadline the checkpoint is written and a second run with the same file
//! resumes. Build with `cargo build --release -p ludoteca-games --examples`.

use ludoteca_core::Control;
use ludoteca_games::octal::code::OctalCode;
use ludoteca_games::octal::long::{DEFAULT_MEMORY_MIB, Run};
use std::sync::Mutex;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: octal_long CODE TO [MEMORY_MIB] [CHECKPOINT] [SECONDS]";
    let code = OctalCode::parse(args.first().ok_or(usage)?)?;
    let to: u64 = args.get(1).ok_or(usage)?.replace('_', "").parse()?;
    let memory_mib = args.get(2).map_or(Ok(DEFAULT_MEMORY_MIB), |m| m.parse())?;
    let checkpoint: Option<std::path::PathBuf> = args.get(3).filter(|p| !p.is_empty()).map(Into::into);
    let resume = checkpoint.clone().filter(|p| p.exists());
    let deadline = args.get(4).map(|s| s.parse::<u64>()).transpose()?.map(|s| Instant::now() + Duration::from_secs(s));
    let start = Instant::now();
    let last = Mutex::new(Instant::now());
    let report = |done: u64, total: u64| {
        let mut last = last.lock().unwrap_or_else(|e| e.into_inner());
        if last.elapsed() >= Duration::from_secs(10) {
            *last = Instant::now();
            eprintln!("{code}: {done}/{total} heaps, {:.0} s", start.elapsed().as_secs_f64());
        }
    };
    let cancel = AtomicBool::new(false);
    let ctl = Control::new(&report, &cancel).with_deadline(deadline);
    let run = Run { code, to, memory_mib, checkpoint, resume, save_every: Duration::from_secs(600) };
    let out = run.go(&ctl)?;
    println!("code {code}, {} heaps in {:.1} s, stopped {}", out.heaps, start.elapsed().as_secs_f64(), out.stopped);
    println!("largest value {}, mask {}, rare heaps {}", out.largest, out.mask, out.rare);
    match out.proof {
        Some(p) => println!(
            "period {} from heap {} (last exceptional heap {}), proved by heaps 0..{}",
            p.period,
            p.preperiod,
            p.preperiod as i64 - 1,
            p.checked
        ),
        None => println!("no period proved yet"),
    }
    Ok(())
}
