//! Drawdowns: how far the compounded VAMI is below its high-water mark, and the episodes under
//! water.

use serde::Serialize;

use crate::growth::compounded_vami;
use crate::month::YearMonth;
use crate::series::ReturnSeries;

/// Drawdown at each observed month from the compounded VAMI (`n + 1` values, `VAMI_0 = 1000`):
/// `dd_t = VAMI_t / max(1000, VAMI_1 .. VAMI_t) - 1`, so the starting 1000 counts as a peak.
/// Returns `n` values (one per observed month), each <= 0.
pub fn drawdowns(vami: &[f64]) -> Vec<f64> {
    let mut peak = vami.first().copied().unwrap_or(0.0);
    vami.iter()
        .skip(1)
        .map(|&value| {
            peak = peak.max(value);
            value / peak - 1.0
        })
        .collect()
}

/// Maximum (worst) drawdown: `min dd_t`, <= 0; 0 if never under water (or no month).
pub fn max_drawdown(drawdowns: &[f64]) -> f64 {
    drawdowns.iter().copied().fold(0.0, f64::min)
}

/// Maximum drawdown of monthly returns (compounded), see [`drawdowns`] and [`max_drawdown`].
pub fn worst_drawdown(returns: &[f64]) -> f64 {
    max_drawdown(&drawdowns(&compounded_vami(returns)))
}

/// One stretch under water: from a high-water mark down to the lowest VAMI and back.
///
/// Lengths are calendar months (a missing month inside the stretch counts, since the VAMI stays
/// flat, and under water, across it).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct DrawdownEpisode {
    /// Month of the high-water mark: the last month at the mark before the VAMI fell below it.
    /// For a peak at `VAMI_0` it is the month before the first return, and `from_inception` is
    /// true.
    pub peak: YearMonth,
    /// Whether the peak is the starting VAMI (shown as "inception").
    pub from_inception: bool,
    /// First month of the lowest VAMI before recovery (or to date while ongoing).
    pub valley: YearMonth,
    /// First month with `VAMI_t >= VAMI_peak`; `None` while ongoing.
    pub recovery: Option<YearMonth>,
    /// `VAMI_valley / VAMI_peak - 1` (< 0).
    pub depth: f64,
    /// Calendar months from peak to valley.
    pub length: u32,
    /// Calendar months from valley to recovery; `None` while ongoing.
    pub recovery_months: Option<u32>,
    /// Calendar months with the VAMI below the peak: from the month after the peak to the month
    /// before recovery (to the last month while ongoing).
    pub months_under_water: u32,
}

/// Every under-water stretch of the compounded VAMI of `series` (`vami`: `len() + 1` values from
/// [`compounded_vami`]), sorted deepest first, ties by earlier peak.
pub fn drawdown_report(series: &ReturnSeries, vami: &[f64]) -> Vec<DrawdownEpisode> {
    let months = series.months();
    // Month of VAMI index i: index 0 is the month before the first return.
    let month_of = |i: usize| {
        if i == 0 {
            series.first_month().prev()
        } else {
            months[i - 1]
        }
    };
    let mut episodes = Vec::new();
    let (mut peak, mut valley) = (0usize, None::<usize>);
    let mut close = |peak: usize, valley: usize, recovery: Option<usize>| {
        let (peak_month, valley_month) = (month_of(peak), month_of(valley));
        let recovery_month = recovery.map(month_of);
        let end = recovery_month.unwrap_or_else(|| series.last_month().next());
        episodes.push(DrawdownEpisode {
            peak: peak_month,
            from_inception: peak == 0,
            valley: valley_month,
            recovery: recovery_month,
            depth: vami[valley] / vami[peak] - 1.0,
            length: peak_month.months_between(valley_month) as u32,
            recovery_months: recovery_month.map(|r| valley_month.months_between(r) as u32),
            months_under_water: (peak_month.months_between(end) - 1) as u32,
        });
    };
    for t in 1..vami.len() {
        if vami[t] >= vami[peak] {
            if let Some(v) = valley.take() {
                close(peak, v, Some(t));
            }
            peak = t;
        } else if valley.is_none_or(|v| vami[t] < vami[v]) {
            valley = Some(t);
        }
    }
    if let Some(v) = valley {
        close(peak, v, None);
    }
    episodes.sort_by(|a, b| a.depth.total_cmp(&b.depth).then(a.peak.cmp(&b.peak)));
    episodes
}

#[cfg(test)]
mod tests;
