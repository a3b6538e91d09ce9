//! Accounts: users, roles, passwords and the token-signing secret.

mod password;
mod roles;
mod secret;
mod users;
mod validation;

pub use password::{hash_password, verify_password};
pub use roles::Role;
pub use secret::load_or_create_jwt_secret;
pub use users::{
    add_role, create_admin, create_user, find_user_by_email, set_password_hash, user_roles,
    NewUser, User,
};
pub use validation::{check_email, check_password, PASSWORD_MIN_LENGTH};
