//! Listings: the screener's directory of programs and a company's programs, filtered, sorted and
//! paged from an in-memory snapshot of the stored listing rows; the header's program search; and
//! a member's saved searches.

pub mod model;
pub mod params;
mod query;
pub mod routes;
pub mod rules;
pub mod snapshot;
pub mod store;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub use query::{parse as parse_listing_query, ListingQuery};

use crate::state::AppState;

/// The listing endpoints.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(routes::list_programs))
        .routes(routes!(routes::company_programs))
        .routes(routes!(routes::search_programs))
        .routes(routes!(routes::save_search, routes::list_saved_searches))
        .routes(routes!(routes::delete_saved_search))
}
