//! Report fixtures: synthetic but realistic records (a 30-year program, a three-program blend),
//! shared by the tests and the benchmark example.
#![allow(dead_code)]

use analytics_core::blend::{Allocation, BlendComponent};
use analytics_core::relations::correlation_matrix;
use analytics_core::summary::{blend_figures, program_statistics, StatisticsOptions};
use analytics_core::{MonthlyReturn, ReturnSeries, YearMonth};
use reports::{BlendProgram, BlendReport, GrowthLine, Lang, ProgramReport, ProgramTerms};

/// Strategy text full of typst markup characters, which must print literally.
pub const STRATEGY: &str = "Trend following on 60 futures markets. #set page(fill: red) $x^2$ *not bold* _not emph_ [link] \\ backslash <label> @ref `code` = not a heading\n\nSecond paragraph: 100% systematic; fees 2/20.";

/// `months` pseudo-random monthly returns from `first`, a deterministic generator per `seed`:
/// drift `mean`, spread `spread`.
pub fn series(first: YearMonth, months: usize, seed: u64, mean: f64, spread: f64) -> ReturnSeries {
    let mut state = seed;
    let returns = (0..months)
        .map(|index| {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let unit = (state >> 11) as f64 / (1u64 << 53) as f64;
            MonthlyReturn {
                month: first.plus_months(index as i32),
                value: mean + (unit - 0.5) * 2.0 * spread,
                // The latest month is still an estimate, as managers often report it.
                estimated: index + 1 == months,
            }
        })
        .collect();
    ReturnSeries::new(returns).expect("valid fixture")
}

pub fn sp500() -> ReturnSeries {
    series(YearMonth::of(1980, 1), 552, 7, 0.007, 0.05)
}

/// A program report over `years` years ending December 2025.
pub fn program_report(lang: Lang, years: usize) -> ProgramReport {
    program_report_seeded(lang, years, 42)
}

/// [`program_report`] with the returns of generator `seed`: a different record for each seed.
pub fn program_report_seeded(lang: Lang, years: usize, seed: u64) -> ProgramReport {
    let months = years * 12;
    let first = YearMonth::of(2025, 12).plus_months(1 - months as i32);
    let returns = series(first, months, seed, 0.009, 0.06);
    let sp500 = sp500();
    let statistics = program_statistics(&returns, Some(&sp500), &StatisticsOptions::default());
    ProgramReport {
        lang,
        data_month: YearMonth::of(2025, 12),
        program_name: "Aurora Diversified Trend".to_owned(),
        company_name: "Northwind Capital Management".to_owned(),
        inception: Some(first),
        assets_under_management: Some(1_450_000_000.0),
        terms: ProgramTerms {
            currency: "USD".to_owned(),
            minimum_investment: Some(250_000.0),
            management_fee: Some(0.02),
            performance_fee: Some(0.2),
            highwater_mark: true,
            subscription_frequency: Some("Monthly".to_owned()),
            redemption_frequency: Some("Monthly".to_owned()),
            investor_requirement: Some("Qualified Eligible Person".to_owned()),
            lockup_months: 0,
            open_to_us_investors: true,
            trading_level_increase: Some(1_000_000.0),
            round_turns_per_million: Some(1200.0),
            margin_equity_ratio: Some(0.12),
            targeted_worst_drawdown: Some(0.2),
            reported_worst_peak_to_trough: None,
        },
        strategy: Some(STRATEGY.to_owned()),
        statistics,
        sp500: Some(sp500),
    }
}

/// A blend of three programs with different spans (so the coverage sentence has parts).
pub fn blend_report(lang: Lang) -> BlendReport {
    let records = [
        (
            "Aurora Diversified Trend",
            "Northwind Capital",
            series(YearMonth::of(1996, 1), 360, 42, 0.009, 0.06),
        ),
        (
            "Meridian Global Macro",
            "Meridian Partners",
            series(YearMonth::of(2005, 6), 247, 5, 0.007, 0.04),
        ),
        (
            "Kestrel Short-Term",
            "Kestrel Quant",
            series(YearMonth::of(2012, 3), 166, 9, 0.006, 0.03),
        ),
    ];
    let allocations = [(1_000_000.0, 1.0), (500_000.0, 1.5), (250_000.0, 2.0)];
    let components: Vec<BlendComponent> = records
        .iter()
        .zip(allocations)
        .map(|((_, _, series), (amount, leverage))| BlendComponent {
            series,
            allocation: Allocation::new(amount, leverage).expect("valid allocation"),
        })
        .collect();
    let sp500 = sp500();
    let all: Vec<&ReturnSeries> = records.iter().map(|record| &record.2).collect();
    let figures = blend_figures(
        &components,
        false,
        Some(&sp500),
        &StatisticsOptions::default(),
        correlation_matrix(&all),
    )
    .expect("blend");
    let comparisons = records
        .iter()
        .map(|(name, _, series)| GrowthLine {
            label: (*name).to_owned(),
            vami: program_statistics(series, None, &StatisticsOptions::default()).vami,
        })
        .collect();
    BlendReport {
        lang,
        data_month: YearMonth::of(2025, 12),
        blend_name: "Core Trend Blend".to_owned(),
        base_currency: "USD".to_owned(),
        programs: records
            .iter()
            .map(|(name, company, series)| BlendProgram {
                program_name: (*name).to_owned(),
                company_name: (*company).to_owned(),
                currency: "USD".to_owned(),
                span: Some((series.first_month(), series.last_month())),
            })
            .collect(),
        figures,
        comparisons,
    }
}

/// A blend of `count` programs of 10 years each, starting a month apart, for the widest layouts.
pub fn wide_blend_report(lang: Lang, count: usize) -> BlendReport {
    let records: Vec<(String, ReturnSeries)> = (0..count)
        .map(|index| {
            (
                format!("Program {index}"),
                series(
                    YearMonth::of(2016, 1).plus_months(index as i32),
                    120,
                    100 + index as u64,
                    0.006,
                    0.04,
                ),
            )
        })
        .collect();
    let components: Vec<BlendComponent> = records
        .iter()
        .map(|(_, series)| BlendComponent {
            series,
            allocation: Allocation::new(100_000.0, 1.0).expect("valid allocation"),
        })
        .collect();
    let all: Vec<&ReturnSeries> = records.iter().map(|record| &record.1).collect();
    let figures = blend_figures(
        &components,
        false,
        Some(&sp500()),
        &StatisticsOptions::default(),
        correlation_matrix(&all),
    )
    .expect("blend");
    BlendReport {
        lang,
        data_month: YearMonth::of(2026, 12),
        blend_name: format!("{count} programs"),
        base_currency: "EUR".to_owned(),
        programs: records
            .iter()
            .map(|(name, series)| BlendProgram {
                program_name: name.clone(),
                company_name: "Company".to_owned(),
                currency: "EUR".to_owned(),
                span: Some((series.first_month(), series.last_month())),
            })
            .collect(),
        figures,
        comparisons: Vec::new(),
    }
}
