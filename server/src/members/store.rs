//! The member lists as stored: watchlist rows and portfolio allocations with the programs and
//! listing figures they show, the portfolio itself (with its base currency), and its programs'
//! monthly returns. Every write names the member, so a foreign row is never touched.

use std::collections::HashMap;

use analytics_core::YearMonth;

use super::model::{OrderChange, ProgramTerms};
use super::rules::{duplicate, listed_compound_return, PORTFOLIO_NAME};
use crate::access::{may_see_program, Principal};
use crate::error::{Error, Result};
use crate::returns::{ProgramMonth, ReportedMonth};
use crate::storage::{now, Db, Flag};

/// Maps a unique violation of an insert to `duplicate`.
fn refuse_duplicate(list: &'static str) -> impl Fn(sqlx::Error) -> Error {
    move |error| match &error {
        sqlx::Error::Database(db_error) if db_error.is_unique_violation() => duplicate(list),
        _ => Error::Database(error),
    }
}

/// What deciding whether a viewer may see a program needs, with its terms.
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
struct ProgramAccess {
    group_id: i64,
    group_status_id: i64,
    program_status_id: i64,
    #[sqlx(try_from = "Flag")]
    hide_program: bool,
    investment_min: Option<f64>,
    date_inception: Option<String>,
}

/// A program `viewer` may see (the program page's rule), with its terms; not found otherwise, so
/// a member cannot add what they could not open.
pub async fn visible_program(
    db: &Db,
    viewer: Option<&Principal>,
    program_id: i64,
) -> Result<ProgramTerms> {
    let program: ProgramAccess = sqlx::query_as(
        "SELECT p.group_id, p.program_status_id, p.hide_program, p.investment_min, \
         p.date_inception, g.group_status_id FROM programs p \
         JOIN groups g ON g.id = p.group_id WHERE p.id = $1",
    )
    .bind(program_id)
    .fetch_optional(&db.pool)
    .await?
    .ok_or(Error::NotFound)?;
    let visible = may_see_program(
        viewer,
        program.group_id,
        program.group_status_id,
        program.program_status_id,
        program.hide_program,
    );
    if !visible {
        return Err(Error::NotFound);
    }
    Ok(ProgramTerms {
        program_id,
        investment_min: program.investment_min,
        date_inception: program.date_inception,
    })
}

/// The columns of a listed program a list row shows: select them with `PROGRAM_COLUMNS` from
/// `PROGRAM_JOINS` (programs `p`, groups `g`, stored listing rows `l`).
const PROGRAM_COLUMNS: &str = "p.program_name, p.program_uri, p.group_id, p.program_status_id, \
     p.hide_program, p.currency, p.investment_min, p.date_inception, g.group_name, g.group_uri, \
     g.group_status_id, l.month_return, l.ytd_return, l.compound_return, l.max_drawdown, \
     l.assets, l.last_return_month, COALESCE(l.return_count, 0) AS return_count, \
     (SELECT MAX(r.month) FROM program_returns r WHERE r.program_id = p.id \
     AND r.assets IS NOT NULL) AS assets_month";

const PROGRAM_JOINS: &str = "JOIN groups g ON g.id = p.group_id \
     LEFT JOIN program_listings l ON l.program_id = p.id";

/// A program of a list row, with the figures of its stored listing row.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ListedProgram {
    pub program_name: String,
    pub program_uri: String,
    pub group_id: i64,
    pub program_status_id: i64,
    #[sqlx(try_from = "Flag")]
    pub hide_program: bool,
    pub currency: String,
    pub investment_min: Option<f64>,
    pub date_inception: Option<String>,
    pub group_name: String,
    pub group_uri: String,
    pub group_status_id: i64,
    pub month_return: Option<f64>,
    pub ytd_return: Option<f64>,
    pub compound_return: Option<f64>,
    pub max_drawdown: Option<f64>,
    pub assets: Option<f64>,
    /// `yyyymm`.
    pub last_return_month: Option<i64>,
    pub return_count: i64,
    /// `yyyymm` of the last month that reported assets: the month the AUM is of.
    pub assets_month: Option<i32>,
}

impl ListedProgram {
    /// Whether `viewer` may see the program (the program page's rule).
    pub fn visible_to(&self, viewer: Option<&Principal>) -> bool {
        may_see_program(
            viewer,
            self.group_id,
            self.group_status_id,
            self.program_status_id,
            self.hide_program,
        )
    }

    /// The CAROR the row shows: none below 24 monthly returns.
    pub fn listed_compound_return(&self) -> Option<f64> {
        listed_compound_return(self.compound_return, self.return_count)
    }

    /// The month the AUM is of.
    pub fn assets_month(&self) -> Option<YearMonth> {
        self.assets_month
            .and_then(|month| YearMonth::from_yyyymm(month).ok())
    }

    /// `yyyymm` of the program's last month with a return.
    pub fn date_return(&self) -> Option<i32> {
        self.last_return_month
            .and_then(|month| i32::try_from(month).ok())
    }
}

/// A watchlist row with its program.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct WatchlistRow {
    pub id: i64,
    pub program_id: i64,
    #[sqlx(try_from = "Flag")]
    pub alert: bool,
    pub date_created: String,
    #[sqlx(flatten)]
    pub program: ListedProgram,
}

/// The member's watchlist rows, or only `watchlist_id` when given, whatever their programs have
/// become.
pub async fn watchlist_rows(
    db: &Db,
    user_id: i64,
    watchlist_id: Option<i64>,
) -> Result<Vec<WatchlistRow>> {
    let one = if watchlist_id.is_some() {
        " AND w.id = $2"
    } else {
        ""
    };
    let sql = format!(
        "SELECT w.id, w.program_id, w.alert, w.date_created, {PROGRAM_COLUMNS} \
         FROM watchlists w JOIN programs p ON p.id = w.program_id {PROGRAM_JOINS} \
         WHERE w.user_id = $1{one}"
    );
    let mut query = sqlx::query_as(&sql).bind(user_id);
    if let Some(id) = watchlist_id {
        query = query.bind(id);
    }
    Ok(query.fetch_all(&db.pool).await?)
}

/// Adds a program to the member's watchlist; returns the row's id. `duplicate` when it is
/// already there.
pub async fn insert_watchlist_row(
    db: &Db,
    user_id: i64,
    program_id: i64,
    alert: bool,
) -> Result<i64> {
    sqlx::query_scalar(
        "INSERT INTO watchlists (user_id, program_id, alert, date_created) \
         VALUES ($1, $2, $3, $4) RETURNING id",
    )
    .bind(user_id)
    .bind(program_id)
    .bind(i64::from(alert))
    .bind(now())
    .fetch_one(&db.pool)
    .await
    .map_err(refuse_duplicate("watchlist"))
}

/// Sets the alert of one of the member's watchlist rows.
pub async fn set_watchlist_alert(
    db: &Db,
    user_id: i64,
    watchlist_id: i64,
    alert: bool,
) -> Result<()> {
    sqlx::query("UPDATE watchlists SET alert = $1 WHERE id = $2 AND user_id = $3")
        .bind(i64::from(alert))
        .bind(watchlist_id)
        .bind(user_id)
        .execute(&db.pool)
        .await?;
    Ok(())
}

/// Deletes one of the member's watchlist rows; whether there was one.
pub async fn delete_watchlist_row(db: &Db, user_id: i64, watchlist_id: i64) -> Result<bool> {
    let removed = sqlx::query("DELETE FROM watchlists WHERE id = $1 AND user_id = $2")
        .bind(watchlist_id)
        .bind(user_id)
        .execute(&db.pool)
        .await?
        .rows_affected();
    Ok(removed > 0)
}

/// A member's portfolio as stored.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct StoredPortfolio {
    pub id: i64,
    pub portfolio_name: String,
    pub base_currency: String,
}

/// The member's portfolio, if they have one (at most one: a unique key).
pub async fn find_portfolio(db: &Db, user_id: i64) -> Result<Option<StoredPortfolio>> {
    Ok(sqlx::query_as(
        "SELECT id, portfolio_name, base_currency FROM portfolios WHERE user_id = $1",
    )
    .bind(user_id)
    .fetch_optional(&db.pool)
    .await?)
}

/// Sets the base currency of the member's portfolio.
pub async fn set_base_currency(db: &Db, user_id: i64, base_currency: &str) -> Result<()> {
    sqlx::query("UPDATE portfolios SET base_currency = $1 WHERE user_id = $2")
        .bind(base_currency)
        .bind(user_id)
        .execute(&db.pool)
        .await?;
    Ok(())
}

/// Creates the member's portfolio unless they have one.
pub async fn create_portfolio(db: &Db, user_id: i64) -> Result<()> {
    sqlx::query(
        "INSERT INTO portfolios (user_id, portfolio_name, date_created) VALUES ($1, $2, $3) \
         ON CONFLICT (user_id) DO NOTHING",
    )
    .bind(user_id)
    .bind(PORTFOLIO_NAME)
    .bind(now())
    .execute(&db.pool)
    .await?;
    Ok(())
}

/// An allocation of a portfolio with its program.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct PortfolioOrderRow {
    pub id: i64,
    pub program_id: i64,
    pub quantity: f64,
    pub date_allocation: Option<String>,
    pub leverage: f64,
    pub color: Option<String>,
    #[sqlx(flatten)]
    pub program: ListedProgram,
}

/// Every allocation of a portfolio, whatever its program has become.
pub async fn portfolio_orders(db: &Db, portfolio_id: i64) -> Result<Vec<PortfolioOrderRow>> {
    Ok(sqlx::query_as(&format!(
        "SELECT o.id, o.program_id, o.quantity, o.date_allocation, o.leverage, o.color, \
         {PROGRAM_COLUMNS} FROM portfolio_orders o JOIN programs p ON p.id = o.program_id \
         {PROGRAM_JOINS} WHERE o.portfolio_id = $1"
    ))
    .bind(portfolio_id)
    .fetch_all(&db.pool)
    .await?)
}

/// Allocates `quantity` to a program from `date_allocation` at leverage 1; returns the
/// allocation's id. `duplicate` when the program is already in the portfolio.
pub async fn insert_portfolio_order(
    db: &Db,
    portfolio_id: i64,
    program_id: i64,
    quantity: f64,
    date_allocation: Option<String>,
) -> Result<i64> {
    sqlx::query_scalar(
        "INSERT INTO portfolio_orders (portfolio_id, program_id, quantity, date_allocation, \
         leverage, color, date_created) VALUES ($1, $2, $3, $4, 1, NULL, $5) RETURNING id",
    )
    .bind(portfolio_id)
    .bind(program_id)
    .bind(quantity)
    .bind(date_allocation)
    .bind(now())
    .fetch_one(&db.pool)
    .await
    .map_err(refuse_duplicate("portfolio"))
}

/// Writes the fields `change` gives (the allocation date as checked) to one of the member's
/// allocations; false, with nothing written, when it gives none.
pub async fn update_portfolio_order(
    db: &Db,
    user_id: i64,
    order_id: i64,
    change: &OrderChange,
    date_allocation: Option<String>,
) -> Result<bool> {
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
        return Ok(false);
    }
    let sql = format!(
        "UPDATE portfolio_orders SET {} WHERE id = $1 AND portfolio_id IN \
         (SELECT id FROM portfolios WHERE user_id = $2)",
        assignments.join(", ")
    );
    let mut query = sqlx::query(&sql).bind(order_id).bind(user_id);
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
    Ok(true)
}

/// Deletes one of the member's allocations; whether there was one.
pub async fn delete_portfolio_order(db: &Db, user_id: i64, order_id: i64) -> Result<bool> {
    let removed = sqlx::query(
        "DELETE FROM portfolio_orders WHERE id = $1 AND portfolio_id IN \
         (SELECT id FROM portfolios WHERE user_id = $2)",
    )
    .bind(order_id)
    .bind(user_id)
    .execute(&db.pool)
    .await?
    .rows_affected();
    Ok(removed > 0)
}

/// The monthly returns of every program of a portfolio, oldest first, by program id.
pub async fn portfolio_returns(
    db: &Db,
    portfolio_id: i64,
) -> Result<HashMap<i64, Vec<ReportedMonth>>> {
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
