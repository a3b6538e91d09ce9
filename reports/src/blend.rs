//! The blend report: allocations, the blender's summary card, the growth chart with its
//! comparisons, the hypothetical monthly table, the correlation matrix and statistics.

use analytics_core::month::YearMonth;
use analytics_core::series::MonthValue;
use analytics_core::summary::BlendFigures;
use serde_json::{json, Value};

use crate::chart::{self, Line, Values, PALETTE};
use crate::format::{self, decimal, month, percent};
use crate::i18n::{text, text_with};
use crate::program::{monthly_table, statistics_rows, table};
use crate::{Error, Lang, Result};

pub const TEMPLATE: &str = include_str!("../templates/blend.typ");

/// Returns needed before CAROR is shown (the web's `minReturnsForCaror`).
const MIN_RETURNS_FOR_CAROR: usize = 24;

/// One program of a blend, in the blend's component order (the order of
/// [`BlendFigures::allocations`] and of the correlation matrix).
#[derive(Clone, Debug, PartialEq)]
pub struct BlendProgram {
    pub program_name: String,
    pub company_name: String,
    /// ISO code of the currency the program's amount is typed in; US dollars when empty.
    pub currency: String,
    /// The program's first and last month with a return; `None` for a program without returns
    /// (the engine leaves those out of the period).
    pub span: Option<(YearMonth, YearMonth)>,
}

/// A line of the blend's growth chart besides the blend's own: a program or the S&P 500, as
/// growth of 1,000 over the blend's months (what the blender charts).
#[derive(Clone, Debug, PartialEq)]
pub struct GrowthLine {
    pub label: String,
    pub vami: Vec<MonthValue>,
}

/// Everything a blend report shows. `figures` is what the blender computes for the blend
/// (`analytics_core::summary::blend_figures`).
#[derive(Clone, Debug, PartialEq)]
pub struct BlendReport {
    pub lang: Lang,
    /// The site's data month, printed as "Data as of …".
    pub data_month: YearMonth,
    pub blend_name: String,
    /// ISO code of the currency the blend sums its amounts in, that of
    /// `figures.allocations[].amount`; US dollars when empty.
    pub base_currency: String,
    pub programs: Vec<BlendProgram>,
    pub figures: BlendFigures,
    pub comparisons: Vec<GrowthLine>,
}

/// The blender card's sentence on the period the figures cover (the web's `coverageText`).
fn coverage_text(spans: &[(YearMonth, YearMonth)], shared: bool, lang: Lang) -> Option<String> {
    // A month that never breaks across lines, as on the page.
    let m = |value: YearMonth| month(value, lang).replace(' ', "\u{a0}");
    let firsts = spans.iter().map(|span| span.0);
    let lasts = spans.iter().map(|span| span.1);
    let (first, last) = if shared {
        (firsts.max()?, lasts.min()?)
    } else {
        (firsts.min()?, lasts.max()?)
    };
    if first > last {
        return None;
    }
    let range = text_with(
        lang,
        "blender.periodRange",
        &[("from", &m(first)), ("to", &m(last))],
    );
    let count = spans.len();
    if count < 2 {
        return Some(range);
    }
    if shared {
        return Some(text_with(
            lang,
            "blender.periodShared",
            &[("period", &range), ("count", &count.to_string())],
        ));
    }
    let mut changes: Vec<YearMonth> = spans
        .iter()
        .flat_map(|span| [span.0, span.1.plus_months(1)])
        .filter(|change| *change <= last)
        .collect();
    changes.sort();
    changes.dedup();
    let mut parts: Vec<(YearMonth, usize)> = Vec::new();
    for from in changes {
        let covering = spans
            .iter()
            .filter(|span| span.0 <= from && from <= span.1)
            .count();
        if parts.last().map(|part| part.1) != Some(covering) {
            parts.push((from, covering));
        }
    }
    if parts.len() == 1 {
        return Some(range);
    }
    let total = count.to_string();
    let described: Vec<String> = parts
        .iter()
        .map(|(from, covering)| {
            let n = covering.to_string();
            let params = [
                ("count", n.as_str()),
                ("total", total.as_str()),
                ("month", &m(*from)),
            ];
            let key = if *covering == count {
                "blender.coverageAll"
            } else if *covering == 0 {
                "blender.coverageNone"
            } else {
                "blender.coverageSome"
            };
            text_with(lang, key, &params)
        })
        .collect();
    Some(text_with(
        lang,
        "blender.periodParts",
        &[
            ("period", &range),
            (
                "parts",
                &described.join(&text(lang, "blender.coverageSeparator")),
            ),
        ],
    ))
}

/// The report's text and charts: the JSON the template reads and the SVG files it places.
pub fn view(report: &BlendReport) -> Result<(Value, Vec<(&'static str, String)>)> {
    let lang = report.lang;
    let t = |key: &str| text(lang, key);
    let stats = &report.figures.statistics;
    if report.programs.is_empty() {
        return Err(Error::NoData("the blend has no programs"));
    }
    if stats.return_count == 0 || stats.vami.len() < 2 {
        return Err(Error::NoData("the blend has no months"));
    }
    if report.figures.allocations.len() != report.programs.len() {
        return Err(Error::NoData(
            "the blend's allocations do not match its programs",
        ));
    }
    let spans: Vec<_> = report.programs.iter().filter_map(|p| p.span).collect();
    let coverage = coverage_text(&spans, report.figures.normalized, lang).unwrap_or_default();
    let caror =
        (stats.return_count >= MIN_RETURNS_FOR_CAROR).then_some(stats.compounded_annual_return);
    let summary = vec![
        (
            t("blender.ytd"),
            percent(stats.period_returns.program.ytd_return),
        ),
        (t("members.compoundedAnnualRor"), percent(caror)),
        (
            t("blender.worstDrawdown"),
            percent(Some(stats.max_drawdown)),
        ),
        (
            t("blender.sp500Correlation"),
            decimal(
                stats.period_returns.correlation_sp500.and_then(|c| c.value),
                2,
            ),
        ),
        (t("blender.sharpe"), decimal(stats.sharpe_ratio, 2)),
        (
            t("blender.standardDeviation"),
            percent(stats.annualized_standard_deviation),
        ),
    ];
    let usd_if_empty = |code: &str| if code.is_empty() { "USD" } else { code }.to_owned();
    let base_currency = usd_if_empty(&report.base_currency);
    let allocations = table(
        t("blender.allocations"),
        vec![
            t("blender.programColumn"),
            t("program.currency"),
            text_with(lang, "report.allocatedIn", &[("currency", &base_currency)]),
            t("members.leverage"),
            t("members.pctAllocated"),
        ],
        report
            .programs
            .iter()
            .zip(&report.figures.allocations)
            .map(|(program, allocation)| {
                vec![
                    format!("{} / {}", program.company_name, program.program_name),
                    usd_if_empty(&program.currency),
                    format::money(allocation.amount, Some(&base_currency)),
                    text_with(
                        lang,
                        "members.leverageValue",
                        &[("leverage", &format::plain(allocation.leverage))],
                    ),
                    percent(Some(allocation.percent_allocated)),
                ]
            })
            .collect(),
    );
    let names: Vec<String> = report
        .programs
        .iter()
        .map(|p| p.program_name.clone())
        .collect();
    let matrix = &report.figures.correlation_matrix;
    let size = matrix.size().min(names.len());
    let mut correlation_header = vec![t("blender.programColumn")];
    correlation_header.extend((1..=size).map(|i| i.to_string()));
    let correlations = table(
        t("blender.correlationMatrix"),
        correlation_header,
        (0..size)
            .map(|i| {
                std::iter::once(format!("{}. {}", i + 1, names[i]))
                    .chain((0..size).map(|j| decimal(matrix.get(i, j).value, 2)))
                    .collect()
            })
            .collect(),
    );
    let ratios = &stats.statistics_ratios;
    let statistics = table(
        t("blender.statistics"),
        vec![
            t("program.statistic"),
            t("program.monthly"),
            t("program.annual"),
        ],
        statistics_rows(lang, &[&ratios.monthly_stats, &ratios.annual_stats]),
    );

    let blend_label = t("blender.blendLine");
    let mut lines = vec![Line {
        label: &blend_label,
        color: PALETTE[0],
        points: &stats.vami,
        filled: false,
    }];
    for (index, comparison) in report.comparisons.iter().enumerate() {
        lines.push(Line {
            label: &comparison.label,
            color: PALETTE[(index + 1) % PALETTE.len()],
            points: &comparison.vami,
            filled: false,
        });
    }
    let log = chart::wants_log(&lines);
    let growth_svg = chart::line_chart(&lines, Values::Growth, log, lang);

    let data = json!({
        "lang": match lang { Lang::En => "en", Lang::ZhHans => "zh" },
        "site": t("app.name"),
        "kind": t("report.blendKind"),
        "title": report.blend_name,
        "asOf": text_with(lang, "report.dataAsOf", &[("month", &month(report.data_month, lang))]),
        "page": t("report.page"),
        "summaryTitle": t("blender.summary"),
        "periodLabel": t("blender.periodLabel"),
        "coverage": coverage,
        "summary": summary,
        "allocations": allocations,
        "growthTitle": t("blender.performanceChart"),
        "growthNote": if log { t("report.logScale") } else { String::new() },
        "monthly": monthly_table(lang, t("blender.performanceTable"), &stats.performance_table),
        "correlations": correlations,
        // Up to 6 programs the matrix fits beside the statistics; more take the page's width in
        // a smaller size.
        "correlationsWide": size > 6,
        "correlationsPt": (7.5 - size.saturating_sub(6) as f64 * 0.1).max(4.5),
        "statistics": statistics,
        "disclaimersTitle": t("report.disclaimers"),
        "disclaimers": [t("members.blenderDisclaimer"), t("report.disclaimer"), t("footer.riskWarning")],
    });
    Ok((data, vec![("growth.svg", growth_svg)]))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ym(year: i32, month: u32) -> YearMonth {
        YearMonth::of(year, month)
    }

    // The examples of the web's coverage text.
    #[test]
    fn coverage_as_the_blender() {
        let spans = [(ym(2019, 2), ym(2026, 10)), (ym(2022, 10), ym(2026, 10))];
        assert_eq!(
            coverage_text(&spans, false, Lang::En).unwrap(),
            "Feb\u{a0}2019 – Oct\u{a0}2026; 1 of 2 programs from Feb\u{a0}2019, all 2 programs from Oct\u{a0}2022"
        );
        assert_eq!(
            coverage_text(&spans, true, Lang::En).unwrap(),
            "Oct\u{a0}2022 – Oct\u{a0}2026; only the months all 2 programs share"
        );
        assert_eq!(
            coverage_text(&spans[..1], false, Lang::En).unwrap(),
            "Feb\u{a0}2019 – Oct\u{a0}2026"
        );
        assert_eq!(coverage_text(&[], false, Lang::En), None);
    }
}
