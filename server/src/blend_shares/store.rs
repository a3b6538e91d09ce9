//! Shared links as stored. Every function on the owner's side takes the member's id and finds
//! only that member's links: a foreign or unknown id is not found.

use std::collections::HashMap;

use sqlx::Row;

use super::model::{BlendShare, ShareRow};
use super::rules::KEPT_REVOKED;
use crate::blends::model::ReturnColumns;
use crate::error::{Error, Result};
use crate::storage::{now, Db};
use crate::validation::paging::Paging;

const SHARE_COLUMNS: &str = "id, blend_id, blend_name, program_count, data_month, date_created";

/// A link to store.
pub struct NewShare<'a> {
    pub token_hash: &'a str,
    pub user_id: i64,
    pub blend_id: i64,
    pub blend_name: &'a str,
    pub is_normalized: bool,
    pub base_currency: &'a str,
    pub base_usd_per_unit: f64,
    pub orders_json: &'a str,
    pub program_count: i64,
    pub data_month: i32,
}

/// How many live links `blend_id` has.
pub async fn live_count_of_blend(db: &Db, blend_id: i64) -> Result<i64> {
    Ok(sqlx::query_scalar(
        "SELECT COUNT(*) FROM blend_shares WHERE blend_id = $1 AND revoked_at IS NULL",
    )
    .bind(blend_id)
    .fetch_one(&db.pool)
    .await?)
}

/// Stores `share` and forgets the member's revoked links beyond the newest `KEPT_REVOKED`.
pub async fn insert_share(db: &Db, share: &NewShare<'_>) -> Result<BlendShare> {
    let mut tx = db.begin_write().await?;
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO blend_shares (token_hash, user_id, blend_id, blend_name, is_normalized, \
         base_currency, base_usd_per_unit, orders_json, program_count, data_month, date_created) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id",
    )
    .bind(share.token_hash)
    .bind(share.user_id)
    .bind(share.blend_id)
    .bind(share.blend_name)
    .bind(i64::from(share.is_normalized))
    .bind(share.base_currency)
    .bind(share.base_usd_per_unit)
    .bind(share.orders_json)
    .bind(share.program_count)
    .bind(share.data_month)
    .bind(now())
    .fetch_one(&mut *tx)
    .await?;
    sqlx::query(
        "DELETE FROM blend_shares WHERE user_id = $1 AND revoked_at IS NOT NULL AND id NOT IN \
         (SELECT id FROM blend_shares WHERE user_id = $1 AND revoked_at IS NOT NULL \
          ORDER BY revoked_at DESC, id DESC LIMIT $2)",
    )
    .bind(share.user_id)
    .bind(KEPT_REVOKED)
    .execute(&mut *tx)
    .await?;
    let stored = sqlx::query_as(&format!(
        "SELECT {SHARE_COLUMNS} FROM blend_shares WHERE id = $1"
    ))
    .bind(id)
    .fetch_one(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(stored)
}

/// A page of the member's live links, newest first, and how many there are.
pub async fn live_shares(db: &Db, user_id: i64, page: Paging) -> Result<(Vec<BlendShare>, i64)> {
    let items = sqlx::query_as(&format!(
        "SELECT {SHARE_COLUMNS} FROM blend_shares WHERE user_id = $1 AND revoked_at IS NULL \
         ORDER BY date_created DESC, id DESC LIMIT $2 OFFSET $3"
    ))
    .bind(user_id)
    .bind(page.page_size)
    .bind(page.offset)
    .fetch_all(&db.pool)
    .await?;
    let total: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM blend_shares WHERE user_id = $1 AND revoked_at IS NULL",
    )
    .bind(user_id)
    .fetch_one(&db.pool)
    .await?;
    Ok((items, total))
}

/// Revokes the member's link `share_id`; revoking it again changes nothing. Not found when it
/// is not theirs.
pub async fn revoke(db: &Db, user_id: i64, share_id: i64) -> Result<()> {
    let found = sqlx::query(
        "UPDATE blend_shares SET revoked_at = COALESCE(revoked_at, $1) WHERE id = $2 AND user_id = $3",
    )
    .bind(now())
    .bind(share_id)
    .bind(user_id)
    .execute(&db.pool)
    .await?
    .rows_affected();
    if found == 0 {
        return Err(Error::NotFound);
    }
    Ok(())
}

/// The live link whose token hashes to `token_hash`, or not found.
pub async fn live_share(db: &Db, token_hash: &str) -> Result<ShareRow> {
    sqlx::query_as(
        "SELECT blend_name, is_normalized, base_currency, base_usd_per_unit, orders_json, \
         data_month, date_created FROM blend_shares WHERE token_hash = $1 AND revoked_at IS NULL",
    )
    .bind(token_hash)
    .fetch_optional(&db.pool)
    .await?
    .ok_or(Error::NotFound)
}

/// The last month any of `program_ids` has a return for; none without returns.
pub async fn last_month(db: &Db, program_ids: &[i64]) -> Result<Option<i32>> {
    let mut last: Option<i64> = None;
    for program_id in program_ids {
        let month: Option<i64> =
            sqlx::query_scalar("SELECT MAX(month) FROM program_returns WHERE program_id = $1")
                .bind(program_id)
                .fetch_one(&db.pool)
                .await?;
        last = last.max(month);
    }
    Ok(last.and_then(|month| i32::try_from(month).ok()))
}

/// A program of a shared blend with what decides whether a reader may see it.
pub struct ProgramRow {
    pub program_name: String,
    pub program_uri: String,
    pub group_name: String,
    pub group_uri: String,
    pub currency: String,
    pub fee_management: f64,
    pub fee_performance: f64,
    pub date_inception: Option<String>,
    pub investment_min: Option<f64>,
    pub group_id: i64,
    pub group_status_id: i64,
    pub program_status_id: i64,
    pub hidden: bool,
}

/// The programs of `program_ids` that still exist, by id.
pub async fn programs(db: &Db, program_ids: &[i64]) -> Result<HashMap<i64, ProgramRow>> {
    let mut found = HashMap::with_capacity(program_ids.len());
    for &program_id in program_ids {
        let row = sqlx::query(
            "SELECT p.program_name, p.program_uri, p.fee_management, p.fee_performance, \
             p.date_inception, p.investment_min, p.currency, p.group_id, p.program_status_id, p.hide_program, \
             g.group_name, g.group_uri, g.group_status_id \
             FROM programs p JOIN groups g ON g.id = p.group_id WHERE p.id = $1",
        )
        .bind(program_id)
        .fetch_optional(&db.pool)
        .await?;
        let Some(row) = row else { continue };
        found.insert(
            program_id,
            ProgramRow {
                program_name: row.try_get("program_name")?,
                program_uri: row.try_get("program_uri")?,
                group_name: row.try_get("group_name")?,
                group_uri: row.try_get("group_uri")?,
                currency: row.try_get("currency")?,
                fee_management: row.try_get("fee_management")?,
                fee_performance: row.try_get("fee_performance")?,
                date_inception: row.try_get("date_inception")?,
                investment_min: row.try_get("investment_min")?,
                group_id: row.try_get("group_id")?,
                group_status_id: row.try_get("group_status_id")?,
                program_status_id: row.try_get("program_status_id")?,
                hidden: row.try_get::<i64, _>("hide_program")? != 0,
            },
        );
    }
    Ok(found)
}

/// A program's monthly returns up to `last` (`yyyymm`), oldest first.
pub async fn returns_until(db: &Db, program_id: i64, last: i32) -> Result<ReturnColumns> {
    let rows = sqlx::query(
        "SELECT month, monthly_return, estimated FROM program_returns \
         WHERE program_id = $1 AND month <= $2 ORDER BY month",
    )
    .bind(program_id)
    .bind(i64::from(last))
    .fetch_all(&db.pool)
    .await?;
    let mut columns = ReturnColumns::default();
    for row in rows {
        columns.push_row(&row)?;
    }
    Ok(columns)
}
