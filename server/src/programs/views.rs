//! A program's view log (the program page's Logs tab): who opened the page and when, for
//! administrators and the company's CTA managers; and the recording of views.
//!
//! A view is one row per client per program per day. The client is a keyed hash (HMAC-SHA-256)
//! of the signed-in user's id, or else of the address and user agent, under a salt of the day
//! kept in the database (so every server process keys a client alike) and deleted the next day
//! (so a key cannot be linked across days, and an address cannot be recovered by hashing
//! guesses once the salt is gone). A unique index and `ON CONFLICT DO NOTHING` make the row
//! once; an in-process set of the day's keys spares the database the repeats.

use std::collections::HashSet;

use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;
use axum::Json;
use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use sha2::Sha256;
use sqlx::Row;
use utoipa::{IntoParams, ToSchema};

use crate::access::Principal;
use crate::error::{Error, Result};
use crate::extract::{ApiPath, ApiQuery};
use crate::state::AppState;
use crate::storage::{now, Db};

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ViewLogEntry {
    /// None for a visitor who was not signed in.
    pub user_id: Option<i64>,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub phone: String,
    /// RFC 3339.
    pub date_created: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ViewLogPage {
    pub items: Vec<ViewLogEntry>,
    pub total_count: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ViewCount {
    pub count: i64,
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ViewLogQuery {
    /// From 1.
    #[param(minimum = 1)]
    pub page_number: Option<i64>,
    /// 1..=100 (the page offers 10, 25, 50 and 100); default 25.
    #[param(minimum = 1, maximum = 100)]
    pub page_size: Option<i64>,
    /// `ASC` or `DESC` (default) by date, in any case.
    #[param(pattern = "^([Aa][Ss][Cc]|[Dd][Ee][Ss][Cc])$")]
    pub order_by: Option<String>,
}

/// The program's company, when `user` may read its view log.
async fn managed_program(db: &Db, user: &Principal, program_id: i64) -> Result<()> {
    let group_id: i64 = sqlx::query("SELECT group_id FROM programs WHERE id = $1")
        .bind(program_id)
        .fetch_optional(&db.pool)
        .await?
        .ok_or(Error::NotFound)?
        .try_get("group_id")?;
    if user.manages(group_id) {
        Ok(())
    } else {
        Err(Error::Forbidden("forbidden_role"))
    }
}

const SELECT_ENTRIES: &str = "SELECT v.user_id, u.first_name, u.last_name, u.email, \
     u.phone_prefix, u.phone, v.date_created FROM view_logs v \
     LEFT JOIN users u ON u.id = v.user_id WHERE v.program_id = $1";

fn entry(row: &sqlx::any::AnyRow) -> Result<ViewLogEntry> {
    let text = |name: &str| -> Result<String> {
        Ok(row.try_get::<Option<String>, _>(name)?.unwrap_or_default())
    };
    let phone = [text("phone_prefix")?, text("phone")?]
        .into_iter()
        .filter(|part| !part.is_empty())
        .collect::<Vec<_>>()
        .join(" ");
    Ok(ViewLogEntry {
        user_id: row.try_get("user_id")?,
        first_name: text("first_name")?,
        last_name: text("last_name")?,
        email: text("email")?,
        phone,
        date_created: row.try_get("date_created")?,
    })
}

/// One page of the view log, newest first unless asked otherwise.
#[utoipa::path(get, path = "/api/v1/programs/{programId}/views", tag = "programs",
    operation_id = "programViews", params(("programId" = i64, Path), ViewLogQuery),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, body = ViewLogPage),
              (status = 403, description = "forbidden_role: neither an administrator nor a manager of the program's company", body = crate::error::ApiErrorBody),
              (status = 404, description = "no such program", body = crate::error::ApiErrorBody),
              (status = 422, description = "validation_failed: `pageSize` or `pageNumber` invalidNumber, `orderBy` invalidChoice", body = crate::error::ApiErrorBody)))]
pub async fn program_views(
    State(state): State<AppState>,
    user: Principal,
    ApiPath(program_id): ApiPath<i64>,
    ApiQuery(query): ApiQuery<ViewLogQuery>,
) -> Result<Json<ViewLogPage>> {
    managed_program(&state.db, &user, program_id).await?;
    let page_size = query.page_size.unwrap_or(25);
    let page_number = query.page_number.unwrap_or(1);
    if !(1..=100).contains(&page_size) {
        return Err(Error::field("pageSize", "invalidNumber"));
    }
    if page_number < 1 {
        return Err(Error::field("pageNumber", "invalidNumber"));
    }
    let direction = match query
        .order_by
        .as_deref()
        .map(str::to_ascii_uppercase)
        .as_deref()
    {
        None | Some("DESC") => "DESC",
        Some("ASC") => "ASC",
        Some(_) => return Err(Error::field("orderBy", "invalidChoice")),
    };
    let rows = sqlx::query(&format!(
        "{SELECT_ENTRIES} ORDER BY v.date_created {direction}, v.id {direction} \
         LIMIT $2 OFFSET $3"
    ))
    .bind(program_id)
    .bind(page_size)
    // A page far past the end is empty, not an overflow.
    .bind((page_number - 1).saturating_mul(page_size))
    .fetch_all(&state.db.pool)
    .await?;
    Ok(Json(ViewLogPage {
        items: rows.iter().map(entry).collect::<Result<_>>()?,
        total_count: view_count(&state.db, program_id).await?,
    }))
}

/// How many times the program page was viewed.
#[utoipa::path(get, path = "/api/v1/programs/{programId}/views/count", tag = "programs",
    operation_id = "programViewCount", params(("programId" = i64, Path)),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, body = ViewCount),
              (status = 403, description = "forbidden_role: neither an administrator nor a manager of the program's company", body = crate::error::ApiErrorBody),
              (status = 404, description = "no such program", body = crate::error::ApiErrorBody)))]
pub async fn program_view_count(
    State(state): State<AppState>,
    user: Principal,
    ApiPath(program_id): ApiPath<i64>,
) -> Result<Json<ViewCount>> {
    managed_program(&state.db, &user, program_id).await?;
    Ok(Json(ViewCount {
        count: view_count(&state.db, program_id).await?,
    }))
}

/// The whole view log as CSV (the Logs tab's export).
#[utoipa::path(get, path = "/api/v1/programs/{programId}/views.csv", tag = "programs",
    operation_id = "programViewsCsv", params(("programId" = i64, Path)),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, content_type = "text/csv", body = String),
              (status = 403, description = "forbidden_role: neither an administrator nor a manager of the program's company", body = crate::error::ApiErrorBody),
              (status = 404, description = "no such program", body = crate::error::ApiErrorBody)))]
pub async fn program_views_csv(
    State(state): State<AppState>,
    user: Principal,
    ApiPath(program_id): ApiPath<i64>,
) -> Result<impl IntoResponse> {
    managed_program(&state.db, &user, program_id).await?;
    let rows = sqlx::query(&format!(
        "{SELECT_ENTRIES} ORDER BY v.date_created DESC, v.id DESC"
    ))
    .bind(program_id)
    .fetch_all(&state.db.pool)
    .await?;
    let mut csv = String::from("Date,First Name,Last Name,Email,Phone\r\n");
    for row in &rows {
        let e = entry(row)?;
        let fields = [e.date_created, e.first_name, e.last_name, e.email, e.phone];
        csv.push_str(
            &fields
                .iter()
                .map(|f| csv_field(f))
                .collect::<Vec<_>>()
                .join(","),
        );
        csv.push_str("\r\n");
    }
    Ok((
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_owned()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"program-{program_id}-views.csv\""),
            ),
        ],
        csv,
    ))
}

/// A CSV field, quoted when it holds a delimiter, a quote or a line break; a leading formula
/// character is neutralised so a spreadsheet shows the text instead of running it.
fn csv_field(value: &str) -> String {
    let value = if value.starts_with(['=', '+', '-', '@']) {
        format!("'{value}")
    } else {
        value.to_owned()
    };
    if value.contains([',', '"', '\r', '\n']) {
        format!("\"{}\"", value.replace('"', "\"\""))
    } else {
        value
    }
}

async fn view_count(db: &Db, program_id: i64) -> Result<i64> {
    Ok(
        sqlx::query("SELECT COUNT(*) AS n FROM view_logs WHERE program_id = $1")
            .bind(program_id)
            .fetch_one(&db.pool)
            .await?
            .try_get("n")?,
    )
}

/// The day's keys one process remembers at most: beyond, a repeat view is sent to the database
/// (which ignores it) instead of memory growing with the day's distinct visitors. 100,000 keys
/// of about 100 bytes each is some 10 MB at worst.
const MAX_REMEMBERED_KEYS: usize = 100_000;

/// Records program views, at most one row per client per program per day.
#[derive(Debug, Default)]
pub struct ViewRecorder {
    today: tokio::sync::Mutex<Option<ViewDay>>,
}

#[derive(Debug)]
struct ViewDay {
    /// `YYYY-MM-DD`, UTC.
    day: String,
    salt: String,
    /// `(program, key)` of views already recorded today by this process.
    seen: HashSet<(i64, String)>,
}

/// Who viewed: a signed-in user, or an anonymous client by address and user agent.
#[derive(Debug, Clone, Copy)]
pub enum ViewClient<'a> {
    User(i64),
    Anonymous {
        address: &'a str,
        user_agent: &'a str,
    },
}

impl ViewRecorder {
    /// Records that `client` opened `program_id`'s page. Returns whether it went to the
    /// database: false for a view this process already recorded today.
    pub async fn record(&self, db: &Db, program_id: i64, client: ViewClient<'_>) -> Result<bool> {
        let day = time::OffsetDateTime::now_utc().date().to_string();
        let key = {
            let mut today = self.today.lock().await;
            if today.as_ref().is_none_or(|t| t.day != day) {
                *today = Some(ViewDay {
                    salt: day_salt(db, &day).await?,
                    day: day.clone(),
                    seen: HashSet::new(),
                });
            }
            let Some(today) = today.as_mut() else {
                return Ok(false);
            };
            let key = view_key(&today.salt, client);
            let seen = (program_id, key);
            if today.seen.contains(&seen) {
                return Ok(false);
            }
            if today.seen.len() < MAX_REMEMBERED_KEYS {
                today.seen.insert(seen.clone());
            }
            seen.1
        };
        let user_id = match client {
            ViewClient::User(id) => Some(id),
            ViewClient::Anonymous { .. } => None,
        };
        let written = sqlx::query(
            "INSERT INTO view_logs (program_id, user_id, client_hash, view_day, date_created) \
             VALUES ($1, $2, $3, $4, $5) \
             ON CONFLICT (program_id, view_day, client_hash) DO NOTHING",
        )
        .bind(program_id)
        .bind(user_id)
        .bind(&key)
        .bind(&day)
        .bind(now())
        .execute(&db.pool)
        .await;
        if let Err(error) = written {
            // Forget the key so the next view of the day tries again.
            if let Some(today) = self.today.lock().await.as_mut() {
                today.seen.remove(&(program_id, key));
            }
            return Err(error.into());
        }
        Ok(true)
    }
}

/// The salt of `day`: the stored one, or a new random one that the first process to store it
/// makes everyone's. Salts of earlier days are deleted.
async fn day_salt(db: &Db, day: &str) -> Result<String> {
    let fresh = hex::encode(rand::random::<[u8; 32]>());
    sqlx::query(
        "INSERT INTO view_salts (view_day, salt) VALUES ($1, $2) ON CONFLICT (view_day) DO NOTHING",
    )
    .bind(day)
    .bind(&fresh)
    .execute(&db.pool)
    .await?;
    let salt: String = sqlx::query("SELECT salt FROM view_salts WHERE view_day = $1")
        .bind(day)
        .fetch_one(&db.pool)
        .await?
        .try_get("salt")?;
    sqlx::query("DELETE FROM view_salts WHERE view_day < $1")
        .bind(day)
        .execute(&db.pool)
        .await?;
    Ok(salt)
}

/// The client's key under the day's salt (hex, 128 bits). The kind is part of the keyed text,
/// with the address and agent separated by a byte neither contains, so no user id, address and
/// agent can produce another's text.
fn view_key(salt: &str, client: ViewClient<'_>) -> String {
    let text = match client {
        ViewClient::User(id) => format!("user\n{id}"),
        ViewClient::Anonymous {
            address,
            user_agent,
        } => format!("client\n{address}\n{user_agent}"),
    };
    let mut mac =
        Hmac::<Sha256>::new_from_slice(salt.as_bytes()).expect("HMAC takes keys of any length");
    mac.update(text.as_bytes());
    hex::encode(&mac.finalize().into_bytes()[..16])
}

#[cfg(test)]
mod tests {
    use super::{csv_field, view_key, ViewClient};

    #[test]
    fn view_keys_depend_on_the_salt_and_the_client() {
        let anonymous = ViewClient::Anonymous {
            address: "203.0.113.7",
            user_agent: "Firefox",
        };
        assert_eq!(view_key("a", anonymous), view_key("a", anonymous));
        assert_ne!(view_key("a", anonymous), view_key("b", anonymous));
        assert_ne!(
            view_key("a", anonymous),
            view_key(
                "a",
                ViewClient::Anonymous {
                    address: "203.0.113.7",
                    user_agent: "Chrome",
                }
            )
        );
        assert_ne!(view_key("a", ViewClient::User(7)), view_key("a", anonymous));
        assert_eq!(view_key("a", ViewClient::User(7)).len(), 32);
    }

    #[test]
    fn csv_fields_are_quoted_and_formulas_neutralised() {
        assert_eq!(csv_field("Ann"), "Ann");
        assert_eq!(csv_field("Lee, Ann"), "\"Lee, Ann\"");
        assert_eq!(csv_field("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(csv_field("=1+1"), "'=1+1");
        assert_eq!(csv_field("+1 312-555-0100"), "'+1 312-555-0100");
    }
}
