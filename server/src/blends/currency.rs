//! A blend's money in one currency (analytics.md, "Blends"): every amount enters the engine as its
//! value in the blend's base currency at the latest rates (`exchange_rates::in_base`), so shares,
//! cash levels and totals never add pounds to yen. The engine stays free of rates: it is given
//! the base values. A blend with an amount that cannot be converted is not computed at all.

use std::collections::BTreeMap;

use crate::error::{Error, Result};
use crate::exchange_rates::{in_base, ExchangeRates, NO_EXCHANGE_RATE};

/// A blend's base currency and its latest rate (none when the site holds no rate for it).
#[derive(Debug, Clone, PartialEq)]
pub struct Base {
    pub currency: String,
    pub usd_per_unit: Option<f64>,
}

impl Base {
    pub fn of(currency: &str, rates: &ExchangeRates) -> Base {
        Base {
            currency: currency.to_owned(),
            usd_per_unit: rates.usd_per_unit(currency, None),
        }
    }

    /// `amount` of `currency` in the base currency at the latest rates; none without a rate for
    /// either.
    pub fn value(&self, amount: f64, currency: &str, rates: &ExchangeRates) -> Option<f64> {
        let base = self.usd_per_unit?;
        rates
            .usd_per_unit(currency, None)
            .map(|rate| in_base(amount, rate, base))
    }

    /// The base values of `amounts` (each with its currency), in order; refused, keyed
    /// `orders.{i}` (or `baseCurrency` when the base itself has no rate), when any has no rate.
    pub fn values<'a>(
        &self,
        amounts: impl IntoIterator<Item = (f64, &'a str)>,
        rates: &ExchangeRates,
    ) -> Result<Vec<f64>> {
        if self.usd_per_unit.is_none() {
            return Err(Error::field("baseCurrency", NO_EXCHANGE_RATE));
        }
        let mut values = Vec::new();
        let mut missing = BTreeMap::new();
        for (i, (amount, currency)) in amounts.into_iter().enumerate() {
            match self.value(amount, currency, rates) {
                Some(value) => values.push(value),
                None => {
                    missing.insert(format!("orders.{i}"), NO_EXCHANGE_RATE.to_owned());
                }
            }
        }
        if missing.is_empty() {
            Ok(values)
        } else {
            Err(Error::Validation(missing))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exchange_rates::{ExchangeRate, USD};
    use analytics_core::YearMonth;

    fn rates() -> ExchangeRates {
        let rate = |currency: &str, usd_per_unit| ExchangeRate {
            currency: currency.to_owned(),
            month: YearMonth::of(2026, 10),
            usd_per_unit,
        };
        ExchangeRates::new([rate("GBP", 1.25), rate("JPY", 0.0067), rate("EUR", 1.08)])
    }

    #[test]
    fn amounts_of_three_currencies_are_summed_in_the_base_currency() {
        let base = Base::of(USD, &rates());
        let values = base
            .values(
                [
                    (1_000_000.0, "GBP"),
                    (500_000.0, "JPY"),
                    (500_000.0, "JPY"),
                    (500_000.0, "USD"),
                ],
                &rates(),
            )
            .unwrap();
        assert_eq!(values, [1_250_000.0, 3_350.0, 3_350.0, 500_000.0]);
        let total: f64 = values.iter().sum();
        assert!((values[0] / total - 0.7116).abs() < 1e-4);
        assert!((values[1] / total - 0.0019).abs() < 1e-4);
    }

    #[test]
    fn another_base_changes_the_unit_not_the_shares() {
        let amounts = [(1_000_000.0, "GBP"), (500_000.0, "JPY"), (500_000.0, "USD")];
        let in_usd = Base::of(USD, &rates()).values(amounts, &rates()).unwrap();
        let in_eur = Base::of("EUR", &rates()).values(amounts, &rates()).unwrap();
        let share = |values: &[f64], i: usize| values[i] / values.iter().sum::<f64>();
        for i in 0..3 {
            assert!((share(&in_usd, i) - share(&in_eur, i)).abs() < 1e-15);
            assert!((in_usd[i] / in_eur[i] - 1.08).abs() < 1e-12);
        }
    }

    #[test]
    fn an_amount_without_a_rate_is_refused_by_its_place() {
        let error = Base::of(USD, &rates())
            .values([(1.0, "USD"), (1.0, "CHF")], &rates())
            .unwrap_err();
        match error {
            Error::Validation(fields) => {
                assert_eq!(
                    fields.get("orders.1").map(String::as_str),
                    Some(NO_EXCHANGE_RATE)
                );
                assert_eq!(fields.len(), 1);
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_base_without_a_rate_computes_nothing() {
        let error = Base::of("CHF", &rates())
            .values([(1.0, "USD")], &rates())
            .unwrap_err();
        match error {
            Error::Validation(fields) => assert!(fields.contains_key("baseCurrency")),
            other => panic!("{other:?}"),
        }
    }
}
