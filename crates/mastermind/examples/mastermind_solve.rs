//! Times one strategy over all secrets:
//! `mastermind_solve [k=v ...] strategy=S [tree=FILE] [table_mb=64] [seconds=0]`
//! (`seconds` > 0 cancels the solve after that long).

use ludoteca_mastermind::{Breaker, Control, Engine, Strategy, Variant};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut params = Vec::new();
    let mut strategy = "knuth".to_string();
    let mut tree = None;
    let mut table_mb = 64u64;
    let mut seconds = 0u64;
    for a in &args {
        let (k, v) = a.split_once('=').expect("k=v");
        match k {
            "strategy" => strategy = v.to_string(),
            "tree" => tree = Some(v.to_string()),
            "table_mb" => table_mb = v.parse().unwrap(),
            "seconds" => seconds = v.parse().unwrap(),
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
    let b = Breaker::new(&engine, Strategy::parse(&strategy).unwrap());
    let progress = |p: ludoteca_mastermind::Progress| {
        eprintln!("  {} {}/{} ({:.1}s)", p.stage, p.done, p.total, t0.elapsed().as_secs_f64())
    };
    let stop = std::sync::atomic::AtomicBool::new(false);
    let ctl = Control { cancel: Some(&stop), progress: Some(&progress) };
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
        let r = b.solve(&ctl);
        stop.store(true, std::sync::atomic::Ordering::Relaxed);
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
    println!(
        "{variant} strategy={strategy}: {} engine {:.3}s solve {:.3}s nodes {}",
        serde_json::to_string(&stats).unwrap(),
        (t1 - t0).as_secs_f64(),
        (t2 - t1).as_secs_f64(),
        b.solver().nodes()
    );
    if let Some(f) = tree {
        std::fs::write(f, t.to_json()).unwrap();
    }
}
