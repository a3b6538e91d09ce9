//! The one error type of the engine, with stable codes the UI translates.

use crate::month::YearMonth;

/// Invalid input to a computation. Each variant has a stable [`code`](AnalyticsError::code) that
/// the server sends and the UI translates; the message is for logs and developers.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum AnalyticsError {
    /// A month outside 1..=12, or a year outside 1..=9999.
    #[error("invalid month: year {year}, month {month}")]
    InvalidMonth {
        /// The year given.
        year: i32,
        /// The month given.
        month: u32,
    },
    /// A monthly return below -100 % (-1.0). -100 % itself is valid.
    #[error("{month}: return {value} is below -100 %")]
    ReturnBelowMinus100 {
        /// The month of the return.
        month: YearMonth,
        /// The return given.
        value: f64,
    },
    /// A monthly return that is NaN or infinite.
    #[error("{month}: return is not a finite number")]
    NotFinite {
        /// The month of the return.
        month: YearMonth,
    },
    /// The same month given twice.
    #[error("{month} appears more than once")]
    DuplicateMonth {
        /// The repeated month.
        month: YearMonth,
    },
    /// A month given after a later month (returns must be in chronological order).
    #[error("{month} comes after {previous}: months must be increasing")]
    UnsortedMonths {
        /// The month given before.
        previous: YearMonth,
        /// The earlier month that followed it.
        month: YearMonth,
    },
    /// Parallel inputs (months and values) of different lengths.
    #[error("{months} months but {values} values")]
    LengthMismatch {
        /// Number of months given.
        months: usize,
        /// Number of values given.
        values: usize,
    },
    /// A series with no month: every statistic needs at least one return.
    #[error("the series has no return")]
    EmptySeries,
    /// A blend with no component.
    #[error("the blend has no program")]
    EmptyBlend,
    /// A normalized blend whose components share no month.
    #[error("the programs of the blend have no month in common")]
    NoCommonMonths,
    /// A leverage outside 1 to 10 or not a multiple of 0.5.
    #[error("leverage {leverage} is not 1 to 10 in steps of 0.5")]
    InvalidLeverage {
        /// The leverage given.
        leverage: f64,
    },
    /// Optimizer bounds that no blend satisfies: of the wrong length, not finite, outside 0 to 1,
    /// a minimum above its maximum, minimums summing above 1 or maximums below 1.
    #[error("infeasible bounds: {reason}")]
    InfeasibleBounds {
        /// What is wrong with them.
        reason: String,
    },
    /// The optimizer's correlation objective without a benchmark that varies over the months.
    #[error("no benchmark to correlate with over the common months")]
    NoBenchmark,
    /// Fewer common months than the optimizer's statistics need (2).
    #[error("{months} month in common: the optimizer needs at least 2")]
    TooFewMonths {
        /// How many months the programs share.
        months: usize,
    },
    /// More programs than the optimizer takes.
    #[error("{count} programs: the optimizer takes at most 50")]
    TooManyPrograms {
        /// How many programs were given.
        count: usize,
    },
    /// An allocation amount that is not a positive finite number.
    #[error("amount {amount} is not a positive number")]
    InvalidAmount {
        /// The amount given.
        amount: f64,
    },
}

impl AnalyticsError {
    /// The stable, machine-readable code of the error (snake_case), e.g. `duplicate_month`.
    pub fn code(&self) -> &'static str {
        match self {
            Self::InvalidMonth { .. } => "invalid_month",
            Self::ReturnBelowMinus100 { .. } => "return_below_minus_100",
            Self::NotFinite { .. } => "not_finite",
            Self::DuplicateMonth { .. } => "duplicate_month",
            Self::UnsortedMonths { .. } => "unsorted_months",
            Self::LengthMismatch { .. } => "length_mismatch",
            Self::EmptySeries => "empty_series",
            Self::EmptyBlend => "empty_blend",
            Self::NoCommonMonths => "no_common_months",
            Self::InvalidLeverage { .. } => "invalid_leverage",
            Self::InvalidAmount { .. } => "invalid_amount",
            Self::InfeasibleBounds { .. } => "infeasible_bounds",
            Self::NoBenchmark => "no_benchmark",
            Self::TooFewMonths { .. } => "too_few_months",
            Self::TooManyPrograms { .. } => "too_many_programs",
        }
    }
}
