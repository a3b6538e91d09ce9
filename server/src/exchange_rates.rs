//! Monthly exchange rates to the US dollar, and the conversion every page shows money by: an
//! amount of a month takes the rate of that month, else the latest earlier one. AUM is an amount
//! of the month that last reported assets; terms (the minimum investment) and allocations have
//! no month and take the latest rate. A leaf: the listings read the rates into their snapshot,
//! the program page and the member lists those of their programs' currencies; the demo stores
//! synthetic ones; administrators upload real ones (`upload`, `import`) and review them
//! (`overview`).

pub mod import;
pub mod latest;
pub mod overview;
pub mod upload;

use std::collections::HashMap;

use analytics_core::YearMonth;
use sqlx::Row;

use crate::error::Result;
use crate::storage::{in_list, Db};

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

    /// Each currency's latest rate and its month, by currency code: the currencies a blend or a
    /// portfolio may be summed in, besides the dollar.
    pub fn latest(&self) -> Vec<(&str, YearMonth, f64)> {
        let mut latest: Vec<(&str, YearMonth, f64)> = self
            .by_currency
            .iter()
            .filter_map(|(currency, months)| {
                months
                    .last()
                    .map(|&(month, rate)| (currency.as_str(), month, rate))
            })
            .collect();
        latest.sort_unstable_by_key(|(currency, _, _)| *currency);
        latest
    }

    /// `amount` of `currency` in US dollars at the rate of `month` (see `usd_per_unit`).
    pub fn to_usd(&self, amount: f64, currency: &str, month: Option<YearMonth>) -> Option<f64> {
        self.usd_per_unit(currency, month).map(|rate| amount * rate)
    }

    /// AUM in US dollars, at the rate of `assets_month`, the month that last reported assets
    /// (the month the figure is of). Every page that shows AUM converts it here, so the listing
    /// and the program page agree to the cent.
    pub fn assets_usd(
        &self,
        assets: Option<f64>,
        currency: &str,
        assets_month: Option<YearMonth>,
    ) -> Option<f64> {
        assets.and_then(|amount| self.to_usd(amount, currency, assets_month))
    }

    /// An amount without a month (the minimum investment, the trading level increase, an
    /// allocation) in US dollars, at the latest rate.
    pub fn current_usd(&self, amount: Option<f64>, currency: &str) -> Option<f64> {
        amount.and_then(|amount| self.to_usd(amount, currency, None))
    }
}

/// The one rule by which a blend or a portfolio sums money (analytics.md, "Blends"): `amount` of
/// a currency worth `usd_per_unit` US dollars, in a base currency worth `base_usd_per_unit`, both
/// at the latest rate. Evaluated as `amount * usd_per_unit / base_usd_per_unit`, in that order,
/// here and in the web app's `inBase`, so the server and the browser get the same bits (and a
/// dollar base, whose rate is 1, the same as `to_usd`).
pub fn in_base(amount: f64, usd_per_unit: f64, base_usd_per_unit: f64) -> f64 {
    amount * usd_per_unit / base_usd_per_unit
}

/// The public endpoints of the rates.
pub fn router() -> utoipa_axum::router::OpenApiRouter<crate::state::AppState> {
    utoipa_axum::router::OpenApiRouter::new().routes(utoipa_axum::routes!(latest::latest_rates))
}

/// Each currency's latest stored rate only (one row a currency).
pub async fn read_latest(db: &Db) -> Result<ExchangeRates> {
    let rows = sqlx::query(
        "SELECT r.currency, r.month, r.usd_per_unit FROM exchange_rates r \
         WHERE r.month = (SELECT MAX(l.month) FROM exchange_rates l WHERE l.currency = r.currency)",
    )
    .fetch_all(&db.pool)
    .await?;
    rates_of(rows)
}

/// The message key of a currency, or an amount, without a rate to convert by.
pub const NO_EXCHANGE_RATE: &str = "noExchangeRate";

/// Three capital letters, the shape of every currency code the site offers (ISO 4217): only such
/// a code is looked up among the rates.
pub fn is_currency_code(code: &str) -> bool {
    code.len() == 3 && code.bytes().all(|byte| byte.is_ascii_uppercase())
}

/// The latest rate of `code` as a base currency a blend or a portfolio is summed in: the dollar,
/// or a currency with a stored rate; `baseCurrency`/`noExchangeRate` otherwise.
pub fn base_currency_rate(code: &str, rates: &ExchangeRates) -> Result<f64> {
    rates
        .usd_per_unit(code, None)
        .filter(|_| is_currency_code(code))
        .ok_or_else(|| crate::error::Error::field("baseCurrency", NO_EXCHANGE_RATE))
}

/// `base_currency_rate` of a code a member asks for, read from the store; a code of another
/// shape costs no query.
pub async fn read_base_currency_rate(db: &Db, code: &str) -> Result<f64> {
    let rates = if is_currency_code(code) {
        read_of(db, [code]).await?
    } else {
        ExchangeRates::default()
    };
    base_currency_rate(code, &rates)
}

/// Every stored rate.
pub async fn read(db: &Db) -> Result<ExchangeRates> {
    let rows = sqlx::query("SELECT currency, month, usd_per_unit FROM exchange_rates")
        .fetch_all(&db.pool)
        .await?;
    rates_of(rows)
}

fn rates_of(rows: Vec<sqlx::any::AnyRow>) -> Result<ExchangeRates> {
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

/// The stored rates of `currencies` (the dollar needs none, so a page of dollar programs reads
/// nothing): what a page of a few programs converts by.
pub async fn read_of<'a>(
    db: &Db,
    currencies: impl IntoIterator<Item = &'a str>,
) -> Result<ExchangeRates> {
    let mut wanted: Vec<&str> = currencies
        .into_iter()
        .filter(|currency| *currency != USD)
        .collect();
    wanted.sort_unstable();
    wanted.dedup();
    if wanted.is_empty() {
        return Ok(ExchangeRates::default());
    }
    let sql = format!(
        "SELECT currency, month, usd_per_unit FROM exchange_rates WHERE currency IN ({})",
        in_list(wanted.len())
    );
    let mut query = sqlx::query(&sql);
    for currency in wanted {
        query = query.bind(currency);
    }
    rates_of(query.fetch_all(&db.pool).await?)
}

/// Stores `rates`, replacing a stored rate of the same currency and month, and marks the
/// listings stale: their US-dollar figures change with the rates.
pub async fn store(db: &Db, rates: &[ExchangeRate]) -> Result<()> {
    let mut tx = db.begin_write().await?;
    store_in(&mut tx, rates).await?;
    tx.commit().await?;
    Ok(())
}

/// `store` inside a transaction the caller commits, with what else the change records.
pub async fn store_in(tx: &mut sqlx::AnyConnection, rates: &[ExchangeRate]) -> Result<()> {
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
    crate::listing_version::bump(tx).await
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rule_tables::{number, Table};

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
    fn assets_take_the_rate_of_their_month_and_terms_the_latest() {
        let assets_month = Some(YearMonth::of(2026, 2));
        assert_eq!(
            rates().assets_usd(Some(500.0), "EUR", assets_month),
            Some(500.0)
        );
        assert_eq!(rates().current_usd(Some(500.0), "EUR"), Some(600.0));
        assert_eq!(rates().assets_usd(None, "EUR", assets_month), None);
        assert_eq!(rates().current_usd(None, "EUR"), None);
    }

    #[test]
    fn an_amount_in_a_base_currency_is_its_dollars_over_the_base_rate() {
        let table = Table::parse(include_str!("../../rules/base-currency.json"));
        table.assert_rules(&["baseValue"]);
        table.check("baseValue", |case| {
            in_base(
                number(&case["amount"]),
                number(&case["usdPerUnit"]),
                number(&case["baseUsdPerUnit"]),
            )
            .into()
        });
    }

    #[test]
    fn a_base_currency_is_the_dollar_or_one_with_a_rate() {
        assert_eq!(base_currency_rate("USD", &rates()).unwrap(), 1.0);
        assert_eq!(base_currency_rate("EUR", &rates()).unwrap(), 1.2);
        for refused in ["CHF", "eur", "EURO", "", "€"] {
            match base_currency_rate(refused, &rates()) {
                Err(crate::error::Error::Validation(fields)) => assert_eq!(
                    fields.get("baseCurrency").map(String::as_str),
                    Some(NO_EXCHANGE_RATE),
                    "{refused}"
                ),
                other => panic!("{refused}: {other:?}"),
            }
        }
        assert!(is_currency_code("EUR"));
        assert!(!is_currency_code("É"));
    }

    #[test]
    fn the_latest_rates_are_one_a_currency_by_code() {
        let rates = ExchangeRates::new([
            ExchangeRate {
                currency: "JPY".to_owned(),
                month: YearMonth::of(2026, 2),
                usd_per_unit: 0.0067,
            },
            ExchangeRate {
                currency: "EUR".to_owned(),
                month: YearMonth::of(2026, 1),
                usd_per_unit: 1.0,
            },
            ExchangeRate {
                currency: "EUR".to_owned(),
                month: YearMonth::of(2026, 3),
                usd_per_unit: 1.2,
            },
        ]);
        assert_eq!(
            rates.latest(),
            [
                ("EUR", YearMonth::of(2026, 3), 1.2),
                ("JPY", YearMonth::of(2026, 2), 0.0067)
            ]
        );
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
