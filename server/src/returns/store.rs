//! Monthly returns of programs and indexes: stored as fractions keyed by `yyyymm` month.

use analytics_core::YearMonth;
use sqlx::{Any, Row, Transaction};

use crate::error::Result;
use crate::months::Yyyymm;
use crate::storage::{now, Db, Flag};

/// One month of a program's or an index's record, as its manager reported it.
#[derive(Debug, Clone, Copy, PartialEq, sqlx::FromRow)]
pub struct ReportedMonth {
    #[sqlx(try_from = "Yyyymm")]
    pub month: YearMonth,
    /// Simple return as a fraction (0.0123 = 1.23 %).
    pub monthly_return: f64,
    /// Assets under management at month end, when known.
    pub assets: Option<f64>,
    /// The manager marked the month as an estimate (a 0/1 column).
    #[sqlx(try_from = "Flag")]
    pub estimated: bool,
}

/// A month of one of several programs' records, as a read of many programs' returns decodes it
/// (`program_id` and the columns of a `ReportedMonth`).
#[derive(Debug, Clone, Copy, PartialEq, sqlx::FromRow)]
pub struct ProgramMonth {
    pub program_id: i64,
    #[sqlx(flatten)]
    pub month: ReportedMonth,
}

/// Rows per INSERT statement: well under both engines' bound-parameter limits, and large
/// enough that seeding a few hundred thousand months takes seconds, not minutes.
const ROWS_PER_INSERT: usize = 200;

/// Replaces a program's months inside the caller's transaction (see
/// `statistics::replace_returns_and_statistics`, which keeps the statistics in step).
pub(crate) async fn write_program_returns(
    tx: &mut Transaction<'_, Any>,
    program_id: i64,
    months: &[ReportedMonth],
) -> Result<()> {
    sqlx::query("DELETE FROM program_returns WHERE program_id = $1")
        .bind(program_id)
        .execute(&mut **tx)
        .await?;
    let created = now();
    for chunk in months.chunks(ROWS_PER_INSERT) {
        insert_program_returns(tx, program_id, chunk, &created).await?;
    }
    Ok(())
}

async fn insert_program_returns(
    tx: &mut Transaction<'_, Any>,
    program_id: i64,
    months: &[ReportedMonth],
    created: &str,
) -> Result<()> {
    let placeholders: Vec<String> = (0..months.len())
        .map(|i| {
            let p = i * 4 + 3;
            format!("($1, ${p}, ${}, ${}, ${}, $2)", p + 1, p + 2, p + 3)
        })
        .collect();
    let sql = format!(
        "INSERT INTO program_returns (program_id, month, monthly_return, assets, estimated, \
         date_created) VALUES {}",
        placeholders.join(", ")
    );
    let mut query = sqlx::query(&sql).bind(program_id).bind(created);
    for month in months {
        query = query
            .bind(month.month.yyyymm())
            .bind(month.monthly_return)
            .bind(month.assets)
            .bind(i64::from(month.estimated));
    }
    query.execute(&mut **tx).await?;
    Ok(())
}

/// A program's monthly returns, oldest first.
pub async fn program_returns(db: &Db, program_id: i64) -> Result<Vec<ReportedMonth>> {
    read_program_returns(&db.pool, program_id).await
}

/// A program's monthly returns, oldest first, read through `executor` (a transaction that is
/// about to replace them reads them with it, so its diff is against what it replaces).
pub(crate) async fn read_program_returns<'e, E>(
    executor: E,
    program_id: i64,
) -> Result<Vec<ReportedMonth>>
where
    E: sqlx::Executor<'e, Database = Any>,
{
    Ok(sqlx::query_as(
        "SELECT month, monthly_return, assets, estimated FROM program_returns \
         WHERE program_id = $1 ORDER BY month",
    )
    .bind(program_id)
    .fetch_all(executor)
    .await?)
}

/// Replaces all monthly returns of an index (the S&P 500 benchmark is one) in one transaction.
pub async fn replace_index_returns(db: &Db, index_id: i64, months: &[ReportedMonth]) -> Result<()> {
    let mut tx = db.begin_write().await?;
    sqlx::query("DELETE FROM index_returns WHERE index_id = $1")
        .bind(index_id)
        .execute(&mut *tx)
        .await?;
    for chunk in months.chunks(ROWS_PER_INSERT) {
        let placeholders: Vec<String> = (0..chunk.len())
            .map(|i| format!("($1, ${}, ${})", i * 2 + 2, i * 2 + 3))
            .collect();
        let sql = format!(
            "INSERT INTO index_returns (index_id, month, monthly_return) VALUES {}",
            placeholders.join(", ")
        );
        let mut query = sqlx::query(&sql).bind(index_id);
        for month in chunk {
            query = query.bind(month.month.yyyymm()).bind(month.monthly_return);
        }
        query.execute(&mut *tx).await?;
    }
    tx.commit().await?;
    Ok(())
}

/// An index's monthly returns, oldest first.
pub async fn index_returns(db: &Db, index_id: i64) -> Result<Vec<ReportedMonth>> {
    let rows = sqlx::query(
        "SELECT month, monthly_return FROM index_returns WHERE index_id = $1 ORDER BY month",
    )
    .bind(index_id)
    .fetch_all(&db.pool)
    .await?;
    // Mapped by hand: an index has no assets or estimates columns to derive from.
    rows.iter()
        .map(|row| {
            Ok(ReportedMonth {
                month: YearMonth::from_yyyymm(row.try_get("month")?)?,
                monthly_return: row.try_get("monthly_return")?,
                assets: None,
                estimated: false,
            })
        })
        .collect()
}
