//! A program as its add/edit form submits it (the wire format: percentages as fractions), and
//! its conversion to and from the stored record. The form's rules are in `program_rules`.

use serde::{Deserialize, Serialize};
use utoipa::openapi::schema::{AllOfBuilder, Array, ArrayBuilder, Object, ObjectBuilder, Type};
use utoipa::openapi::Ref;
use utoipa::ToSchema;

use crate::programs::store::{NewProgram, PercentShare};
use crate::reference::program_status;
use crate::validation::schema;

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

/// Percent inputs move in steps of 0.01 %: a fraction in steps of 0.0001.
pub const PERCENT_STEPS_PER_UNIT: f64 = 10_000.0;
/// Amounts in cents (average commission).
pub const CENTS_PER_UNIT: f64 = 100.0;

/// Rounds a value on its step to the step exactly, so that 12.34 % sent as 0.12340000000000001
/// is stored as 0.1234.
fn snap(value: f64, steps_per_unit: f64) -> f64 {
    (value * steps_per_unit).round() / steps_per_unit
}

fn text(value: &str) -> Option<String> {
    let value = value.trim();
    (!value.is_empty()).then(|| value.to_owned())
}

/// The entries of a list as stored: on the step exactly, without the zero shares (a share of
/// 0 % says nothing), in type order.
fn stored_shares(shares: &[ShareInput]) -> Vec<PercentShare> {
    let mut stored: Vec<PercentShare> = shares
        .iter()
        .map(|share| PercentShare {
            type_id: share.type_id,
            value: snap(share.value, PERCENT_STEPS_PER_UNIT),
        })
        .filter(|share| share.value != 0.0)
        .collect();
    stored.sort_by_key(|share| share.type_id);
    stored
}

fn input_shares(shares: &[PercentShare]) -> Vec<ShareInput> {
    shares
        .iter()
        .map(|share| ShareInput {
            type_id: share.type_id,
            value: share.value,
        })
        .collect()
}

impl ProgramInput {
    /// Writes the form's fields into a program record; the status, URI, group and dates are the
    /// caller's. Call after `check` passed (the required choices are present).
    pub fn apply(&self, program: &mut NewProgram) {
        program.program_name = self.program_name.trim().to_owned();
        program.program_type_id = self.program_type_id.unwrap_or(program.program_type_id);
        program.membership_status_id = self
            .membership_status_id
            .unwrap_or(program.membership_status_id);
        program.symbol = text(&self.symbol);
        program.currency = self.currency.trim().to_owned();
        program.investment_min = self.investment_min;
        program.trading_level_increase = self.trading_level_increase;
        program.subscription_frequency_type_id = self.subscription_frequency_type_id;
        program.redemption_frequency_type_id = self.redemption_frequency_type_id;
        program.investor_requirement_type_id = self.investor_requirement_type_id;
        program.lockup_period = self.lockup_period;
        program.wdd_expected = self.wdd_expected.map(|v| snap(v, PERCENT_STEPS_PER_UNIT));
        program.worst_peak_to_trough = self
            .worst_peak2_trough
            .map(|v| snap(v, PERCENT_STEPS_PER_UNIT));
        program.sector_focus_type_id = self.sector_focus_type_id;
        program.caror_type = self.caror_type.unwrap_or(program.caror_type);
        program.funding_notional = self.funding_notional;
        program.funding_max_notional = self.funding_max_notional;
        program.us_invest = self.us_invest;
        program.proprietary = self.proprietary;
        program.hide_program = self.hide_program;
        program.fee_management = snap(self.fee_management, PERCENT_STEPS_PER_UNIT);
        program.fee_performance = snap(self.fee_performance, PERCENT_STEPS_PER_UNIT);
        program.average_commission = self.average_commission.map(|v| snap(v, CENTS_PER_UNIT));
        program.highwater_mark = self.highwater_mark;
        program.roundturn_year_million = self.roundturn_year_million.map(f64::round);
        program.margin_equity_ratio = snap(self.margin_equity_ratio, PERCENT_STEPS_PER_UNIT);
        program.description = text(&self.description);
        program.strategy_investment = text(&self.strategy_investment);
        program.strategy_risk = text(&self.strategy_risk);
        program.accounting_notes = text(&self.accounting_notes);
        program.methodologies = stored_shares(&self.methodologies);
        program.allocation_strategies = stored_shares(&self.allocation_strategies);
        program.compositions = stored_shares(&self.compositions);
        program.holdings = stored_shares(&self.holdings);
    }

    /// The form of a stored program of group `group_id`.
    pub fn from_record(program: &NewProgram, group_id: i64) -> ProgramInput {
        ProgramInput {
            program_status_id: Some(program.program_status_id),
            program_name: program.program_name.clone(),
            program_type_id: Some(program.program_type_id),
            membership_status_id: Some(program.membership_status_id),
            symbol: program.symbol.clone().unwrap_or_default(),
            currency: program.currency.clone(),
            investment_min: program.investment_min,
            trading_level_increase: program.trading_level_increase,
            subscription_frequency_type_id: program.subscription_frequency_type_id,
            redemption_frequency_type_id: program.redemption_frequency_type_id,
            investor_requirement_type_id: program.investor_requirement_type_id,
            lockup_period: program.lockup_period,
            wdd_expected: program.wdd_expected,
            worst_peak2_trough: program.worst_peak_to_trough,
            sector_focus_type_id: program.sector_focus_type_id,
            caror_type: Some(program.caror_type),
            funding_notional: program.funding_notional,
            funding_max_notional: program.funding_max_notional,
            us_invest: program.us_invest,
            proprietary: program.proprietary,
            hide_program: program.hide_program,
            fee_management: program.fee_management,
            fee_performance: program.fee_performance,
            average_commission: program.average_commission,
            highwater_mark: program.highwater_mark,
            roundturn_year_million: program.roundturn_year_million,
            margin_equity_ratio: program.margin_equity_ratio,
            description: program.description.clone().unwrap_or_default(),
            strategy_investment: program.strategy_investment.clone().unwrap_or_default(),
            strategy_risk: program.strategy_risk.clone().unwrap_or_default(),
            accounting_notes: program.accounting_notes.clone().unwrap_or_default(),
            methodologies: input_shares(&program.methodologies),
            allocation_strategies: input_shares(&program.allocation_strategies),
            compositions: input_shares(&program.compositions),
            holdings: input_shares(&program.holdings),
            group_id: Some(group_id),
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

/// The URI a program named `name` starts from: the company rule's slug (`Diversified Trend` →
/// `diversified-trend`), or `program` for a name without a Latin letter or digit.
pub fn program_slug(name: &str) -> String {
    crate::slug::of(name, "program")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::slug::free_uri;

    #[test]
    fn the_stored_record_snaps_values_and_drops_empty_shares() {
        let input = ProgramInput {
            symbol: " ".to_owned(),
            description: " Trend following. ".to_owned(),
            fee_management: 0.123_400_000_000_000_01,
            holdings: vec![
                ShareInput {
                    type_id: 3,
                    value: 0.6,
                },
                ShareInput {
                    type_id: 1,
                    value: 0.4,
                },
                ShareInput {
                    type_id: 2,
                    value: 0.0,
                },
            ],
            ..ProgramInput::default()
        };
        let mut record = blank_record("2024-01-02T03:04:05Z");
        input.apply(&mut record);
        assert_eq!(record.symbol, None);
        assert_eq!(record.description.as_deref(), Some("Trend following."));
        assert_eq!(record.fee_management, 0.1234);
        assert_eq!(
            record.holdings,
            vec![
                PercentShare {
                    type_id: 1,
                    value: 0.4
                },
                PercentShare {
                    type_id: 3,
                    value: 0.6
                },
            ]
        );
        let form = ProgramInput::from_record(&record, 7);
        assert_eq!(form.group_id, Some(7));
        assert_eq!(form.symbol, "");
        assert_eq!(form.holdings.len(), 2);
    }

    #[test]
    fn program_uris_are_slugs_made_unique() {
        assert_eq!(
            program_slug("Diversified Trend (2x)"),
            "diversified-trend-2x"
        );
        assert_eq!(program_slug("趋势"), "program");
        let taken = ["trend".to_owned(), "trend-2".to_owned()];
        assert_eq!(free_uri("trend", &taken), "trend-3");
        assert_eq!(free_uri("carry", &taken), "carry");
    }
}
