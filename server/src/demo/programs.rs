//! One program: archetype, name, terms, classification lists, life cycle and track record. Each
//! part draws from its own stream of the program's seed, so changing how one part is drawn leaves
//! the others (notably the returns) as they were.

use super::archetypes::{percent_list, Archetype, ARCHETYPES};
use super::calendar::Day;
use super::descriptions::{program_texts, Terms};
use super::firm::Company;
use super::lifecycle::{life, listing, Fate};
use super::names::{program_stems, PROGRAM_VARIANTS};
use super::random::Rand;
use super::returns::{worst_drawdown, AssetsModel, ReturnModel};
use super::{DemoProgram, NewProgram, PercentShare, ReportedMonth, YearMonth};

/// Currencies other than USD, for the few programs denominated in them.
pub(crate) const NON_USD: &[&str] = &["EUR", "GBP", "JPY", "CHF", "AUD", "CAD", "CNY"];

/// Management and incentive fees (fractions) with how often firms charge them.
#[rustfmt::skip]
const MANAGEMENT_FEES: &[(f64, u32)] =
    &[(0.0, 8), (0.005, 8), (0.01, 30), (0.015, 15), (0.02, 32), (0.025, 4), (0.03, 3)];
#[rustfmt::skip]
const PERFORMANCE_FEES: &[(f64, u32)] =
    &[(0.0, 4), (0.1, 6), (0.15, 15), (0.2, 55), (0.25, 15), (0.3, 5)];

/// Minimum investments: managed accounts need more than funds and indexes.
#[rustfmt::skip]
const ACCOUNT_MINIMUMS: &[(f64, u32)] =
    &[(100e3, 15), (250e3, 25), (500e3, 25), (1e6, 20), (2e6, 8), (3e6, 4), (5e6, 3)];
#[rustfmt::skip]
const FUND_MINIMUMS: &[(f64, u32)] =
    &[(10e3, 10), (25e3, 15), (50e3, 20), (100e3, 25), (250e3, 15), (500e3, 10), (1e6, 5)];

/// Generates the `index`-th program of a company; `names` holds the names already used in it.
/// Also returns the day it was listed, which dates the company's own listing.
pub(crate) fn generate(
    seed: u64,
    index: usize,
    company: &Company,
    names: &mut Vec<String>,
) -> (DemoProgram, Day) {
    let mut rng = Rand::derived(seed, 1);
    let archetype = if index == 0 || rng.chance(0.6) {
        company.style
    } else {
        rng.weighted(ARCHETYPES)
    };
    let profile = archetype.profile();
    let allocation_strategies = list(&mut rng, profile.strategies, (1, 3), 0.02);
    // A program that calls itself trend following (or momentum) behaves like one.
    let trend_following = allocation_strategies
        .iter()
        .any(|p| (p.type_id == 13 || p.type_id == 4) && p.value >= 0.5);
    let (inception, fate) = life(&mut Rand::derived(seed, 2), index, company);
    let model = ReturnModel::draw(
        &mut Rand::derived(seed, 3),
        company.market,
        archetype,
        trend_following,
        inception,
        inception.months_between(fate.last_return(company.last_month)) + 1,
    );
    let returns = track_record(seed, &model, index, company, inception, fate);
    let listing = listing(
        &mut Rand::derived(seed, 4),
        inception,
        fate,
        company.last_month,
    );

    let program_type_id = rng.weighted(&[(3, 55), (2, 38), (1, 7)]);
    let name = program_name(&mut rng, archetype, program_type_id, company.brand, names);
    // Indexes are composites of accounts and charge nothing themselves.
    let fees = program_type_id != 1;
    let terms = Terms {
        fee_management: if fees {
            rng.weighted(MANAGEMENT_FEES)
        } else {
            0.0
        },
        fee_performance: if fees {
            rng.weighted(PERFORMANCE_FEES)
        } else {
            0.0
        },
        highwater_mark: rng.chance(0.95),
        margin_equity_ratio: if archetype == Archetype::OptionWriter {
            (rng.range(0.2, 0.4) * 200.0).round() / 200.0
        } else {
            ((model.volatility * rng.range(0.5, 1.3)).clamp(0.02, 0.4) * 200.0).round() / 200.0
        },
    };
    let texts = program_texts(
        &mut Rand::derived(seed, 5),
        archetype,
        &name,
        inception.year(),
        &terms,
    );
    let investment_min = rng.weighted(if program_type_id == 3 {
        ACCOUNT_MINIMUMS
    } else {
        FUND_MINIMUMS
    });
    let notional = program_type_id == 3 && rng.chance(0.35);
    let methodology = if rng.chance(profile.systematic) { 2 } else { 1 };
    let program = DemoProgram {
        program: NewProgram {
            program_uri: slug(&name),
            program_name: name,
            program_status_id: fate.status_id(),
            program_type_id,
            membership_status_id: if rng.chance(0.1) { 2 } else { 1 },
            symbol: (program_type_id == 2 && rng.chance(0.3))
                .then(|| ticker(&mut rng, company.brand)),
            currency: currency(&mut rng, company.currency).to_string(),
            investment_min: Some(investment_min),
            trading_level_increase: rng.chance(0.6).then(|| {
                rng.weighted::<f64>(&[(10e3, 20), (25e3, 30), (50e3, 30), (100e3, 20)])
                    .min(investment_min)
            }),
            subscription_frequency_type_id: Some(rng.weighted(&[(3, 85), (2, 8), (1, 7)])),
            redemption_frequency_type_id: Some(rng.weighted(&[(3, 65), (4, 30), (1, 5)])),
            investor_requirement_type_id: Some(if program_type_id == 2 {
                rng.weighted(&[(3, 50), (1, 45), (2, 5)])
            } else {
                rng.weighted(&[(1, 50), (2, 35), (3, 15)])
            }),
            lockup_period: if rng.chance(0.75) {
                0
            } else {
                rng.pick(&[1, 3, 6, 12])
            },
            wdd_expected: rng.chance(0.35).then(|| {
                ((model.volatility * rng.range(1.0, 2.0) * 20.0).round() / 20.0).max(0.05)
            }),
            worst_peak_to_trough: rng.chance(0.6).then(|| {
                let monthly: Vec<f64> = returns.iter().map(|r| r.monthly_return).collect();
                (worst_drawdown(&monthly).abs() * 10_000.0).round() / 10_000.0
            }),
            sector_focus_type_id: Some(rng.weighted(profile.sectors)),
            caror_type: rng.weighted(&[(0, 94), (1, 3), (2, 3)]),
            funding_notional: notional,
            funding_max_notional: if notional {
                rng.pick(&[2.0, 3.0, 4.0, 5.0])
            } else {
                0.0
            },
            us_invest: rng.chance(0.92),
            proprietary: rng.chance(0.05),
            hide_program: rng.chance(0.05),
            fee_management: terms.fee_management,
            fee_performance: terms.fee_performance,
            average_commission: rng
                .chance(0.7)
                .then(|| (rng.range(4.0, 25.0) * 2.0).round() / 2.0),
            highwater_mark: terms.highwater_mark,
            roundturn_year_million: rng.chance(0.9).then(|| {
                rng.range(profile.round_turns.0, profile.round_turns.1)
                    .round()
            }),
            margin_equity_ratio: terms.margin_equity_ratio,
            description: Some(texts.description),
            strategy_investment: Some(texts.strategy_investment),
            strategy_risk: Some(texts.strategy_risk),
            accounting_notes: texts.accounting_notes,
            date_inception: Some(Day::first_of(inception).date()),
            accepted_agreement: rng.chance(0.97),
            date_created: listing.date_created,
            date_updated: listing.date_updated,
            date_approved: listing.date_approved,
            date_archived: listing.date_archived,
            methodologies: match rng.int(0, 99) {
                0..=1 => Vec::new(),
                // Mostly one methodology; some firms blend a discretionary overlay into a system.
                2..=15 => percent_list(&mut rng, &[(methodology, 100), (3 - methodology, 1)], 2),
                _ => percent_list(&mut rng, &[(methodology, 1)], 1),
            },
            allocation_strategies,
            compositions: list(
                &mut rng,
                profile.compositions,
                profile.composition_count,
                0.03,
            ),
            holdings: list(&mut rng, profile.holdings, (1, 2), 0.08),
            platform_ids: company
                .platform_ids
                .iter()
                .copied()
                .filter(|_| rng.chance(0.7))
                .collect(),
        },
        returns,
    };
    (program, listing.created)
}

/// The monthly rows from inception to the last return: returns, assets, an estimated last month
/// for about 5 % of live programs and, for a few, one or two unreported months.
fn track_record(
    seed: u64,
    model: &ReturnModel,
    index: usize,
    company: &Company,
    inception: YearMonth,
    fate: Fate,
) -> Vec<ReportedMonth> {
    let last = fate.last_return(company.last_month);
    let returns = model.returns(
        &mut Rand::derived(seed, 10),
        company.market,
        inception,
        last,
    );
    let assets = AssetsModel::draw(
        &mut Rand::derived(seed, 11),
        company.flagship && index == 0,
        returns.len(),
    )
    .path(&mut Rand::derived(seed, 12), &returns);
    let mut rows: Vec<ReportedMonth> = inception
        .through(last)
        .zip(returns.into_iter().zip(assets))
        .map(|(month, (monthly_return, assets))| ReportedMonth {
            month,
            monthly_return,
            assets,
            estimated: false,
        })
        .collect();
    let mut rng = Rand::derived(seed, 13);
    if matches!(fate, Fate::Active | Fate::NewListing | Fate::Pending) && rng.chance(0.05) {
        if let Some(row) = rows.last_mut() {
            row.estimated = true;
        }
    }
    // A few managers skipped a month or two; placed from inception so the gap stays put when
    // later months are added.
    let (at, missing) = (rng.int(6, 180) as usize, rng.int(1, 2) as usize);
    if rng.chance(0.02) && at + missing + 6 <= rows.len() {
        rows.drain(at..at + missing);
    }
    rows
}

/// A percentage list of 1..n entries drawn from `table`, empty with probability `empty`.
fn list(rng: &mut Rand, table: &[(i64, u32)], count: (i64, i64), empty: f64) -> Vec<PercentShare> {
    if rng.chance(empty) {
        return Vec::new();
    }
    let n = rng.int(count.0, count.1) as usize;
    percent_list(rng, table, n)
}

/// A program name unique within the company, e.g. "Diversified Trend Program" or
/// "Granite Ridge Global Macro Fund".
fn program_name(
    rng: &mut Rand,
    archetype: Archetype,
    program_type_id: i64,
    brand: &str,
    names: &mut Vec<String>,
) -> String {
    let stem = rng.pick(program_stems(archetype));
    let noun = match program_type_id {
        1 => "Index",
        2 => rng.pick(&["Fund", "Fund LP", "Fund Ltd"]),
        _ => rng.pick(&["Program", "Program", "Program", "Portfolio", "Strategy"]),
    };
    let mut name = if rng.chance(0.3) {
        format!("{brand} {stem} {noun}")
    } else {
        format!("{stem} {noun}")
    };
    // Siblings with the same stem get a distinguishing word, as firms do ("Enhanced", "II").
    let mut attempt = 0;
    while names.iter().any(|n| slug(n) == slug(&name)) {
        attempt += 1;
        name = if attempt <= 3 {
            format!("{stem} {} {noun}", rng.pick(PROGRAM_VARIANTS))
        } else {
            format!(
                "{stem} {noun} {}",
                ["II", "III", "IV", "V", "VI", "VII"][(attempt - 4) % 6]
            )
        };
    }
    names.push(name.clone());
    name
}

/// A mutual-fund-style ticker: the brand's initials, filler letters, then X.
fn ticker(rng: &mut Rand, brand: &str) -> String {
    let mut symbol: String = brand
        .split_whitespace()
        .filter_map(|w| w.chars().next())
        .collect();
    while symbol.len() < 4 {
        symbol.push(char::from(b'A' + rng.int(0, 25) as u8));
    }
    symbol.push('X');
    symbol.to_uppercase()
}

/// The program's currency: mostly the firm's home currency, otherwise USD, rarely another.
fn currency(rng: &mut Rand, home: &'static str) -> &'static str {
    if home != "USD" && rng.chance(0.7) {
        home
    } else if rng.chance(0.04) {
        rng.pick(NON_USD)
    } else {
        "USD"
    }
}

/// A kebab-case slug: lowercase ASCII letters and digits, '&' read as "and".
pub(crate) fn slug(text: &str) -> String {
    let mut out = String::new();
    for c in text.replace('&', " and ").chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_string()
}
