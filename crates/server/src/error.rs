//! Errors: the server's own ([`ServerError`]) and the API's ([`ApiError`],
//! a status with one sentence, sent as `{"error": "…"}`), plus the checked
//! extractors that turn a malformed request into such a sentence.

use axum::Json;
use axum::extract::rejection::{JsonRejection, QueryRejection};
use axum::extract::{FromRequest, FromRequestParts, Request};
use axum::http::request::Parts;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use ludoteca_core::Msg;
use ludoteca_games::GameError;
use ludoteca_play::PlayError;
use ludoteca_store::StoreError;
use serde::de::DeserializeOwned;
use std::net::SocketAddr;
use thiserror::Error;

/// Why the server could not start.
#[derive(Debug, Error)]
pub enum ServerError {
    /// The store could not be opened.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The address could not be bound.
    #[error("cannot listen on {addr}: {source}")]
    Bind {
        /// The address.
        addr: SocketAddr,
        /// Why.
        source: std::io::Error,
    },
}

/// A refused request: a status and one sentence, a message ([`Msg`])
/// written in the request's language when it is answered.
#[derive(Debug)]
pub struct ApiError {
    pub(crate) status: StatusCode,
    msg: Box<Msg>,
    /// Headers the status calls for: a 405's `Allow`, a 503's
    /// `Retry-After`, a 426's `Upgrade`.
    headers: Vec<(header::HeaderName, HeaderValue)>,
    /// Fields the body carries beside `error` (a quarantined match's report).
    extra: Option<Box<serde_json::Map<String, serde_json::Value>>>,
}

impl ApiError {
    pub(crate) fn new(status: StatusCode, msg: Msg) -> ApiError {
        ApiError { status, msg: Box::new(msg), headers: Vec::new(), extra: None }
    }

    /// The sentence in the language of the request being answered.
    pub(crate) fn text(&self) -> String {
        self.msg.render(crate::lang::current())
    }

    /// The sentence in `lang` (work done outside a request: a job taken
    /// over from a server that died).
    pub(crate) fn text_in(&self, lang: ludoteca_core::Lang) -> String {
        self.msg.render(lang)
    }

    pub(crate) fn bad(msg: Msg) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, msg)
    }

    /// Busy or out of time: 503, with `Retry-After`.
    pub(crate) fn unavailable(msg: Msg, retry_after: u64) -> ApiError {
        ApiError::new(StatusCode::SERVICE_UNAVAILABLE, msg).with(header::RETRY_AFTER, HeaderValue::from(retry_after))
    }

    /// Too many tries (a join code guessed): 429, with `Retry-After`.
    pub(crate) fn throttled(msg: Msg, retry_after: u64) -> ApiError {
        ApiError::new(StatusCode::TOO_MANY_REQUESTS, msg).with(header::RETRY_AFTER, HeaderValue::from(retry_after))
    }

    /// A method the route does not take: 405, with `Allow`.
    pub(crate) fn method(method: &str, allow: String) -> ApiError {
        let msg = Msg::SvMethod { method: method.into(), allowed: allow.clone() };
        let e = ApiError::new(StatusCode::METHOD_NOT_ALLOWED, msg);
        match HeaderValue::from_str(&allow) {
            Ok(v) => e.with(header::ALLOW, v),
            Err(_) => e,
        }
    }

    /// A WebSocket route asked without the upgrade: 426, with `Upgrade`.
    pub(crate) fn upgrade_required() -> ApiError {
        ApiError::new(StatusCode::UPGRADE_REQUIRED, Msg::SvNeedUpgrade)
            .with(header::UPGRADE, HeaderValue::from_static("websocket"))
    }

    fn with(mut self, name: header::HeaderName, value: HeaderValue) -> ApiError {
        self.headers.push((name, value));
        self
    }

    pub(crate) fn not_found(what: Msg, id: &str) -> ApiError {
        ApiError::new(StatusCode::NOT_FOUND, Msg::SvNotFound { what: Box::new(what), id: id.into() })
    }

    /// A match set aside at start-up (409), with the store's report beside
    /// the sentence: `{"error": …, "quarantined": {"reason", "at"}}`.
    pub(crate) fn quarantined(q: &ludoteca_store::Quarantined) -> ApiError {
        let mut e = ApiError::new(
            StatusCode::CONFLICT,
            Msg::SvQuarantined { id: q.id.as_str().into(), reason: q.reason.clone() },
        );
        let report = serde_json::json!({"reason": q.reason, "at": q.at});
        e.extra = Some(Box::new(serde_json::Map::from_iter([("quarantined".to_string(), report)])));
        e
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut body = self.extra.clone().map(|b| *b).unwrap_or_default();
        body.insert("error".into(), self.text().into());
        let mut r = (self.status, Json(serde_json::Value::Object(body))).into_response();
        for (name, value) in self.headers {
            r.headers_mut().insert(name, value);
        }
        r
    }
}

impl From<PlayError> for ApiError {
    fn from(e: PlayError) -> ApiError {
        let status = match &e {
            PlayError::Game(GameError::UnknownGame { .. }) => StatusCode::NOT_FOUND,
            PlayError::Game(GameError::Cancelled) | PlayError::TooSlow { .. } => {
                return ApiError::unavailable(e.msg(), RETRY_SECS);
            }
            PlayError::Game(_) | PlayError::BadSave(_) => StatusCode::UNPROCESSABLE_ENTITY,
            PlayError::NotYourTurn(..) | PlayError::Over | PlayError::NothingToUndo => StatusCode::CONFLICT,
            PlayError::Unsupported(_) => StatusCode::BAD_REQUEST,
        };
        ApiError::new(status, e.msg())
    }
}

/// How long a client is asked to wait after a time-out or a busy server.
pub(crate) const RETRY_SECS: u64 = 5;

impl From<GameError> for ApiError {
    fn from(e: GameError) -> ApiError {
        ApiError::from(PlayError::Game(e))
    }
}

impl From<StoreError> for ApiError {
    fn from(e: StoreError) -> ApiError {
        ApiError::unavailable(Msg::SvStore { detail: e.to_string() }, RETRY_SECS)
    }
}

/// A JSON body whose rejection is an [`ApiError`].
pub struct Body<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for Body<T> {
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        match Json::<T>::from_request(req, state).await {
            Ok(Json(v)) => Ok(Body(v)),
            Err(rejection) => Err(json_rejection(&rejection)),
        }
    }
}

fn json_rejection(r: &JsonRejection) -> ApiError {
    let status = r.status();
    let too_large =
        || ApiError::new(StatusCode::PAYLOAD_TOO_LARGE, Msg::SvBodyTooLarge { bytes: crate::MAX_BODY as u64 });
    // A body cut short by the size limit shows up as a read error.
    if status == StatusCode::PAYLOAD_TOO_LARGE || r.body_text().contains("length limit") {
        return too_large();
    }
    match status {
        StatusCode::UNSUPPORTED_MEDIA_TYPE => ApiError::new(status, Msg::SvBodyType),
        _ => ApiError::new(status, Msg::SvBodyJson { detail: r.body_text().into() }),
    }
}

/// The query string as name/value pairs, repeated names kept in order.
pub struct Pairs(pub Vec<(String, String)>);

impl Pairs {
    pub(crate) fn get(&self, name: &str) -> Option<&str> {
        self.0.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str())
    }

    pub(crate) fn all(&self, name: &str) -> impl Iterator<Item = &str> {
        self.0.iter().filter(move |(k, _)| k == name).map(|(_, v)| v.as_str())
    }
}

impl<S: Send + Sync> FromRequestParts<S> for Pairs {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        match axum::extract::Query::<Vec<(String, String)>>::from_request_parts(parts, state).await {
            Ok(q) => Ok(Pairs(q.0)),
            Err(r) => Err(query_rejection(&r)),
        }
    }
}

fn query_rejection(r: &QueryRejection) -> ApiError {
    ApiError::bad(Msg::SvQuery { detail: r.body_text().into() })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_outs_are_503_with_retry_after_and_refusals_stay_4xx() {
        let slow = ApiError::from(PlayError::TooSlow { secs: 3 }).into_response();
        assert_eq!(slow.status(), StatusCode::SERVICE_UNAVAILABLE);
        assert_eq!(slow.headers()[header::RETRY_AFTER], RETRY_SECS.to_string().as_str());
        let cancelled = ApiError::from(GameError::Cancelled).into_response();
        assert_eq!(cancelled.status(), StatusCode::SERVICE_UNAVAILABLE);
        let over = ApiError::from(PlayError::Over).into_response();
        assert_eq!(over.status(), StatusCode::CONFLICT);
        assert!(over.headers().get(header::RETRY_AFTER).is_none());
        let method = ApiError::method("PUT", "GET, HEAD".into()).into_response();
        assert_eq!(method.status(), StatusCode::METHOD_NOT_ALLOWED);
        assert_eq!(method.headers()[header::ALLOW], "GET, HEAD");
    }
}
