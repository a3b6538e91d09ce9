//! The value rules of an allocation, wherever a member holds one (a blend's order, a portfolio
//! position): its amount against the program's minimum, its leverage, its colour and its start
//! date. Each check answers the message key the web app translates; `web/src/lib/allocation.ts`
//! holds the same rules, and both run the cases of `rules/allocation.json`. The amount and
//! leverage rules are the engine's (`Allocation`), so what the server accepts the engine can
//! blend.

use analytics_core::blend::Allocation;
use time::Date;

/// The amount a program gets when it starts a blend (or a position) and has no investment minimum.
pub const DEFAULT_AMOUNT: f64 = 100_000.0;

/// The investment minimum that binds: none when the program has none (0 or null).
pub fn minimum(investment_min: Option<f64>) -> Option<f64> {
    investment_min.filter(|min| *min > 0.0)
}

/// The amount a program gets when it starts a blend or a portfolio position: its investment
/// minimum, or `DEFAULT_AMOUNT`.
pub fn default_amount(investment_min: Option<f64>) -> f64 {
    minimum(investment_min).unwrap_or(DEFAULT_AMOUNT)
}

/// The amount a program gets when it joins a blend whose programs hold `blend_total`, so that
/// it counts like the others: an equal share of that total over the `count_after` programs the
/// blend holds with it, rounded up to a whole unit (never 0), and at least the program's
/// minimum. An empty blend gives `default_amount`.
pub fn added_amount(blend_total: f64, count_after: usize, investment_min: Option<f64>) -> f64 {
    if blend_total <= 0.0 || count_after == 0 {
        return default_amount(investment_min);
    }
    let share = (blend_total / count_after as f64).ceil();
    minimum(investment_min).map_or(share, |min| share.max(min))
}

/// An amount the engine accepts (finite, above 0) and at least the program's investment
/// minimum, when it has one.
pub fn check_amount(amount: f64, investment_min: Option<f64>) -> Result<(), &'static str> {
    let reaches_minimum = minimum(investment_min).is_none_or(|min| amount >= min);
    if Allocation::check_amount(amount).is_ok() && reaches_minimum {
        Ok(())
    } else {
        Err("belowMinimum")
    }
}

/// A leverage the engine accepts: 1 to 10 in steps of 0.5 (spec section 9).
pub fn check_leverage(leverage: f64) -> Result<(), &'static str> {
    Allocation::check_leverage(leverage).map_err(|_| "invalidLeverage")
}

/// A colour is `#rrggbb`.
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
    use crate::rule_tables::{number, optional_number, outcome, text, Table};

    fn table() -> Table {
        Table::parse(include_str!("../../rules/allocation.json"))
    }

    #[test]
    fn every_case_names_a_rule_of_this_module() {
        table().assert_rules(&[
            "amount",
            "defaultAmount",
            "addedAmount",
            "leverage",
            "color",
            "allocationDate",
            "inceptionMonthStart",
        ]);
    }

    #[test]
    fn an_amount_is_positive_and_at_least_the_minimum() {
        table().check("amount", |case| {
            outcome(check_amount(
                number(&case["amount"]),
                optional_number(&case["investmentMin"]),
            ))
        });
    }

    #[test]
    fn a_new_allocation_gets_the_minimum_investment_or_100000() {
        table().check("defaultAmount", |case| {
            default_amount(optional_number(&case["investmentMin"])).into()
        });
    }

    #[test]
    fn a_program_joining_a_blend_gets_an_equal_share_of_its_total_and_at_least_its_minimum() {
        table().check("addedAmount", |case| {
            let count = case["countAfter"].as_u64().expect("countAfter is a count");
            added_amount(
                number(&case["blendTotal"]),
                usize::try_from(count).expect("a small count"),
                optional_number(&case["investmentMin"]),
            )
            .into()
        });
    }

    #[test]
    fn leverage_runs_from_1_to_10_in_halves() {
        table().check("leverage", |case| {
            outcome(check_leverage(number(&case["leverage"])))
        });
    }

    #[test]
    fn a_color_is_six_hex_digits_after_a_hash() {
        table().check("color", |case| outcome(check_color(text(&case["color"]))));
    }

    #[test]
    fn allocations_start_in_the_inception_month_and_not_after_today() {
        table().check("allocationDate", |case| {
            let date = text(&case["date"]);
            let today = parse_day(text(&case["today"])).expect("today is a YYYY-MM-DD day");
            let checked = check_allocation_date(date, case["dateInception"].as_str(), today);
            // The day is stored as given, so an accepted date must come back unchanged.
            outcome(checked.map(|day| assert_eq!(day.to_string(), date)))
        });
    }

    #[test]
    fn the_inception_month_starts_on_its_first_day() {
        table().check("inceptionMonthStart", |case| {
            inception_month_start(text(&case["dateInception"]))
                .map(|start| start.to_string())
                .into()
        });
    }
}
