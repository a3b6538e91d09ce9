//! The stored exchange rates as administrators review them: each currency's latest rate and how
//! many months it has, and one currency's months with its audit log.

use analytics_core::YearMonth;
use serde::Serialize;
use sqlx::Row;
use utoipa::ToSchema;

use super::USD;
use crate::audit::{self, AuditEntry, Subject};
use crate::error::Result;
use crate::storage::Db;

/// The most months one currency's history answers (the newest): a century of months, more than
/// the rates since 1957 an upload may hold.
pub const MAX_HISTORY_MONTHS: i64 = 1200;

/// A currency the site offers (the dollar aside) and what is stored of its rates.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CurrencyRates {
    /// ISO 4217 code.
    pub currency: String,
    /// Months with a rate; 0 when none is stored.
    pub month_count: i64,
    /// `YYYY-MM`: the earliest month with a rate.
    #[schema(value_type = Option<String>)]
    pub first_month: Option<YearMonth>,
    /// `YYYY-MM`: the latest month with a rate.
    #[schema(value_type = Option<String>)]
    pub latest_month: Option<YearMonth>,
    /// US dollars per unit in the latest month.
    pub latest_usd_per_unit: Option<f64>,
}

/// One month's rate.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MonthRate {
    /// `YYYY-MM`.
    #[schema(value_type = String)]
    pub month: YearMonth,
    pub usd_per_unit: f64,
}

/// A currency's stored months and the uploads that changed them.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CurrencyHistory {
    #[serde(flatten)]
    pub rates: CurrencyRates,
    /// Newest first, at most 1,200.
    pub months: Vec<MonthRate>,
    /// The uploads of its rates, newest first, at most 200.
    pub audit: Vec<AuditEntry>,
}

fn month(yyyymm: Option<i32>) -> Result<Option<YearMonth>> {
    yyyymm
        .map(|month| YearMonth::from_yyyymm(month).map_err(anyhow::Error::from))
        .transpose()
        .map_err(Into::into)
}

/// Every currency the site offers but the dollar, in the site's order, with its stored rates'
/// span and latest rate.
pub async fn currencies(db: &Db) -> Result<Vec<CurrencyRates>> {
    let rows = sqlx::query(
        "SELECT c.code, COUNT(r.month) AS month_count, MIN(r.month) AS first_month, \
         MAX(r.month) AS latest_month, (SELECT l.usd_per_unit FROM exchange_rates l \
         WHERE l.currency = c.code ORDER BY l.month DESC LIMIT 1) AS latest_usd_per_unit \
         FROM currencies c LEFT JOIN exchange_rates r ON r.currency = c.code \
         WHERE c.code <> $1 GROUP BY c.id, c.code, c.sort_order ORDER BY c.sort_order, c.id",
    )
    .bind(USD)
    .fetch_all(&db.pool)
    .await?;
    rows.iter()
        .map(|row| {
            Ok(CurrencyRates {
                currency: row.try_get("code")?,
                month_count: row.try_get("month_count")?,
                first_month: month(row.try_get("first_month")?)?,
                latest_month: month(row.try_get("latest_month")?)?,
                latest_usd_per_unit: row.try_get("latest_usd_per_unit")?,
            })
        })
        .collect()
}

/// `currency`'s months, newest first, and its audit log; none for a code the site does not offer
/// (or the dollar, which takes no rate).
pub async fn history(db: &Db, currency: &str) -> Result<Option<CurrencyHistory>> {
    let Some(id) = currency_id(db, currency).await? else {
        return Ok(None);
    };
    let Some(rates) = currencies(db)
        .await?
        .into_iter()
        .find(|rates| rates.currency == currency)
    else {
        return Ok(None);
    };
    let rows = sqlx::query(
        "SELECT month, usd_per_unit FROM exchange_rates WHERE currency = $1 \
         ORDER BY month DESC LIMIT $2",
    )
    .bind(currency)
    .bind(MAX_HISTORY_MONTHS)
    .fetch_all(&db.pool)
    .await?;
    let months = rows
        .iter()
        .map(|row| {
            Ok(MonthRate {
                month: YearMonth::from_yyyymm(row.try_get("month")?)
                    .map_err(anyhow::Error::from)?,
                usd_per_unit: row.try_get("usd_per_unit")?,
            })
        })
        .collect::<Result<Vec<_>>>()?;
    Ok(Some(CurrencyHistory {
        rates,
        months,
        audit: audit::entries(db, Subject::Currency(id)).await?,
    }))
}

/// The id of a currency the site offers by its code.
pub(super) async fn currency_id(db: &Db, code: &str) -> Result<Option<i64>> {
    Ok(
        sqlx::query_scalar("SELECT id FROM currencies WHERE code = $1")
            .bind(code)
            .fetch_optional(&db.pool)
            .await?,
    )
}
