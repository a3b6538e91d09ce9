//! The synthetic market every program trades: monthly factor returns from 1980-01 on.
//!
//! Months are drawn one after another from a volatility-regime Markov chain, so a later
//! `last_month` only appends months. Well-known crisis months are pinned to round figures close to
//! history, and some periods are nudged (by one constant shift over their months) to a target
//! compounded return, so the shapes everyone knows are there for any seed: 2008 and 2022 down for
//! equities, trend followers up in 2008 H2, 2014 H2 and 2022, oil down in 2008 H2 and 2014 H2.

use super::random::Rand;
use super::{ReportedMonth, YearMonth};

/// The first month of the market and of the S&P 500 series.
pub(crate) const MARKET_START: YearMonth = YearMonth::of(1980, 1);

/// Typical monthly volatilities of the factors, used to turn a program's target correlation into
/// a factor loading.
pub(crate) const EQUITY_VOL: f64 = 0.043;
pub(crate) const TREND_VOL: f64 = 0.034;
pub(crate) const ENERGY_VOL: f64 = 0.09;
pub(crate) const GRAINS_VOL: f64 = 0.06;
pub(crate) const CARRY_VOL: f64 = 0.022;
/// The last month of the window over which programs calibrate their drift: fixed, so a later
/// `last_month` does not move anyone's history.
const CALIBRATION_END: YearMonth = YearMonth::of(2024, 12);

/// The factors of one month, as simple returns.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct MarketMonth {
    pub(crate) month: YearMonth,
    /// S&P 500 total return.
    pub(crate) equity: f64,
    /// A diversified trend-following portfolio (what a typical CTA index does).
    pub(crate) trend: f64,
    /// A long crude-oil futures position.
    pub(crate) energy: f64,
    /// A long grains futures position.
    pub(crate) grains: f64,
    /// A currency carry basket (long high yielders, short funders).
    pub(crate) carry: f64,
    /// Volatility regime: 0 calm, 1 normal, 2 stressed.
    pub(crate) regime: u8,
}

impl MarketMonth {
    /// The factors: equity, trend, energy, grains, carry.
    pub(crate) fn factors(&self) -> [f64; 5] {
        [
            self.equity,
            self.trend,
            self.energy,
            self.grains,
            self.carry,
        ]
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Factor {
    Equity,
    Trend,
    Energy,
    Grains,
    Carry,
}

use Factor::{Carry, Energy, Equity, Grains, Trend};

/// Months whose factor return is fixed, close to what happened.
const PINNED: &[(YearMonth, Factor, f64)] = &[
    (YearMonth::of(1987, 10), Equity, -0.215),
    (YearMonth::of(1987, 11), Equity, -0.085),
    (YearMonth::of(1987, 10), Trend, 0.045),
    (YearMonth::of(1990, 8), Equity, -0.090),
    (YearMonth::of(1991, 1), Energy, -0.330),
    (YearMonth::of(1992, 9), Carry, -0.045),
    (YearMonth::of(1998, 8), Equity, -0.145),
    (YearMonth::of(1998, 10), Carry, -0.070),
    (YearMonth::of(2001, 9), Equity, -0.080),
    (YearMonth::of(2002, 7), Equity, -0.079),
    (YearMonth::of(2008, 9), Equity, -0.090),
    (YearMonth::of(2008, 10), Equity, -0.168),
    (YearMonth::of(2008, 10), Trend, 0.055),
    (YearMonth::of(2008, 10), Carry, -0.100),
    (YearMonth::of(2008, 11), Equity, -0.072),
    (YearMonth::of(2008, 11), Trend, 0.030),
    (YearMonth::of(2009, 2), Equity, -0.107),
    (YearMonth::of(2010, 5), Equity, -0.080),
    (YearMonth::of(2011, 8), Equity, -0.054),
    (YearMonth::of(2015, 1), Carry, -0.030),
    (YearMonth::of(2018, 12), Equity, -0.090),
    (YearMonth::of(2020, 2), Equity, -0.082),
    (YearMonth::of(2020, 3), Equity, -0.124),
    (YearMonth::of(2020, 3), Trend, 0.010),
    (YearMonth::of(2020, 3), Carry, -0.060),
    (YearMonth::of(2020, 3), Energy, -0.500),
    (YearMonth::of(2020, 4), Equity, 0.128),
    (YearMonth::of(2022, 6), Equity, -0.083),
    (YearMonth::of(2022, 9), Equity, -0.092),
];

/// Periods whose compounded factor return is nudged to a target: (factor, first, last, target).
const TARGETS: &[(Factor, YearMonth, YearMonth, f64)] = &[
    (
        Equity,
        YearMonth::of(1995, 1),
        YearMonth::of(1995, 12),
        0.37,
    ),
    (
        Equity,
        YearMonth::of(2000, 1),
        YearMonth::of(2000, 12),
        -0.09,
    ),
    (
        Equity,
        YearMonth::of(2001, 1),
        YearMonth::of(2001, 12),
        -0.12,
    ),
    (
        Equity,
        YearMonth::of(2002, 1),
        YearMonth::of(2002, 12),
        -0.22,
    ),
    (
        Equity,
        YearMonth::of(2003, 1),
        YearMonth::of(2003, 12),
        0.28,
    ),
    (
        Equity,
        YearMonth::of(2008, 1),
        YearMonth::of(2008, 12),
        -0.37,
    ),
    (
        Equity,
        YearMonth::of(2009, 1),
        YearMonth::of(2009, 12),
        0.26,
    ),
    (
        Equity,
        YearMonth::of(2013, 1),
        YearMonth::of(2013, 12),
        0.32,
    ),
    (
        Equity,
        YearMonth::of(2019, 1),
        YearMonth::of(2019, 12),
        0.31,
    ),
    (
        Equity,
        YearMonth::of(2021, 1),
        YearMonth::of(2021, 12),
        0.28,
    ),
    (
        Equity,
        YearMonth::of(2022, 1),
        YearMonth::of(2022, 12),
        -0.18,
    ),
    (
        Equity,
        YearMonth::of(2023, 1),
        YearMonth::of(2023, 12),
        0.26,
    ),
    (Trend, YearMonth::of(1990, 8), YearMonth::of(1990, 10), 0.12),
    (Trend, YearMonth::of(2002, 6), YearMonth::of(2002, 12), 0.14),
    (Trend, YearMonth::of(2008, 1), YearMonth::of(2008, 6), 0.06),
    (Trend, YearMonth::of(2008, 7), YearMonth::of(2008, 12), 0.14),
    (
        Trend,
        YearMonth::of(2009, 1),
        YearMonth::of(2009, 12),
        -0.07,
    ),
    (
        Trend,
        YearMonth::of(2012, 1),
        YearMonth::of(2012, 12),
        -0.03,
    ),
    (Trend, YearMonth::of(2014, 1), YearMonth::of(2014, 6), -0.02),
    (Trend, YearMonth::of(2014, 7), YearMonth::of(2014, 12), 0.17),
    (
        Trend,
        YearMonth::of(2016, 1),
        YearMonth::of(2016, 12),
        -0.04,
    ),
    (
        Trend,
        YearMonth::of(2018, 1),
        YearMonth::of(2018, 12),
        -0.08,
    ),
    (Trend, YearMonth::of(2022, 1), YearMonth::of(2022, 12), 0.22),
    (
        Trend,
        YearMonth::of(2023, 1),
        YearMonth::of(2023, 12),
        -0.04,
    ),
    (
        Energy,
        YearMonth::of(1986, 1),
        YearMonth::of(1986, 3),
        -0.45,
    ),
    (
        Energy,
        YearMonth::of(1990, 8),
        YearMonth::of(1990, 10),
        0.80,
    ),
    (Energy, YearMonth::of(2008, 1), YearMonth::of(2008, 6), 0.45),
    (
        Energy,
        YearMonth::of(2008, 7),
        YearMonth::of(2008, 12),
        -0.68,
    ),
    (
        Energy,
        YearMonth::of(2014, 7),
        YearMonth::of(2014, 12),
        -0.45,
    ),
    (
        Energy,
        YearMonth::of(2021, 1),
        YearMonth::of(2021, 12),
        0.55,
    ),
    (Energy, YearMonth::of(2022, 1), YearMonth::of(2022, 6), 0.40),
    (Grains, YearMonth::of(2007, 7), YearMonth::of(2008, 6), 0.60),
    (
        Grains,
        YearMonth::of(2008, 7),
        YearMonth::of(2008, 12),
        -0.40,
    ),
    (
        Grains,
        YearMonth::of(2010, 7),
        YearMonth::of(2010, 12),
        0.45,
    ),
    (Grains, YearMonth::of(2012, 6), YearMonth::of(2012, 8), 0.35),
    (Grains, YearMonth::of(2022, 1), YearMonth::of(2022, 5), 0.30),
];

/// The generated market, one entry per month from [`MARKET_START`].
pub(crate) struct Market {
    months: Vec<MarketMonth>,
}

impl Market {
    /// Draws the market through December of `last_month`'s year, so every nudged period is
    /// complete and a later `last_month` only appends months.
    pub(crate) fn generate(seed: u64, last_month: YearMonth) -> Market {
        let mut rng = Rand::new(seed);
        let end = last_month.december();
        let mut regime = 1u8;
        let mut generated: Vec<MarketMonth> = Vec::new();
        for month in MARKET_START.through(end) {
            // A crash and the month after it are stressed whatever the chain says.
            let crash = [month, month.prev()]
                .iter()
                .any(|&m| pinned(m, Equity).is_some_and(|r| r < -0.07));
            regime = if crash {
                2
            } else {
                next_regime(regime, rng.unit())
            };
            generated.push(draw_month(&mut rng, month, regime));
        }
        for &(factor, first, last, target) in TARGETS {
            if last <= end {
                nudge(&mut generated, factor, first, last, target);
            }
        }
        for &(month, factor, value) in PINNED {
            if month <= end {
                let index = MARKET_START.months_between(month) as usize;
                *factor_mut(&mut generated[index], factor) = value;
            }
        }
        Market { months: generated }
    }

    /// The average of `f` over the calibration window (1980-01 to 2024-12, shorter when the
    /// market ends earlier).
    pub(crate) fn average(&self, f: impl Fn(&MarketMonth) -> f64) -> f64 {
        let window: Vec<&MarketMonth> = self
            .months
            .iter()
            .filter(|m| m.month <= CALIBRATION_END)
            .collect();
        window.iter().map(|m| f(m)).sum::<f64>() / window.len() as f64
    }

    /// The factors of `month` (which must lie between 1980-01 and the generated end).
    pub(crate) fn at(&self, month: YearMonth) -> &MarketMonth {
        &self.months[MARKET_START.months_between(month) as usize]
    }

    /// The synthetic S&P 500 total-return series from 1980-01 to `last_month`, rounded to a
    /// hundredth of a percent like published figures.
    pub(crate) fn sp500(&self, last_month: YearMonth) -> Vec<ReportedMonth> {
        MARKET_START
            .through(last_month)
            .map(|month| ReportedMonth {
                month,
                monthly_return: round_return(self.at(month).equity),
                assets: None,
                estimated: false,
            })
            .collect()
    }
}

/// Rounds a return to a hundredth of a percent, as managers report them.
pub(crate) fn round_return(value: f64) -> f64 {
    (value * 10_000.0).round() / 10_000.0
}

/// Calm and stressed spells last months to years; stress is entered from normal times only.
fn next_regime(regime: u8, draw: f64) -> u8 {
    match regime {
        0 if draw < 0.04 => 1,
        1 if draw < 0.03 => 0,
        1 if draw < 0.055 => 2,
        2 if draw < 0.12 => 1,
        other => other,
    }
}

fn draw_month(rng: &mut Rand, month: YearMonth, regime: u8) -> MarketMonth {
    let scale = [0.7, 0.95, 1.5][usize::from(regime)];
    let equity = 0.0105 + 0.04 * scale * rng.student_t(5);
    // Trend followers gain on large equity moves either way (the "CTA smile").
    let trend = 0.004 + 0.25 * (equity.abs() - 0.032) + 0.03 * scale.sqrt() * rng.normal();
    let energy = 0.003 + 0.085 * scale.sqrt() * rng.student_t(5);
    let season = match month.month() {
        5 | 6 => 0.012,
        8 | 9 => -0.012,
        _ => 0.0,
    };
    let grains = 0.001 + season + 0.055 * rng.student_t(6);
    // Carry earns a spread and crashes with equities.
    let carry = 0.004 + 0.35 * (equity + 0.04).min(0.0) + 0.02 * scale * rng.normal();
    MarketMonth {
        month,
        equity: equity.max(-0.3),
        trend,
        energy: energy.max(-0.5),
        grains: grains.max(-0.4),
        carry,
        regime,
    }
}

fn factor_mut(month: &mut MarketMonth, factor: Factor) -> &mut f64 {
    match factor {
        Equity => &mut month.equity,
        Trend => &mut month.trend,
        Energy => &mut month.energy,
        Grains => &mut month.grains,
        Carry => &mut month.carry,
    }
}

/// Shifts the non-pinned months of a period by one constant so the period compounds to `target`.
fn nudge(
    generated: &mut [MarketMonth],
    factor: Factor,
    first: YearMonth,
    last: YearMonth,
    target: f64,
) {
    let start = MARKET_START.months_between(first) as usize;
    let end = MARKET_START.months_between(last) as usize;
    let period = &mut generated[start..=end];
    let fixed: Vec<Option<f64>> = period.iter().map(|m| pinned(m.month, factor)).collect();
    let drawn: Vec<f64> = period.iter_mut().map(|m| *factor_mut(m, factor)).collect();
    let compound = |shift: f64| {
        fixed.iter().zip(&drawn).fold(1.0, |acc, (fixed, drawn)| {
            acc * (1.0 + fixed.unwrap_or(drawn + shift)).max(0.01)
        }) - 1.0
    };
    // The compounded return increases with the shift: bisect.
    let (mut lo, mut hi) = (-0.3, 0.3);
    for _ in 0..80 {
        let mid = 0.5 * (lo + hi);
        if compound(mid) < target {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    let shift = 0.5 * (lo + hi);
    for (month, fixed) in period.iter_mut().zip(&fixed) {
        if fixed.is_none() {
            *factor_mut(month, factor) += shift;
        }
    }
}

/// The pinned value of `factor` in `month`, if any.
fn pinned(month: YearMonth, factor: Factor) -> Option<f64> {
    PINNED
        .iter()
        .find(|&&(m, f, _)| m == month && f == factor)
        .map(|&(_, _, value)| value)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::demo::DEMO_SEED;

    fn year(series: &[ReportedMonth], year: i32) -> f64 {
        series
            .iter()
            .filter(|r| r.month.year() == year)
            .map(|r| 1.0 + r.monthly_return)
            .product::<f64>()
            - 1.0
    }

    #[test]
    fn sp500_has_the_crises_and_a_realistic_mean_and_volatility() {
        for seed in [DEMO_SEED, 1, 2, 3] {
            let sp = Market::generate(seed, YearMonth::of(2026, 10)).sp500(YearMonth::of(2026, 10));
            assert_eq!(
                (sp[0].month, sp.last().unwrap().month),
                (YearMonth::of(1980, 1), YearMonth::of(2026, 10))
            );
            let at = |m: YearMonth| sp.iter().find(|r| r.month == m).unwrap().monthly_return;
            assert_eq!(
                (
                    at(YearMonth::of(1987, 10)),
                    at(YearMonth::of(2008, 10)),
                    at(YearMonth::of(2020, 3))
                ),
                (-0.215, -0.168, -0.124)
            );
            assert!(year(&sp, 2008) < -0.3 && year(&sp, 2022) < -0.15);
            let r: Vec<f64> = sp.iter().map(|r| r.monthly_return).collect();
            let n = r.len() as f64;
            let mean = r.iter().sum::<f64>() / n;
            let vol = (r.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0) * 12.0).sqrt();
            let growth = r.iter().map(|x| 1.0 + x).product::<f64>().powf(12.0 / n) - 1.0;
            assert!((0.13..0.18).contains(&vol), "seed {seed}: volatility {vol}");
            assert!(
                (0.07..0.13).contains(&growth),
                "seed {seed}: compound growth {growth}"
            );
        }
    }

    #[test]
    fn trend_gains_in_crisis_periods() {
        let market = Market::generate(DEMO_SEED, YearMonth::of(2026, 10));
        let period = |first: YearMonth, last: YearMonth| {
            first
                .through(last)
                .map(|m| 1.0 + market.at(m).trend)
                .product::<f64>()
                - 1.0
        };
        assert!(
            market.at(YearMonth::of(2008, 10)).trend > 0.0
                && market.at(YearMonth::of(1987, 10)).trend > 0.0
        );
        assert!(
            period(YearMonth::of(2008, 7), YearMonth::of(2008, 12)) > 0.1
                && period(YearMonth::of(2014, 7), YearMonth::of(2014, 12)) > 0.1
                && period(YearMonth::of(2022, 1), YearMonth::of(2022, 12)) > 0.15
        );
        assert!(
            period(YearMonth::of(2008, 7), YearMonth::of(2008, 12)) > 0.0
                && period(YearMonth::of(2014, 7), YearMonth::of(2014, 12)) > 0.0
        );
    }

    #[test]
    fn a_later_last_month_only_appends() {
        let a = Market::generate(5, YearMonth::of(2024, 6));
        let b = Market::generate(5, YearMonth::of(2026, 10));
        assert!(MARKET_START
            .through(YearMonth::of(2024, 12))
            .all(|m| a.at(m) == b.at(m)));
    }
}
