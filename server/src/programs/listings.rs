//! The program listings (screener, returns, new listings, archived programs): plain indexed reads
//! of the stored listing rows, never a statistic recomputed.

use analytics_core::month::YearMonth;
use axum::extract::{RawQuery, State};
use axum::routing::get;
use axum::{Json, Router};
use serde::Serialize;
use sqlx::any::AnyRow;
use sqlx::Row;
use utoipa::ToSchema;

use super::listing_query::{self, CarorFilter, ListingQuery, MaxRiskFilter, SortKey};
use super::status;
use super::viewer::Viewer;
use crate::accounts::OptionalUser;
use crate::app::AppState;
use crate::error::{Error, Result};
use crate::storage::Db;

pub fn router() -> Router<AppState> {
    Router::new().route("/api/v1/programs", get(list_programs))
}

/// The CAROR is shown (and filtered and sorted on) only from 24 monthly returns (spec section 5).
pub const MIN_RETURNS_FOR_CAROR: i64 = 24;

/// One program's row in a listing. Returns are fractions; money is in the program's currency.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProgramListing {
    pub program_id: i64,
    pub program_name: String,
    pub program_uri: String,
    pub group_id: i64,
    pub group_name: String,
    pub group_uri: String,
    /// 1 Index, 2 Fund, 3 Managed Account.
    pub program_type_id: i64,
    /// 1 Active, 2 Pending, 3 Archived, 4 Deleted.
    pub program_status_id: i64,
    /// 1 Closed to New Investments, 2 Open to New Investments.
    pub membership_status_id: i64,
    /// Approved within the last month.
    pub is_new: bool,
    /// `YYYY-MM-DD`.
    pub date_approved: Option<String>,
    pub date_archived: Option<String>,
    pub date_inception: Option<String>,
    /// The return of the program's own last month (`dateReturn`).
    pub month_return: Option<f64>,
    /// `yyyymm` of the program's last month with a return.
    pub date_return: Option<i32>,
    pub ytd_return: Option<f64>,
    /// CAROR; none below 24 monthly returns (shown as a dash).
    pub compound_return: Option<f64>,
    /// Worst drawdown (<= 0).
    #[serde(rename = "maxDrawDown")]
    pub max_drawdown: Option<f64>,
    /// Assets under management.
    pub assets: Option<f64>,
    pub currency: String,
    pub investment_min: Option<f64>,
    pub sharpe_ratio: Option<f64>,
    pub volatility: Option<f64>,
    #[serde(rename = "correlationSp500")]
    pub correlation_sp500: Option<f64>,
    /// Trailing 12 months, cumulative.
    pub full_year_return: Option<f64>,
    /// Trailing 36 months, cumulative.
    pub three_year_return: Option<f64>,
    /// Trailing 60 months, cumulative.
    pub five_year_return: Option<f64>,
    #[serde(rename = "past12Months")]
    pub past_12_months: Option<f64>,
    pub return_count: i64,
    /// The last three months with a return, newest first.
    pub recent_returns: Vec<RecentReturn>,
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct RecentReturn {
    /// `yyyymm`.
    pub month: i32,
    pub value: f64,
    pub estimated: bool,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProgramListingPage {
    pub items: Vec<ProgramListing>,
    pub total_count: i64,
    /// `yyyymm` of the month before the current one: the month-return column is headed by it.
    pub return_month: i32,
}

/// Who is reading decides what may be listed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reader {
    pub signed_in: bool,
    pub admin: bool,
    /// Manages the one company listed (its programs page): every status and company state.
    pub company_manager: bool,
}

/// Lists programs by the spec's filters, sorted and paged (query parameters: see the web
/// screener and `docs/api.md`; multi-value filters are repeated keys).
#[utoipa::path(get, path = "/api/v1/programs", tag = "programs", operation_id = "listPrograms",
    params(
        ("filterByYearStartMin" = Option<i32>, Query, description = "Inception year at least"),
        ("filterByYearStartMax" = Option<i32>, Query, description = "Inception year at most"),
        ("filterByDatePerformanceMin" = Option<String>, Query, description = "YYYY-MM: returns from (with the max)"),
        ("filterByDatePerformanceMax" = Option<String>, Query, description = "YYYY-MM: returns through (not in the future)"),
        ("filterByProgramTypesId" = Option<Vec<i64>>, Query, description = "Repeated; none = all three types"),
        ("filterByCARORMin" = Option<i64>, Query, description = "0..100 step 10: CAROR above; -2: below 0 %"),
        ("filterByMaxRisk" = Option<i64>, Query, description = "0..50 step 5: worst drawdown no deeper; -1: deeper than 50 %"),
        ("filterByAUMMin" = Option<f64>, Query), ("filterByAUMMax" = Option<f64>, Query),
        ("filterByInvestmentMin" = Option<f64>, Query), ("filterByInvestmentMax" = Option<f64>, Query),
        ("filterByProgramsSectorTypesId" = Option<Vec<i64>>, Query),
        ("filterByInvestorRequirementsTypesId" = Option<Vec<i64>>, Query),
        ("filterByAllocationStrategyTypesId" = Option<Vec<i64>>, Query),
        ("filterByMethodologyTypesId" = Option<Vec<i64>>, Query),
        ("filterByCompositionTypesId" = Option<Vec<i64>>, Query),
        ("filterByProgramStatusIds" = Option<Vec<i64>>, Query, description = "Default Active; Archived for anyone; Pending and Deleted for administrators"),
        ("filterByDateApprovedStart" = Option<String>, Query, description = "YYYY-MM-DD"),
        ("filterByDateArchivedStart" = Option<String>, Query, description = "YYYY-MM-DD"),
        ("filterByGroupIds" = Option<Vec<i64>>, Query), ("filterByPlatformId" = Option<i64>, Query),
        ("sortBy" = Option<String>, Query, description = "A listing field; default monthReturn"),
        ("orderBy" = Option<String>, Query, description = "ASC or DESC (default)"),
        ("pageSize" = Option<i64>, Query, description = "1..100, default 25"),
        ("pageNumber" = Option<i64>, Query, description = "From 1"),
    ),
    responses((status = 200, body = ProgramListingPage),
              (status = 403, description = "forbidden_role: a status only administrators may list", body = crate::error::ApiErrorBody),
              (status = 422, body = crate::error::ApiErrorBody)))]
pub async fn list_programs(
    State(state): State<AppState>,
    OptionalUser(user): OptionalUser,
    RawQuery(query): RawQuery,
) -> Result<Json<ProgramListingPage>> {
    let today = time::OffsetDateTime::now_utc().date();
    let current = current_month(today)?;
    let query = listing_query::parse(query.as_deref().unwrap_or(""), current)?;
    let reader = Viewer::new(user.as_ref()).reader();
    Ok(Json(
        program_listings(&state.db, &query, reader, &new_since(today), current.prev()).await?,
    ))
}

/// The month of `today`.
pub fn current_month(today: time::Date) -> Result<YearMonth> {
    Ok(YearMonth::new(
        today.year(),
        u32::from(u8::from(today.month())),
    )?)
}

/// Programs approved on or after this day (`YYYY-MM-DD`) are new: within the last month.
pub fn new_since(today: time::Date) -> String {
    (today - time::Duration::days(31)).to_string()
}

/// One page of listing rows matching `query`, as `reader` may see them. `new_since`
/// (`YYYY-MM-DD`) marks rows approved since as new.
pub async fn program_listings(
    db: &Db,
    query: &ListingQuery,
    reader: Reader,
    new_since: &str,
    return_month: YearMonth,
) -> Result<ProgramListingPage> {
    let statuses = visible_statuses(&query.program_statuses, reader)?;
    let mut sql = SqlBuilder::default();
    let filter = sql.filter(query, &statuses, reader);
    let total_count: i64 = sql
        .bind_all(sqlx::query(&format!(
            "SELECT COUNT(*) AS n FROM programs p JOIN groups g ON g.id = p.group_id \
             LEFT JOIN program_listings l ON l.program_id = p.id WHERE {filter}"
        )))
        .fetch_one(&db.pool)
        .await?
        .try_get("n")?;

    let order = sort_expression(query.sort_by);
    let direction = if query.descending { "DESC" } else { "ASC" };
    let new_since = sql.text(new_since.to_owned());
    let limit = sql.int(query.page_size);
    let offset = sql.int((query.page_number - 1).saturating_mul(query.page_size));
    let rows = sql
        .bind_all(sqlx::query(&format!(
            "SELECT p.id, p.program_name, p.program_uri, p.group_id, g.group_name, g.group_uri, \
             p.program_type_id, p.program_status_id, p.membership_status_id, p.date_approved, \
             p.date_archived, p.date_inception, p.currency, p.investment_min, \
             CASE WHEN p.date_approved >= {new_since} THEN 1 ELSE 0 END AS is_new, \
             l.month_return, l.last_return_month, l.ytd_return, l.compound_return, \
             l.max_drawdown, l.assets, l.sharpe_ratio, l.volatility, l.correlation_sp500, \
             l.one_year_return, l.three_year_return, l.five_year_return, l.past_12_months, \
             COALESCE(l.return_count, 0) AS return_count \
             FROM programs p JOIN groups g ON g.id = p.group_id \
             LEFT JOIN program_listings l ON l.program_id = p.id WHERE {filter} \
             ORDER BY CASE WHEN {order} IS NULL THEN 1 ELSE 0 END, {order} {direction}, \
             p.program_name, p.id LIMIT {limit} OFFSET {offset}"
        )))
        .fetch_all(&db.pool)
        .await?;
    let mut items = rows
        .iter()
        .map(listing_row)
        .collect::<Result<Vec<ProgramListing>>>()?;
    attach_recent_returns(db, &mut items).await?;
    Ok(ProgramListingPage {
        items,
        total_count,
        return_month: return_month.yyyymm(),
    })
}

/// Active programs unless others are asked for: Archived for anyone (the archived listing),
/// Pending and Deleted only for administrators.
fn visible_statuses(asked: &[i64], reader: Reader) -> Result<Vec<i64>> {
    if asked.is_empty() {
        return Ok(vec![status::ACTIVE]);
    }
    if reader.company_manager {
        return Ok(asked.to_vec());
    }
    let public = [status::ACTIVE, status::ARCHIVED];
    if !reader.admin && asked.iter().any(|s| !public.contains(s)) {
        return Err(Error::Forbidden("forbidden_role"));
    }
    Ok(asked.to_vec())
}

/// The column a sort key orders by; the CAROR only where it is shown.
fn sort_expression(key: SortKey) -> String {
    use SortKey::*;
    match key {
        ProgramName => "p.program_name".to_owned(),
        GroupName => "g.group_name".to_owned(),
        MonthReturn => "l.month_return".to_owned(),
        YtdReturn => "l.ytd_return".to_owned(),
        CompoundReturn => format!(
            "(CASE WHEN l.return_count >= {MIN_RETURNS_FOR_CAROR} THEN l.compound_return END)"
        ),
        MaxDrawDown => "l.max_drawdown".to_owned(),
        Assets => "l.assets".to_owned(),
        InvestmentMin => "p.investment_min".to_owned(),
        DateInception => "p.date_inception".to_owned(),
        DateApproved => "p.date_approved".to_owned(),
        DateArchived => "p.date_archived".to_owned(),
        SharpeRatio => "l.sharpe_ratio".to_owned(),
        Volatility => "l.volatility".to_owned(),
        CorrelationSp500 => "l.correlation_sp500".to_owned(),
        FullYearReturn => "l.one_year_return".to_owned(),
        ThreeYearReturn => "l.three_year_return".to_owned(),
        FiveYearReturn => "l.five_year_return".to_owned(),
        Past12Months => "l.past_12_months".to_owned(),
        DateReturn => "l.last_return_month".to_owned(),
    }
}

/// Portable SQL with numbered placeholders and the values bound to them, in order.
#[derive(Default)]
struct SqlBuilder {
    values: Vec<Value>,
}

enum Value {
    Int(i64),
    Real(f64),
    Text(String),
}

impl SqlBuilder {
    fn placeholder(&mut self, value: Value) -> String {
        self.values.push(value);
        format!("${}", self.values.len())
    }

    fn int(&mut self, value: i64) -> String {
        self.placeholder(Value::Int(value))
    }

    fn real(&mut self, value: f64) -> String {
        self.placeholder(Value::Real(value))
    }

    fn text(&mut self, value: String) -> String {
        self.placeholder(Value::Text(value))
    }

    fn ints(&mut self, values: &[i64]) -> String {
        values
            .iter()
            .map(|v| self.int(*v))
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn bind_all<'q>(
        &'q self,
        mut query: sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>>,
    ) -> sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>> {
        for value in &self.values {
            query = match value {
                Value::Int(v) => query.bind(*v),
                Value::Real(v) => query.bind(*v),
                Value::Text(v) => query.bind(v.as_str()),
            };
        }
        query
    }

    /// The WHERE clause of `query`.
    fn filter(&mut self, query: &ListingQuery, statuses: &[i64], reader: Reader) -> String {
        let mut clauses = vec![
            format!("p.program_status_id IN ({})", self.ints(statuses)),
            format!("p.program_type_id IN ({})", self.ints(&query.program_types)),
        ];
        if !reader.company_manager {
            clauses.push(format!(
                "g.group_status_id = {}",
                crate::groups::status::ACTIVE
            ));
        }
        if !reader.signed_in {
            clauses.push("p.hide_program = 0".to_owned());
        }
        if let Some(year) = query.year_start_min {
            clauses.push(format!(
                "p.date_inception >= {}",
                self.text(format!("{year:04}-01-01"))
            ));
        }
        if let Some(year) = query.year_start_max {
            clauses.push(format!(
                "p.date_inception < {}",
                self.text(format!("{:04}-01-01", year + 1))
            ));
        }
        if let Some((from, through)) = query.performance_range {
            let after_from = from.next();
            clauses.push(format!(
                "p.date_inception < {}",
                self.text(format!(
                    "{:04}-{:02}-01",
                    after_from.year(),
                    after_from.month()
                ))
            ));
            clauses.push(format!(
                "l.last_return_month >= {}",
                self.int(i64::from(through.yyyymm()))
            ));
        }
        match query.caror {
            Some(CarorFilter::Above(floor)) => clauses.push(format!(
                "l.return_count >= {MIN_RETURNS_FOR_CAROR} AND l.compound_return > {}",
                self.real(floor)
            )),
            Some(CarorFilter::BelowZero) => clauses.push(format!(
                "l.return_count >= {MIN_RETURNS_FOR_CAROR} AND l.compound_return < 0"
            )),
            None => {}
        }
        match query.max_risk {
            Some(MaxRiskFilter::NoDeeperThan(depth)) => {
                clauses.push(format!("l.max_drawdown >= {}", self.real(-depth)));
            }
            Some(MaxRiskFilter::DeeperThanHalf) => clauses.push("l.max_drawdown < -0.5".to_owned()),
            None => {}
        }
        let ranges = [
            (query.aum_min, "l.assets >="),
            (query.aum_max, "l.assets <="),
            (query.investment_min, "p.investment_min >="),
            (query.investment_max, "p.investment_min <="),
        ];
        for (value, condition) in ranges {
            if let Some(value) = value {
                clauses.push(format!("{condition} {}", self.real(value)));
            }
        }
        if !query.sectors.is_empty() {
            clauses.push(format!(
                "p.sector_focus_type_id IN ({})",
                self.ints(&query.sectors)
            ));
        }
        if !query.investor_requirements.is_empty() {
            clauses.push(format!(
                "p.investor_requirement_type_id IN ({})",
                self.ints(&query.investor_requirements)
            ));
        }
        let shares = [
            (
                &query.allocation_strategies,
                "program_allocation_strategies",
                "allocation_strategy_type_id",
            ),
            (
                &query.methodologies,
                "program_methodologies",
                "methodology_type_id",
            ),
            (
                &query.compositions,
                "program_compositions",
                "composition_type_id",
            ),
        ];
        for (ids, table, column) in shares {
            if !ids.is_empty() {
                clauses.push(format!(
                    "EXISTS (SELECT 1 FROM {table} s WHERE s.program_id = p.id AND s.value > 0 \
                     AND s.{column} IN ({}))",
                    self.ints(ids)
                ));
            }
        }
        if let Some(start) = &query.date_approved_start {
            clauses.push(format!("p.date_approved >= {}", self.text(start.clone())));
        }
        if let Some(start) = &query.date_archived_start {
            clauses.push(format!("p.date_archived >= {}", self.text(start.clone())));
        }
        if !query.group_ids.is_empty() {
            clauses.push(format!("p.group_id IN ({})", self.ints(&query.group_ids)));
        }
        if let Some(platform) = query.platform_id {
            clauses.push(format!(
                "EXISTS (SELECT 1 FROM program_platforms pp WHERE pp.program_id = p.id \
                 AND pp.platform_id = {})",
                self.int(platform)
            ));
        }
        clauses.join(" AND ")
    }
}

fn listing_row(row: &AnyRow) -> Result<ProgramListing> {
    let return_count: i64 = row.try_get("return_count")?;
    let compound_return: Option<f64> = row.try_get("compound_return")?;
    let date_return: Option<i64> = row.try_get("last_return_month")?;
    Ok(ProgramListing {
        program_id: row.try_get("id")?,
        program_name: row.try_get("program_name")?,
        program_uri: row.try_get("program_uri")?,
        group_id: row.try_get("group_id")?,
        group_name: row.try_get("group_name")?,
        group_uri: row.try_get("group_uri")?,
        program_type_id: row.try_get("program_type_id")?,
        program_status_id: row.try_get("program_status_id")?,
        membership_status_id: row.try_get("membership_status_id")?,
        is_new: row.try_get::<i64, _>("is_new")? == 1,
        date_approved: row
            .try_get::<Option<String>, _>("date_approved")?
            .map(|d| d.chars().take(10).collect()),
        date_archived: row
            .try_get::<Option<String>, _>("date_archived")?
            .map(|d| d.chars().take(10).collect()),
        date_inception: row.try_get("date_inception")?,
        month_return: row.try_get("month_return")?,
        date_return: date_return.and_then(|m| i32::try_from(m).ok()),
        ytd_return: row.try_get("ytd_return")?,
        compound_return: compound_return.filter(|_| return_count >= MIN_RETURNS_FOR_CAROR),
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
        recent_returns: Vec::new(),
    })
}

/// The last three months of each listed program, read in one query for the page.
async fn attach_recent_returns(db: &Db, items: &mut [ProgramListing]) -> Result<()> {
    let wanted: Vec<(i64, i32)> = items
        .iter()
        .filter_map(|item| {
            let last = YearMonth::from_yyyymm(item.date_return?).ok()?;
            Some((item.program_id, last.plus_months(-2).yyyymm()))
        })
        .collect();
    if wanted.is_empty() {
        return Ok(());
    }
    let mut sql = SqlBuilder::default();
    let conditions = wanted
        .iter()
        .map(|(program, from)| {
            format!(
                "(program_id = {} AND month >= {})",
                sql.int(*program),
                sql.int(i64::from(*from))
            )
        })
        .collect::<Vec<_>>()
        .join(" OR ");
    let rows = sql
        .bind_all(sqlx::query(&format!(
            "SELECT program_id, month, monthly_return, estimated FROM program_returns \
             WHERE {conditions} ORDER BY program_id, month DESC"
        )))
        .fetch_all(&db.pool)
        .await?;
    for row in rows {
        let program_id: i64 = row.try_get("program_id")?;
        let month: i64 = row.try_get("month")?;
        let recent = RecentReturn {
            month: i32::try_from(month).unwrap_or_default(),
            value: row.try_get("monthly_return")?,
            estimated: row.try_get::<i64, _>("estimated")? == 1,
        };
        if let Some(item) = items.iter_mut().find(|item| item.program_id == program_id) {
            item.recent_returns.push(recent);
        }
    }
    Ok(())
}
