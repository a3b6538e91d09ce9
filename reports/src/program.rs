//! The program report (tear sheet): its data, and the text the template lays out.

use analytics_core::month::YearMonth;
use analytics_core::performance_table::PerformanceYear;
use analytics_core::period_returns::PeriodReturns;
use analytics_core::series::{MonthValue, ReturnSeries};
use analytics_core::statistics::PeriodStatistics;
use analytics_core::summary::ProgramStatistics;
use serde_json::{json, Value};

use crate::chart::{self, Line, Values, BENCHMARK_COLOR, PALETTE};
use crate::format::{self, amount, decimal, month, percent};
use crate::i18n::{text, text_with};
use crate::{Error, Lang, Result};

pub const TEMPLATE: &str = include_str!("../templates/program.typ");

/// The deepest drawdowns the report lists.
const DRAWDOWNS_LISTED: usize = 10;
/// Returns needed before CAROR is shown (the web's `minReturnsForCaror`).
const MIN_RETURNS_FOR_CAROR: usize = 24;

/// A program's investment terms and fees, as the program page's "Investment Terms & Fees".
/// Amounts are in `currency`; fees and ratios are fractions (0.02 = 2 %).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ProgramTerms {
    /// ISO code of the program's currency; US dollars when empty.
    pub currency: String,
    pub minimum_investment: Option<f64>,
    pub management_fee: Option<f64>,
    pub performance_fee: Option<f64>,
    pub highwater_mark: bool,
    /// Reference names, already in the report's language.
    pub subscription_frequency: Option<String>,
    pub redemption_frequency: Option<String>,
    pub investor_requirement: Option<String>,
    pub lockup_months: i64,
    pub open_to_us_investors: bool,
    pub trading_level_increase: Option<f64>,
    pub round_turns_per_million: Option<f64>,
    pub margin_equity_ratio: Option<f64>,
    pub targeted_worst_drawdown: Option<f64>,
    /// The worst peak-to-trough the manager reports (shown beside the computed one).
    pub reported_worst_peak_to_trough: Option<f64>,
}

/// Everything a program report shows. `statistics` is exactly what the API serves for the
/// program; `sp500` the S&P 500's monthly returns (its line is rebased to the program's start).
#[derive(Clone, Debug, PartialEq)]
pub struct ProgramReport {
    pub lang: Lang,
    /// The site's data month, printed as "Data as of …".
    pub data_month: YearMonth,
    pub program_name: String,
    pub company_name: String,
    /// The program's inception date (month); the first return's month when unknown.
    pub inception: Option<YearMonth>,
    /// The latest assets under management, in the terms' currency.
    pub assets_under_management: Option<f64>,
    pub terms: ProgramTerms,
    /// The investment strategy as plain text (printed literally, never as markup); paragraphs
    /// separated by blank lines.
    pub strategy: Option<String>,
    pub statistics: ProgramStatistics,
    pub sp500: Option<ReturnSeries>,
}

/// A table for the template: a title, a header row and body rows of text.
pub(crate) fn table(title: String, header: Vec<String>, rows: Vec<Vec<String>>) -> Value {
    json!({ "title": title, "header": header, "rows": rows })
}

/// `benchmark`'s growth of 1,000 over `vami`'s months: 1000 at `vami`'s first point (the month
/// before the first return), then compounded month by month, as the page's comparison line.
pub(crate) fn rebased_vami(benchmark: &ReturnSeries, vami: &[MonthValue]) -> Vec<MonthValue> {
    let Some(start) = vami.first() else {
        return Vec::new();
    };
    let last = vami.last().map_or(start.month, |point| point.month);
    let mut value = 1000.0;
    let mut points = vec![MonthValue {
        month: start.month,
        value,
    }];
    for (month, r) in benchmark.months().iter().zip(benchmark.values()) {
        if *month > start.month && *month <= last {
            value *= 1.0 + r;
            points.push(MonthValue {
                month: *month,
                value,
            });
        }
    }
    points
}

pub(crate) fn statistics_rows(lang: Lang, columns: &[&PeriodStatistics]) -> Vec<Vec<String>> {
    type Cell = fn(&PeriodStatistics) -> String;
    let rows: [(&str, Cell); 18] = [
        ("program.arithmeticMean", |s| percent(s.arithmetic_mean)),
        ("program.bestPeriod", |s| percent(s.best_period)),
        ("program.worstPeriod", |s| percent(s.worst_period)),
        ("program.gainFrequency", |s| percent(s.gain_frequency)),
        ("program.lossFrequency", |s| percent(s.loss_frequency)),
        ("program.avgGain", |s| percent(s.avg_gain)),
        ("program.avgLoss", |s| percent(s.avg_loss)),
        ("program.gainDeviation", |s| percent(s.gain_deviation)),
        ("program.lossDeviation", |s| percent(s.loss_deviation)),
        ("program.standardDeviation", |s| {
            percent(s.standard_deviation)
        }),
        ("program.sharpe", |s| decimal(s.sharpe_ratio, 2)),
        ("program.annualizedSharpe", |s| {
            decimal(s.annualized_sharpe_ratio, 2)
        }),
        ("program.skewness", |s| decimal(s.skewness, 2)),
        ("program.kurtosis", |s| decimal(s.kurtosis, 2)),
        ("program.compoundReturn", |s| percent(s.compound_return)),
        ("program.periods", |s| s.periods.to_string()),
        ("program.profitablePeriods", |s| {
            s.profitable_periods.to_string()
        }),
        ("program.lossPeriods", |s| s.loss_periods.to_string()),
    ];
    rows.iter()
        .map(|(key, cell)| {
            std::iter::once(text(lang, key))
                .chain(columns.iter().map(|stats| cell(stats)))
                .collect()
        })
        .collect()
}

fn period_row(label: String, returns: &PeriodReturns) -> Vec<String> {
    vec![
        label,
        percent(returns.last_return),
        percent(returns.qtr_year_return),
        percent(returns.ytd_return),
        percent(returns.full_year_return.map(|r| r.cumulative)),
        percent(returns.three_year_return.map(|r| r.annualized)),
        percent(returns.five_year_return.map(|r| r.annualized)),
        percent(returns.ten_year_return.map(|r| r.annualized)),
        percent(returns.cumulative_ror),
        percent(returns.compounded_annual_ror),
    ]
}

/// The monthly returns table as the page's: latest year first, twelve months (empty where the
/// record has no return, estimated figures marked "E"), the year's return and worst drawdown.
pub(crate) fn monthly_table(lang: Lang, title: String, years: &[PerformanceYear]) -> Value {
    let mut header = vec![text(lang, "program.year")];
    header.extend((1..=12).map(|m| format::month_name(m, lang)));
    header.push(text(lang, "program.periodYtd"));
    header.push(text(lang, "program.yearMaxDrawdown"));
    let mark = text(lang, "program.estimatedMark");
    let mut estimated = false;
    let rows: Vec<Vec<String>> = years
        .iter()
        .rev()
        .map(|year| {
            let mut row = vec![year.year.to_string()];
            let mut months = vec![String::new(); 12];
            for cell in &year.returns {
                if let (Some(value), Some(slot)) =
                    (cell.value, months.get_mut(cell.month.month() as usize - 1))
                {
                    *slot = percent(Some(value));
                    if cell.estimated {
                        estimated = true;
                        slot.push('\u{a0}');
                        slot.push_str(&mark);
                    }
                }
            }
            row.extend(months);
            row.push(percent(year.ytd));
            row.push(percent(year.max_drawdown));
            row
        })
        .collect();
    let mut table = table(title, header, rows);
    if estimated {
        table["note"] = Value::String(text(lang, "program.estimatedNote"));
    }
    table
}

/// The report's text and charts: the JSON the template reads and the SVG files it places.
pub fn view(report: &ProgramReport) -> Result<(Value, Vec<(&'static str, String)>)> {
    let lang = report.lang;
    let stats = &report.statistics;
    if stats.return_count == 0 || stats.vami.is_empty() {
        return Err(Error::NoData("the program has no monthly returns"));
    }
    let currency = Some(report.terms.currency.as_str());
    let t = |key: &str| text(lang, key);
    let yes_no = |value: bool| t(if value { "program.yes" } else { "program.no" });
    let caror =
        (stats.return_count >= MIN_RETURNS_FOR_CAROR).then_some(stats.compounded_annual_return);
    let correlation = stats.period_returns.correlation_sp500.and_then(|c| c.value);

    let key_figures = vec![
        (t("program.caror"), percent(caror)),
        (
            t("program.worstDrawdown"),
            percent(Some(stats.max_drawdown)),
        ),
        (t("program.sharpe"), decimal(stats.sharpe_ratio, 2)),
        (
            t("program.annualizedSd"),
            percent(stats.annualized_standard_deviation),
        ),
        (t("program.sp500Correlation"), decimal(correlation, 2)),
        (
            t("program.aum"),
            amount(report.assets_under_management, currency, lang),
        ),
        (
            t("program.inception"),
            month(report.inception.unwrap_or(stats.first_month), lang),
        ),
        (t("program.lastMonth"), month(stats.last_month, lang)),
    ];
    let terms = &report.terms;
    let named = |name: &Option<String>| name.clone().unwrap_or_else(|| format::MISSING.to_owned());
    let computed = percent(Some(-stats.max_drawdown.abs()));
    let peak_to_trough = match terms
        .reported_worst_peak_to_trough
        .filter(|v| v.is_finite())
    {
        Some(reported) => text_with(
            lang,
            "program.peakToTroughBoth",
            &[
                ("reported", &percent(Some(-reported.abs()))),
                ("computed", &computed),
            ],
        ),
        None => text_with(
            lang,
            "program.peakToTroughComputed",
            &[("computed", &computed)],
        ),
    };
    let term_rows = vec![
        (
            t("program.minimumInvestment"),
            amount(terms.minimum_investment, currency, lang),
        ),
        (t("program.managementFee"), percent(terms.management_fee)),
        (t("program.performanceFee"), percent(terms.performance_fee)),
        (t("program.highwaterMark"), yes_no(terms.highwater_mark)),
        (
            t("program.subscriptionFrequency"),
            named(&terms.subscription_frequency),
        ),
        (
            t("program.redemptionFrequency"),
            named(&terms.redemption_frequency),
        ),
        (
            t("program.investorRequirement"),
            named(&terms.investor_requirement),
        ),
        (t("program.lockup"), terms.lockup_months.to_string()),
        (t("program.usInvestors"), yes_no(terms.open_to_us_investors)),
        (
            t("program.currency"),
            if terms.currency.is_empty() {
                "USD".to_owned()
            } else {
                terms.currency.clone()
            },
        ),
        (
            t("program.tradingLevelIncrease"),
            amount(terms.trading_level_increase, currency, lang),
        ),
        (
            t("program.roundTurns"),
            decimal(terms.round_turns_per_million, 0),
        ),
        (
            t("program.marginEquity"),
            percent(terms.margin_equity_ratio),
        ),
        (
            t("program.targetedDrawdown"),
            percent(terms.targeted_worst_drawdown),
        ),
        (t("program.worstPeakToTrough"), peak_to_trough),
    ];

    // Charts.
    let sp500_label = t("program.sp500");
    let sp500_vami = report
        .sp500
        .as_ref()
        .map(|series| rebased_vami(series, &stats.vami))
        .unwrap_or_default();
    let mut growth_lines = vec![Line {
        label: &report.program_name,
        color: PALETTE[0],
        points: &stats.vami,
        filled: false,
    }];
    if sp500_vami.len() > 1 {
        growth_lines.push(Line {
            label: &sp500_label,
            color: BENCHMARK_COLOR,
            points: &sp500_vami,
            filled: false,
        });
    }
    let log = chart::wants_log(&growth_lines);
    let growth_svg = chart::line_chart(&growth_lines, Values::Growth, log, lang);
    let underwater_label = t("program.underwaterChart");
    let underwater_svg = chart::line_chart(
        &[Line {
            label: &report.program_name,
            color: "#c0392b",
            points: &stats.drawdowns,
            filled: true,
        }],
        Values::Percent,
        false,
        lang,
    );

    // Tables.
    let mut period_rows = vec![period_row(
        report.program_name.clone(),
        &stats.period_returns.program,
    )];
    if let Some(benchmark) = &stats.period_returns.benchmark {
        period_rows.push(period_row(sp500_label.clone(), benchmark));
    }
    if let Some(difference) = &stats.period_returns.difference {
        period_rows.push(period_row(t("program.difference"), difference));
    }
    let period_header = [
        "program.series",
        "program.periodLastMonth",
        "program.periodQuarter",
        "program.periodYtd",
        "program.periodOneYear",
        "program.periodThreeYears",
        "program.periodFiveYears",
        "program.periodTenYears",
        "program.periodSinceInception",
        "program.periodCompoundedAnnual",
    ]
    .iter()
    .map(|key| t(key))
    .collect();
    let ratios = &stats.statistics_ratios;
    let statistics = table(
        t("program.statistics"),
        vec![
            t("program.statistic"),
            t("program.monthly"),
            t("program.annual"),
        ],
        statistics_rows(lang, &[&ratios.monthly_stats, &ratios.annual_stats]),
    );
    let windows = table(
        t("program.timeWindows"),
        vec![
            t("program.window"),
            t("program.average"),
            t("program.best"),
            t("program.worst"),
            t("program.percentProfitable"),
        ],
        stats
            .time_windows
            .iter()
            .map(|w| {
                vec![
                    text_with(
                        lang,
                        "program.windowMonths",
                        &[("count", &w.months.to_string())],
                    ),
                    percent(w.avg_period_return),
                    percent(w.best_period),
                    percent(w.worst_period),
                    percent(w.percent_profitable),
                ]
            })
            .collect(),
    );
    let listed = stats.drawdown_report.len().min(DRAWDOWNS_LISTED);
    let drawdowns = table(
        t("program.drawdownReport"),
        vec![
            t("program.depth"),
            t("program.lengthMonths"),
            t("program.recoveryMonths"),
            t("program.peak"),
            t("program.valley"),
            t("program.recovery"),
        ],
        stats.drawdown_report[..listed]
            .iter()
            .map(|episode| {
                vec![
                    percent(Some(episode.depth)),
                    episode.length.to_string(),
                    episode
                        .recovery_months
                        .map_or_else(|| format::MISSING.to_owned(), |m| m.to_string()),
                    month(episode.peak, lang),
                    month(episode.valley, lang),
                    episode
                        .recovery
                        .map_or_else(|| t("program.notRecovered"), |m| month(m, lang)),
                ]
            })
            .collect(),
    );

    let strategy: Vec<String> = report
        .strategy
        .as_deref()
        .unwrap_or_default()
        .split("\n\n")
        .map(str::trim)
        .filter(|paragraph| !paragraph.is_empty())
        .map(str::to_owned)
        .collect();
    let data = json!({
        "lang": match lang { Lang::En => "en", Lang::ZhHans => "zh" },
        "site": t("app.name"),
        "kind": t("report.programKind"),
        "title": report.program_name,
        "subtitle": report.company_name,
        "asOf": text_with(lang, "report.dataAsOf", &[("month", &month(report.data_month, lang))]),
        "page": t("report.page"),
        "keyFiguresTitle": t("program.keyFigures"),
        "keyFigures": key_figures,
        "termsTitle": t("program.terms"),
        "terms": term_rows,
        "strategyTitle": t("program.investmentStrategy"),
        "strategy": strategy,
        "growthTitle": t("program.growthChart"),
        "growthNote": if log { t("report.logScale") } else { String::new() },
        "underwaterTitle": underwater_label,
        "periodReturns": table(t("program.periodReturns"), period_header, period_rows),
        "periodNote": t("program.periodNote"),
        "statistics": statistics,
        "timeWindows": windows,
        "drawdowns": drawdowns,
        "drawdownsNote": if stats.drawdown_report.len() > listed {
            text_with(lang, "report.deepestDrawdowns", &[("count", &listed.to_string()), ("total", &stats.drawdown_report.len().to_string())])
        } else { String::new() },
        "monthly": monthly_table(lang, t("program.performanceTable"), &stats.performance_table),
        "disclaimersTitle": t("report.disclaimers"),
        "disclaimers": [t("report.disclaimer"), t("footer.pastPerformance"), t("footer.riskWarning")],
    });
    Ok((
        data,
        vec![
            ("growth.svg", growth_svg),
            ("underwater.svg", underwater_svg),
        ],
    ))
}
