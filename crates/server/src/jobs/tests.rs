//! Finished results: held once and shared, forgotten by bytes, cut into
//! pages that cover every row once.

use super::*;
use ludoteca_core::table::{Axis, Coord};
use ludoteca_core::{Outcome, Value as Class};

/// A table of `rows` heaps; with `cols`, a second axis of that many
/// columns where cell (r, c) exists unless `r + c` is a multiple of 7.
fn table(rows: u64, cols: Option<u64>) -> Table {
    let mut axes = vec![Axis::numbers("n", 0..rows)];
    if let Some(c) = cols {
        axes.push(Axis::numbers("k", 1..=c));
    }
    let mut t = Table::new("g", axes);
    for r in 0..rows as usize {
        for c in 0..cols.unwrap_or(1) as usize {
            if cols.is_some() && (r + c) % 7 == 0 {
                continue;
            }
            let class = if r % 3 == 0 { Outcome::PreviousWins } else { Outcome::NextWins };
            t.put([r, c], format!("{r},{c}"), Class { outcome: class, remoteness: Some(r as u32 % 5) });
        }
    }
    t
}

fn finished(jobs: &Jobs, t: Table) -> Arc<Job> {
    let job = jobs.add().expect("room for a job");
    jobs.finish(&job, Ok(Output::Table(t)));
    job
}

#[test]
fn every_reader_shares_the_one_answer() {
    let jobs = Jobs::default();
    let job = finished(&jobs, table(50_000, None));
    let (a, b) = (job.answer(), jobs.get(&job.id).unwrap().answer());
    assert_eq!(a.as_str().as_ptr(), b.as_str().as_ptr(), "the same bytes, not a copy");
    assert!(a.len() < 200_000, "the answer holds one page: {} bytes", a.len());
    let v: Value = serde_json::from_str(a.as_str()).unwrap();
    assert_eq!(v["rows"], json!({"offset": 0, "limit": rows::DEFAULT_PAGE, "total": 50_000, "next": 1_000}));
    assert_eq!(v["result"]["entries"].as_array().unwrap().len(), rows::DEFAULT_PAGE);
    assert!(v["result"].get("svg").is_none(), "a large table's drawing is made on request");
    // A small table keeps its drawing inline, as before pages.
    let small = finished(&jobs, table(30, None));
    let v: Value = serde_json::from_str(small.answer().as_str()).unwrap();
    assert!(v["result"]["svg"].as_str().unwrap().starts_with("<svg"));
    assert_eq!(v["rows"]["next"], Value::Null);
}

#[test]
fn finished_results_are_forgotten_by_bytes_oldest_first() {
    let one = {
        let jobs = Jobs::default();
        finished(&jobs, table(2_000, None)).size()
    };
    assert!(one > 50_000, "{one}");
    let jobs = Jobs::with_budget(3 * one + one / 2);
    let running = jobs.add().unwrap();
    let ids: Vec<String> = (0..10).map(|_| finished(&jobs, table(2_000, None)).id.clone()).collect();
    let (bytes, listed) = jobs.held();
    assert!(bytes <= 3 * one + one / 2, "{bytes} bytes held");
    assert_eq!(listed, 4, "three results and the running job");
    assert!(jobs.get(&running.id).is_ok(), "a running job is never forgotten");
    for (i, id) in ids.iter().enumerate() {
        assert_eq!(jobs.get(id).is_ok(), i >= 7, "job {i}");
    }
    // A result larger than the whole budget is still kept while it is the latest.
    let huge = finished(&jobs, table(20_000, None));
    assert!(huge.size() > 3 * one + one / 2);
    assert!(jobs.get(&huge.id).is_ok());
    assert_eq!(jobs.held().1, 2, "everything older was forgotten");
    drop(running);
}

#[test]
fn pages_cover_every_cell_once_and_parse_as_tables() {
    // One table also carries a period and a method: both must reach every page.
    let mut marked = table(40, None);
    marked.period = Some(ludoteca_core::Period { preperiod: 2, period: 3, window: 2, certain_at: 9 });
    marked.method = Some("thresholds".into());
    for (t, limit) in [(table(1_234, None), 100), (table(57, Some(9)), 5), (table(3, Some(4)), 10), (marked, 7)] {
        let rows = Rows::new(&t);
        assert_eq!(rows.total(), t.axes[0].values.len());
        let mut seen = Vec::new();
        let mut values = Vec::new();
        let mut offset = 0;
        loop {
            let page = rows.page(offset, limit);
            let part: Table = serde_json::from_slice(&rows.json(page)).expect("a page is a table");
            assert_eq!(part.axes[1..], t.axes[1..], "the other axes are whole");
            assert_eq!(part.period, t.period);
            assert_eq!(part.method, t.method);
            values.extend(part.axes[0].values.clone());
            seen.extend(part.entries.into_iter().map(|c| c.position));
            match page.next() {
                Some(n) => offset = n,
                None => break,
            }
        }
        assert_eq!(values, t.axes[0].values);
        assert_eq!(seen, t.entries.iter().map(|c| c.position.clone()).collect::<Vec<_>>());
        let past = rows.page(rows.total() + 5, 10);
        let empty: Table = serde_json::from_slice(&rows.json(past)).unwrap();
        assert!(empty.entries.is_empty() && empty.axes[0].values.is_empty());
        // A drawing of some rows: one square per cell of those rows.
        let drawn = rows.svg(rows.page(1, 2), Lang::PT, &[]);
        assert!(drawn.starts_with("<svg"), "{drawn}");
        assert!(drawn.contains("(tipo-") && !drawn.contains("safe") && !drawn.contains("fragile"), "{drawn}");
        let cells = t.entries.iter().filter(|c| (1..3).contains(&c.at[0])).count();
        assert_eq!(drawn.matches("<title>").count(), cells);
    }
}

#[test]
fn a_table_read_back_from_json_is_placed_again() {
    let t = table(40, Some(6));
    let mut back: Table = serde_json::from_str(&serde_json::to_string(&t).unwrap()).unwrap();
    assert!(back.entries.iter().all(|c| c.at == [0, 0]), "JSON does not carry the places");
    back.entries.reverse();
    rows::place(&mut back);
    let places = |t: &Table| t.entries.iter().map(|c| (c.position.clone(), c.at)).collect::<Vec<_>>();
    let mut want = places(&t);
    want.sort_by_key(|(_, at)| at[0]);
    let got = places(&back);
    // Sorted by row; within a row the order read (here reversed) is kept.
    assert_eq!(
        got.iter().map(|(_, at)| at[0]).collect::<Vec<_>>(),
        want.iter().map(|(_, at)| at[0]).collect::<Vec<_>>()
    );
    let mut got_sorted = got.clone();
    got_sorted.sort();
    want.sort();
    assert_eq!(got_sorted, want);
    assert_eq!(back.axes[0].values[3], Coord::Int(3));
}
