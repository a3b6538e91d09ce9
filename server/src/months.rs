//! Months where the server meets them outside the engine's `YearMonth`: the days of the clock
//! (`time::Date`) and the stored integer `yyyymm` (docs/conventions.md). Above storage every
//! month is a `YearMonth`; these are the only conversions.

use analytics_core::{AnalyticsError, YearMonth};
use time::Date;

/// The calendar month of `day`; `invalid_month` for a day before year 1, which neither the clock
/// nor a checked date gives.
pub fn month_of(day: Date) -> Result<YearMonth, AnalyticsError> {
    YearMonth::new(day.year(), u32::from(u8::from(day.month())))
}

/// A month as a column holds it, `yyyymm`. A row decodes it straight into a `YearMonth` with
/// `#[sqlx(try_from = "Yyyymm")]`; queries bind `YearMonth::yyyymm()`.
#[derive(Debug, Clone, Copy, sqlx::Type)]
#[sqlx(transparent)]
pub struct Yyyymm(i32);

impl TryFrom<Yyyymm> for YearMonth {
    type Error = AnalyticsError;

    fn try_from(stored: Yyyymm) -> Result<Self, Self::Error> {
        YearMonth::from_yyyymm(stored.0)
    }
}

#[cfg(test)]
mod tests {
    use time::macros::date;

    use super::*;

    #[test]
    fn a_day_falls_in_its_calendar_month() {
        assert_eq!(month_of(date!(2024 - 02 - 29)), Ok(YearMonth::of(2024, 2)));
        assert_eq!(month_of(date!(2023 - 12 - 31)), Ok(YearMonth::of(2023, 12)));
    }

    #[test]
    fn a_stored_month_is_read_as_yyyymm() {
        assert_eq!(
            YearMonth::try_from(Yyyymm(202401)),
            Ok(YearMonth::of(2024, 1))
        );
        assert!(YearMonth::try_from(Yyyymm(202400)).is_err());
    }
}
