//! The member lists' rules: the portfolio's name, each program once per list, the CAROR a list
//! row shows, the checks of an allocation's changes, and its period return.

use analytics_core::YearMonth;
use time::Date;

use super::model::OrderChange;
use crate::allocation::{check_allocation_date, check_amount, check_color, check_leverage};
use crate::error::{Error, Result};
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

    #[test]
    fn the_allocation_month_is_read_from_its_day() {
        assert_eq!(month_of("2024-02-10"), Some(ym(202402)));
        assert_eq!(month_of("2024"), None);
    }
}
