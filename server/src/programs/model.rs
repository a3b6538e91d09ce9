//! The programs API's shapes and the domain's values: a program as stored (`NewProgram` with its
//! percentage lists, `ProgramRecord`, `Program`), the program form as it travels (percentages as
//! fractions), the status change, a program's platforms and its view log.

use serde::{Deserialize, Serialize};
use utoipa::openapi::schema::{AllOfBuilder, Array, ArrayBuilder, Object, ObjectBuilder, Type};
use utoipa::openapi::Ref;
use utoipa::{IntoParams, ToSchema};

use crate::reference::program_status;
use crate::storage::Flag;
use crate::validation::schema;

/// One entry of a percentage list (methodologies, allocation strategies, compositions, holdings):
/// a reference type id and its share as a fraction. A list totals exactly 0 or 1.
#[derive(Debug, Clone, Copy, PartialEq, sqlx::FromRow)]
pub struct PercentShare {
    pub type_id: i64,
    pub value: f64,
}

/// Every field of the spec's program form. A row of `programs` decodes all but the lists, which
/// live in tables of their own.
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
pub struct NewProgram {
    pub program_uri: String,
    pub program_name: String,
    pub program_status_id: i64,
    pub program_type_id: i64,
    pub membership_status_id: i64,
    pub symbol: Option<String>,
    pub currency: String,
    pub investment_min: Option<f64>,
    pub trading_level_increase: Option<f64>,
    pub subscription_frequency_type_id: Option<i64>,
    pub redemption_frequency_type_id: Option<i64>,
    pub investor_requirement_type_id: Option<i64>,
    pub lockup_period: i64,
    pub wdd_expected: Option<f64>,
    pub worst_peak_to_trough: Option<f64>,
    pub sector_focus_type_id: Option<i64>,
    pub caror_type: i64,
    #[sqlx(try_from = "Flag")]
    pub funding_notional: bool,
    pub funding_max_notional: f64,
    #[sqlx(try_from = "Flag")]
    pub us_invest: bool,
    #[sqlx(try_from = "Flag")]
    pub proprietary: bool,
    #[sqlx(try_from = "Flag")]
    pub hide_program: bool,
    pub fee_management: f64,
    pub fee_performance: f64,
    pub average_commission: Option<f64>,
    #[sqlx(try_from = "Flag")]
    pub highwater_mark: bool,
    pub roundturn_year_million: Option<f64>,
    pub margin_equity_ratio: f64,
    pub description: Option<String>,
    pub strategy_investment: Option<String>,
    pub strategy_risk: Option<String>,
    pub accounting_notes: Option<String>,
    /// `YYYY-MM-DD`.
    pub date_inception: Option<String>,
    #[sqlx(try_from = "Flag")]
    pub accepted_agreement: bool,
    pub date_created: String,
    pub date_updated: String,
    pub date_approved: Option<String>,
    pub date_archived: Option<String>,
    #[sqlx(skip)]
    pub methodologies: Vec<PercentShare>,
    #[sqlx(skip)]
    pub allocation_strategies: Vec<PercentShare>,
    #[sqlx(skip)]
    pub compositions: Vec<PercentShare>,
    #[sqlx(skip)]
    pub holdings: Vec<PercentShare>,
    #[sqlx(skip)]
    pub platform_ids: Vec<i64>,
}

/// The identity and state of a stored program.
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
pub struct Program {
    pub id: i64,
    pub group_id: i64,
    pub program_uri: String,
    pub program_name: String,
    pub program_status_id: i64,
    pub program_type_id: i64,
    pub membership_status_id: i64,
    pub currency: String,
    pub caror_type: i64,
    #[sqlx(try_from = "Flag")]
    pub hide_program: bool,
    pub date_inception: Option<String>,
}

/// A stored program as the form edits it: its owning group and every field `update_program`
/// writes, plus `date_created` and `date_inception`.
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
pub struct ProgramRecord {
    pub id: i64,
    pub group_id: i64,
    #[sqlx(flatten)]
    pub program: NewProgram,
    /// The form's version (migration 0007): every write of the form or the status bumps it.
    pub version: i64,
}

/// One entry of a percentage list as the form sends it: a reference type and its share.
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ShareInput {
    /// An id of the list's reference type.
    #[schema(required = true)]
    pub type_id: i64,
    /// A fraction (0.25 = 25 %), 0 to 1 in steps of 0.01 %.
    #[schema(minimum = 0, maximum = 1, multiple_of = 0.0001)]
    pub value: f64,
}

/// Every field of the program form. Percentages travel as fractions (0.25 = 25 %); ids of
/// reference lists as their fixed ids; empty texts are "none".
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ProgramInput {
    /// 1 Active, 2 Pending, 3 Archived, 4 Deleted; only administrators change it.
    #[schema(value_type = i64, required = true, minimum = 1, maximum = 4)]
    pub program_status_id: Option<i64>,
    #[schema(required = true, schema_with = schema::required_text)]
    pub program_name: String,
    /// 1 Index, 2 Fund, 3 Managed Account.
    #[schema(value_type = i64, required = true, minimum = 1, maximum = 3)]
    pub program_type_id: Option<i64>,
    /// 1 Open to New Investments, 2 Closed to New Investments.
    #[schema(value_type = i64, required = true, minimum = 1, maximum = 2)]
    pub membership_status_id: Option<i64>,
    /// The ticker; "" for none.
    #[schema(schema_with = schema::optional_text)]
    pub symbol: String,
    /// ISO code of `currencies`; USD when left out.
    #[schema(schema_with = currency_schema)]
    pub currency: String,
    #[schema(minimum = 0)]
    pub investment_min: Option<f64>,
    #[schema(minimum = 0)]
    pub trading_level_increase: Option<f64>,
    /// An id of `frequencyTypes`.
    #[schema(minimum = 1, maximum = 6)]
    pub subscription_frequency_type_id: Option<i64>,
    /// An id of `frequencyTypes`.
    #[schema(minimum = 1, maximum = 6)]
    pub redemption_frequency_type_id: Option<i64>,
    /// An id of `investorRequirementTypes`.
    #[schema(minimum = 1, maximum = 3)]
    pub investor_requirement_type_id: Option<i64>,
    /// Months.
    #[schema(minimum = 0)]
    pub lockup_period: i64,
    /// Targeted worst drawdown, a fraction.
    #[schema(minimum = 0, maximum = 1, multiple_of = 0.0001)]
    pub wdd_expected: Option<f64>,
    /// A fraction.
    #[serde(rename = "worstPeak2Trough")]
    #[schema(minimum = 0, maximum = 1, multiple_of = 0.0001)]
    pub worst_peak2_trough: Option<f64>,
    /// An id of `sectorFocusTypes`.
    #[schema(minimum = 1, maximum = 8)]
    pub sector_focus_type_id: Option<i64>,
    /// 0 Cumulative, 1 Unique, 2 Sum; 0 when left out.
    #[schema(value_type = i64, minimum = 0, maximum = 2)]
    pub caror_type: Option<i64>,
    pub funding_notional: bool,
    #[schema(minimum = 0)]
    pub funding_max_notional: f64,
    pub us_invest: bool,
    pub proprietary: bool,
    /// Hides the program from visitors who are not signed in.
    pub hide_program: bool,
    /// A fraction.
    #[schema(minimum = 0, maximum = 1, multiple_of = 0.0001)]
    pub fee_management: f64,
    /// A fraction.
    #[schema(minimum = 0, maximum = 1, multiple_of = 0.0001)]
    pub fee_performance: f64,
    /// In cents.
    #[schema(minimum = 0, multiple_of = 0.01)]
    pub average_commission: Option<f64>,
    pub highwater_mark: bool,
    /// Trade frequency, round turns a year per million.
    #[schema(minimum = 0, multiple_of = 1)]
    pub roundturn_year_million: Option<f64>,
    /// A fraction.
    #[schema(minimum = 0, maximum = 1, multiple_of = 0.0001)]
    pub margin_equity_ratio: f64,
    #[schema(schema_with = schema::optional_description)]
    pub description: String,
    #[schema(schema_with = schema::optional_description)]
    pub strategy_investment: String,
    #[schema(schema_with = schema::optional_description)]
    pub strategy_risk: String,
    #[schema(schema_with = schema::optional_description)]
    pub accounting_notes: String,
    /// Decision-making; totals 0 or 1.
    #[schema(schema_with = methodology_shares)]
    pub methodologies: Vec<ShareInput>,
    /// Investment strategy; totals 0 or 1.
    #[schema(schema_with = allocation_strategy_shares)]
    pub allocation_strategies: Vec<ShareInput>,
    /// Totals 0 or 1.
    #[schema(schema_with = composition_shares)]
    pub compositions: Vec<ShareInput>,
    /// Holding periods; totals 0 or 1.
    #[schema(schema_with = holding_period_shares)]
    pub holdings: Vec<ShareInput>,
    /// The owning group: administrators may move a program on edit; ignored for others.
    pub group_id: Option<i64>,
}

/// A percentage list: `ShareInput`s whose type is an id from 1 to `types` of the list's
/// reference type. That each type appears once and the shares total 0 or 100 % no schema states.
fn shares(types: i64) -> Array {
    let type_id = ObjectBuilder::new().property(
        "typeId",
        ObjectBuilder::new()
            .schema_type(Type::Integer)
            .minimum(Some(1))
            .maximum(Some(types)),
    );
    ArrayBuilder::new()
        .items(
            AllOfBuilder::new()
                .item(Ref::from_schema_name("ShareInput"))
                .item(type_id),
        )
        .default(Some(serde_json::json!([])))
        .build()
}

fn methodology_shares() -> Array {
    shares(2)
}

fn allocation_strategy_shares() -> Array {
    shares(13)
}

fn composition_shares() -> Array {
    shares(13)
}

fn holding_period_shares() -> Array {
    shares(5)
}

/// The codes of `currencies` (migrations), trimmed.
pub const CURRENCIES: [&str; 8] = ["USD", "GBP", "JPY", "AUD", "EUR", "CNY", "CHF", "CAD"];

fn currency_schema() -> Object {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .pattern(Some(schema::trimmed(&format!(
            "(?:{})",
            CURRENCIES.join("|")
        ))))
        .default(Some("USD".into()))
        .build()
}

/// The spec's defaults (section 9); the required choices start empty.
impl Default for ProgramInput {
    fn default() -> Self {
        ProgramInput {
            program_status_id: None,
            program_name: String::new(),
            program_type_id: None,
            membership_status_id: None,
            symbol: String::new(),
            currency: "USD".to_owned(),
            investment_min: None,
            trading_level_increase: None,
            subscription_frequency_type_id: None,
            redemption_frequency_type_id: None,
            investor_requirement_type_id: None,
            lockup_period: 0,
            wdd_expected: None,
            worst_peak2_trough: None,
            sector_focus_type_id: None,
            caror_type: Some(0),
            funding_notional: false,
            funding_max_notional: 0.0,
            us_invest: true,
            proprietary: false,
            hide_program: false,
            fee_management: 0.0,
            fee_performance: 0.0,
            average_commission: None,
            highwater_mark: true,
            roundturn_year_million: None,
            margin_equity_ratio: 0.0,
            description: String::new(),
            strategy_investment: String::new(),
            strategy_risk: String::new(),
            accounting_notes: String::new(),
            methodologies: Vec::new(),
            allocation_strategies: Vec::new(),
            compositions: Vec::new(),
            holdings: Vec::new(),
            group_id: None,
        }
    }
}

/// A record with no authored field yet, created at `now` (RFC 3339): what `apply` fills in for a
/// new program.
pub fn blank_record(now: &str) -> NewProgram {
    NewProgram {
        program_uri: String::new(),
        program_name: String::new(),
        program_status_id: program_status::PENDING,
        program_type_id: 0,
        membership_status_id: 0,
        symbol: None,
        currency: String::new(),
        investment_min: None,
        trading_level_increase: None,
        subscription_frequency_type_id: None,
        redemption_frequency_type_id: None,
        investor_requirement_type_id: None,
        lockup_period: 0,
        wdd_expected: None,
        worst_peak_to_trough: None,
        sector_focus_type_id: None,
        caror_type: 0,
        funding_notional: false,
        funding_max_notional: 0.0,
        us_invest: true,
        proprietary: false,
        hide_program: false,
        fee_management: 0.0,
        fee_performance: 0.0,
        average_commission: None,
        highwater_mark: true,
        roundturn_year_million: None,
        margin_equity_ratio: 0.0,
        description: None,
        strategy_investment: None,
        strategy_risk: None,
        accounting_notes: None,
        date_inception: None,
        accepted_agreement: false,
        date_created: now.to_owned(),
        date_updated: now.to_owned(),
        date_approved: None,
        date_archived: None,
        methodologies: Vec::new(),
        allocation_strategies: Vec::new(),
        compositions: Vec::new(),
        holdings: Vec::new(),
        platform_ids: Vec::new(),
    }
}

/// The program form's data.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProgramForm {
    pub program_id: i64,
    pub program_uri: String,
    pub group_id: i64,
    pub group_uri: String,
    pub group_name: String,
    pub program: ProgramInput,
    /// The platforms the program is on.
    pub platform_ids: Vec<i64>,
    /// The version a save of this form sends back; every write of the form or the status
    /// bumps it.
    pub version: i64,
}

/// `PATCH …/programs/{programUri}/status`.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct ProgramStatusChange {
    /// 1 Active, 2 Pending, 3 Archived, 4 Deleted.
    #[schema(minimum = 1, maximum = 4)]
    pub program_status_id: i64,
    /// The status the administrator decided on; when the stored one is another, nothing changes
    /// and the answer is `conflict`. Absent: the status stored when the request arrives.
    pub expected_status_id: Option<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProgramPlatforms {
    pub platform_ids: Vec<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ViewLogEntry {
    /// None for a visitor who was not signed in.
    pub user_id: Option<i64>,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub phone: String,
    /// RFC 3339.
    pub date_created: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ViewLogPage {
    pub items: Vec<ViewLogEntry>,
    pub total_count: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ViewCount {
    pub count: i64,
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ViewLogQuery {
    /// From 1.
    #[param(minimum = 1)]
    pub page_number: Option<i64>,
    /// 1..=100 (the page offers 10, 25, 50 and 100); default 25.
    #[param(minimum = 1, maximum = 100)]
    pub page_size: Option<i64>,
    /// `ASC` or `DESC` (default) by date, in any case.
    #[param(pattern = "^([Aa][Ss][Cc]|[Dd][Ee][Ss][Cc])$")]
    pub order_by: Option<String>,
}
