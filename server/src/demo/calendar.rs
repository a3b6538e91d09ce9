//! Day arithmetic without a clock: days are counted from 1970-01-01 (Howard Hinnant's civil-day
//! algorithms), timestamps are whole seconds. Months are `YearMonth`s and do their own arithmetic.

use super::YearMonth;

/// The month `month` (1..=12) of `year` as the generators draw them, always within those ranges.
pub(crate) fn month_of(year: i64, month: i64) -> YearMonth {
    YearMonth::new(year as i32, month as u32).expect("the demo's months lie in years 1..=9999")
}

/// A calendar day as a count of days since 1970-01-01.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Day(i64);

impl Day {
    /// The first day of `month`.
    pub(crate) fn first_of(month: YearMonth) -> Day {
        Day(days_from_civil(
            i64::from(month.year()),
            month.month() as i32,
            1,
        ))
    }

    /// The last day of `month`.
    pub(crate) fn last_of(month: YearMonth) -> Day {
        Day::first_of(month.next()).plus(-1)
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
        month_of(year, i64::from(month))
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
    fn days_round_trip_and_format() {
        assert_eq!(Day::first_of(YearMonth::of(1970, 1)), Day(0));
        assert_eq!(Day::last_of(YearMonth::of(2024, 2)).date(), "2024-02-29");
        assert_eq!(Day::last_of(YearMonth::of(1900, 2)).date(), "1900-02-28");
        assert_eq!(
            Day::first_of(YearMonth::of(2024, 3)).plus(-1).month(),
            YearMonth::of(2024, 2)
        );
        assert_eq!(
            Day::first_of(YearMonth::of(2026, 1)).at(3661 + 86_400),
            "2026-01-01T01:01:01Z"
        );
        for days in -800_000..800_000 {
            let (y, m, d) = civil_from_days(days);
            assert_eq!(days_from_civil(y, m, d), days);
        }
    }
}
