//! Series to chart beside a program: the comparison list (programs, then indexes), one series'
//! growth of 1,000, and the market quotes page's index figures.

use analytics_core::growth::growth;
use analytics_core::period_returns::program_period_returns;
use analytics_core::{CarorType, ReturnSeries};

use super::model::{CompareItem, CompareSeries, MarketQuote, SeriesKind};
use super::rules::{rebased_tail, QUOTE_CHART_MONTHS};
use super::statistics::return_series;
use super::store::{index_returns, indexes, listed_programs, program_returns, series_program};
use crate::access::{may_see_program, Principal};
use crate::error::{Error, Result};
use crate::storage::Db;

/// The comparison dropdown: the programs `viewer` may see by title, then the indexes.
pub async fn compare_items(db: &Db, viewer: Option<&Principal>) -> Result<Vec<CompareItem>> {
    let mut items: Vec<CompareItem> = listed_programs(db, viewer.is_some())
        .await?
        .into_iter()
        .map(|program| CompareItem {
            kind: SeriesKind::Program,
            id: program.id,
            title: format!("{} – {}", program.group_name, program.program_name),
            title_zh: None,
            portfolio_uri: None,
        })
        .collect();
    for index in indexes(db).await? {
        items.push(CompareItem {
            kind: SeriesKind::Index,
            id: index.id,
            title: index.name_en,
            title_zh: Some(index.name_zh),
            portfolio_uri: Some(index.uri),
        });
    }
    Ok(items)
}

/// The growth of 1,000 of program or index `id`; not found when `viewer` may not see the
/// program, or the series has no returns.
pub async fn compare_series(
    db: &Db,
    viewer: Option<&Principal>,
    kind: SeriesKind,
    id: i64,
) -> Result<CompareSeries> {
    match kind {
        SeriesKind::Program => program_series(db, viewer, id).await,
        SeriesKind::Index => {
            let index = indexes(db)
                .await?
                .into_iter()
                .find(|index| index.id == id)
                .ok_or(Error::NotFound)?;
            let returns = index_series(db, index.id).await?.ok_or(Error::NotFound)?;
            Ok(CompareSeries {
                kind: SeriesKind::Index,
                id: index.id,
                title: index.name_en,
                title_zh: Some(index.name_zh),
                vami: growth(&returns, CarorType::Cumulative).vami,
            })
        }
    }
}

async fn program_series(
    db: &Db,
    viewer: Option<&Principal>,
    program_id: i64,
) -> Result<CompareSeries> {
    let program = series_program(db, program_id)
        .await?
        .ok_or(Error::NotFound)?;
    let visible = may_see_program(
        viewer,
        program.group_id,
        program.group_status_id,
        program.program_status_id,
        program.hide_program,
    );
    let months = program_returns(db, program_id).await?;
    if !visible || months.is_empty() {
        return Err(Error::NotFound);
    }
    let caror_type = CarorType::from_id(program.caror_type)
        .ok_or_else(|| anyhow::anyhow!("program {program_id} has an unknown carorType"))?;
    Ok(CompareSeries {
        kind: SeriesKind::Program,
        id: program_id,
        title: format!("{} – {}", program.group_name, program.program_name),
        title_zh: None,
        vami: growth(&return_series(&months)?, caror_type).vami,
    })
}

async fn index_series(db: &Db, index_id: i64) -> Result<Option<ReturnSeries>> {
    let months = index_returns(db, index_id).await?;
    if months.is_empty() {
        return Ok(None);
    }
    return_series(&months).map(Some)
}

/// Every index the site holds with its latest figures and a small chart.
pub async fn market_quotes(db: &Db) -> Result<Vec<MarketQuote>> {
    let mut quotes = Vec::new();
    for index in indexes(db).await? {
        let Some(series) = index_series(db, index.id).await? else {
            continue;
        };
        let growth = growth(&series, CarorType::Cumulative);
        let periods = program_period_returns(&series, &growth);
        quotes.push(MarketQuote {
            id: index.id,
            portfolio_uri: index.uri,
            kind: index.kind,
            name_en: index.name_en,
            name_zh: index.name_zh,
            last_month: series.last_month(),
            month_return: periods.last_return,
            ytd_return: periods.ytd_return,
            twelve_month_return: periods.full_year_return.map(|r| r.cumulative),
            vami: rebased_tail(&growth.vami, QUOTE_CHART_MONTHS),
        });
    }
    Ok(quotes)
}
