//! Every program's listing row held in memory. A listing request filters, sorts and pages a few
//! hundred rows in microseconds, so the screener answers without touching the database's
//! listing tables. Every write that changes a listing bumps the listing version in its own
//! transaction (`listing_version::bump`); each request reads that one row and reloads the snapshot
//! when it moved, so several server processes on one database (and the command line) stay
//! coherent without telling each other anything.

use std::cmp::Ordering;
use std::collections::HashMap;
use std::sync::{Arc, RwLock};

use analytics_core::ReturnSeries;
use sqlx::Row;

use crate::error::Result;
use crate::listings::model::{ListingScope, ProgramListing, RecentReturn};
use crate::listings::params::SortKey;
use crate::listings::query::{CarorFilter, ListingQuery, MaxRiskFilter};
use crate::returns::statistics::{return_series, MIN_RETURNS_FOR_CAROR};
use crate::returns::ProgramMonth;
use crate::storage::Db;

/// One program as the listings filter it: its row and the fields only filters use.
#[derive(Debug, Clone)]
pub struct ListingEntry {
    pub row: ProgramListing,
    pub group_status_id: i64,
    pub hidden: bool,
    pub sector_focus_type_id: Option<i64>,
    pub investor_requirement_type_id: Option<i64>,
    /// Type ids with a share above 0.
    pub allocation_strategies: Vec<i64>,
    pub methodologies: Vec<i64>,
    pub compositions: Vec<i64>,
    pub platforms: Vec<i64>,
    /// The stored approval and archive timestamps (RFC 3339), compared with `YYYY-MM-DD` days.
    pub approved_at: Option<String>,
    pub archived_at: Option<String>,
}

/// The listing rows as read at one moment.
#[derive(Debug)]
pub struct ListingSnapshot {
    pub entries: Vec<ListingEntry>,
    /// Every program's monthly returns, read the first time a blend correlation needs them.
    series: tokio::sync::OnceCell<HashMap<i64, ReturnSeries>>,
    /// The `listing_version` read before the rows: the rows are at least that new.
    version: i64,
}

impl ListingSnapshot {
    /// The monthly returns of every program with any, by program id.
    pub async fn series(&self, db: &Db) -> Result<&HashMap<i64, ReturnSeries>> {
        self.series.get_or_try_init(|| read_series(db)).await
    }
}

/// The shared snapshot of one application state (`state.caches`).
#[derive(Debug, Default)]
pub struct ListingCache {
    snapshot: RwLock<Option<Arc<ListingSnapshot>>>,
    reload: tokio::sync::Mutex<()>,
}

impl ListingCache {
    fn current(&self, version: i64) -> Option<Arc<ListingSnapshot>> {
        let snapshot = self.snapshot.read().ok()?.clone()?;
        (snapshot.version == version).then_some(snapshot)
    }

    /// The current snapshot, read from the database when the stored version moved past it; one
    /// reader reloads while the others wait for it. Costs one single-row read when fresh.
    pub async fn get(&self, db: &Db) -> Result<Arc<ListingSnapshot>> {
        let version = crate::listing_version::current(db).await?;
        if let Some(snapshot) = self.current(version) {
            return Ok(snapshot);
        }
        let _reloading = self.reload.lock().await;
        // Read again under the lock: a reload that just finished may already be new enough,
        // and reading the version before the rows means the rows are at least that new.
        let version = crate::listing_version::current(db).await?;
        if let Some(snapshot) = self.current(version) {
            return Ok(snapshot);
        }
        let snapshot = Arc::new(ListingSnapshot {
            entries: read_entries(db).await?,
            series: tokio::sync::OnceCell::new(),
            version,
        });
        if let Ok(mut slot) = self.snapshot.write() {
            *slot = Some(snapshot.clone());
        }
        Ok(snapshot)
    }
}

/// Whether `entry` passes every filter of `query` for a reader (`signed_in` or not) in `scope`,
/// with `statuses` the program statuses the reader may list.
pub fn matches(
    entry: &ListingEntry,
    query: &ListingQuery,
    statuses: &[i64],
    signed_in: bool,
    scope: ListingScope,
) -> bool {
    let row = &entry.row;
    let any_of = |wanted: &[i64], have: &[i64]| {
        wanted.is_empty() || wanted.iter().any(|id| have.contains(id))
    };
    let one_of = |wanted: &[i64], have: Option<i64>| {
        wanted.is_empty() || have.is_some_and(|id| wanted.contains(&id))
    };
    let at_least = |value: Option<f64>, min: Option<f64>| {
        min.is_none_or(|min| value.is_some_and(|v| v >= min))
    };
    let at_most = |value: Option<f64>, max: Option<f64>| {
        max.is_none_or(|max| value.is_some_and(|v| v <= max))
    };
    let inception_year = row
        .date_inception
        .as_deref()
        .and_then(|d| d.get(..4))
        .and_then(|y| y.parse::<i32>().ok());
    let year_ok = |bound: Option<i32>, ok: fn(i32, i32) -> bool| {
        bound.is_none_or(|bound| inception_year.is_some_and(|year| ok(year, bound)))
    };
    let since = |stamp: &Option<String>, day: &Option<String>| {
        day.as_deref()
            .is_none_or(|day| stamp.as_deref().is_some_and(|s| s >= day))
    };
    let caror = row
        .compound_return
        .filter(|_| row.return_count >= MIN_RETURNS_FOR_CAROR);
    (scope == ListingScope::ManagedCompany
        || entry.group_status_id == crate::reference::group_status::ACTIVE)
        && statuses.contains(&row.program_status_id)
        && query.program_types.contains(&row.program_type_id)
        && (signed_in || !entry.hidden)
        && year_ok(query.year_start_min, |year, min| year >= min)
        && year_ok(query.year_start_max, |year, max| year <= max)
        && query.performance_range.is_none_or(|(from, through)| {
            let incepted = row
                .date_inception
                .as_deref()
                .is_some_and(|d| d < from.next().first_day().as_str());
            incepted && row.date_return.is_some_and(|last| last >= through.yyyymm())
        })
        && match query.caror {
            None => true,
            Some(CarorFilter::Above(floor)) => caror.is_some_and(|c| c > floor),
            Some(CarorFilter::BelowZero) => caror.is_some_and(|c| c < 0.0),
        }
        && match query.max_risk {
            None => true,
            Some(MaxRiskFilter::NoDeeperThan(depth)) => {
                row.max_drawdown.is_some_and(|dd| dd >= -depth)
            }
            Some(MaxRiskFilter::DeeperThanHalf) => row.max_drawdown.is_some_and(|dd| dd < -0.5),
        }
        && at_least(row.assets, query.aum_min)
        && at_most(row.assets, query.aum_max)
        && at_least(row.investment_min, query.investment_min)
        && at_most(row.investment_min, query.investment_max)
        && one_of(&query.sectors, entry.sector_focus_type_id)
        && one_of(
            &query.investor_requirements,
            entry.investor_requirement_type_id,
        )
        && any_of(&query.allocation_strategies, &entry.allocation_strategies)
        && any_of(&query.methodologies, &entry.methodologies)
        && any_of(&query.compositions, &entry.compositions)
        && since(&entry.approved_at, &query.date_approved_start)
        && since(&entry.archived_at, &query.date_archived_start)
        && (query.group_ids.is_empty() || query.group_ids.contains(&row.group_id))
        && query
            .platform_id
            .is_none_or(|platform| entry.platforms.contains(&platform))
}

/// A listed entry with its correlation with the blend of the request, when it asked for one.
pub struct Ranked<'a> {
    pub entry: &'a ListingEntry,
    pub correlation: Option<f64>,
}

/// Orders two rows by `key`: empty values last in either direction, then by program name and id.
pub fn compare(a: &Ranked, b: &Ranked, key: SortKey, descending: bool) -> Ordering {
    fn by<T: PartialOrd>(a: Option<T>, b: Option<T>, descending: bool) -> Ordering {
        match (a, b) {
            (None, None) => Ordering::Equal,
            (None, Some(_)) => Ordering::Greater,
            (Some(_), None) => Ordering::Less,
            (Some(a), Some(b)) => {
                let order = a.partial_cmp(&b).unwrap_or(Ordering::Equal);
                if descending {
                    order.reverse()
                } else {
                    order
                }
            }
        }
    }
    use SortKey::*;
    let (a_correlation, b_correlation) = (a.correlation, b.correlation);
    let (a, b) = (&a.entry.row, &b.entry.row);
    let primary = match key {
        ProgramName => by(Some(&a.program_name), Some(&b.program_name), descending),
        GroupName => by(Some(&a.group_name), Some(&b.group_name), descending),
        MonthReturn => by(a.month_return, b.month_return, descending),
        YtdReturn => by(a.ytd_return, b.ytd_return, descending),
        CompoundReturn => by(a.compound_return, b.compound_return, descending),
        MaxDrawDown => by(a.max_drawdown, b.max_drawdown, descending),
        Assets => by(a.assets, b.assets, descending),
        InvestmentMin => by(a.investment_min, b.investment_min, descending),
        DateInception => by(
            a.date_inception.as_ref(),
            b.date_inception.as_ref(),
            descending,
        ),
        DateApproved => by(
            a.date_approved.as_ref(),
            b.date_approved.as_ref(),
            descending,
        ),
        DateArchived => by(
            a.date_archived.as_ref(),
            b.date_archived.as_ref(),
            descending,
        ),
        SharpeRatio => by(a.sharpe_ratio, b.sharpe_ratio, descending),
        Volatility => by(a.volatility, b.volatility, descending),
        CorrelationSp500 => by(a.correlation_sp500, b.correlation_sp500, descending),
        FullYearReturn => by(a.full_year_return, b.full_year_return, descending),
        ThreeYearReturn => by(a.three_year_return, b.three_year_return, descending),
        FiveYearReturn => by(a.five_year_return, b.five_year_return, descending),
        Past12Months => by(a.past_12_months, b.past_12_months, descending),
        DateReturn => by(a.date_return, b.date_return, descending),
        Correlation => by(a_correlation, b_correlation, descending),
    };
    primary
        .then_with(|| a.program_name.cmp(&b.program_name))
        .then_with(|| a.program_id.cmp(&b.program_id))
}

/// Reads every program's listing entry: one query for the rows and one per list of type ids.
async fn read_entries(db: &Db) -> Result<Vec<ListingEntry>> {
    let rows = sqlx::query(
        "SELECT p.id, p.program_name, p.program_uri, p.group_id, g.group_name, g.group_uri, \
         g.group_status_id, p.program_type_id, p.program_status_id, p.membership_status_id, \
         p.hide_program, p.sector_focus_type_id, p.investor_requirement_type_id, \
         p.date_approved, p.date_archived, p.date_inception, p.currency, p.investment_min, \
         l.month_return, l.last_return_month, l.ytd_return, l.compound_return, \
         l.max_drawdown, l.assets, l.sharpe_ratio, l.volatility, l.correlation_sp500, \
         l.one_year_return, l.three_year_return, l.five_year_return, l.past_12_months, \
         COALESCE(l.return_count, 0) AS return_count \
         FROM programs p JOIN groups g ON g.id = p.group_id \
         LEFT JOIN program_listings l ON l.program_id = p.id ORDER BY p.id",
    )
    .fetch_all(&db.pool)
    .await?;
    let mut strategies = type_ids(
        db,
        "program_allocation_strategies",
        "allocation_strategy_type_id",
    )
    .await?;
    let mut methodologies = type_ids(db, "program_methodologies", "methodology_type_id").await?;
    let mut compositions = type_ids(db, "program_compositions", "composition_type_id").await?;
    let mut platforms = platform_ids(db).await?;
    let mut recent = recent_returns(db).await?;
    rows.iter()
        .map(|row| {
            let id: i64 = row.try_get("id")?;
            let approved_at: Option<String> = row.try_get("date_approved")?;
            let archived_at: Option<String> = row.try_get("date_archived")?;
            let return_count: i64 = row.try_get("return_count")?;
            let compound_return: Option<f64> = row.try_get("compound_return")?;
            let date_return: Option<i64> = row.try_get("last_return_month")?;
            Ok(ListingEntry {
                row: ProgramListing {
                    program_id: id,
                    program_name: row.try_get("program_name")?,
                    program_uri: row.try_get("program_uri")?,
                    group_id: row.try_get("group_id")?,
                    group_name: row.try_get("group_name")?,
                    group_uri: row.try_get("group_uri")?,
                    program_type_id: row.try_get("program_type_id")?,
                    program_status_id: row.try_get("program_status_id")?,
                    membership_status_id: row.try_get("membership_status_id")?,
                    is_new: false,
                    date_approved: approved_at.as_deref().map(day),
                    date_archived: archived_at.as_deref().map(day),
                    date_inception: row.try_get("date_inception")?,
                    month_return: row.try_get("month_return")?,
                    date_return: date_return.and_then(|m| i32::try_from(m).ok()),
                    ytd_return: row.try_get("ytd_return")?,
                    compound_return: compound_return
                        .filter(|_| return_count >= MIN_RETURNS_FOR_CAROR),
                    max_drawdown: row.try_get("max_drawdown")?,
                    assets: row.try_get("assets")?,
                    currency: row.try_get("currency")?,
                    investment_min: row.try_get("investment_min")?,
                    sharpe_ratio: row.try_get("sharpe_ratio")?,
                    volatility: row.try_get("volatility")?,
                    correlation_sp500: row.try_get("correlation_sp500")?,
                    full_year_return: row.try_get("one_year_return")?,
                    three_year_return: row.try_get("three_year_return")?,
                    five_year_return: row.try_get("five_year_return")?,
                    past_12_months: row.try_get("past_12_months")?,
                    return_count,
                    recent_returns: recent.remove(&id).unwrap_or_default(),
                    correlation: None,
                },
                group_status_id: row.try_get("group_status_id")?,
                hidden: row.try_get::<i64, _>("hide_program")? != 0,
                sector_focus_type_id: row.try_get("sector_focus_type_id")?,
                investor_requirement_type_id: row.try_get("investor_requirement_type_id")?,
                allocation_strategies: strategies.remove(&id).unwrap_or_default(),
                methodologies: methodologies.remove(&id).unwrap_or_default(),
                compositions: compositions.remove(&id).unwrap_or_default(),
                platforms: platforms.remove(&id).unwrap_or_default(),
                approved_at,
                archived_at,
            })
        })
        .collect()
}

/// The day of a stored timestamp.
fn day(timestamp: &str) -> String {
    timestamp.chars().take(10).collect()
}

async fn type_ids(db: &Db, table: &str, column: &str) -> Result<HashMap<i64, Vec<i64>>> {
    let rows: Vec<(i64, i64)> = sqlx::query_as(&format!(
        "SELECT program_id, {column} AS type_id FROM {table} WHERE value > 0"
    ))
    .fetch_all(&db.pool)
    .await?;
    Ok(by_program(rows))
}

async fn platform_ids(db: &Db) -> Result<HashMap<i64, Vec<i64>>> {
    let rows = sqlx::query_as("SELECT program_id, platform_id FROM program_platforms")
        .fetch_all(&db.pool)
        .await?;
    Ok(by_program(rows))
}

/// Values grouped by the program they belong to, in the order read.
fn by_program<T>(rows: impl IntoIterator<Item = (i64, T)>) -> HashMap<i64, Vec<T>> {
    let mut grouped: HashMap<i64, Vec<T>> = HashMap::new();
    for (program_id, value) in rows {
        grouped.entry(program_id).or_default().push(value);
    }
    grouped
}

/// Each program's last three calendar months up to its last return, newest first. The month
/// two before `yyyymm` is `yyyymm - 2` from March on, and reaches into the previous year
/// (`- 90`: 202601 → 202511) in January and February.
async fn recent_returns(db: &Db) -> Result<HashMap<i64, Vec<RecentReturn>>> {
    let rows: Vec<ProgramMonth> = sqlx::query_as(
        "SELECT r.program_id, r.month, r.monthly_return, r.assets, r.estimated \
         FROM program_returns r \
         JOIN program_listings l ON l.program_id = r.program_id \
         WHERE r.month <= l.last_return_month AND r.month >= CASE \
         WHEN l.last_return_month % 100 >= 3 THEN l.last_return_month - 2 \
         ELSE l.last_return_month - 90 END \
         ORDER BY r.program_id, r.month DESC",
    )
    .fetch_all(&db.pool)
    .await?;
    Ok(by_program(rows.into_iter().map(|row| {
        let recent = RecentReturn {
            month: row.month.month.yyyymm(),
            value: row.month.monthly_return,
            estimated: row.month.estimated,
        };
        (row.program_id, recent)
    })))
}

/// Every program's monthly returns in one ordered read.
async fn read_series(db: &Db) -> Result<HashMap<i64, ReturnSeries>> {
    let rows: Vec<ProgramMonth> = sqlx::query_as(
        "SELECT program_id, month, monthly_return, assets, estimated FROM program_returns \
         ORDER BY program_id, month",
    )
    .fetch_all(&db.pool)
    .await?;
    let months = by_program(rows.into_iter().map(|row| (row.program_id, row.month)));
    months
        .into_iter()
        .map(|(id, months)| Ok((id, return_series(&months)?)))
        .collect()
}
