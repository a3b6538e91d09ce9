//! Program archetypes: what each kind of CTA trades, how it is classified, how volatile it is and
//! which market factors drive it. Tables of `(reference id, weight)` use the fixed ids of
//! docs/conventions.md.

use super::random::Rand;
use super::PercentShare;

/// The kinds of program the directory holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Archetype {
    /// Medium/long-term diversified trend following.
    Trend,
    /// Short-term systematic: pattern recognition, counter-trend, intraday.
    ShortTerm,
    /// Discretionary global macro.
    Macro,
    /// Sells index options for premium: steady gains, rare large losses.
    OptionWriter,
    /// Buys options: small steady losses, gains in crashes.
    LongVolatility,
    /// Trades stock index futures, mostly with a long bias.
    StockIndex,
    /// Grains, softs and livestock, fundamental and seasonal.
    Agricultural,
    /// Crude, products and natural gas.
    Energy,
    /// Currencies: carry and trend.
    Currency,
    /// Low-volatility spreads and relative value.
    Arbitrage,
    /// Interest rates, stock indices and metals with a trend approach.
    FinancialMetals,
    /// Weather-driven and seasonal commodity trading.
    Climate,
}

use Archetype::*;

/// Every archetype with its share of programs (in percent).
pub(crate) const ARCHETYPES: &[(Archetype, u32)] = &[
    (Trend, 22),
    (ShortTerm, 10),
    (Macro, 9),
    (OptionWriter, 7),
    (LongVolatility, 3),
    (StockIndex, 10),
    (Agricultural, 7),
    (Energy, 6),
    (Currency, 8),
    (Arbitrage, 6),
    (FinancialMetals, 9),
    (Climate, 3),
];

/// Target correlations of a program with each factor, as (low, high) ranges to draw from.
#[derive(Clone, Copy)]
pub(crate) struct Exposures {
    pub(crate) equity: (f64, f64),
    pub(crate) trend: (f64, f64),
    pub(crate) energy: (f64, f64),
    pub(crate) grains: (f64, f64),
    pub(crate) carry: (f64, f64),
}

const NONE: (f64, f64) = (0.0, 0.0);

/// The classification and behaviour of an archetype.
pub(crate) struct Profile {
    /// Sector focus ids (1..8).
    pub(crate) sectors: &'static [(i64, u32)],
    /// Probability that the program is systematic rather than discretionary.
    pub(crate) systematic: f64,
    /// Allocation strategy ids (1..13); the first listed is the usual main one.
    pub(crate) strategies: &'static [(i64, u32)],
    /// Composition ids (1..13) and how many a program lists.
    pub(crate) compositions: &'static [(i64, u32)],
    pub(crate) composition_count: (i64, i64),
    /// Holding period ids (1..5).
    pub(crate) holdings: &'static [(i64, u32)],
    /// Annualized volatility range.
    pub(crate) volatility: (f64, f64),
    pub(crate) exposures: Exposures,
    /// Typical Sharpe ratio (before the program's own luck).
    pub(crate) sharpe: f64,
    /// Round turns per year per million.
    pub(crate) round_turns: (f64, f64),
}

impl Archetype {
    /// The archetype's profile.
    pub(crate) fn profile(self) -> &'static Profile {
        match self {
            Trend => &TREND,
            ShortTerm => &SHORT_TERM,
            Macro => &MACRO,
            OptionWriter => &OPTION_WRITER,
            LongVolatility => &LONG_VOLATILITY,
            StockIndex => &STOCK_INDEX,
            Agricultural => &AGRICULTURAL,
            Energy => &ENERGY,
            Currency => &CURRENCY,
            Arbitrage => &ARBITRAGE,
            FinancialMetals => &FINANCIAL_METALS,
            Climate => &CLIMATE,
        }
    }
}

const TREND: Profile = Profile {
    sectors: &[(4, 90), (6, 10)],
    systematic: 0.97,
    strategies: &[(13, 70), (12, 20), (4, 10)],
    compositions: &[
        (6, 20),
        (12, 18),
        (1, 10),
        (2, 8),
        (3, 12),
        (9, 10),
        (5, 6),
        (4, 8),
        (10, 5),
        (7, 3),
    ],
    composition_count: (4, 8),
    holdings: &[(3, 50), (4, 30), (2, 20)],
    volatility: (0.08, 0.35),
    exposures: Exposures {
        equity: (-0.1, 0.1),
        trend: (0.55, 0.85),
        energy: NONE,
        grains: NONE,
        carry: NONE,
    },
    sharpe: 0.4,
    round_turns: (400.0, 2500.0),
};

const SHORT_TERM: Profile = Profile {
    sectors: &[(4, 70), (6, 20), (8, 10)],
    systematic: 0.9,
    strategies: &[(9, 35), (2, 25), (4, 20), (12, 20)],
    compositions: &[(12, 30), (6, 25), (1, 15), (3, 15), (9, 15)],
    composition_count: (2, 5),
    holdings: &[(1, 45), (2, 55)],
    volatility: (0.06, 0.22),
    exposures: Exposures {
        equity: (-0.1, 0.15),
        trend: (-0.25, 0.3),
        energy: NONE,
        grains: NONE,
        carry: NONE,
    },
    sharpe: 0.45,
    round_turns: (2500.0, 8000.0),
};

const MACRO: Profile = Profile {
    sectors: &[(4, 70), (3, 15), (6, 15)],
    systematic: 0.1,
    strategies: &[(3, 60), (8, 15), (13, 15), (11, 10)],
    compositions: &[(6, 25), (12, 25), (2, 15), (3, 15), (9, 10), (8, 10)],
    composition_count: (3, 6),
    holdings: &[(2, 25), (3, 35), (4, 30), (5, 10)],
    volatility: (0.06, 0.25),
    exposures: Exposures {
        equity: (-0.1, 0.35),
        trend: (0.1, 0.4),
        energy: NONE,
        grains: NONE,
        carry: (0.0, 0.2),
    },
    sharpe: 0.4,
    round_turns: (300.0, 1500.0),
};

const OPTION_WRITER: Profile = Profile {
    sectors: &[(8, 80), (4, 10), (5, 5), (1, 5)],
    systematic: 0.4,
    strategies: &[(7, 60), (6, 30), (11, 10), (5, 5)],
    compositions: &[(12, 70), (13, 20), (3, 5), (4, 5)],
    composition_count: (1, 2),
    holdings: &[(2, 60), (3, 40)],
    volatility: (0.05, 0.2),
    exposures: Exposures {
        equity: NONE,
        trend: NONE,
        energy: NONE,
        grains: NONE,
        carry: NONE,
    },
    sharpe: 0.7,
    round_turns: (200.0, 1200.0),
};

const LONG_VOLATILITY: Profile = Profile {
    sectors: &[(8, 60), (4, 40)],
    systematic: 0.7,
    strategies: &[(5, 70), (6, 30)],
    compositions: &[(12, 60), (13, 30), (6, 10)],
    composition_count: (1, 3),
    holdings: &[(3, 60), (4, 40)],
    volatility: (0.1, 0.25),
    exposures: Exposures {
        equity: NONE,
        trend: (0.0, 0.3),
        energy: NONE,
        grains: NONE,
        carry: NONE,
    },
    sharpe: -0.1,
    round_turns: (200.0, 800.0),
};

const STOCK_INDEX: Profile = Profile {
    sectors: &[(8, 100)],
    systematic: 0.75,
    strategies: &[(12, 30), (4, 20), (2, 15), (9, 20), (3, 15)],
    compositions: &[(12, 75), (11, 15), (13, 10)],
    composition_count: (1, 3),
    holdings: &[(1, 50), (2, 50)],
    volatility: (0.08, 0.3),
    exposures: Exposures {
        equity: (0.2, 0.85),
        trend: NONE,
        energy: NONE,
        grains: NONE,
        carry: NONE,
    },
    sharpe: 0.4,
    round_turns: (1500.0, 8000.0),
};

const AGRICULTURAL: Profile = Profile {
    sectors: &[(1, 85), (2, 15)],
    systematic: 0.35,
    strategies: &[(3, 40), (10, 25), (11, 25), (13, 10)],
    compositions: &[(4, 50), (10, 25), (7, 25)],
    composition_count: (1, 3),
    holdings: &[(2, 30), (3, 40), (4, 20), (5, 10)],
    volatility: (0.06, 0.25),
    exposures: Exposures {
        equity: NONE,
        trend: (0.0, 0.3),
        energy: NONE,
        grains: (0.0, 0.5),
        carry: NONE,
    },
    sharpe: 0.4,
    round_turns: (300.0, 2000.0),
};

const ENERGY: Profile = Profile {
    sectors: &[(5, 85), (2, 15)],
    systematic: 0.4,
    strategies: &[(3, 40), (11, 30), (10, 15), (12, 15)],
    compositions: &[(3, 85), (8, 15)],
    composition_count: (1, 2),
    holdings: &[(1, 20), (2, 45), (3, 35)],
    volatility: (0.1, 0.35),
    exposures: Exposures {
        equity: NONE,
        trend: (0.0, 0.3),
        energy: (-0.2, 0.5),
        grains: NONE,
        carry: NONE,
    },
    sharpe: 0.35,
    round_turns: (500.0, 4000.0),
};

const CURRENCY: Profile = Profile {
    sectors: &[(3, 100)],
    systematic: 0.7,
    strategies: &[(12, 35), (13, 30), (3, 25), (8, 10)],
    compositions: &[(2, 60), (1, 40)],
    composition_count: (1, 2),
    holdings: &[(2, 50), (3, 50)],
    volatility: (0.05, 0.18),
    exposures: Exposures {
        equity: NONE,
        trend: (0.0, 0.4),
        energy: NONE,
        grains: NONE,
        carry: (-0.1, 0.6),
    },
    sharpe: 0.35,
    round_turns: (300.0, 3000.0),
};

const ARBITRAGE: Profile = Profile {
    sectors: &[(2, 100)],
    systematic: 0.6,
    strategies: &[(1, 50), (11, 40), (10, 10)],
    compositions: &[(6, 30), (4, 20), (3, 20), (12, 15), (9, 15)],
    composition_count: (1, 4),
    holdings: &[(2, 30), (3, 35), (4, 25), (5, 10)],
    volatility: (0.03, 0.08),
    exposures: Exposures {
        equity: (-0.05, 0.1),
        trend: (-0.05, 0.1),
        energy: NONE,
        grains: NONE,
        carry: NONE,
    },
    sharpe: 0.7,
    round_turns: (800.0, 5000.0),
};

const FINANCIAL_METALS: Profile = Profile {
    sectors: &[(6, 100)],
    systematic: 0.85,
    strategies: &[(13, 50), (12, 30), (3, 20)],
    compositions: &[(6, 35), (9, 25), (5, 15), (12, 15), (1, 10)],
    composition_count: (2, 5),
    holdings: &[(2, 30), (3, 45), (4, 25)],
    volatility: (0.08, 0.25),
    exposures: Exposures {
        equity: (-0.1, 0.15),
        trend: (0.45, 0.8),
        energy: NONE,
        grains: NONE,
        carry: NONE,
    },
    sharpe: 0.4,
    round_turns: (400.0, 3000.0),
};

const CLIMATE: Profile = Profile {
    sectors: &[(7, 100)],
    systematic: 0.6,
    strategies: &[(10, 45), (3, 35), (8, 20)],
    compositions: &[(4, 35), (3, 30), (10, 20), (8, 15)],
    composition_count: (2, 4),
    holdings: &[(3, 40), (4, 40), (5, 20)],
    volatility: (0.06, 0.2),
    exposures: Exposures {
        equity: NONE,
        trend: NONE,
        energy: (0.0, 0.3),
        grains: (0.0, 0.3),
        carry: NONE,
    },
    sharpe: 0.3,
    round_turns: (200.0, 1200.0),
};

/// Draws `count` distinct ids from `table` (by weight, without replacement) and splits 100 % over
/// them in whole 5 % steps, at least one step each, by largest remainder. Built in integer steps
/// so the values sum to exactly 1.
pub(crate) fn percent_list(
    rng: &mut Rand,
    table: &[(i64, u32)],
    count: usize,
) -> Vec<PercentShare> {
    const STEPS: usize = 20;
    let mut pool: Vec<(i64, u32)> = table.to_vec();
    let mut chosen = Vec::new();
    while chosen.len() < count.min(STEPS) && !pool.is_empty() {
        let weights: Vec<u32> = pool.iter().map(|&(_, w)| w).collect();
        chosen.push(pool.remove(rng.weighted_index(&weights)).0);
    }
    if chosen.is_empty() {
        return Vec::new();
    }
    // Earlier draws tend to get more: the main strategy or market comes first.
    let raw: Vec<f64> = (0..chosen.len())
        .map(|i| rng.range(1.0, 2.0) / (1.0 + i as f64 * 0.4))
        .collect();
    let total: f64 = raw.iter().sum();
    let spare = (STEPS - chosen.len()) as f64;
    let shares: Vec<f64> = raw.iter().map(|w| w / total * spare).collect();
    let mut steps: Vec<usize> = shares.iter().map(|s| s.floor() as usize + 1).collect();
    let left = STEPS - steps.iter().sum::<usize>();
    let mut by_remainder: Vec<usize> = (0..steps.len()).collect();
    by_remainder.sort_by(|&a, &b| {
        shares[b]
            .fract()
            .total_cmp(&shares[a].fract())
            .then(a.cmp(&b))
    });
    for &i in by_remainder.iter().take(left) {
        steps[i] += 1;
    }
    let mut list: Vec<PercentShare> = chosen
        .into_iter()
        .zip(steps)
        .map(|(type_id, steps)| PercentShare {
            type_id,
            value: (steps * 500) as f64 / 10_000.0,
        })
        .collect();
    list.sort_by_key(|p| p.type_id);
    list
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percent_lists_sum_to_one_in_whole_steps() {
        let mut rng = Rand::new(3);
        for count in 1..=10 {
            let list = percent_list(&mut rng, TREND.compositions, count);
            assert_eq!(list.len(), count);
            let sum: f64 = list.iter().map(|p| p.value).sum();
            assert!((sum - 1.0).abs() < 1e-12);
            assert!(list
                .iter()
                .all(|p| p.value > 0.0 && (p.value * 20.0).fract().abs() < 1e-9));
        }
    }
}
