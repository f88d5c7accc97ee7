//! The opening book from the command line, for measurements:
//! `book count MIN` (canonical positions per level),
//! `book build MIN OUT [JOURNAL] [THREADS] [BITS]`,
//! `book time E N [SEED] [MIN]` (solver time of N random positions with E
//! empties, one after another with one table, as the build solves them),
//! `book lookup BOOK N` (lookup time), `book verify BOOK N [SEED]`.
use ludoteca_figuras::book::Book;
use ludoteca_figuras::book::build::{BuildConfig, build, levels};
use ludoteca_figuras::book::verify::{check, random_position};
use ludoteca_figuras::solver::{Config, Solver};
use std::sync::atomic::AtomicBool;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let num = |i: usize, d: u64| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(d);
    match args.get(1).map(String::as_str) {
        Some("count") => {
            let t = Instant::now();
            let l = levels(&ludoteca_figuras::Position::START, num(2, 13) as u32);
            for (e, v) in l.iter().enumerate().rev() {
                if !v.is_empty() {
                    println!("{e} empties: {} canonical positions", v.len());
                }
            }
            println!("enumerated in {:.2}s", t.elapsed().as_secs_f64());
        }
        Some("build") => {
            let cfg = BuildConfig {
                min_empties: num(2, 13) as u32,
                journal: args.get(4).filter(|s| !s.is_empty() && *s != "-").map(Into::into),
                threads: num(5, 1) as usize,
                table_bits: num(6, 24) as u32,
                root: ludoteca_figuras::Position::START,
                bottom_up: std::env::var("BOTTOM_UP").is_ok(),
                seconds: std::env::var("SECONDS_LIMIT").ok().and_then(|v| v.parse().ok()),
            };
            let t = Instant::now();
            let cancel = AtomicBool::new(false);
            let built = build(&cfg, &cancel, &|p| {
                eprintln!(
                    "{}/{} solved ({} from the journal) {:.1}s",
                    p.done,
                    p.total,
                    p.from_journal,
                    p.elapsed_ms as f64 / 1e3
                );
            })
            .unwrap_or_else(|e| panic!("{e}"));
            let book = built.book;
            println!(
                "sizes {:?} checked {} stopped {} complete from {}",
                built.sizes,
                built.checked,
                built.stopped,
                book.complete_from()
            );
            let out = std::path::PathBuf::from(&args[3]);
            book.save(&out).unwrap_or_else(|e| panic!("{e}"));
            println!(
                "{} entries {:?} in {:.1}s, {} bytes",
                book.len(),
                book.counts(),
                t.elapsed().as_secs_f64(),
                book.to_bytes().len()
            );
        }
        Some("time") => {
            let (e, n, mut seed) = (num(2, 13) as u32, num(3, 5), num(4, 1));
            let threads = num(5, 1) as usize;
            let solver = Solver::new(Config { table_bits: 24, threads, ..Config::default() });
            let mut times = Vec::new();
            for _ in 0..n {
                let p = random_position(e, &mut seed);
                let t = Instant::now();
                let s = solver.solve(&p);
                let dt = t.elapsed().as_secs_f64();
                times.push(dt);
                println!(
                    "{p} value {} move {:?} exact {} {:.3}s",
                    s.value,
                    s.best_move.map(|m| m.to_string()),
                    s.exact,
                    dt
                );
            }
            times.sort_by(f64::total_cmp);
            println!("median {:.3}s max {:.3}s", times[times.len() / 2], times[times.len() - 1]);
        }
        Some("lookup") => {
            let book = Book::load(std::path::Path::new(&args[2])).unwrap_or_else(|e| panic!("{e}"));
            let n = num(3, 1000);
            let mut seed = 7;
            let ps: Vec<_> = (0..n).map(|i| random_position(book.min_empties() + (i % 4) as u32, &mut seed)).collect();
            let t = Instant::now();
            let hits = ps.iter().filter(|p| book.lookup(p).is_some()).count();
            println!("{hits}/{n} hits, {:.2} µs a lookup", t.elapsed().as_secs_f64() * 1e6 / n as f64);
        }
        Some("verify") => {
            let book = Book::load(std::path::Path::new(&args[2])).unwrap_or_else(|e| panic!("{e}"));
            let (n, mut seed) = (num(3, 10), num(4, 1));
            let solver = Solver::new(Config { table_bits: 22, threads: 1, ..Config::default() });
            for i in 0..n {
                let e = 16 - (i % (17 - u64::from(book.min_empties()))) as u32;
                let p = random_position(e, &mut seed);
                match check(&book, &solver, &p) {
                    Some(c) => println!(
                        "{} {} book {} {} found {} move {} {} {}ms",
                        c.position, c.how, c.book_value, c.book_move, c.value, c.move_value, c.ok, c.millis
                    ),
                    None => println!("{p} not in the book"),
                }
            }
        }
        _ => eprintln!("usage: see the top of examples/book.rs"),
    }
}
