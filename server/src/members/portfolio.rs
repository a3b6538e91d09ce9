//! The portfolio: one per member, created with its first allocation. Each allocation (order) has
//! an amount, an allocation date, a leverage and a color; its period return and current value
//! come from the program's stored monthly returns since the allocation month.

use std::collections::HashMap;

use analytics_core::YearMonth;
use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use serde::{Deserialize, Deserializer, Serialize};
use sqlx::Row;
use time::Date;
use utoipa::ToSchema;

use super::{refuse_duplicate, visible_program, ListedProgram};
use super::{PROGRAM_COLUMNS, PROGRAM_JOINS};
use crate::access::Principal;
use crate::allocation::{
    check_allocation_date, check_amount, check_color, check_leverage, default_amount,
    inception_month_start,
};
use crate::error::{Error, Result};
use crate::extract::{ApiJson, ApiPath};
use crate::member_limits::{self, ensure_room};
use crate::returns::{ProgramMonth, ReportedMonth};
use crate::state::AppState;
use crate::storage::{now, Db};
use crate::validation::FieldErrors;

/// The name every member's portfolio has.
pub const PORTFOLIO_NAME: &str = "My Portfolio";

/// One allocation of the member's portfolio. Money is in the program's currency; returns and
/// shares are fractions.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PortfolioRow {
    pub portfolio_order_id: i64,
    pub program_id: i64,
    pub program_name: String,
    pub program_uri: String,
    pub group_name: String,
    pub group_uri: String,
    /// The amount allocated (the trading level).
    pub quantity: f64,
    /// `YYYY-MM-DD`; none when the program has no inception date (then every month counts).
    pub date_allocation: Option<String>,
    /// 1 to 10, step 0.5.
    pub leverage: f64,
    /// `quantity / leverage`.
    pub cash_level: f64,
    /// `quantity / Σ quantity` over the portfolio.
    pub pct_allocated: f64,
    /// `Π(1 + leverage · r) − 1` over the months from the allocation month through the
    /// program's last month; none when there is no such month.
    pub period_return: Option<f64>,
    /// `cashLevel · (1 + periodReturn)`.
    pub current_value: Option<f64>,
    pub currency: String,
    pub investment_min: Option<f64>,
    /// `YYYY-MM-DD`.
    pub date_inception: Option<String>,
    /// `#rrggbb`.
    pub color: Option<String>,
    /// `yyyymm` of the program's last month with a return.
    pub date_return: Option<i32>,
}

#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Portfolio {
    /// None until the member's first allocation creates the portfolio.
    pub portfolio_id: Option<i64>,
    pub portfolio_name: String,
    /// By company name, then program name.
    pub items: Vec<PortfolioRow>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NewPortfolioOrder {
    pub program_id: i64,
}

/// The fields of an allocation to change; absent ones stay as they are.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OrderChange {
    /// At least the program's minimum investment, above 0 (`belowMinimum`).
    #[schema(exclusive_minimum = 0)]
    pub quantity: Option<f64>,
    /// `YYYY-MM-DD` from the program's inception month through today, UTC (`outOfRange`).
    pub date_allocation: Option<String>,
    /// 1 to 10, step 0.5 (`invalidLeverage`).
    #[schema(minimum = 1, maximum = 10, multiple_of = 0.5)]
    pub leverage: Option<f64>,
    /// `#rrggbb` (`invalidColor`); null clears it.
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<String>, nullable, pattern = "^#[0-9A-Fa-f]{6}$")]
    pub color: Option<Option<String>>,
}

/// A field given in the body, even as null (`Some(None)`), as opposed to one left out (`None`).
fn present<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<Option<String>>, D::Error> {
    Option::<String>::deserialize(deserializer).map(Some)
}

/// The signed-in member's portfolio (empty, with no id, before the first allocation).
#[utoipa::path(get, path = "/api/v1/me/portfolio", tag = "members", operation_id = "readPortfolio",
    responses(crate::error::UriErrors, crate::error::SignedInErrors,
              (status = 200, body = Portfolio)))]
pub async fn read_portfolio(
    State(state): State<AppState>,
    user: Principal,
) -> Result<Json<Portfolio>> {
    Ok(Json(portfolio(&state.db, &user).await?))
}

/// Allocates to a program the member may see: its minimum investment (or 100,000), leverage 1,
/// from the first day of its inception month.
#[utoipa::path(post, path = "/api/v1/me/portfolio/orders", tag = "members", operation_id = "addToPortfolio",
    request_body = NewPortfolioOrder,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 201, body = PortfolioRow),
              (status = 404, description = "no such program, or one the member may not see", body = crate::error::ApiErrorBody),
              (status = 409, description = "duplicate: already in the portfolio; limit_reached: 200 entries", body = crate::error::ApiErrorBody)))]
pub async fn add_to_portfolio(
    State(state): State<AppState>,
    user: Principal,
    ApiJson(request): ApiJson<NewPortfolioOrder>,
) -> Result<(StatusCode, Json<PortfolioRow>)> {
    let row = add_program(&state.db, &user, request.program_id).await?;
    Ok((StatusCode::CREATED, Json(row)))
}

/// Changes the amount, allocation date, leverage or color of one of the member's allocations.
#[utoipa::path(patch, path = "/api/v1/me/portfolio/orders/{portfolioOrderId}", tag = "members",
    operation_id = "changePortfolioOrder",
    params(("portfolioOrderId" = i64, Path)), request_body = OrderChange,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 200, body = PortfolioRow),
              (status = 404, description = "not one of the member's allocations", body = crate::error::ApiErrorBody),
              (status = 422, description = "quantity: belowMinimum, dateAllocation: outOfRange, leverage: invalidLeverage, color: invalidColor", body = crate::error::ApiErrorBody)))]
pub async fn change_order(
    State(state): State<AppState>,
    user: Principal,
    ApiPath(order_id): ApiPath<i64>,
    ApiJson(change): ApiJson<OrderChange>,
) -> Result<Json<PortfolioRow>> {
    let today = time::OffsetDateTime::now_utc().date();
    let row = change_allocation(&state.db, &user, order_id, &change, today).await?;
    Ok(Json(row))
}

/// Removes one of the member's allocations.
#[utoipa::path(delete, path = "/api/v1/me/portfolio/orders/{portfolioOrderId}", tag = "members",
    operation_id = "removeFromPortfolio", params(("portfolioOrderId" = i64, Path)),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 204, description = "removed"),
              (status = 404, description = "not one of the member's allocations", body = crate::error::ApiErrorBody)))]
pub async fn remove_from_portfolio(
    State(state): State<AppState>,
    user: Principal,
    ApiPath(order_id): ApiPath<i64>,
) -> Result<StatusCode> {
    remove_allocation(&state.db, &user, order_id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The period return of an allocation at `leverage` from `from_month` (inclusive;
/// every month when none) through the program's last month: `Π(1 + L·r_t) − 1`, the return on
/// the cash of a leveraged trading level, as a blend computes it. None when no month falls in
/// the period. A month whose leveraged loss is 100 % or more takes all the cash: the period
/// return is then −100 % and stays there.
pub fn period_return(
    months: &[ReportedMonth],
    from_month: Option<YearMonth>,
    leverage: f64,
) -> Option<f64> {
    let mut growth = 1.0;
    let mut any = false;
    for month in months
        .iter()
        .filter(|m| from_month.is_none_or(|from| m.month >= from))
    {
        any = true;
        let factor = 1.0 + leverage * month.monthly_return;
        if factor <= 0.0 {
            return Some(-1.0);
        }
        growth *= factor;
    }
    any.then_some(growth - 1.0)
}

/// The month of a `YYYY-MM-DD` day.
fn month_of(day: &str) -> Option<YearMonth> {
    day.get(..7)?.parse().ok()
}

/// The member's portfolio: allocations to programs they may see, by company then program name.
pub async fn portfolio(db: &Db, member: &Principal) -> Result<Portfolio> {
    let Some((portfolio_id, portfolio_name)) = find_portfolio(db, member.user_id).await? else {
        return Ok(Portfolio {
            portfolio_id: None,
            portfolio_name: PORTFOLIO_NAME.to_owned(),
            items: Vec::new(),
        });
    };
    let rows = sqlx::query(&format!(
        "SELECT o.id, o.program_id, o.quantity, o.date_allocation, o.leverage, o.color, \
         {PROGRAM_COLUMNS} FROM portfolio_orders o JOIN programs p ON p.id = o.program_id \
         {PROGRAM_JOINS} WHERE o.portfolio_id = $1"
    ))
    .bind(portfolio_id)
    .fetch_all(&db.pool)
    .await?;
    let mut returns = portfolio_returns(db, portfolio_id).await?;
    let mut items = Vec::with_capacity(rows.len());
    for row in &rows {
        let program = ListedProgram::read(row, Some(member))?;
        if !program.visible {
            continue;
        }
        let program_id: i64 = row.try_get("program_id")?;
        let quantity: f64 = row.try_get("quantity")?;
        let leverage: f64 = row.try_get("leverage")?;
        let date_allocation: Option<String> = row.try_get("date_allocation")?;
        let months = returns.remove(&program_id).unwrap_or_default();
        let from_month = date_allocation.as_deref().and_then(month_of);
        let period_return = period_return(&months, from_month, leverage);
        let cash_level = quantity / leverage;
        items.push(PortfolioRow {
            portfolio_order_id: row.try_get("id")?,
            program_id,
            program_name: program.program_name,
            program_uri: program.program_uri,
            group_name: program.group_name,
            group_uri: program.group_uri,
            quantity,
            date_allocation,
            leverage,
            cash_level,
            pct_allocated: 0.0,
            period_return,
            current_value: period_return.map(|r| cash_level * (1.0 + r)),
            currency: program.currency,
            investment_min: program.investment_min,
            date_inception: program.date_inception,
            color: row.try_get("color")?,
            date_return: program.date_return,
        });
    }
    let total: f64 = items.iter().map(|item| item.quantity).sum();
    for item in &mut items {
        item.pct_allocated = if total > 0.0 {
            item.quantity / total
        } else {
            0.0
        };
    }
    items.sort_by(|a, b| {
        (&a.group_name, &a.program_name, a.portfolio_order_id).cmp(&(
            &b.group_name,
            &b.program_name,
            b.portfolio_order_id,
        ))
    });
    Ok(Portfolio {
        portfolio_id: Some(portfolio_id),
        portfolio_name,
        items,
    })
}

/// One of the member's allocations, its share computed over the whole portfolio; not found
/// when it is another's or its program is no longer one the member may see.
pub async fn portfolio_row(db: &Db, member: &Principal, order_id: i64) -> Result<PortfolioRow> {
    portfolio(db, member)
        .await?
        .items
        .into_iter()
        .find(|row| row.portfolio_order_id == order_id)
        .ok_or(Error::NotFound)
}

/// Allocates to `program_id` with the defaults, creating the member's portfolio on the first
/// allocation: not found unless the member may see the program, `duplicate` when it is there.
pub async fn add_program(db: &Db, member: &Principal, program_id: i64) -> Result<PortfolioRow> {
    let terms = visible_program(db, Some(member), program_id).await?;
    ensure_room(db, &member_limits::PORTFOLIO, member.user_id).await?;
    let portfolio_id = ensure_portfolio(db, member.user_id).await?;
    let date_allocation = terms
        .date_inception
        .as_deref()
        .and_then(inception_month_start)
        .map(|day| day.to_string());
    let order_id: i64 = sqlx::query(
        "INSERT INTO portfolio_orders (portfolio_id, program_id, quantity, date_allocation, \
         leverage, color, date_created) VALUES ($1, $2, $3, $4, 1, NULL, $5) RETURNING id",
    )
    .bind(portfolio_id)
    .bind(program_id)
    .bind(default_amount(terms.investment_min))
    .bind(date_allocation)
    .bind(now())
    .fetch_one(&db.pool)
    .await
    .map_err(refuse_duplicate("portfolio"))?
    .try_get("id")?;
    portfolio_row(db, member, order_id).await
}

/// Applies `change` to one of the member's allocations after checking every given field
/// against the program's terms and `today` (UTC).
pub async fn change_allocation(
    db: &Db,
    member: &Principal,
    order_id: i64,
    change: &OrderChange,
    today: Date,
) -> Result<PortfolioRow> {
    let current = portfolio_row(db, member, order_id).await?;
    let mut errors = FieldErrors::default();
    if let Some(quantity) = change.quantity {
        errors.check("quantity", check_amount(quantity, current.investment_min));
    }
    let mut date_allocation = None;
    if let Some(date) = &change.date_allocation {
        match check_allocation_date(date, current.date_inception.as_deref(), today) {
            Ok(day) => date_allocation = Some(day.to_string()),
            Err(key) => errors.check("dateAllocation", Err(key)),
        }
    }
    if let Some(leverage) = change.leverage {
        errors.check("leverage", check_leverage(leverage));
    }
    if let Some(Some(color)) = &change.color {
        errors.check("color", check_color(color));
    }
    errors.into_result()?;
    let mut assignments = Vec::new();
    let mut next = 3;
    let mut placeholder = |column: &str| {
        let assignment = format!("{column} = ${next}");
        next += 1;
        assignment
    };
    if change.quantity.is_some() {
        assignments.push(placeholder("quantity"));
    }
    if date_allocation.is_some() {
        assignments.push(placeholder("date_allocation"));
    }
    if change.leverage.is_some() {
        assignments.push(placeholder("leverage"));
    }
    if change.color.is_some() {
        assignments.push(placeholder("color"));
    }
    if assignments.is_empty() {
        return Ok(current);
    }
    let sql = format!(
        "UPDATE portfolio_orders SET {} WHERE id = $1 AND portfolio_id IN \
         (SELECT id FROM portfolios WHERE user_id = $2)",
        assignments.join(", ")
    );
    let mut query = sqlx::query(&sql).bind(order_id).bind(member.user_id);
    if let Some(quantity) = change.quantity {
        query = query.bind(quantity);
    }
    if let Some(date) = date_allocation {
        query = query.bind(date);
    }
    if let Some(leverage) = change.leverage {
        query = query.bind(leverage);
    }
    if let Some(color) = &change.color {
        query = query.bind(color.clone());
    }
    query.execute(&db.pool).await?;
    portfolio_row(db, member, order_id).await
}

/// Removes one of the member's allocations, whatever its program has become since.
pub async fn remove_allocation(db: &Db, member: &Principal, order_id: i64) -> Result<()> {
    let removed = sqlx::query(
        "DELETE FROM portfolio_orders WHERE id = $1 AND portfolio_id IN \
         (SELECT id FROM portfolios WHERE user_id = $2)",
    )
    .bind(order_id)
    .bind(member.user_id)
    .execute(&db.pool)
    .await?
    .rows_affected();
    if removed == 0 {
        return Err(Error::NotFound);
    }
    Ok(())
}

/// The member's portfolio (id and name), if they have one (at most one: a unique key).
async fn find_portfolio(db: &Db, user_id: i64) -> Result<Option<(i64, String)>> {
    let row = sqlx::query("SELECT id, portfolio_name FROM portfolios WHERE user_id = $1")
        .bind(user_id)
        .fetch_optional(&db.pool)
        .await?;
    row.map(|row| Ok((row.try_get("id")?, row.try_get("portfolio_name")?)))
        .transpose()
}

/// The member's portfolio id, created on the first allocation.
async fn ensure_portfolio(db: &Db, user_id: i64) -> Result<i64> {
    if let Some((id, _)) = find_portfolio(db, user_id).await? {
        return Ok(id);
    }
    sqlx::query(
        "INSERT INTO portfolios (user_id, portfolio_name, date_created) VALUES ($1, $2, $3) \
         ON CONFLICT (user_id) DO NOTHING",
    )
    .bind(user_id)
    .bind(PORTFOLIO_NAME)
    .bind(now())
    .execute(&db.pool)
    .await?;
    find_portfolio(db, user_id)
        .await?
        .map(|(id, _)| id)
        .ok_or(Error::NotFound)
}

/// The monthly returns of every program of a portfolio, oldest first, by program id.
async fn portfolio_returns(db: &Db, portfolio_id: i64) -> Result<HashMap<i64, Vec<ReportedMonth>>> {
    let rows: Vec<ProgramMonth> = sqlx::query_as(
        "SELECT r.program_id, r.month, r.monthly_return, r.assets, r.estimated \
         FROM program_returns r JOIN portfolio_orders o ON o.program_id = r.program_id \
         WHERE o.portfolio_id = $1 ORDER BY r.program_id, r.month",
    )
    .bind(portfolio_id)
    .fetch_all(&db.pool)
    .await?;
    let mut returns: HashMap<i64, Vec<ReportedMonth>> = HashMap::new();
    for row in rows {
        returns.entry(row.program_id).or_default().push(row.month);
    }
    Ok(returns)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ym(yyyymm: i32) -> YearMonth {
        YearMonth::from_yyyymm(yyyymm).unwrap()
    }

    fn months(first: i32, returns: &[f64]) -> Vec<ReportedMonth> {
        returns
            .iter()
            .enumerate()
            .map(|(i, r)| ReportedMonth {
                month: ym(first).plus_months(i as i32),
                monthly_return: *r,
                assets: None,
                estimated: false,
            })
            .collect()
    }

    fn close(actual: Option<f64>, expected: f64) -> bool {
        actual.is_some_and(|a| (a - expected).abs() < 1e-12)
    }

    #[test]
    fn the_period_return_compounds_the_leveraged_months_from_the_allocation_month() {
        let record = months(202401, &[0.02, -0.01, 0.03]);
        // February and March at 2x: 0.98 * 1.06 - 1.
        assert!(close(period_return(&record, Some(ym(202402)), 2.0), 0.0388));
        // Unleveraged since inception: 1.02 * 0.99 * 1.03 - 1.
        assert!(close(
            period_return(&record, None, 1.0),
            1.02 * 0.99 * 1.03 - 1.0
        ));
        assert!(close(
            period_return(&record, Some(ym(202312)), 1.5),
            1.03 * 0.985 * 1.045 - 1.0
        ));
    }

    #[test]
    fn there_is_no_period_return_without_a_month_in_the_period() {
        let record = months(202401, &[0.02, -0.01]);
        assert_eq!(period_return(&record, Some(ym(202403)), 1.0), None);
        assert_eq!(period_return(&[], None, 1.0), None);
    }

    #[test]
    fn a_leveraged_loss_of_all_the_cash_ends_the_allocation_at_minus_100_percent() {
        let record = months(202401, &[-0.25, 0.5]);
        assert_eq!(period_return(&record, None, 4.0), Some(-1.0));
        assert_eq!(period_return(&record, None, 5.0), Some(-1.0));
    }

    #[test]
    fn the_allocation_month_is_read_from_its_day() {
        assert_eq!(month_of("2024-02-10"), Some(ym(202402)));
        assert_eq!(month_of("2024"), None);
    }
}
