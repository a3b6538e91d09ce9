//! A blend's report data from the blender's current (possibly unsaved) allocations: validated by
//! the rules of saving a blend, blended by `analytics_core::blend_figures` exactly as the browser's
//! `BlendComputer` does (the programs with returns in the orders' order, their amounts' values in
//! the blend's base currency and their leverages, the S&P 500, the default options), with the
//! lines its chart draws.

use std::collections::{HashMap, HashSet};

use ::reports::{BlendProgram, BlendReport, GrowthLine, Lang};
use analytics_core::blend::{Allocation, BlendComponent};
use analytics_core::relations::correlation_matrix;
use analytics_core::{
    blend_figures, AnalyticsError, BlendFigures, MonthValue, ReturnSeries, StatisticsOptions,
};
use serde::Deserialize;
use sqlx::Row;
use utoipa::ToSchema;

use crate::access::Principal;
use crate::blends::currency::Base;
use crate::blends::model::OrderInput;
use crate::blends::orders::{check_orders, program_terms, refuse_duplicates};
use crate::blends::read::benchmark;
use crate::blends::rules::{self, OrderValues};
use crate::error::{Error, Result};
use crate::exchange_rates;
use crate::returns::model::SeriesKind;
use crate::returns::series::compare_series;
use crate::returns::statistics::return_series;
use crate::storage::Db;

/// The most lines a report's chart compares the blend with, besides its own programs.
pub const MAX_COMPARISONS: usize = 10;

/// Which months the blend's figures cover: the blender's "Figures cover" choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Period {
    /// Every month any program has.
    Whole,
    /// Only the months every program has.
    Shared,
}

/// A series the blend's chart compares with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, ToSchema)]
pub struct ComparisonRef {
    pub kind: SeriesKind,
    pub id: i64,
}

/// The blender's allocations as they stand, to print.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BlendReportRequest {
    /// The blend's name as the blender shows it: 1 to 100 characters.
    #[schema(min_length = 1, max_length = 100)]
    pub name: String,
    pub period: Period,
    /// 1 to 50 orders, each as the blender saves it (`color` is ignored).
    #[schema(min_items = 1, max_items = 50)]
    pub orders: Vec<OrderInput>,
    /// What the chart compares with: at most 10.
    #[serde(default)]
    #[schema(max_items = 10)]
    pub comparisons: Vec<ComparisonRef>,
    /// The currency the blend sums its amounts in, as the blender shows it: `USD` (the default)
    /// or a currency the site holds rates for.
    #[serde(default = "dollar")]
    #[schema(
        pattern = "^[A-Z]{3}$",
        min_length = 3,
        max_length = 3,
        default = "USD"
    )]
    pub base_currency: String,
}

fn dollar() -> String {
    crate::exchange_rates::USD.to_owned()
}

/// One order's program as the report needs it.
struct OrderProgram {
    program_name: String,
    group_name: String,
    currency: String,
    series: Option<ReturnSeries>,
}

/// The request's own bounds, before any reading: the name (keyed `name`), the count of orders
/// (`orders`: `empty`, `tooMany`), duplicates (409 `duplicate`, as saving) and comparisons
/// (`comparisons`: `tooMany`).
pub fn check_request(request: &BlendReportRequest) -> Result<String> {
    let name = rules::blend_name(&request.name).map_err(|error| match error {
        Error::Validation(fields) => Error::Validation(
            fields
                .into_values()
                .map(|key| ("name".to_owned(), key))
                .collect(),
        ),
        other => other,
    })?;
    if request.orders.is_empty() {
        return Err(Error::field("orders", "empty"));
    }
    rules::check_count(request.orders.len())?;
    if request.comparisons.len() > MAX_COMPARISONS {
        return Err(Error::field("comparisons", "tooMany"));
    }
    let ids: Vec<i64> = request.orders.iter().map(|o| o.program_id).collect();
    refuse_duplicates(&ids, &HashSet::new())?;
    Ok(name)
}

/// The blend's report and its file name, for `viewer`. Programs or comparisons `viewer` may not
/// see are not found; each order's values are checked as saving checks them (`orders.{i}.…`);
/// a blend with no months is `no_months`.
pub async fn blend_report(
    db: &Db,
    viewer: &Principal,
    request: &BlendReportRequest,
    lang: Lang,
) -> Result<(BlendReport, String)> {
    let name = check_request(request)?;
    let ids: Vec<i64> = request.orders.iter().map(|o| o.program_id).collect();
    let terms = program_terms(db, Some(viewer), &ids).await?;
    // The colour is the chart's business, not the report's: it is not checked.
    check_orders(
        request.orders.iter().map(|order| {
            let values = OrderValues {
                quantity: Some(order.quantity),
                leverage: Some(order.leverage),
                color: None,
            };
            (order.program_id, values)
        }),
        &terms,
    )?;
    let programs = order_programs(db, &ids).await?;
    let amounts = base_amounts(db, request, &programs).await?;
    let benchmark = match benchmark(db).await? {
        Some(benchmark) => benchmark.series()?,
        None => None,
    };
    let mut compared = Vec::with_capacity(request.comparisons.len());
    for comparison in &request.comparisons {
        let series = compare_series(db, Some(viewer), comparison.kind, comparison.id).await?;
        let label = match (lang, series.title_zh) {
            (Lang::ZhHans, Some(title)) if !title.is_empty() => title,
            _ => series.title,
        };
        compared.push(GrowthLine {
            label,
            vami: series.vami,
        });
    }
    let figures = blended(request, &programs, &amounts, benchmark.as_ref())?;
    let report = report_of(name, lang, request, &programs, figures, compared);
    let file_name = format!(
        "{}-{}.pdf",
        crate::slug::of(&report.blend_name, "blend"),
        report.data_month
    );
    Ok((report, file_name))
}

/// Each program's name, company, currency and returns, by id.
async fn order_programs(db: &Db, ids: &[i64]) -> Result<HashMap<i64, OrderProgram>> {
    let mut programs = HashMap::with_capacity(ids.len());
    for &id in ids {
        let row = sqlx::query(
            "SELECT p.program_name, p.currency, g.group_name FROM programs p \
             JOIN groups g ON g.id = p.group_id WHERE p.id = $1",
        )
        .bind(id)
        .fetch_optional(&db.pool)
        .await?
        .ok_or(Error::NotFound)?;
        let months = crate::returns::program_returns(db, id).await?;
        let series = if months.is_empty() {
            None
        } else {
            Some(return_series(&months)?)
        };
        programs.insert(
            id,
            OrderProgram {
                program_name: row.try_get("program_name")?,
                group_name: row.try_get("group_name")?,
                currency: row.try_get("currency")?,
                series,
            },
        );
    }
    Ok(programs)
}

/// Each order's amount in the request's base currency at the latest rates, by program id: what
/// the engine blends, as the blender gives it. `baseCurrency` or `orders.{i}`: `noExchangeRate`
/// when one cannot be converted.
async fn base_amounts(
    db: &Db,
    request: &BlendReportRequest,
    programs: &HashMap<i64, OrderProgram>,
) -> Result<HashMap<i64, f64>> {
    let currency = |order: &OrderInput| {
        programs
            .get(&order.program_id)
            .map_or(exchange_rates::USD, |p| p.currency.as_str())
    };
    let currencies = request.orders.iter().map(currency);
    let rates =
        exchange_rates::read_of(db, currencies.chain([request.base_currency.as_str()])).await?;
    exchange_rates::base_currency_rate(&request.base_currency, &rates)?;
    let values = Base::of(&request.base_currency, &rates).values(
        request.orders.iter().map(|o| (o.quantity, currency(o))),
        &rates,
    )?;
    Ok(request
        .orders
        .iter()
        .map(|o| o.program_id)
        .zip(values)
        .collect())
}

/// The orders whose programs have returns, in order: the blend's components (the browser leaves
/// a program without returns out).
fn with_returns<'a>(
    request: &'a BlendReportRequest,
    programs: &'a HashMap<i64, OrderProgram>,
) -> Vec<(&'a OrderInput, &'a OrderProgram, &'a ReturnSeries)> {
    request
        .orders
        .iter()
        .filter_map(|order| {
            let program = programs.get(&order.program_id)?;
            Some((order, program, program.series.as_ref()?))
        })
        .collect()
}

/// `blend_figures` of the orders at their `amounts` in the base currency, as the blender's
/// `computeShown`; `no_months` when the blend has no month (no program with returns, or no
/// shared month).
fn blended(
    request: &BlendReportRequest,
    programs: &HashMap<i64, OrderProgram>,
    amounts: &HashMap<i64, f64>,
    benchmark: Option<&ReturnSeries>,
) -> Result<BlendFigures> {
    let parts = with_returns(request, programs);
    let components = parts
        .iter()
        .map(|(order, _, series)| {
            let amount = amounts.get(&order.program_id).copied().unwrap_or_default();
            Ok(BlendComponent {
                series,
                allocation: Allocation::new(amount, order.leverage)?,
            })
        })
        .collect::<Result<Vec<_>>>()?;
    let all: Vec<&ReturnSeries> = parts.iter().map(|part| part.2).collect();
    blend_figures(
        &components,
        request.period == Period::Shared,
        benchmark,
        &StatisticsOptions::default(),
        correlation_matrix(&all),
    )
    .map_err(|error| match error {
        AnalyticsError::EmptyBlend | AnalyticsError::NoCommonMonths => {
            Error::Unprocessable("no_months")
        }
        other => other.into(),
    })
}

/// The report: the components as `programs`, and the chart's lines as the blender draws them —
/// each shown program's growth, then the comparisons — rebased at the blend's start.
fn report_of(
    name: String,
    lang: Lang,
    request: &BlendReportRequest,
    programs: &HashMap<i64, OrderProgram>,
    figures: BlendFigures,
    compared: Vec<GrowthLine>,
) -> BlendReport {
    let parts = with_returns(request, programs);
    let start = figures.statistics.vami.first().map(|point| point.month);
    let rebased = |vami: &[MonthValue]| match start {
        Some(start) => rebase_at(vami, start),
        None => vami.to_vec(),
    };
    let own = parts
        .iter()
        .filter(|(order, _, _)| order.chart_visible.unwrap_or(true))
        .map(|(_, program, series)| GrowthLine {
            label: program.program_name.clone(),
            vami: rebased(&program_vami(series)),
        });
    let others = compared.into_iter().map(|line| GrowthLine {
        vami: rebased(&line.vami),
        label: line.label,
    });
    let comparisons = own.chain(others).collect();
    BlendReport {
        lang,
        data_month: figures.statistics.last_month,
        blend_name: name,
        base_currency: request.base_currency.clone(),
        programs: parts
            .iter()
            .map(|(_, program, series)| BlendProgram {
                program_name: program.program_name.clone(),
                company_name: program.group_name.clone(),
                currency: program.currency.clone(),
                span: Some((series.first_month(), series.last_month())),
            })
            .collect(),
        figures,
        comparisons,
    }
}

/// A program's own growth of 1,000 from its returns, as the blender charts it (the web's
/// `programVami`): 1000 the month before the first return, then compounded return by return.
pub fn program_vami(series: &ReturnSeries) -> Vec<MonthValue> {
    let mut value = 1000.0;
    let mut points = Vec::with_capacity(series.len() + 1);
    points.push(MonthValue {
        month: series.first_month().prev(),
        value,
    });
    for (month, r) in series.months().iter().zip(series.values()) {
        value *= 1.0 + r;
        points.push(MonthValue {
            month: *month,
            value,
        });
    }
    points
}

/// A growth line rebased to 1000 at `start` and cut before it; a line that starts later keeps
/// its own start (the web's `rebaseAt`).
pub fn rebase_at(points: &[MonthValue], start: analytics_core::YearMonth) -> Vec<MonthValue> {
    let Some(base) = points.iter().rposition(|point| point.month <= start) else {
        return points.to_vec();
    };
    let base_value = points[base].value;
    if base_value <= 0.0 {
        return points[base..].to_vec();
    }
    points[base..]
        .iter()
        .enumerate()
        .map(|(index, point)| MonthValue {
            month: if index == 0 { start } else { point.month },
            value: point.value / base_value * 1000.0,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use analytics_core::{MonthlyReturn, YearMonth};

    fn series(first: i32, values: &[f64]) -> ReturnSeries {
        let first = YearMonth::from_yyyymm(first).unwrap();
        ReturnSeries::new(
            values
                .iter()
                .enumerate()
                .map(|(i, &value)| MonthlyReturn {
                    month: first.plus_months(i as i32),
                    value,
                    estimated: false,
                })
                .collect(),
        )
        .unwrap()
    }

    fn order(program_id: i64, quantity: f64) -> OrderInput {
        OrderInput {
            program_id,
            quantity,
            leverage: 1.0,
            color: None,
            chart_visible: None,
        }
    }

    fn request(orders: Vec<OrderInput>, period: Period) -> BlendReportRequest {
        BlendReportRequest {
            name: "Core".to_owned(),
            period,
            orders,
            comparisons: Vec::new(),
            base_currency: "USD".to_owned(),
        }
    }

    fn program(name: &str, series: Option<ReturnSeries>) -> OrderProgram {
        OrderProgram {
            program_name: name.to_owned(),
            group_name: "Acme".to_owned(),
            currency: "USD".to_owned(),
            series,
        }
    }

    /// The amounts of a request in dollars, typed in dollars.
    fn in_dollars(request: &BlendReportRequest) -> HashMap<i64, f64> {
        request
            .orders
            .iter()
            .map(|o| (o.program_id, o.quantity))
            .collect()
    }

    fn key(result: Result<String>) -> (String, String) {
        match result {
            Err(Error::Validation(fields)) => fields.into_iter().next().unwrap(),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn the_request_is_bounded_like_a_save() {
        let mut bad = request(vec![], Period::Whole);
        assert_eq!(key(check_request(&bad)), ("orders".into(), "empty".into()));
        bad.orders = (0..51).map(|id| order(id, 1.0)).collect();
        assert_eq!(
            key(check_request(&bad)),
            ("orders".into(), "tooMany".into())
        );
        bad.orders = vec![order(1, 1.0)];
        bad.name = " ".to_owned();
        assert_eq!(key(check_request(&bad)), ("name".into(), "required".into()));
        bad.name = "x".repeat(101);
        assert_eq!(key(check_request(&bad)), ("name".into(), "tooLong".into()));
        bad.name = "Core".to_owned();
        bad.comparisons = vec![
            ComparisonRef {
                kind: SeriesKind::Index,
                id: 1
            };
            11
        ];
        assert_eq!(
            key(check_request(&bad)),
            ("comparisons".into(), "tooMany".into())
        );
        bad.comparisons.clear();
        bad.orders = vec![order(1, 1.0), order(1, 2.0)];
        assert_eq!(check_request(&bad).unwrap_err().code(), "duplicate");
    }

    #[test]
    fn a_blend_without_months_is_no_months_and_programs_without_returns_are_left_out() {
        let programs = HashMap::from([
            (1, program("A", Some(series(202401, &[0.01, 0.02])))),
            (2, program("B", Some(series(202406, &[0.03])))),
            (3, program("C", None)),
        ]);
        let shared = request(vec![order(1, 100.0), order(2, 100.0)], Period::Shared);
        let error = blended(&shared, &programs, &in_dollars(&shared), None).unwrap_err();
        assert_eq!(
            (error.status_code().as_u16(), error.code()),
            (422, "no_months")
        );
        let none = request(vec![order(3, 100.0)], Period::Whole);
        assert_eq!(
            blended(&none, &programs, &in_dollars(&none), None)
                .unwrap_err()
                .code(),
            "no_months"
        );
        let whole = request(
            vec![order(3, 100.0), order(2, 100.0), order(1, 300.0)],
            Period::Whole,
        );
        let figures = blended(&whole, &programs, &in_dollars(&whole), None).unwrap();
        assert_eq!(figures.allocations.len(), 2);
        assert_eq!(figures.allocations[1].percent_allocated, 0.75);
        let report = report_of("Core".into(), Lang::En, &whole, &programs, figures, vec![]);
        let names: Vec<&str> = report
            .programs
            .iter()
            .map(|p| p.program_name.as_str())
            .collect();
        assert_eq!(names, ["B", "A"]);
        assert_eq!(report.data_month, YearMonth::of(2024, 6));
        // Each shown program's line starts at the blend's first point, 1000.
        let start = report.figures.statistics.vami[0].month;
        assert!(report
            .comparisons
            .iter()
            .all(|line| line.vami[0].month >= start));
    }

    #[test]
    fn lines_are_rebased_at_the_blend_start_as_the_web_does() {
        let vami = program_vami(&series(202401, &[0.10, 0.10, -0.5]));
        assert_eq!(vami[0].month, YearMonth::of(2023, 12));
        assert_eq!(vami[0].value, 1000.0);
        let rebased = rebase_at(&vami, YearMonth::of(2024, 1));
        assert_eq!(rebased.len(), 3);
        assert_eq!(rebased[0].value, 1000.0);
        assert!((rebased[1].value - 1100.0).abs() < 1e-9);
        // A line that starts later keeps its own start.
        assert_eq!(rebase_at(&vami, YearMonth::of(2020, 1)), vami);
        // Between two points, the earlier one is the base, moved to the start.
        let between = rebase_at(&vami, YearMonth::of(2024, 2));
        assert_eq!(between[0].month, YearMonth::of(2024, 2));
        assert!((between[1].value - 500.0).abs() < 1e-9);
    }
}
