//! The OpenAPI document, generated from the handlers' annotations. The web client's TypeScript
//! types are generated from it (`scripts/gen-api-types`), so the two never drift.

use axum::routing::get;
use axum::{Json, Router};
use utoipa::OpenApi;

use crate::state::AppState;

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
        crate::groups::edit::read_group_form,
        crate::groups::edit::update_group,
        crate::groups::status::change_group_status,
        crate::groups::status::delete_group,
        crate::groups::administrators::list_administrators,
        crate::groups::administrators::add_administrator,
        crate::groups::administrators::remove_administrator,
        crate::groups::platforms::list_group_platforms,
        crate::groups::platforms::link_platform,
        crate::groups::platforms::unlink_platform,
        crate::groups::pending::list_pending,
        crate::groups::pending::list_group_choices,
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
        crate::programs::authoring::read_program_form,
        crate::programs::authoring::add_program,
        crate::programs::authoring::update_program_form,
        crate::programs::program_status::change_program_status,
        crate::programs::program_status::delete_program,
        crate::programs::program_platforms::list_program_platforms,
        crate::programs::program_platforms::put_program_platform,
        crate::programs::program_platforms::delete_program_platform,
        crate::programs::views::program_views,
        crate::programs::performance::get_returns,
        crate::programs::performance::put_returns,
        crate::programs::returns_upload::upload_returns,
        crate::programs::revisions::list_revisions,
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
        crate::reference::subscription_frequency_types,
        crate::reference::redemption_frequency_types,
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
        (name = "programs", description = "Program listings, searches and authoring"),
        (name = "blends", description = "A member's blends and the blender's worksheet"),
        (name = "members", description = "A member's watchlist, portfolio and saved searches"),
        (name = "reference", description = "The spec's enumerations"),
        (name = "admin", description = "Administration: approvals and choices for administrators"),
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
