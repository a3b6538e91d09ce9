//! The parity fixture: its shape (read by this example and by scripts/wasm-parity.mjs) and the
//! deterministic generator of analytics-wasm/tests/fixtures/parity.json.

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

/// A series as the facade takes it: `yyyymm` months, returns as fractions, optional flags.
#[derive(Clone, Serialize, Deserialize)]
pub struct Columns {
    pub months: Vec<i32>,
    pub values: Vec<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub estimated: Option<Vec<u8>>,
}

#[derive(Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SeriesCase {
    pub name: String,
    #[serde(flatten)]
    pub columns: Columns,
    /// Whether to compare with the fixture's benchmark.
    pub benchmark: bool,
    /// `StatisticsOptions` as JS passes them (fields may be missing); absent = defaults.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub options: Option<Value>,
}

#[derive(Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Component {
    /// The name of a case of `series`.
    pub series: String,
    /// In the program's currency when `usd_per_unit` is given, else already in the base currency.
    pub amount: f64,
    pub leverage: f64,
    /// US dollars per unit of the amount's currency: the engine is given the amount's value in
    /// the blend's base currency, `amount * usd_per_unit / base_usd_per_unit`, as the server and
    /// the browser convert it (analytics.md, "Blends").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub usd_per_unit: Option<f64>,
}

impl Component {
    /// The amount the engine is given: its value in the base currency.
    pub fn base_value(&self, base_usd_per_unit: Option<f64>) -> f64 {
        match self.usd_per_unit {
            Some(rate) => self.amount * rate / base_usd_per_unit.unwrap_or(1.0),
            None => self.amount,
        }
    }
}

#[derive(Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BlendCase {
    pub name: String,
    pub components: Vec<Component>,
    pub normalized: bool,
    pub benchmark: bool,
    /// US dollars per unit of the base currency (the dollar when none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub base_usd_per_unit: Option<f64>,
    /// A case whose every figure this one's must equal (to 1e-12) on both sides: a blend of
    /// several currencies and the same blend typed in its base currency.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub same_as: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub options: Option<Value>,
}

#[derive(Serialize, Deserialize)]
pub struct CorrelationCase {
    pub name: String,
    /// Names of cases of `series`.
    pub series: Vec<String>,
}

#[derive(Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CsvCase {
    pub name: String,
    pub text: String,
    pub current_year: i32,
    pub current_month: u8,
}

/// A blend to optimize: its components as they stand and `BlendInput.optimize`'s request.
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OptimizationCase {
    pub name: String,
    pub components: Vec<Component>,
    pub benchmark: bool,
    /// US dollars per unit of the base currency (the dollar when none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub base_usd_per_unit: Option<f64>,
    /// An `OptimizeRequest` as JS passes it.
    pub request: Value,
}

#[derive(Serialize, Deserialize)]
pub struct Fixture {
    pub benchmark: Columns,
    pub series: Vec<SeriesCase>,
    pub blends: Vec<BlendCase>,
    pub correlations: Vec<CorrelationCase>,
    pub csv: Vec<CsvCase>,
    pub optimizations: Vec<OptimizationCase>,
}

impl Fixture {
    /// The columns of the series case `name`.
    pub fn columns(&self, name: &str) -> &Columns {
        let case = self.series.iter().find(|case| case.name == name);
        &case.unwrap_or_else(|| panic!("no series {name}")).columns
    }
}

/// Park-Miller: the same numbers on every machine.
struct Random(u64);

impl Random {
    fn uniform(&mut self) -> f64 {
        self.0 = self.0 * 48271 % 2_147_483_647;
        self.0 as f64 / 2_147_483_647.0
    }

    /// A monthly return around `mean` with spread `sd`, rounded to 0.01 % as managers report.
    fn monthly(&mut self, mean: f64, sd: f64) -> f64 {
        let normalish: f64 = (0..12).map(|_| self.uniform()).sum::<f64>() - 6.0;
        ((mean + sd * normalish) * 10_000.0).round() / 10_000.0
    }
}

/// `count` consecutive months from `first` (yyyymm).
fn months(first: i32, count: usize) -> Vec<i32> {
    let start = (first / 100) * 12 + first % 100 - 1;
    (0..count as i32)
        .map(|i| (start + i) / 12 * 100 + (start + i) % 12 + 1)
        .collect()
}

fn columns(random: &mut Random, first: i32, count: usize, mean: f64, sd: f64) -> Columns {
    Columns {
        months: months(first, count),
        values: (0..count).map(|_| random.monthly(mean, sd)).collect(),
        estimated: None,
    }
}

fn case(name: &str, columns: Columns, benchmark: bool, options: Option<Value>) -> SeriesCase {
    SeriesCase {
        name: name.into(),
        columns,
        benchmark,
        options,
    }
}

/// Series with gaps, a -100 % month, very short records, zero variance and invalid input; blends
/// normalized and not; a correlation matrix; CSV files good and bad (with non-ASCII text); every
/// optimizer objective, with binding bounds, and its refusals.
pub fn generate() -> Fixture {
    let mut random = Random(20_240_601);
    let benchmark = columns(&mut random, 200001, 300, 0.007, 0.045);
    let long = columns(&mut random, 200501, 240, 0.008, 0.035);
    let mut gaps = columns(&mut random, 201401, 130, 0.006, 0.05);
    for drop in [100, 61, 60, 7] {
        gaps.months.remove(drop);
        gaps.values.remove(drop);
    }
    let mut flags = vec![0; gaps.months.len()];
    flags[gaps.months.len() - 3..].fill(1);
    gaps.estimated = Some(flags);
    let mut wipeout = columns(&mut random, 201801, 36, 0.01, 0.08);
    wipeout.values[20] = -1.0;
    let sum = columns(&mut random, 201906, 60, 0.004, 0.02);
    let fixed = |months: Vec<i32>, values: Vec<f64>| Columns {
        months,
        values,
        estimated: None,
    };
    let series = vec![
        case("long", long, true, None),
        case(
            "gaps-estimated",
            gaps,
            true,
            Some(json!({ "carorType": 1, "riskFreeRate": 0.02 })),
        ),
        case("minus-100", wipeout, false, Some(json!({ "carorType": 0 }))),
        case(
            "sum-caror",
            sum,
            true,
            Some(json!({ "carorType": 2, "riskFreeRate": 0.0 })),
        ),
        case(
            "short",
            fixed(vec![202401, 202402], vec![0.0123, -0.0045]),
            true,
            None,
        ),
        case("one-month", fixed(vec![199001], vec![0.05]), false, None),
        case("flat", fixed(months(202001, 24), vec![0.0; 24]), true, None),
        case(
            "duplicate-month",
            fixed(vec![202401, 202401], vec![0.01, 0.02]),
            false,
            None,
        ),
        case(
            "below-minus-100",
            fixed(vec![202401], vec![-1.5]),
            false,
            None,
        ),
        case(
            "invalid-month",
            fixed(vec![202413], vec![0.01]),
            false,
            None,
        ),
    ];
    let component = |series: &str, amount: f64, leverage: f64| Component {
        series: series.into(),
        amount,
        leverage,
        usd_per_unit: None,
    };
    // Four programs in pounds, yen and dollars (issue 30), and the same blend typed in dollars.
    let in_currency = |series: &str, amount: f64, leverage: f64, rate: f64| Component {
        usd_per_unit: Some(rate),
        ..component(series, amount, leverage)
    };
    let three_currencies = || {
        vec![
            in_currency("long", 1_000_000.0, 1.0, 1.25),
            in_currency("gaps-estimated", 500_000.0, 2.0, 0.0067),
            in_currency("sum-caror", 500_000.0, 1.5, 0.0067),
            in_currency("short", 500_000.0, 1.0, 1.0),
        ]
    };
    let typed_in_dollars = || {
        vec![
            component("long", 1_250_000.0, 1.0),
            component("gaps-estimated", 3_350.0, 2.0),
            component("sum-caror", 3_350.0, 1.5),
            component("short", 500_000.0, 1.0),
        ]
    };
    let three = || {
        vec![
            component("long", 1_000_000.0, 1.0),
            component("gaps-estimated", 500_000.0, 2.0),
            component("sum-caror", 250_000.0, 1.5),
        ]
    };
    let blend = |name: &str, components, normalized, options| BlendCase {
        name: name.into(),
        components,
        normalized,
        benchmark: true,
        options,
        base_usd_per_unit: None,
        same_as: None,
    };
    let blends = vec![
        blend("three", three(), false, None),
        blend(
            "three-normalized",
            three(),
            true,
            Some(json!({ "riskFreeRate": 0.03 })),
        ),
        blend(
            "disjoint-normalized",
            vec![
                component("short", 1.0, 1.0),
                component("one-month", 1.0, 1.0),
            ],
            true,
            None,
        ),
        blend(
            "bad-leverage",
            vec![component("long", 1.0, 1.25)],
            false,
            None,
        ),
        blend("typed-in-dollars", typed_in_dollars(), false, None),
        BlendCase {
            same_as: Some("typed-in-dollars".into()),
            ..blend("three-currencies", three_currencies(), false, None)
        },
        BlendCase {
            base_usd_per_unit: Some(1.08),
            ..blend("three-currencies-in-euros", three_currencies(), false, None)
        },
    ];
    let correlations = vec![CorrelationCase {
        name: "valid-series".into(),
        series: [
            "long",
            "gaps-estimated",
            "minus-100",
            "sum-caror",
            "short",
            "one-month",
            "flat",
        ]
        .map(String::from)
        .to_vec(),
    }];
    let csv = |name: &str, text: &str| CsvCase {
        name: name.into(),
        text: text.into(),
        current_year: 2025,
        current_month: 6,
    };
    let csv = vec![
        csv(
            "template",
            &analytics_core::returns_csv::performance_template_csv(),
        ),
        csv(
            "problems",
            "Date,Returns,Estimated\n2024-01,1.5,no\n2024-01,2,no\n2024-02,abc€,no\n\
             2024-03,-150,no\n2031-01,1,no\n2024-04,0.5,peut-être\n",
        ),
        csv("no-returns-column", "Date,Rendement é\n2024-01,1.5\n"),
        csv("empty", ""),
    ];
    let optimization = |name: &str, benchmark: bool, request: Value| OptimizationCase {
        name: name.into(),
        components: three(),
        benchmark,
        request,
        base_usd_per_unit: None,
    };
    let optimizations = vec![
        optimization(
            "max-sharpe",
            true,
            json!({ "objective": "maxSharpe", "minWeights": [0.05, 0.05, 0.05],
                    "maxWeights": [0.8, 0.8, 0.8], "normalized": true, "total": 1_750_000.0,
                    "options": { "riskFreeRate": 0.02 } }),
        ),
        optimization(
            "min-volatility-binding",
            false,
            json!({ "objective": "minVolatility", "minWeights": [0.3, 0.0, 0.1],
                    "maxWeights": [0.35, 1.0, 1.0], "normalized": false, "total": 1_000_000.0,
                    "options": { "carorType": 1 }, "frontierPoints": 5 }),
        ),
        optimization(
            "risk-parity",
            false,
            json!({ "objective": "riskParity", "minWeights": [0.01, 0.01, 0.01],
                    "maxWeights": [1.0, 1.0, 1.0], "normalized": true, "total": 3_000_000.0 }),
        ),
        optimization(
            "min-correlation",
            true,
            json!({ "objective": "minCorrelation", "minWeights": [0.0, 0.1, 0.0],
                    "maxWeights": [0.6, 0.7, 1.0], "normalized": true, "total": 1_750_000.0,
                    "frontierPoints": 2 }),
        ),
        optimization(
            "min-correlation-without-benchmark",
            false,
            json!({ "objective": "minCorrelation", "minWeights": [0.0, 0.0, 0.0],
                    "maxWeights": [1.0, 1.0, 1.0], "normalized": true, "total": 1.0 }),
        ),
        OptimizationCase {
            components: three_currencies(),
            base_usd_per_unit: Some(1.08),
            ..optimization(
                "max-sharpe-three-currencies-in-euros",
                true,
                // A yen program's least share is its minimum's value in euros over the total's.
                json!({ "objective": "maxSharpe", "minWeights": [0.05, 0.001, 0.001, 0.05],
                        "maxWeights": [0.8, 0.8, 0.8, 0.8], "normalized": true,
                        "total": 1_626_574.074_074_074, "frontierPoints": 5 }),
            )
        },
        optimization(
            "infeasible-bounds",
            false,
            json!({ "objective": "maxSharpe", "minWeights": [0.5, 0.5, 0.1],
                    "maxWeights": [1.0, 1.0, 1.0], "normalized": true, "total": 1.0 }),
        ),
    ];
    Fixture {
        benchmark,
        series,
        blends,
        correlations,
        csv,
        optimizations,
    }
}
