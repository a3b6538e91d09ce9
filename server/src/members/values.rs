//! The value rules of the member lists (amounts, leverage, allocation dates, colors), the same
//! on the client and the server. Each check answers the message key the web app translates.

use time::Date;

/// The amount a program gets when it is added and has no minimum investment.
pub const DEFAULT_AMOUNT: f64 = 100_000.0;

/// The amount a program gets when it is added: its minimum investment, or `DEFAULT_AMOUNT`
/// when it has none (empty or 0).
pub fn default_amount(investment_min: Option<f64>) -> f64 {
    investment_min
        .filter(|min| *min > 0.0)
        .unwrap_or(DEFAULT_AMOUNT)
}

/// An amount is positive and at least the program's minimum investment, when it has one.
pub fn check_quantity(quantity: f64, investment_min: Option<f64>) -> Result<(), &'static str> {
    let minimum = investment_min.unwrap_or(0.0);
    if quantity.is_finite() && quantity > 0.0 && quantity >= minimum {
        Ok(())
    } else {
        Err("belowMinimum")
    }
}

/// Leverage runs from 1 to 10 in steps of 0.5 (spec section 9).
pub fn check_leverage(leverage: f64) -> Result<(), &'static str> {
    let halves = leverage * 2.0;
    if (1.0..=10.0).contains(&leverage) && halves == halves.trunc() {
        Ok(())
    } else {
        Err("invalidLeverage")
    }
}

/// A color is `#rrggbb`.
pub fn check_color(color: &str) -> Result<(), &'static str> {
    let bytes = color.as_bytes();
    let valid = bytes.len() == 7
        && bytes[0] == b'#'
        && bytes[1..].iter().all(|byte| byte.is_ascii_hexdigit());
    if valid {
        Ok(())
    } else {
        Err("invalidColor")
    }
}

/// The first day of the month of a program's inception date (`YYYY-MM-DD`): allocations may
/// start there, and a new allocation does, so its period return runs since inception.
pub fn inception_month_start(date_inception: &str) -> Option<Date> {
    parse_day(date_inception)?.replace_day(1).ok()
}

/// An allocation date is a `YYYY-MM-DD` day from the program's inception month to `today`.
pub fn check_allocation_date(
    date: &str,
    date_inception: Option<&str>,
    today: Date,
) -> Result<Date, &'static str> {
    let day = parse_day(date).ok_or("outOfRange")?;
    let earliest = date_inception.and_then(inception_month_start);
    if day > today || earliest.is_some_and(|earliest| day < earliest) {
        return Err("outOfRange");
    }
    Ok(day)
}

fn parse_day(text: &str) -> Option<Date> {
    let format = time::macros::format_description!("[year]-[month]-[day]");
    Date::parse(text, format).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::date;

    #[test]
    fn a_new_allocation_gets_the_minimum_investment_or_100000() {
        assert_eq!(default_amount(Some(250_000.0)), 250_000.0);
        assert_eq!(default_amount(Some(0.0)), 100_000.0);
        assert_eq!(default_amount(None), 100_000.0);
    }

    #[test]
    fn an_amount_is_positive_and_at_least_the_minimum() {
        assert_eq!(check_quantity(250_000.0, Some(250_000.0)), Ok(()));
        assert_eq!(
            check_quantity(249_999.0, Some(250_000.0)),
            Err("belowMinimum")
        );
        assert_eq!(check_quantity(1.0, None), Ok(()));
        assert_eq!(check_quantity(0.0, None), Err("belowMinimum"));
        assert_eq!(check_quantity(-5.0, Some(0.0)), Err("belowMinimum"));
        assert_eq!(check_quantity(f64::NAN, None), Err("belowMinimum"));
        assert_eq!(check_quantity(f64::INFINITY, None), Err("belowMinimum"));
    }

    #[test]
    fn leverage_runs_from_1_to_10_in_halves() {
        for ok in [1.0, 1.5, 2.0, 9.5, 10.0] {
            assert_eq!(check_leverage(ok), Ok(()), "{ok}");
        }
        for bad in [0.5, 0.75, 1.25, 10.5, 11.0, f64::NAN, f64::INFINITY] {
            assert_eq!(check_leverage(bad), Err("invalidLeverage"), "{bad}");
        }
    }

    #[test]
    fn a_color_is_six_hex_digits_after_a_hash() {
        assert_eq!(check_color("#1a2B3c"), Ok(()));
        for bad in ["1a2b3c", "#1a2b3", "#1a2b3c4", "#1a2b3g", "", "#ééé"] {
            assert_eq!(check_color(bad), Err("invalidColor"), "{bad}");
        }
    }

    #[test]
    fn allocations_start_in_the_inception_month_and_not_after_today() {
        let today = date!(2026 - 11 - 22);
        let inception = Some("2010-03-15");
        assert_eq!(
            check_allocation_date("2010-03-01", inception, today),
            Ok(date!(2010 - 03 - 01))
        );
        assert_eq!(
            check_allocation_date("2026-11-22", inception, today),
            Ok(today)
        );
        for bad in ["2010-02-28", "2026-11-23", "2026-13-01", "yesterday", ""] {
            assert_eq!(
                check_allocation_date(bad, inception, today),
                Err("outOfRange"),
                "{bad}"
            );
        }
        assert_eq!(
            check_allocation_date("1990-01-01", None, today),
            Ok(date!(1990 - 01 - 01))
        );
    }

    #[test]
    fn the_inception_month_starts_on_its_first_day() {
        assert_eq!(
            inception_month_start("2010-03-15"),
            Some(date!(2010 - 03 - 01))
        );
        assert_eq!(inception_month_start("March 2010"), None);
    }
}
