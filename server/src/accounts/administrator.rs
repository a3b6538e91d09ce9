//! The site's administrators, made on the command line (`create-admin`).

use super::model::NewUser;
use super::password::hash_password;
use super::store::{add_role, create_user, find_user_by_email, set_password_hash};
use crate::access::Role;
use crate::error::{Error, Result};
use crate::storage::Db;
use crate::validation::{check_email, check_password};

/// Creates an administrator (Member and Administrator roles), or gives an existing account of
/// that email the Administrator role and this password. Returns the user id.
pub async fn create_admin(db: &Db, email: &str, password: &str) -> Result<i64> {
    check_email(email).map_err(|key| Error::field("email", key))?;
    check_password(password).map_err(|key| Error::field("password", key))?;
    let password_hash = hash_password(password).await?;
    let user_id = match find_user_by_email(db, email).await? {
        Some(user) => {
            set_password_hash(db, user.id, &password_hash).await?;
            user.id
        }
        None => {
            let profile = NewUser {
                email: email.to_owned(),
                first_name: "Site".to_owned(),
                last_name: "Administrator".to_owned(),
                phone_prefix: "+1".to_owned(),
                country: "US".to_owned(),
                language: "en".to_owned(),
                ..NewUser::default()
            };
            create_user(db, &profile, &password_hash).await?
        }
    };
    add_role(db, user_id, Role::Member).await?;
    add_role(db, user_id, Role::Administrator).await?;
    Ok(user_id)
}
