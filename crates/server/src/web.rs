//! The web UI: the files of `web/`, embedded in the binary at build time
//! (in a debug build they are read from disk, so a page can be edited and
//! reloaded); what the lab keeps of the pupils (`docs/privacy.md` at
//! `/privacy`, `docs/privacidade.md` at `/privacidade`, as plain text); and
//! the security headers every response carries.

use axum::http::{HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use ludoteca_core::Lang;
use rust_embed::RustEmbed;

#[derive(RustEmbed)]
#[folder = "../../web/"]
struct Files;

fn mime(path: &str) -> &'static str {
    match path.rsplit('.').next().unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "svg" => "image/svg+xml",
        "json" => "application/json",
        "png" => "image/png",
        "ico" => "image/x-icon",
        "txt" | "md" | "ftl" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

/// What the lab keeps of the pupils, for a school's data-protection
/// officer: in English, and in Portuguese.
const PRIVACY: &str = include_str!("../../../docs/privacy.md");
const PRIVACIDADE: &str = include_str!("../../../docs/privacidade.md");

/// Any path outside `/api/`: a file of `web/`, `index.html` for `/`; the
/// privacy notes at `/privacy` and `/privacidade`.
pub(crate) async fn serve(uri: Uri) -> Response {
    let text = |t: &'static str| {
        ([(header::CONTENT_TYPE, "text/plain; charset=utf-8"), (header::CACHE_CONTROL, "no-cache")], t).into_response()
    };
    match uri.path() {
        "/privacy" => return text(PRIVACY),
        "/privacidade" => return text(PRIVACIDADE),
        "/locales/languages.json" => {
            return ([(header::CONTENT_TYPE, "application/json"), (header::CACHE_CONTROL, "no-cache")], languages())
                .into_response();
        }
        path => {
            if let Some(words) = family_words(path) {
                return (
                    [(header::CONTENT_TYPE, "text/plain; charset=utf-8"), (header::CACHE_CONTROL, "no-cache")],
                    words,
                )
                    .into_response();
            }
        }
    }
    let path = uri.path().trim_start_matches('/');
    let path = if path.is_empty() { "index.html" } else { path };
    match Files::get(path) {
        Some(file) => {
            ([(header::CONTENT_TYPE, mime(path)), (header::CACHE_CONTROL, "no-cache")], file.data.into_owned())
                .into_response()
        }
        None => (StatusCode::NOT_FOUND, [(header::CONTENT_TYPE, "text/plain; charset=utf-8")], "not found\n")
            .into_response(),
    }
}

/// `/locales/languages.json`: the languages the lab speaks, in the order
/// menus list them (one per folder of `crates/core/locales`): `tag`, `name`
/// (in itself), `button` (the page's button), `code` (the page's `?lang=`)
/// `fallback` (the tag whose words stand for a message it lacks) and
/// `pseudo` (English written in the pseudo-locale, for a test), so
/// that the page offers a new language without a line of its own.
fn languages() -> String {
    let all: Vec<serde_json::Value> = Lang::ALL
        .iter()
        .map(|l| {
            serde_json::json!({
                "tag": l.tag(),
                "name": l.name(),
                "button": l.button(),
                "code": l.page_code(),
                "fallback": l.fallback().map(|f| f.tag()),
                // The server writes English in the pseudo-locale: so does the page.
                "pseudo": *l == Lang::EN && ludoteca_core::i18n::pseudo(),
            })
        })
        .collect();
    serde_json::Value::from(all).to_string()
}

/// `/locales/families/<tag>.ftl` (`en`, `pt-PT`, `pt-BR`…): every family's words in one
/// language (the files in its folder, and those only its pages say), for
/// the page's Fluent runtime, so that a board and the server say a family's
/// sentence from the same file. A language that falls back to another
/// (Brazilian Portuguese) is only what differs: the page lays it over the
/// other's file.
fn family_words(path: &str) -> Option<String> {
    let tag = path.strip_prefix("/locales/families/")?.strip_suffix(".ftl")?;
    let lang = Lang::ALL.into_iter().find(|l| l.tag() == tag)?;
    let files = ludoteca_games::TEXTS.iter().flat_map(|t| t.own(lang).iter().chain(t.page(lang)));
    Some(files.copied().collect::<Vec<&str>>().join("\n"))
}

/// Headers for a careful browser: no sniffing, no framing, our own scripts only.
pub(crate) async fn security_headers(mut r: Response) -> Response {
    let h = r.headers_mut();
    h.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    h.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; \
             connect-src 'self' ws: wss:; frame-ancestors 'none'",
        ),
    );
    r
}

#[cfg(test)]
mod tests {
    use super::{family_words, languages};

    /// The page learns the languages from the folders, with the codes its
    /// links and storage have always used.
    #[test]
    fn the_languages_are_listed_from_their_folders() {
        let all: serde_json::Value = serde_json::from_str(&languages()).expect("JSON");
        let codes: Vec<(&str, &str)> = all
            .as_array()
            .expect("a list")
            .iter()
            .map(|l| (l["tag"].as_str().unwrap(), l["code"].as_str().unwrap()))
            .collect();
        assert_eq!(codes, [("en", "en"), ("pt-PT", "pt"), ("pt-BR", "br")]);
        assert_eq!(all[2]["fallback"], "pt-PT");
        assert_eq!(all[2]["button"], "Brasil");
        assert!(all[0]["fallback"].is_null());
    }

    #[test]
    fn every_familys_words_are_served_in_each_language() {
        let pt = family_words("/locales/families/pt-PT.ftl").expect("European Portuguese");
        assert!(pt.contains("board_knight_prompt = { $Click } numa das casas"), "a board's own words");
        assert!(pt.contains("\nmm-make ="), "a family's messages the program says");
        let br = family_words("/locales/families/pt-BR.ftl").expect("Brazilian Portuguese");
        assert!(br.contains("board_knight_prompt = { $Click } em uma das casas"), "{br}");
        assert!(!br.contains("saltar o cavalo"), "only what Brazilian Portuguese says differently");
        assert!(family_words("/locales/families/en.ftl").is_some_and(|en| en.contains("board_jump = Jump to")));
        for path in
            ["/locales/families/fr.ftl", "/locales/families/pt-PT", "/locales/en.ftl", "/locales/families/../en.ftl"]
        {
            assert_eq!(family_words(path), None, "{path}");
        }
    }
}
