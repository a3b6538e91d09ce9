//! An administrator's upload of exchange rates, from the site or the command line (one code path):
//! the file is checked whole (`upload`), then every rate is stored, the listings marked stale
//! and each currency's audit log told, in one transaction. A refused file changes nothing.

use std::collections::{BTreeMap, HashSet};

use analytics_core::YearMonth;
use serde::Serialize;
use utoipa::ToSchema;

use super::overview::{self, currency_id, CurrencyRates};
use super::upload::parse_rates;
use super::{store_in, ExchangeRate};
use crate::audit::{self, Subject};
use crate::error::Result;
use crate::storage::Db;

/// What an accepted upload stored.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ImportedRates {
    /// Rates stored (each added or replacing that month's).
    pub stored_count: usize,
    /// Every currency afterwards, as `GET /admin/exchange-rates` lists them.
    pub items: Vec<CurrencyRates>,
}

/// The months of one currency in a file.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Span {
    months: usize,
    first: YearMonth,
    last: YearMonth,
}

/// Each currency of `rates` with its span of months, by code.
fn spans(rates: &[ExchangeRate]) -> BTreeMap<&str, Span> {
    let mut spans: BTreeMap<&str, Span> = BTreeMap::new();
    for rate in rates {
        spans
            .entry(rate.currency.as_str())
            .and_modify(|span| {
                span.months += 1;
                span.first = span.first.min(rate.month);
                span.last = span.last.max(rate.month);
            })
            .or_insert(Span {
                months: 1,
                first: rate.month,
                last: rate.month,
            });
    }
    spans
}

/// The audit entry's value: what the upload gave of a currency.
fn audit_value(span: Span) -> String {
    serde_json::json!({
        "months": span.months,
        "first": span.first.to_string(),
        "last": span.last.to_string(),
    })
    .to_string()
}

/// Checks the CSV file `bytes` against the currencies the site offers and `current` (the last
/// month a rate may be for), then stores its rates for `actor` (none: the command line). A file
/// with any problem is refused with all of them (`invalid_csv`) and nothing is stored.
pub async fn import_rates(
    db: &Db,
    actor: Option<i64>,
    bytes: &[u8],
    current: YearMonth,
) -> Result<ImportedRates> {
    let offered: HashSet<String> = sqlx::query_scalar("SELECT code FROM currencies")
        .fetch_all(&db.pool)
        .await?
        .into_iter()
        .collect();
    let rates = parse_rates(bytes, current, &offered)?;
    let mut ids = BTreeMap::new();
    for currency in spans(&rates).into_keys() {
        let id = currency_id(db, currency)
            .await?
            .ok_or_else(|| anyhow::anyhow!("currency {currency} is offered but has no id"))?;
        ids.insert(currency, id);
    }
    let mut tx = db.begin_write().await?;
    store_in(&mut tx, &rates).await?;
    for (currency, span) in spans(&rates) {
        let value = audit_value(span);
        let subject = Subject::Currency(ids[currency]);
        audit::record(&mut tx, actor, subject, "ratesImported", None, Some(&value)).await?;
    }
    tx.commit().await?;
    Ok(ImportedRates {
        stored_count: rates.len(),
        items: overview::currencies(db).await?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rate(currency: &str, month: YearMonth) -> ExchangeRate {
        ExchangeRate {
            currency: currency.to_owned(),
            month,
            usd_per_unit: 1.0,
        }
    }

    #[test]
    fn each_currency_of_a_file_is_audited_with_its_months() {
        let rates = [
            rate("GBP", YearMonth::of(2025, 3)),
            rate("EUR", YearMonth::of(2025, 2)),
            rate("GBP", YearMonth::of(2024, 12)),
            rate("GBP", YearMonth::of(2025, 1)),
        ];
        let spans = spans(&rates);
        assert_eq!(spans.keys().copied().collect::<Vec<_>>(), ["EUR", "GBP"]);
        assert_eq!(
            audit_value(spans["GBP"]),
            r#"{"first":"2024-12","last":"2025-03","months":3}"#
        );
        assert_eq!(
            audit_value(spans["EUR"]),
            r#"{"first":"2025-02","last":"2025-02","months":1}"#
        );
    }
}
