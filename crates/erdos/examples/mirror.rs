//! The mirror strategy's analysis: `mirror SIZE [--exhaustive]`.

use ludoteca_erdos::Rules;
use ludoteca_erdos::mirror::analyse;
use std::sync::atomic::AtomicBool;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let size: u8 = args.first().and_then(|s| s.parse().ok()).unwrap_or(5);
    let exhaustive = args.iter().any(|a| a == "--exhaustive");
    let r = analyse(&Rules::new(size)?, exhaustive, &AtomicBool::new(false), &|n| eprintln!("{n} positions"))?;
    println!("{}", serde_json::to_string(&r)?);
    Ok(())
}
