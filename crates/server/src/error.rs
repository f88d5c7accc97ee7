//! Errors: the server's own ([`ServerError`]) and the API's ([`ApiError`],
//! a status with one sentence, sent as `{"error": "…"}`), plus the checked
//! extractors that turn a malformed request into such a sentence.

use axum::Json;
use axum::extract::rejection::{JsonRejection, QueryRejection};
use axum::extract::{FromRequest, FromRequestParts, Request};
use axum::http::StatusCode;
use axum::http::request::Parts;
use axum::response::{IntoResponse, Response};
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

/// A refused request: a status and one sentence.
#[derive(Debug)]
pub struct ApiError {
    pub(crate) status: StatusCode,
    pub(crate) message: String,
    /// The match's or game's refusal, written again in the request's language.
    source: Option<Box<PlayError>>,
    /// Fields the body carries beside `error` (a quarantined match's report).
    extra: Option<serde_json::Map<String, serde_json::Value>>,
}

impl ApiError {
    pub(crate) fn new(status: StatusCode, message: impl Into<String>) -> ApiError {
        ApiError { status, message: message.into(), source: None, extra: None }
    }

    /// The sentence in the language of the request being answered.
    pub(crate) fn text(&self) -> String {
        match &self.source {
            Some(e) => e.message(crate::lang::current()),
            None => self.message.clone(),
        }
    }

    pub(crate) fn bad(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, message)
    }

    pub(crate) fn not_found(what: &str, id: &str) -> ApiError {
        ApiError::new(StatusCode::NOT_FOUND, format!("there is no {what} `{id}`"))
    }

    /// A match set aside at start-up (409), with the store's report beside
    /// the sentence: `{"error": …, "quarantined": {"reason", "at"}}`.
    pub(crate) fn quarantined(q: &ludoteca_store::Quarantined) -> ApiError {
        let mut e = ApiError::new(
            StatusCode::CONFLICT,
            format!(
                "match `{}` is set aside (quarantined): {}. Its moves are kept; it is not played until an operator releases it",
                q.id, q.reason
            ),
        );
        let report = serde_json::json!({"reason": q.reason, "at": q.at});
        e.extra = Some(serde_json::Map::from_iter([("quarantined".to_string(), report)]));
        e
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut body = self.extra.clone().unwrap_or_default();
        body.insert("error".into(), self.text().into());
        (self.status, Json(serde_json::Value::Object(body))).into_response()
    }
}

impl From<PlayError> for ApiError {
    fn from(e: PlayError) -> ApiError {
        let status = match &e {
            PlayError::Game(GameError::UnknownGame { .. }) => StatusCode::NOT_FOUND,
            PlayError::Game(_) | PlayError::BadSave(_) => StatusCode::UNPROCESSABLE_ENTITY,
            PlayError::NotYourTurn(..) | PlayError::Over | PlayError::NothingToUndo => StatusCode::CONFLICT,
            PlayError::Unsupported(_) | PlayError::TooSlow { .. } => StatusCode::BAD_REQUEST,
        };
        ApiError { status, message: e.to_string(), source: Some(Box::new(e)), extra: None }
    }
}

impl From<GameError> for ApiError {
    fn from(e: GameError) -> ApiError {
        ApiError::from(PlayError::Game(e))
    }
}

impl From<StoreError> for ApiError {
    fn from(e: StoreError) -> ApiError {
        ApiError::new(StatusCode::SERVICE_UNAVAILABLE, format!("{e}; nothing was changed, try again"))
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
    let message = match status {
        StatusCode::PAYLOAD_TOO_LARGE => format!("the body is too large: at most {} bytes", crate::MAX_BODY),
        StatusCode::UNSUPPORTED_MEDIA_TYPE => "send JSON with `Content-Type: application/json`".to_string(),
        _ => format!("the body is not the JSON expected ({}); see docs/api.md", r.body_text()),
    };
    // A body cut short by the size limit shows up as a read error.
    if r.body_text().contains("length limit") {
        return ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            format!("the body is too large: at most {} bytes", crate::MAX_BODY),
        );
    }
    ApiError::new(status, message)
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
    ApiError::bad(format!("the query string cannot be read ({}); write name=value pairs", r.body_text()))
}
