//! `server analyze`: every statistic of the series in a CSV file, for analysts working offline.
//!
//! The file has a `date` column (`YYYY-MM`) and one column per series with monthly returns as
//! fractions (blank = missing). The output is one JSON document in the API's shapes.

mod input;
mod money;

use std::collections::BTreeMap;

use analytics_core::blend::{Allocation, BlendComponent};
use analytics_core::optimize::{
    optimize, CommonMonths, Objective, OptimizeRequest, ProposalFigures, RiskReturn,
};
use analytics_core::relations::{correlation_matrix, CorrelationMatrix};
use analytics_core::{
    blend_statistics, program_statistics, BlendStatistics, ProgramStatistics, ReturnSeries,
    StatisticsOptions,
};
use serde::Serialize;

pub use input::{parse_series_table, read_input, SeriesTable};
pub use money::{currency_code, Conversion, ConvertedAllocation, ConvertedBlend, Money, RateSpec};

use crate::exchange_rates::USD;

/// A blend named on the command line: `NAME=COLUMN:AMOUNT:LEVERAGE[:CURRENCY],...`.
#[derive(Debug, Clone, PartialEq)]
pub struct BlendSpec {
    pub name: String,
    pub components: Vec<AllocationSpec>,
}

/// One allocation of a [`BlendSpec`], as typed.
#[derive(Debug, Clone, PartialEq)]
pub struct AllocationSpec {
    pub column: String,
    /// In `currency`.
    pub amount: f64,
    pub leverage: f64,
    /// US dollars when the allocation names none.
    pub currency: String,
}

impl std::str::FromStr for BlendSpec {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let (name, rest) = text.split_once('=').ok_or_else(|| {
            format!("blend '{text}': expected NAME=COLUMN:AMOUNT:LEVERAGE[:CURRENCY],...")
        })?;
        let components = rest
            .split(',')
            .map(|part| {
                let fields: Vec<&str> = part.split(':').map(str::trim).collect();
                let (column, amount, leverage, currency) = match fields[..] {
                    [column, amount, leverage] => (column, amount, leverage, USD),
                    [column, amount, leverage, currency] => (column, amount, leverage, currency),
                    _ => {
                        return Err(format!(
                            "blend '{name}': '{part}' is not COLUMN:AMOUNT:LEVERAGE[:CURRENCY]"
                        ))
                    }
                };
                let number = |value: &str| {
                    value
                        .parse::<f64>()
                        .map_err(|_| format!("blend '{name}': '{value}' is not a number"))
                };
                Ok(AllocationSpec {
                    column: column.to_owned(),
                    amount: number(amount)?,
                    leverage: number(leverage)?,
                    currency: currency_code(currency)
                        .map_err(|error| format!("blend '{name}': {error}"))?,
                })
            })
            .collect::<Result<_, _>>()?;
        Ok(BlendSpec {
            name: name.trim().to_owned(),
            components,
        })
    }
}

/// What `analyze` prints.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Analysis {
    pub risk_free_rate: f64,
    pub benchmark: Option<String>,
    pub normalized: bool,
    /// Every statistic of each series (the benchmark included), by column name.
    pub series: BTreeMap<String, ProgramStatistics>,
    /// Every statistic of each blend, by name.
    pub blends: BTreeMap<String, BlendAnalysis>,
    /// The columns of the correlation matrix, in file order.
    pub columns: Vec<String>,
    /// Correlations between every pair of series, over their common months.
    pub correlation_matrix: CorrelationMatrix,
    /// With `--optimize`: each blend's optimization, by name.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub optimizations: BTreeMap<String, BlendOptimization>,
}

/// A blend's statistics and the currencies its amounts were summed in: the engine's document
/// (whose `allocations[].amount` is the base-currency value) with the base currency and each
/// allocation's amount as typed beside it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BlendAnalysis {
    pub base_currency: String,
    /// US dollars per unit of the base currency.
    pub base_usd_per_unit: f64,
    /// Each allocation as typed and its base-currency value, in component order.
    pub conversions: Vec<Conversion>,
    #[serde(flatten)]
    pub statistics: BlendStatistics,
}

/// `--optimize`: the objective, and the bounds every program of every blend gets.
#[derive(Debug, Clone, PartialEq)]
pub struct OptimizeSpec {
    pub objective: Objective,
    /// Lowest weight of each program, a fraction of the blend's total amount.
    pub min_weight: f64,
    /// Highest weight of each program.
    pub max_weight: f64,
    pub frontier_points: usize,
}

/// A blend's optimization with the weights named by column (the core's `Optimization`).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BlendOptimization {
    pub objective: Objective,
    pub common_months: CommonMonths,
    pub weights: BTreeMap<String, f64>,
    pub figures: ProposalFigures,
    pub current: RiskReturn,
    pub proposal: RiskReturn,
    pub frontier: Vec<NamedFrontierPoint>,
}

/// A frontier point with the weights named by column.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NamedFrontierPoint {
    pub volatility: f64,
    pub mean_return: f64,
    pub weights: BTreeMap<String, f64>,
}

/// Computes the analysis of a table. Errors name the column or blend at fault.
pub fn analyze(
    table: &SeriesTable,
    benchmark: Option<&str>,
    risk_free_rate: f64,
    blends: &[ConvertedBlend],
    normalized: bool,
) -> anyhow::Result<Analysis> {
    let options = StatisticsOptions {
        risk_free_rate,
        ..StatisticsOptions::default()
    };
    let benchmark_series = match benchmark {
        Some(name) => Some(
            table
                .series(name)
                .ok_or_else(|| anyhow::anyhow!("benchmark column '{name}' is not in the file"))?,
        ),
        None => None,
    };
    let series = table
        .columns
        .iter()
        .map(|(name, series)| {
            (
                name.clone(),
                program_statistics(series, benchmark_series, &options),
            )
        })
        .collect();
    let mut blend_results = BTreeMap::new();
    for blend in blends {
        let components = blend_components(table, blend)?;
        let statistics = blend_statistics(&components, normalized, benchmark_series, &options)
            .map_err(|error| anyhow::anyhow!("blend '{}': {error}", blend.name))?;
        let analysis = BlendAnalysis {
            base_currency: blend.base_currency.clone(),
            base_usd_per_unit: blend.base_usd_per_unit,
            conversions: blend
                .allocations
                .iter()
                .map(|allocation| allocation.conversion.clone())
                .collect(),
            statistics,
        };
        blend_results.insert(blend.name.clone(), analysis);
    }
    let all: Vec<&ReturnSeries> = table.columns.iter().map(|(_, series)| series).collect();
    Ok(Analysis {
        risk_free_rate,
        benchmark: benchmark.map(str::to_owned),
        normalized,
        series,
        blends: blend_results,
        columns: table.columns.iter().map(|(name, _)| name.clone()).collect(),
        correlation_matrix: correlation_matrix(&all),
        optimizations: BTreeMap::new(),
    })
}

/// The blend's components: its columns with their allocations, in the base currency.
pub fn blend_components<'a>(
    table: &'a SeriesTable,
    blend: &ConvertedBlend,
) -> anyhow::Result<Vec<BlendComponent<'a>>> {
    blend
        .allocations
        .iter()
        .map(
            |ConvertedAllocation {
                 conversion,
                 leverage,
             }| {
                let column = &conversion.column;
                let series = table.series(column).ok_or_else(|| {
                    anyhow::anyhow!(
                        "blend '{}': column '{column}' is not in the file",
                        blend.name
                    )
                })?;
                let allocation = Allocation::new(conversion.base_amount, *leverage)
                    .map_err(|error| anyhow::anyhow!("blend '{}': {error}", blend.name))?;
                Ok(BlendComponent { series, allocation })
            },
        )
        .collect()
}

/// `--optimize`: each blend optimized by the core's optimizer, every program within the spec's
/// bounds, over the months its programs share (`minCorrelation` against `--benchmark`); the
/// figures are the blend's with the proposed amounts (`--normalized` as for its statistics).
pub fn optimize_blends(
    table: &SeriesTable,
    benchmark: Option<&str>,
    risk_free_rate: f64,
    blends: &[ConvertedBlend],
    normalized: bool,
    spec: &OptimizeSpec,
) -> anyhow::Result<BTreeMap<String, BlendOptimization>> {
    let benchmark_series = match benchmark {
        Some(name) => Some(
            table
                .series(name)
                .ok_or_else(|| anyhow::anyhow!("benchmark column '{name}' is not in the file"))?,
        ),
        None => None,
    };
    let mut results = BTreeMap::new();
    for blend in blends {
        let components = blend_components(table, blend)?;
        let count = components.len();
        let request = OptimizeRequest {
            objective: spec.objective,
            min_weights: vec![spec.min_weight; count],
            max_weights: vec![spec.max_weight; count],
            normalized,
            total: components.iter().map(|c| c.allocation.amount()).sum(),
            options: StatisticsOptions {
                risk_free_rate,
                ..StatisticsOptions::default()
            },
            frontier_points: spec.frontier_points,
        };
        let optimization = optimize(&components, benchmark_series, &request).map_err(|error| {
            anyhow::anyhow!("blend '{}': {error} ({})", blend.name, error.code())
        })?;
        let columns = blend.columns();
        let named = |weights: &[f64]| -> BTreeMap<String, f64> {
            columns
                .iter()
                .zip(weights)
                .map(|(column, &weight)| ((*column).to_owned(), weight))
                .collect()
        };
        results.insert(
            blend.name.clone(),
            BlendOptimization {
                objective: optimization.objective,
                common_months: optimization.common_months,
                weights: named(&optimization.weights),
                figures: optimization.figures,
                current: optimization.current,
                proposal: optimization.proposal,
                frontier: optimization
                    .frontier
                    .iter()
                    .map(|point| NamedFrontierPoint {
                        volatility: point.volatility,
                        mean_return: point.mean_return,
                        weights: named(&point.weights),
                    })
                    .collect(),
            },
        );
    }
    Ok(results)
}

#[cfg(test)]
mod tests {
    use super::*;

    const TABLE: &str =
        "date,A,B,SPX\n2024-01,0.10,0.02,0.01\n2024-02,-0.05,,0.02\n2024-03,0.02,0.01,-0.03\n";

    /// `specs` with their amounts in US dollars, as typed.
    fn in_dollars(specs: &[&str]) -> Vec<ConvertedBlend> {
        let specs: Vec<BlendSpec> = specs.iter().map(|spec| spec.parse().unwrap()).collect();
        Money::new(&[], USD).unwrap().convert(&specs).unwrap()
    }

    fn allocation(column: &str, amount: f64, leverage: f64, currency: &str) -> AllocationSpec {
        AllocationSpec {
            column: column.to_owned(),
            amount,
            leverage,
            currency: currency.to_owned(),
        }
    }

    #[test]
    fn a_blend_spec_names_columns_amounts_leverages_and_currencies_dollars_by_default() {
        let spec: BlendSpec = "Mix=A:100000:1,B:50000:2.5:GBP".parse().unwrap();
        assert_eq!(spec.name, "Mix");
        assert_eq!(
            spec.components,
            [
                allocation("A", 100000.0, 1.0, "USD"),
                allocation("B", 50000.0, 2.5, "GBP")
            ]
        );
        assert!("Mix=A:100000".parse::<BlendSpec>().is_err());
        assert!("A:1:1".parse::<BlendSpec>().is_err());
        assert!("Mix=A:1:1:GBP:x".parse::<BlendSpec>().is_err());
    }

    #[test]
    fn a_blend_currency_is_three_capital_letters() {
        for bad in ["gbp", "GB", "GBPX", "G1P", ""] {
            let error = format!("Mix=A:1:1:{bad}").parse::<BlendSpec>().unwrap_err();
            assert!(
                error.starts_with("blend 'Mix': ") && error.contains("currency code"),
                "{error}"
            );
        }
    }

    #[test]
    fn a_blend_prints_its_base_currency_and_each_amount_as_typed_and_in_base() {
        let table = parse_series_table(TABLE).unwrap();
        let spec: BlendSpec = "Mix=A:1000000:1:GBP,B:500000:2".parse().unwrap();
        let rates = ["GBP=1.25".parse().unwrap(), "EUR=1.1".parse().unwrap()];
        let blends = Money::new(&rates, "EUR").unwrap().convert(&[spec]).unwrap();
        let analysis = analyze(&table, None, 0.01, &blends, false).unwrap();
        let json = serde_json::to_value(&analysis.blends["Mix"]).unwrap();
        assert_eq!(json["baseCurrency"], "EUR");
        assert_eq!(json["baseUsdPerUnit"], 1.1);
        let gbp = &json["conversions"][0];
        assert_eq!(
            (
                &gbp["column"],
                &gbp["currency"],
                &gbp["amount"],
                &gbp["usdPerUnit"]
            ),
            (
                &"A".into(),
                &"GBP".into(),
                &1_000_000.0.into(),
                &1.25.into()
            )
        );
        let base = crate::exchange_rates::in_base(1_000_000.0, 1.25, 1.1);
        assert_eq!(gbp["baseAmount"], base);
        // The engine's allocations hold the base values.
        assert_eq!(json["allocations"][0]["amount"], base);
        assert_eq!(json["conversions"][1]["currency"], "USD");
        assert!(json["statistics"]["vami"].is_array());
    }

    #[test]
    fn every_series_and_blend_gets_its_statistics() {
        let table = parse_series_table(TABLE).unwrap();
        let blends = in_dollars(&["Mix=A:100:1,B:100:2"]);
        let analysis = analyze(&table, Some("SPX"), 0.01, &blends, false).unwrap();
        assert_eq!(analysis.columns, ["A", "B", "SPX"]);
        let a = &analysis.series["A"];
        assert!((a.cumulative_return - (1.1 * 0.95 * 1.02 - 1.0)).abs() < 1e-12);
        assert_eq!(analysis.series["B"].missing_months.len(), 1);
        // January: cash levels 100 and 50, weights 2/3 and 1/3, B levered twice:
        // 2/3 * 0.10 + 1/3 * 2 * 0.02.
        let mix = &analysis.blends["Mix"].statistics.statistics;
        let january = 2.0 / 3.0 * 0.10 + 1.0 / 3.0 * 2.0 * 0.02;
        assert!((mix.vami[1].value - 1000.0 * (1.0 + january)).abs() < 1e-9);
        assert_eq!(analysis.correlation_matrix.matrix().nrows(), 3);
    }

    #[test]
    fn optimize_names_the_weights_by_column_with_figures_and_frontier() {
        let mut text = String::from("date,A,B,C,SPX\n");
        for month in 0..24 {
            let sign = |period: usize| {
                if (month / period).is_multiple_of(2) {
                    1.0
                } else {
                    -1.0
                }
            };
            let a = 0.01 + 0.02 * sign(1);
            let b = 0.01 + 0.02 * sign(2);
            let c = 0.01 + 0.04 * sign(4);
            let spx = 0.005 + 0.03 * sign(1);
            text.push_str(&format!(
                "{}-{:02},{a},{b},{c},{spx}\n",
                2020 + month / 12,
                month % 12 + 1
            ));
        }
        let table = parse_series_table(&text).unwrap();
        let blends = in_dollars(&["Mix=A:100:1,B:100:1,C:100:1"]);
        let spec = OptimizeSpec {
            objective: Objective::MinVolatility,
            min_weight: 0.0,
            max_weight: 1.0,
            frontier_points: 5,
        };
        let result = optimize_blends(&table, Some("SPX"), 0.01, &blends, true, &spec).unwrap();
        let mix = &result["Mix"];
        assert_eq!(mix.common_months.count, 24);
        // A, B and C are uncorrelated (alternating signs of periods 1, 2 and 4 months) with
        // variances 1 : 1 : 4: minimum variance weighs them 4 : 4 : 1.
        for (column, expected) in [("A", 4.0 / 9.0), ("B", 4.0 / 9.0), ("C", 1.0 / 9.0)] {
            assert!((mix.weights[column] - expected).abs() < 1e-12, "{column}");
        }
        assert_eq!(mix.frontier.len(), 5);
        let sd = mix.figures.annualized_standard_deviation.unwrap();
        assert!((sd - mix.proposal.volatility).abs() < 1e-12);
        assert!(mix.proposal.volatility <= mix.current.volatility);
        // Against SPX, which follows A: the least correlated blend holds no A.
        let spec = OptimizeSpec {
            objective: Objective::MinCorrelation,
            ..spec
        };
        let result = optimize_blends(&table, Some("SPX"), 0.01, &blends, true, &spec).unwrap();
        assert!(result["Mix"].weights["A"] < 1e-12);
        let json = serde_json::to_value(&result["Mix"]).unwrap();
        assert_eq!(json["objective"], "minCorrelation");
        assert!(json["frontier"][0]["weights"]["C"].is_number());
        // Without the benchmark the correlation has nothing to go by: the core's code is named.
        let error = optimize_blends(&table, None, 0.01, &blends, true, &spec).unwrap_err();
        assert!(error.to_string().contains("no_benchmark"), "{error}");
    }

    #[test]
    fn an_unknown_benchmark_or_blend_column_is_named() {
        let table = parse_series_table(TABLE).unwrap();
        let error = analyze(&table, Some("NDX"), 0.01, &[], false).unwrap_err();
        assert!(error.to_string().contains("NDX"));
        let blends = in_dollars(&["Mix=A:100:1,C:100:1"]);
        let error = analyze(&table, None, 0.01, &blends, false).unwrap_err();
        assert!(error.to_string().contains("'C'"));
    }
}
