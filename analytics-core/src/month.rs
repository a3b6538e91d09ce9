//! Calendar months, the unit every return belongs to.

use std::fmt;

use serde::{de, Deserialize, Deserializer, Serialize, Serializer};

use crate::error::AnalyticsError;

/// A calendar month (year, month 1..=12). Ordered chronologically.
///
/// Stored by the server as the integer `yyyymm` (202401 = January 2024) and serialized as the
/// string `"YYYY-MM"` (`"2024-01"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct YearMonth {
    year: i32,
    month: u8,
}

impl YearMonth {
    /// The month `month` (1..=12) of `year` (1..=9999); anything else is `invalid_month`.
    pub fn new(year: i32, month: u32) -> Result<Self, AnalyticsError> {
        if (1..=9999).contains(&year) && (1..=12).contains(&month) {
            Ok(Self {
                year,
                month: month as u8,
            })
        } else {
            Err(AnalyticsError::InvalidMonth { year, month })
        }
    }

    /// The month `month` (1..=12) of `year` (1..=9999), for months written in code: constants
    /// and tables, where `new`'s `Result` could only be unwrapped.
    ///
    /// # Panics
    /// Outside those ranges; in a constant, that fails the build instead.
    pub const fn of(year: i32, month: u32) -> Self {
        assert!(year >= 1 && year <= 9999 && month >= 1 && month <= 12);
        Self {
            year,
            month: month as u8,
        }
    }

    /// The month written as the integer `yyyymm` (202401 = January 2024).
    pub fn from_yyyymm(yyyymm: i32) -> Result<Self, AnalyticsError> {
        Self::new(yyyymm.div_euclid(100), yyyymm.rem_euclid(100) as u32)
    }

    /// The integer `yyyymm` of this month (January 2024 = 202401).
    pub fn yyyymm(self) -> i32 {
        self.year * 100 + i32::from(self.month)
    }

    /// The calendar year.
    pub fn year(self) -> i32 {
        self.year
    }

    /// The month of the year, 1 (January) to 12 (December).
    pub fn month(self) -> u32 {
        u32::from(self.month)
    }

    /// Months since January of year 0: consecutive months have consecutive ordinals.
    pub fn ordinal(self) -> i32 {
        self.year * 12 + i32::from(self.month) - 1
    }

    /// The month `months` calendar months after this one (before it when negative).
    ///
    /// Arithmetic may leave the years 1..=9999 accepted from input (the month before January of
    /// year 1 is December of year 0); it never fails for the offsets statistics use.
    pub fn plus_months(self, months: i32) -> Self {
        let ordinal = self.ordinal() + months;
        Self {
            year: ordinal.div_euclid(12),
            month: ordinal.rem_euclid(12) as u8 + 1,
        }
    }

    /// The following calendar month.
    pub fn next(self) -> Self {
        // Without the division of `plus_months`: month-by-month loops call this a lot.
        match self.month {
            12 => Self {
                year: self.year + 1,
                month: 1,
            },
            month => Self {
                year: self.year,
                month: month + 1,
            },
        }
    }

    /// The preceding calendar month.
    pub fn prev(self) -> Self {
        match self.month {
            1 => Self {
                year: self.year - 1,
                month: 12,
            },
            month => Self {
                year: self.year,
                month: month - 1,
            },
        }
    }

    /// Calendar months from `self` to `later`: `later - self` (0 for the same month, negative
    /// when `later` is earlier).
    pub fn months_between(self, later: YearMonth) -> i32 {
        later.ordinal() - self.ordinal()
    }

    /// Every month from this one through `last`, in order (none when `last` is earlier).
    pub fn through(self, last: YearMonth) -> impl Iterator<Item = YearMonth> {
        std::iter::successors(Some(self), |month| Some(month.next()))
            .take_while(move |month| *month <= last)
    }

    /// The first day of the month as dates are written, `YYYY-MM-01`.
    pub fn first_day(self) -> String {
        format!("{self}-01")
    }

    /// January of this month's year.
    pub fn january(self) -> Self {
        Self {
            year: self.year,
            month: 1,
        }
    }

    /// December of this month's year.
    pub fn december(self) -> Self {
        Self {
            year: self.year,
            month: 12,
        }
    }
}

impl YearMonth {
    /// `YYYY-MM` written digit by digit: a result carries thousands of months, and the general
    /// formatting machinery was a third of a blend's time in the browser.
    fn text(self) -> [u8; 7] {
        // `new` keeps years in 1..=9999, so four digits always suffice.
        let (year, month) = (self.year as u32, u32::from(self.month));
        let digit = |value: u32| b'0' + (value % 10) as u8;
        [
            digit(year / 1000),
            digit(year / 100),
            digit(year / 10),
            digit(year),
            b'-',
            digit(month / 10),
            digit(month),
        ]
    }
}

impl fmt::Display for YearMonth {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = self.text();
        // Only ASCII digits and '-' are written.
        f.write_str(std::str::from_utf8(&text).map_err(|_| fmt::Error)?)
    }
}

impl std::str::FromStr for YearMonth {
    type Err = AnalyticsError;

    /// Parses `"YYYY-MM"`.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let invalid = AnalyticsError::InvalidMonth { year: 0, month: 0 };
        let (year, month) = text.split_once('-').ok_or(invalid.clone())?;
        if year.len() != 4 || month.len() != 2 {
            return Err(invalid);
        }
        let year = year.parse().map_err(|_| invalid.clone())?;
        let month = month.parse().map_err(|_| invalid)?;
        Self::new(year, month)
    }
}

impl Serialize for YearMonth {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let text = self.text();
        serializer.serialize_str(std::str::from_utf8(&text).map_err(serde::ser::Error::custom)?)
    }
}

impl<'de> Deserialize<'de> for YearMonth {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        text.parse().map_err(de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_month_is_written_as_four_digit_year_and_two_digit_month() {
        assert_eq!(YearMonth::new(2024, 12).unwrap().to_string(), "2024-12");
        assert_eq!(YearMonth::new(987, 1).unwrap().to_string(), "0987-01");
        assert_eq!(YearMonth::new(9999, 9).unwrap().to_string(), "9999-09");
        let json = serde_json::to_string(&YearMonth::new(1957, 1).unwrap()).unwrap();
        assert_eq!(json, "\"1957-01\"");
    }

    fn ym(yyyymm: i32) -> YearMonth {
        YearMonth::from_yyyymm(yyyymm).unwrap()
    }

    #[test]
    fn yyyymm_round_trips() {
        assert_eq!(ym(202401).yyyymm(), 202401);
        assert_eq!((ym(202401).year(), ym(202401).month()), (2024, 1));
    }

    #[test]
    fn month_outside_1_to_12_is_invalid() {
        let error = YearMonth::from_yyyymm(202413).unwrap_err();
        assert_eq!(error.code(), "invalid_month");
        assert!(YearMonth::new(2024, 0).is_err());
    }

    #[test]
    fn months_order_chronologically() {
        assert!(ym(202312) < ym(202401));
        assert!(ym(202402) > ym(202401));
    }

    #[test]
    fn next_and_prev_cross_year_ends() {
        assert_eq!(ym(202312).next(), ym(202401));
        assert_eq!(ym(202401).prev(), ym(202312));
        assert_eq!(ym(202401).plus_months(-13), ym(202212));
        assert_eq!(
            (ym(202405).january(), ym(202405).december()),
            (ym(202401), ym(202412))
        );
    }

    #[test]
    fn a_month_written_in_code_is_the_month_new_accepts() {
        const JANUARY_1980: YearMonth = YearMonth::of(1980, 1);
        assert_eq!(JANUARY_1980, ym(198001));
        assert!(std::panic::catch_unwind(|| YearMonth::of(2024, 13)).is_err());
    }

    #[test]
    fn through_walks_every_month_up_to_the_last_across_year_ends() {
        let months: Vec<YearMonth> = ym(202311).through(ym(202402)).collect();
        assert_eq!(months, [ym(202311), ym(202312), ym(202401), ym(202402)]);
        assert_eq!(ym(202402).through(ym(202402)).count(), 1);
        assert_eq!(ym(202402).through(ym(202401)).count(), 0);
    }

    #[test]
    fn the_first_day_is_written_as_a_date() {
        assert_eq!(ym(202403).first_day(), "2024-03-01");
        assert_eq!(YearMonth::of(987, 11).first_day(), "0987-11-01");
    }

    #[test]
    fn months_between_counts_calendar_months() {
        // Dec 2023 -> Mar 2024: Jan, Feb, Mar = 3.
        assert_eq!(ym(202312).months_between(ym(202403)), 3);
        assert_eq!(ym(202403).months_between(ym(202312)), -3);
    }

    #[test]
    fn displays_and_serializes_as_yyyy_dash_mm() {
        assert_eq!(ym(202401).to_string(), "2024-01");
        assert_eq!(serde_json::to_string(&ym(199812)).unwrap(), "\"1998-12\"");
        let parsed: YearMonth = serde_json::from_str("\"2024-07\"").unwrap();
        assert_eq!(parsed, ym(202407));
        assert!(serde_json::from_str::<YearMonth>("\"2024-7\"").is_err());
    }
}
