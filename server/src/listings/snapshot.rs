//! Every program's listing row held in memory, and the listing pages read from it. A listing
//! request filters, sorts and pages a few hundred rows in microseconds, so the screener answers without touching the database's
//! listing tables. Every write that changes a listing bumps the listing version in its own
//! transaction (`listing_version::bump`); each request reads that one row and reloads the snapshot
//! when it moved, so several server processes on one database (and the command line) stay
//! coherent without telling each other anything.

use std::cmp::Ordering;
use std::collections::HashMap;
use std::sync::{Arc, RwLock};

use analytics_core::month::YearMonth;
use analytics_core::ReturnSeries;

use super::model::{ListingEntry, ListingScope, ProgramListing, ProgramListingPage};
use super::params::SortKey;
use super::query::{CarorFilter, ListingQuery, MaxRiskFilter};
use super::rules::visible_statuses;
use super::store::{read_entries, read_series};
use crate::access::Principal;
use crate::blends::correlation::correlation_with;
use crate::error::Result;
use crate::returns::statistics::MIN_RETURNS_FOR_CAROR;
use crate::storage::Db;

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
        // Money compares in US dollars, whatever each program's currency.
        && at_least(row.assets_usd, query.aum_min)
        && at_most(row.assets_usd, query.aum_max)
        && at_least(row.investment_min_usd, query.investment_min)
        && at_most(row.investment_min_usd, query.investment_max)
        && at_most(Some(entry.fee_management), query.fee_management_max.map(with_slack))
        && at_most(Some(entry.fee_performance), query.fee_performance_max.map(with_slack))
        && query.risk.sortino.admits(row.sortino_ratio)
        && query.risk.mar.admits(row.mar_ratio)
        && query.risk.beta.admits(row.beta)
        && query.us_invest.is_none_or(|open| entry.us_invest == open)
        && query
            .name
            .as_deref()
            .is_none_or(|term| names_contain(row, term))
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

/// A fee limit as compared: a limit of 1.5 % is 0.015 divided out of a percentage, and a fee
/// stored from the program form's 1.5 % may differ from it in the last bit.
fn with_slack(limit: f64) -> f64 {
    limit + 1e-9
}

/// Whether the program's or its company's name contains `term` (lower-case), in any case.
fn names_contain(row: &ProgramListing, term: &str) -> bool {
    row.program_name.to_lowercase().contains(term) || row.group_name.to_lowercase().contains(term)
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
        Assets => by(a.assets_usd, b.assets_usd, descending),
        InvestmentMin => by(a.investment_min_usd, b.investment_min_usd, descending),
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
        SortinoRatio => by(a.sortino_ratio, b.sortino_ratio, descending),
        MarRatio => by(a.mar_ratio, b.mar_ratio, descending),
        Beta => by(a.beta, b.beta, descending),
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

/// One page of listing rows matching `query`, as `viewer` may see them in `scope`, from the
/// in-memory snapshot. `new_since` (`YYYY-MM-DD`) marks rows approved since as new; with a blend
/// (and every program's series, by id), each row gets its correlation with the blend.
pub fn program_listings(
    snapshot: &ListingSnapshot,
    query: &ListingQuery,
    viewer: Option<&Principal>,
    scope: ListingScope,
    new_since: &str,
    return_month: YearMonth,
    blend: Option<(&ReturnSeries, &HashMap<i64, ReturnSeries>)>,
) -> Result<ProgramListingPage> {
    let statuses = visible_statuses(&query.program_statuses, viewer, scope)?;
    let mut found: Vec<Ranked> = snapshot
        .entries
        .iter()
        .filter(|entry| matches(entry, query, &statuses, viewer.is_some(), scope))
        .map(|entry| Ranked {
            entry,
            correlation: blend.and_then(|(blend, series)| {
                correlation_with(blend, series.get(&entry.row.program_id)?)
            }),
        })
        .collect();
    found.sort_unstable_by(|a, b| compare(a, b, query.sort_by, query.descending));
    let skip = usize::try_from((query.page_number - 1).saturating_mul(query.page_size))
        .unwrap_or(usize::MAX);
    let take = usize::try_from(query.page_size).unwrap_or(0);
    let items = found
        .iter()
        .skip(skip)
        .take(take)
        .map(|ranked| ProgramListing {
            is_new: ranked
                .entry
                .approved_at
                .as_deref()
                .is_some_and(|at| at >= new_since),
            correlation: ranked.correlation,
            ..ranked.entry.row.clone()
        })
        .collect();
    Ok(ProgramListingPage {
        items,
        total_count: found.len() as i64,
        return_month: return_month.yyyymm(),
    })
}
