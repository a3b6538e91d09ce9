//! The watchlist: programs a member follows, each with an e-mail alert flag and the figures of
//! its stored listing row.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use serde::{Deserialize, Serialize};
use sqlx::Row;
use utoipa::ToSchema;

use super::{refuse_duplicate, visible_program, ListedProgram};
use super::{PROGRAM_COLUMNS, PROGRAM_JOINS};
use crate::access::Principal;
use crate::error::{Error, Result};
use crate::extract::{ApiJson, ApiPath};
use crate::member_limits::{self, ensure_room};
use crate::state::AppState;
use crate::storage::{now, Db};

/// A program on the member's watchlist. Returns are fractions; money is in the program's
/// currency; the figures are those of the program's listing row.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WatchlistItem {
    pub watchlist_id: i64,
    pub program_id: i64,
    pub program_name: String,
    pub program_uri: String,
    pub group_name: String,
    pub group_uri: String,
    /// E-mail alerts on for this program.
    pub alert: bool,
    /// RFC 3339.
    pub date_created: String,
    /// The return of the program's own last month (`dateReturn`).
    pub month_return: Option<f64>,
    pub ytd_return: Option<f64>,
    /// CAROR; none below 24 monthly returns (shown as a dash).
    pub compound_return: Option<f64>,
    /// Worst drawdown (<= 0).
    #[serde(rename = "maxDrawDown")]
    pub max_drawdown: Option<f64>,
    /// Assets under management.
    pub assets: Option<f64>,
    pub currency: String,
    pub investment_min: Option<f64>,
    /// `YYYY-MM-DD`.
    pub date_inception: Option<String>,
    /// `yyyymm` of the program's last month with a return.
    pub date_return: Option<i32>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Watchlist {
    /// By company name, then program name.
    pub items: Vec<WatchlistItem>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NewWatchlistItem {
    pub program_id: i64,
    /// Default false.
    #[serde(default)]
    pub alert: bool,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct AlertChange {
    pub alert: bool,
}

/// The signed-in member's watchlist.
#[utoipa::path(get, path = "/api/v1/me/watchlist", tag = "members", operation_id = "listWatchlist",
    responses(crate::error::UriErrors, crate::error::SignedInErrors,
              (status = 200, body = Watchlist)))]
pub async fn list_watchlist(
    State(state): State<AppState>,
    user: Principal,
) -> Result<Json<Watchlist>> {
    let items = watchlist_items(&state.db, &user).await?;
    Ok(Json(Watchlist { items }))
}

/// Adds a program the member may see to their watchlist.
#[utoipa::path(post, path = "/api/v1/me/watchlist", tag = "members", operation_id = "addToWatchlist",
    request_body = NewWatchlistItem,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 201, body = WatchlistItem),
              (status = 404, description = "no such program, or one the member may not see", body = crate::error::ApiErrorBody),
              (status = 409, description = "duplicate: already on the watchlist; limit_reached: 500 entries", body = crate::error::ApiErrorBody)))]
pub async fn add_to_watchlist(
    State(state): State<AppState>,
    user: Principal,
    ApiJson(request): ApiJson<NewWatchlistItem>,
) -> Result<(StatusCode, Json<WatchlistItem>)> {
    let item = add_program(&state.db, &user, request.program_id, request.alert).await?;
    Ok((StatusCode::CREATED, Json(item)))
}

/// Turns the e-mail alert of a watchlist row on or off.
#[utoipa::path(patch, path = "/api/v1/me/watchlist/{watchlistId}", tag = "members", operation_id = "setWatchlistAlert",
    params(("watchlistId" = i64, Path)), request_body = AlertChange,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 200, body = WatchlistItem),
              (status = 404, description = "not one of the member's rows", body = crate::error::ApiErrorBody)))]
pub async fn set_alert(
    State(state): State<AppState>,
    user: Principal,
    ApiPath(watchlist_id): ApiPath<i64>,
    ApiJson(request): ApiJson<AlertChange>,
) -> Result<Json<WatchlistItem>> {
    let item = set_watchlist_alert(&state.db, &user, watchlist_id, request.alert).await?;
    Ok(Json(item))
}

/// Removes a row from the member's watchlist.
#[utoipa::path(delete, path = "/api/v1/me/watchlist/{watchlistId}", tag = "members", operation_id = "removeFromWatchlist",
    params(("watchlistId" = i64, Path)),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 204, description = "removed"),
              (status = 404, description = "not one of the member's rows", body = crate::error::ApiErrorBody)))]
pub async fn remove_from_watchlist(
    State(state): State<AppState>,
    user: Principal,
    ApiPath(watchlist_id): ApiPath<i64>,
) -> Result<StatusCode> {
    remove_watchlist_item(&state.db, &user, watchlist_id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The member's watchlist rows of programs they may see, by company name then program name
/// (sorted here, so both engines order alike whatever their collation).
pub async fn watchlist_items(db: &Db, member: &Principal) -> Result<Vec<WatchlistItem>> {
    read_items(db, member, None).await
}

/// One of the member's watchlist rows; not found when it is another's or its program is no
/// longer one the member may see.
pub async fn watchlist_item(
    db: &Db,
    member: &Principal,
    watchlist_id: i64,
) -> Result<WatchlistItem> {
    read_items(db, member, Some(watchlist_id))
        .await?
        .pop()
        .ok_or(Error::NotFound)
}

/// Adds `program_id` to the member's watchlist: not found unless the member may see it,
/// `duplicate` when it is already there.
pub async fn add_program(
    db: &Db,
    member: &Principal,
    program_id: i64,
    alert: bool,
) -> Result<WatchlistItem> {
    visible_program(db, Some(member), program_id).await?;
    ensure_room(db, &member_limits::WATCHLIST, member.user_id).await?;
    let watchlist_id: i64 = sqlx::query(
        "INSERT INTO watchlists (user_id, program_id, alert, date_created) \
         VALUES ($1, $2, $3, $4) RETURNING id",
    )
    .bind(member.user_id)
    .bind(program_id)
    .bind(i64::from(alert))
    .bind(now())
    .fetch_one(&db.pool)
    .await
    .map_err(refuse_duplicate("watchlist"))?
    .try_get("id")?;
    watchlist_item(db, member, watchlist_id).await
}

pub async fn set_watchlist_alert(
    db: &Db,
    member: &Principal,
    watchlist_id: i64,
    alert: bool,
) -> Result<WatchlistItem> {
    watchlist_item(db, member, watchlist_id).await?;
    sqlx::query("UPDATE watchlists SET alert = $1 WHERE id = $2 AND user_id = $3")
        .bind(i64::from(alert))
        .bind(watchlist_id)
        .bind(member.user_id)
        .execute(&db.pool)
        .await?;
    watchlist_item(db, member, watchlist_id).await
}

/// Removes one of the member's rows, whatever its program has become since.
pub async fn remove_watchlist_item(db: &Db, member: &Principal, watchlist_id: i64) -> Result<()> {
    let removed = sqlx::query("DELETE FROM watchlists WHERE id = $1 AND user_id = $2")
        .bind(watchlist_id)
        .bind(member.user_id)
        .execute(&db.pool)
        .await?
        .rows_affected();
    if removed == 0 {
        return Err(Error::NotFound);
    }
    Ok(())
}

async fn read_items(
    db: &Db,
    member: &Principal,
    watchlist_id: Option<i64>,
) -> Result<Vec<WatchlistItem>> {
    let one = if watchlist_id.is_some() {
        " AND w.id = $2"
    } else {
        ""
    };
    let sql = format!(
        "SELECT w.id, w.program_id, w.alert, w.date_created, {PROGRAM_COLUMNS} \
         FROM watchlists w JOIN programs p ON p.id = w.program_id {PROGRAM_JOINS} \
         WHERE w.user_id = $1{one}"
    );
    let mut query = sqlx::query(&sql).bind(member.user_id);
    if let Some(id) = watchlist_id {
        query = query.bind(id);
    }
    let rows = query.fetch_all(&db.pool).await?;
    let mut items = Vec::with_capacity(rows.len());
    for row in &rows {
        let program = ListedProgram::read(row, Some(member))?;
        if !program.visible {
            continue;
        }
        items.push(WatchlistItem {
            watchlist_id: row.try_get("id")?,
            program_id: row.try_get("program_id")?,
            program_name: program.program_name,
            program_uri: program.program_uri,
            group_name: program.group_name,
            group_uri: program.group_uri,
            alert: row.try_get::<i64, _>("alert")? != 0,
            date_created: row.try_get("date_created")?,
            month_return: program.month_return,
            ytd_return: program.ytd_return,
            compound_return: program.compound_return,
            max_drawdown: program.max_drawdown,
            assets: program.assets,
            currency: program.currency,
            investment_min: program.investment_min,
            date_inception: program.date_inception,
            date_return: program.date_return,
        });
    }
    items.sort_by(|a, b| {
        (&a.group_name, &a.program_name, a.watchlist_id).cmp(&(
            &b.group_name,
            &b.program_name,
            b.watchlist_id,
        ))
    });
    Ok(items)
}
