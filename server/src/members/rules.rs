//! The member lists' rules: the portfolio's name, each program once per list, the CAROR a list
//! row shows, the checks of an allocation's changes, its period return, and the portfolio's sums
//! in its base currency.

use analytics_core::YearMonth;
use time::Date;

use super::model::OrderChange;
use crate::allocation::{check_allocation_date, check_amount, check_color, check_leverage};
use crate::error::{Error, Result};
use crate::exchange_rates::in_base;
use crate::returns::statistics::MIN_RETURNS_FOR_CAROR;
use crate::returns::ReportedMonth;
use crate::validation::FieldErrors;

/// The name every member's portfolio has.
pub const PORTFOLIO_NAME: &str = "My Portfolio";

/// The answer to adding a program a list already holds.
pub fn duplicate(list: &str) -> Error {
    Error::Conflict {
        code: "duplicate",
        message: format!("the program is already in the {list}"),
    }
}

/// The CAROR a list row shows: the listings show a dash below 24 months (spec section 5); so do
/// the lists.
pub fn listed_compound_return(compound_return: Option<f64>, return_count: i64) -> Option<f64> {
    compound_return.filter(|_| return_count >= MIN_RETURNS_FOR_CAROR)
}

/// Checks every field `change` gives against the program's terms and `today` (UTC); answers the
/// allocation date to store, when one is given.
pub fn check_order_change(
    change: &OrderChange,
    investment_min: Option<f64>,
    date_inception: Option<&str>,
    today: Date,
) -> Result<Option<String>> {
    let mut errors = FieldErrors::default();
    if let Some(quantity) = change.quantity {
        errors.check("quantity", check_amount(quantity, investment_min));
    }
    let mut date_allocation = None;
    if let Some(date) = &change.date_allocation {
        match check_allocation_date(date, date_inception, today) {
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
    Ok(date_allocation)
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

/// A portfolio's rows summed in its base currency: each row's value in the base, its share of
/// the total, and the total.
#[derive(Debug, Clone, PartialEq)]
pub struct BaseSums {
    pub values: Vec<Option<f64>>,
    pub shares: Vec<Option<f64>>,
    pub total: Option<f64>,
}

/// Sums `rows` (each an amount and its currency's latest US dollars per unit) in a base currency
/// worth `base_usd_per_unit`, by the site's one rule (`exchange_rates::in_base`). A row whose
/// currency has no rate has no value; then there is no total and no share at all, since a share
/// of a total that leaves out a row would be wrong. Without rows the total is 0.
pub fn sums_in_base(rows: &[(f64, Option<f64>)], base_usd_per_unit: Option<f64>) -> BaseSums {
    let values: Vec<Option<f64>> = rows
        .iter()
        .map(|&(amount, usd_per_unit)| {
            usd_per_unit
                .zip(base_usd_per_unit)
                .map(|(rate, base_rate)| in_base(amount, rate, base_rate))
        })
        .collect();
    let total: Option<f64> = values.iter().copied().sum();
    let shares = values
        .iter()
        .map(|value| {
            total.zip(*value).map(
                |(total, value)| {
                    if total > 0.0 {
                        value / total
                    } else {
                        0.0
                    }
                },
            )
        })
        .collect();
    BaseSums {
        values,
        shares,
        total,
    }
}

/// The month of a `YYYY-MM-DD` day.
pub fn month_of(day: &str) -> Option<YearMonth> {
    day.get(..7)?.parse().ok()
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

    /// £1,000,000 at $1.25, ¥500,000 at $0.0067 twice and $500,000.
    const MIXED: [(f64, Option<f64>); 4] = [
        (1_000_000.0, Some(1.25)),
        (500_000.0, Some(0.0067)),
        (500_000.0, Some(0.0067)),
        (500_000.0, Some(1.0)),
    ];

    fn near(actual: Option<f64>, expected: f64, tolerance: f64) -> bool {
        actual.is_some_and(|a| (a - expected).abs() <= tolerance)
    }

    #[test]
    fn shares_are_of_amounts_summed_in_the_base_currency_not_as_they_are() {
        let sums = sums_in_base(&MIXED, Some(1.0));
        // $1,250,000 + $3,350 + $3,350 + $500,000 = $1,756,700.
        assert_eq!(
            sums.values,
            [
                Some(1_250_000.0),
                Some(in_base(500_000.0, 0.0067, 1.0)),
                Some(in_base(500_000.0, 0.0067, 1.0)),
                Some(500_000.0)
            ]
        );
        assert!(near(sums.total, 1_756_700.0, 1e-6));
        // 71.2 %, 0.19 % twice, 28.5 %: the yen rows' large figures weigh little.
        assert!(near(sums.shares[0], 0.7116, 1e-4));
        assert!(near(sums.shares[1], 0.0019, 1e-4));
        assert!(near(sums.shares[2], 0.0019, 1e-4));
        assert!(near(sums.shares[3], 0.2846, 1e-4));
        let whole: f64 = sums.shares.iter().flatten().sum();
        assert!((whole - 1.0).abs() < 1e-12);
    }

    #[test]
    fn another_base_keeps_the_shares_and_divides_the_total_by_its_rate() {
        let dollars = sums_in_base(&MIXED, Some(1.0));
        let euros = sums_in_base(&MIXED, Some(1.08));
        for (in_dollars, in_euros) in dollars.shares.iter().zip(&euros.shares) {
            assert!(near(*in_euros, in_dollars.unwrap(), 1e-12));
        }
        assert_eq!(euros.values[0], Some(1_000_000.0 * 1.25 / 1.08));
        let (dollar_total, euro_total) = (dollars.total.unwrap(), euros.total.unwrap());
        assert!((euro_total * 1.08 - dollar_total).abs() < 1e-6);
    }

    #[test]
    fn a_row_without_a_rate_leaves_no_total_and_no_shares_rather_than_wrong_ones() {
        let mut rows = MIXED.to_vec();
        rows.push((250_000.0, None));
        let sums = sums_in_base(&rows, Some(1.0));
        assert_eq!(sums.values[0], Some(1_250_000.0));
        assert_eq!(sums.values[4], None);
        assert_eq!(sums.total, None);
        assert!(sums.shares.iter().all(Option::is_none));
    }

    #[test]
    fn a_base_without_a_rate_values_nothing() {
        let sums = sums_in_base(&MIXED, None);
        assert!(sums.values.iter().all(Option::is_none));
        assert_eq!(sums.total, None);
        assert!(sums.shares.iter().all(Option::is_none));
    }

    #[test]
    fn an_empty_portfolio_totals_zero() {
        let sums = sums_in_base(&[], Some(1.08));
        assert_eq!(sums.total, Some(0.0));
        assert!(sums.shares.is_empty());
    }

    #[test]
    fn the_allocation_month_is_read_from_its_day() {
        assert_eq!(month_of("2024-02-10"), Some(ym(202402)));
        assert_eq!(month_of("2024"), None);
    }
}
