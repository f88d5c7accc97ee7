//! Proofs split across workers (issue 40): `ludoteca solve erdos-latino
//! --distribute URL --certificate FILE.zst` has `ludoteca worker` processes
//! prove the first moves as parts, each with its certificate kept in the
//! database, and writes the whole citing them; `ludoteca verify` accepts the
//! parts and the whole, and each part's certificate is byte for byte the one
//! the prover writes on one machine from that part's position.

mod research_support;

use ludoteca_store::{Store, testing};
use research_support::{ludoteca, stop, text, worker};
use serde_json::Value;

/// `solve erdos-latino -p size=N --distribute url --certificate file --json`.
fn prove(size: &str, url: &str, file: &std::path::Path) -> Value {
    let out = ludoteca(&[
        "solve",
        "erdos-latino",
        "-p",
        &format!("size={size}"),
        "--distribute",
        url,
        "--certificate",
        file.to_str().unwrap(),
        "--json",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    serde_json::from_slice(&out.stdout).unwrap()
}

#[test]
fn erdos_latino_proved_in_parts_by_workers_is_verified_and_its_parts_are_the_local_prover_s() {
    let Some(db) = testing::postgres("research_proofs") else { return };
    let dir = tempfile::tempdir().unwrap();
    let workers = [worker(db.url(), &["--threads", "1"]), worker(db.url(), &["--threads", "1"])];
    for (size, value, words) in [("3", "first", "First (A) wins"), ("4", "second", "Second (B) wins")] {
        let file = dir.path().join(format!("erdos-{size}.bin.zst"));
        let report = prove(size, db.url(), &file);
        assert_eq!((report["value"].as_str(), report["exact"].as_bool()), (Some(value), Some(true)), "{report}");
        let files: Vec<String> =
            report["certificate_files"].as_array().unwrap().iter().map(|f| f.as_str().unwrap().to_string()).collect();
        // First wins 3×3 with one first move: one part; Second wins 4×4
        // only once every first move is refuted: a part each.
        assert_eq!(report["parts"].as_u64().unwrap() as usize, files.len() - 1, "{report}");
        assert!(files.len() > if size == "4" { 5 } else { 1 }, "{files:?}");
        let mut args = vec!["verify", "erdos-latino"];
        args.extend(files.iter().map(String::as_str));
        let out = ludoteca(&args);
        assert!(out.status.success(), "{}", text(&out.stderr));
        assert!(text(&out.stdout).contains(words), "{}", text(&out.stdout));
        // 4×4's whole cites parts it is not given alone: refused (3×3's is
        // small enough to be proved below its first move without them).
        if size == "4" {
            let out = ludoteca(&["verify", "erdos-latino", files.last().unwrap()]);
            assert_eq!(out.status.code(), Some(1), "{}", text(&out.stdout));
            verified_by_workers(db.url(), &files);
        }
    }
    // Each part's certificate is the one the prover writes alone from its position.
    let store = Store::connect(db.url()).unwrap();
    let research = store.research().unwrap();
    let problem = research.problems().unwrap().into_iter().find(|p| p.key.contains("size: 4")).unwrap();
    let task = research.tasks(&problem.key).unwrap().into_iter().next().unwrap();
    // Its certificate is kept beside it as bytes (zstd), not in its JSON.
    let result = task.result.clone().unwrap();
    assert!(result.get("files").is_none() && result.to_string().len() < 1000, "{result}");
    let kept = research.files(&problem.key, task.n).unwrap();
    assert!(kept.len() == 1 && kept[0].0 == "certificate" && kept[0].1.starts_with(&[0x28, 0xB5, 0x2F, 0xFD]));
    let local = dir.path().join("local.bin.zst");
    let position = task.payload["position"].as_str().unwrap();
    let out = ludoteca(&[
        "solve",
        "erdos-latino",
        "-p",
        "size=4",
        "--position",
        position,
        "--certificate",
        local.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let first = task.payload["move"].as_str().unwrap().replace('=', "");
    let part = std::fs::read(dir.path().join(format!("erdos-4-part-{first}.bin.zst"))).unwrap();
    assert_eq!(part, std::fs::read(&local).unwrap(), "part {first} as one machine's prover writes it");
    for w in workers {
        stop(w);
    }
}

/// Two plies deep (`LUDOTECA_SPLIT_LINE=2`: First's move, then every reply
/// of Second): 3×3 proved by workers from the positions after the reply,
/// each part named by its two moves, parts and whole accepted together.
#[test]
fn erdos_latino_split_two_plies_deep_is_proved_by_workers_and_verified() {
    let Some(db) = testing::postgres("research_proofs_deep") else { return };
    let dir = tempfile::tempdir().unwrap();
    let workers = [worker(db.url(), &["--threads", "1"]), worker(db.url(), &["--threads", "1"])];
    let file = dir.path().join("erdos-3.bin.zst");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_ludoteca"))
        .args(["solve", "erdos-latino", "-p", "size=3", "--distribute", db.url(), "--certificate"])
        .arg(&file)
        .arg("--json")
        .env("LUDOTECA_SPLIT_LINE", "2")
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    let report: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["value"], "first", "{report}");
    let files: Vec<&str> = report["certificate_files"].as_array().unwrap().iter().filter_map(Value::as_str).collect();
    // A part per reply that the win rests on, each named by both moves.
    assert!(files.len() > 2 && files[0].contains("erdos-3-part-") && files[0].matches('-').count() >= 4, "{files:?}");
    let mut args = vec!["verify", "erdos-latino"];
    args.extend(&files);
    let checked = ludoteca(&args);
    assert!(checked.status.success() && text(&checked.stdout).contains("First (A) wins"), "{}", text(&checked.stderr));
    let store = Store::connect(db.url()).unwrap();
    let problem = store.research().unwrap().problems().unwrap().remove(0);
    assert!(problem.key.ends_with(", split along the line `* *`"), "{}", problem.key);
    for w in workers {
        stop(w);
    }
}

/// `verify erdos-latino FILES --distribute url`: the parts checked by the
/// workers, the whole here; accepted, and refused with a part altered.
fn verified_by_workers(url: &str, files: &[String]) {
    let mut args = vec!["verify", "erdos-latino"];
    args.extend(files.iter().map(String::as_str));
    args.extend(["--distribute", url, "--json"]);
    let out = ludoteca(&args);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let verdict: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(verdict["value"], "second", "{verdict}");
    let store = Store::connect(url).unwrap();
    let research = store.research().unwrap();
    let check = research.problems().unwrap().into_iter().find(|p| p.key.starts_with("verify ")).unwrap();
    assert_eq!(check.tasks as usize, files.len() - 1, "a task per part");
    let first = research.tasks(&check.key).unwrap().remove(0);
    assert!(first.payload.get("files").is_none(), "the part's bytes are kept beside its task");
    assert_eq!(research.files(&check.key, 0).unwrap()[0].1, std::fs::read(&files[0]).unwrap());
    assert_eq!(check.result.unwrap()["accepted"], true);
    // A part altered in its last byte: refused by the worker that checks
    // it, then by the check of every file here.
    let dir = tempfile::tempdir().unwrap();
    let mut altered: Vec<String> = files.to_vec();
    let mut bytes = std::fs::read(&files[1]).unwrap();
    let plain = altered_copy(&mut bytes);
    altered[1] = dir.path().join(plain.0).display().to_string();
    std::fs::write(&altered[1], plain.1).unwrap();
    let mut args = vec!["verify", "erdos-latino"];
    args.extend(altered.iter().map(String::as_str));
    args.extend(["--distribute", url]);
    let out = ludoteca(&args);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stdout));
    assert!(text(&out.stderr).contains("refused alone"), "{}", text(&out.stderr));
}

/// The bytes of a `.zst` certificate with its frame's last byte (part of
/// its checksum) flipped: a file that no longer reads.
fn altered_copy(bytes: &mut [u8]) -> (&'static str, Vec<u8>) {
    let last = bytes.len() - 1;
    bytes[last] ^= 0x55;
    ("altered.bin.zst", bytes.to_vec())
}

#[test]
fn a_split_proof_or_check_refuses_what_it_cannot_do_in_one_sentence() {
    for (args, said) in [
        (
            &["solve", "erdos-latino", "--distribute", "postgres://nobody@127.0.0.1:1/none", "--certificate", "w.bin"]
                [..],
            "ending in .zst",
        ),
        (
            &[
                "solve",
                "mastermind",
                "-p",
                "strategy=optimal-average",
                "--distribute",
                "postgres://nobody@127.0.0.1:1/none",
                "--certificate",
                "w.bin.zst",
            ],
            "writes no certificate",
        ),
        (
            &["verify", "erdos-latino", "whole.bin.zst", "--distribute", "postgres://nobody@127.0.0.1:1/none"],
            "give the part certificates first and the whole last",
        ),
        (
            &["verify", "erdos-latino", "a.bin", "b.bin", "--distribute", "sqlite:///tmp/lab"],
            "take a PostgreSQL address",
        ),
    ] {
        let out = ludoteca(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", text(&out.stderr));
        let e = text(&out.stderr);
        assert!(e.contains(said) && e.lines().count() == 1, "{e}");
    }
    // A line the split does not take: one sentence, in the caller's language.
    for (lang, said) in [("en", "separated by spaces"), ("pt", "separados por espaços"), ("pt-BR", "precisa dar")] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_ludoteca"))
            .args(["--lang", lang, "solve", "erdos-latino", "--distribute", "postgres://nobody@127.0.0.1:1/none"])
            .env("LUDOTECA_SPLIT_LINE", "c3=3 everything")
            .output()
            .unwrap();
        let e = text(&out.stderr);
        assert!(out.status.code() == Some(2) && e.contains(said) && e.lines().count() == 1, "{lang}: {e}");
    }
    // In the caller's language (the research commands' own words).
    for (lang, said) in [
        ("pt", "dá primeiro os certificados das partes e por último o do todo"),
        ("pt-BR", "dê primeiro os certificados das partes e por último o do todo"),
    ] {
        let args =
            ["--lang", lang, "verify", "erdos-latino", "w.bin.zst", "--distribute", "postgres://nobody@127.0.0.1:1/x"];
        let out = ludoteca(&args);
        let e = text(&out.stderr);
        assert!(out.status.code() == Some(2) && e.contains(said) && e.lines().count() == 1, "{lang}: {e}");
    }
}

#[test]
fn status_reads_an_open_check_as_a_check() {
    let Some(db) = testing::postgres("research_check_standing") else { return };
    let store = Store::connect(db.url()).unwrap();
    let research = store.research().unwrap();
    let version = format!("ludoteca {}", env!("CARGO_PKG_VERSION"));
    let spec = serde_json::json!({ "game": "erdos-latino", "params": {}, "verify": true });
    let parts = [serde_json::json!({ "file": "a" }), serde_json::json!({ "file": "b" })];
    research.submit("verify erdos-latino: test", &spec, &version, &parts).unwrap();
    let task = research.claim("w", &version, None, std::time::Duration::from_secs(60)).unwrap().unwrap();
    research.finish("verify erdos-latino: test", task.n, "w", &serde_json::json!({ "accepted": true })).unwrap();
    let out = ludoteca(&["solve", "--status", db.url(), "--json"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let status: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(status["problems"][0]["standing"], "1 of 2 parts checked", "{status}");
}
