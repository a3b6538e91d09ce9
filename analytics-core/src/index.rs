//! CTA indexes: the equal-weighted monthly return of their members, with month-by-month
//! membership, and the monthly rankings of those members.
//!
//! The caller passes the *candidates* of an index: the programs that meet the index's rule (its
//! sector, or more than 50 % in its strategy or methodology) and are Active, or were until they
//! were archived or deleted. Which of them count in a month is decided here, from their track
//! records and that leaving month alone, with no look-ahead and no backfill: a month of an index
//! depends only on returns up to that month. Results refer to a candidate by its position in the
//! slice given.

use serde::Serialize;

use crate::error::AnalyticsError;
use crate::month::YearMonth;
use crate::series::{MonthlyReturn, ReturnSeries};

/// Track record (months of returns) a program needs to count in the main index.
pub const MAIN_INDEX_MIN_TRACK_MONTHS: usize = 36;
/// Track record a program needs to count in the other (sector, strategy, methodology) indexes.
pub const OTHER_INDEX_MIN_TRACK_MONTHS: usize = 24;

/// The month a program joins an index: the month of its `min_track_months`-th return (its track
/// record up to that month reaches the minimum). `None` while the record is shorter. A minimum of
/// 0 counts as 1 (a program joins with its first return).
pub fn join_month(series: &ReturnSeries, min_track_months: usize) -> Option<YearMonth> {
    series.months().get(min_track_months.max(1) - 1).copied()
}

/// A program that may count in an index.
#[derive(Clone, Copy, Debug)]
pub struct Candidate<'a> {
    /// Its monthly returns.
    pub series: &'a ReturnSeries,
    /// The first month it no longer counts in: it stopped being Active (archived, deleted) in
    /// that month. `None` while it is Active. Its earlier months stay in the index as they were.
    pub leaves: Option<YearMonth>,
}

impl<'a> Candidate<'a> {
    /// An Active program.
    pub fn active(series: &'a ReturnSeries) -> Self {
        Candidate {
            series,
            leaves: None,
        }
    }

    /// Whether it counts in `month`: joined by then (the joining month included), not yet left.
    fn counts_in(&self, join: Option<YearMonth>, month: YearMonth) -> bool {
        join.is_some_and(|j| j <= month) && self.leaves.is_none_or(|l| month < l)
    }
}

/// One month of an index.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct IndexMonth {
    /// The month.
    pub month: YearMonth,
    /// Equal-weighted mean of the members' returns that month.
    pub value: f64,
    /// Members with a return that month (those the mean is over).
    pub members: usize,
    /// At least one of those returns is an estimate (the program's figure until it reports).
    pub estimated: bool,
}

/// An index's monthly returns and when each candidate joined.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct IndexSeries {
    /// The months with at least one member return, increasing (a month without is missing).
    pub months: Vec<IndexMonth>,
    /// For each candidate (in the order given), its [`join_month`]; `None` if it never joined.
    pub join_months: Vec<Option<YearMonth>>,
}

impl IndexSeries {
    /// The index's returns as a series, a month estimated when a member's return in it is.
    /// `empty_series` while no candidate has joined.
    pub fn to_return_series(&self) -> Result<ReturnSeries, AnalyticsError> {
        ReturnSeries::new(
            self.months
                .iter()
                .map(|m| MonthlyReturn {
                    month: m.month,
                    value: m.value,
                    estimated: m.estimated,
                })
                .collect(),
        )
    }
}

/// The index of the candidates: in each month, the equal-weighted mean of the returns of the
/// candidates that count in it (joined by that month, [`join_month`], and not yet left) and have
/// a return in it; the member count is how many that is.
pub fn index_series(candidates: &[Candidate], min_track_months: usize) -> IndexSeries {
    let join_months: Vec<Option<YearMonth>> = candidates
        .iter()
        .map(|c| join_month(c.series, min_track_months))
        .collect();
    let joined = || {
        candidates
            .iter()
            .zip(&join_months)
            .filter_map(|(c, j)| Some((c, (*j)?)))
            .filter(|(c, j)| c.leaves.is_none_or(|l| *j < l))
    };
    let (Some(first), Some(last)) = (
        joined().map(|(_, j)| j).min(),
        joined().map(|(c, _)| c.series.last_month()).max(),
    ) else {
        return IndexSeries {
            months: Vec::new(),
            join_months,
        };
    };
    let span = first.months_between(last) as usize + 1;
    let (mut sums, mut counts) = (vec![0.0; span], vec![0usize; span]);
    let mut estimated = vec![false; span];
    for (candidate, join) in joined() {
        let series = candidate.series;
        let from = series.index_from(join);
        let to = candidate
            .leaves
            .map_or(series.len(), |leaves| series.index_from(leaves));
        let months = series.months()[from..to].iter();
        let values = &series.values()[from..to];
        let estimates = &series.estimated()[from..to];
        for ((month, r), e) in months.zip(values).zip(estimates) {
            let offset = first.months_between(*month) as usize;
            sums[offset] += r;
            counts[offset] += 1;
            estimated[offset] |= e;
        }
    }
    let months = (0..span)
        .filter(|&offset| counts[offset] > 0)
        .map(|offset| IndexMonth {
            month: first.plus_months(offset as i32),
            value: sums[offset] / counts[offset] as f64,
            members: counts[offset],
            estimated: estimated[offset],
        })
        .collect();
    IndexSeries {
        months,
        join_months,
    }
}

/// A member's place in an index's monthly ranking.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Ranking {
    /// Position of the program in the candidates given.
    pub member: usize,
    /// 1 = best return; equal returns share a rank and the next rank skips (1, 1, 3).
    pub rank: usize,
    /// The member's return that month.
    pub performance: f64,
}

/// The ranking for `month` of the index's members with a return that month (members as in
/// [`index_series`]), best return first; equal returns keep the candidates' order.
pub fn monthly_rankings(
    candidates: &[Candidate],
    min_track_months: usize,
    month: YearMonth,
) -> Vec<Ranking> {
    let mut members: Vec<(usize, f64)> = candidates
        .iter()
        .enumerate()
        .filter(|(_, c)| c.counts_in(join_month(c.series, min_track_months), month))
        .filter_map(|(i, c)| Some((i, c.series.value_at(month)?)))
        .collect();
    members.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    let mut rankings: Vec<Ranking> = Vec::with_capacity(members.len());
    for (position, (member, performance)) in members.into_iter().enumerate() {
        let rank = match rankings.last() {
            Some(previous) if previous.performance == performance => previous.rank,
            _ => position + 1,
        };
        rankings.push(Ranking {
            member,
            rank,
            performance,
        });
    }
    rankings
}

#[cfg(test)]
mod tests;
