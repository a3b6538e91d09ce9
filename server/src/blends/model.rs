//! The blends API's shapes: what the blender, the saved-blends table and the add-to-blend dialog
//! read and send.

use analytics_core::ListingFigures;
use serde::{Deserialize, Deserializer, Serialize};
use utoipa::ToSchema;

use crate::storage::Flag;

/// A program's monthly returns as three columns of equal length, oldest month first.
#[derive(Debug, Clone, Default, PartialEq, Serialize, ToSchema)]
pub struct ReturnColumns {
    /// `yyyymm`.
    pub months: Vec<i32>,
    /// Monthly returns as fractions.
    pub values: Vec<f64>,
    pub estimated: Vec<bool>,
}

/// One program of a blend with its allocation and its returns.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BlendOrder {
    pub blend_order_id: i64,
    pub program_id: i64,
    pub program_name: String,
    pub program_uri: String,
    pub group_name: String,
    pub group_uri: String,
    /// The amount (trading level) in the program's currency, as its minimum investment; the blend
    /// sums it in its base currency.
    pub quantity: f64,
    /// 1 to 10 in steps of 0.5.
    pub leverage: f64,
    /// `#rrggbb`, or none for the palette's colour.
    pub color: Option<String>,
    pub chart_visible: bool,
    pub position: i64,
    pub fee_management: f64,
    pub fee_performance: f64,
    /// `YYYY-MM-DD`.
    pub date_inception: Option<String>,
    pub investment_min: Option<f64>,
    pub currency: String,
    /// US dollars per unit of `currency` at the latest rate (1 for the dollar; none without a
    /// rate): the order's amounts are today's, so each converts at it.
    pub usd_per_unit: Option<f64>,
    /// Empty for a program without returns yet: such a program is left out of the blend's
    /// computation, by the server as by the browser.
    pub returns: ReturnColumns,
}

/// The benchmark the blend's period returns and correlation compare with (the S&P 500).
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Benchmark {
    pub name: String,
    /// `yyyymm`.
    pub months: Vec<i32>,
    pub values: Vec<f64>,
}

/// A blend with everything the browser needs to compute it with no further request: feed each
/// order with returns (by position) and the benchmark to `BlendInput`, then `compute(isNormalized)`
/// with no options, as the server does when saving.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Blend {
    pub blend_id: i64,
    pub blend_name: String,
    /// 1 Saved Blend, 4 Current Worksheet.
    pub blend_type_id: i64,
    /// 2 Saved, 3 Calculated.
    pub blend_status_id: i64,
    /// The blend open in the member's blender.
    pub is_current: bool,
    pub is_normalized: bool,
    /// The currency the blend sums its amounts in (`USD` unless the member chose another):
    /// each order's amount enters the engine as `quantity * usdPerUnit / baseUsdPerUnit`
    /// (analytics.md, "Blends"), and the stored statistics' amounts are in it.
    pub base_currency: String,
    /// US dollars per unit of `baseCurrency` at the latest rate (1 for the dollar; none without a
    /// rate, when the blend cannot be computed).
    pub base_usd_per_unit: Option<f64>,
    /// Never calculated, or changed since the last calculation.
    pub modified: bool,
    /// RFC 3339 timestamps.
    pub date_created: String,
    pub date_calculated: Option<String>,
    pub date_updated: String,
    /// By position.
    pub orders: Vec<BlendOrder>,
    /// None while the site holds no benchmark series.
    pub benchmark: Option<Benchmark>,
    /// The official statistics stored at the last save (analytics-core's `BlendStatistics`),
    /// passed through as stored; none before the first save.
    #[schema(value_type = Option<analytics_core::BlendStatistics>)]
    pub statistics: Option<Box<serde_json::value::RawValue>>,
}

/// A saved blend as the saved-blends table lists it; the figures are those of its stored
/// statistics (none before the first save).
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct BlendSummary {
    #[sqlx(rename = "id")]
    pub blend_id: i64,
    pub blend_name: String,
    pub blend_status_id: i64,
    pub blend_type_id: i64,
    #[sqlx(try_from = "Flag")]
    pub is_current: bool,
    #[sqlx(try_from = "Flag")]
    pub is_normalized: bool,
    pub date_created: String,
    pub date_calculated: Option<String>,
    pub program_count: i64,
    pub ytd_return: Option<f64>,
    #[serde(rename = "compoundedAnnualROR")]
    pub compounded_annual_ror: Option<f64>,
    #[serde(rename = "maxDrawDown")]
    pub max_drawdown: Option<f64>,
    #[serde(rename = "correlationsp500")]
    pub correlation_sp500: Option<f64>,
    pub sharpe: Option<f64>,
    pub standard_deviation: Option<f64>,
}

/// The member's saved blends.
#[derive(Debug, Serialize, ToSchema)]
pub struct BlendList {
    pub items: Vec<BlendSummary>,
}

/// The programs of a new blend (none for an empty worksheet), at most 50, each once.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProgramIds {
    #[schema(max_items = 50)]
    pub program_ids: Vec<i64>,
}

/// Programs to add to a blend: at least one; with those it has, at most 50.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AddedProgramIds {
    #[schema(min_items = 1, max_items = 50)]
    pub program_ids: Vec<i64>,
}

/// The name to save a blend under.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BlendNameBody {
    /// Trimmed, 1 to 100 characters.
    #[schema(schema_with = blend_name_schema)]
    pub blend_name: String,
}

/// The longest blend name (a rule the schema states too).
pub const MAX_NAME_CHARS: usize = 100;

fn blend_name_schema() -> utoipa::openapi::schema::Object {
    utoipa::openapi::schema::ObjectBuilder::new()
        .schema_type(utoipa::openapi::schema::Type::String)
        .pattern(Some(crate::validation::schema::text_pattern(
            true,
            MAX_NAME_CHARS,
        )))
        .build()
}

/// One order of a blend's full replacement.
#[derive(Debug, Clone, PartialEq, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OrderInput {
    pub program_id: i64,
    /// Above 0 and at least the program's investment minimum.
    #[schema(exclusive_minimum = 0)]
    pub quantity: f64,
    /// 1 to 10 in steps of 0.5.
    #[schema(minimum = 1, maximum = 10, multiple_of = 0.5)]
    pub leverage: f64,
    /// `#rrggbb`, or none for the palette's colour.
    #[serde(default)]
    #[schema(pattern = "^#[0-9A-Fa-f]{6}$")]
    pub color: Option<String>,
    /// Shown on the charts; true when left out.
    #[serde(default)]
    pub chart_visible: Option<bool>,
}

/// Every order of a blend, in the order to keep.
#[derive(Debug, Deserialize, ToSchema)]
pub struct OrdersBody {
    pub orders: Vec<OrderInput>,
}

/// The fields of an order to change; a `null` colour returns to the palette's.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OrderPatch {
    /// Above 0 and at least the program's investment minimum.
    #[schema(exclusive_minimum = 0)]
    pub quantity: Option<f64>,
    /// 1 to 10 in steps of 0.5.
    #[schema(minimum = 1, maximum = 10, multiple_of = 0.5)]
    pub leverage: Option<f64>,
    /// `#rrggbb`; null for the palette's colour.
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<String>, pattern = "^#[0-9A-Fa-f]{6}$")]
    pub color: Option<Option<String>>,
    pub chart_visible: Option<bool>,
}

/// Tells a field sent as `null` (`Some(None)`) from one left out (`None`).
fn present<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<Option<String>>, D::Error> {
    Option::<String>::deserialize(deserializer).map(Some)
}

/// The currency a blend sums its amounts in.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BaseCurrencyBody {
    /// `USD`, or a currency the site holds exchange rates for (`GET /api/v1/exchange-rates`).
    #[schema(pattern = "^[A-Z]{3}$", min_length = 3, max_length = 3)]
    pub base_currency: String,
}

/// Whether the blend keeps only the months every program has.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NormalizationBody {
    pub is_normalized: bool,
}

/// What a save stores.
#[derive(Debug, Clone)]
pub struct Official {
    /// The `BlendStatistics` document.
    pub statistics_json: String,
    /// The orders and normalization they were computed from (`Snapshot`).
    pub snapshot_json: String,
    /// The saved-blends table's figures.
    pub figures: ListingFigures,
}

/// A blend the screener can correlate with.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct BlendChoice {
    #[sqlx(rename = "id")]
    pub blend_id: i64,
    pub blend_name: String,
    /// The worksheet open in the blender.
    #[sqlx(try_from = "Flag")]
    pub is_current: bool,
}
