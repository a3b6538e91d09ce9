//! The SQL of the indexes: their identities, the families' rules, and the derived data the
//! endpoints read. The recompute's own SQL is beside: what it reads of the programs
//! (`candidates`) and how it writes the results (`derived`).

mod candidates;
mod derived;

pub use candidates::{
    benchmark_months, candidate_programs, methodology_shares, program_months, strategy_shares,
    CandidateRow, ReturnRow, ShareRow,
};
pub use derived::{replace_derived, FamilyResults, Placed};

use std::collections::HashMap;

use analytics_core::index::RankingMeasure;
use analytics_core::YearMonth;
use sqlx::Row;

use super::model::{
    IndexFamily, IndexIdentity, IndexKind, IndexMonthRecord, IndexSummary, MonthSpan, ProgramAward,
    RankedProgramRow,
};
use super::rules::{badge, decode_awards, MAX_PROGRAM_AWARDS, MONTHLY_RANKING_AWARD};
use crate::error::{Error, Result};
use crate::gzip;
use crate::storage::{in_list, Db};

/// An index to create.
#[derive(Debug, Clone, PartialEq)]
pub struct NewIndex {
    pub portfolio_uri: String,
    pub portfolio_name_en: String,
    pub portfolio_name_zh: String,
    /// `benchmark`, `main`, `sector`, `strategy` or `methodology`.
    pub kind: String,
    pub min_track_months: i64,
    pub is_demo: bool,
    pub description: Option<String>,
    pub date_created: String,
}

/// Creates an index; returns its id.
pub async fn create_index(db: &Db, index: &NewIndex) -> Result<i64> {
    let row = sqlx::query(
        "INSERT INTO indexes (portfolio_uri, portfolio_name_en, portfolio_name_zh, kind, \
         min_track_months, is_demo, description, date_created) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
    )
    .bind(&index.portfolio_uri)
    .bind(&index.portfolio_name_en)
    .bind(&index.portfolio_name_zh)
    .bind(&index.kind)
    .bind(index.min_track_months)
    .bind(i64::from(index.is_demo))
    .bind(&index.description)
    .bind(&index.date_created)
    .fetch_one(&db.pool)
    .await?;
    Ok(row.try_get("id")?)
}

/// The id of the index at `uri`, if any.
pub async fn index_id_by_uri(db: &Db, uri: &str) -> Result<Option<i64>> {
    let row = sqlx::query("SELECT id FROM indexes WHERE portfolio_uri = $1")
        .bind(uri)
        .fetch_optional(&db.pool)
        .await?;
    Ok(row.map(|row| row.try_get("id")).transpose()?)
}

const IDENTITY_COLUMNS: &str = "id, portfolio_uri, portfolio_name_en, portfolio_name_zh, kind, \
     rule_type_id, min_track_months, ranking_measure, assets_min, assets_max";

fn measure(text: &str) -> Result<RankingMeasure> {
    serde_json::from_value(serde_json::Value::String(text.to_owned()))
        .map_err(|_| Error::Internal(anyhow::anyhow!("an index ranks by {text}")))
}

fn identity(row: &sqlx::any::AnyRow) -> Result<IndexIdentity> {
    let kind: String = row.try_get("kind")?;
    Ok(IndexIdentity {
        portfolio_id: row.try_get("id")?,
        portfolio_uri: row.try_get("portfolio_uri")?,
        portfolio_name: row.try_get("portfolio_name_en")?,
        portfolio_name_zh: row.try_get("portfolio_name_zh")?,
        kind: IndexKind::parse(&kind)
            .ok_or_else(|| Error::Internal(anyhow::anyhow!("an index of kind {kind}")))?,
        rule_type_id: row.try_get("rule_type_id")?,
        min_track_months: row.try_get("min_track_months")?,
        ranking_measure: measure(&row.try_get::<String, _>("ranking_measure")?)?,
        assets_min: row.try_get("assets_min")?,
        assets_max: row.try_get("assets_max")?,
    })
}

/// The index (or benchmark) at `uri`.
pub async fn index_by_uri(db: &Db, uri: &str) -> Result<Option<IndexIdentity>> {
    let row = sqlx::query(&format!(
        "SELECT {IDENTITY_COLUMNS} FROM indexes WHERE portfolio_uri = $1"
    ))
    .bind(uri)
    .fetch_optional(&db.pool)
    .await?;
    row.as_ref().map(identity).transpose()
}

/// Every index family the recompute builds (every index but the benchmark).
pub async fn families(db: &Db) -> Result<Vec<IndexFamily>> {
    let rows = sqlx::query(&format!(
        "SELECT {IDENTITY_COLUMNS} FROM indexes WHERE kind <> 'benchmark' ORDER BY id"
    ))
    .fetch_all(&db.pool)
    .await?;
    rows.iter()
        .map(|row| {
            let index = identity(row)?;
            Ok(IndexFamily {
                id: index.portfolio_id,
                uri: index.portfolio_uri,
                kind: index.kind,
                rule_type_id: index.rule_type_id,
                min_track_months: usize::try_from(index.min_track_months).unwrap_or(0),
                ranking_measure: index.ranking_measure,
                assets_min: index.assets_min,
                assets_max: index.assets_max,
            })
        })
        .collect()
}

/// The dashboard's Top Rankings, in their order.
pub async fn top_rankings(db: &Db) -> Result<Vec<IndexIdentity>> {
    let rows = sqlx::query(&format!(
        "SELECT {IDENTITY_COLUMNS} FROM indexes WHERE top_ranking_order IS NOT NULL \
         ORDER BY top_ranking_order"
    ))
    .fetch_all(&db.pool)
    .await?;
    rows.iter().map(identity).collect()
}

fn month(row: &sqlx::any::AnyRow, column: &str) -> Result<YearMonth> {
    Ok(YearMonth::from_yyyymm(row.try_get(column)?)?)
}

/// The CTA Indexes list: every index with a series (not the benchmark, not the rankings).
pub async fn index_summaries(db: &Db) -> Result<Vec<IndexSummary>> {
    let rows = sqlx::query(
        "SELECT i.id, i.portfolio_uri, i.portfolio_name_en, i.portfolio_name_zh, i.kind, \
         s.first_month, s.last_month, s.member_count, s.month_return, s.ytd_return, \
         s.compound_return, s.max_drawdown, s.correlation_sp500, s.sharpe_ratio, s.volatility \
         FROM indexes i JOIN index_statistics s ON s.index_id = i.id \
         WHERE i.kind NOT IN ('benchmark', 'ranking')",
    )
    .fetch_all(&db.pool)
    .await?;
    rows.iter()
        .map(|row| {
            let kind: String = row.try_get("kind")?;
            Ok(IndexSummary {
                portfolio_id: row.try_get("id")?,
                portfolio_uri: row.try_get("portfolio_uri")?,
                portfolio_name: row.try_get("portfolio_name_en")?,
                portfolio_name_zh: row.try_get("portfolio_name_zh")?,
                kind: IndexKind::parse(&kind)
                    .ok_or_else(|| Error::Internal(anyhow::anyhow!("an index of kind {kind}")))?,
                date_start: month(row, "first_month")?,
                date_end: month(row, "last_month")?,
                member_count: row.try_get("member_count")?,
                month_return: row.try_get("month_return")?,
                ytd_return: row.try_get("ytd_return")?,
                compounded_annual_ror: row.try_get("compound_return")?,
                max_drawdown: row.try_get("max_drawdown")?,
                correlation_sp500: row.try_get("correlation_sp500")?,
                sharpe: row.try_get("sharpe_ratio")?,
                standard_deviation: row.try_get("volatility")?,
            })
        })
        .collect()
}

/// The longest statistics document an index can have (as for a program).
const MAX_STATISTICS_BYTES: usize = 16 << 20;

/// An index's stored statistics document (JSON).
pub async fn statistics_json(db: &Db, index_id: i64) -> Result<Option<String>> {
    let stored: Option<Vec<u8>> =
        sqlx::query_scalar("SELECT statistics_gzip FROM index_statistics WHERE index_id = $1")
            .bind(index_id)
            .fetch_optional(&db.pool)
            .await?;
    stored
        .map(|bytes| {
            let json = gzip::decompress(&bytes, MAX_STATISTICS_BYTES)?;
            String::from_utf8(json).map_err(|error| Error::Internal(error.into()))
        })
        .transpose()
}

/// An index's months, oldest first.
pub async fn index_months(db: &Db, index_id: i64) -> Result<Vec<IndexMonthRecord>> {
    let rows = sqlx::query(
        "SELECT month, monthly_return, member_count, estimated FROM index_returns \
         WHERE index_id = $1 ORDER BY month",
    )
    .bind(index_id)
    .fetch_all(&db.pool)
    .await?;
    rows.iter()
        .map(|row| {
            Ok(IndexMonthRecord {
                month: month(row, "month")?,
                monthly_return: row.try_get("monthly_return")?,
                member_count: row.try_get("member_count")?,
                estimated: row.try_get::<i64, _>("estimated")? == 1,
            })
        })
        .collect()
}

/// The first and last month with a ranking.
pub async fn ranking_months(db: &Db, index_id: i64) -> Result<Option<MonthSpan>> {
    let row = sqlx::query(
        "SELECT MIN(month) AS first, MAX(month) AS last FROM index_rankings WHERE index_id = $1",
    )
    .bind(index_id)
    .fetch_one(&db.pool)
    .await?;
    let (first, last): (Option<i32>, Option<i32>) = (row.try_get("first")?, row.try_get("last")?);
    Ok(match (first, last) {
        (Some(first), Some(last)) => Some(MonthSpan {
            first: YearMonth::from_yyyymm(first)?,
            last: YearMonth::from_yyyymm(last)?,
        }),
        _ => None,
    })
}

/// The stored ranking of a month (programs and figures, best first).
pub async fn ranking(db: &Db, index_id: i64, month: YearMonth) -> Result<Option<Vec<u8>>> {
    Ok(
        sqlx::query_scalar("SELECT ranking FROM index_rankings WHERE index_id = $1 AND month = $2")
            .bind(index_id)
            .bind(month.yyyymm())
            .fetch_optional(&db.pool)
            .await?,
    )
}

/// The programs `ids` (a ranking holds a few hundred at most), by id.
pub async fn ranked_programs(db: &Db, ids: &[i64]) -> Result<HashMap<i64, RankedProgramRow>> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    let sql = format!(
        "SELECT p.id, p.program_name, p.program_uri, p.group_id, g.group_name, g.group_uri, \
         g.group_status_id, p.program_status_id, p.hide_program, p.investment_min, p.currency, \
         p.date_inception FROM programs p JOIN groups g ON g.id = p.group_id \
         WHERE p.id IN ({})",
        in_list(ids.len())
    );
    let mut query = sqlx::query_as::<_, RankedProgramRow>(&sql);
    for id in ids {
        query = query.bind(id);
    }
    Ok(query
        .fetch_all(&db.pool)
        .await?
        .into_iter()
        .map(|row| (row.id, row))
        .collect())
}

/// The first month of the stretch of each program `ids` that covers `month` in index
/// `index_id`.
pub async fn joined_months(
    db: &Db,
    index_id: i64,
    month: YearMonth,
) -> Result<HashMap<i64, YearMonth>> {
    let rows = sqlx::query(
        "SELECT program_id, month_joined FROM index_members WHERE index_id = $1 \
         AND month_joined <= $2 AND (month_left IS NULL OR month_left > $2)",
    )
    .bind(index_id)
    .bind(month.yyyymm())
    .fetch_all(&db.pool)
    .await?;
    rows.iter()
        .map(|row| {
            Ok((
                row.try_get("program_id")?,
                self::month(row, "month_joined")?,
            ))
        })
        .collect()
}

/// A program's awards, newest first (at most [`MAX_PROGRAM_AWARDS`]), and how many it has.
pub async fn program_awards(db: &Db, program_id: i64) -> Result<(Vec<ProgramAward>, i64)> {
    let Some(stored): Option<Vec<u8>> =
        sqlx::query_scalar("SELECT awards FROM program_awards WHERE program_id = $1")
            .bind(program_id)
            .fetch_optional(&db.pool)
            .await?
    else {
        return Ok((Vec::new(), 0));
    };
    let mut awards = decode_awards(&stored)?;
    let total = i64::try_from(awards.len()).unwrap_or(i64::MAX);
    awards.sort_by(|a, b| b.month.cmp(&a.month).then(a.rank.cmp(&b.rank)));
    awards.truncate(usize::try_from(MAX_PROGRAM_AWARDS).unwrap_or(usize::MAX));
    let indexes: HashMap<i64, IndexIdentity> =
        sqlx::query(&format!("SELECT {IDENTITY_COLUMNS} FROM indexes"))
            .fetch_all(&db.pool)
            .await?
            .iter()
            .map(|row| identity(row).map(|index| (index.portfolio_id, index)))
            .collect::<Result<_>>()?;
    let items = awards
        .into_iter()
        .filter_map(|award| {
            let index = indexes.get(&award.index_id)?;
            Some(ProgramAward {
                portfolio_uri: index.portfolio_uri.clone(),
                portfolio_name_ranked: index.portfolio_name.clone(),
                portfolio_name_ranked_zh: index.portfolio_name_zh.clone(),
                award_type_id: MONTHLY_RANKING_AWARD,
                rank: award.rank,
                performance: award.figure,
                ranking_measure: index.ranking_measure,
                date_end: award.month,
                badge: badge(award.rank)?,
            })
        })
        .collect();
    Ok((items, total))
}

/// The listing version the stored indexes were computed from.
pub async fn computed_version(db: &Db) -> Result<i64> {
    Ok(
        sqlx::query_scalar("SELECT computed_version FROM index_state WHERE id = 1")
            .fetch_one(&db.pool)
            .await?,
    )
}
