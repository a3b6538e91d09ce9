//! Returns: a program's monthly returns (and an index's), their upload and revisions, the
//! statistics computed from them and stored, the alerts a new month sends, and the series charts
//! compare.

pub mod alerts;
pub mod model;
pub mod routes;
pub mod rules;
pub mod save;
pub mod series;
pub mod statistics;
mod store;
pub mod upload;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub use model::{ProgramMonth, ReportedMonth};
pub(crate) use store::write_program_returns;
pub use store::{
    alert_watchers_of, index_returns, program_returns, program_revisions, replace_index_returns,
};

use crate::state::AppState;

/// The returns endpoints.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(routes::get_returns, routes::put_returns))
        .routes(routes!(routes::upload_returns))
        .routes(routes!(routes::list_revisions))
        .routes(routes!(routes::compare_items))
        .routes(routes!(routes::compare_series))
        .routes(routes!(routes::market_quotes))
}
