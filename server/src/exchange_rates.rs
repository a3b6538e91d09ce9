//! Monthly exchange rates to the US dollar, and the conversion the listings compare money by: an
//! amount of a month takes the rate of that month, else the latest earlier one. A leaf: the
//! listings read the rates into their snapshot; the demo stores synthetic ones.

use std::collections::HashMap;

use analytics_core::YearMonth;
use sqlx::Row;

use crate::error::Result;
use crate::storage::Db;

/// The currency every listing compares money in.
pub const USD: &str = "USD";

/// One stored rate: one unit of `currency` was worth `usd_per_unit` US dollars in `month`.
#[derive(Debug, Clone, PartialEq)]
pub struct ExchangeRate {
    pub currency: String,
    pub month: YearMonth,
    pub usd_per_unit: f64,
}

/// Every stored rate, by currency, each currency's months in order.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ExchangeRates {
    by_currency: HashMap<String, Vec<(YearMonth, f64)>>,
}

impl ExchangeRates {
    pub fn new(rates: impl IntoIterator<Item = ExchangeRate>) -> ExchangeRates {
        let mut by_currency: HashMap<String, Vec<(YearMonth, f64)>> = HashMap::new();
        for rate in rates {
            by_currency
                .entry(rate.currency)
                .or_default()
                .push((rate.month, rate.usd_per_unit));
        }
        for months in by_currency.values_mut() {
            months.sort_by_key(|(month, _)| *month);
        }
        ExchangeRates { by_currency }
    }

    /// US dollars per unit of `currency` in `month` (the rate of that month, else the latest
    /// earlier one), or the latest rate with no month. One for the dollar; none for a currency
    /// without a rate then.
    pub fn usd_per_unit(&self, currency: &str, month: Option<YearMonth>) -> Option<f64> {
        if currency == USD {
            return Some(1.0);
        }
        let months = self.by_currency.get(currency)?;
        let known = match month {
            None => months.len(),
            Some(month) => months.partition_point(|(at, _)| *at <= month),
        };
        known
            .checked_sub(1)
            .and_then(|last| months.get(last))
            .map(|(_, rate)| *rate)
    }

    /// `amount` of `currency` in US dollars at the rate of `month` (see `usd_per_unit`).
    pub fn to_usd(&self, amount: f64, currency: &str, month: Option<YearMonth>) -> Option<f64> {
        self.usd_per_unit(currency, month).map(|rate| amount * rate)
    }
}

/// Every stored rate.
pub async fn read(db: &Db) -> Result<ExchangeRates> {
    let rows = sqlx::query("SELECT currency, month, usd_per_unit FROM exchange_rates")
        .fetch_all(&db.pool)
        .await?;
    let rates = rows
        .iter()
        .map(|row| {
            Ok(ExchangeRate {
                currency: row.try_get("currency")?,
                month: YearMonth::from_yyyymm(row.try_get::<i32, _>("month")?)
                    .map_err(anyhow::Error::from)?,
                usd_per_unit: row.try_get("usd_per_unit")?,
            })
        })
        .collect::<Result<Vec<_>>>()?;
    Ok(ExchangeRates::new(rates))
}

/// Stores `rates`, replacing a stored rate of the same currency and month, and marks the
/// listings stale: their US-dollar figures change with the rates.
pub async fn store(db: &Db, rates: &[ExchangeRate]) -> Result<()> {
    let mut tx = db.begin_write().await?;
    for rate in rates {
        sqlx::query(
            "INSERT INTO exchange_rates (currency, month, usd_per_unit) VALUES ($1, $2, $3) \
             ON CONFLICT (currency, month) DO UPDATE SET usd_per_unit = excluded.usd_per_unit",
        )
        .bind(&rate.currency)
        .bind(rate.month.yyyymm())
        .bind(rate.usd_per_unit)
        .execute(&mut *tx)
        .await?;
    }
    crate::listing_version::bump(&mut tx).await?;
    tx.commit().await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rates() -> ExchangeRates {
        ExchangeRates::new([
            ExchangeRate {
                currency: "EUR".to_owned(),
                month: YearMonth::of(2026, 3),
                usd_per_unit: 1.2,
            },
            ExchangeRate {
                currency: "EUR".to_owned(),
                month: YearMonth::of(2026, 1),
                usd_per_unit: 1.0,
            },
        ])
    }

    #[test]
    fn a_month_takes_its_own_rate() {
        assert_eq!(
            rates().usd_per_unit("EUR", Some(YearMonth::of(2026, 3))),
            Some(1.2)
        );
        assert_eq!(
            rates().usd_per_unit("EUR", Some(YearMonth::of(2026, 1))),
            Some(1.0)
        );
    }

    #[test]
    fn a_month_without_a_rate_takes_the_latest_earlier_one() {
        assert_eq!(
            rates().usd_per_unit("EUR", Some(YearMonth::of(2026, 2))),
            Some(1.0)
        );
        assert_eq!(
            rates().usd_per_unit("EUR", Some(YearMonth::of(2030, 7))),
            Some(1.2)
        );
    }

    #[test]
    fn a_month_before_every_rate_has_none() {
        assert_eq!(
            rates().usd_per_unit("EUR", Some(YearMonth::of(2025, 12))),
            None
        );
    }

    #[test]
    fn no_month_takes_the_latest_rate() {
        assert_eq!(rates().usd_per_unit("EUR", None), Some(1.2));
    }

    #[test]
    fn the_dollar_is_one_and_an_unknown_currency_has_no_rate() {
        assert_eq!(
            rates().usd_per_unit(USD, Some(YearMonth::of(1990, 1))),
            Some(1.0)
        );
        assert_eq!(rates().usd_per_unit("GBP", None), None);
        assert_eq!(rates().to_usd(1_000_000.0, "EUR", None), Some(1_200_000.0));
    }
}
