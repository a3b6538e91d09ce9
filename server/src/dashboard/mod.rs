//! The dashboard's statistics: the database's active programs and how many have reported, the
//! last month's returns across them (with their distribution), the Top Rankings links, and for
//! administrators the member tools' totals. A use case above the domains: it reads programs,
//! returns, indexes and the member tools.

mod model;
mod routes;
mod rules;
mod store;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

/// The dashboard endpoints.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(routes::return_statistics))
}
