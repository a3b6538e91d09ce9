//! Print reports: a program's tear sheet and a blend's report as PDF (the `reports` crate
//! typesets them). This module gathers each report's data exactly as the API serves it, renders
//! it off the async runtime a few at a time, and makes the offline batches of `server report`.
//! See `docs/reports.md`.

pub mod batch;
pub mod blend;
pub mod program;
pub mod render;
pub mod routes;

use axum::extract::DefaultBodyLimit;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

/// The largest blend report request: 50 orders and 10 comparisons are under 8 KiB.
pub const MAX_BODY_BYTES: usize = 16 * 1024;

/// The report endpoints.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(routes::program_report_pdf))
        .routes(routes!(routes::blend_report_pdf))
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
}
