//! Returns: a program's monthly returns (and an index's), their upload and revisions, the
//! statistics computed from them and stored, the alerts a new month sends, and the series charts
//! compare.

pub mod alerts;
pub mod editable;
pub mod performance;
pub mod revisions;
pub mod series;
pub mod statistics;
mod store;
pub mod upload;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub use store::{
    index_returns, program_returns, replace_index_returns, ProgramMonth, ReportedMonth,
};
pub(crate) use store::{read_program_returns, write_program_returns};

use crate::state::AppState;

/// The returns endpoints.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(performance::get_returns, performance::put_returns))
        .routes(routes!(upload::upload_returns))
        .routes(routes!(revisions::list_revisions))
        .routes(routes!(series::compare_items))
        .routes(routes!(series::compare_series))
        .routes(routes!(series::market_quotes))
}
