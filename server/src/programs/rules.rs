//! The spec's program-form rules over a submitted `ProgramInput`, each reported under the
//! field's path with the message key the web app translates: required and known choices, the
//! fractions on their 0.01 % step, minimums, text lengths, and the four percentage lists that
//! total exactly 0 or 100 %.

use std::collections::HashSet;

use crate::error::Result;
use crate::programs::input::{ProgramInput, ShareInput, CENTS_PER_UNIT, PERCENT_STEPS_PER_UNIT};
use crate::reference::{reference_items, ReferenceList};
use crate::storage::Db;
use crate::validation::{
    check_optional, check_required, FieldErrors, MAX_DESCRIPTION_LENGTH, MAX_TEXT_LENGTH,
};

/// The ids (and currency codes) the reference tables hold: what a choice may name.
#[derive(Debug, Clone, Default)]
pub struct ProgramChoices {
    pub program_statuses: HashSet<i64>,
    pub program_types: HashSet<i64>,
    pub membership_statuses: HashSet<i64>,
    pub frequency_types: HashSet<i64>,
    pub investor_requirement_types: HashSet<i64>,
    pub sector_focus_types: HashSet<i64>,
    pub caror_types: HashSet<i64>,
    pub methodology_types: HashSet<i64>,
    pub allocation_strategy_types: HashSet<i64>,
    pub composition_types: HashSet<i64>,
    pub holding_period_types: HashSet<i64>,
    pub currencies: HashSet<String>,
}

impl ProgramChoices {
    /// Reads the reference tables.
    pub async fn load(db: &Db) -> Result<ProgramChoices> {
        async fn ids(db: &Db, list: ReferenceList) -> Result<HashSet<i64>> {
            Ok(reference_items(db, list)
                .await?
                .into_iter()
                .map(|item| item.id)
                .collect())
        }
        Ok(ProgramChoices {
            program_statuses: ids(db, ReferenceList::ProgramStatuses).await?,
            program_types: ids(db, ReferenceList::ProgramTypes).await?,
            membership_statuses: ids(db, ReferenceList::MembershipStatuses).await?,
            frequency_types: ids(db, ReferenceList::FrequencyTypes).await?,
            investor_requirement_types: ids(db, ReferenceList::InvestorRequirementTypes).await?,
            sector_focus_types: ids(db, ReferenceList::SectorFocusTypes).await?,
            caror_types: ids(db, ReferenceList::CarorTypes).await?,
            methodology_types: ids(db, ReferenceList::MethodologyTypes).await?,
            allocation_strategy_types: ids(db, ReferenceList::AllocationStrategyTypes).await?,
            composition_types: ids(db, ReferenceList::CompositionTypes).await?,
            holding_period_types: ids(db, ReferenceList::HoldingPeriodTypes).await?,
            currencies: reference_items(db, ReferenceList::Currencies)
                .await?
                .into_iter()
                .map(|item| item.code)
                .collect(),
        })
    }
}

/// Tolerance of a step: a value is on the step when value / step is within this of an integer.
const STEP_TOLERANCE: f64 = 1e-6;
/// Tolerance of a list's total against 0 or 1.
const TOTAL_TOLERANCE: f64 = 1e-9;

fn on_step(value: f64, steps_per_unit: f64) -> bool {
    let scaled = value * steps_per_unit;
    (scaled - scaled.round()).abs() <= STEP_TOLERANCE
}

/// A fraction in whole hundredths of a percent: the step of every percent input (program
/// shares and fees, monthly returns).
pub fn in_percent_steps(fraction: f64) -> bool {
    on_step(fraction, PERCENT_STEPS_PER_UNIT)
}

/// A fraction of 0 to 1 in steps of 0.01 %.
pub fn check_fraction(value: f64) -> Result<(), &'static str> {
    if value < 0.0 {
        Err("belowMinimum")
    } else if value > 1.0 {
        Err("outOfRange")
    } else if !on_step(value, PERCENT_STEPS_PER_UNIT) {
        Err("invalidStep")
    } else {
        Ok(())
    }
}

/// A number of at least 0.
pub fn check_non_negative(value: f64) -> Result<(), &'static str> {
    if value < 0.0 {
        Err("belowMinimum")
    } else {
        Ok(())
    }
}

/// A number of at least 0 on a step (`steps_per_unit` steps make 1).
pub fn check_non_negative_step(value: f64, steps_per_unit: f64) -> Result<(), &'static str> {
    check_non_negative(value)?;
    if on_step(value, steps_per_unit) {
        Ok(())
    } else {
        Err("invalidStep")
    }
}

fn check_required_choice(id: Option<i64>, known: &HashSet<i64>) -> Result<(), &'static str> {
    match id {
        None => Err("required"),
        Some(id) => check_choice(id, known),
    }
}

fn check_choice(id: i64, known: &HashSet<i64>) -> Result<(), &'static str> {
    if known.contains(&id) {
        Ok(())
    } else {
        Err("invalidChoice")
    }
}

fn check_optional_choice(id: Option<i64>, known: &HashSet<i64>) -> Result<(), &'static str> {
    id.map_or(Ok(()), |id| check_choice(id, known))
}

/// A percentage list: known, distinct types, each share a fraction on the step, the whole
/// totalling exactly 0 or 100 %.
fn check_shares(name: &str, shares: &[ShareInput], known: &HashSet<i64>, errors: &mut FieldErrors) {
    let mut seen = HashSet::new();
    for (index, share) in shares.iter().enumerate() {
        let at = |field: &str| format!("{name}.{index}.{field}");
        errors.check(at("typeId"), check_choice(share.type_id, known));
        if !seen.insert(share.type_id) {
            errors.check(at("typeId"), Err("duplicate"));
        }
        errors.check(at("value"), check_fraction(share.value));
    }
    let total: f64 = shares.iter().map(|share| share.value).sum();
    if total.abs() > TOTAL_TOLERANCE && (total - 1.0).abs() > TOTAL_TOLERANCE {
        errors.check(name, Err("totalMustEqual100"));
    }
}

impl ProgramInput {
    /// The spec's program-form rules; field paths as the form names them (`programName`,
    /// `compositions`, `compositions.0.value`, …).
    pub fn check(&self, choices: &ProgramChoices, errors: &mut FieldErrors) {
        errors.check(
            "programStatusId",
            check_required_choice(self.program_status_id, &choices.program_statuses),
        );
        errors.check(
            "programName",
            check_required(&self.program_name, MAX_TEXT_LENGTH),
        );
        errors.check(
            "programTypeId",
            check_required_choice(self.program_type_id, &choices.program_types),
        );
        errors.check(
            "membershipStatusId",
            check_required_choice(self.membership_status_id, &choices.membership_statuses),
        );
        errors.check("symbol", check_optional(&self.symbol, MAX_TEXT_LENGTH));
        let currency = self.currency.trim();
        if currency.is_empty() {
            errors.check("currency", Err("required"));
        } else if !choices.currencies.contains(currency) {
            errors.check("currency", Err("invalidChoice"));
        }
        for (name, value) in [
            ("investmentMin", self.investment_min),
            ("tradingLevelIncrease", self.trading_level_increase),
            ("fundingMaxNotional", Some(self.funding_max_notional)),
        ] {
            if let Some(value) = value {
                errors.check(name, check_non_negative(value));
            }
        }
        if let Some(value) = self.average_commission {
            errors.check(
                "averageCommission",
                check_non_negative_step(value, CENTS_PER_UNIT),
            );
        }
        if let Some(value) = self.roundturn_year_million {
            errors.check("roundturnYearMillion", check_non_negative_step(value, 1.0));
        }
        if self.lockup_period < 0 {
            errors.check("lockupPeriod", Err("belowMinimum"));
        }
        for (name, value) in [
            (
                "subscriptionFrequencyTypeId",
                self.subscription_frequency_type_id,
            ),
            (
                "redemptionFrequencyTypeId",
                self.redemption_frequency_type_id,
            ),
        ] {
            errors.check(name, check_optional_choice(value, &choices.frequency_types));
        }
        errors.check(
            "investorRequirementTypeId",
            check_optional_choice(
                self.investor_requirement_type_id,
                &choices.investor_requirement_types,
            ),
        );
        errors.check(
            "sectorFocusTypeId",
            check_optional_choice(self.sector_focus_type_id, &choices.sector_focus_types),
        );
        errors.check(
            "carorType",
            check_required_choice(self.caror_type, &choices.caror_types),
        );
        for (name, value) in [
            ("wddExpected", self.wdd_expected),
            ("worstPeak2Trough", self.worst_peak2_trough),
            ("feeManagement", Some(self.fee_management)),
            ("feePerformance", Some(self.fee_performance)),
            ("marginEquityRatio", Some(self.margin_equity_ratio)),
        ] {
            if let Some(value) = value {
                errors.check(name, check_fraction(value));
            }
        }
        for (name, value) in [
            ("description", &self.description),
            ("strategyInvestment", &self.strategy_investment),
            ("strategyRisk", &self.strategy_risk),
            ("accountingNotes", &self.accounting_notes),
        ] {
            errors.check(name, check_optional(value, MAX_DESCRIPTION_LENGTH));
        }
        check_shares(
            "methodologies",
            &self.methodologies,
            &choices.methodology_types,
            errors,
        );
        check_shares(
            "allocationStrategies",
            &self.allocation_strategies,
            &choices.allocation_strategy_types,
            errors,
        );
        check_shares(
            "compositions",
            &self.compositions,
            &choices.composition_types,
            errors,
        );
        check_shares(
            "holdings",
            &self.holdings,
            &choices.holding_period_types,
            errors,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rule_tables::{problems, Table};

    fn table() -> Table {
        Table::parse(include_str!("../../../rules/program.json"))
    }

    /// The table's reference ids (those of `docs/conventions.md`).
    fn choices(table: &Table) -> ProgramChoices {
        let choices = table.get("choices");
        let ids = |name: &str| -> HashSet<i64> {
            serde_json::from_value(choices[name].clone()).expect("a list of ids")
        };
        ProgramChoices {
            program_statuses: ids("programStatuses"),
            program_types: ids("programTypes"),
            membership_statuses: ids("membershipStatuses"),
            frequency_types: ids("frequencyTypes"),
            investor_requirement_types: ids("investorRequirementTypes"),
            sector_focus_types: ids("sectorFocusTypes"),
            caror_types: ids("carorTypes"),
            methodology_types: ids("methodologyTypes"),
            allocation_strategy_types: ids("allocationStrategyTypes"),
            composition_types: ids("compositionTypes"),
            holding_period_types: ids("holdingPeriodTypes"),
            currencies: serde_json::from_value(choices["currencies"].clone())
                .expect("a list of codes"),
        }
    }

    /// Runs the table's cases of `rule` through `ProgramInput::check`.
    fn check_rule(rule: &str) {
        let table = table();
        let choices = choices(&table);
        table.check(rule, |case| {
            let input: ProgramInput =
                serde_json::from_value(table.form(case)).expect("a program form");
            let mut errors = FieldErrors::default();
            input.check(&choices, &mut errors);
            match errors.into_result() {
                Ok(()) => problems([]),
                Err(crate::error::Error::Validation(fields)) => problems(fields),
                Err(other) => panic!("{other}"),
            }
        });
    }

    #[test]
    fn every_case_names_a_rule_of_this_module() {
        table().assert_rules(&[
            "complete",
            "required",
            "choices",
            "totals",
            "shareStep",
            "duplicate",
            "fractions",
            "notNegative",
            "textLength",
        ]);
    }

    #[test]
    fn a_complete_form_passes() {
        check_rule("complete");
    }

    #[test]
    fn the_required_fields_are_named() {
        check_rule("required");
    }

    #[test]
    fn choices_must_name_known_ids() {
        check_rule("choices");
    }

    #[test]
    fn each_list_totals_zero_or_one_hundred_percent() {
        check_rule("totals");
    }

    #[test]
    fn a_share_is_a_fraction_on_the_hundredth_of_a_percent() {
        check_rule("shareStep");
    }

    #[test]
    fn a_type_appears_once_in_a_list() {
        check_rule("duplicate");
    }

    #[test]
    fn fees_drawdowns_and_margin_are_fractions_on_the_step() {
        check_rule("fractions");
    }

    #[test]
    fn amounts_and_lockup_are_not_negative() {
        check_rule("notNegative");
    }

    #[test]
    fn texts_are_bounded() {
        check_rule("textLength");
    }
}
