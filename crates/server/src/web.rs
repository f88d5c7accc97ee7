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
    use super::family_words;

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
