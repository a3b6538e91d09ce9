//! Each index family's members, months, statistics and rankings, computed by analytics-core from
//! every program's record: plain functions of what the store read, no I/O.
//!
//! A family takes as candidates the programs that are or were Active and meet its rule (its
//! sector; more than half of the allocation in its strategy or methodology; any program for the
//! main index and the rankings), each leaving in the month it was archived or deleted. Which of
//! them count in a month is analytics-core's decision (track record, leaving month, and for the
//! assets bands the assets reported up to that month, which this module converts to US dollars:
//! analytics-core knows no exchange rates).

use std::collections::{HashMap, HashSet};

use analytics_core::index::{
    assets_band, index_rankings, index_series, meets_strategy_share, memberships, Candidate,
    ReportedAssets,
};
use analytics_core::risk::DEFAULT_RISK_FREE_RATE;
use analytics_core::{
    program_statistics, MonthlyReturn, ReturnSeries, StatisticsOptions, YearMonth,
};

use super::model::{IndexFamily, IndexKind, IndexMonthRecord};
use super::store::{CandidateRow, FamilyResults, Placed, ReturnRow, ShareRow};
use crate::error::{Error, Result};
use crate::exchange_rates::ExchangeRates;
use crate::reference::program_status;

/// A program as the families see it: its record and what their rules ask of it.
#[derive(Debug, Clone)]
pub struct Program {
    pub id: i64,
    pub series: ReturnSeries,
    /// Assets reported each month in US dollars, aligned with the series.
    pub assets: Vec<ReportedAssets>,
    pub sector: Option<i64>,
    /// Strategies and methodologies holding more than half of its allocation.
    pub strategies: HashSet<i64>,
    pub methodologies: HashSet<i64>,
    /// The month it was archived or deleted; `None` while Active.
    pub leaves: Option<YearMonth>,
}

/// What the store read, as programs: those with at least one month, their assets converted by
/// `rates`.
pub fn programs(
    candidates: Vec<CandidateRow>,
    months: &[ReturnRow],
    strategies: &[ShareRow],
    methodologies: &[ShareRow],
    rates: &ExchangeRates,
) -> Result<Vec<Program>> {
    let majority = |shares: &[ShareRow]| {
        let mut held: HashMap<i64, HashSet<i64>> = HashMap::new();
        for share in shares.iter().filter(|s| meets_strategy_share(s.value)) {
            held.entry(share.program_id)
                .or_default()
                .insert(share.type_id);
        }
        held
    };
    let (mut strategies, mut methodologies) = (majority(strategies), majority(methodologies));
    let mut by_program: HashMap<i64, &[ReturnRow]> = HashMap::new();
    for run in months.chunk_by(|a, b| a.program_id == b.program_id) {
        by_program.insert(run[0].program_id, run);
    }
    let mut programs = Vec::with_capacity(candidates.len());
    for candidate in candidates {
        let Some(rows) = by_program.get(&candidate.id) else {
            continue;
        };
        let leaving_date = match candidate.program_status_id {
            program_status::ARCHIVED => Some(candidate.date_archived.as_deref()),
            program_status::DELETED => Some(candidate.date_deleted.as_deref()),
            _ => None,
        };
        let returns = rows
            .iter()
            .map(|row| {
                Ok(MonthlyReturn {
                    month: YearMonth::from_yyyymm(row.month)?,
                    value: row.monthly_return,
                    estimated: row.estimated == 1,
                })
            })
            .collect::<Result<Vec<_>>>()?;
        let assets = rows
            .iter()
            .zip(&returns)
            .map(|(row, r)| assets_usd(row.assets, &candidate.currency, r.month, rates))
            .collect();
        let series = ReturnSeries::new(returns)?;
        // A program that left without a recorded date (data older than the dates) keeps every
        // month it reported and leaves after the last.
        let leaves = leaving_date.map(|date| {
            date.and_then(month_of_date)
                .unwrap_or_else(|| series.last_month().next())
        });
        programs.push(Program {
            id: candidate.id,
            series,
            assets,
            sector: candidate.sector_focus_type_id,
            strategies: strategies.remove(&candidate.id).unwrap_or_default(),
            methodologies: methodologies.remove(&candidate.id).unwrap_or_default(),
            leaves,
        });
    }
    Ok(programs)
}

/// A month's reported `assets` of `currency` in US dollars, at the rate of that month (else the
/// latest earlier one), as the listing converts AUM. A figure with no rate then has no dollar
/// value: it must never count as dollars.
fn assets_usd(
    assets: Option<f64>,
    currency: &str,
    month: YearMonth,
    rates: &ExchangeRates,
) -> ReportedAssets {
    match assets {
        None => ReportedAssets::NotReported,
        Some(amount) => rates
            .to_usd(amount, currency, Some(month))
            .map_or(ReportedAssets::Unconverted, ReportedAssets::Usd),
    }
}

/// The month of a stored date or timestamp (`YYYY-MM-DD…`).
fn month_of_date(date: &str) -> Option<YearMonth> {
    let year = date.get(..4)?.parse().ok()?;
    let month = date.get(5..7)?.parse().ok()?;
    YearMonth::new(year, month).ok()
}

/// Whether `program` meets `family`'s rule.
fn meets_rule(family: &IndexFamily, program: &Program) -> bool {
    match family.kind {
        IndexKind::Main | IndexKind::Assets | IndexKind::Ranking => true,
        IndexKind::Sector => program.sector.is_some() && program.sector == family.rule_type_id,
        IndexKind::Strategy => family
            .rule_type_id
            .is_some_and(|id| program.strategies.contains(&id)),
        IndexKind::Methodology => family
            .rule_type_id
            .is_some_and(|id| program.methodologies.contains(&id)),
        IndexKind::Benchmark => false,
    }
}

/// One family's months, statistics (against `benchmark`), members and rankings.
pub fn compute_family(
    family: &IndexFamily,
    programs: &[Program],
    benchmark: Option<&ReturnSeries>,
) -> Result<FamilyResults> {
    let members: Vec<&Program> = programs.iter().filter(|p| meets_rule(family, p)).collect();
    let bands: Vec<Option<Vec<bool>>> = members
        .iter()
        .map(|p| {
            (family.kind == IndexKind::Assets)
                .then(|| assets_band(&p.assets, family.assets_min, family.assets_max))
        })
        .collect();
    let candidates: Vec<Candidate> = members
        .iter()
        .zip(&bands)
        .map(|(p, band)| Candidate {
            series: &p.series,
            leaves: p.leaves,
            eligible: band.as_deref(),
        })
        .collect();
    let min_track = family.min_track_months;
    let mut results = FamilyResults {
        index_id: family.id,
        members: members
            .iter()
            .zip(&candidates)
            .flat_map(|(p, c)| memberships(c, min_track).into_iter().map(|m| (p.id, m)))
            .collect(),
        rankings: index_rankings(
            &candidates,
            min_track,
            family.ranking_measure,
            DEFAULT_RISK_FREE_RATE,
        )
        .into_iter()
        .map(|month| {
            let ranked = month
                .rankings
                .iter()
                .map(|r| Placed {
                    program_id: members[r.member].id,
                    rank: r.rank,
                    figure: r.performance,
                })
                .collect();
            (month.month, ranked)
        })
        .collect(),
        ..FamilyResults::default()
    };
    if family.kind == IndexKind::Ranking {
        return Ok(results);
    }
    let index = index_series(&candidates, min_track);
    results.months = index
        .months
        .iter()
        .map(|m| IndexMonthRecord {
            month: m.month,
            monthly_return: m.value,
            member_count: i64::try_from(m.members).unwrap_or(i64::MAX),
            estimated: m.estimated,
        })
        .collect();
    if !index.months.is_empty() {
        let statistics = program_statistics(
            &index.to_return_series()?,
            benchmark,
            &StatisticsOptions::default(),
        );
        let json = serde_json::to_vec(&statistics).map_err(|e| Error::Internal(e.into()))?;
        results.statistics = Some((json, statistics.listing_figures()));
    }
    Ok(results)
}

/// The benchmark's months as a series (none without a benchmark).
pub fn benchmark_series(months: &[(i32, f64)]) -> Result<Option<ReturnSeries>> {
    if months.is_empty() {
        return Ok(None);
    }
    let returns = months
        .iter()
        .map(|&(month, value)| {
            Ok(MonthlyReturn {
                month: YearMonth::from_yyyymm(month)?,
                value,
                estimated: false,
            })
        })
        .collect::<Result<Vec<_>>>()?;
    Ok(Some(ReturnSeries::new(returns)?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exchange_rates::ExchangeRate;

    fn ym(yyyymm: i32) -> YearMonth {
        YearMonth::from_yyyymm(yyyymm).unwrap()
    }

    /// Yen from 2026-01 (0.0067, then 0.0070 from 2026-03); pounds from 2026-01 at 1.25.
    fn rates() -> ExchangeRates {
        let rate = |currency: &str, yyyymm, usd_per_unit| ExchangeRate {
            currency: currency.to_owned(),
            month: ym(yyyymm),
            usd_per_unit,
        };
        ExchangeRates::new([
            rate("JPY", 202601, 0.0067),
            rate("JPY", 202603, 0.0070),
            rate("GBP", 202601, 1.25),
        ])
    }

    #[test]
    fn reported_assets_convert_at_the_rate_of_their_month() {
        assert_eq!(
            assets_usd(Some(5e9), "JPY", ym(202601), &rates()),
            ReportedAssets::Usd(5e9 * 0.0067)
        );
        assert_eq!(
            assets_usd(Some(5e9), "JPY", ym(202603), &rates()),
            ReportedAssets::Usd(5e9 * 0.0070)
        );
        assert_eq!(
            assets_usd(Some(9e6), "GBP", ym(202601), &rates()),
            ReportedAssets::Usd(11.25e6)
        );
    }

    #[test]
    fn a_month_without_its_own_rate_takes_the_latest_earlier_one() {
        assert_eq!(
            assets_usd(Some(5e9), "JPY", ym(202602), &rates()),
            ReportedAssets::Usd(5e9 * 0.0067)
        );
        assert_eq!(
            assets_usd(Some(9e6), "GBP", ym(203001), &rates()),
            ReportedAssets::Usd(11.25e6)
        );
    }

    #[test]
    fn a_figure_with_no_rate_for_its_month_has_no_dollar_value() {
        // Before the first yen rate, and a currency with no rate at all.
        assert_eq!(
            assets_usd(Some(5e9), "JPY", ym(202512), &rates()),
            ReportedAssets::Unconverted
        );
        assert_eq!(
            assets_usd(Some(9e6), "EUR", ym(202601), &rates()),
            ReportedAssets::Unconverted
        );
    }

    #[test]
    fn dollars_are_dollars_and_no_figure_is_no_report() {
        assert_eq!(
            assets_usd(Some(9e6), "USD", ym(195701), &ExchangeRates::default()),
            ReportedAssets::Usd(9e6)
        );
        assert_eq!(
            assets_usd(None, "JPY", ym(202601), &rates()),
            ReportedAssets::NotReported
        );
    }
}
