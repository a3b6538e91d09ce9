//! Official statistics: computed by `analytics-core` whenever a program's returns change, and
//! stored with the screener's listing figures so that reads never recompute them.

mod store;

use analytics_core::{
    program_statistics, CarorType, ProgramStatistics, ReturnSeries, StatisticsOptions,
};

use crate::error::{Error, Result};
use crate::indexes::{index_id_by_uri, SP500_URI};
use crate::returns::{self, ReportedMonth};
use crate::storage::Db;

pub use store::{
    program_listing, program_statistics_json, recompute_all_programs, recompute_missing,
    recompute_program, replace_returns_and_statistics, replace_returns_in, ListingRow,
};

/// The CAROR is shown (and filtered and sorted on) only from 24 monthly returns (spec section 5).
pub const MIN_RETURNS_FOR_CAROR: i64 = 24;

/// A stored series as the engine's input. Fails on a month the engine rejects (a return below
/// -100 %, an out-of-order month), which storage never holds for validated input.
pub fn return_series(months: &[ReportedMonth]) -> Result<ReturnSeries> {
    let observations = months
        .iter()
        .map(|m| analytics_core::MonthlyReturn {
            month: m.month,
            value: m.monthly_return,
            estimated: m.estimated,
        })
        .collect();
    Ok(ReturnSeries::new(observations)?)
}

/// The S&P 500 benchmark series, when the database holds one.
pub async fn benchmark_series(db: &Db) -> Result<Option<ReturnSeries>> {
    let Some(index_id) = index_id_by_uri(db, SP500_URI).await? else {
        return Ok(None);
    };
    let months = returns::index_returns(db, index_id).await?;
    if months.is_empty() {
        return Ok(None);
    }
    return_series(&months).map(Some)
}

/// The statistics of a program's months, or none when it has no returns yet.
pub fn statistics_of(
    months: &[ReportedMonth],
    caror_type: i64,
    benchmark: Option<&ReturnSeries>,
) -> Result<Option<ProgramStatistics>> {
    if months.is_empty() {
        return Ok(None);
    }
    let caror_type =
        CarorType::from_id(caror_type).ok_or_else(|| Error::field("carorType", "invalid"))?;
    let options = StatisticsOptions {
        caror_type,
        ..StatisticsOptions::default()
    };
    Ok(Some(program_statistics(
        &return_series(months)?,
        benchmark,
        &options,
    )))
}
