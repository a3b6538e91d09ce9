//! Series to chart beside a program: the comparison list (programs, then indexes), one series'
//! growth of 1,000, and the market quotes page's index figures.

use analytics_core::growth::growth;
use analytics_core::period_returns::program_period_returns;
use analytics_core::{CarorType, MonthValue, ReturnSeries};
use axum::extract::State;
use axum::Json;
use serde::{Deserialize, Serialize};
use sqlx::Row;
use utoipa::{IntoParams, ToSchema};

use crate::access::{may_see_program, Principal};
use crate::error::{Error, Result};
use crate::extract::ApiQuery;
use crate::reference::program_status;
use crate::returns::statistics::return_series;
use crate::state::AppState;
use crate::storage::Db;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum SeriesKind {
    Program,
    Index,
}

/// One choice of the comparison dropdown.
#[derive(Debug, Serialize, ToSchema)]
pub struct CompareItem {
    pub kind: SeriesKind,
    pub id: i64,
    /// "Company – Program" for a program; the index's name in English.
    pub title: String,
    /// The index's Chinese name (programs have none).
    #[serde(rename = "titleZh")]
    pub title_zh: Option<String>,
}

/// A charted series: its growth of 1,000.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompareSeries {
    pub kind: SeriesKind,
    pub id: i64,
    pub title: String,
    pub title_zh: Option<String>,
    /// 1000 at the month before the first return (`YYYY-MM` months).
    #[schema(schema_with = month_values_schema)]
    pub vami: Vec<MonthValue>,
}

/// The API document's shape of analytics-core's month values: `[{month: "YYYY-MM", value}]`.
fn month_values_schema() -> utoipa::openapi::schema::Array {
    use utoipa::openapi::schema::{ArrayBuilder, ObjectBuilder, Type};
    let point = ObjectBuilder::new()
        .property(
            "month",
            ObjectBuilder::new()
                .schema_type(Type::String)
                .description(Some("YYYY-MM")),
        )
        .required("month")
        .property("value", ObjectBuilder::new().schema_type(Type::Number))
        .required("value");
    ArrayBuilder::new().items(point).build()
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SeriesQuery {
    pub kind: SeriesKind,
    pub id: i64,
}

/// The comparison dropdown: visible programs by title, then the indexes.
#[utoipa::path(get, path = "/api/v1/compare-items", tag = "programs", operation_id = "compareItems",
    responses(crate::error::UriErrors,
              (status = 200, body = Vec<CompareItem>)))]
pub async fn compare_items(
    State(state): State<AppState>,
    user: Option<Principal>,
) -> Result<Json<Vec<CompareItem>>> {
    let viewer = user.as_ref();
    let hidden = if viewer.is_some() {
        ""
    } else {
        "AND p.hide_program = 0"
    };
    let rows = sqlx::query(&format!(
        "SELECT p.id, g.group_name, p.program_name FROM programs p \
         JOIN groups g ON g.id = p.group_id \
         JOIN program_listings l ON l.program_id = p.id AND l.return_count > 0 \
         WHERE g.group_status_id = $1 AND p.program_status_id = $2 {hidden} \
         ORDER BY g.group_name, p.program_name, p.id"
    ))
    .bind(crate::reference::group_status::ACTIVE)
    .bind(program_status::ACTIVE)
    .fetch_all(&state.db.pool)
    .await?;
    let mut items = rows
        .iter()
        .map(|row| {
            let group: String = row.try_get("group_name")?;
            let program: String = row.try_get("program_name")?;
            Ok(CompareItem {
                kind: SeriesKind::Program,
                id: row.try_get("id")?,
                title: format!("{group} – {program}"),
                title_zh: None,
            })
        })
        .collect::<Result<Vec<_>>>()?;
    for index in indexes(&state.db).await? {
        items.push(CompareItem {
            kind: SeriesKind::Index,
            id: index.id,
            title: index.name_en,
            title_zh: Some(index.name_zh),
        });
    }
    Ok(Json(items))
}

/// One program's or index's growth of 1,000, to chart beside a program or a blend.
#[utoipa::path(get, path = "/api/v1/compare-series", tag = "programs", operation_id = "compareSeries",
    params(SeriesQuery),
    responses(crate::error::ParameterErrors,
              (status = 200, body = CompareSeries), (status = 404, body = crate::error::ApiErrorBody)))]
pub async fn compare_series(
    State(state): State<AppState>,
    user: Option<Principal>,
    ApiQuery(query): ApiQuery<SeriesQuery>,
) -> Result<Json<CompareSeries>> {
    let viewer = user.as_ref();
    let series = match query.kind {
        SeriesKind::Program => program_series(&state.db, viewer, query.id).await?,
        SeriesKind::Index => {
            let index = indexes(&state.db)
                .await?
                .into_iter()
                .find(|index| index.id == query.id)
                .ok_or(Error::NotFound)?;
            let returns = index_series(&state.db, index.id)
                .await?
                .ok_or(Error::NotFound)?;
            CompareSeries {
                kind: SeriesKind::Index,
                id: index.id,
                title: index.name_en,
                title_zh: Some(index.name_zh),
                vami: growth(&returns, CarorType::Cumulative).vami,
            }
        }
    };
    Ok(Json(series))
}

async fn program_series(
    db: &Db,
    viewer: Option<&Principal>,
    program_id: i64,
) -> Result<CompareSeries> {
    let row = sqlx::query(
        "SELECT p.group_id, g.group_status_id, p.program_status_id, p.hide_program, \
         p.caror_type, g.group_name, p.program_name FROM programs p \
         JOIN groups g ON g.id = p.group_id WHERE p.id = $1",
    )
    .bind(program_id)
    .fetch_optional(&db.pool)
    .await?
    .ok_or(Error::NotFound)?;
    let visible = may_see_program(
        viewer,
        row.try_get("group_id")?,
        row.try_get("group_status_id")?,
        row.try_get("program_status_id")?,
        row.try_get::<i64, _>("hide_program")? != 0,
    );
    let months = crate::returns::program_returns(db, program_id).await?;
    if !visible || months.is_empty() {
        return Err(Error::NotFound);
    }
    let caror_type = CarorType::from_id(row.try_get("caror_type")?)
        .ok_or_else(|| anyhow::anyhow!("program {program_id} has an unknown carorType"))?;
    let group: String = row.try_get("group_name")?;
    let program: String = row.try_get("program_name")?;
    Ok(CompareSeries {
        kind: SeriesKind::Program,
        id: program_id,
        title: format!("{group} – {program}"),
        title_zh: None,
        vami: growth(&return_series(&months)?, caror_type).vami,
    })
}

struct IndexRow {
    id: i64,
    uri: String,
    kind: String,
    name_en: String,
    name_zh: String,
}

/// The indexes the site holds, the benchmark first.
async fn indexes(db: &Db) -> Result<Vec<IndexRow>> {
    let rows = sqlx::query(
        "SELECT id, portfolio_uri, kind, portfolio_name_en, portfolio_name_zh FROM indexes \
         ORDER BY CASE kind WHEN 'benchmark' THEN 0 WHEN 'main' THEN 1 ELSE 2 END, \
         portfolio_name_en",
    )
    .fetch_all(&db.pool)
    .await?;
    rows.iter()
        .map(|row| {
            Ok(IndexRow {
                id: row.try_get("id")?,
                uri: row.try_get("portfolio_uri")?,
                kind: row.try_get("kind")?,
                name_en: row.try_get("portfolio_name_en")?,
                name_zh: row.try_get("portfolio_name_zh")?,
            })
        })
        .collect()
}

async fn index_series(db: &Db, index_id: i64) -> Result<Option<ReturnSeries>> {
    let months = crate::returns::index_returns(db, index_id).await?;
    if months.is_empty() {
        return Ok(None);
    }
    return_series(&months).map(Some)
}

/// Months of history the market quotes chart.
pub const QUOTE_CHART_MONTHS: usize = 36;

/// An index's line on the market quotes page.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MarketQuote {
    pub id: i64,
    pub portfolio_uri: String,
    /// `benchmark`, `main`, `sector`, `strategy` or `methodology`.
    pub kind: String,
    pub name_en: String,
    pub name_zh: String,
    /// `YYYY-MM` of the latest return.
    #[schema(value_type = String)]
    pub last_month: analytics_core::YearMonth,
    pub month_return: Option<f64>,
    pub ytd_return: Option<f64>,
    /// Trailing 12 months, cumulative.
    pub twelve_month_return: Option<f64>,
    /// The last 36 months' growth, rebased to 1000 at their start.
    #[schema(schema_with = month_values_schema)]
    pub vami: Vec<MonthValue>,
}

/// Every index the site holds with its latest figures and a small chart.
#[utoipa::path(get, path = "/api/v1/market-quotes", tag = "programs", operation_id = "marketQuotes",
    responses(crate::error::UriErrors,
              (status = 200, body = Vec<MarketQuote>)))]
pub async fn market_quotes(State(state): State<AppState>) -> Result<Json<Vec<MarketQuote>>> {
    let mut quotes = Vec::new();
    for index in indexes(&state.db).await? {
        let Some(series) = index_series(&state.db, index.id).await? else {
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
    Ok(Json(quotes))
}

/// The last `months` months of a VAMI, rebased to 1000 at the point before them.
fn rebased_tail(vami: &[MonthValue], months: usize) -> Vec<MonthValue> {
    let tail = &vami[vami.len().saturating_sub(months + 1)..];
    let Some(base) = tail.first().map(|p| p.value).filter(|v| *v > 0.0) else {
        return tail.to_vec();
    };
    tail.iter()
        .map(|p| MonthValue {
            month: p.month,
            value: p.value / base * 1000.0,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use analytics_core::YearMonth;

    fn point(month: i32, value: f64) -> MonthValue {
        MonthValue {
            month: YearMonth::from_yyyymm(month).unwrap(),
            value,
        }
    }

    #[test]
    fn the_chart_tail_starts_at_1000() {
        let vami = [
            point(202012, 1000.0),
            point(202101, 1100.0),
            point(202102, 1210.0),
        ];
        let tail = rebased_tail(&vami, 1);
        assert_eq!(tail, [point(202101, 1000.0), point(202102, 1100.0)]);
        assert_eq!(rebased_tail(&vami, 36).len(), 3);
    }
}
