//! How the recompute writes an index family's results: each family whose digest changed is
//! rewritten (months, members, statistics, rankings), and every program's awards, in one
//! transaction that first claims the listing version it was computed from.

use std::collections::{BTreeMap, HashMap};

use analytics_core::index::Membership;
use analytics_core::{ListingFigures, YearMonth};
use sha2::{Digest, Sha256};
use sqlx::{Any, Transaction};

use crate::error::Result;
use crate::gzip;
use crate::indexes::model::IndexMonthRecord;
use crate::indexes::rules::{encode_awards, encode_ranking, StoredAward, AWARD_TOP_RANKS};
use crate::storage::{placeholders, shared_placeholders, Db};

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
