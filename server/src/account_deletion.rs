//! A member deletes their own account (the profile's Delete my account). A use case over every
//! domain that keeps something of a user, so it lives above them: in one transaction the
//! member's own things go (watchlist and its alerts, portfolio, saved searches, blends and their
//! shared links, research requests, sessions and reset links, roles, company management), the
//! records that outlive the account keep no link to it (page views, return revisions, who last
//! edited a company or program) and the audit log keeps only an anonymised reference; the
//! newsletter and the mail log forget the account's addresses; then the account itself is
//! deleted, so its email is free for a new registration. Companies and their programs stay, even
//! without a manager.
//!
//! Every table that names a user is listed in [`USER_TABLES`]; a test reads the schema and fails
//! when a table that references `users` is missing from it.

use axum::extract::State;
use axum::response::Response;
use serde::{Deserialize, Serialize};
use sqlx::{Any, Transaction};
use time::OffsetDateTime;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::access::{ClientAddress, Principal, Role};
use crate::accounts::store::user_email;
use crate::accounts::{authenticate, session::signed_out};
use crate::error::{Error, Result};
use crate::extract::ApiJson;
use crate::state::AppState;

/// `POST /api/v1/me/account-deletion`: the current password, which proves it is the owner.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct AccountDeletion {
    #[schema(required = true, schema_with = crate::validation::schema::not_empty)]
    pub password: String,
}

/// Every table with a column that names a user, and what deletion does with it: the member's own
/// rows are deleted, the rows that outlive the account lose the link.
pub const USER_TABLES: &[(&str, &str, Erasure)] = &[
    ("user_roles", "user_id", Erasure::Delete),
    ("refresh_tokens", "user_id", Erasure::Delete),
    ("password_reset_tokens", "user_id", Erasure::Delete),
    ("group_administrators", "user_id", Erasure::Delete),
    ("watchlists", "user_id", Erasure::Delete),
    ("portfolios", "user_id", Erasure::Delete),
    ("saved_searches", "user_id", Erasure::Delete),
    ("blend_shares", "user_id", Erasure::Delete),
    ("blends", "user_id", Erasure::Delete),
    ("research_requests", "user_id", Erasure::Delete),
    ("contact_messages", "user_id", Erasure::Delete),
    ("view_logs", "user_id", Erasure::Unlink),
    ("program_return_revisions", "user_id", Erasure::Unlink),
    ("groups", "updated_by", Erasure::Unlink),
    ("programs", "updated_by", Erasure::Unlink),
    ("programs", "returns_updated_by", Erasure::Unlink),
    ("posts", "author_user_id", Erasure::Unlink),
    ("audit_log", "actor_user_id", Erasure::Anonymise),
];

/// What deleting an account does with a row that names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Erasure {
    /// The member's own: deleted with what hangs off it (a blend's or portfolio's orders).
    Delete,
    /// Outlives the account (a company's history, a program's views): the link is cleared.
    Unlink,
    /// The audit log: the link is cleared and the author's email replaced by a reference.
    Anonymise,
}

/// What the audit log says instead of a deleted account's email: the old id, which links the
/// entries of one account to each other without saying who it was.
pub fn anonymised_reference(user_id: i64) -> String {
    format!("deleted-user-{user_id}")
}

/// How many addresses one statement names; well under either engine's limit of parameters.
const ADDRESSES_PER_STATEMENT: usize = 500;

/// Deletes the signed-in member's account once the password proves it is theirs; answers like a
/// sign-out, with the session cookies cleared.
#[utoipa::path(post, path = "/api/v1/me/account-deletion", tag = "accounts", operation_id = "deleteOwnAccount",
    request_body = AccountDeletion,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 204, description = "the account is deleted and the session cookies cleared"),
              (status = 409, description = "last_administrator: the site's only administrator", body = crate::error::ApiErrorBody),
              (status = 422, description = "validation_failed; `password: PasswordRequired` or `currentPasswordInvalid`", body = crate::error::ApiErrorBody),
              (status = 423, description = "account_locked: too many wrong passwords, as at sign-in", body = crate::error::ApiErrorBody),
              (status = 429, description = "rate_limited", body = crate::error::ApiErrorBody)))]
pub async fn delete_own_account(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    user: Principal,
    ApiJson(request): ApiJson<AccountDeletion>,
) -> Result<Response> {
    if request.password.is_empty() {
        return Err(Error::field("password", "PasswordRequired"));
    }
    // Guessing the password through this form is guessing it at sign-in: the same limit per
    // address and the same lockout per account.
    state.sign_in_limiter.check(address)?;
    confirm_password(&state, user.user_id, &request.password).await?;
    delete_account(&state, user.user_id).await?;
    signed_out(&state)
}

/// Checks the password as a sign-in does (each wrong one counts towards the lockout); a wrong
/// one is a field error, not a 401, since the session itself is fine.
async fn confirm_password(state: &AppState, user_id: i64, password: &str) -> Result<()> {
    let email = user_email(&state.db, user_id).await?;
    match authenticate(&state.db, &email, password, OffsetDateTime::now_utc()).await {
        Ok(_) => Ok(()),
        Err(Error::Unauthorized("invalid_password")) => {
            Err(Error::field("password", "currentPasswordInvalid"))
        }
        Err(error) => Err(error),
    }
}

/// Deletes account `user_id` and everything that is only its own, in one transaction; refuses
/// the site's last administrator (`last_administrator`).
pub async fn delete_account(state: &AppState, user_id: i64) -> Result<()> {
    let mut tx = state.db.begin_write().await?;
    refuse_last_administrator(&mut tx, user_id).await?;
    let addresses = addresses_of(&mut tx, user_id).await?;
    sqlx::query(
        "DELETE FROM blend_orders WHERE blend_id IN (SELECT id FROM blends WHERE user_id = $1)",
    )
    .bind(user_id)
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "DELETE FROM portfolio_orders WHERE portfolio_id IN \
         (SELECT id FROM portfolios WHERE user_id = $1)",
    )
    .bind(user_id)
    .execute(&mut *tx)
    .await?;
    for (table, column, erasure) in USER_TABLES {
        let sql = match erasure {
            Erasure::Delete => format!("DELETE FROM {table} WHERE {column} = $1"),
            Erasure::Unlink => format!("UPDATE {table} SET {column} = NULL WHERE {column} = $1"),
            Erasure::Anonymise => {
                format!("UPDATE {table} SET {column} = NULL, actor_email = $2 WHERE {column} = $1")
            }
        };
        let mut query = sqlx::query(&sql).bind(user_id);
        if *erasure == Erasure::Anonymise {
            query = query.bind(anonymised_reference(user_id));
        }
        query.execute(&mut *tx).await?;
    }
    forget_addresses(&mut tx, user_id, &addresses).await?;
    sqlx::query("DELETE FROM users WHERE id = $1")
        .bind(user_id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(())
}

/// Refuses to delete the only administrator, whom nobody could replace. The administrators' role
/// row is locked first, so two administrators deleting themselves at once on PostgreSQL take
/// turns and the second sees the first gone (SQLite's write transaction serialises them anyway).
async fn refuse_last_administrator(tx: &mut Transaction<'_, Any>, user_id: i64) -> Result<()> {
    let admin = Role::Administrator.id();
    let holds: Option<i64> =
        sqlx::query_scalar("SELECT role_id FROM user_roles WHERE user_id = $1 AND role_id = $2")
            .bind(user_id)
            .bind(admin)
            .fetch_optional(&mut **tx)
            .await?;
    if holds.is_none() {
        return Ok(());
    }
    sqlx::query("UPDATE roles SET id = id WHERE id = $1")
        .bind(admin)
        .execute(&mut **tx)
        .await?;
    let others: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM user_roles WHERE role_id = $1 AND user_id <> $2")
            .bind(admin)
            .bind(user_id)
            .fetch_one(&mut **tx)
            .await?;
    if others == 0 {
        return Err(Error::Conflict {
            code: "last_administrator",
            message: "the site's only administrator cannot delete their account".to_owned(),
        });
    }
    Ok(())
}

/// Every address the account has had: its own, and those its email changes recorded, lowercase.
async fn addresses_of(tx: &mut Transaction<'_, Any>, user_id: i64) -> Result<Vec<String>> {
    let mut addresses: Vec<String> = sqlx::query_scalar(
        "SELECT email_normalized FROM users WHERE id = $1 \
         UNION SELECT LOWER(old_value) FROM audit_log WHERE subject_type = 'user' \
           AND subject_id = $1 AND action = 'emailChanged' AND old_value IS NOT NULL \
         UNION SELECT LOWER(new_value) FROM audit_log WHERE subject_type = 'user' \
           AND subject_id = $1 AND action = 'emailChanged' AND new_value IS NOT NULL",
    )
    .bind(user_id)
    .fetch_all(&mut **tx)
    .await?;
    addresses.sort();
    addresses.dedup();
    Ok(addresses)
}

/// The account's addresses leave the audit log's values (an email change, a company manager
/// added), the mail log and the newsletter list. A past address may since belong to someone
/// else: their newsletter subscription stays unless it had already ended.
async fn forget_addresses(
    tx: &mut Transaction<'_, Any>,
    user_id: i64,
    addresses: &[String],
) -> Result<()> {
    let reference = anonymised_reference(user_id);
    let current: Option<String> =
        sqlx::query_scalar("SELECT email_normalized FROM users WHERE id = $1")
            .bind(user_id)
            .fetch_optional(&mut **tx)
            .await?;
    sqlx::query("DELETE FROM newsletter_subscribers WHERE email = $1")
        .bind(&current)
        .execute(&mut **tx)
        .await?;
    for chunk in addresses.chunks(ADDRESSES_PER_STATEMENT) {
        // The audit log's statement binds the reference first, the others only the addresses.
        let after_reference = placeholders(2, chunk.len());
        let alone = placeholders(1, chunk.len());
        let statements = [
            (
                true,
                format!(
                    "UPDATE audit_log SET \
                       old_value = CASE WHEN LOWER(old_value) IN ({after_reference}) THEN $1 \
                         ELSE old_value END, \
                       new_value = CASE WHEN LOWER(new_value) IN ({after_reference}) THEN $1 \
                         ELSE new_value END \
                     WHERE LOWER(old_value) IN ({after_reference}) \
                       OR LOWER(new_value) IN ({after_reference})"
                ),
            ),
            (
                false,
                format!("DELETE FROM mail_outbox WHERE LOWER(to_address) IN ({alone})"),
            ),
            (
                false,
                format!(
                    "DELETE FROM newsletter_subscribers \
                     WHERE date_unsubscribed IS NOT NULL AND email IN ({alone})"
                ),
            ),
        ];
        for (with_reference, sql) in statements {
            let mut query = sqlx::query(&sql);
            if with_reference {
                query = query.bind(&reference);
            }
            for address in chunk {
                query = query.bind(address);
            }
            query.execute(&mut **tx).await?;
        }
    }
    Ok(())
}

/// `count` numbered placeholders from `$first` on, for an `IN (…)` list.
fn placeholders(first: usize, count: usize) -> String {
    (first..first + count)
        .map(|n| format!("${n}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The endpoint, merged into the API beside the accounts' own.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(delete_own_account))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_audit_log_names_a_deleted_account_by_its_old_id_only() {
        assert_eq!(anonymised_reference(42), "deleted-user-42");
    }

    #[test]
    fn placeholders_number_on_from_the_first() {
        assert_eq!(placeholders(2, 3), "$2, $3, $4");
        assert_eq!(placeholders(1, 1), "$1");
    }

    #[test]
    fn every_user_table_is_listed_once() {
        let mut seen: Vec<(&str, &str)> = USER_TABLES
            .iter()
            .map(|(table, column, _)| (*table, *column))
            .collect();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen.len(), USER_TABLES.len());
    }

    #[test]
    fn only_the_audit_log_is_anonymised() {
        let anonymised: Vec<&str> = USER_TABLES
            .iter()
            .filter(|(_, _, erasure)| *erasure == Erasure::Anonymise)
            .map(|(table, _, _)| *table)
            .collect();
        assert_eq!(anonymised, ["audit_log"]);
    }
}
