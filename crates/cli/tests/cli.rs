//! The machine interface of ARCHITECTURE.md, end to end through the binary:
//! JSON fields, the text's results, terminal play, and bad input.

mod binary;

use binary::{json, ludoteca, ludoteca_keeping};
use serde_json::Value;
use std::io::Write;
use std::process::{Command, Stdio};

/// Runs and expects a clean refusal: non-zero exit, one `error:` sentence
/// mentioning `needle`, no panic.
fn refused(args: &[&str], needle: &str) {
    let out = ludoteca(args);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{args:?} should fail");
    assert!(err.contains(needle), "{args:?}: {err}");
    assert!(!err.contains("panicked"), "{args:?} panicked: {err}");
}

fn play(args: &[&str], input: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ludoteca"))
        .env("LC_ALL", "C")
        .arg("play")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn games_lists_every_preset() {
    let v = json(&["games", "--json"]);
    let ids: Vec<&str> = v["games"].as_array().unwrap().iter().map(|g| g["id"].as_str().unwrap()).collect();
    for id in [
        "je-1",
        "je-2",
        "je-4",
        "je-5",
        "je-7",
        "je-8",
        "je-9",
        "je-10",
        "je-13-i",
        "je-13-ii",
        "je-13-iii",
        "je-13-vi",
        "je-19",
        "je-20",
        "je-21",
        "je-24",
        "je-28",
    ] {
        assert!(ids.contains(&id), "{id} missing");
    }
}

#[test]
fn outcome_json_has_the_documented_fields() {
    let v = json(&["outcome", "je-20", "--json"]);
    for field in ["game", "position", "outcome", "remoteness", "winning_moves", "method"] {
        assert!(v.get(field).is_some(), "missing {field}");
    }
    assert_eq!(v["outcome"], "N");
    assert_eq!(v["winning_moves"], serde_json::json!(["4"]));
    let v = json(&["outcome", "je-9", "--param", "heap=1000", "--json"]);
    assert_eq!(v["outcome"], "P");
    let v = json(&["outcome", "je-9", "--position", "18446744073709551615", "--json"]);
    assert_eq!((v["outcome"].as_str(), v["method"].as_str()), (Some("P"), Some("period")));
    let v = json(&["outcome", "je-8", "--param", "misere=true", "--position", "7", "--json"]);
    assert_eq!(v["outcome"], "P", "misère take 1 or 2: n ≡ 1 (mod 3) is safe");
}

#[test]
fn table_and_period_json() {
    let v = json(&["table", "je-10", "--to", "14", "--json"]);
    assert_eq!(v["axes"][0]["name"], "n");
    let signs: Vec<&str> = v["entries"].as_array().unwrap().iter().map(|e| e["outcome"].as_str().unwrap()).collect();
    assert_eq!(signs.join(""), "PPNNNPPNNNPPNNN", "the text's table of game 10");
    assert!(v["entries"][3].get("grundy").is_some());
    let v = json(&["period", "je-20", "--json"]);
    assert_eq!((v["preperiod"].as_u64(), v["period"].as_u64(), v["proved"].as_bool()), (Some(9), Some(13), Some(true)));
    assert!(v["certificate"].as_str().unwrap().contains("period 13"));
    assert!(v.get("window").is_some());
    let svg = ludoteca(&["table", "je-13-i", "--to", "20", "--format", "svg"]);
    let svg = String::from_utf8(svg.stdout).unwrap();
    assert!(svg.starts_with("<svg") && svg.contains("period 1 from row 12"));
}

#[test]
fn sums_and_knights() {
    let v = json(&["outcome", "je-16", "--json"]);
    assert_eq!(v["winning_moves"], serde_json::json!(["1:7", "2:25", "4:7"]));
    assert_eq!(v["extra"]["binary_stack"]["odd_columns"], serde_json::json!([2, 3, 6]));
    let v = json(&["outcome", "je-9", "--param", "heaps=3,4,7", "--json"]);
    assert_eq!(v["method"], "grundy");
    let v = json(&["table", "je-14-i", "--sizes", "2..12", "--json"]);
    let firsts: Vec<&str> = v["entries"].as_array().unwrap().iter().map(|e| e["outcome"].as_str().unwrap()).collect();
    assert_eq!(firsts.join(""), "PNPPPNPPPNP", "First wins from (n, n) iff n ≡ 3 (mod 4)");
    let v = json(&["outcome", "je-14-ii", "--param", "size=9", "--json"]);
    assert_eq!(v["outcome"], "N");
    refused(&["table", "je-14-i", "--sizes", "2-40"], "A..B");
    refused(&["table", "je-9", "--sizes", "2..40"], "no board size");
    refused(&["outcome", "je-14-i", "--position", "9,1"], "bad position");
}

#[test]
fn beans_and_northcott() {
    let v = json(&["outcome", "je-15-d", "--param", "rows=3", "--param", "cols=3", "--json"]);
    assert_eq!(v["outcome"], "N");
    assert!(
        v["extra"]["p_positions"].as_array().unwrap().iter().any(|p| p == "..#/.../..."),
        "a lone bean is safe in Chomp"
    );
    let v = json(&["table", "je-15-a", "--to", "4", "--json"]);
    assert_eq!(v["entries"].as_array().unwrap().len(), 16);
    let v = json(&["outcome", "je-18", "--json"]);
    assert_eq!((v["outcome"].as_str(), v["method"].as_str()), (Some("N"), Some("gaps")));
    refused(&["outcome", "je-15-c", "--param", "rows=9", "--param", "cols=9"], "at most 64");
    refused(&["outcome", "je-18", "--param", "rows=9"], "rows");
}

#[test]
fn games_of_your_own_from_scripts() {
    let dir = env!("CARGO_MANIFEST_DIR");
    let impartial = format!("{dir}/../../examples/subtraction.rhai");
    let partizan = format!("{dir}/../../examples/partizan.rhai");
    let v = json(&["outcome", "--script", &impartial, "--param", "heap=7", "--json"]);
    assert_eq!((v["outcome"].as_str(), v["method"].as_str()), (Some("P"), Some("search")));
    let v = json(&["table", "--script", &partizan, "--to", "12", "--json"]);
    assert_eq!(v["entries"].as_array().unwrap().len(), 26);
    let v =
        json(&["conjecture", "--script", &impartial, "--safe", "n % 7 == 0 || n % 7 == 2", "--to", "100", "--json"]);
    assert_eq!(v["holds"], true);
    let out = play(&["--script", &impartial, "--param", "heap=9", "--first", "champion", "--second", "champion"], "");
    assert!(out.contains("Game over at 0"), "{out}");
    refused(&["outcome", "--script", "/nonexistent.rhai"], "cannot read the script");
    refused(&["outcome"], "<ID>");
}

#[test]
fn figuras_through_the_catalogue_and_solve() {
    let v = json(&["outcome", "figuras", "--position", "tsqsPlCs/QlpsTs./clcsqlTl/pl.PsCl 2:3", "--json"]);
    assert_eq!((v["method"].as_str(), v["extra"]["exact"].as_bool()), (Some("exact"), Some(true)));
    let v = json(&["solve", "figuras", "--position", "tsqsPlCs/QlpsTs./clcsqlTl/pl.PsCl 2:3", "--json"]);
    assert_eq!(v["exact"], true);
    assert!(v.get("value").is_some() && v.get("best_move").is_some());
    let out = play(
        &[
            "figuras",
            "--position",
            "tsqsPlCs/QlpsTs./clcsqlTl/pl.PsCl 2:3",
            "--first",
            "champion",
            "--second",
            "champion",
        ],
        "",
    );
    assert!(out.contains("Game over at"), "{out}");
    refused(&["solve", "je-9"], "answered at once");
    refused(&["solve", "figuras", "--position", "xx"], "bad position");
    refused(&["outcome", "figuras", "--position", "Tl..Tl/..../..../.... 0:0"], "bad position");
}

#[test]
fn figuras_opening_book_answers_the_empty_board_and_a_damaged_one_is_refused() {
    // The empty board: exact from the book (it was "D … +0 (estimated)").
    let v = json(&["outcome", "figuras", "--json"]);
    assert_eq!(v["method"], "book", "{v}");
    assert_eq!((v["extra"]["value"].as_i64(), v["extra"]["exact"].as_bool()), (Some(-1), Some(true)), "{v}");
    assert_eq!(v["outcome"], "P", "First to move loses by one point: {v}");
    let text = String::from_utf8(ludoteca(&["outcome", "figuras"]).stdout).unwrap();
    assert!(
        text.contains("value -1") && text.contains("proved") && text.contains("method: the opening book"),
        "{text}"
    );
    // The book described, and checked at the empty board by its children.
    let d = json(&["book", "figuras", "--json"]);
    assert_eq!((d["start"]["value"].as_i64(), d["version"].as_u64()), (Some(-1), Some(1)), "{d}");
    let c = json(&["book", "figuras", "--verify", "1", "--json"]);
    assert_eq!((c["checked"].as_u64(), c["disagreements"].as_u64()), (Some(1), Some(0)), "{c}");
    assert_eq!(c["checks"][0]["how"], "children", "{c}");
    // A damaged book: refused in one sentence, and the champion searches instead.
    let bad = std::env::temp_dir().join(format!("ludoteca-bad-{}.book", std::process::id()));
    std::fs::write(&bad, b"LUDOFIGB\x01\x00 not a book at all").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_ludoteca"))
        .env("LC_ALL", "C")
        .env("LUDOTECA_FIGURAS_BOOK", &bad)
        .args(["outcome", "figuras", "--json"])
        .output()
        .unwrap();
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(out.status.success(), "{err}");
    assert!(err.contains("damaged") && err.contains("rebuild") && err.lines().count() == 1, "{err}");
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(v["method"].as_str().unwrap().starts_with("champion"), "{v}");
    let out = ludoteca(&["book", "figuras", "--book", bad.to_str().unwrap()]);
    assert!(!out.status.success());
    assert!(String::from_utf8(out.stderr).unwrap().contains("damaged"));
    let _ = std::fs::remove_file(&bad);
    refused(&["book", "je-9"], "opening books of figuras; je-9 keeps none");
}

#[test]
fn mastermind_strategies_over_every_secret() {
    let dir = std::env::temp_dir().join(format!("ludoteca-mm-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let tree = dir.join("tree.json");
    let v = json(&[
        "solve",
        "mastermind",
        "--param",
        "variant=classic",
        "--param",
        "strategy=knuth",
        "--tree",
        tree.to_str().unwrap(),
        "--json",
    ]);
    assert_eq!((v["codes"].as_u64(), v["worst"].as_u64(), v["total"].as_u64()), (Some(1296), Some(5), Some(5801)));
    let t: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&tree).unwrap()).unwrap();
    assert!(t.get("root").is_some());
    let v = json(&["solve", "mastermind", "--param", "strategy=optimal-average", "--json"]);
    assert!(v["worst"].as_u64().unwrap() <= 8, "the seed's default game within its 8 guesses");
    refused(&["solve", "mastermind", "--param", "strategy=psychic"], "psychic");
    refused(&["solve", "mastermind", "--param", "pegs=12"], "pegs");
}

#[test]
fn solve_mastermind_saves_a_checkpoint_and_resumes_from_it() {
    let dir = std::env::temp_dir().join(format!("ludoteca-cli-mm-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("mm.json");
    let f = file.to_str().unwrap();
    let base =
        ["solve", "mastermind", "--param", "pegs=3", "--param", "colors=5", "--param", "strategy=optimal-average"];
    let first = json(&[&base[..], &["--checkpoint", f, "--json"]].concat());
    let saved: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert_eq!(saved["bounds"][0], first["total"], "{}", saved["bounds"]);
    let again = json(&[&base[..], &["--resume", f, "--json"]].concat());
    assert_eq!(first, again, "the same statistics after resuming");
    std::fs::write(&file, "[]").unwrap();
    refused(&[&base[..], &["--resume", f]].concat(), "checkpoint");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn solve_mastermind_takes_underscored_parameters() {
    // The command: `guess_repeats` (normalised to `guess-repeats`)
    // was refused with "parameter = guess-repeats is not accepted".
    let started = std::time::Instant::now();
    let v = json(&[
        "solve",
        "mastermind",
        "--param",
        "feedback=count",
        "--param",
        "guess_repeats=false",
        "--param",
        "strategy=optimal-average",
        "--json",
    ]);
    // 4 pegs, 6 colours, no repeats: 360 secrets, at most 5 guesses each.
    assert_eq!(
        (v["codes"].as_u64(), v["worst"].as_u64(), v["total"].as_u64()),
        (Some(360), Some(5), Some(1446)),
        "{v}"
    );
    assert_eq!(v["over_limit"], 0);
    assert_eq!(v["histogram"], serde_json::json!({"1": 1, "2": 6, "3": 68, "4": 196, "5": 89}));
    assert!((v["average"].as_f64().unwrap() - 1446.0 / 360.0).abs() < 1e-12);
    assert!(started.elapsed() < std::time::Duration::from_secs(60), "seconds even unoptimised");
    // Both spellings are the same parameter, and so are `max_guesses` and `max-guesses`.
    let w = json(&[
        "solve",
        "mastermind",
        "--param",
        "feedback=count",
        "--param",
        "guess-repeats=false",
        "--param",
        "max_guesses=8",
        "--param",
        "strategy=optimal-average",
        "--json",
    ]);
    assert_eq!(v, w);
}

#[test]
fn solve_refuses_games_without_an_exact_solver_in_one_sentence() {
    let out = ludoteca(&["solve", "je-1"]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    let sentence = err.trim_end();
    assert_eq!(sentence.lines().count(), 1, "one sentence: {err}");
    assert!(sentence.starts_with("error: `solve` runs the long exact searches of "), "{err}");
    assert!(sentence.ends_with("; je-1 is answered at once by `outcome`, `table` and `period`"), "{err}");
    // Exactly the games with a solver, written `a, b and c` (in catalogue order).
    let listed = &sentence["error: `solve` runs the long exact searches of ".len()..sentence.find(';').unwrap()];
    let mut names: Vec<&str> = listed.split([',', ' ']).filter(|w| !w.is_empty() && *w != "and").collect();
    names.sort_unstable();
    assert_eq!(names, ["erdos-latino", "figuras", "je-28", "mastermind"], "{err}");
    let script = format!("{}/../../examples/subtraction.rhai", env!("CARGO_MANIFEST_DIR"));
    refused(&["solve", "--script", &script], "long exact searches of ");
}

/// Ctrl-C stops a solve with what it proved and its checkpoint saved,
/// like `--seconds`.
#[cfg(unix)]
#[test]
fn ctrl_c_stops_a_solve_with_its_bounds() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("5x5.json");
    let child = Command::new(env!("CARGO_BIN_EXE_ludoteca"))
        .args(["solve", "erdos-latino", "--param", "size=5", "--checkpoint", file.to_str().unwrap(), "--json"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(std::time::Duration::from_secs(2));
    let kill = Command::new("kill").args(["-INT", &child.id().to_string()]).status().unwrap();
    assert!(kill.success());
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!((v["exact"].as_bool(), v["size"].as_u64()), (Some(false), Some(5)), "{v}");
    assert!(v["value"].is_null() && v["lower"].as_i64() <= v["upper"].as_i64(), "{v}");
    assert!(file.exists(), "a stopped solve leaves its checkpoint");
}

#[test]
fn the_flags() {
    let v = json(&["outcome", "je-25", "--position", "A:0 B:1/2 A:1/4 B:3/4 A:1/8 B:5/8", "--json"]);
    assert_eq!(v["method"], "terminal");
    refused(&["outcome", "je-25", "--position", "A:0 B:0"], "two flags stand on 0");
    refused(&["outcome", "je-25", "--position", "A:1/0"], "bad position");
}

#[test]
fn the_bicycle() {
    let v = json(&["outcome", "je-22", "--json"]);
    assert_eq!((v["outcome"].as_str(), v["remoteness"].as_u64()), (Some("P"), Some(88)), "Second wins, at stage 88");
    let v = json(&["outcome", "je-23", "--position", "3,2.75", "--json"]);
    assert_eq!(v["position"], "3,11/4");
    refused(&["outcome", "je-23", "--position", "3,1/0"], "bad position");
    refused(&["outcome", "je-22", "--param", "distance=-5"], "distance");
}

#[test]
fn conjectures_are_checked_by_theorem_4_1() {
    let v = json(&["conjecture", "je-9", "--safe", "n % 5 == 0 || n % 5 == 2", "--to", "1000", "--json"]);
    assert_eq!(v, serde_json::json!({"holds": true, "checked": 1001, "counterexample": null}));
    let v = json(&["conjecture", "je-12", "--safe", "m % 3 == n % 3", "--to", "20", "--json"]);
    assert_eq!(v["holds"], true);
    let v = json(&["conjecture", "je-9", "--safe", "n % 5 == 0", "--json"]);
    assert_eq!(v["counterexample"], serde_json::json!({"position": "2", "property": "I", "move": null}));
    let out = ludoteca(&["conjecture", "je-20", "--safe", "n % 13 == 0"]);
    assert!(String::from_utf8_lossy(&out.stdout).contains("fails at position"));
    refused(&["conjecture", "je-9", "--safe", "n %% 2"], "does not parse");
    refused(&["conjecture", "je-9", "--safe", "x > 1"], "the coordinates are n");
}

#[test]
fn user_defined_games_from_parameters() {
    let v = json(&["outcome", "subtraction", "--param", "take=1,3,4", "--param", "heap=7", "--json"]);
    assert_eq!(v["outcome"], "P", "7 is safe in the subtraction game {{1, 3, 4}}");
    let v = json(&[
        "outcome",
        "subtraction",
        "--param",
        "first-takes=1,4",
        "--param",
        "second-takes=2,3",
        "--position",
        "12,A",
        "--json",
    ]);
    assert_eq!(v["outcome"], "P");
    let v = json(&["period", "subtraction", "--param", "take=1..5", "--param", "forbid=opponent-last", "--json"]);
    assert_eq!(v["period"], 13);
    let v = json(&[
        "outcome",
        "subtraction",
        "--param",
        "take=any",
        "--param",
        "limit=double",
        "--param",
        "opening=below-heap",
        "--param",
        "heap=89",
        "--json",
    ]);
    assert_eq!(v["outcome"], "P", "89 is a Fibonacci number");
}

#[test]
fn bad_input_is_refused_with_a_sentence() {
    refused(&["outcome", "je-99"], "unknown game `je-99`");
    refused(&["outcome", "je-9", "--param", "colour=red"], "unknown parameter `colour`");
    refused(&["outcome", "je-9", "--param", "heap"], "name=value");
    refused(&["outcome", "je-9", "--param", "heap=-3"], "whole number");
    refused(&["outcome", "je-9", "--param", "heap=100000000000000000000000"], "whole number");
    refused(&["outcome", "je-9", "--param", "take=0,2"], "from 1 to 64");
    refused(&["outcome", "je-9", "--param", "take=1,99"], "from 1 to 64");
    refused(&["outcome", "je-9", "--param", "misere=maybe"], "true or false");
    refused(&["outcome", "je-20", "--position", "12,9"], "bad position `12,9`");
    refused(&["outcome", "je-9", "--position", "twelve"], "bad position");
    refused(&["outcome", "je-19", "--param", "heap=1000000"], "heaps up to");
    refused(&["table", "je-9", "--from", "-2"], "not a whole number");
    refused(&["table", "je-9", "--from", "9", "--to", "3"], "--from 9 is after --to 3");
    refused(&["table", "je-9", "--to", "1000000000"], "too large");
    refused(&["outcome", "je-9", "--param", "first-takes=1,4"], "second-takes");
    refused(&["outcome", "je-9", "--param", "take=any"], "needs a rule that caps");
    refused(&["outcome", "je-9", "--param", "forbid=sometimes"], "one of: none (no memory rule), opponent-last");
}

#[test]
fn playing_against_the_champion_in_the_terminal() {
    // je-8 from 7: the person (A) asks for a hint, tries an illegal move,
    // plays the hint, undoes it, then plays it again and keeps leaving
    // multiples of 3: 7 → 6, (B: 5), → 3, (B: 2 or 1), → 0.
    let out = play(&["je-8", "--param", "heap=7"], "hint\n3\n1\nundo\n1\n2\n2\n1\n");
    assert!(out.contains("good moves: 1"), "{out}");
    assert!(out.contains("illegal move `3`"), "{out}");
    assert!(out.contains("B (champion) plays"), "{out}");
    assert!(out.contains("A (First) wins"), "{out}");
}

#[test]
fn champions_play_each_other_and_the_right_one_wins() {
    // je-9 from 1000 is safe: the second player wins.
    let out = play(&["je-9", "--first", "champion", "--second", "champion", "--param", "heap=40"], "");
    assert!(out.contains("Game over at 0: B (Second) wins."), "{out}");
    assert!(
        out.contains("B (Second) made the last move (took ")
            && out.contains("and A (First) has no move left, so B (Second) wins."),
        "the reason: {out}"
    );
    let out = play(&["je-13-i", "--first", "champion", "--second", "champion", "--param", "heap=11"], "");
    assert!(out.contains("A (First) wins."), "{out}");
}

#[test]
fn save_and_load_a_match() {
    let dir = std::env::temp_dir().join(format!("ludoteca-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("m.json");
    let f = file.to_str().unwrap();
    play(&["je-20", "--second", "human"], &format!("4\n1\nsave {f}\nquit\n"));
    let out = play(&["je-20", "--load", f, "--second", "human"], "moves\nquit\n");
    assert!(out.contains("[1995,1] A to move"), "{out}");
    std::fs::write(&file, "not json").unwrap();
    let bad = Command::new(env!("CARGO_BIN_EXE_ludoteca")).args(["play", "je-20", "--load", f]).output().unwrap();
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("is not a saved match"));
}

#[test]
fn mastermind_in_the_catalogue_rules_and_refusals() {
    let v = json(&["games", "--json"]);
    assert!(v["games"].as_array().unwrap().iter().any(|g| g["id"] == "mastermind"));
    let out = ludoteca(&["rules", "mastermind"]);
    let rules = String::from_utf8_lossy(&out.stdout);
    assert!(rules.contains("Positional feedback") && rules.contains("8 guesses"), "{rules}");
    assert!(rules.contains("fewer guesses wins") && rules.contains("draw"), "{rules}");
    let out = ludoteca(&["rules", "mastermind", "--param", "variant=classic"]);
    assert!(String::from_utf8_lossy(&out.stdout).contains("Count feedback"));
    for cmd in ["outcome", "table", "period"] {
        refused(&[cmd, "mastermind"], "hidden information");
    }
    refused(&["rules", "mastermind", "--param", "maker=chosen"], "secret=1234");
    refused(&["play", "mastermind", "--param", "colors=11"], "from 2 to 10");
}

#[test]
fn breaking_a_chosen_code_in_the_terminal() {
    // A makes (B, the champion, breaks 6153), then A breaks B's chosen 1234:
    // a hint, an analysis, a bad guess, then the code at once.
    let out = play(&["mastermind", "--param", "secret=1234"], "secret 6153\nhint\nanalysis 1243\n123\n1234\n");
    assert!(out.contains("A plays secret →"), "the echo hides the code: {out}");
    assert!(out.contains("B (champion) plays secret →"), "{out}");
    assert!(!out.contains("plays secret 1234"), "{out}");
    assert!(out.contains("360 codes are still possible"), "{out}");
    assert!(out.contains("1243 would split the 360 codes"), "{out}");
    assert!(out.contains("has 3 pegs; this variant needs exactly 4"), "{out}");
    assert!(out.contains("A (First) wins."), "{out}");
    // Before A's first guess nothing shows B's code.
    let before = &out[..out.find("A plays 1234").unwrap()];
    assert!(!before.contains("1234 ++++") && !before.contains("code 1234"), "{before}");
}

#[test]
fn answering_by_hand_in_the_terminal() {
    let out = play(
        &["mastermind", "--param", "variant=classic", "--second", "human"],
        "answer\n1122\n0B0W\n1111\n1B0W\n3B1W\n0B0W\nquit\n",
    );
    assert!(out.contains("contradicts the answer 0B0W to guess 1 (1122)"), "{out}");
    assert!(out.contains("impossible"), "{out}");
    assert!(out.contains("A plays 0B0W → R1/2 A>B ???? 1122 0B0W, 1111 0B0W"), "{out}");
}

#[test]
fn erdos_latino_in_the_catalogue_rules_outcome_and_refusals() {
    let v = json(&["games", "--json"]);
    assert!(v["games"].as_array().unwrap().iter().any(|g| g["id"] == "erdos-latino"));
    let out = ludoteca(&["rules", "erdos-latino"]);
    let rules = String::from_utf8_lossy(&out.stdout);
    for needle in ["c3=5", "size=N", "from 3 to 7", "simultaneous=mover|opponent", "version=I|II|III", "open-hands"] {
        assert!(rules.contains(needle), "{needle}: {rules}");
    }
    let o = json(&["outcome", "erdos-latino", "--param", "size=3", "--json"]);
    assert_eq!((o["outcome"].as_str(), o["method"].as_str()), (Some("N"), Some("search")));
    assert!(!o["winning_moves"].as_array().unwrap().is_empty());
    refused(&["outcome", "erdos-latino"], "solve erdos-latino");
    refused(&["outcome", "erdos-latino", "--param", "version=III"], "--param version=III");
    refused(&["table", "erdos-latino"], "no table");
    refused(&["period", "erdos-latino"], "no period");
    refused(&["solve", "erdos-latino", "--param", "version=I"], "version II");
    refused(&["rules", "erdos-latino", "--param", "size=9"], "from 3 to 7");
    refused(&["play", "erdos-latino", "--param", "strategy=luck"], "champion (the champion), mirror");
}

#[test]
fn erdos_latino_solves_3x3_and_4x4_with_checkpoints() {
    let s = json(&["solve", "erdos-latino", "--param", "size=3", "--json"]);
    assert_eq!(
        (s["value"].as_str(), s["reason"].as_str(), s["exact"].as_bool()),
        (Some("first"), Some("blocked"), Some(true))
    );
    for field in ["positions", "seconds", "lower", "upper", "best_move", "hit_rate", "table_bytes"] {
        assert!(!s[field].is_null(), "{field}: {s}");
    }
    // 4×4: stopped after a second, then resumed from the checkpoint to the end.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("4x4.json");
    let f = file.to_str().unwrap();
    let started = std::time::Instant::now();
    let s = json(&["solve", "erdos-latino", "--param", "size=4", "--seconds", "1", "--checkpoint", f, "--json"]);
    if s["exact"] == false {
        assert!(s["value"].is_null() && s["lower"].as_i64() <= s["upper"].as_i64(), "{s}");
        assert!(file.exists(), "a stopped solve leaves its checkpoint");
        let s = json(&["solve", "erdos-latino", "--resume", f, "--json"]);
        assert!(s["positions"].as_u64().unwrap() > 0);
        assert_eq!((s["value"].as_str(), s["exact"].as_bool()), (Some("second"), Some(true)), "{s}");
    } else {
        assert_eq!(s["value"], "second");
    }
    assert!(started.elapsed() < std::time::Duration::from_secs(60), "4×4 takes seconds");
}

#[test]
fn erdos_latino_in_the_terminal() {
    // Every move of 3×3 offered in turn: the illegal ones are refused with a
    // sentence, the legal ones played, until the champion (B) or A wins.
    let mut input = String::from("hint\nc3=9\nc3\n");
    for c in ['a', 'b', 'c'] {
        for r in 1..=3 {
            for k in 1..=3 {
                input.push_str(&format!("{c}{r}={k}\n"));
            }
        }
    }
    let out = play(&["erdos-latino", "--param", "size=3"], &input);
    assert!(out.contains("First's conquests") && out.contains("Second's conquests"), "{out}");
    assert!(out.contains("good moves:"), "{out}");
    assert!(out.contains("there is no piece 9"), "{out}");
    assert!(out.contains("e.g. `c3=5`"), "{out}");
    assert!(out.contains("already"), "{out}");
    assert!(out.contains("B (champion) plays"), "{out}");
    assert!(out.contains("Game over at"), "{out}");
    // Version I: the square alone places the number drawn.
    let squares: String = ['a', 'b', 'c'].iter().flat_map(|c| (1..=3).map(move |r| format!("{c}{r}\n"))).collect();
    let squares = squares.repeat(9);
    let out = play(&["erdos-latino", "--param", "size=3", "--param", "version=I", "--param", "budget=1000"], &squares);
    assert!(out.contains("you drew") && out.contains("Game over at"), "{out}");
}

#[test]
fn erdos_latino_version_iii_hot_seat_hides_each_hand() {
    let args =
        ["erdos-latino", "--param", "version=III", "--param", "size=3", "--param", "seed=4", "--second", "human"];
    let out = play(&args, "\nb2=1\n\nquit\n");
    let clear = "\x1b[2J\x1b[H";
    assert!(out.contains("Pass the device to A") && out.contains("Pass the device to B"), "{out}");
    // What B sees after the last clear: B's own hand, never A's.
    let b_screen = out.rsplit(clear).next().unwrap();
    let a_screen = out.split(clear).nth(2).unwrap();
    let hand = |screen: &str| screen.lines().find(|l| l.starts_with("your hand: ")).map(str::to_string);
    let (a, b) = (hand(a_screen).unwrap(), hand(b_screen).unwrap());
    assert_ne!(a, b);
    assert!(!b_screen.contains(&a) && !b_screen.contains(&a["your hand: ".len()..]), "{b_screen}");
    assert!(b_screen.contains("A plays b2=1"), "{b_screen}");
}

/// The widest numbers a person can type are refused in one sentence, at
/// once: no panic, no allocation of the range, no abort for lack of memory.
#[test]
fn the_widest_ranges_and_heaps_are_refused_at_once() {
    let started = std::time::Instant::now();
    for game in ["je-1", "je-20", "je-28", "nim"] {
        let out = ludoteca(&["table", game, "--from", "0", "--to", "18446744073709551615"]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(matches!(out.status.code(), Some(1 | 2)), "{game}: {:?} {err}", out.status.code());
        assert!(err.starts_with("error: ") && !err.contains("panicked"), "{game}: {err}");
    }
    refused(&["outcome", "je-28", "--param", "heap=10^18"], "heaps up to 300000");
    refused(&["table", "je-28", "--to", "1000000"], "heaps up to 300000");
    assert!(started.elapsed() < std::time::Duration::from_secs(10), "{:?}", started.elapsed());
}

/// A reader that stops early (`ludoteca table je-1 --to 100000 | head -1`)
/// closes the pipe: the program ends quietly and successfully, never with a
/// panic's backtrace.
#[test]
fn a_reader_that_stops_early_ends_the_program_quietly() {
    use std::io::Read;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_ludoteca"))
        .args(["table", "je-1", "--to", "100000"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = [0u8; 16];
    child.stdout.as_mut().unwrap().read_exact(&mut first).unwrap();
    drop(child.stdout.take()); // the reader goes away
    let mut err = String::new();
    child.stderr.take().unwrap().read_to_string(&mut err).unwrap();
    let status = child.wait().unwrap();
    assert!(status.success(), "{status}: {err}");
    assert!(!err.contains("panicked"), "{err}");
}

/// Game 28 by thresholds: every starting heap up to N, its pattern as JSON
/// and as an SVG plot, and a stopped run that resumes from its checkpoint.
#[test]
fn solve_je_28_reports_the_losing_starts_and_resumes() {
    let dir = tempfile::tempdir().unwrap();
    let (plot, file) = (dir.path().join("je28.svg"), dir.path().join("je28.bin"));
    let p = |s: &std::path::Path| s.to_str().unwrap().to_string();
    let out =
        ludoteca(&["solve", "je-28", "--param", "heap=5000", "--plot", &p(&plot), "--checkpoint", &p(&file), "--json"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        (v["method"].as_str(), v["exact"].as_bool(), v["solved_up_to"].as_u64()),
        (Some("thresholds"), Some(true), Some(5000))
    );
    assert_eq!(
        v["pattern"]["first_losing"].as_array().unwrap()[..6],
        serde_json::json!([0, 2, 5, 7, 10, 14]).as_array().unwrap()[..]
    );
    assert!(std::fs::read_to_string(&plot).unwrap().starts_with("<svg"));
    let again = ludoteca(&["solve", "je-28", "--param", "heap=8000", "--resume", &p(&file), "--json"]);
    let w: serde_json::Value = serde_json::from_slice(&again.stdout).unwrap();
    let fresh = ludoteca(&["solve", "je-28", "--param", "heap=8000", "--json"]);
    let x: serde_json::Value = serde_json::from_slice(&fresh.stdout).unwrap();
    assert_eq!(w["pattern"], x["pattern"]);
}

/// Cost before work: the command line's `--memory` budget (default what the
/// machine has free) refuses, before any allocation, work whose estimate
/// exceeds it; `outcome je-28 --param heap=10^18` is an error in
/// milliseconds, never an abort (issue #16, "Why" 7).
#[test]
fn work_beyond_the_memory_budget_is_refused_before_it_starts() {
    let started = std::time::Instant::now();
    refused(&["outcome", "je-28", "--param", "heap=10^18"], "error: ");
    // Game 28 by thresholds: linear memory, so a budget of 1 MiB refuses
    // 20,000 stones, which the default budget answers.
    refused(&["--memory", "1", "outcome", "je-28", "--param", "heap=20000"], "of memory");
    assert!(started.elapsed() < std::time::Duration::from_secs(2), "{:?}", started.elapsed());
    // A budget given in MiB names both sizes.
    refused(&["--memory", "1", "outcome", "je-20", "--param", "heap=100000"], "5.4 MB of memory; the budget is 1.0 MB");
    refused(&["--memory", "1", "table", "je-1", "--to", "200000"], "the budget is 1.0 MB");
    let v = json(&["--memory", "64", "outcome", "je-20", "--param", "heap=100000", "--json"]);
    assert_eq!(v["method"], "table");
}

/// Game 28's thresholds are kept between runs (#17 item 1: `outcome`
/// answering at once in the computed range): the first run builds them and
/// writes the file, the next reads it (checked) and answers the same,
/// sooner; a damaged file is only built again.
#[test]
fn game_28_keeps_its_thresholds_between_runs() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().to_str().unwrap();
    let args = ["outcome", "je-28", "--param", "heap=12000", "--json"];
    let timed = || {
        let t0 = std::time::Instant::now();
        let out = ludoteca_keeping(&args, folder);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        (out.stdout, t0.elapsed())
    };
    let (first, built) = timed();
    let file = dir.path().join("je-28-thresholds.bin");
    assert!(file.exists(), "the thresholds are kept");
    let (second, read) = timed();
    assert_eq!(first, second, "the same answer from the kept file");
    assert!(read * 2 < built, "read {read:?}, built {built:?}");
    std::fs::write(&file, b"not thresholds").unwrap();
    let (third, _) = timed();
    assert_eq!(first, third, "a damaged file is built again");
    assert!(std::fs::read(&file).unwrap().len() > 1000, "and written again");
}

/// Past heap 100, game 28's table is by thresholds: every start with its
/// class (no remoteness), the same losing starts as `solve je-28` reports.
#[test]
fn the_je_28_table_past_the_search_agrees_with_its_solve() {
    let t = json(&["table", "je-28", "--from", "95", "--to", "400", "--json"]);
    // Past the exhaustive search the table says how it was found, and gives no remoteness.
    assert_eq!(t["method"], "thresholds");
    assert!(t["entries"].as_array().unwrap().iter().all(|e| e["remoteness"].is_null()));
    let small = json(&["table", "je-28", "--to", "20", "--json"]);
    assert!(small.get("method").is_none(), "the exhaustive search is the default and is not named");
    let losing: Vec<u64> = t["entries"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["outcome"] == "P")
        .map(|e| e["coords"][0].as_u64().unwrap())
        .collect();
    let s = json(&["solve", "je-28", "--param", "heap=400", "--json"]);
    let first = s["pattern"]["first_losing"].as_array().unwrap();
    // The first losing starts the solve lists that fall in the table's range.
    let listed: Vec<u64> = first.iter().map(|v| v.as_u64().unwrap()).filter(|&n| n >= 95).collect();
    assert!(!listed.is_empty());
    assert_eq!(losing[..listed.len()], listed[..]);
    assert_eq!(
        losing.len() as u64,
        s["pattern"]["losing"].as_u64().unwrap() - (first.iter().filter(|v| v.as_u64().unwrap() < 95).count() as u64)
    );
}

#[test]
fn erdos_latino_certificate_written_verified_and_refused_when_damaged() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("3x3.cert");
    let f = file.to_str().unwrap();
    let s = json(&["solve", "erdos-latino", "--param", "size=3", "--certificate", f, "--json"]);
    assert_eq!(
        (&s["value"], &s["method"], &s["exact"]),
        (&Value::from("first"), &Value::from("proof-number"), &Value::from(true))
    );
    assert_eq!(s["certificate"], f);
    let v = json(&["verify", "erdos-latino", f, "--json"]);
    assert_eq!((&v["value"], &v["size"]), (&Value::from("first"), &Value::from(3)));
    let out = ludoteca(&["verify", "erdos-latino", f]);
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("First (A) wins"));
    // Damaged: truncated, and a stranger's file.
    let bytes = std::fs::read(&file).unwrap();
    for (bad, needle) in [(&bytes[..bytes.len() - 3], "ends"), (&b"hello world"[..], "ERDOSCRT")] {
        std::fs::write(&file, bad).unwrap();
        let out = ludoteca(&["verify", "erdos-latino", f]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{err}");
        assert!(err.contains(needle) && err.lines().count() == 1 && !err.contains("panicked"), "{err}");
    }
    // Several files (parts first): each checked in order; a bad one is named.
    let good = dir.path().join("good.cert");
    std::fs::write(&good, &bytes).unwrap();
    let g = good.to_str().unwrap();
    let v = json(&["verify", "erdos-latino", g, g, "--json"]);
    assert_eq!(v["value"], "first");
    let out = ludoteca(&["verify", "erdos-latino", g, f]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("ERDOSCRT") && err.contains("3x3.cert") && err.lines().count() == 1, "{err}");
    refused(&["verify", "nim", f], "erdos-latino");
}

#[test]
fn a_check_past_its_deadline_proves_nothing_and_says_how_far_it_got() {
    let four = concat!(env!("CARGO_MANIFEST_DIR"), "/../../proofs/erdos-latino-4x4-cert.bin");
    let out = ludoteca(&["verify", "erdos-latino", four, "--seconds", "0"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(out.stdout.is_empty(), "{}", String::from_utf8_lossy(&out.stdout));
    assert!(err.contains("nothing is proved") && err.contains("of 194991 nodes") && err.lines().count() == 1, "{err}");
    // In Portuguese; and with --json, an object a script tells from a refusal.
    let out = ludoteca(&["--lang", "pt", "verify", "erdos-latino", four, "--seconds", "0", "--json"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("nada fica provado") && err.lines().count() == 1, "{err}");
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!((&v["stopped"], &v["nodes_stated"]), (&Value::from(true), &Value::from(194991)));
    assert!(v["nodes_checked"].as_u64().unwrap() < 194991, "{v}");
}

/// `serve`'s addresses and retention refused before anything starts: one
/// sentence in the caller's language, exit 2, nothing listening.
#[test]
fn serve_refuses_a_bad_public_url_keep_days_or_spectator_cap_in_one_sentence() {
    let data = tempfile::tempdir().unwrap();
    let dir = data.path().to_str().unwrap();
    for (flag, value) in [
        ("--public-url", "ftp://escola.test"),
        ("--public-url", "escola.test:8080"),
        ("--public-url", "http://escola.test/?x=1"),
        ("--public-url", ""),
        ("--keep-days", "0"),
        ("--keep-days", "-3"),
        ("--keep-days", "trinta"),
        ("--keep-days", "99999999999"),
        ("--spectators-per-network", "0"),
        ("--spectators-per-network", "-1"),
        ("--spectators-per-network", "muitos"),
        ("--spectators-per-network", "100001"),
    ] {
        for (lang, words) in [("en", "is not one"), ("pt", "não é um"), ("pt-BR", "não é um")] {
            let out = ludoteca(&["serve", "--addr", "127.0.0.1:0", "--data", dir, flag, value, "--lang", lang]);
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "{flag} {value:?} ({lang}): {err}");
            assert_eq!(err.lines().count(), 1, "one sentence: {err}");
            assert!(err.contains(flag) && err.contains(words), "{flag} {value:?} ({lang}): {err}");
            assert!(out.stdout.is_empty(), "nothing served: {}", String::from_utf8_lossy(&out.stdout));
        }
    }
}
