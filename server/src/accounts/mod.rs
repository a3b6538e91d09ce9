//! Accounts: users, roles, passwords, sessions, registration, password reset and profiles.

mod jwt;
mod login;
mod password;
pub mod password_reset;
pub mod profile;
mod refresh;
pub mod registration;
pub mod session;
mod users;

pub use jwt::{sign_access_token, verify_access_token, Claims, ACCESS_TOKEN_SECONDS};
pub use login::{authenticate, LOCKOUT_MINUTES, MAX_FAILED_LOGINS};
pub use password::{hash_password, verify_password};
pub use refresh::{
    issue_refresh_token, revoke_refresh_token_family, revoke_user_refresh_tokens,
    rotate_refresh_token, IssuedRefreshToken, REFRESH_GRACE_SECONDS, REFRESH_TOKEN_DAYS,
};
pub use session::{principal_of, CurrentSession, RefreshRequest, SessionResponse, TokenRequest};
pub use users::{
    add_role, create_admin, create_user, find_user_by_email, grant_role, insert_user,
    set_password_hash, user_roles, NewUser, User,
};

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

/// The account endpoints: sessions, registration, password reset and the profile.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(session::token))
        .routes(routes!(session::refresh))
        .routes(routes!(session::logout))
        .routes(routes!(session::session))
        .routes(routes!(registration::register_member))
        .routes(routes!(password_reset::request_reset))
        .routes(routes!(password_reset::confirm_reset))
        .routes(routes!(profile::read_profile, profile::update_profile))
        .routes(routes!(profile::change_password))
        .routes(routes!(profile::list_roles))
}
