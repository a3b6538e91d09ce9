//! Administration: what administrators decide across companies and programs (approvals), and
//! the accounts (users, roles, lockouts, deletion), the exchange rates, every change in the audit
//! log.

pub mod audit_log;
pub mod exchange_rates;
pub mod exports;
pub mod groups;
pub mod pending;
pub mod programs;
pub mod user_activity;
pub mod user_edits;
pub mod users;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::error::{Error, Result};
use crate::state::AppState;

/// The search term of a list request, trimmed: `tooShort` with fewer than 3 characters other
/// than spaces (the spec's minimum), `tooLong` beyond 200.
fn search_term(search: Option<&str>) -> Result<Option<String>> {
    let Some(term) = search else {
        return Ok(None);
    };
    if term.chars().filter(|c| !c.is_whitespace()).count() < 3 {
        return Err(Error::field("search", "tooShort"));
    }
    if term.chars().count() > 200 {
        return Err(Error::field("search", "tooLong"));
    }
    Ok(Some(term.trim().to_owned()))
}

/// The administration endpoints.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(pending::list_pending))
        .routes(routes!(pending::list_group_choices))
        .routes(routes!(users::list_users))
        .routes(routes!(users::get_user, users::delete_user))
        .routes(routes!(users::grant_role, users::revoke_role))
        .routes(routes!(users::unlock_user))
        .routes(routes!(users::send_password_reset))
        .routes(routes!(user_edits::create_user))
        .routes(routes!(
            user_edits::read_user_profile,
            user_edits::update_user_profile
        ))
        .routes(routes!(user_edits::set_password))
        .routes(routes!(user_activity::user_views))
        .routes(routes!(user_activity::user_views_csv))
        .routes(routes!(user_activity::user_watchlist))
        .routes(routes!(user_activity::user_portfolio))
        .routes(routes!(user_activity::user_blends))
        .routes(routes!(audit_log::audit_log))
        .routes(routes!(exports::export_users))
        .routes(routes!(exports::export_newsletter_subscribers))
        .routes(routes!(exports::export_groups))
        .routes(routes!(groups::list_groups_page, groups::add_group))
        .routes(routes!(programs::list_programs_page))
        .routes(routes!(
            exchange_rates::list_exchange_rates,
            exchange_rates::import_exchange_rates
        ))
        .routes(routes!(exchange_rates::currency_exchange_rates))
}
