//! The index endpoints' rules: sorting, the month a request names, the stored form of
//! a month's ranking, and which places win a badge.

use std::cmp::Ordering;

use analytics_core::index::ranks;
use analytics_core::YearMonth;

use std::collections::HashMap;

use super::model::{
    Badge, IndexSortKey, IndexSummary, MonthSpan, RankedProgram, RankedProgramRow, RankingSortKey,
};
use crate::error::{Error, Result};
use crate::exchange_rates::ExchangeRates;

/// The places of a month's ranking that are awards (and badges on the program page).
pub const AWARD_TOP_RANKS: i64 = 3;

/// The Monthly Ranking award type, the only one the indexes award.
pub const MONTHLY_RANKING_AWARD: i64 = 1;

/// The most awards a program page lists (the newest).
pub const MAX_PROGRAM_AWARDS: i64 = 120;

/// The month `YYYY-MM` (or the month of a date `YYYY-MM-DD`) of parameter `field`.
pub fn month_of(field: &str, text: &str) -> Result<YearMonth> {
    let month = text.get(..7).filter(|_| matches!(text.len(), 7 | 10));
    month
        .and_then(|m| {
            let (year, month) = m.split_once('-')?;
            YearMonth::new(year.parse().ok()?, month.parse().ok()?).ok()
        })
        .ok_or_else(|| Error::field(field, "invalidDate"))
}

/// The month a ranking shows: the one asked for, or the latest; none when the index has no
/// ranking.
pub fn ranking_month(asked: Option<YearMonth>, span: Option<MonthSpan>) -> Option<YearMonth> {
    asked.or(span.map(|s| s.last))
}

/// Sorts the CTA Indexes list; ties by name, and a missing figure last either way.
pub fn sort_indexes(rows: &mut [IndexSummary], key: IndexSortKey, descending: bool) {
    let figure = |row: &IndexSummary| -> Option<f64> {
        match key {
            IndexSortKey::PortfolioName | IndexSortKey::DateStart => None,
            IndexSortKey::MemberCount => Some(row.member_count as f64),
            IndexSortKey::MonthReturn => Some(row.month_return),
            IndexSortKey::YtdReturn => row.ytd_return,
            IndexSortKey::CompoundedAnnualRor => Some(row.compounded_annual_ror),
            IndexSortKey::MaxDrawdown => Some(row.max_drawdown),
            IndexSortKey::CorrelationSp500 => row.correlation_sp500,
            IndexSortKey::Sharpe => row.sharpe,
            IndexSortKey::StandardDeviation => row.standard_deviation,
        }
    };
    rows.sort_by(|a, b| {
        let ordering = match key {
            IndexSortKey::PortfolioName => {
                directed(a.portfolio_name.cmp(&b.portfolio_name), descending)
            }
            IndexSortKey::DateStart => directed(a.date_start.cmp(&b.date_start), descending),
            _ => figures_last(figure(a), figure(b), descending),
        };
        ordering.then_with(|| a.portfolio_name.cmp(&b.portfolio_name))
    });
}

/// Sorts a ranking's rows; ties by rank, and a missing figure last either way.
pub fn sort_ranking(rows: &mut [RankedProgram], key: RankingSortKey, descending: bool) {
    rows.sort_by(|a, b| {
        let ordering = match key {
            RankingSortKey::Rank => directed(a.rank.cmp(&b.rank), descending),
            RankingSortKey::Performance => {
                figures_last(Some(a.performance), Some(b.performance), descending)
            }
            RankingSortKey::ProgramName => directed(
                (&a.group_name, &a.program_name).cmp(&(&b.group_name, &b.program_name)),
                descending,
            ),
            RankingSortKey::GroupName => directed(a.group_name.cmp(&b.group_name), descending),
            // In US dollars, so minimums in different currencies compare like with like.
            RankingSortKey::InvestmentMin => {
                figures_last(a.investment_min_usd, b.investment_min_usd, descending)
            }
            RankingSortKey::DateInception => present_first(
                a.date_inception.as_ref(),
                b.date_inception.as_ref(),
                descending,
            ),
        };
        ordering.then_with(|| a.rank.cmp(&b.rank))
    });
}

fn directed(ordering: Ordering, descending: bool) -> Ordering {
    if descending {
        ordering.reverse()
    } else {
        ordering
    }
}

fn figures_last(a: Option<f64>, b: Option<f64>, descending: bool) -> Ordering {
    match (a, b) {
        (Some(x), Some(y)) => directed(x.total_cmp(&y), descending),
        (a, b) => present_first(a.map(|_| ()), b.map(|_| ()), descending),
    }
}

/// Compares present values in the direction asked, with a missing one last either way.
fn present_first<T: Ord>(a: Option<T>, b: Option<T>, descending: bool) -> Ordering {
    match (a, b) {
        (Some(x), Some(y)) => directed(x.cmp(&y), descending),
        (Some(_), None) => Ordering::Less,
        (None, Some(_)) => Ordering::Greater,
        (None, None) => Ordering::Equal,
    }
}

/// The rows of a stored ranking (programs and figures, best first) that `visible` lets the
/// reader see, with their ranks, and how many it hides. A program the store no longer has is
/// left out (it was removed since the ranking was computed).
pub fn ranked_rows(
    ranking: &[(i64, f64)],
    programs: &HashMap<i64, RankedProgramRow>,
    rates: &ExchangeRates,
    visible: impl Fn(&RankedProgramRow) -> bool,
) -> (Vec<RankedProgram>, i64) {
    let figures: Vec<f64> = ranking.iter().map(|&(_, figure)| figure).collect();
    let mut hidden = 0;
    let mut rows = Vec::with_capacity(ranking.len());
    for (&(program_id, performance), rank) in ranking.iter().zip(ranks(&figures)) {
        let Some(program) = programs.get(&program_id) else {
            continue;
        };
        if !visible(program) {
            hidden += 1;
            continue;
        }
        rows.push(RankedProgram {
            rank: i64::try_from(rank).unwrap_or(i64::MAX),
            program_id,
            program_name: program.program_name.clone(),
            program_uri: program.program_uri.clone(),
            group_name: program.group_name.clone(),
            group_uri: program.group_uri.clone(),
            performance,
            investment_min: program.investment_min,
            investment_min_usd: rates.current_usd(program.investment_min, &program.currency),
            currency: program.currency.clone(),
            date_inception: program.date_inception.clone(),
        });
    }
    (rows, hidden)
}

/// The badge of a place among the awards.
pub fn badge(rank: i64) -> Option<Badge> {
    match rank {
        1 => Some(Badge::Gold),
        2 => Some(Badge::Silver),
        3 => Some(Badge::Bronze),
        _ => None,
    }
}

/// Bytes per ranked program in a stored ranking: its id (4) and its figure (8).
const RANKED_BYTES: usize = 12;

/// A month's ranking as stored: per program, best first, its id and its figure (little-endian).
/// Fails for an id beyond 32 bits, which no program has.
pub fn encode_ranking(ranked: &[(i64, f64)]) -> Result<Vec<u8>> {
    let mut bytes = Vec::with_capacity(ranked.len() * RANKED_BYTES);
    for (program_id, figure) in ranked {
        let id = u32::try_from(*program_id)
            .map_err(|_| Error::Internal(anyhow::anyhow!("program id {program_id}")))?;
        bytes.extend_from_slice(&id.to_le_bytes());
        bytes.extend_from_slice(&figure.to_le_bytes());
    }
    Ok(bytes)
}

/// The programs and figures of a stored ranking, best first.
pub fn decode_ranking(bytes: &[u8]) -> Result<Vec<(i64, f64)>> {
    if !bytes.len().is_multiple_of(RANKED_BYTES) {
        return Err(Error::Internal(anyhow::anyhow!(
            "a stored ranking of {} bytes",
            bytes.len()
        )));
    }
    Ok(bytes
        .chunks_exact(RANKED_BYTES)
        .map(|chunk| {
            let (id, figure) = chunk.split_at(4);
            (
                i64::from(u32::from_le_bytes(id.try_into().unwrap_or_default())),
                f64::from_le_bytes(figure.try_into().unwrap_or_default()),
            )
        })
        .collect())
}

/// One award as a program's stored awards hold it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct StoredAward {
    pub index_id: i64,
    pub month: YearMonth,
    pub rank: i64,
    pub figure: f64,
}

/// Bytes per stored award: index id (4), month (4, `yyyymm`), rank (2), figure (8).
const AWARD_BYTES: usize = 18;

/// A program's awards as stored (little-endian). Fails for an index id beyond 32 bits or a rank
/// beyond 16, which no award has.
pub fn encode_awards(awards: &[StoredAward]) -> Result<Vec<u8>> {
    let mut bytes = Vec::with_capacity(awards.len() * AWARD_BYTES);
    for award in awards {
        let overflow = || Error::Internal(anyhow::anyhow!("an award of {award:?}"));
        bytes.extend_from_slice(
            &u32::try_from(award.index_id)
                .map_err(|_| overflow())?
                .to_le_bytes(),
        );
        bytes.extend_from_slice(&award.month.yyyymm().to_le_bytes());
        bytes.extend_from_slice(
            &u16::try_from(award.rank)
                .map_err(|_| overflow())?
                .to_le_bytes(),
        );
        bytes.extend_from_slice(&award.figure.to_le_bytes());
    }
    Ok(bytes)
}

/// A program's stored awards.
pub fn decode_awards(bytes: &[u8]) -> Result<Vec<StoredAward>> {
    if !bytes.len().is_multiple_of(AWARD_BYTES) {
        return Err(Error::Internal(anyhow::anyhow!(
            "stored awards of {} bytes",
            bytes.len()
        )));
    }
    bytes
        .chunks_exact(AWARD_BYTES)
        .map(|chunk| {
            let field = |from: usize, to: usize| chunk[from..to].to_vec();
            let index_id = u32::from_le_bytes(field(0, 4).try_into().unwrap_or_default());
            let month = i32::from_le_bytes(field(4, 8).try_into().unwrap_or_default());
            let rank = u16::from_le_bytes(field(8, 10).try_into().unwrap_or_default());
            let figure = f64::from_le_bytes(field(10, 18).try_into().unwrap_or_default());
            Ok(StoredAward {
                index_id: i64::from(index_id),
                month: YearMonth::from_yyyymm(month)?,
                rank: i64::from(rank),
                figure,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ym(yyyymm: i32) -> YearMonth {
        YearMonth::from_yyyymm(yyyymm).unwrap()
    }

    #[test]
    fn a_ranking_round_trips_through_its_stored_form() {
        let ranked = [
            (7, 0.125),
            (3, -0.5),
            (i64::from(u32::MAX), f64::MIN_POSITIVE),
        ];
        assert_eq!(
            decode_ranking(&encode_ranking(&ranked).unwrap()).unwrap(),
            ranked
        );
        assert!(encode_ranking(&[(i64::from(u32::MAX) + 1, 0.0)]).is_err());
        assert!(decode_ranking(&[0; 13]).is_err());
        assert_eq!(decode_ranking(&[]).unwrap(), []);
    }

    #[test]
    fn awards_round_trip_through_their_stored_form() {
        let awards = [
            StoredAward {
                index_id: 31,
                month: ym(202608),
                rank: 1,
                figure: 0.2054,
            },
            StoredAward {
                index_id: 1,
                month: ym(198303),
                rank: 3,
                figure: -1.5,
            },
        ];
        assert_eq!(
            decode_awards(&encode_awards(&awards).unwrap()).unwrap(),
            awards
        );
        assert!(decode_awards(&[0; 17]).is_err());
        let too_far = StoredAward {
            rank: 70_000,
            ..awards[0]
        };
        assert!(encode_awards(&[too_far]).is_err());
    }

    #[test]
    fn a_month_is_named_by_month_or_by_a_date_in_it() {
        assert_eq!(month_of("m", "2026-08").unwrap(), ym(202608));
        assert_eq!(month_of("m", "2026-08-31").unwrap(), ym(202608));
        for bad in ["2026-13", "2026-8", "202608", "2026-08-1", "x", ""] {
            assert!(month_of("m", bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_top_three_places_win_badges() {
        assert_eq!(badge(1), Some(Badge::Gold));
        assert_eq!(badge(2), Some(Badge::Silver));
        assert_eq!(badge(3), Some(Badge::Bronze));
        assert_eq!(badge(4), None);
        assert_eq!(AWARD_TOP_RANKS, 3);
    }

    #[test]
    fn the_minimum_investment_sort_compares_us_dollars() {
        let program = |id: i64, currency: &str, investment_min: f64| RankedProgramRow {
            id,
            program_name: format!("P{id}"),
            program_uri: format!("p{id}"),
            group_id: 1,
            group_name: "G".to_owned(),
            group_uri: "g".to_owned(),
            group_status_id: 1,
            program_status_id: 1,
            hide_program: 0,
            investment_min: Some(investment_min),
            currency: currency.to_owned(),
            date_inception: None,
        };
        let programs = HashMap::from([
            (1, program(1, "USD", 150_000.0)),
            (2, program(2, "JPY", 10_000_000.0)),
            (3, program(3, "USD", 50_000.0)),
        ]);
        let rates = ExchangeRates::new([crate::exchange_rates::ExchangeRate {
            currency: "JPY".to_owned(),
            month: ym(202601),
            usd_per_unit: 0.01,
        }]);
        let ranking = [(1, 0.03), (2, 0.02), (3, 0.01)];
        let (mut rows, _) = ranked_rows(&ranking, &programs, &rates, |_| true);
        assert_eq!(rows[1].investment_min_usd, Some(100_000.0));
        sort_ranking(&mut rows, RankingSortKey::InvestmentMin, false);
        let order: Vec<i64> = rows.iter().map(|row| row.program_id).collect();
        assert_eq!(order, [3, 2, 1]);
    }
}
