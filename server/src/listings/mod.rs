//! Listings: the screener's directory of programs and a company's programs, filtered, sorted and
//! paged from an in-memory snapshot of the stored listing rows; the header's program search; and
//! a member's saved searches.

pub mod company;
pub mod directory;
pub mod model;
pub mod params;
mod query;
pub mod saved_searches;
pub mod search;
pub mod snapshot;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub use query::{parse as parse_listing_query, ListingQuery};

use crate::state::AppState;

/// The listing endpoints.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(directory::list_programs))
        .routes(routes!(company::company_programs))
        .routes(routes!(search::search_programs))
        .routes(routes!(
            saved_searches::save_search,
            saved_searches::list_saved_searches
        ))
        .routes(routes!(saved_searches::delete_saved_search))
}
