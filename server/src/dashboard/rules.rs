//! The figures of the last month's returns.

use super::model::ReturnFigures;

/// Count, mean, highest and lowest of `returns` that `keep` keeps.
pub fn figures(returns: &[f64], keep: impl Fn(f64) -> bool) -> ReturnFigures {
    let kept: Vec<f64> = returns.iter().copied().filter(|&r| keep(r)).collect();
    let count = kept.len();
    ReturnFigures {
        return_count: i64::try_from(count).unwrap_or(i64::MAX),
        return_average: (count > 0).then(|| kept.iter().sum::<f64>() / count as f64),
        return_max: kept.iter().copied().reduce(f64::max),
        return_min: kept.iter().copied().reduce(f64::min),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_count_and_average_the_returns_kept() {
        let returns = [0.02, -0.01, 0.04, 0.0, -0.03];
        let all = figures(&returns, |_| true);
        assert_eq!(all.return_count, 5);
        assert!((all.return_average.unwrap() - 0.004).abs() < 1e-15);
        assert_eq!((all.return_max, all.return_min), (Some(0.04), Some(-0.03)));
        let gains = figures(&returns, |r| r > 0.0);
        assert_eq!(gains.return_count, 2);
        assert!((gains.return_average.unwrap() - 0.03).abs() < 1e-15);
        // A zero month is neither a gain nor a loss.
        assert_eq!(figures(&returns, |r| r < 0.0).return_count, 2);
        let none = figures(&[], |_| true);
        assert_eq!(
            (none.return_count, none.return_average, none.return_max),
            (0, None, None)
        );
    }
}
