//! The test command survives a busy machine: `scripts/postgres.sh` starts
//! its throw-away cluster even when the first port it tries is already
//! bound by another socket that does not listen (as an outgoing
//! connection's local port is), by moving on to the next ports.
//!
//! Needs PostgreSQL's `initdb` (installed by `scripts/test`): without it
//! this test prints a loud `SKIPPED:` line, and fails under `CI=true`.

use std::net::{Ipv4Addr, SocketAddr};
use std::path::Path;
use std::process::Command;

/// The repository's `scripts/postgres.sh`.
fn script() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scripts/postgres.sh")
}

/// Runs `body` in bash after sourcing the script; returns (success, stdout, stderr).
fn sourced(body: &str, env: &[(&str, String)]) -> (bool, String, String) {
    let out = Command::new("bash")
        .arg("-c")
        .arg(format!("set -u; source '{}'; {body}", script().display()))
        .envs(env.iter().map(|(k, v)| (*k, v.as_str())))
        .output()
        .expect("bash runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn the_test_cluster_starts_when_its_first_port_is_held() {
    let (found, _, _) = sourced("pg_find_bin initdb >/dev/null", &[]);
    if !found {
        let why = "PostgreSQL's initdb is not installed (scripts/test installs it)";
        assert!(std::env::var("CI").as_deref() != Ok("true"), "{why}");
        eprintln!("*** SKIPPED: the_test_cluster_starts_when_its_first_port_is_held: {why} ***");
        return;
    }
    // A socket bound to a port and not listening: what an outgoing
    // connection holds. Bound without SO_REUSEADDR, nobody else binds it.
    let held = socket2::Socket::new(socket2::Domain::IPV4, socket2::Type::STREAM, None).unwrap();
    let mut first = 0;
    for port in 61_000..65_000u16 {
        if held.bind(&SocketAddr::from((Ipv4Addr::LOCALHOST, port)).into()).is_ok() {
            first = port;
            break;
        }
    }
    assert!(first > 0, "no port of 61000..65000 could be bound for the test");
    let (ok, out, err) = sourced(
        "pg_test_start || exit 1; echo \"$LUDOTECA_TEST_POSTGRES\"; pg_test_stop",
        &[("PG_TEST_PORT_BASE", first.to_string())],
    );
    assert!(ok, "the cluster did not start with port {first} held:\n{err}");
    let url = out.trim();
    let port: u16 = url.rsplit(':').next().and_then(|p| p.split('/').next()).and_then(|p| p.parse().ok()).expect(url);
    assert!(port > first && port < first + 100, "the cluster moved on past the held port {first}: {url}");
    assert!(!(32_768..=60_999).contains(&port), "a port outside the ephemeral range: {url}");
    drop(held);
}
