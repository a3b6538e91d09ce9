//! Month and day arithmetic without a clock: months are `yyyymm` integers, days are counted from
//! 1970-01-01 (Howard Hinnant's civil-day algorithms), timestamps are whole seconds.

use super::YearMonth;

/// Months since year 0, so months can be added and subtracted.
fn month_index(month: YearMonth) -> i32 {
    (month / 100) * 12 + (month % 100 - 1)
}

fn from_month_index(index: i32) -> YearMonth {
    index.div_euclid(12) * 100 + index.rem_euclid(12) + 1
}

/// The month `n` months after `month` (before it when `n` is negative).
pub(crate) fn add_months(month: YearMonth, n: i32) -> YearMonth {
    from_month_index(month_index(month) + n)
}

/// Months from `from` to `to` (0 when equal, negative when `to` is earlier).
pub(crate) fn months_between(from: YearMonth, to: YearMonth) -> i32 {
    month_index(to) - month_index(from)
}

/// The calendar month (1..=12) of a `yyyymm` value.
pub(crate) fn month_of_year(month: YearMonth) -> i32 {
    month % 100
}

/// Every month from `first` to `last` inclusive.
pub(crate) fn months(first: YearMonth, last: YearMonth) -> impl Iterator<Item = YearMonth> {
    (month_index(first)..=month_index(last)).map(from_month_index)
}

/// A calendar day as a count of days since 1970-01-01.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Day(i64);

impl Day {
    /// The first day of `month`.
    pub(crate) fn first_of(month: YearMonth) -> Day {
        Day(days_from_civil(i64::from(month / 100), month % 100, 1))
    }

    /// The last day of `month`.
    pub(crate) fn last_of(month: YearMonth) -> Day {
        Day::first_of(add_months(month, 1)).plus(-1)
    }

    /// The day `days` later (earlier when negative).
    pub(crate) fn plus(self, days: i64) -> Day {
        Day(self.0 + days)
    }

    /// Days from `self` to `later`.
    pub(crate) fn days_until(self, later: Day) -> i64 {
        later.0 - self.0
    }

    /// The month this day falls in.
    pub(crate) fn month(self) -> YearMonth {
        let (year, month, _) = civil_from_days(self.0);
        year as i32 * 100 + month
    }

    /// `YYYY-MM-DD`.
    pub(crate) fn date(self) -> String {
        let (year, month, day) = civil_from_days(self.0);
        format!("{year:04}-{month:02}-{day:02}")
    }

    /// RFC 3339 UTC timestamp `YYYY-MM-DDTHH:MM:SSZ` at `second` of the day (wrapped to a day).
    pub(crate) fn at(self, second: i64) -> String {
        let second = second.rem_euclid(86_400);
        format!(
            "{}T{:02}:{:02}:{:02}Z",
            self.date(),
            second / 3600,
            second / 60 % 60,
            second % 60
        )
    }
}

fn days_from_civil(year: i64, month: i32, day: i32) -> i64 {
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let year_of_era = year - era * 400;
    let shifted_month = i64::from((month + 9) % 12);
    let day_of_year = (153 * shifted_month + 2) / 5 + i64::from(day) - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    era * 146_097 + day_of_era - 719_468
}

fn civil_from_days(days: i64) -> (i64, i32, i32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z - era * 146_097;
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let mp = (5 * day_of_year + 2) / 153;
    let day = (day_of_year - (153 * mp + 2) / 5 + 1) as i32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as i32;
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn month_arithmetic_crosses_years() {
        assert_eq!(add_months(202412, 1), 202501);
        assert_eq!(add_months(202401, -1), 202312);
        assert_eq!(add_months(198001, 12 * 45 + 9), 202510);
        assert_eq!(months_between(202311, 202402), 3);
        assert_eq!(
            months(202311, 202402).collect::<Vec<_>>(),
            [202311, 202312, 202401, 202402]
        );
    }

    #[test]
    fn days_round_trip_and_format() {
        assert_eq!(Day::first_of(197001), Day(0));
        assert_eq!(Day::last_of(202402).date(), "2024-02-29");
        assert_eq!(Day::last_of(190002).date(), "1900-02-28");
        assert_eq!(Day::first_of(202403).plus(-1).month(), 202402);
        assert_eq!(
            Day::first_of(202601).at(3661 + 86_400),
            "2026-01-01T01:01:01Z"
        );
        for days in -800_000..800_000 {
            let (y, m, d) = civil_from_days(days);
            assert_eq!(days_from_civil(y, m, d), days);
        }
    }
}
