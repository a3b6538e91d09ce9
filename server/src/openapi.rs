//! The OpenAPI document, generated from the handlers' annotations. The web client's TypeScript
//! types are generated from it (`scripts/gen-api-types`), so the two never drift.

use axum::routing::get;
use axum::{Json, Router};
use utoipa::OpenApi;

use crate::app::AppState;

#[derive(OpenApi)]
#[openapi(
    info(title = "CTA Atlas API", description = "Managed-futures directory and analytics."),
    paths(
        crate::health::health,
        crate::accounts::session::token,
        crate::accounts::session::refresh,
        crate::accounts::session::logout,
        crate::accounts::session::session,
        crate::reference::all_lists,
        crate::reference::one_list,
    ),
    components(schemas(crate::error::ApiErrorBody, crate::reference::ReferenceList)),
    tags(
        (name = "health", description = "Liveness"),
        (name = "accounts", description = "Sign-in, sessions and accounts"),
        (name = "reference", description = "The spec's enumerations"),
    )
)]
pub struct ApiDoc;

/// The document as served and as written by `server openapi`.
pub fn document() -> utoipa::openapi::OpenApi {
    ApiDoc::openapi()
}

pub fn router() -> Router<AppState> {
    Router::new().route("/api/v1/openapi.json", get(|| async { Json(document()) }))
}
