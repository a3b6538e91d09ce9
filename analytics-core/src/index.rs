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

/// A strategy or methodology index takes the programs with more than this share of their
/// allocation in its strategy or methodology.
pub const STRATEGY_MIN_SHARE: f64 = 0.5;

/// Whether a program with `share` of its allocation in a strategy (or methodology) belongs to
/// that strategy's index: more than 50 %, so exactly half is out.
pub fn meets_strategy_share(share: f64) -> bool {
    share > STRATEGY_MIN_SHARE
}

/// A program that may count in an index.
#[derive(Clone, Copy, Debug)]
pub struct Candidate<'a> {
    /// Its monthly returns.
    pub series: &'a ReturnSeries,
    /// The first month it no longer counts in: it stopped being Active (archived, deleted) in
    /// that month. `None` while it is Active. Its earlier months stay in the index as they were.
    pub leaves: Option<YearMonth>,
    /// Whether it meets the index's monthly condition (an assets band, [`assets_band`]) in each
    /// of its observed months, aligned with `series.months()`; `None` when the index has none.
    pub eligible: Option<&'a [bool]>,
}

impl<'a> Candidate<'a> {
    /// An Active program, in an index without a monthly condition.
    pub fn active(series: &'a ReturnSeries) -> Self {
        Candidate {
            series,
            leaves: None,
            eligible: None,
        }
    }

    /// The positions (in its series) of the observed months in which it counts: from its
    /// joining month (see [`join_month`]) to the month before it leaves, where it meets the
    /// monthly condition.
    fn member_positions(&self, join: YearMonth) -> impl Iterator<Item = usize> + '_ {
        let from = self.series.index_from(join);
        let to = self
            .leaves
            .map_or(self.series.len(), |leaves| self.series.index_from(leaves));
        (from..to.max(from)).filter(|&p| self.eligible.is_none_or(|e| e.get(p) == Some(&true)))
    }
}

/// What a program reported of its assets under management in a month, as an assets band reads
/// it. The bands are in US dollars; the caller converts (this crate knows no exchange rates).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ReportedAssets {
    /// No figure that month: the latest earlier report still holds.
    NotReported,
    /// A figure, in US dollars.
    Usd(f64),
    /// A figure with no dollar value (no exchange rate for its currency then). It replaces the
    /// earlier report like any other, so an older dollar figure is not carried past it, and it
    /// counts as no dollars at all: the program is in no band until it reports one that has.
    Unconverted,
}

/// Whether a program is in an assets band in each month of its record: its assets under
/// management as of the month (the latest reported at or before it, with no look-ahead), in US
/// dollars, are at least `min` and below `max` (either bound may be absent). A month before any
/// report is out, and so is a month whose latest report has no dollar value.
pub fn assets_band(assets: &[ReportedAssets], min: Option<f64>, max: Option<f64>) -> Vec<bool> {
    let mut latest = None;
    assets
        .iter()
        .map(|reported| {
            match reported {
                ReportedAssets::NotReported => {}
                ReportedAssets::Usd(dollars) => latest = Some(*dollars),
                ReportedAssets::Unconverted => latest = None,
            }
            latest.is_some_and(|a| min.is_none_or(|m| a >= m) && max.is_none_or(|m| a < m))
        })
        .collect()
}

/// A stretch of months in which a candidate counts in an index.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Membership {
    /// The first month it counts in.
    pub joined: YearMonth,
    /// The first observed month after `joined` in which it no longer counts (it left, or fell
    /// out of the monthly condition); `None` while it still counts in its last month.
    pub left: Option<YearMonth>,
}

/// The stretches in which `candidate` counts in an index of `min_track_months`: consecutive
/// observed months that are member months, oldest first.
pub fn memberships(candidate: &Candidate, min_track_months: usize) -> Vec<Membership> {
    let Some(join) = join_month(candidate.series, min_track_months) else {
        return Vec::new();
    };
    let months = candidate.series.months();
    // The first month after position q in which it no longer counts: the next observed month
    // (not a member month, or q would not end a stretch) or the month it leaves, the earlier.
    let left_after = |q: usize| match (months.get(q + 1).copied(), candidate.leaves) {
        (Some(next), Some(leaves)) => Some(next.min(leaves)),
        (next, leaves) => next.or(leaves),
    };
    let mut stretches: Vec<Membership> = Vec::new();
    let mut previous: Option<usize> = None;
    for p in candidate.member_positions(join) {
        if previous.is_none_or(|q| q + 1 != p) {
            if let (Some(q), Some(open)) = (previous, stretches.last_mut()) {
                open.left = left_after(q);
            }
            stretches.push(Membership {
                joined: months[p],
                left: None,
            });
        }
        previous = Some(p);
    }
    if let (Some(q), Some(last)) = (previous, stretches.last_mut()) {
        last.left = left_after(q);
    }
    stretches
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
    let members = || {
        candidates
            .iter()
            .zip(&join_months)
            .filter_map(|(c, j)| Some((c, c.member_positions((*j)?))))
    };
    let mut span_of = members().filter_map(|(c, mut positions)| {
        let first = positions.next()?;
        let last = positions.last().unwrap_or(first);
        Some((c.series.months()[first], c.series.months()[last]))
    });
    let Some(bounds) = span_of
        .next()
        .map(|first| span_of.fold(first, |(from, to), (f, t)| (from.min(f), to.max(t))))
    else {
        return IndexSeries {
            months: Vec::new(),
            join_months,
        };
    };
    let (first, last) = bounds;
    let span = first.months_between(last) as usize + 1;
    let (mut sums, mut counts) = (vec![0.0; span], vec![0usize; span]);
    let mut estimated = vec![false; span];
    for (candidate, positions) in members() {
        let series = candidate.series;
        for p in positions {
            let offset = first.months_between(series.months()[p]) as usize;
            sums[offset] += series.values()[p];
            counts[offset] += 1;
            estimated[offset] |= series.estimated()[p];
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

mod ranking;

pub use ranking::{index_rankings, ranks, MonthRanking, Ranking, RankingMeasure};

#[cfg(test)]
mod tests;
