//! The browser harness shared by the Chromium tests: chromedriver on a free
//! port, fresh browser profiles, and small polling helpers (`until`, `find`,
//! `click`, `text`) that wait for a state with a deadline instead of sleeping.

use super::Lab;
use fantoccini::elements::Element;
use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::{Value, json};
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The longest any awaited state may take.
pub const WAIT: Duration = Duration::from_secs(20);
/// Browsers are heavy on a small machine: one test drives Chromium at a time.
pub static ONE_AT_A_TIME: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

pub fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| v == "true" || v == "1")
}

/// The Chromium and chromedriver binaries, or `None` (after a loud SKIPPED
/// line) when they are missing outside CI.
pub fn tools(test: &str) -> Option<(PathBuf, PathBuf)> {
    let find = |var: &str, default: &str| std::env::var_os(var).map_or_else(|| PathBuf::from(default), PathBuf::from);
    let chromium = find("CHROMIUM", "/usr/bin/chromium");
    let driver = find("CHROMEDRIVER", "/usr/bin/chromedriver");
    if chromium.exists() && driver.exists() {
        return Some((chromium, driver));
    }
    let msg = format!(
        "{test}: headless Chromium is not installed ({} and {} are needed); install it with \
         `apt-get update && apt-get install -y chromium chromium-driver`",
        chromium.display(),
        driver.display()
    );
    if in_ci() {
        panic!("{msg}");
    }
    let _ = writeln!(std::io::stderr(), "\n*** SKIPPED: {msg} ***\n");
    None
}

pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0").and_then(|l| l.local_addr()).expect("a free port").port()
}

/// One blocking HTTP GET on localhost; what it answered (chromedriver keeps
/// the connection open after its answer, so reading stops at a short timeout).
pub fn http_get(port: u16, path: &str) -> Option<String> {
    let mut s = TcpStream::connect_timeout(&([127, 0, 0, 1], port).into(), Duration::from_secs(2)).ok()?;
    s.set_read_timeout(Some(Duration::from_millis(500))).ok()?;
    s.write_all(format!("GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n").as_bytes()).ok()?;
    let mut out = Vec::new();
    let mut buf = [0u8; 4096];
    loop {
        match s.read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(n) => out.extend_from_slice(&buf[..n]),
        }
    }
    (!out.is_empty()).then(|| String::from_utf8_lossy(&out).into_owned())
}

/// chromedriver on a free port, stopped (with every browser it started) when dropped, even after a panic.
pub struct Driver {
    child: Child,
    port: u16,
}

impl Driver {
    pub fn start(binary: &Path) -> Driver {
        let port = free_port();
        let child = Command::new(binary)
            .arg(format!("--port={port}"))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {}: {e}", binary.display()));
        let driver = Driver { child, port };
        let t0 = Instant::now();
        while !http_get(port, "/status").is_some_and(|s| s.contains("ready")) {
            assert!(t0.elapsed() < WAIT, "chromedriver did not answer on port {port}");
            std::thread::sleep(Duration::from_millis(50));
        }
        driver
    }

    pub fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        // `/shutdown` closes the browsers too; killing alone would leave them behind.
        let _ = http_get(self.port, "/shutdown");
        for _ in 0..60 {
            if matches!(self.child.try_wait(), Ok(Some(_))) {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Everything one test needs: the server, chromedriver, and browser profiles.
pub struct Bench {
    pub lab: Lab,
    pub chromium: PathBuf,
    pub profiles: Vec<tempfile::TempDir>,
    pub driver: Driver,
}

impl Bench {
    pub async fn start(test: &str) -> Option<Bench> {
        Bench::start_with(test, |_| {}).await
    }

    /// A bench whose server's configuration `edit` changes first.
    pub async fn start_with(test: &str, edit: impl FnOnce(&mut ludoteca_server::Config)) -> Option<Bench> {
        let (chromium, driver) = tools(test)?;
        let driver = Driver::start(&driver);
        let lab = Lab::start_with(tempfile::tempdir().expect("a data directory"), edit).await;
        Some(Bench { lab, chromium, profiles: Vec::new(), driver })
    }

    pub fn base(&self) -> String {
        format!("http://{}", self.lab.addr)
    }

    /// A new browser with its own fresh profile (its own storage: a second person).
    pub async fn browser(&mut self) -> Client {
        self.browser_with(None).await
    }

    /// A new browser emulating a 390×844 phone with a touch screen and no
    /// mouse (CSS `pointer: coarse`), with its own fresh profile.
    pub async fn touch_browser(&mut self) -> Client {
        self.browser_with(Some(
            json!({"deviceMetrics": {"width": 390, "height": 844, "pixelRatio": 2.0, "touch": true, "mobile": true}}),
        ))
        .await
    }

    async fn browser_with(&mut self, mobile: Option<Value>) -> Client {
        let profile = tempfile::tempdir().expect("a profile directory");
        let args = [
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--disable-dev-shm-usage",
            "--window-size=1200,900",
            "--lang=en-US",
        ]
        .iter()
        .map(|s| s.to_string())
        .chain([format!("--user-data-dir={}", profile.path().display())])
        .collect::<Vec<_>>();
        self.profiles.push(profile);
        let mut caps = serde_json::Map::new();
        caps.insert("browserName".into(), json!("chrome"));
        let mut options = json!({ "binary": self.chromium, "args": args });
        if let Some(m) = mobile {
            options["mobileEmulation"] = m;
        }
        caps.insert("goog:chromeOptions".into(), options);
        ClientBuilder::native()
            .capabilities(caps)
            .connect(&self.driver.url())
            .await
            .unwrap_or_else(|e| panic!("cannot open a Chromium session: {e}"))
    }

    pub async fn stop(self, clients: Vec<Client>) {
        for c in clients {
            let _ = c.close().await;
        }
        if let Some(r) = self.lab.running {
            r.shutdown().await;
        }
        drop(self.driver);
    }
}

/// Evaluates `return (EXPR)` in the page.
pub async fn js(c: &Client, expr: &str) -> Value {
    c.execute(&format!("return ({expr});"), vec![]).await.unwrap_or_else(|e| panic!("script `{expr}` failed: {e}"))
}

/// Waits until the page expression `expr` is truthy; returns its value.
pub async fn until(c: &Client, what: &str, expr: &str) -> Value {
    let t0 = Instant::now();
    loop {
        if let Ok(v) = c.execute(&format!("try {{ return ({expr}); }} catch (e) {{ return null; }}"), vec![]).await
            && !matches!(&v, Value::Null | Value::Bool(false))
            && v != json!(0)
            && v != json!("")
        {
            return v;
        }
        if t0.elapsed() > WAIT {
            let body = js(c, "document.querySelector('main') && document.querySelector('main').innerText").await;
            let errors = js(c, "window.__errors || []").await;
            panic!("waited {WAIT:?} for {what} (`{expr}`); the page shows:\n{body}\nerrors: {errors}");
        }
        tokio::time::sleep(Duration::from_millis(40)).await;
    }
}

pub async fn find(c: &Client, css: &str) -> Element {
    until(c, &format!("an element `{css}`"), &format!("!!document.querySelector({})", json!(css))).await;
    c.find(Locator::Css(css)).await.unwrap_or_else(|e| panic!("`{css}`: {e}"))
}

/// Clicks the first element matching `css`. A page that redraws (a poll, a
/// clock) can replace the element between finding and clicking it; then the
/// click goes to its replacement, as a finger's tap would.
pub async fn click(c: &Client, css: &str) {
    let t0 = Instant::now();
    loop {
        match find(c, css).await.click().await {
            Ok(_) => return,
            Err(e) if e.is_stale_element_reference() && t0.elapsed() < WAIT => {
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
            Err(e) => panic!("cannot click `{css}`: {e}"),
        }
    }
}

pub async fn text(c: &Client, css: &str) -> String {
    js(c, &format!("(document.querySelector({}) || {{}}).innerText || ''", json!(css)))
        .await
        .as_str()
        .unwrap_or("")
        .to_string()
}

/// No script error reached the page's error log.
pub async fn no_errors(c: &Client) {
    let errors = js(c, "window.__errors || []").await;
    assert_eq!(errors, json!([]), "the page reported errors");
}

pub async fn english(c: &Client, base: &str) {
    c.goto(&format!("{base}/#/")).await.unwrap();
    js(c, "localStorage.setItem('ludoteca.lang', 'en') || true").await;
}

/// The match page's turn marker: `mine`, `theirs` or `over`.
pub const TURN: &str = "(document.querySelector('#status') || {dataset: {}}).dataset.turn";
pub const MOVES: &str = "document.querySelectorAll('#moves li[data-seat]').length";

pub fn catalogue_has(games: &Value, id: &str) -> bool {
    games.as_array().is_some_and(|a| a.iter().any(|g| g["id"] == id))
}

/// The page's visible words (closed `<details>` are not rendered, so the
/// teacher's "more details" stay out).
pub async fn page_words(c: &Client) -> String {
    js(c, "document.querySelector('main').innerText").await.as_str().unwrap_or("").to_string()
}

/// No English word of the stop-list (`rules_text::english_words`) is
/// visible on the Portuguese page.
pub async fn no_english_words(c: &Client, what: &str) {
    let text = page_words(c).await;
    let english = ludoteca_games::rules_text::english_words(&text);
    assert!(english.is_empty(), "{what}: English words {english:?} on the Portuguese page:\n{text}");
}
