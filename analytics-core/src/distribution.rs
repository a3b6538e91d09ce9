//! The distribution of monthly returns: a histogram of 1 % buckets from -20 % to 20 %.

use std::sync::OnceLock;

use serde::Serialize;

/// Lowest bucket, in percent: bucket k covers `[k %, (k+1) %)`.
const LOWEST_PERCENT: i64 = -20;
/// One past the highest bucket, in percent: returns from here on overflow.
const HIGHEST_PERCENT: i64 = 20;
/// Underflow, the 40 buckets of -20 % .. 19 %, overflow.
const BUCKET_COUNT: usize = (HIGHEST_PERCENT - LOWEST_PERCENT) as usize + 2;

/// One bar of the monthly-returns histogram.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct HistogramBucket {
    /// `"< -20%"`, `"-20% to -19%"`, ..., `"19% to 20%"`, `">= 20%"`.
    pub label: &'static str,
    /// Lower bound as a fraction (included); `None` for the underflow bucket.
    pub lower: Option<f64>,
    /// Upper bound as a fraction (excluded); `None` for the overflow bucket.
    pub upper: Option<f64>,
    /// Number of monthly returns in the bucket.
    pub count: usize,
}

/// The bucket of a return: 0 is the underflow (< -20 %), 1..=40 are k = -20..=19, 41 is the
/// overflow (>= 20 %).
///
/// The return is rounded to 1e-6 and the bucket is `floor(r / 0.01)`, both computed on the
/// integer number of millionths, so a return of exactly k % lands in bucket k (in floating
/// point `-0.07 / 0.01` is -7.000000000000001 and would floor to -8).
pub fn bucket_index(r: f64) -> usize {
    let millionths = (r * 1e6).round() as i64;
    let percent = millionths.div_euclid(10_000);
    if percent < LOWEST_PERCENT {
        0
    } else if percent >= HIGHEST_PERCENT {
        BUCKET_COUNT - 1
    } else {
        (percent - LOWEST_PERCENT) as usize + 1
    }
}

fn labels() -> &'static [String] {
    static LABELS: OnceLock<Vec<String>> = OnceLock::new();
    LABELS.get_or_init(|| {
        let mut labels = vec![format!("< {LOWEST_PERCENT}%")];
        labels.extend((LOWEST_PERCENT..HIGHEST_PERCENT).map(|k| format!("{k}% to {}%", k + 1)));
        labels.push(format!(">= {HIGHEST_PERCENT}%"));
        labels
    })
}

/// The histogram of monthly returns: always 42 buckets (underflow, 1 % buckets from -20 % to
/// 20 %, overflow) in increasing order, with their counts.
pub fn return_histogram(returns: &[f64]) -> Vec<HistogramBucket> {
    let mut counts = [0usize; BUCKET_COUNT];
    for &r in returns {
        counts[bucket_index(r)] += 1;
    }
    let percent_bound = |i: usize| (i as i64 - 1 + LOWEST_PERCENT) as f64 / 100.0;
    labels()
        .iter()
        .zip(counts)
        .enumerate()
        .map(|(i, (label, count))| HistogramBucket {
            label,
            lower: (i > 0).then(|| percent_bound(i)),
            upper: (i < BUCKET_COUNT - 1).then(|| percent_bound(i + 1)),
            count,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bucket_of(r: f64) -> &'static str {
        return_histogram(&[r])
            .into_iter()
            .find(|b| b.count == 1)
            .unwrap()
            .label
    }

    #[test]
    fn a_return_of_exactly_one_percent_goes_to_the_one_to_two_percent_bucket() {
        assert_eq!(bucket_of(0.01), "1% to 2%");
        assert_eq!(bucket_of(0.0), "0% to 1%");
        assert_eq!(bucket_of(-0.000001), "-1% to 0%");
    }

    #[test]
    fn whole_percent_returns_land_in_their_own_bucket_despite_floating_point() {
        // In f64, -0.07 / 0.01 = -7.000000000000001 and -0.14 / 0.01 = -14.000000000000002.
        assert_eq!(bucket_of(-0.07), "-7% to -6%");
        assert_eq!(bucket_of(-0.14), "-14% to -13%");
    }

    #[test]
    fn minus_20_percent_is_the_lowest_bucket_and_below_it_underflows() {
        assert_eq!(bucket_of(-0.2), "-20% to -19%");
        assert_eq!(bucket_of(-0.200001), "< -20%");
    }

    #[test]
    fn returns_are_rounded_to_a_millionth_before_bucketing() {
        // -0.2000001 rounds to -0.200000: the -20 % bucket, not the underflow.
        assert_eq!(bucket_of(-0.2000001), "-20% to -19%");
        // 0.0099999996 rounds to 0.010000: the 1 % bucket.
        assert_eq!(bucket_of(0.0099999996), "1% to 2%");
    }

    #[test]
    fn twenty_percent_and_above_overflow() {
        assert_eq!(bucket_of(0.2), ">= 20%");
        assert_eq!(bucket_of(0.199999), "19% to 20%");
        assert_eq!(bucket_of(3.0), ">= 20%");
        assert_eq!(bucket_of(-1.0), "< -20%");
    }

    #[test]
    fn the_histogram_always_has_42_buckets_with_bounds() {
        let histogram = return_histogram(&[0.01, 0.015, -0.3]);
        assert_eq!(histogram.len(), 42);
        assert_eq!((histogram[0].lower, histogram[0].upper), (None, Some(-0.2)));
        assert_eq!(
            (histogram[41].lower, histogram[41].upper),
            (Some(0.2), None)
        );
        assert_eq!(
            (histogram[22].lower, histogram[22].upper),
            (Some(0.01), Some(0.02))
        );
        assert_eq!(histogram[22].count, 2);
        assert_eq!(histogram[0].count, 1);
    }
}
