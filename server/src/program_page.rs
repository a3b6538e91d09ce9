//! A program's page: its terms, percentage lists, stored statistics and monthly returns, read in
//! a handful of indexed queries, with the view recorded.

use axum::extract::State;
use axum::http::{header, HeaderMap};
use axum::Json;
use serde::Serialize;
use sqlx::Row;
use utoipa::ToSchema;

use crate::access::{may_edit_group, may_see_program, ClientAddress, Principal};
use crate::error::{Error, Result};
use crate::extract::ApiPath;
use crate::programs::views::{ViewClient, ViewRecorder};
use crate::state::AppState;
use crate::storage::Db;

/// One entry of a percentage list: a reference type and its share (a fraction).
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Share {
    pub type_id: i64,
    pub value: f64,
}

/// One month of a program's record.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct MonthRecord {
    /// `yyyymm`.
    pub month: i32,
    pub value: f64,
    pub assets: Option<f64>,
    pub estimated: bool,
}

/// Everything the program page shows.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProgramDetail {
    pub program_id: i64,
    pub program_name: String,
    pub program_uri: String,
    pub group_id: i64,
    pub group_name: String,
    pub group_uri: String,
    pub program_type_id: i64,
    pub program_status_id: i64,
    pub membership_status_id: i64,
    pub currency: String,
    pub investment_min: Option<f64>,
    pub trading_level_increase: Option<f64>,
    pub subscription_frequency_type_id: Option<i64>,
    pub redemption_frequency_type_id: Option<i64>,
    pub investor_requirement_type_id: Option<i64>,
    /// Months.
    pub lockup_period: i64,
    pub wdd_expected: Option<f64>,
    pub worst_peak_to_trough: Option<f64>,
    pub sector_focus_type_id: Option<i64>,
    /// 0 Cumulative, 1 Unique, 2 Sum.
    pub caror_type: i64,
    pub us_invest: bool,
    pub highwater_mark: bool,
    pub fee_management: f64,
    pub fee_performance: f64,
    pub average_commission: Option<f64>,
    pub roundturn_year_million: Option<f64>,
    pub margin_equity_ratio: f64,
    pub description: String,
    pub strategy_investment: String,
    pub strategy_risk: String,
    pub accounting_notes: String,
    /// `YYYY-MM-DD`.
    pub date_inception: Option<String>,
    pub date_approved: Option<String>,
    pub date_archived: Option<String>,
    pub hide_program: bool,
    pub methodologies: Vec<Share>,
    pub allocation_strategies: Vec<Share>,
    pub compositions: Vec<Share>,
    pub holdings: Vec<Share>,
    /// The reader may edit the program and read its view log.
    pub can_edit: bool,
    /// The reader is an administrator (Archived and Pending badges).
    pub is_admin: bool,
    /// The stored statistics document of analytics-core (`ProgramStatistics`), passed through
    /// as stored; none without returns.
    #[schema(value_type = Option<analytics_core::ProgramStatistics>)]
    pub statistics: Option<Box<serde_json::value::RawValue>>,
    pub monthly_returns: Vec<MonthRecord>,
}

/// A program's page. Hidden programs are not found by visitors who are not signed in; pending
/// and deleted programs, and programs of companies that are not active, only by administrators
/// and the company's CTA managers. Each read records a view (once per client per day).
#[utoipa::path(get, path = "/api/v1/groups/{groupUri}/programs/{programUri}", tag = "programs",
    operation_id = "programDetail",
    params(("groupUri" = String, Path), ("programUri" = String, Path)),
    responses(crate::error::ParameterErrors,
              (status = 200, body = ProgramDetail), (status = 404, body = crate::error::ApiErrorBody)))]
pub async fn program_detail(
    State(state): State<AppState>,
    user: Option<Principal>,
    ClientAddress(address): ClientAddress,
    headers: HeaderMap,
    ApiPath((group_uri, program_uri)): ApiPath<(String, String)>,
) -> Result<Json<ProgramDetail>> {
    let viewer = user.as_ref();
    let detail = read_program(&state.db, &group_uri, &program_uri, viewer)
        .await?
        .ok_or(Error::NotFound)?;
    let address = address.to_string();
    let client = match viewer.map(|viewer| viewer.user_id) {
        Some(user_id) => ViewClient::User(user_id),
        None => ViewClient::Anonymous {
            address: &address,
            user_agent: headers
                .get(header::USER_AGENT)
                .and_then(|agent| agent.to_str().ok())
                .unwrap_or_default(),
        },
    };
    state
        .caches
        .get::<ViewRecorder>()
        .record(&state.db, detail.program_id, client)
        .await?;
    Ok(Json(detail))
}

/// The program at `/groups/{group_uri}/programs/{program_uri}` as `viewer` may see it.
pub async fn read_program(
    db: &Db,
    group_uri: &str,
    program_uri: &str,
    viewer: Option<&Principal>,
) -> Result<Option<ProgramDetail>> {
    let Some(row) = sqlx::query(
        "SELECT p.*, g.group_name, g.group_uri, g.group_status_id FROM programs p \
         JOIN groups g ON g.id = p.group_id WHERE g.group_uri = $1 AND p.program_uri = $2",
    )
    .bind(group_uri)
    .bind(program_uri)
    .fetch_optional(&db.pool)
    .await?
    else {
        return Ok(None);
    };
    let flag = |name: &str| -> Result<bool> { Ok(row.try_get::<i64, _>(name)? != 0) };
    let text = |name: &str| -> Result<String> {
        Ok(row.try_get::<Option<String>, _>(name)?.unwrap_or_default())
    };
    let program_id: i64 = row.try_get("id")?;
    let group_id: i64 = row.try_get("group_id")?;
    let program_status_id: i64 = row.try_get("program_status_id")?;
    let hide_program = flag("hide_program")?;
    if !may_see_program(
        viewer,
        group_id,
        row.try_get("group_status_id")?,
        program_status_id,
        hide_program,
    ) {
        return Ok(None);
    }
    let statistics = crate::returns::statistics::program_statistics_json(db, program_id)
        .await?
        .map(serde_json::value::RawValue::from_string)
        .transpose()
        .map_err(anyhow::Error::from)?;
    let monthly_returns = crate::returns::program_returns(db, program_id)
        .await?
        .into_iter()
        .map(|m| MonthRecord {
            month: m.month.yyyymm(),
            value: m.monthly_return,
            assets: m.assets,
            estimated: m.estimated,
        })
        .collect();
    Ok(Some(ProgramDetail {
        program_id,
        program_name: row.try_get("program_name")?,
        program_uri: row.try_get("program_uri")?,
        group_id,
        group_name: row.try_get("group_name")?,
        group_uri: row.try_get("group_uri")?,
        program_type_id: row.try_get("program_type_id")?,
        program_status_id,
        membership_status_id: row.try_get("membership_status_id")?,
        currency: row.try_get("currency")?,
        investment_min: row.try_get("investment_min")?,
        trading_level_increase: row.try_get("trading_level_increase")?,
        subscription_frequency_type_id: row.try_get("subscription_frequency_type_id")?,
        redemption_frequency_type_id: row.try_get("redemption_frequency_type_id")?,
        investor_requirement_type_id: row.try_get("investor_requirement_type_id")?,
        lockup_period: row.try_get("lockup_period")?,
        wdd_expected: row.try_get("wdd_expected")?,
        worst_peak_to_trough: row.try_get("worst_peak_to_trough")?,
        sector_focus_type_id: row.try_get("sector_focus_type_id")?,
        caror_type: row.try_get("caror_type")?,
        us_invest: flag("us_invest")?,
        highwater_mark: flag("highwater_mark")?,
        fee_management: row.try_get("fee_management")?,
        fee_performance: row.try_get("fee_performance")?,
        average_commission: row.try_get("average_commission")?,
        roundturn_year_million: row.try_get("roundturn_year_million")?,
        margin_equity_ratio: row.try_get("margin_equity_ratio")?,
        description: text("description")?,
        strategy_investment: text("strategy_investment")?,
        strategy_risk: text("strategy_risk")?,
        accounting_notes: text("accounting_notes")?,
        date_inception: row.try_get("date_inception")?,
        date_approved: day(row.try_get("date_approved")?),
        date_archived: day(row.try_get("date_archived")?),
        hide_program,
        methodologies: shares(
            db,
            "program_methodologies",
            "methodology_type_id",
            program_id,
        )
        .await?,
        allocation_strategies: shares(
            db,
            "program_allocation_strategies",
            "allocation_strategy_type_id",
            program_id,
        )
        .await?,
        compositions: shares(
            db,
            "program_compositions",
            "composition_type_id",
            program_id,
        )
        .await?,
        holdings: shares(db, "program_holdings", "holding_period_type_id", program_id).await?,
        can_edit: may_edit_group(viewer, group_id),
        is_admin: viewer.is_some_and(Principal::is_admin),
        statistics,
        monthly_returns,
    }))
}

/// The date of a stored timestamp.
fn day(timestamp: Option<String>) -> Option<String> {
    timestamp.map(|t| t.chars().take(10).collect())
}

async fn shares(db: &Db, table: &str, column: &str, program_id: i64) -> Result<Vec<Share>> {
    let rows = sqlx::query(&format!(
        "SELECT {column} AS type_id, value FROM {table} WHERE program_id = $1 \
         ORDER BY value DESC, {column}"
    ))
    .bind(program_id)
    .fetch_all(&db.pool)
    .await?;
    rows.iter()
        .map(|row| {
            Ok(Share {
                type_id: row.try_get("type_id")?,
                value: row.try_get("value")?,
            })
        })
        .collect()
}

/// The program page endpoint.
pub fn router() -> utoipa_axum::router::OpenApiRouter<AppState> {
    use utoipa_axum::routes;
    utoipa_axum::router::OpenApiRouter::new().routes(routes!(program_detail))
}
