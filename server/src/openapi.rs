//! The OpenAPI document, generated from the handlers' annotations. The web client's TypeScript
//! types are generated from it (`scripts/gen-api-types`), so the two never drift.

use axum::routing::get;
use axum::{Json, Router};
use utoipa::OpenApi;

use crate::app::AppState;

#[derive(OpenApi)]
#[openapi(
    info(title = "CTA Atlas API", description = "Managed-futures directory and analytics."),
    paths(
        crate::health::health,
        crate::accounts::session::token,
        crate::accounts::session::refresh,
        crate::accounts::session::logout,
        crate::accounts::session::session,
        crate::accounts::registration::register_member,
        crate::accounts::registration::register_cta,
        crate::accounts::password_reset::request_reset,
        crate::accounts::password_reset::confirm_reset,
        crate::accounts::profile::read_profile,
        crate::accounts::profile::update_profile,
        crate::accounts::profile::change_password,
        crate::accounts::profile::list_roles,
        crate::verification::challenge,
        crate::groups::routes::add_company,
        crate::groups::routes::group_profile,
        crate::groups::logo::group_logo,
        crate::groups::logo::upload_group_logo,
        crate::groups::mine::my_groups,
        crate::programs::listings::list_programs,
        crate::programs::saved_searches::save_search,
        crate::programs::saved_searches::list_saved_searches,
        crate::programs::saved_searches::delete_saved_search,
        crate::members::watchlist::list_watchlist,
        crate::members::watchlist::add_to_watchlist,
        crate::members::watchlist::set_alert,
        crate::members::watchlist::remove_from_watchlist,
        crate::members::portfolio::read_portfolio,
        crate::members::portfolio::add_to_portfolio,
        crate::members::portfolio::change_order,
        crate::members::portfolio::remove_from_portfolio,
        crate::programs::search::search_programs,
        crate::programs::company_programs::company_programs,
        crate::programs::detail::program_detail,
        crate::programs::views::program_views,
        crate::programs::views::program_view_count,
        crate::programs::views::program_views_csv,
        crate::programs::series::compare_items,
        crate::programs::series::compare_series,
        crate::programs::series::market_quotes,
        crate::programs::blend_correlation::my_blend_choices,
        crate::blends::routes::list_blends,
        crate::blends::routes::current_blend,
        crate::blends::routes::get_blend,
        crate::blends::routes::create_blend,
        crate::blends::routes::load_blend,
        crate::blends::routes::copy_blend,
        crate::blends::routes::save_blend,
        crate::blends::routes::save_blend_as,
        crate::blends::routes::delete_blend,
        crate::blends::routes::add_orders,
        crate::blends::routes::replace_orders,
        crate::blends::routes::update_order,
        crate::blends::routes::delete_order,
        crate::blends::routes::set_normalization,
        crate::reference::all_lists,
        crate::reference::one_list,
        crate::reference::countries,
    ),
    components(schemas(
        crate::error::ApiErrorBody,
        crate::reference::ReferenceList,
        crate::verification::VerificationSolution,
    )),
    tags(
        (name = "health", description = "Liveness"),
        (name = "accounts", description = "Sign-in, sessions and accounts"),
        (name = "groups", description = "Companies (groups)"),
        (name = "programs", description = "Program listings and searches"),
        (name = "blends", description = "A member's blends and the blender's worksheet"),
        (name = "members", description = "A member's watchlist, portfolio and saved searches"),
        (name = "reference", description = "The spec's enumerations"),
    )
)]
pub struct ApiDoc;

/// The document as served and as written by `server openapi`.
pub fn document() -> utoipa::openapi::OpenApi {
    ApiDoc::openapi()
}

pub fn router() -> Router<AppState> {
    Router::new().route("/api/v1/openapi.json", get(|| async { Json(document()) }))
}
