//! Growth of an investment: VAMI and the cumulative return.

/// Starting value of every VAMI series (the end of the month before the first return).
pub const VAMI_START: f64 = 1000.0;

/// Cumulative return of monthly simple returns (fractions), compounded:
/// `VAMI_n / 1000 - 1`, i.e. `prod(1 + r_t) - 1`. An empty series has a cumulative return of 0.
pub fn cumulative_return(returns: &[f64]) -> f64 {
    returns.iter().fold(1.0, |growth, r| growth * (1.0 + r)) - 1.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cumulative_return_compounds_the_months() {
        let cumulative = cumulative_return(&[0.10, -0.05]);
        assert!((cumulative - 0.045).abs() < 1e-15, "{cumulative}");
    }

    #[test]
    fn cumulative_return_of_no_months_is_zero() {
        assert_eq!(cumulative_return(&[]), 0.0);
    }

    #[test]
    fn a_total_loss_month_ends_at_minus_one() {
        assert_eq!(cumulative_return(&[0.2, -1.0, 0.5]), -1.0);
    }
}
