//! Synthetic monthly exchange rates for the demo's currencies: each currency's rate swings
//! smoothly around a plausible level (two slow waves), so conversions move from month to month
//! but stay recognisable. They are made up, as the returns are; `seed-demo` stores them.

use std::f64::consts::TAU;

use super::programs::NON_USD;
use crate::exchange_rates::ExchangeRate;
use analytics_core::YearMonth;

/// The first month with a demo rate: before every demo program's inception.
pub const FIRST_RATE_MONTH: YearMonth = YearMonth::of(1980, 1);

/// US dollars per unit around which each demo currency's rate swings.
fn level(currency: &str) -> f64 {
    match currency {
        "EUR" => 1.10,
        "GBP" => 1.30,
        "JPY" => 0.008,
        "CHF" => 1.05,
        "AUD" => 0.70,
        "CAD" => 0.75,
        "CNY" => 0.14,
        _ => 1.0,
    }
}

/// A rate for each of the demo's non-dollar currencies and each month from `FIRST_RATE_MONTH`
/// through `last_month`.
pub fn exchange_rates(last_month: YearMonth) -> Vec<ExchangeRate> {
    NON_USD
        .iter()
        .enumerate()
        .flat_map(|(index, currency)| {
            let phase = index as f64;
            FIRST_RATE_MONTH.through(last_month).map(move |month| {
                let t = f64::from(FIRST_RATE_MONTH.months_between(month));
                let swing = 0.12 * (TAU * t / 131.0 + phase).sin()
                    + 0.04 * (TAU * t / 19.0 + 2.0 * phase).sin();
                ExchangeRate {
                    currency: (*currency).to_owned(),
                    month,
                    usd_per_unit: level(currency) * (1.0 + swing),
                }
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_demo_currency_has_a_positive_rate_every_month() {
        let last = YearMonth::of(2026, 10);
        let rates = exchange_rates(last);
        let months = FIRST_RATE_MONTH.months_between(last) as usize + 1;
        assert_eq!(rates.len(), NON_USD.len() * months);
        assert!(rates.iter().all(|r| r.usd_per_unit > 0.0));
        let euro: Vec<f64> = rates
            .iter()
            .filter(|r| r.currency == "EUR")
            .map(|r| r.usd_per_unit)
            .collect();
        assert!(euro.windows(2).any(|w| w[0] != w[1]), "rates move");
        assert!(
            euro.iter().all(|r| (0.9..1.3).contains(r)),
            "near the level"
        );
    }
}
