//! `GET /api/v1/health`: liveness, the engine in use and whether the data is the demo dataset.

use axum::extract::State;
use axum::Json;
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::Result;
use crate::settings;
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HealthResponse {
    pub status: String,
    pub version: String,
    /// `sqlite` or `postgres`.
    pub database: String,
    /// True when the database holds the synthetic demo dataset (the footer says so).
    pub demo_data: bool,
}

/// Liveness and the database round trip.
#[utoipa::path(get, path = "/api/v1/health", tag = "health",
    responses(crate::error::UriErrors,
              (status = 200, body = HealthResponse)))]
pub async fn health(State(state): State<AppState>) -> Result<Json<HealthResponse>> {
    let demo_data = settings::is_demo_data(&state.db).await?;
    Ok(Json(HealthResponse {
        status: "ok".to_owned(),
        version: env!("CARGO_PKG_VERSION").to_owned(),
        database: state.db.engine.name().to_owned(),
        demo_data,
    }))
}

/// The liveness endpoint.
pub fn router() -> utoipa_axum::router::OpenApiRouter<AppState> {
    use utoipa_axum::routes;
    utoipa_axum::router::OpenApiRouter::new().routes(routes!(health))
}
