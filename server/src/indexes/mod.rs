//! Indexes: the CTA indexes built from programs (the main index, sectors, strategies,
//! methodologies, assets bands), the rankings of the main index's members by a measure, and the
//! S&P 500 benchmark, which is stored as an index of kind `benchmark`.
//!
//! analytics-core computes every figure (`families`); `recompute` stores them when the
//! listings move; the endpoints only read. The rules are published in `docs/indexes.md` and on
//! the site's methodology page.

mod families;
pub mod model;
pub mod recompute;
mod routes;
pub mod rules;
mod store;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub use store::{
    computed_version, create_index, index_by_uri, index_id_by_uri, index_months, program_awards,
    ranking, ranking_months, top_rankings, NewIndex,
};

use crate::state::AppState;

/// The URI of the S&P 500 benchmark series.
pub const SP500_URI: &str = "sp-500";

/// The URI of the main CTA index, the blender's default comparison and the rankings the
/// listings' recent returns link to.
pub const MAIN_INDEX_URI: &str = "cta-index";

/// The index endpoints.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(routes::list_indexes))
        .routes(routes!(routes::get_index))
        .routes(routes!(routes::list_index_members))
        .routes(routes!(routes::list_awards))
        .routes(routes!(routes::list_program_awards))
}
