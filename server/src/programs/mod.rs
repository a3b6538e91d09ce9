//! Programs: the trading programs of a group, their terms, percentage lists and platforms.

mod listing_query;
pub mod listings;
pub mod saved_searches;
mod store;

pub use listing_query::{parse as parse_listing_query, ListingQuery};
pub use store::{create_program, program_by_uri, NewProgram, PercentShare, Program};

/// Program statuses (fixed ids of `program_statuses`).
pub mod status {
    pub const ACTIVE: i64 = 1;
    pub const PENDING: i64 = 2;
    pub const ARCHIVED: i64 = 3;
    pub const DELETED: i64 = 4;
}

/// The program endpoints.
pub fn router() -> axum::Router<crate::app::AppState> {
    listings::router().merge(saved_searches::router())
}
