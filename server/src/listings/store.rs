//! The listings' SQL: every program's listing entry and monthly returns (read into the
//! snapshot), the typeahead's matches, the company page's visits, and saved searches.

use std::collections::{BTreeMap, HashMap};

use analytics_core::{ReturnSeries, YearMonth};
use sqlx::Row;

use super::model::{
    FilterValue, ListingEntry, ProgramListing, ProgramMatch, RecentReturn, SavedSearch,
};
use super::rules::MAX_RESULTS;
use crate::error::{Error, Result};
use crate::reference::program_status;
use crate::returns::statistics::{return_series, MIN_RETURNS_FOR_CAROR};
use crate::returns::ProgramMonth;
use crate::storage::{now, Db};

/// Reads every program's listing entry: one query for the rows and one per list of type ids.
pub async fn read_entries(db: &Db) -> Result<Vec<ListingEntry>> {
    let rows = sqlx::query(
        "SELECT p.id, p.program_name, p.program_uri, p.group_id, g.group_name, g.group_uri, \
         g.group_status_id, p.program_type_id, p.program_status_id, p.membership_status_id, \
         p.hide_program, p.sector_focus_type_id, p.investor_requirement_type_id, \
         p.date_approved, p.date_archived, p.date_inception, p.currency, p.investment_min, \
         p.fee_management, p.fee_performance, p.us_invest, \
         l.month_return, l.last_return_month, l.ytd_return, l.compound_return, \
         l.max_drawdown, l.assets, l.sharpe_ratio, l.volatility, l.correlation_sp500, \
         l.one_year_return, l.three_year_return, l.five_year_return, l.past_12_months, \
         l.sortino_ratio, l.mar_ratio, l.beta, \
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
    let rates = crate::exchange_rates::read(db).await?;
    let assets_months = assets_months(db).await?;
    // Mapped by hand: an entry joins its row with the lists read apart, and derives its days and
    // the CAROR and MAR shown.
    rows.iter()
        .map(|row| {
            let id: i64 = row.try_get("id")?;
            let approved_at: Option<String> = row.try_get("date_approved")?;
            let archived_at: Option<String> = row.try_get("date_archived")?;
            let return_count: i64 = row.try_get("return_count")?;
            let compound_return: Option<f64> = row.try_get("compound_return")?;
            let mar_ratio: Option<f64> = row.try_get("mar_ratio")?;
            let date_return: Option<i64> = row.try_get("last_return_month")?;
            let currency: String = row.try_get("currency")?;
            let assets: Option<f64> = row.try_get("assets")?;
            let investment_min: Option<f64> = row.try_get("investment_min")?;
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
                    assets_usd: rates.assets_usd(
                        assets,
                        &currency,
                        assets_months.get(&id).copied(),
                    ),
                    investment_min_usd: rates.current_usd(investment_min, &currency),
                    assets,
                    currency,
                    investment_min,
                    sharpe_ratio: row.try_get("sharpe_ratio")?,
                    volatility: row.try_get("volatility")?,
                    correlation_sp500: row.try_get("correlation_sp500")?,
                    sortino_ratio: row.try_get("sortino_ratio")?,
                    // The CAROR over the drawdown: shown from as many returns as the CAROR.
                    mar_ratio: mar_ratio.filter(|_| return_count >= MIN_RETURNS_FOR_CAROR),
                    beta: row.try_get("beta")?,
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
                fee_management: row.try_get("fee_management")?,
                fee_performance: row.try_get("fee_performance")?,
                us_invest: row.try_get::<i64, _>("us_invest")? != 0,
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

/// The month each program last reported assets: the month of its AUM (see `statistics`), whose
/// exchange rate converts it.
async fn assets_months(db: &Db) -> Result<HashMap<i64, YearMonth>> {
    let rows = sqlx::query(
        "SELECT program_id, MAX(month) AS month FROM program_returns \
         WHERE assets IS NOT NULL GROUP BY program_id",
    )
    .fetch_all(&db.pool)
    .await?;
    rows.iter()
        .map(|row| {
            let month = YearMonth::from_yyyymm(row.try_get::<i32, _>("month")?)
                .map_err(anyhow::Error::from)?;
            Ok((row.try_get("program_id")?, month))
        })
        .collect()
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
pub async fn read_series(db: &Db) -> Result<HashMap<i64, ReturnSeries>> {
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

/// Active programs (and archived ones when `archived`) whose name or company name contains
/// `term` (lower-case), case-insensitively; names starting with it first. Hidden programs only
/// when `signed_in`.
pub async fn search_programs(
    db: &Db,
    term: &str,
    archived: bool,
    signed_in: bool,
) -> Result<Vec<ProgramMatch>> {
    let statuses = if archived {
        format!("{}, {}", program_status::ACTIVE, program_status::ARCHIVED)
    } else {
        program_status::ACTIVE.to_string()
    };
    let hidden = if signed_in {
        ""
    } else {
        "AND p.hide_program = 0"
    };
    let escaped = crate::storage::like_escaped(term);
    Ok(sqlx::query_as(&format!(
        "SELECT p.id, p.program_name, p.program_uri, g.group_name, g.group_uri, \
         p.program_status_id FROM programs p JOIN groups g ON g.id = p.group_id \
         WHERE g.group_status_id = $1 AND p.program_status_id IN ({statuses}) {hidden} \
         AND (LOWER(p.program_name) LIKE $2 ESCAPE '\\' OR LOWER(g.group_name) LIKE $2 ESCAPE '\\') \
         ORDER BY CASE WHEN LOWER(p.program_name) LIKE $3 ESCAPE '\\' THEN 0 ELSE 1 END, \
         p.program_name, g.group_name LIMIT $4"
    ))
    .bind(crate::reference::group_status::ACTIVE)
    .bind(format!("%{escaped}%"))
    .bind(format!("{escaped}%"))
    .bind(MAX_RESULTS)
    .fetch_all(&db.pool)
    .await?)
}

/// Page views per program of company `group_id`, by program id.
pub async fn program_visits(db: &Db, group_id: i64) -> Result<BTreeMap<i64, i64>> {
    let rows = sqlx::query(
        "SELECT p.id, COUNT(v.id) AS n FROM programs p \
         LEFT JOIN view_logs v ON v.program_id = p.id WHERE p.group_id = $1 GROUP BY p.id",
    )
    .bind(group_id)
    .fetch_all(&db.pool)
    .await?;
    rows.iter()
        .map(|row| Ok((row.try_get("id")?, row.try_get("n")?)))
        .collect()
}

/// Keeps `filters` as one of `user_id`'s saved searches; answers its id.
pub async fn insert_saved_search(
    db: &Db,
    user_id: i64,
    filters: &BTreeMap<String, FilterValue>,
) -> Result<i64> {
    let json = serde_json::to_string(filters).map_err(anyhow::Error::from)?;
    Ok(sqlx::query(
        "INSERT INTO saved_searches (user_id, filters_json, date_created) VALUES ($1, $2, $3) \
         RETURNING id",
    )
    .bind(user_id)
    .bind(json)
    .bind(now())
    .fetch_one(&db.pool)
    .await?
    .try_get("id")?)
}

/// `user_id`'s saved searches, newest first.
pub async fn saved_searches(db: &Db, user_id: i64) -> Result<Vec<SavedSearch>> {
    let rows = sqlx::query(
        "SELECT id, filters_json, date_created FROM saved_searches WHERE user_id = $1 \
         ORDER BY date_created DESC, id DESC",
    )
    .bind(user_id)
    .fetch_all(&db.pool)
    .await?;
    // Mapped by hand: the filters are stored as JSON text.
    rows.iter()
        .map(|row| {
            let json: String = row.try_get("filters_json")?;
            Ok(SavedSearch {
                saved_search_id: row.try_get("id")?,
                filters: serde_json::from_str(&json).map_err(anyhow::Error::from)?,
                date_created: row.try_get("date_created")?,
            })
        })
        .collect()
}

/// Deletes one of `user_id`'s saved searches; not found when it is another's or unknown.
pub async fn remove_saved_search(db: &Db, user_id: i64, saved_search_id: i64) -> Result<()> {
    let removed = sqlx::query("DELETE FROM saved_searches WHERE id = $1 AND user_id = $2")
        .bind(saved_search_id)
        .bind(user_id)
        .execute(&db.pool)
        .await?
        .rows_affected();
    if removed == 0 {
        return Err(Error::NotFound);
    }
    Ok(())
}
