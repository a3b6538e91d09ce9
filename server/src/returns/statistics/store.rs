//! Storage of a program's official statistics (`program_statistics`, the whole set as
//! gzip-compressed JSON) and of its listing row (`program_listings`, the screener's figures as
//! columns).

use analytics_core::{ProgramStatistics, ReturnSeries};
use sqlx::{Any, Transaction};

use crate::error::{Error, Result};
use crate::gzip;
use crate::returns::statistics::statistics_of;
use crate::returns::{self, write_program_returns, ReportedMonth};
use crate::storage::{now, Db};

/// A program's listing figures as stored (fractions; months `yyyymm`).
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
pub struct ListingRow {
    pub program_id: i64,
    pub month_return: Option<f64>,
    pub ytd_return: Option<f64>,
    pub compound_return: Option<f64>,
    pub max_drawdown: Option<f64>,
    pub assets: Option<f64>,
    pub sharpe_ratio: Option<f64>,
    pub volatility: Option<f64>,
    pub correlation_sp500: Option<f64>,
    pub one_year_return: Option<f64>,
    pub three_year_return: Option<f64>,
    pub five_year_return: Option<f64>,
    pub past_12_months: Option<f64>,
    pub date_inception: Option<String>,
    pub last_return_month: Option<i32>,
    pub return_count: i64,
    pub sortino_ratio: Option<f64>,
    pub mar_ratio: Option<f64>,
    pub beta: Option<f64>,
}

/// What a program's statistics depend on besides its months.
#[derive(sqlx::FromRow)]
struct ProgramBasis {
    caror_type: i64,
    date_inception: Option<String>,
}

async fn program_basis<'e, E>(executor: E, program_id: i64) -> Result<ProgramBasis>
where
    E: sqlx::Executor<'e, Database = Any>,
{
    sqlx::query_as("SELECT caror_type, date_inception FROM programs WHERE id = $1")
        .bind(program_id)
        .fetch_optional(executor)
        .await?
        .ok_or(Error::NotFound)
}

/// Replaces a program's monthly returns and, in the same transaction, its statistics and listing
/// row: a reader never sees new months with old figures, and a rejected series changes nothing.
pub async fn replace_returns_and_statistics(
    db: &Db,
    program_id: i64,
    months: &[ReportedMonth],
    benchmark: Option<&ReturnSeries>,
) -> Result<()> {
    let mut tx = db.begin_write().await?;
    replace_returns_in(&mut tx, program_id, months, None, benchmark).await?;
    tx.commit().await?;
    Ok(())
}

/// Replaces a program's monthly returns, its statistics and listing row inside the caller's
/// transaction, which may write more (a revision) before it commits; with `date_inception` the
/// program's inception date is set first, so the listing row shows it. The caller invalidates
/// the listing cache after the commit. Fails before writing anything when the engine rejects the
/// series.
pub async fn replace_returns_in(
    tx: &mut Transaction<'_, Any>,
    program_id: i64,
    months: &[ReportedMonth],
    date_inception: Option<&str>,
    benchmark: Option<&ReturnSeries>,
) -> Result<()> {
    let mut basis = program_basis(&mut **tx, program_id).await?;
    let statistics = statistics_of(months, basis.caror_type, benchmark)?;
    if let Some(date_inception) = date_inception {
        sqlx::query("UPDATE programs SET date_inception = $1 WHERE id = $2")
            .bind(date_inception)
            .bind(program_id)
            .execute(&mut **tx)
            .await?;
        basis.date_inception = Some(date_inception.to_owned());
    }
    write_program_returns(tx, program_id, months).await?;
    write_statistics(tx, program_id, &basis, months, statistics.as_ref()).await?;
    crate::listing_version::bump(tx).await?;
    Ok(())
}

/// Recomputes a program's statistics and listing row from its stored months.
pub async fn recompute_program(
    db: &Db,
    program_id: i64,
    benchmark: Option<&ReturnSeries>,
) -> Result<()> {
    let basis = program_basis(&db.pool, program_id).await?;
    let months = returns::program_returns(db, program_id).await?;
    let statistics = statistics_of(&months, basis.caror_type, benchmark)?;
    let mut tx = db.begin_write().await?;
    write_statistics(&mut tx, program_id, &basis, &months, statistics.as_ref()).await?;
    crate::listing_version::bump(&mut tx).await?;
    tx.commit().await?;
    Ok(())
}

/// Recomputes every program, calling `progress(done, total)` after each. Returns the count.
pub async fn recompute_all_programs(
    db: &Db,
    benchmark: Option<&ReturnSeries>,
    mut progress: impl FnMut(usize, usize),
) -> Result<usize> {
    let ids: Vec<i64> = sqlx::query_scalar("SELECT id FROM programs ORDER BY id")
        .fetch_all(&db.pool)
        .await?;
    for (done, id) in ids.iter().enumerate() {
        recompute_program(db, *id, benchmark).await?;
        progress(done + 1, ids.len());
    }
    Ok(ids.len())
}

async fn write_statistics(
    tx: &mut Transaction<'_, Any>,
    program_id: i64,
    basis: &ProgramBasis,
    months: &[ReportedMonth],
    statistics: Option<&ProgramStatistics>,
) -> Result<()> {
    let computed = now();
    match statistics {
        Some(statistics) => {
            let json =
                serde_json::to_vec(statistics).map_err(|error| Error::Internal(error.into()))?;
            sqlx::query(
                "INSERT INTO program_statistics (program_id, statistics_gzip, computed_at) \
                 VALUES ($1, $2, $3) ON CONFLICT (program_id) DO UPDATE SET \
                 statistics_gzip = excluded.statistics_gzip, computed_at = excluded.computed_at",
            )
            .bind(program_id)
            .bind(gzip::compress(&json)?)
            .bind(&computed)
            .execute(&mut **tx)
            .await?;
        }
        None => {
            sqlx::query("DELETE FROM program_statistics WHERE program_id = $1")
                .bind(program_id)
                .execute(&mut **tx)
                .await?;
        }
    }
    let figures = statistics.map(ProgramStatistics::listing_figures);
    // AUM is the latest month that reported assets, not necessarily the last month.
    let assets = months.iter().rev().find_map(|m| m.assets);
    let date_inception = basis
        .date_inception
        .clone()
        .or_else(|| months.first().map(|m| m.month.first_day()));
    let f = figures.as_ref();
    sqlx::query(
        "INSERT INTO program_listings (program_id, month_return, ytd_return, compound_return, \
         max_drawdown, assets, sharpe_ratio, volatility, correlation_sp500, one_year_return, \
         three_year_return, five_year_return, past_12_months, date_inception, last_return_month, \
         return_count, sortino_ratio, mar_ratio, beta, computed_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, \
         $19, $20) \
         ON CONFLICT (program_id) DO UPDATE SET month_return = excluded.month_return, \
         ytd_return = excluded.ytd_return, compound_return = excluded.compound_return, \
         max_drawdown = excluded.max_drawdown, assets = excluded.assets, \
         sharpe_ratio = excluded.sharpe_ratio, volatility = excluded.volatility, \
         correlation_sp500 = excluded.correlation_sp500, \
         one_year_return = excluded.one_year_return, \
         three_year_return = excluded.three_year_return, \
         five_year_return = excluded.five_year_return, past_12_months = excluded.past_12_months, \
         date_inception = excluded.date_inception, \
         last_return_month = excluded.last_return_month, return_count = excluded.return_count, \
         sortino_ratio = excluded.sortino_ratio, mar_ratio = excluded.mar_ratio, \
         beta = excluded.beta, computed_at = excluded.computed_at",
    )
    .bind(program_id)
    .bind(f.map(|f| f.month_return))
    .bind(f.and_then(|f| f.ytd_return))
    .bind(f.map(|f| f.compound_return))
    .bind(f.map(|f| f.max_drawdown))
    .bind(assets)
    .bind(f.and_then(|f| f.sharpe_ratio))
    .bind(f.and_then(|f| f.volatility))
    .bind(f.and_then(|f| f.correlation_sp500))
    .bind(f.and_then(|f| f.one_year_return))
    .bind(f.and_then(|f| f.three_year_return))
    .bind(f.and_then(|f| f.five_year_return))
    .bind(f.and_then(|f| f.past_12_months))
    .bind(date_inception)
    .bind(f.map(|f| f.last_return_month.yyyymm()))
    .bind(i64::try_from(months.len()).unwrap_or(i64::MAX))
    .bind(f.and_then(|f| f.sortino_ratio))
    .bind(f.and_then(|f| f.mar_ratio))
    .bind(f.and_then(|f| f.beta))
    .bind(&computed)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// The longest statistics document a program can have: its series hold a few values per month,
/// and a record is bounded by the months a program may report.
const MAX_STATISTICS_BYTES: usize = 16 << 20;

/// A program's stored statistics document (JSON), as the API serves it.
pub async fn program_statistics_json(db: &Db, program_id: i64) -> Result<Option<String>> {
    let stored: Option<Vec<u8>> =
        sqlx::query_scalar("SELECT statistics_gzip FROM program_statistics WHERE program_id = $1")
            .bind(program_id)
            .fetch_optional(&db.pool)
            .await?;
    stored
        .map(|gzip| {
            let json = gzip::decompress(&gzip, MAX_STATISTICS_BYTES)?;
            String::from_utf8(json).map_err(|error| Error::Internal(error.into()))
        })
        .transpose()
}

/// Recomputes every program that has returns but no stored statistics (after a migration that
/// changed how they are stored, or a computation cut short). Returns how many it computed.
pub async fn recompute_missing(db: &Db, benchmark: Option<&ReturnSeries>) -> Result<usize> {
    let ids: Vec<i64> = sqlx::query_scalar(
        "SELECT p.id FROM programs p WHERE EXISTS \
         (SELECT 1 FROM program_returns r WHERE r.program_id = p.id) \
         AND NOT EXISTS (SELECT 1 FROM program_statistics s WHERE s.program_id = p.id) \
         ORDER BY p.id",
    )
    .fetch_all(&db.pool)
    .await?;
    for id in &ids {
        recompute_program(db, *id, benchmark).await?;
    }
    Ok(ids.len())
}

/// A program's stored listing row.
pub async fn program_listing(db: &Db, program_id: i64) -> Result<Option<ListingRow>> {
    Ok(sqlx::query_as(
        "SELECT program_id, month_return, ytd_return, compound_return, max_drawdown, assets, \
         sharpe_ratio, volatility, correlation_sp500, one_year_return, three_year_return, \
         five_year_return, past_12_months, date_inception, last_return_month, return_count, \
         sortino_ratio, mar_ratio, beta FROM program_listings WHERE program_id = $1",
    )
    .bind(program_id)
    .fetch_optional(&db.pool)
    .await?)
}
