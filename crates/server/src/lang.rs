//! The language of a request: `?lang=en|pt|pt-PT|pt-BR`, else the
//! `Accept-Language` header, else English. A middleware keeps it for the
//! request's task, so that errors (`{"error": …}`) and a match view's
//! `prompt` are written in it; JSON fields and codes never change.

use axum::extract::Request;
use axum::http::header;
use axum::middleware::Next;
use axum::response::Response;
use ludoteca_core::Lang;
use std::future::Future;

tokio::task_local! {
    static LANG: Lang;
}

/// The language of the request being answered (English outside one).
pub(crate) fn current() -> Lang {
    LANG.try_with(|l| *l).unwrap_or_default()
}

/// Runs `f` in `lang` (a socket's life, which outlives its request).
pub(crate) async fn scope<F: Future>(lang: Lang, f: F) -> F::Output {
    LANG.scope(lang, f).await
}

/// The language a request asks for.
fn of(req: &Request) -> Lang {
    let from_query = req
        .uri()
        .query()
        .and_then(|q| q.split('&').filter_map(|pair| pair.strip_prefix("lang=")).find_map(|v| v.parse::<Lang>().ok()));
    from_query
        .or_else(|| {
            req.headers()
                .get(header::ACCEPT_LANGUAGE)
                .and_then(|h| h.to_str().ok())
                .and_then(Lang::from_accept_language)
        })
        .unwrap_or_default()
}

/// The middleware: answers the request in its language, and tells caches
/// that the answer depends on `Accept-Language`.
pub(crate) async fn layer(req: Request, next: Next) -> Response {
    let lang = of(&req);
    let mut response = LANG.scope(lang, next.run(req)).await;
    response.headers_mut().append(header::VARY, header::HeaderValue::from_static("accept-language"));
    response
}
