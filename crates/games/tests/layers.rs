//! The layers of `docs/architecture.md` held at the manifest level: what
//! `cargo metadata` says each crate of the workspace depends on.
//!
//! The imports are held elsewhere (`registration.rs` counts the files that
//! name a family); this test holds the manifests, so that a dependency no
//! file uses (cli's `ludoteca-figuras`, dropped with issue 38) cannot sit
//! there unnoticed, and so that the "nevers" of the document stay true:
//!
//! - an engine (`ludoteca-core`, `ludoteca-figuras`, `ludoteca-mastermind`,
//!   `ludoteca-erdos`, `ludoteca-values`) depends on no catalogue, match,
//!   storage or front-end crate, and on no engine but `ludoteca-core`;
//! - the front ends (`ludoteca-server`, the `ludoteca` command line) depend
//!   on no engine crate but `ludoteca-core`, the vocabulary every layer
//!   shares: a game reaches them through the catalogue and the match driver.
//!
//! These hold for every kind of dependency (normal, dev and build). The
//! normal dependencies are also held to the document's "In Cargo terms"
//! paragraph, crate by crate ([`IN_CARGO_TERMS`]).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::process::Command;

/// The layers, in the document's order: dependencies only point up this list.
const LAYERS: &[(&str, &[&str])] = &[
    ("engine", &["ludoteca-core", "ludoteca-figuras", "ludoteca-mastermind", "ludoteca-erdos", "ludoteca-values"]),
    ("catalogue", &["ludoteca-games"]),
    ("match", &["ludoteca-play"]),
    ("storage", &["ludoteca-store"]),
    ("front end", &["ludoteca-server", "ludoteca"]),
];

/// The engines a game is written in: no front end depends on them.
const GAME_ENGINES: &[&str] = &["ludoteca-figuras", "ludoteca-mastermind", "ludoteca-erdos", "ludoteca-values"];

/// The workspace crates each crate depends on (normal dependencies), as the
/// "In Cargo terms" paragraph of `docs/architecture.md` says.
const IN_CARGO_TERMS: &[(&str, &[&str])] = &[
    ("ludoteca-core", &[]),
    ("ludoteca-mastermind", &[]),
    ("ludoteca-store", &[]),
    ("ludoteca-values", &[]),
    ("ludoteca-figuras", &["ludoteca-core"]),
    ("ludoteca-erdos", &["ludoteca-core"]),
    (
        "ludoteca-games",
        &["ludoteca-core", "ludoteca-figuras", "ludoteca-mastermind", "ludoteca-erdos", "ludoteca-values"],
    ),
    ("ludoteca-play", &["ludoteca-core", "ludoteca-games", "ludoteca-mastermind", "ludoteca-erdos"]),
    ("ludoteca-server", &["ludoteca-core", "ludoteca-games", "ludoteca-play", "ludoteca-store"]),
    ("ludoteca", &["ludoteca-core", "ludoteca-games", "ludoteca-play", "ludoteca-server", "ludoteca-store"]),
];

/// One dependency on a crate of the workspace: its name and its kind
/// (`normal`, `dev`, `build`).
type Deps = BTreeMap<String, BTreeSet<(String, String)>>;

/// Each workspace crate's dependencies on other workspace crates, from
/// `cargo metadata --no-deps`.
fn workspace_deps() -> Deps {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../Cargo.toml");
    let out = Command::new(env!("CARGO"))
        .args(["metadata", "--format-version", "1", "--no-deps", "--offline", "--manifest-path"])
        .arg(&manifest)
        .output()
        .expect("cargo metadata runs");
    assert!(out.status.success(), "cargo metadata: {}", String::from_utf8_lossy(&out.stderr));
    let meta: serde_json::Value = serde_json::from_slice(&out.stdout).expect("cargo metadata's JSON");
    deps_of(&meta)
}

/// The dependencies of `meta`'s packages on one another.
fn deps_of(meta: &serde_json::Value) -> Deps {
    let packages = meta["packages"].as_array().expect("packages");
    let names: BTreeSet<&str> = packages.iter().map(|p| p["name"].as_str().expect("a package name")).collect();
    let mut out = Deps::new();
    for p in packages {
        let entry = out.entry(p["name"].as_str().expect("a name").to_string()).or_default();
        for d in p["dependencies"].as_array().expect("dependencies") {
            let name = d["name"].as_str().expect("a dependency's name");
            if names.contains(name) {
                let kind = d["kind"].as_str().unwrap_or("normal").to_string();
                entry.insert((name.to_string(), kind));
            }
        }
    }
    out
}

fn layer(krate: &str) -> usize {
    LAYERS
        .iter()
        .position(|(_, crates)| crates.contains(&krate))
        .unwrap_or_else(|| panic!("{krate} is in no layer of docs/architecture.md"))
}

/// The broken rules of `deps`, one sentence each.
fn broken(deps: &Deps) -> Vec<String> {
    let mut out = Vec::new();
    for (krate, on) in deps {
        let here = layer(krate);
        for (dep, kind) in on {
            let there = layer(dep);
            if there > here {
                out.push(format!(
                    "{krate} ({}) depends on {dep} ({}), a layer above ({kind})",
                    LAYERS[here].0, LAYERS[there].0
                ));
            }
            if here == 0 && dep != "ludoteca-core" {
                out.push(format!("the engine {krate} depends on {dep} ({kind}): an engine uses only ludoteca-core"));
            }
            if LAYERS[here].0 == "front end" && GAME_ENGINES.contains(&dep.as_str()) {
                out.push(format!("the front end {krate} depends on the engine {dep} ({kind})"));
            }
        }
    }
    out
}

#[test]
fn every_crate_of_the_workspace_has_its_layer() {
    let deps = workspace_deps();
    let found: BTreeSet<&str> = deps.keys().map(String::as_str).collect();
    let listed: BTreeSet<&str> = LAYERS.iter().flat_map(|(_, c)| c.iter().copied()).collect();
    assert_eq!(found, listed, "the workspace's crates and the layers");
}

#[test]
fn the_nevers_hold_for_every_kind_of_dependency() {
    let broken = broken(&workspace_deps());
    assert!(broken.is_empty(), "rules of docs/architecture.md broken by the manifests:\n{}", broken.join("\n"));
}

#[test]
fn the_dependencies_are_those_the_document_says() {
    let deps = workspace_deps();
    for (krate, says) in IN_CARGO_TERMS {
        let normal: BTreeSet<&str> =
            deps[*krate].iter().filter(|(_, kind)| kind == "normal").map(|(name, _)| name.as_str()).collect();
        let says: BTreeSet<&str> = says.iter().copied().collect();
        assert_eq!(normal, says, "{krate}: its manifest and \"In Cargo terms\" in docs/architecture.md");
    }
    assert_eq!(IN_CARGO_TERMS.len(), deps.len(), "every crate is in the paragraph");
}

#[test]
fn a_broken_rule_is_found() {
    let meta = |deps: &[(&str, &[(&str, &str)])]| {
        let packages: Vec<serde_json::Value> = deps
            .iter()
            .map(|(name, on)| {
                let on: Vec<_> = on
                    .iter()
                    .map(|(d, k)| serde_json::json!({ "name": d, "kind": if *k == "normal" { serde_json::Value::Null } else { (*k).into() } }))
                    .collect();
                serde_json::json!({ "name": name, "dependencies": on })
            })
            .collect();
        serde_json::json!({ "packages": packages })
    };
    let fine = meta(&[
        ("ludoteca-core", &[]),
        ("ludoteca-erdos", &[("ludoteca-core", "normal"), ("serde", "normal")]),
        ("ludoteca", &[("ludoteca-core", "normal")]),
    ]);
    assert_eq!(broken(&deps_of(&fine)), Vec::<String>::new());
    for (bad, says) in [
        (meta(&[("ludoteca", &[("ludoteca-figuras", "normal")]), ("ludoteca-figuras", &[])]), "the front end ludoteca"),
        (meta(&[("ludoteca-server", &[("ludoteca-values", "dev")]), ("ludoteca-values", &[])]), "the front end"),
        (meta(&[("ludoteca-erdos", &[("ludoteca-games", "dev")]), ("ludoteca-games", &[])]), "a layer above"),
        (meta(&[("ludoteca-erdos", &[("ludoteca-mastermind", "normal")]), ("ludoteca-mastermind", &[])]), "the engine"),
        (meta(&[("ludoteca-play", &[("ludoteca-server", "normal")]), ("ludoteca-server", &[])]), "a layer above"),
    ] {
        let found = broken(&deps_of(&bad));
        assert!(found.iter().any(|s| s.contains(says)), "{says}: {found:?}");
    }
}
