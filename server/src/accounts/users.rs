//! Storage of user accounts and their roles.

use sqlx::any::AnyRow;
use sqlx::Row;

use super::hash_password;
use crate::access::Role;
use crate::error::{Error, Result};
use crate::storage::{now, Db};
use crate::validation::{check_email, check_password};

/// A new account's profile (the spec's `UserProfile`) and its language.
#[derive(Debug, Clone, Default)]
pub struct NewUser {
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub phone_prefix: String,
    pub phone: String,
    pub address1: Option<String>,
    pub address2: Option<String>,
    pub city_town: Option<String>,
    pub country: String,
    pub state_province: Option<String>,
    pub postal_code: Option<String>,
    pub website: Option<String>,
    pub owner: Option<String>,
    pub get_newsletter: bool,
    pub is_accredited: bool,
    /// `en` or `zh-hans`.
    pub language: String,
}

/// A stored account.
#[derive(Debug, Clone, PartialEq)]
pub struct User {
    pub id: i64,
    pub email: String,
    pub password_hash: String,
    pub first_name: String,
    pub last_name: String,
    pub country: String,
    pub language: String,
    pub failed_login_count: i64,
    pub lockout_end: Option<String>,
    pub date_created: String,
}

/// Creates an account with an already hashed password; returns its id. The email is unique
/// regardless of case.
pub async fn create_user(db: &Db, user: &NewUser, password_hash: &str) -> Result<i64> {
    insert_user(&db.pool, user, password_hash).await
}

/// `create_user` on any connection, so registration can create the account in its transaction.
/// An email already taken is `email_taken`.
pub async fn insert_user(
    executor: impl sqlx::AnyExecutor<'_>,
    user: &NewUser,
    password_hash: &str,
) -> Result<i64> {
    let created = now();
    let row = sqlx::query(
        "INSERT INTO users (email, email_normalized, password_hash, first_name, last_name, \
         phone_prefix, phone, address1, address2, city_town, country, state_province, postal_code, \
         website, owner, get_newsletter, get_alert_new_program, is_accredited, language, \
         failed_login_count, date_created, date_updated) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, 0, $17, \
         $18, 0, $19, $19) RETURNING id",
    )
    .bind(user.email.trim())
    .bind(user.email.trim().to_lowercase())
    .bind(password_hash)
    .bind(&user.first_name)
    .bind(&user.last_name)
    .bind(&user.phone_prefix)
    .bind(&user.phone)
    .bind(&user.address1)
    .bind(&user.address2)
    .bind(&user.city_town)
    .bind(&user.country)
    .bind(&user.state_province)
    .bind(&user.postal_code)
    .bind(&user.website)
    .bind(&user.owner)
    .bind(i64::from(user.get_newsletter))
    .bind(i64::from(user.is_accredited))
    .bind(&user.language)
    .bind(&created)
    .fetch_one(executor)
    .await
    .map_err(|error| match &error {
        sqlx::Error::Database(db_error) if db_error.is_unique_violation() => email_taken(),
        _ => Error::Database(error),
    })?;
    Ok(row.try_get("id")?)
}

pub fn email_taken() -> Error {
    Error::Conflict {
        code: "email_taken",
        message: "an account with this email already exists".to_owned(),
    }
}

fn user_from_row(row: &AnyRow) -> Result<User> {
    Ok(User {
        id: row.try_get("id")?,
        email: row.try_get("email")?,
        password_hash: row.try_get("password_hash")?,
        first_name: row.try_get("first_name")?,
        last_name: row.try_get("last_name")?,
        country: row.try_get("country")?,
        language: row.try_get("language")?,
        failed_login_count: row.try_get("failed_login_count")?,
        lockout_end: row.try_get("lockout_end")?,
        date_created: row.try_get("date_created")?,
    })
}

/// The account with this email, compared without regard to case.
pub async fn find_user_by_email(db: &Db, email: &str) -> Result<Option<User>> {
    let row = sqlx::query(
        "SELECT id, email, password_hash, first_name, last_name, country, language, \
         failed_login_count, lockout_end, date_created FROM users WHERE email_normalized = $1",
    )
    .bind(email.trim().to_lowercase())
    .fetch_optional(&db.pool)
    .await?;
    row.as_ref().map(user_from_row).transpose()
}

/// Replaces a user's password hash.
pub async fn set_password_hash(db: &Db, user_id: i64, password_hash: &str) -> Result<()> {
    sqlx::query("UPDATE users SET password_hash = $1, date_updated = $2 WHERE id = $3")
        .bind(password_hash)
        .bind(now())
        .bind(user_id)
        .execute(&db.pool)
        .await?;
    Ok(())
}

/// Gives a user a role; giving it twice changes nothing.
pub async fn add_role(db: &Db, user_id: i64, role: Role) -> Result<()> {
    grant_role(&db.pool, user_id, role).await
}

/// `add_role` on any connection.
pub async fn grant_role(
    executor: impl sqlx::AnyExecutor<'_>,
    user_id: i64,
    role: Role,
) -> Result<()> {
    sqlx::query(
        "INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2) \
         ON CONFLICT (user_id, role_id) DO NOTHING",
    )
    .bind(user_id)
    .bind(role.id())
    .execute(executor)
    .await?;
    Ok(())
}

/// The roles a user holds, by id.
pub async fn user_roles(db: &Db, user_id: i64) -> Result<Vec<Role>> {
    let rows = sqlx::query("SELECT role_id FROM user_roles WHERE user_id = $1 ORDER BY role_id")
        .bind(user_id)
        .fetch_all(&db.pool)
        .await?;
    rows.iter()
        .map(|row| Ok(Role::from_id(row.try_get("role_id")?)))
        .filter_map(Result::transpose)
        .collect()
}

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
