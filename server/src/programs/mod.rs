//! Programs: the trading programs of a group, their terms, percentage lists and platforms.

pub mod blend_correlation;
pub mod company_programs;
pub mod detail;
mod listing_query;
pub mod listing_snapshot;
pub mod listings;
pub mod saved_searches;
pub mod search;
pub mod series;
mod store;
pub mod viewer;
pub mod views;

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
    use axum::routing::get;
    listings::router()
        .merge(saved_searches::router())
        .route("/api/v1/programs/search", get(search::search_programs))
        .route(
            "/api/v1/groups/{group_uri}/programs",
            get(company_programs::company_programs),
        )
        .route(
            "/api/v1/groups/{group_uri}/programs/{program_uri}",
            get(detail::program_detail),
        )
        .route(
            "/api/v1/programs/{program_id}/views",
            get(views::program_views),
        )
        .route(
            "/api/v1/programs/{program_id}/views/count",
            get(views::program_view_count),
        )
        .route(
            "/api/v1/programs/{program_id}/views.csv",
            get(views::program_views_csv),
        )
        .route("/api/v1/compare-items", get(series::compare_items))
        .route("/api/v1/compare-series", get(series::compare_series))
        .route("/api/v1/market-quotes", get(series::market_quotes))
        .route(
            "/api/v1/me/blends/minimal",
            get(blend_correlation::my_blend_choices),
        )
}
