//! Shareable blends (issue 22): a member makes a read-only link to a saved blend; anyone holding
//! it sees the blend as it was last saved, with the data up to the month it was shared, and
//! computes it in the browser, without signing in. Programs the reader may not see now are left
//! out and counted. The owner lists and revokes their links. A use case over blends, programs
//! and returns, so it lives above them. Only a token's hash is stored: the link is shown once,
//! when made.

pub mod model;
pub mod routes;
pub mod rules;
pub mod sharing;
pub mod store;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

/// The owner's endpoints under `/api/v1/me/` and the reader's under `/api/v1/shared-blends`.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(routes::share_blend))
        .routes(routes!(routes::my_blend_shares))
        .routes(routes!(routes::revoke_blend_share))
        .routes(routes!(routes::shared_blend))
}
