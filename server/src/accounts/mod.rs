//! Accounts: users, roles, passwords, sessions, registration, password reset and profiles.

pub mod administrator;
mod jwt;
mod login;
pub mod model;
mod password;
pub mod password_reset;
pub mod profile;
mod refresh;
pub mod registration;
pub mod routes;
pub mod rules;
pub mod session;
pub mod store;

pub use administrator::create_admin;
pub use jwt::{sign_access_token, verify_access_token, Claims};
pub use login::authenticate;
pub use model::{
    CurrentSession, IssuedRefreshToken, NewUser, RefreshRequest, RegisteredAccount,
    SessionResponse, TokenRequest,
};
pub use password::{hash_password, verify_password};
pub use refresh::{
    issue_refresh_token, revoke_refresh_token_family, revoke_user_refresh_tokens,
    rotate_refresh_token,
};
pub use rules::{
    ACCESS_TOKEN_SECONDS, LOCKOUT_MINUTES, MAX_FAILED_LOGINS, REFRESH_GRACE_SECONDS,
    REFRESH_TOKEN_DAYS,
};
pub use session::principal_of;
pub use store::{
    add_role, create_user, find_user_by_email, grant_role, insert_user, set_password_hash,
    user_roles, User,
};

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

/// The account endpoints: sessions, registration, password reset and the profile.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(routes::token))
        .routes(routes!(routes::refresh))
        .routes(routes!(routes::logout))
        .routes(routes!(routes::session))
        .routes(routes!(routes::register_member))
        .routes(routes!(routes::request_reset))
        .routes(routes!(routes::confirm_reset))
        .routes(routes!(routes::read_profile, routes::update_profile))
        .routes(routes!(routes::change_password))
        .routes(routes!(routes::list_roles))
}
