//! Consecutive gains and losses: runs of observed months of the same sign.

use serde::Serialize;

use crate::growth::compound;
use crate::month::YearMonth;
use crate::series::ReturnSeries;

/// A run of consecutive observed months all gaining (r > 0) or all losing (r < 0). A missing
/// month does not end a run (runs use consecutive observed months); a zero month ends both kinds.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Run {
    /// First month of the run.
    pub start: YearMonth,
    /// Last month of the run.
    pub end: YearMonth,
    /// Number of observed months in the run.
    pub months: usize,
    /// `prod(1 + r) - 1` over the run.
    pub compounded_return: f64,
}

/// Every run of one kind, with the longest and the largest.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Runs {
    /// Every run, in month order.
    pub runs: Vec<Run>,
    /// The run with the most months (the earliest among equals); `None` without runs.
    pub longest: Option<Run>,
    /// The run with the largest compounded gain (for gains) or loss (for losses, the most
    /// negative), the earliest among equals; `None` without runs.
    pub largest: Option<Run>,
}

/// Runs of gains and runs of losses.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ConsecutiveRuns {
    /// Runs of consecutive gaining months (r > 0).
    pub gains: Runs,
    /// Runs of consecutive losing months (r < 0).
    pub losses: Runs,
}

fn first_best(runs: &[Run], better: impl Fn(&Run, &Run) -> bool) -> Option<Run> {
    runs.iter()
        .reduce(|best, run| if better(run, best) { run } else { best })
        .copied()
}

/// The runs of consecutive gains and of consecutive losses of the series, in one pass.
pub fn consecutive_runs(series: &ReturnSeries) -> ConsecutiveRuns {
    let (months, values) = (series.months(), series.values());
    let sign = |r: f64| (r > 0.0) as i8 - (r < 0.0) as i8;
    // Runs of one kind are separated by at least one other month: at most ceil(n / 2) of each.
    let most = values.len().div_ceil(2);
    let (mut gains, mut losses) = (Vec::with_capacity(most), Vec::with_capacity(most));
    let mut start = 0;
    while start < values.len() {
        let run_sign = sign(values[start]);
        let (mut end, mut compounded) = (start + 1, values[start]);
        while end < values.len() && sign(values[end]) == run_sign {
            compounded = compound(compounded, values[end]);
            end += 1;
        }
        let run = Run {
            start: months[start],
            end: months[end - 1],
            months: end - start,
            compounded_return: compounded,
        };
        match run_sign {
            1 => gains.push(run),
            -1 => losses.push(run),
            _ => {}
        }
        start = end;
    }
    ConsecutiveRuns {
        gains: Runs {
            longest: first_best(&gains, |a, b| a.months > b.months),
            largest: first_best(&gains, |a, b| a.compounded_return > b.compounded_return),
            runs: gains,
        },
        losses: Runs {
            longest: first_best(&losses, |a, b| a.months > b.months),
            largest: first_best(&losses, |a, b| a.compounded_return < b.compounded_return),
            runs: losses,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use approx::assert_abs_diff_eq;

    fn series(months: &[i32], values: &[f64]) -> ReturnSeries {
        ReturnSeries::from_yyyymm(months, values).unwrap()
    }

    fn ym(yyyymm: i32) -> YearMonth {
        YearMonth::from_yyyymm(yyyymm).unwrap()
    }

    const MONTHS: [i32; 8] = [
        202401, 202402, 202403, 202404, 202405, 202406, 202407, 202408,
    ];
    // gains: Jan-Feb (2), Apr-Jun (3, 1.01^3 - 1), Aug (1, 0.3); losses: Mar (1), Jul (1)
    const VALUES: [f64; 8] = [0.1, 0.1, -0.05, 0.01, 0.01, 0.01, -0.2, 0.3];

    #[test]
    fn every_run_of_gains_is_listed_with_its_compounded_return() {
        let gains = consecutive_runs(&series(&MONTHS, &VALUES)).gains;
        assert_eq!(gains.runs.len(), 3);
        let first = gains.runs[0];
        assert_eq!(
            (first.start, first.end, first.months),
            (ym(202401), ym(202402), 2)
        );
        // 1.1 * 1.1 - 1 = 0.21
        assert_abs_diff_eq!(first.compounded_return, 0.21, epsilon = 1e-15);
    }

    #[test]
    fn the_longest_run_has_the_most_months() {
        let gains = consecutive_runs(&series(&MONTHS, &VALUES)).gains;
        assert_eq!(gains.longest.unwrap().start, ym(202404));
        assert_eq!(gains.longest.unwrap().months, 3);
    }

    #[test]
    fn the_largest_gain_and_loss_are_the_biggest_compounded_runs() {
        let s = series(&MONTHS, &VALUES);
        assert_eq!(
            consecutive_runs(&s).gains.largest.unwrap().start,
            ym(202408)
        );
        let losses = consecutive_runs(&s).losses;
        assert_eq!(losses.runs.len(), 2);
        assert_eq!(losses.largest.unwrap().start, ym(202407));
        // Two one-month losses: the longest among equals is the earliest.
        assert_eq!(losses.longest.unwrap().start, ym(202403));
    }

    #[test]
    fn a_zero_month_ends_a_run_and_a_missing_month_does_not() {
        // Jan +, Feb 0, Mar +, (Apr missing), May +: runs Jan, and Mar..May (2 observed months).
        let s = series(&[202401, 202402, 202403, 202405], &[0.1, 0.0, 0.1, 0.1]);
        let gains = consecutive_runs(&s).gains;
        assert_eq!(gains.runs.len(), 2);
        assert_eq!(
            (gains.runs[1].start, gains.runs[1].end),
            (ym(202403), ym(202405))
        );
        assert_eq!(gains.runs[1].months, 2);
    }

    #[test]
    fn no_run_gives_no_longest_and_no_largest() {
        let losses = consecutive_runs(&series(&[202401], &[0.0])).losses;
        assert!(losses.runs.is_empty());
        assert_eq!((losses.longest, losses.largest), (None, None));
    }
}
