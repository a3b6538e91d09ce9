//! The dashboard's counts and the last month's returns.

use analytics_core::YearMonth;

use super::model::{MiscStatistics, PortfolioStatistics};
use crate::error::Result;
use crate::reference::{group_status, program_status};
use crate::storage::Db;

async fn count(db: &Db, sql: &str, binds: &[i64]) -> Result<i64> {
    let mut query = sqlx::query_scalar(sql);
    for bind in binds {
        query = query.bind(*bind);
    }
    Ok(query.fetch_one(&db.pool).await?)
}

const ACTIVE_PROGRAMS: &str = "FROM programs p JOIN groups g ON g.id = p.group_id \
     WHERE p.program_status_id = $1 AND g.group_status_id = $2";

/// Active programs of active companies.
pub async fn active_programs(db: &Db) -> Result<i64> {
    let sql = format!("SELECT COUNT(*) {ACTIVE_PROGRAMS}");
    count(db, &sql, &[program_status::ACTIVE, group_status::ACTIVE]).await
}

/// Active programs whose latest return is `month` or later (`exact`: `month` itself).
pub async fn active_programs_reported(db: &Db, month: YearMonth, exact: bool) -> Result<i64> {
    let comparison = if exact { "=" } else { ">=" };
    let sql = format!(
        "SELECT COUNT(*) {ACTIVE_PROGRAMS} AND EXISTS (SELECT 1 FROM program_listings l \
         WHERE l.program_id = p.id AND l.last_return_month {comparison} $3)"
    );
    count(
        db,
        &sql,
        &[
            program_status::ACTIVE,
            group_status::ACTIVE,
            i64::from(month.yyyymm()),
        ],
    )
    .await
}

/// The returns of `month` of active programs.
pub async fn active_returns(db: &Db, month: YearMonth) -> Result<Vec<f64>> {
    let sql = format!(
        "SELECT r.monthly_return {} AND r.month = $3",
        ACTIVE_PROGRAMS.replace(
            "FROM programs p",
            "FROM program_returns r JOIN programs p ON p.id = r.program_id"
        )
    );
    Ok(sqlx::query_scalar(&sql)
        .bind(program_status::ACTIVE)
        .bind(group_status::ACTIVE)
        .bind(month.yyyymm())
        .fetch_all(&db.pool)
        .await?)
}

/// The member tools' totals.
pub async fn member_tools(db: &Db) -> Result<(PortfolioStatistics, MiscStatistics)> {
    let portfolio = PortfolioStatistics {
        blends_total: count(
            db,
            "SELECT COUNT(*) FROM blends WHERE blend_status_id IN (2, 3) AND blend_type_id <> 4",
            &[],
        )
        .await?,
        portfolios_total: count(
            db,
            "SELECT COUNT(DISTINCT portfolio_id) FROM portfolio_orders",
            &[],
        )
        .await?,
        watch_lists_total: count(db, "SELECT COUNT(DISTINCT user_id) FROM watchlists", &[]).await?,
    };
    let misc = MiscStatistics {
        new_program_alerts_total: count(
            db,
            "SELECT COUNT(*) FROM users WHERE get_alert_new_program = 1",
            &[],
        )
        .await?,
        saved_searches_total: count(db, "SELECT COUNT(*) FROM saved_searches", &[]).await?,
    };
    Ok((portfolio, misc))
}
