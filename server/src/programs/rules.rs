//! The programs' own rules: the spec's program-form rules over a submitted `ProgramInput`, each
//! reported under the field's path with the message key the web app translates (required and
//! known choices, the fractions on their 0.01 % step, minimums, text lengths, and the four
//! percentage lists that total exactly 0 or 100 %); a status change's dates; a new program's URI;
//! and the view log's paging and CSV export.

use std::collections::HashSet;

use super::model::{NewProgram, ProgramInput, ShareInput, ViewLogEntry, ViewLogQuery};
use crate::error::Result;
use crate::reference::program_status;
use crate::validation::paging::{paging, Paging};
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

/// Percent inputs move in steps of 0.01 %: a fraction in steps of 0.0001.
pub const PERCENT_STEPS_PER_UNIT: f64 = 10_000.0;
/// Amounts in cents (average commission).
pub const CENTS_PER_UNIT: f64 = 100.0;

/// Tolerance of a step: a value is on the step when value / step is within this of an integer.
const STEP_TOLERANCE: f64 = 1e-6;
/// Tolerance of a list's total against 0 or 1.
const TOTAL_TOLERANCE: f64 = 1e-9;

/// Whether `value` is a whole number of steps. The tolerance absorbs binary noise (0.1 + 0.2), which
/// is relative to a step's count; a value nearer zero than one step has none, so it must be 0.
fn on_step(value: f64, steps_per_unit: f64) -> bool {
    let scaled = value * steps_per_unit;
    if scaled.round() == 0.0 {
        return value == 0.0;
    }
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

/// A count: zero or more, whole. Exactly whole, unlike a step's tolerance, which absorbs the
/// error of decimal fractions in binary (0.1 + 0.2) that a whole number never has.
pub fn check_non_negative_whole(value: f64) -> Result<(), &'static str> {
    check_non_negative(value)?;
    if value.fract() == 0.0 {
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
            errors.check("roundturnYearMillion", check_non_negative_whole(value));
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

/// Gives a program status `new_status` at `now`: becoming Active records the first approval,
/// becoming Archived records when (kept while it stays Archived), and becoming Active again
/// clears the archive date.
pub fn set_status(program: &mut NewProgram, new_status: i64, now: &str) {
    let previous = program.program_status_id;
    if new_status == program_status::ACTIVE {
        if program.date_approved.is_none() {
            program.date_approved = Some(now.to_owned());
        }
        program.date_archived = None;
    }
    if new_status == program_status::ARCHIVED
        && (previous != program_status::ARCHIVED || program.date_archived.is_none())
    {
        program.date_archived = Some(now.to_owned());
    }
    program.program_status_id = new_status;
}

/// The URI a program named `name` starts from: the company rule's slug (`Diversified Trend` →
/// `diversified-trend`), or `program` for a name without a Latin letter or digit.
pub fn program_slug(name: &str) -> String {
    crate::slug::of(name, "program")
}

/// The page a view-log request asks for: 25 rows of page 1, newest first, unless asked otherwise.
pub fn view_log_paging(query: &ViewLogQuery) -> Result<Paging> {
    paging(
        query.page_size,
        query.page_number,
        query.order_by.as_deref(),
        (25, 100),
        true,
    )
}

/// The view log as the Logs tab exports it: a header and one CSV line per entry.
pub fn view_log_csv(entries: Vec<ViewLogEntry>) -> String {
    let mut csv = String::from("Date,First Name,Last Name,Email,Phone\r\n");
    for e in entries {
        let fields = [e.date_created, e.first_name, e.last_name, e.email, e.phone];
        csv.push_str(&crate::csv::line(&fields));
    }
    csv
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::programs::model::blank_record;
    use crate::rule_tables::{problems, Table};
    use crate::slug::free_uri;

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

    #[test]
    fn activation_records_the_first_approval_only() {
        let mut program = blank_record("2024-01-01T00:00:00Z");
        set_status(&mut program, program_status::ACTIVE, "2024-02-01T00:00:00Z");
        assert_eq!(program.program_status_id, program_status::ACTIVE);
        assert_eq!(
            program.date_approved.as_deref(),
            Some("2024-02-01T00:00:00Z")
        );
        set_status(
            &mut program,
            program_status::PENDING,
            "2024-03-01T00:00:00Z",
        );
        set_status(&mut program, program_status::ACTIVE, "2024-04-01T00:00:00Z");
        assert_eq!(
            program.date_approved.as_deref(),
            Some("2024-02-01T00:00:00Z")
        );
    }

    #[test]
    fn archiving_is_dated_and_reactivation_clears_it() {
        let mut program = blank_record("2024-01-01T00:00:00Z");
        set_status(&mut program, program_status::ACTIVE, "2024-02-01T00:00:00Z");
        set_status(
            &mut program,
            program_status::ARCHIVED,
            "2024-05-01T00:00:00Z",
        );
        assert_eq!(
            program.date_archived.as_deref(),
            Some("2024-05-01T00:00:00Z")
        );
        set_status(
            &mut program,
            program_status::ARCHIVED,
            "2024-06-01T00:00:00Z",
        );
        assert_eq!(
            program.date_archived.as_deref(),
            Some("2024-05-01T00:00:00Z"),
            "saving an archived program keeps its archive date"
        );
        set_status(&mut program, program_status::ACTIVE, "2024-07-01T00:00:00Z");
        assert_eq!(program.date_archived, None);
        assert_eq!(
            program.date_approved.as_deref(),
            Some("2024-02-01T00:00:00Z")
        );
    }

    #[test]
    fn deleting_keeps_the_dates() {
        let mut program = blank_record("2024-01-01T00:00:00Z");
        set_status(
            &mut program,
            program_status::ARCHIVED,
            "2024-05-01T00:00:00Z",
        );
        set_status(
            &mut program,
            program_status::DELETED,
            "2024-06-01T00:00:00Z",
        );
        assert_eq!(program.program_status_id, program_status::DELETED);
        assert_eq!(
            program.date_archived.as_deref(),
            Some("2024-05-01T00:00:00Z")
        );
        assert_eq!(program.date_approved, None);
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
