//! Times one strategy over all secrets: `solve [k=v ...] strategy=S [tree=FILE]`.

use ludoteca_mastermind::{Breaker, Control, Engine, Strategy, Variant};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut params = Vec::new();
    let mut strategy = "knuth".to_string();
    let mut tree = None;
    for a in &args {
        let (k, v) = a.split_once('=').expect("k=v");
        match k {
            "strategy" => strategy = v.to_string(),
            "tree" => tree = Some(v.to_string()),
            _ => params.push((k, v)),
        }
    }
    let variant = Variant::from_params(params.iter().map(|(k, v)| (*k, *v))).unwrap();
    let t0 = Instant::now();
    let engine = Engine::new(&variant).unwrap();
    let t1 = Instant::now();
    let b = Breaker::new(&engine, Strategy::parse(&strategy).unwrap());
    let progress = |p: ludoteca_mastermind::Progress| {
        eprintln!("  {} {}/{} ({:.1}s)", p.stage, p.done, p.total, t0.elapsed().as_secs_f64())
    };
    let ctl = Control { cancel: None, progress: Some(&progress) };
    let (stats, t) = b.solve(&ctl).unwrap();
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
