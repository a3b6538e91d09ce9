//! Member lists: the watchlist and the portfolio of a signed-in member (saved searches live with
//! the screener in `listings::saved_searches`). A member only ever reaches their own rows: a
//! foreign or unknown id is not found, never forbidden, so ids cannot be probed.

pub mod portfolio;
pub mod watchlist;

use sqlx::any::AnyRow;
use sqlx::Row;

use crate::access::{may_see_program, Principal};
use crate::error::{Error, Result};
use crate::returns::statistics::MIN_RETURNS_FOR_CAROR;
use crate::state::AppState;
use crate::storage::Db;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

/// The member-list endpoints, under `/api/v1/me`.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(
            watchlist::list_watchlist,
            watchlist::add_to_watchlist
        ))
        .routes(routes!(
            watchlist::set_alert,
            watchlist::remove_from_watchlist
        ))
        .routes(routes!(portfolio::read_portfolio))
        .routes(routes!(portfolio::add_to_portfolio))
        .routes(routes!(
            portfolio::change_order,
            portfolio::remove_from_portfolio
        ))
}

/// What adding a program needs to know of it.
#[derive(Debug, Clone, PartialEq)]
pub struct ProgramTerms {
    pub program_id: i64,
    pub investment_min: Option<f64>,
    /// `YYYY-MM-DD`.
    pub date_inception: Option<String>,
}

/// A program `viewer` may see (the program page's rule), with its terms; not found otherwise, so
/// a member cannot add what they could not open.
pub async fn visible_program(
    db: &Db,
    viewer: Option<&Principal>,
    program_id: i64,
) -> Result<ProgramTerms> {
    let row = sqlx::query(
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
        row.try_get("group_id")?,
        row.try_get("group_status_id")?,
        row.try_get("program_status_id")?,
        row.try_get::<i64, _>("hide_program")? != 0,
    );
    if !visible {
        return Err(Error::NotFound);
    }
    Ok(ProgramTerms {
        program_id,
        investment_min: row.try_get("investment_min")?,
        date_inception: row.try_get("date_inception")?,
    })
}

/// The answer to adding a program a list already holds.
pub fn duplicate(list: &str) -> Error {
    Error::Conflict {
        code: "duplicate",
        message: format!("the program is already in the {list}"),
    }
}

/// Maps a unique violation of an insert to `duplicate`.
fn refuse_duplicate(list: &'static str) -> impl Fn(sqlx::Error) -> Error {
    move |error| match &error {
        sqlx::Error::Database(db_error) if db_error.is_unique_violation() => duplicate(list),
        _ => Error::Database(error),
    }
}

/// The columns of a listed program a list row shows: select them with `PROGRAM_COLUMNS` from
/// `PROGRAM_JOINS` (programs `p`, groups `g`, stored listing rows `l`).
const PROGRAM_COLUMNS: &str = "p.program_name, p.program_uri, p.group_id, p.program_status_id, \
     p.hide_program, p.currency, p.investment_min, p.date_inception, g.group_name, g.group_uri, \
     g.group_status_id, l.month_return, l.ytd_return, l.compound_return, l.max_drawdown, \
     l.assets, l.last_return_month, COALESCE(l.return_count, 0) AS return_count";

const PROGRAM_JOINS: &str = "JOIN groups g ON g.id = p.group_id \
     LEFT JOIN program_listings l ON l.program_id = p.id";

/// A program of a list row, with the figures of its stored listing row.
#[derive(Debug, Clone)]
struct ListedProgram {
    program_name: String,
    program_uri: String,
    group_name: String,
    group_uri: String,
    currency: String,
    investment_min: Option<f64>,
    date_inception: Option<String>,
    month_return: Option<f64>,
    ytd_return: Option<f64>,
    compound_return: Option<f64>,
    max_drawdown: Option<f64>,
    assets: Option<f64>,
    date_return: Option<i32>,
    visible: bool,
}

impl ListedProgram {
    fn read(row: &AnyRow, viewer: Option<&Principal>) -> Result<ListedProgram> {
        let return_count: i64 = row.try_get("return_count")?;
        let compound_return: Option<f64> = row.try_get("compound_return")?;
        let date_return: Option<i64> = row.try_get("last_return_month")?;
        Ok(ListedProgram {
            program_name: row.try_get("program_name")?,
            program_uri: row.try_get("program_uri")?,
            group_name: row.try_get("group_name")?,
            group_uri: row.try_get("group_uri")?,
            currency: row.try_get("currency")?,
            investment_min: row.try_get("investment_min")?,
            date_inception: row.try_get("date_inception")?,
            month_return: row.try_get("month_return")?,
            ytd_return: row.try_get("ytd_return")?,
            // The listings show a dash below 24 months (spec section 5); so do the lists.
            compound_return: compound_return.filter(|_| return_count >= MIN_RETURNS_FOR_CAROR),
            max_drawdown: row.try_get("max_drawdown")?,
            assets: row.try_get("assets")?,
            date_return: date_return.and_then(|month| i32::try_from(month).ok()),
            visible: may_see_program(
                viewer,
                row.try_get("group_id")?,
                row.try_get("group_status_id")?,
                row.try_get("program_status_id")?,
                row.try_get::<i64, _>("hide_program")? != 0,
            ),
        })
    }
}
