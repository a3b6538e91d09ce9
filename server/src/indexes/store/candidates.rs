//! What the recompute reads of the programs: who may count, their classification shares and
//! every month of their records, and the S&P 500 benchmark.

use sqlx::Row;

use crate::error::Result;
use crate::reference::program_status;
use crate::storage::Db;

/// A program that may count in the indexes, as the recompute reads it.
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
pub struct CandidateRow {
    pub id: i64,
    pub program_status_id: i64,
    pub sector_focus_type_id: Option<i64>,
    /// The currency it reports assets in.
    pub currency: String,
    pub date_archived: Option<String>,
    pub date_deleted: Option<String>,
}

/// Every program that is or was Active (Active, Archived or Deleted), by id.
pub async fn candidate_programs(db: &Db) -> Result<Vec<CandidateRow>> {
    Ok(sqlx::query_as(
        "SELECT id, program_status_id, sector_focus_type_id, currency, date_archived, \
         date_deleted FROM programs WHERE program_status_id IN ($1, $2, $3) ORDER BY id",
    )
    .bind(program_status::ACTIVE)
    .bind(program_status::ARCHIVED)
    .bind(program_status::DELETED)
    .fetch_all(&db.pool)
    .await?)
}

/// A share of a program's allocation strategies or methodologies.
#[derive(Debug, Clone, Copy, PartialEq, sqlx::FromRow)]
pub struct ShareRow {
    pub program_id: i64,
    pub type_id: i64,
    pub value: f64,
}

/// Every program's allocation strategy shares.
pub async fn strategy_shares(db: &Db) -> Result<Vec<ShareRow>> {
    Ok(sqlx::query_as(
        "SELECT program_id, allocation_strategy_type_id AS type_id, value \
         FROM program_allocation_strategies",
    )
    .fetch_all(&db.pool)
    .await?)
}

/// Every program's methodology shares.
pub async fn methodology_shares(db: &Db) -> Result<Vec<ShareRow>> {
    Ok(sqlx::query_as(
        "SELECT program_id, methodology_type_id AS type_id, value FROM program_methodologies",
    )
    .fetch_all(&db.pool)
    .await?)
}

/// A stored month of a program's record.
#[derive(Debug, Clone, Copy, PartialEq, sqlx::FromRow)]
pub struct ReturnRow {
    pub program_id: i64,
    pub month: i32,
    pub monthly_return: f64,
    pub assets: Option<f64>,
    pub estimated: i64,
}

/// Every program's months, by program and month.
pub async fn program_months(db: &Db) -> Result<Vec<ReturnRow>> {
    Ok(sqlx::query_as(
        "SELECT program_id, month, monthly_return, assets, estimated FROM program_returns \
         ORDER BY program_id, month",
    )
    .fetch_all(&db.pool)
    .await?)
}

/// The S&P 500 benchmark's months, oldest first (none without a benchmark).
pub async fn benchmark_months(db: &Db) -> Result<Vec<(i32, f64)>> {
    let rows = sqlx::query(
        "SELECT r.month, r.monthly_return FROM index_returns r JOIN indexes i ON i.id = r.index_id \
         WHERE i.portfolio_uri = $1 ORDER BY r.month",
    )
    .bind(crate::indexes::SP500_URI)
    .fetch_all(&db.pool)
    .await?;
    rows.iter()
        .map(|row| Ok((row.try_get("month")?, row.try_get("monthly_return")?)))
        .collect()
}
