//! Monthly return and assets generators. A program's return is its own drift, plus its loadings
//! on the shared market factors, plus fat-tailed noise that widens in stressed regimes, plus an
//! option payoff for option sellers and buyers. Returns are clipped at -60 % (no month ever loses
//! everything) and rounded to a hundredth of a percent.

use super::archetypes::{Archetype, Profile};
use super::market::{
    round_return, Market, MarketMonth, CARRY_VOL, ENERGY_VOL, EQUITY_VOL, GRAINS_VOL, TREND_VOL,
};
use super::random::Rand;
use super::YearMonth;

/// Worst and best allowed monthly return.
const FLOOR: f64 = -0.6;
const CAP: f64 = 1.5;

/// The non-linear part of a program's return.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Payoff {
    Linear,
    /// Sells puts (and some calls): `leverage` times the index move beyond the strike lost in a
    /// sell-off, extra cost when volatility is stressed; the premium is in the drift.
    ShortOptions {
        leverage: f64,
        strike: f64,
        call_leverage: f64,
    },
    /// Buys options: `leverage` times any index move beyond the strike gained; the premium paid
    /// is in the drift.
    LongOptions {
        leverage: f64,
        strike: f64,
    },
}

/// How one program's monthly returns are drawn.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct ReturnModel {
    /// The program's own monthly drift.
    pub(crate) alpha: f64,
    /// Loadings on equity, trend, energy, grains and carry.
    pub(crate) betas: [f64; 5],
    /// Monthly volatility of the program's own noise.
    pub(crate) noise: f64,
    /// Degrees of freedom of that noise (lower: fatter tails).
    pub(crate) dof: u32,
    pub(crate) payoff: Payoff,
    /// A bad spell: (first month, months, extra monthly drift), for multi-year drawdowns.
    pub(crate) slump: Option<(YearMonth, i32, f64)>,
    /// Annualized target volatility.
    pub(crate) volatility: f64,
}

impl ReturnModel {
    /// Draws a model for an archetype; `span` is the number of months the program will report;
    /// a trend-following program leans on the trend factor whatever its market.
    /// The drift is set so that the expected return over the market's calibration window is the
    /// risk-free rate plus the program's Sharpe ratio times its volatility.
    pub(crate) fn draw(
        rng: &mut Rand,
        market: &Market,
        archetype: Archetype,
        trend_following: bool,
        inception: YearMonth,
        span: i32,
    ) -> ReturnModel {
        let profile: &Profile = archetype.profile();
        // Log-uniform: low-volatility programs are more common than very volatile ones.
        let volatility = rng.log_range(profile.volatility.0, profile.volatility.1);
        let sigma = volatility / 12f64.sqrt();
        let mut e = profile.exposures;
        if trend_following && e.trend.1 < 0.5 {
            e.trend = (0.45, 0.75);
            e.carry = (e.carry.0.min(0.0), e.carry.1.min(0.15));
        }
        let mut weights =
            [e.equity, e.trend, e.energy, e.grains, e.carry].map(|(lo, hi)| rng.range(lo, hi));
        let explained: f64 = weights.iter().map(|w| w * w).sum();
        if explained > 0.9 {
            weights
                .iter_mut()
                .for_each(|w| *w *= (0.9 / explained).sqrt());
        }
        let explained: f64 = weights.iter().map(|w| w * w).sum();
        let vols = [EQUITY_VOL, TREND_VOL, ENERGY_VOL, GRAINS_VOL, CARRY_VOL];
        let betas: [f64; 5] = std::array::from_fn(|k| weights[k] * sigma / vols[k]);
        let sharpe = (profile.sharpe + 0.3 * rng.normal()).clamp(-0.4, 1.4);
        let payoff = match archetype {
            Archetype::OptionWriter => Payoff::ShortOptions {
                leverage: rng.range(1.0, 3.0),
                strike: rng.range(0.03, 0.06),
                call_leverage: rng.range(0.0, 0.8),
            },
            Archetype::LongVolatility => Payoff::LongOptions {
                leverage: rng.range(1.0, 3.0),
                strike: rng.range(0.03, 0.05),
            },
            _ => Payoff::Linear,
        };
        let noise = match payoff {
            Payoff::Linear => sigma * (1.0 - explained).sqrt(),
            _ => rng.range(0.006, 0.015),
        };
        let slump = (span >= 60 && rng.chance(0.1)).then(|| {
            let months = rng.int(24, 60.min(i64::from(span) - 24)) as i32;
            let start = inception.plus_months(rng.int(6, i64::from(span - months - 6)) as i32);
            let depth = rng.range(0.15, 0.35) * (volatility / 0.15).clamp(0.5, 1.5);
            (start, months, -depth / f64::from(months))
        });
        let mut model = ReturnModel {
            alpha: 0.0,
            betas,
            noise,
            dof: rng.int(5, 10) as u32,
            payoff,
            slump,
            volatility,
        };
        let structural = market.average(|m| model.structural(m));
        model.alpha = (0.01 + sharpe * volatility) / 12.0 - structural;
        model
    }

    /// The part of a month's return explained by the market: factor loadings and option payoffs.
    fn structural(&self, m: &MarketMonth) -> f64 {
        let linear: f64 = self.betas.iter().zip(m.factors()).map(|(b, f)| b * f).sum();
        let option = match self.payoff {
            Payoff::Linear => 0.0,
            Payoff::ShortOptions {
                leverage,
                strike,
                call_leverage,
            } => {
                // Short volatility also loses when volatility is stressed, crash or not.
                let stressed = if m.regime == 2 { 0.01 } else { 0.0 };
                -stressed
                    - leverage * (-m.equity - strike).max(0.0)
                    - call_leverage * (m.equity - strike - 0.02).max(0.0)
            }
            Payoff::LongOptions { leverage, strike } => {
                leverage * (m.equity.abs() - strike).max(0.0)
            }
        };
        linear + option
    }

    /// The returns of every month from `first` to `last`.
    pub(crate) fn returns(
        &self,
        rng: &mut Rand,
        market: &Market,
        first: YearMonth,
        last: YearMonth,
    ) -> Vec<f64> {
        first
            .through(last)
            .map(|month| {
                let m = market.at(month);
                let stress = [0.8, 1.0, 1.35][usize::from(m.regime)];
                let slump = match self.slump {
                    Some((start, length, drift))
                        if month >= start && month < start.plus_months(length) =>
                    {
                        drift
                    }
                    _ => 0.0,
                };
                // Fat tails, but no month so wild that it reads as a data error.
                let noise = self.noise * stress * rng.student_t(self.dof).clamp(-4.0, 4.0);
                round_return((self.alpha + self.structural(m) + slump + noise).clamp(FLOOR, CAP))
            })
            .collect()
    }
}

/// How a program's assets under management evolve.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct AssetsModel {
    start: f64,
    /// Size at which net inflows stop.
    capacity: f64,
    /// Monthly inflow rate while small.
    growth: f64,
    /// The first reported month (index into the returns); `None` when never reported.
    report_from: Option<usize>,
}

impl AssetsModel {
    /// Draws a model; a flagship grows into the billions, a tiny program stays small.
    pub(crate) fn draw(rng: &mut Rand, flagship: bool, months: usize) -> AssetsModel {
        let (start, capacity, growth) = if flagship {
            (
                rng.log_range(1e8, 5e8),
                rng.log_range(1.5e9, 5e9),
                rng.range(0.015, 0.03),
            )
        } else if rng.chance(0.12) {
            (
                rng.log_range(1e6, 3e6),
                rng.log_range(2e6, 1.5e7),
                rng.range(0.0, 0.01),
            )
        } else {
            // Most programs are small: starts cluster at the bottom of $1M to $500M.
            let start = 1e6 * 500f64.powf(rng.unit().powf(1.4));
            (
                start,
                (start * rng.log_range(1.5, 12.0)).min(6e8),
                rng.range(0.0, 0.02),
            )
        };
        let report_from = if rng.chance(0.12) {
            None
        } else if rng.chance(0.2) {
            Some(rng.int(1, (months as i64 / 2).max(1)) as usize)
        } else {
            Some(0)
        };
        AssetsModel {
            start,
            capacity,
            growth,
            report_from,
        }
    }

    /// Month-end assets for each return: performance plus flows that chase the last year's
    /// return and fade as the program nears its capacity.
    pub(crate) fn path(&self, rng: &mut Rand, returns: &[f64]) -> Vec<Option<f64>> {
        let mut assets = self.start;
        (0..returns.len())
            .map(|t| {
                let trailing: f64 = returns[t.saturating_sub(11)..=t].iter().sum();
                let flow = (self.growth * (1.0 - assets / self.capacity).max(-3.0)
                    + 0.03 * (trailing - 0.05)
                    + 0.02 * rng.normal())
                .clamp(-0.15, 0.2);
                // Managers close to new money well before their size doubles capacity.
                assets = (assets * (1.0 + returns[t]) * (1.0 + flow))
                    .clamp(50_000.0, 1.25 * self.capacity);
                self.report_from
                    .is_some_and(|from| t >= from)
                    .then(|| (assets / 1000.0).round() * 1000.0)
            })
            .collect()
    }
}

/// The worst peak-to-trough decline of compounded returns, as a negative fraction (0 if never
/// under water), the way the analytics define maximum drawdown.
pub(crate) fn worst_drawdown(returns: &[f64]) -> f64 {
    let (mut value, mut peak, mut worst) = (1.0f64, 1.0f64, 0.0f64);
    for r in returns {
        value *= 1.0 + r;
        peak = peak.max(value);
        worst = worst.min(value / peak - 1.0);
    }
    worst
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::super::tests::{dataset, main_strategy, monthly, programs};
    use super::super::{DemoProgram, YearMonth};

    fn skew(values: &[f64]) -> f64 {
        let n = values.len() as f64;
        let mean = values.iter().sum::<f64>() / n;
        let m2 = values.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / n;
        let m3 = values.iter().map(|x| (x - mean).powi(3)).sum::<f64>() / n;
        m3 / m2.powf(1.5)
    }

    fn annual_volatility(values: &[f64]) -> f64 {
        let n = values.len() as f64;
        let mean = values.iter().sum::<f64>() / n;
        (values.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0) * 12.0).sqrt()
    }

    fn by_month(p: &DemoProgram) -> BTreeMap<YearMonth, f64> {
        p.returns
            .iter()
            .map(|r| (r.month, r.monthly_return))
            .collect()
    }

    /// Pearson correlation over the months both series have.
    fn correlation(a: &BTreeMap<YearMonth, f64>, b: &BTreeMap<YearMonth, f64>) -> (f64, usize) {
        let pairs: Vec<(f64, f64)> = a
            .iter()
            .filter_map(|(m, &x)| b.get(m).map(|&y| (x, y)))
            .collect();
        let n = pairs.len() as f64;
        let mx = pairs.iter().map(|p| p.0).sum::<f64>() / n;
        let my = pairs.iter().map(|p| p.1).sum::<f64>() / n;
        let cov: f64 = pairs.iter().map(|p| (p.0 - mx) * (p.1 - my)).sum();
        let vx: f64 = pairs.iter().map(|p| (p.0 - mx).powi(2)).sum();
        let vy: f64 = pairs.iter().map(|p| (p.1 - my).powi(2)).sum();
        (cov / (vx * vy).sqrt(), pairs.len())
    }

    fn share_positive(values: &[f64]) -> f64 {
        values.iter().filter(|&&r| r > 0.0).count() as f64 / values.len() as f64
    }

    #[test]
    fn trend_followers_gained_in_october_2008_and_in_2022() {
        let trend: Vec<BTreeMap<YearMonth, f64>> = programs()
            .filter(|p| main_strategy(p, 13))
            .map(by_month)
            .collect();
        let oct_2008: Vec<f64> = trend
            .iter()
            .filter_map(|p| p.get(&YearMonth::of(2008, 10)).copied())
            .collect();
        assert!(share_positive(&oct_2008) > 0.7, "{oct_2008:?}");
        let year_2022: Vec<f64> = trend
            .iter()
            .map(|p| {
                p.range(YearMonth::of(2022, 1)..=YearMonth::of(2022, 12))
                    .map(|(_, r)| r)
                    .collect::<Vec<_>>()
            })
            .filter(|year| year.len() == 12)
            .map(|year| year.iter().map(|&&r| 1.0 + r).product::<f64>() - 1.0)
            .collect();
        assert!(share_positive(&year_2022) > 0.7, "{year_2022:?}");
    }

    #[test]
    fn option_sellers_have_negative_skew() {
        let skews: Vec<f64> = programs()
            .filter(|p| main_strategy(p, 7) && p.program.sector_focus_type_id == Some(8))
            .filter(|p| p.returns.len() >= 120)
            .map(|p| skew(&monthly(p)))
            .collect();
        assert!(
            !skews.is_empty() && skews.iter().all(|&s| s < -0.5),
            "{skews:?}"
        );
    }

    #[test]
    fn volatilities_range_from_about_3_to_35_percent() {
        let vols: Vec<f64> = programs()
            .filter(|p| p.returns.len() >= 36)
            .map(|p| annual_volatility(&monthly(p)))
            .collect();
        let lo = vols.iter().copied().fold(1.0, f64::min);
        let hi = vols.iter().copied().fold(0.0, f64::max);
        assert!(
            (0.015..0.045).contains(&lo) && (0.3..0.6).contains(&hi),
            "{lo} {hi}"
        );
    }

    #[test]
    fn some_programs_spend_years_under_water() {
        let longest_under_water = |p: &DemoProgram| {
            let (mut value, mut peak, mut run, mut longest) = (1.0f64, 1.0f64, 0, 0);
            for r in &p.returns {
                value *= 1.0 + r.monthly_return;
                run = if value < peak { run + 1 } else { 0 };
                peak = peak.max(value);
                longest = longest.max(run);
            }
            longest
        };
        assert!(programs().filter(|p| longest_under_water(p) >= 36).count() >= 10);
    }

    #[test]
    fn assets_stay_small_for_many_and_pass_a_billion_for_a_few() {
        let peaks: Vec<f64> = programs()
            .filter_map(|p| p.returns.iter().filter_map(|r| r.assets).reduce(f64::max))
            .collect();
        let billions = peaks.iter().filter(|&&a| a > 1e9).count();
        assert!((3..=30).contains(&billions), "{billions}");
        assert!(peaks.iter().filter(|&&a| a < 5e6).count() >= 10);
        let unreported = programs().filter(|p| p.returns.iter().all(|r| r.assets.is_none()));
        assert!(unreported.count() >= 10);
    }

    #[test]
    fn stock_index_traders_follow_the_sp500_and_trend_followers_each_other() {
        let sp500: BTreeMap<YearMonth, f64> = dataset()
            .sp500
            .iter()
            .map(|r| (r.month, r.monthly_return))
            .collect();
        let index: Vec<f64> = programs()
            .filter(|p| p.program.sector_focus_type_id == Some(8) && main_strategy(p, 12))
            .filter(|p| p.returns.len() >= 36)
            .map(|p| correlation(&by_month(p), &sp500).0)
            .collect();
        assert!(
            index.iter().sum::<f64>() / index.len() as f64 > 0.3,
            "{index:?}"
        );
        let trend: Vec<BTreeMap<YearMonth, f64>> = programs()
            .filter(|p| p.program.sector_focus_type_id == Some(4) && main_strategy(p, 13))
            .filter(|p| p.returns.len() >= 60)
            .map(by_month)
            .take(20)
            .collect();
        let pairs: Vec<f64> = trend
            .iter()
            .enumerate()
            .flat_map(|(i, a)| trend[i + 1..].iter().map(move |b| correlation(a, b)))
            .filter(|&(_, common)| common >= 36)
            .map(|(c, _)| c)
            .collect();
        let mean = pairs.iter().sum::<f64>() / pairs.len() as f64;
        assert!(pairs.len() >= 20 && mean > 0.3, "{pairs:?}");
    }
}
