//! Monthly rankings of an index's members: by the month's return, or by a measure of each
//! member's record as of that month (Sharpe ratio, year to date, trailing years), with no
//! look-ahead: a month's ranking reads no later return.

use serde::{Deserialize, Serialize};

use super::{join_month, Candidate};
use crate::month::YearMonth;
use crate::period_returns::{trailing_return, year_to_date_return};
use crate::risk::sharpe_ratio;
use crate::series::ReturnSeries;

/// What a ranking orders the members of a month by, best (highest) first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub enum RankingMeasure {
    /// The month's return.
    MonthReturn,
    /// The annualized Sharpe ratio of the record up to the month.
    SharpeRatio,
    /// The year-to-date return as of the month.
    YearToDate,
    /// The trailing 12-month return, cumulative.
    OneYear,
    /// The trailing 36-month return, cumulative.
    ThreeYear,
    /// The trailing 60-month return, cumulative.
    FiveYear,
}

impl RankingMeasure {
    /// The measure of `series` as of its observed month at position `p`; `None` where the
    /// measure has no value then (a trailing window longer than the record, a Sharpe ratio of a
    /// record without variance).
    pub fn as_of(self, series: &ReturnSeries, p: usize, risk_free_rate: f64) -> Option<f64> {
        let month = series.months()[p];
        match self {
            RankingMeasure::MonthReturn => Some(series.values()[p]),
            RankingMeasure::SharpeRatio => sharpe_ratio(&series.values()[..=p], risk_free_rate),
            RankingMeasure::YearToDate => year_to_date_return(series, month),
            RankingMeasure::OneYear => trailing_return(series, month, 12),
            RankingMeasure::ThreeYear => trailing_return(series, month, 36),
            RankingMeasure::FiveYear => trailing_return(series, month, 60),
        }
    }
}

/// A member's place in an index's monthly ranking.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Ranking {
    /// Position of the program in the candidates given.
    pub member: usize,
    /// 1 = best; equal figures share a rank and the next rank skips (1, 1, 3).
    pub rank: usize,
    /// The member's figure of the ranking's measure that month.
    pub performance: f64,
}

/// The ranking of one month.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MonthRanking {
    pub month: YearMonth,
    /// Best first; equal figures keep the candidates' order.
    pub rankings: Vec<Ranking>,
}

/// For every month in which at least one member has a figure, the ranking of the members that
/// count in it (as in [`super::index_series`]: joined, not left, in the monthly condition) and
/// have a return that month, by `measure` as of that month. Months increase.
pub fn index_rankings(
    candidates: &[Candidate],
    min_track_months: usize,
    measure: RankingMeasure,
    risk_free_rate: f64,
) -> Vec<MonthRanking> {
    let mut figures: Vec<(YearMonth, usize, f64)> = Vec::new();
    for (member, candidate) in candidates.iter().enumerate() {
        let Some(join) = join_month(candidate.series, min_track_months) else {
            continue;
        };
        for p in candidate.member_positions(join) {
            if let Some(figure) = measure.as_of(candidate.series, p, risk_free_rate) {
                figures.push((candidate.series.months()[p], member, figure));
            }
        }
    }
    figures.sort_by(|a, b| a.0.cmp(&b.0).then(b.2.total_cmp(&a.2)).then(a.1.cmp(&b.1)));
    figures
        .chunk_by(|a, b| a.0 == b.0)
        .map(|month| MonthRanking {
            month: month[0].0,
            rankings: ranked(month.iter().map(|&(_, member, figure)| (member, figure))),
        })
        .collect()
}

/// The ranks of figures given best first: equal figures share the rank of the first of them,
/// and the next rank skips (1, 1, 3).
pub fn ranks(figures_best_first: &[f64]) -> Vec<usize> {
    let mut ranks: Vec<usize> = Vec::with_capacity(figures_best_first.len());
    for (position, figure) in figures_best_first.iter().enumerate() {
        let shared = position > 0 && figures_best_first[position - 1] == *figure;
        ranks.push(if shared {
            ranks[position - 1]
        } else {
            position + 1
        });
    }
    ranks
}

fn ranked(sorted: impl Iterator<Item = (usize, f64)>) -> Vec<Ranking> {
    let sorted: Vec<(usize, f64)> = sorted.collect();
    let figures: Vec<f64> = sorted.iter().map(|&(_, figure)| figure).collect();
    sorted
        .into_iter()
        .zip(ranks(&figures))
        .map(|((member, performance), rank)| Ranking {
            member,
            rank,
            performance,
        })
        .collect()
}
