//! Descriptions of companies and programs, assembled from sentences that fit the archetype.
//! Templates use `{name}`, `{markets}`, `{year}`, `{city}` and `{principal}` placeholders.

use super::archetypes::Archetype;
use super::random::Rand;

/// What one archetype's texts are made of; each entry offers alternatives.
struct Texts {
    /// First sentence: what the program is.
    what: &'static [&'static str],
    /// How it trades.
    how: &'static [&'static str],
    /// How it controls risk.
    risk: &'static [&'static str],
    /// What the firm does, for company descriptions.
    firm: &'static str,
}

fn texts(archetype: Archetype) -> &'static Texts {
    match archetype {
        Archetype::FinancialMetals => &Texts {
            what: &[
                "The {name} trades interest-rate, stock index and metals futures with systematic trend-following models.",
                "The {name} is a financial and metals program following trends in about {markets} bond, equity index, currency and metals markets.",
            ],
            how: &[
                "Signals measure the strength of trends over several horizons and positions scale up as a trend matures.",
                "The program holds positions for weeks to months and is as willing to be short bonds or gold as long.",
            ],
            risk: &[
                "Risk is budgeted by sector, with interest rates capped so that a bond-market reversal cannot dominate results.",
                "Each position is sized by volatility and protected by a trailing stop.",
            ],
            firm: "trades financial and metals futures with systematic trend-following models",
        },
        Archetype::Trend => &Texts {
            what: &[
                "The {name} is a systematic trend-following program trading about {markets} liquid futures and forward markets.",
                "The {name} applies medium- to long-term trend-following models to a diversified portfolio of {markets} global futures markets.",
            ],
            how: &[
                "Signals combine breakout and moving-average systems over several lookbacks, so the program participates in sustained moves in either direction.",
                "Positions are entered as trends emerge and held for weeks to months; the program does not forecast prices and has no structural long bias.",
            ],
            risk: &[
                "Positions are sized by recent volatility so that each market contributes a similar share of risk, and correlated markets are grouped into sector limits.",
                "Every position carries a volatility-based stop, and portfolio leverage is reduced when market correlations rise.",
            ],
            firm: "builds fully systematic, trend-following programs across global futures markets",
        },
        Archetype::ShortTerm => &Texts {
            what: &[
                "The {name} is a short-term systematic program with an average holding period of a few days.",
                "The {name} trades {markets} highly liquid futures contracts with short-term pattern-recognition and counter-trend models.",
            ],
            how: &[
                "Dozens of uncorrelated models look for short-lived price patterns and mean reversion after exaggerated moves.",
                "Trades are executed algorithmically around the most liquid sessions and are rarely held longer than two weeks.",
            ],
            risk: &[
                "Each model has a fixed daily loss limit, and the program is flat or nearly flat over most weekends.",
                "Risk is capped per trade and per day, and execution costs are monitored against a model of market impact.",
            ],
            firm: "runs short-term systematic strategies in the most liquid futures markets",
        },
        Archetype::Macro => &Texts {
            what: &[
                "The {name} is a discretionary global macro program expressing views on interest rates, currencies, equity indices and commodities.",
                "The {name} takes fundamental, top-down positions in {markets} futures and currency markets.",
            ],
            how: &[
                "Trade ideas come from the analysis of monetary policy, growth and inflation, and positions are timed with technical analysis.",
                "The portfolio manager combines a few high-conviction themes with shorter tactical trades around central-bank events.",
            ],
            risk: &[
                "Each theme has a predefined loss budget, and positions are cut when the thesis or the price action no longer supports them.",
                "Gross exposure is reviewed daily, and no single theme may risk more than two percent of equity.",
            ],
            firm: "manages discretionary global macro portfolios driven by fundamental research",
        },
        Archetype::OptionWriter => &Texts {
            what: &[
                "The {name} sells options on stock index futures to collect premium, aiming for steady monthly income.",
                "The {name} writes out-of-the-money puts and calls on S&P 500 futures with one to two months to expiry.",
            ],
            how: &[
                "Strikes are chosen well away from the market, and positions are adjusted or rolled as the index approaches them.",
                "Premium is collected in calm markets and exposure is reduced when implied volatility is low relative to realised volatility.",
            ],
            risk: &[
                "Investors should expect rare but sharp losses in sudden market declines; the program limits margin to a fixed share of equity.",
                "Spreads and protective long options cap the loss of each position, although a market crash can still cause a large monthly loss.",
            ],
            firm: "specialises in premium-collection strategies on stock index options",
        },
        Archetype::LongVolatility => &Texts {
            what: &[
                "The {name} holds long option positions designed to gain in sharp market sell-offs.",
                "The {name} is a convex, crisis-protection program trading options on equity index and interest-rate futures.",
            ],
            how: &[
                "Option premium is spent steadily in calm markets, and the program monetises gains when volatility spikes.",
                "Protection is rolled systematically and its cost is reduced with spreads when implied volatility is expensive.",
            ],
            risk: &[
                "Losses are limited to the premium paid, which the program budgets month by month.",
                "The premium budget is fixed in advance, so the worst outcome in calm markets is a slow, bounded decline.",
            ],
            firm: "designs long-volatility and tail-protection programs for institutional portfolios",
        },
        Archetype::StockIndex => &Texts {
            what: &[
                "The {name} trades stock index futures, chiefly the E-mini S&P 500, with intraday and short swing positions.",
                "The {name} is a stock index futures program that times the US equity market with technical and sentiment models.",
            ],
            how: &[
                "The program has a modest long bias and adds exposure after pullbacks in rising markets.",
                "Positions are taken on momentum and reversal signals and most trades close within the same session.",
            ],
            risk: &[
                "Overnight exposure is limited, and every trade carries a hard stop placed at entry.",
                "Exposure is reduced when index volatility rises above its long-run average.",
            ],
            firm: "trades stock index futures for clients seeking equity-market exposure with active risk control",
        },
        Archetype::Agricultural => &Texts {
            what: &[
                "The {name} trades grains, oilseeds, softs and livestock futures on fundamental supply and demand analysis.",
                "The {name} is an agricultural program combining outright and spread positions in US grain and livestock markets.",
            ],
            how: &[
                "Crop reports, weather and export data drive the positions, and calendar spreads capture seasonal patterns.",
                "The manager's decades in the cash grain business inform positions around planting, growing and harvest seasons.",
            ],
            risk: &[
                "Spread positions keep outright exposure low, and positions are reduced ahead of major USDA reports.",
                "Stops are placed on every outright position and the program avoids illiquid deferred contracts.",
            ],
            firm: "trades agricultural futures on fundamental and seasonal analysis",
        },
        Archetype::Energy => &Texts {
            what: &[
                "The {name} trades crude oil, refined products and natural gas futures.",
                "The {name} is an energy program taking outright and spread positions along the crude oil and natural gas curves.",
            ],
            how: &[
                "Inventory data, refinery margins and weather forecasts drive the positions, and spreads express views on the shape of the curve.",
                "Trades combine fundamental views with systematic entry and exit rules.",
            ],
            risk: &[
                "Outright exposure is capped, and positions are cut ahead of weekly inventory reports when volatility is high.",
                "Each trade has a defined loss limit and the program holds no positions into delivery.",
            ],
            firm: "specialises in energy futures and spreads",
        },
        Archetype::Currency => &Texts {
            what: &[
                "The {name} trades the major and selected emerging-market currencies through futures and forwards.",
                "The {name} is a currency program combining carry, trend and valuation signals across G10 currencies.",
            ],
            how: &[
                "Positions favour higher-yielding currencies in calm markets and follow persistent trends when markets are stressed.",
                "Models rank currencies monthly on interest-rate differentials, momentum and purchasing-power parity.",
            ],
            risk: &[
                "Exposure is scaled down when currency volatility rises, limiting losses in carry unwinds.",
                "Each currency pair has a position limit and the portfolio is rebalanced weekly.",
            ],
            firm: "manages currency programs for institutions and private investors",
        },
        Archetype::Arbitrage => &Texts {
            what: &[
                "The {name} is a low-volatility relative-value program trading spreads between related futures contracts.",
                "The {name} captures mispricings between calendar months and related contracts across {markets} markets.",
            ],
            how: &[
                "Most positions are calendar and inter-market spreads that are close to market neutral.",
                "The program buys the relatively cheap contract and sells the expensive one, and waits for the relationship to normalise.",
            ],
            risk: &[
                "Outright market exposure is kept near zero, and spreads are closed when they move beyond historical ranges.",
                "Position limits per spread and per sector keep the program's volatility in the low single digits.",
            ],
            firm: "runs market-neutral spread and relative-value strategies in futures",
        },
        Archetype::Climate => &Texts {
            what: &[
                "The {name} trades commodities most exposed to weather, such as grains, natural gas and softs.",
                "The {name} uses meteorological and climate data to trade seasonal commodity markets.",
            ],
            how: &[
                "Proprietary weather models forecast crop yields and heating and cooling demand weeks ahead of the market.",
                "Positions follow the seasons: growing-season weather in grains and winter demand in natural gas.",
            ],
            risk: &[
                "Exposure is spread across seasons and regions, and positions are reduced when forecasts disagree.",
                "Every position has a loss limit and the program keeps margin low.",
            ],
            firm: "trades weather-sensitive commodities using climate research",
        },
    }
}

/// Replaces the placeholders of a template.
fn fill(template: &str, name: &str, markets: i64, year: i32) -> String {
    template
        .replace("{name}", name)
        .replace("{markets}", &markets.to_string())
        .replace("{year}", &year.to_string())
}

/// The texts of a program.
pub(crate) struct ProgramTexts {
    pub(crate) description: String,
    pub(crate) strategy_investment: String,
    pub(crate) strategy_risk: String,
    pub(crate) accounting_notes: Option<String>,
}

/// Fees and terms quoted in the accounting notes.
pub(crate) struct Terms {
    pub(crate) fee_management: f64,
    pub(crate) fee_performance: f64,
    pub(crate) highwater_mark: bool,
    pub(crate) margin_equity_ratio: f64,
}

/// Writes a program's description (2 to 4 sentences), strategy texts and accounting notes.
pub(crate) fn program_texts(
    rng: &mut Rand,
    archetype: Archetype,
    name: &str,
    inception_year: i32,
    terms: &Terms,
) -> ProgramTexts {
    let t = texts(archetype);
    let markets = rng.int(12, 90);
    // The strategy fields reuse the sentences the description did not, so they add something.
    let how = rng.int(0, t.how.len() as i64 - 1) as usize;
    let risk = rng.int(0, t.risk.len() as i64 - 1) as usize;
    let mut sentences = vec![
        fill(rng.pick(t.what), name, markets, inception_year),
        t.how[how].to_string(),
    ];
    if rng.chance(0.6) {
        sentences.push(t.risk[risk].to_string());
    }
    if rng.chance(0.5) {
        sentences.push(format!(
            "The program has traded client capital since {inception_year}."
        ));
    }
    let margin = terms.margin_equity_ratio * 100.0;
    let strategy_risk = format!(
        "{} Margin to equity typically runs near {margin:.0}%.",
        t.risk[(risk + 1) % t.risk.len()]
    );
    let accounting_notes = rng.chance(0.6).then(|| {
        let hwm = if terms.highwater_mark { ", subject to a high-water mark" } else { "" };
        let mut note = format!(
            "Returns are net of a {:.2}% management fee and a {:.2}% incentive fee{hwm}, and of brokerage commissions.",
            terms.fee_management * 100.0,
            terms.fee_performance * 100.0
        );
        if inception_year < 2005 && rng.chance(0.5) {
            note.push_str(" Results before 2005 are pro forma, adjusted to the current fee schedule.");
        }
        note
    });
    ProgramTexts {
        description: sentences.join(" "),
        strategy_investment: t.how[(how + 1) % t.how.len()].to_string(),
        strategy_risk,
        accounting_notes,
    }
}

/// Writes a company's long description (2 to 4 sentences).
pub(crate) fn company_description(
    rng: &mut Rand,
    style: Archetype,
    name: &str,
    city: &str,
    founded: i32,
    principal: &str,
    pool_operator: bool,
) -> String {
    let t = texts(style);
    let mut sentences = vec![
        match rng.int(0, 2) {
            0 => format!("{name} is a {city}-based commodity trading advisor founded in {founded}."),
            1 => format!("Founded in {founded}, {name} is an independent investment manager headquartered in {city}."),
            _ => format!("{name} has managed client assets from {city} since {founded}."),
        },
        format!("The firm {}.", t.firm),
    ];
    if rng.chance(0.6) {
        sentences.push(format!(
            "Research and trading are led by {principal}, the firm's founder and chief investment officer."
        ));
    }
    if pool_operator && rng.chance(0.7) {
        sentences.push(
            "Besides managed accounts, the firm operates commingled funds for qualified investors."
                .to_string(),
        );
    }
    sentences.join(" ")
}
