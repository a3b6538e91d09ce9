//! Programs: the trading programs of a group, their terms, percentage lists and platforms.

pub mod alerts;
pub mod authoring;
pub mod blend_correlation;
pub mod company_programs;
pub mod detail;
mod listing_query;
pub mod listing_snapshot;
pub mod listings;
pub mod performance;
pub mod program_input;
pub mod program_platforms;
mod program_rules;
pub mod program_status;
pub mod returns_upload;
pub mod revisions;
pub mod saved_searches;
pub mod search;
pub mod series;
mod store;
pub mod views;

pub use listing_query::{parse as parse_listing_query, ListingQuery};
pub use store::{
    add_program_platform, change_program_status, create_program, group_platform_ids, load_program,
    program_by_uri, program_platform_ids, program_uris_like, remove_program_platform,
    update_program, NewProgram, PercentShare, Program, ProgramRecord,
};

/// The program endpoints.
pub fn router() -> axum::Router<crate::state::AppState> {
    use axum::routing::get;
    listings::router()
        .merge(saved_searches::router())
        .route("/api/v1/programs/search", get(search::search_programs))
        .route(
            "/api/v1/groups/{group_uri}/programs",
            get(company_programs::company_programs).post(authoring::add_program),
        )
        .route(
            "/api/v1/groups/{group_uri}/programs/{program_uri}",
            get(detail::program_detail)
                .put(authoring::update_program_form)
                .delete(program_status::delete_program),
        )
        .route(
            "/api/v1/groups/{group_uri}/programs/{program_uri}/form",
            get(authoring::read_program_form),
        )
        .route(
            "/api/v1/groups/{group_uri}/programs/{program_uri}/status",
            axum::routing::patch(program_status::change_program_status),
        )
        .route(
            "/api/v1/groups/{group_uri}/programs/{program_uri}/platforms",
            get(program_platforms::list_program_platforms),
        )
        .route(
            "/api/v1/groups/{group_uri}/programs/{program_uri}/platforms/{platform_id}",
            axum::routing::put(program_platforms::put_program_platform)
                .delete(program_platforms::delete_program_platform),
        )
        .route(
            "/api/v1/groups/{group_uri}/programs/{program_uri}/returns",
            get(performance::get_returns).put(performance::put_returns),
        )
        .route(
            "/api/v1/groups/{group_uri}/programs/{program_uri}/returns/upload",
            axum::routing::post(returns_upload::upload_returns),
        )
        .route(
            "/api/v1/groups/{group_uri}/programs/{program_uri}/returns/revisions",
            get(revisions::list_revisions),
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
