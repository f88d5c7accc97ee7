//! The routes under `/api/`, as `docs/api.md` lists them.

use crate::{App, games, jobs, matches};
use axum::Router;
use axum::routing::{get, post};
use std::sync::Arc;

pub(crate) fn routes() -> Router<Arc<App>> {
    Router::new()
        .route("/games", get(games::list))
        .route("/games/{id}", get(games::show))
        .route("/games/{id}/outcome", get(games::outcome))
        .route("/jobs", post(jobs::create))
        .route("/jobs/{id}", get(jobs::show).delete(jobs::cancel))
        .route("/jobs/{id}/ws", get(jobs::socket))
        .route("/matches", post(matches::create))
        .route("/matches/{id}", get(matches::show))
        .route("/matches/{id}/moves", post(matches::play))
        .route("/matches/{id}/undo", post(matches::undo))
        .route("/matches/{id}/hint", get(matches::hint))
        .route("/matches/{id}/analysis", get(matches::analysis))
        .route("/matches/{id}/ws", get(matches::socket))
        .route("/history", get(matches::history))
        .route("/history/{id}", get(matches::replay))
        .fallback(not_found)
}

async fn not_found(uri: axum::http::Uri) -> crate::error::ApiError {
    crate::error::ApiError::new(
        axum::http::StatusCode::NOT_FOUND,
        format!("there is no route {}; the API is listed in docs/api.md", uri.path()),
    )
}
