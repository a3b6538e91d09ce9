//! The SQL of the indexes: their identities, the families' rules, and the derived data the
//! recompute writes (months, members, statistics with the list's figures, monthly rankings,
//! awards) and the endpoints read.

use std::collections::{BTreeMap, HashMap};

use analytics_core::index::{Membership, RankingMeasure};
use analytics_core::{ListingFigures, YearMonth};
use sha2::{Digest, Sha256};
use sqlx::{Any, Row, Transaction};

use super::model::{
    IndexFamily, IndexIdentity, IndexKind, IndexMonthRecord, IndexSummary, MonthSpan, ProgramAward,
    RankedProgramRow,
};
use super::rules::{
    badge, decode_awards, encode_awards, encode_ranking, StoredAward, AWARD_TOP_RANKS,
    MAX_PROGRAM_AWARDS, MONTHLY_RANKING_AWARD,
};
use crate::error::{Error, Result};
use crate::gzip;
use crate::reference::program_status;
use crate::storage::{in_list, placeholders, shared_placeholders, Db};

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

/// A program's place in a month's ranking.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Placed {
    pub program_id: i64,
    pub rank: usize,
    pub figure: f64,
}

/// What the recompute found for one index family.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct FamilyResults {
    pub index_id: i64,
    /// The index's months (none for a ranking).
    pub months: Vec<IndexMonthRecord>,
    /// The statistics document (JSON) and the list's figures; none without months.
    pub statistics: Option<(Vec<u8>, ListingFigures)>,
    /// Each program's stretches of membership.
    pub members: Vec<(i64, Membership)>,
    /// Each month's ranking, best first.
    pub rankings: Vec<(YearMonth, Vec<Placed>)>,
}

/// The listing version the stored indexes were computed from.
pub async fn computed_version(db: &Db) -> Result<i64> {
    Ok(
        sqlx::query_scalar("SELECT computed_version FROM index_state WHERE id = 1")
            .fetch_one(&db.pool)
            .await?,
    )
}

/// Rows per INSERT statement: well under both engines' bound-parameter limits.
const ROWS_PER_INSERT: usize = 500;

impl FamilyResults {
    /// A digest of everything the family stores: equal digests, equal rows.
    pub fn digest(&self) -> String {
        let mut hash = Sha256::new();
        for m in &self.months {
            hash.update(m.month.yyyymm().to_le_bytes());
            hash.update(m.monthly_return.to_le_bytes());
            hash.update(m.member_count.to_le_bytes());
            hash.update([u8::from(m.estimated)]);
        }
        if let Some((json, _)) = &self.statistics {
            hash.update(json);
        }
        for (program_id, membership) in &self.members {
            hash.update(program_id.to_le_bytes());
            hash.update(membership.joined.yyyymm().to_le_bytes());
            hash.update(membership.left.map_or(0, YearMonth::yyyymm).to_le_bytes());
        }
        for (month, ranked) in &self.rankings {
            hash.update(month.yyyymm().to_le_bytes());
            for placed in ranked {
                hash.update(placed.program_id.to_le_bytes());
                hash.update(placed.rank.to_le_bytes());
                hash.update(placed.figure.to_le_bytes());
            }
        }
        hex::encode(hash.finalize())
    }
}

/// The tables a family's results live in (besides its row of `indexes`).
const DERIVED_TABLES: [&str; 4] = [
    "index_returns",
    "index_members",
    "index_statistics",
    "index_rankings",
];

/// Stores `results`, computed from listing version `version`, in one transaction: the families
/// whose results changed (all of them with `force`) are rewritten, the others left as they are.
/// Answers how many were rewritten, or `None` (nothing written) when the stored indexes are
/// already from that version or a later one (another process computed them meanwhile) and not
/// `force`.
pub async fn replace_derived(
    db: &Db,
    version: i64,
    force: bool,
    results: &[FamilyResults],
) -> Result<Option<usize>> {
    let mut tx = db.begin_write().await?;
    let claimed = sqlx::query(
        "UPDATE index_state SET computed_version = $1 \
         WHERE id = 1 AND (computed_version < $1 OR $2 = 1)",
    )
    .bind(version)
    .bind(i64::from(force))
    .execute(&mut *tx)
    .await?
    .rows_affected();
    if claimed == 0 {
        return Ok(None);
    }
    let stored: HashMap<i64, Option<String>> =
        sqlx::query_as("SELECT id, results_digest FROM indexes WHERE kind <> 'benchmark'")
            .fetch_all(&mut *tx)
            .await?
            .into_iter()
            .collect();
    let computed = crate::storage::now();
    let mut rewritten = 0;
    for family in results {
        let digest = family.digest();
        if !force && stored.get(&family.index_id) == Some(&Some(digest.clone())) {
            continue;
        }
        for table in DERIVED_TABLES {
            sqlx::query(&format!("DELETE FROM {table} WHERE index_id = $1"))
                .bind(family.index_id)
                .execute(&mut *tx)
                .await?;
        }
        write_family(&mut tx, family, &computed).await?;
        sqlx::query("UPDATE indexes SET results_digest = $1 WHERE id = $2")
            .bind(&digest)
            .bind(family.index_id)
            .execute(&mut *tx)
            .await?;
        rewritten += 1;
    }
    write_program_awards(&mut tx, results).await?;
    tx.commit().await?;
    Ok(Some(rewritten))
}

/// Replaces every program's awards: the top three places of every family's rankings.
async fn write_program_awards(
    tx: &mut Transaction<'_, Any>,
    results: &[FamilyResults],
) -> Result<()> {
    let mut won: BTreeMap<i64, Vec<StoredAward>> = BTreeMap::new();
    for family in results {
        for (month, ranked) in &family.rankings {
            for placed in ranked
                .iter()
                .take_while(|p| p.rank as i64 <= AWARD_TOP_RANKS)
            {
                won.entry(placed.program_id).or_default().push(StoredAward {
                    index_id: family.index_id,
                    month: *month,
                    rank: placed.rank as i64,
                    figure: placed.figure,
                });
            }
        }
    }
    sqlx::query("DELETE FROM program_awards")
        .execute(&mut **tx)
        .await?;
    let won: Vec<(i64, Vec<StoredAward>)> = won.into_iter().collect();
    for chunk in won.chunks(ROWS_PER_INSERT) {
        let sql = format!(
            "INSERT INTO program_awards (program_id, award_count, awards) VALUES {}",
            placeholders(chunk.len(), 3)
        );
        let mut query = sqlx::query(&sql);
        for (program_id, awards) in chunk {
            query = query
                .bind(program_id)
                .bind(i64::try_from(awards.len()).unwrap_or(i64::MAX))
                .bind(encode_awards(awards)?);
        }
        query.execute(&mut **tx).await?;
    }
    Ok(())
}

async fn write_family(
    tx: &mut Transaction<'_, Any>,
    family: &FamilyResults,
    computed: &str,
) -> Result<()> {
    let id = family.index_id;
    for chunk in family.months.chunks(ROWS_PER_INSERT) {
        let sql = format!(
            "INSERT INTO index_returns (index_id, month, monthly_return, member_count, estimated) \
             VALUES {}",
            shared_placeholders(1, chunk.len(), 4)
        );
        let mut query = sqlx::query(&sql).bind(id);
        for m in chunk {
            query = query
                .bind(m.month.yyyymm())
                .bind(m.monthly_return)
                .bind(m.member_count)
                .bind(i64::from(m.estimated));
        }
        query.execute(&mut **tx).await?;
    }
    for chunk in family.members.chunks(ROWS_PER_INSERT) {
        let sql = format!(
            "INSERT INTO index_members (index_id, program_id, month_joined, month_left) VALUES {}",
            shared_placeholders(1, chunk.len(), 3)
        );
        let mut query = sqlx::query(&sql).bind(id);
        for (program_id, membership) in chunk {
            query = query
                .bind(program_id)
                .bind(membership.joined.yyyymm())
                .bind(membership.left.map(YearMonth::yyyymm));
        }
        query.execute(&mut **tx).await?;
    }
    if let (Some((json, figures)), Some(last)) = (&family.statistics, family.months.last()) {
        sqlx::query(
            "INSERT INTO index_statistics (index_id, statistics_gzip, first_month, last_month, \
             member_count, month_return, ytd_return, compound_return, max_drawdown, \
             sharpe_ratio, volatility, correlation_sp500, computed_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)",
        )
        .bind(id)
        .bind(gzip::compress(json)?)
        .bind(family.months[0].month.yyyymm())
        .bind(last.month.yyyymm())
        .bind(last.member_count)
        .bind(figures.month_return)
        .bind(figures.ytd_return)
        .bind(figures.compound_return)
        .bind(figures.max_drawdown)
        .bind(figures.sharpe_ratio)
        .bind(figures.volatility)
        .bind(figures.correlation_sp500)
        .bind(computed)
        .execute(&mut **tx)
        .await?;
    }
    for chunk in family.rankings.chunks(ROWS_PER_INSERT) {
        let sql = format!(
            "INSERT INTO index_rankings (index_id, month, member_count, ranking) VALUES {}",
            shared_placeholders(1, chunk.len(), 3)
        );
        let mut query = sqlx::query(&sql).bind(id);
        for (month, ranked) in chunk {
            let pairs: Vec<(i64, f64)> = ranked.iter().map(|p| (p.program_id, p.figure)).collect();
            query = query
                .bind(month.yyyymm())
                .bind(i64::try_from(ranked.len()).unwrap_or(i64::MAX))
                .bind(encode_ranking(&pairs)?);
        }
        query.execute(&mut **tx).await?;
    }
    Ok(())
}

/// A program that may count in the indexes, as the recompute reads it.
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
pub struct CandidateRow {
    pub id: i64,
    pub program_status_id: i64,
    pub sector_focus_type_id: Option<i64>,
    pub date_archived: Option<String>,
    pub date_deleted: Option<String>,
}

/// Every program that is or was Active (Active, Archived or Deleted), by id.
pub async fn candidate_programs(db: &Db) -> Result<Vec<CandidateRow>> {
    Ok(sqlx::query_as(
        "SELECT id, program_status_id, sector_focus_type_id, date_archived, date_deleted \
         FROM programs WHERE program_status_id IN ($1, $2, $3) ORDER BY id",
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
    .bind(super::SP500_URI)
    .fetch_all(&db.pool)
    .await?;
    rows.iter()
        .map(|row| Ok((row.try_get("month")?, row.try_get("monthly_return")?)))
        .collect()
}
