//! The administrators' queries of the accounts: the searched and sorted list, a user's row, the
//! roles of a page of users, roles taken, unlocks, deletion and the export's pages.

use std::collections::HashMap;

use sqlx::AnyConnection;

use crate::access::Role;
use crate::error::Result;
use crate::storage::Db;

/// A user as the administrators' list shows it.
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
pub struct UserRow {
    pub id: i64,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub phone_prefix: String,
    pub phone: String,
    pub lockout_end: Option<String>,
    pub date_created: String,
}

/// The order of the administrators' user list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UserOrder {
    Email,
    FirstName,
    LastName,
    DateCreated,
}

/// A page of users whose email or name contains `search` (any case), and how many match.
pub async fn list_users(
    db: &Db,
    search: Option<&str>,
    order: UserOrder,
    descending: bool,
    limit: i64,
    offset: i64,
) -> Result<(Vec<UserRow>, i64)> {
    let pattern =
        search.map(|term| format!("%{}%", crate::storage::like_escaped(&term.to_lowercase())));
    let filter = if pattern.is_some() {
        "WHERE email_normalized LIKE $1 ESCAPE '\\' OR LOWER(first_name) LIKE $1 ESCAPE '\\' \
         OR LOWER(last_name) LIKE $1 ESCAPE '\\' \
         OR LOWER(first_name || ' ' || last_name) LIKE $1 ESCAPE '\\'"
    } else {
        "WHERE $1 IS NULL"
    };
    let column = match order {
        UserOrder::Email => "email_normalized",
        UserOrder::FirstName => "first_name",
        UserOrder::LastName => "last_name",
        UserOrder::DateCreated => "date_created",
    };
    let direction = if descending { "DESC" } else { "ASC" };
    let total: i64 = sqlx::query_scalar(&format!("SELECT COUNT(*) FROM users {filter}"))
        .bind(&pattern)
        .fetch_one(&db.pool)
        .await?;
    let rows = sqlx::query_as(&format!(
        "SELECT id, email, first_name, last_name, phone_prefix, phone, lockout_end, date_created \
         FROM users {filter} ORDER BY {column} {direction}, id {direction} LIMIT $2 OFFSET $3"
    ))
    .bind(&pattern)
    .bind(limit)
    .bind(offset)
    .fetch_all(&db.pool)
    .await?;
    Ok((rows, total))
}

/// The user `user_id`'s row, if the account exists.
pub async fn user_row(db: &Db, user_id: i64) -> Result<Option<UserRow>> {
    Ok(sqlx::query_as(
        "SELECT id, email, first_name, last_name, phone_prefix, phone, lockout_end, date_created \
         FROM users WHERE id = $1",
    )
    .bind(user_id)
    .fetch_optional(&db.pool)
    .await?)
}

/// The roles of users `ids`, by user.
pub async fn roles_of(db: &Db, ids: &[i64]) -> Result<HashMap<i64, Vec<Role>>> {
    let mut roles: HashMap<i64, Vec<Role>> = HashMap::new();
    if ids.is_empty() {
        return Ok(roles);
    }
    let sql = format!(
        "SELECT user_id, role_id FROM user_roles WHERE user_id IN ({}) ORDER BY role_id",
        crate::storage::in_list(ids.len())
    );
    let mut query = sqlx::query_as::<_, (i64, i64)>(&sql);
    for id in ids {
        query = query.bind(id);
    }
    for (user_id, role_id) in query.fetch_all(&db.pool).await? {
        if let Some(role) = Role::from_id(role_id) {
            roles.entry(user_id).or_default().push(role);
        }
    }
    Ok(roles)
}

/// Takes a role from a user inside the caller's transaction; answers whether the user held it.
pub async fn revoke_role(tx: &mut AnyConnection, user_id: i64, role: Role) -> Result<bool> {
    Ok(
        sqlx::query("DELETE FROM user_roles WHERE user_id = $1 AND role_id = $2")
            .bind(user_id)
            .bind(role.id())
            .execute(tx)
            .await?
            .rows_affected()
            > 0,
    )
}

/// Ends a user's lockout and forgets their failed sign-ins inside the caller's transaction;
/// answers the lockout end it cleared.
pub async fn unlock(tx: &mut AnyConnection, user_id: i64) -> Result<Option<String>> {
    let ended: Option<String> = sqlx::query_scalar("SELECT lockout_end FROM users WHERE id = $1")
        .bind(user_id)
        .fetch_optional(&mut *tx)
        .await?
        .flatten();
    sqlx::query("UPDATE users SET lockout_end = NULL, failed_login_count = 0 WHERE id = $1")
        .bind(user_id)
        .execute(tx)
        .await?;
    Ok(ended)
}

/// Deletes a user inside the caller's transaction: their roles, sessions and tools go with the
/// account; records that outlive it (view logs, return revisions, the audit log) lose the link.
pub async fn delete_user(tx: &mut AnyConnection, user_id: i64) -> Result<bool> {
    Ok(sqlx::query("DELETE FROM users WHERE id = $1")
        .bind(user_id)
        .execute(tx)
        .await?
        .rows_affected()
        > 0)
}

/// An account as the users export writes it.
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
pub struct ExportedUser {
    #[sqlx(flatten)]
    pub user: UserRow,
    pub country: String,
}

/// A page of accounts for the users export: those after id `after`, by id, with their roles.
pub async fn users_after(
    db: &Db,
    after: i64,
    limit: i64,
) -> Result<Vec<(ExportedUser, Vec<Role>)>> {
    let users: Vec<ExportedUser> = sqlx::query_as(
        "SELECT id, email, first_name, last_name, phone_prefix, phone, lockout_end, date_created, \
         country FROM users WHERE id > $1 ORDER BY id LIMIT $2",
    )
    .bind(after)
    .bind(limit)
    .fetch_all(&db.pool)
    .await?;
    let ids: Vec<i64> = users.iter().map(|u| u.user.id).collect();
    let mut roles = roles_of(db, &ids).await?;
    Ok(users
        .into_iter()
        .map(|u| {
            let held = roles.remove(&u.user.id).unwrap_or_default();
            (u, held)
        })
        .collect())
}
