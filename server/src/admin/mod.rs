//! Administration: what administrators decide across companies and programs (approvals).

pub mod pending;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

/// The administration endpoints.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(pending::list_pending))
        .routes(routes!(pending::list_group_choices))
}
