//! The shared-blend API's shapes: what the owner creates and lists, and what a link's reader gets.

use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::blends::model::{Benchmark, ReturnColumns};
use crate::storage::Flag;

/// An order as a link pins it: the saved blend's allocation and the dollar rate its amount was
/// converted at when shared, so the weights stay as they were.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PinnedOrder {
    pub program_id: i64,
    pub quantity: f64,
    pub leverage: f64,
    pub color: Option<String>,
    pub chart_visible: bool,
    pub currency: String,
    pub usd_per_unit: Option<f64>,
}

/// A new link: the only answer that carries its token (the server keeps its hash alone).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CreatedShare {
    pub share: BlendShare,
    /// 43 characters of base64url (256 random bits): the link is `/{lang}/shared-blends/{token}`.
    pub token: String,
}

/// One of the owner's links as their list shows it.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct BlendShare {
    #[sqlx(rename = "id")]
    pub share_id: i64,
    pub blend_id: i64,
    /// The blend's name when shared.
    pub blend_name: String,
    /// How many programs the link pins (some may be hidden from a reader).
    pub program_count: i64,
    /// `yyyymm`: the last month a reader sees.
    pub data_month: i64,
    /// RFC 3339.
    pub date_created: String,
}

/// The owner's live links, newest first.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BlendSharePage {
    pub items: Vec<BlendShare>,
    pub total_count: i64,
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct BlendShareQuery {
    /// 1..=50; default 25.
    #[param(minimum = 1, maximum = 50)]
    pub page_size: Option<i64>,
    /// From 1.
    #[param(minimum = 1)]
    pub page_number: Option<i64>,
}

/// A link as stored.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ShareRow {
    pub blend_name: String,
    #[sqlx(try_from = "Flag")]
    pub is_normalized: bool,
    pub base_currency: String,
    pub base_usd_per_unit: f64,
    pub orders_json: String,
    pub data_month: i64,
    pub date_created: String,
}

/// A program of a shared blend that the reader may see, with its returns up to the link's month.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SharedOrder {
    pub program_id: i64,
    pub program_name: String,
    pub program_uri: String,
    pub group_name: String,
    pub group_uri: String,
    /// The amount in the program's currency when shared.
    pub quantity: f64,
    /// 1 to 10 in steps of 0.5.
    pub leverage: f64,
    /// `#rrggbb`, or none for the palette's colour.
    pub color: Option<String>,
    pub chart_visible: bool,
    pub currency: String,
    /// US dollars per unit of `currency` when shared.
    pub usd_per_unit: Option<f64>,
    pub fee_management: f64,
    pub fee_performance: f64,
    /// `YYYY-MM-DD`.
    pub date_inception: Option<String>,
    pub investment_min: Option<f64>,
    /// Up to `dataMonth`; empty for a program without returns by then (left out of the blend).
    pub returns: ReturnColumns,
}

/// A shared blend as anyone holding the link sees it: compute it in the browser as the blender
/// does (each order with returns, by position, and the benchmark to `BlendInput`, then
/// `compute(isNormalized)`).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SharedBlend {
    pub blend_name: String,
    pub is_normalized: bool,
    /// The currency the blend was summed in when shared.
    pub base_currency: String,
    /// US dollars per unit of `baseCurrency` when shared: with the orders' `usdPerUnit`, the
    /// rates the link pins, so its shares stay as they were.
    pub base_usd_per_unit: f64,
    /// `yyyymm`: no later month is shown, so the figures stay as they were when shared.
    pub data_month: i32,
    /// RFC 3339: when the link was made.
    pub date_shared: String,
    /// The programs the reader may see, in the blend's order.
    pub orders: Vec<SharedOrder>,
    /// Programs of the blend left out because the reader may not see them (no longer listed,
    /// hidden from visitors, or deleted).
    pub hidden_programs: i64,
    /// The S&P 500 up to `dataMonth`; none while the site holds no benchmark.
    pub benchmark: Option<Benchmark>,
}
