//! Times one strategy over all secrets:
//! `mastermind_solve [k=v ...] strategy=S [tree=FILE] [table_mb=64] [seconds=0]
//! [checkpoint=FILE] [resume=FILE] [every=60] [min_size=8] [blocks=1]`
//! (`seconds` > 0 cancels the solve after that long; with `checkpoint` the
//! exact solver's facts about sets of at least `min_size` codes are saved
//! every `every` seconds and at the end, and `resume` reads them back;
//! `blocks=0` bounds guesses one at a time, as before issue 17's blocks).

use ludoteca_mastermind::{Breaker, Control, Engine, Strategy, Variant};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut params = Vec::new();
    let mut strategy = "knuth".to_string();
    let mut tree = None;
    let mut table_mb = 64u64;
    let mut seconds = 0u64;
    let mut checkpoint: Option<String> = None;
    let mut resume: Option<String> = None;
    let mut every = 60u64;
    let mut min_size = 8usize;
    let mut blocks = true;
    for a in &args {
        let (k, v) = a.split_once('=').expect("k=v");
        match k {
            "strategy" => strategy = v.to_string(),
            "tree" => tree = Some(v.to_string()),
            "table_mb" => table_mb = v.parse().unwrap(),
            "seconds" => seconds = v.parse().unwrap(),
            "checkpoint" => checkpoint = Some(v.to_string()),
            "resume" => resume = Some(v.to_string()),
            "every" => every = v.parse().unwrap(),
            "min_size" => min_size = v.parse().unwrap(),
            "blocks" => blocks = v != "0",
            _ => params.push((k, v)),
        }
    }
    let variant = Variant::from_params(params.iter().map(|(k, v)| (*k, *v))).unwrap();
    let t0 = Instant::now();
    let engine = Engine::with_table_limit(&variant, table_mb << 20).unwrap();
    let t1 = Instant::now();
    if strategy == "depth" {
        let b = Breaker::new(&engine, Strategy::OptimalWorst);
        let d = b.least_worst_case(&[], &Control::none()).unwrap();
        println!(
            "{variant}: least worst case {d} (engine {:.3}s, search {:.3}s, nodes {})",
            (Instant::now() - t0).as_secs_f64() - (Instant::now() - t1).as_secs_f64(),
            t1.elapsed().as_secs_f64(),
            b.solver().nodes()
        );
        return;
    }
    let b = Breaker::new(&engine, Strategy::parse(&strategy).unwrap()).with_blocks(blocks);
    if let Some(f) = &resume {
        let cp: ludoteca_mastermind::Checkpoint = serde_json::from_str(&std::fs::read_to_string(f).unwrap()).unwrap();
        let n = b.solver().resume(&cp).unwrap();
        eprintln!("resumed {n} facts from {f} (bounds then {:?}, {} nodes)", cp.bounds, cp.nodes);
    }
    let checkpoint = checkpoint.or(resume);
    let save = |why: &str| {
        if let Some(f) = &checkpoint {
            let cp = b.solver().checkpoint(min_size);
            let tmp = format!("{f}.tmp");
            std::fs::write(&tmp, serde_json::to_string(&cp).unwrap()).unwrap();
            std::fs::rename(&tmp, f).unwrap();
            eprintln!(
                "checkpoint ({why}): {} facts, bounds {:?}, nodes {} ({:.1}s)",
                cp.facts(),
                cp.bounds,
                cp.nodes,
                t0.elapsed().as_secs_f64()
            );
        }
    };
    let progress = |p: ludoteca_mastermind::Progress| {
        if p.stage == "bounds" {
            eprintln!("  bounds on the total: {} ..= {} ({:.1}s)", p.done, p.total, t0.elapsed().as_secs_f64())
        } else {
            eprintln!("  {} {}/{} ({:.1}s)", p.stage, p.done, p.total, t0.elapsed().as_secs_f64())
        }
    };
    let stop = std::sync::atomic::AtomicBool::new(false);
    let ctl = Control { cancel: Some(&stop), progress: Some(&progress) };
    let finished = std::sync::atomic::AtomicBool::new(false);
    let result = std::thread::scope(|scope| {
        if seconds > 0 {
            scope.spawn(|| {
                let t = Instant::now();
                while t.elapsed().as_secs() < seconds {
                    std::thread::sleep(std::time::Duration::from_millis(200));
                    if stop.load(std::sync::atomic::Ordering::Relaxed) {
                        return;
                    }
                }
                stop.store(true, std::sync::atomic::Ordering::Relaxed);
            });
        }
        if checkpoint.is_some() {
            let (finished, save) = (&finished, &save);
            scope.spawn(move || {
                let mut t = Instant::now();
                while !finished.load(std::sync::atomic::Ordering::Relaxed) {
                    std::thread::sleep(std::time::Duration::from_millis(200));
                    if t.elapsed().as_secs() >= every {
                        save("periodic");
                        t = Instant::now();
                    }
                }
            });
        }
        let r = b.solve(&ctl);
        finished.store(true, std::sync::atomic::Ordering::Relaxed);
        stop.store(true, std::sync::atomic::Ordering::Relaxed);
        save(if r.is_ok() { "done" } else { "stopped" });
        r
    });
    let (stats, t) = match result {
        Ok(r) => r,
        Err(e) => {
            println!(
                "{variant} strategy={strategy}: {e} after {:.1}s, nodes {}",
                t0.elapsed().as_secs_f64(),
                b.solver().nodes()
            );
            return;
        }
    };
    let t2 = Instant::now();
    // The tree replayed against every secret, independently of the engine.
    let checked = t.check().map(|s| s == stats);
    println!(
        "{variant} strategy={strategy}: {} engine {:.3}s solve {:.3}s nodes {} work {:?}",
        serde_json::to_string(&stats).unwrap(),
        (t1 - t0).as_secs_f64(),
        (t2 - t1).as_secs_f64(),
        b.solver().nodes(),
        b.solver().work()
    );
    println!(
        "tree replayed against every secret: {}",
        if checked == Ok(true) { "same statistics" } else { "MISMATCH" }
    );
    if let Some(f) = tree {
        std::fs::write(f, t.to_json()).unwrap();
    }
}
