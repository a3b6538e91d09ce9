//! Administration: what administrators decide across companies and programs (approvals), and
//! the accounts (users, roles, lockouts, deletion), every change in the audit log.

pub mod audit_log;
pub mod exports;
pub mod pending;
pub mod users;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

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
        .routes(routes!(audit_log::audit_log))
        .routes(routes!(exports::export_users))
        .routes(routes!(exports::export_groups))
}
