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

    /// One edit of a valid form.
    type Change = fn(&mut ProgramInput);

    /// The reference ids of `docs/conventions.md`.
    fn choices() -> ProgramChoices {
        let range = |n: i64| (1..=n).collect::<HashSet<i64>>();
        ProgramChoices {
            program_statuses: range(4),
            program_types: range(3),
            membership_statuses: range(2),
            frequency_types: range(6),
            investor_requirement_types: range(3),
            sector_focus_types: range(8),
            caror_types: (0..=2).collect(),
            methodology_types: range(2),
            allocation_strategy_types: range(13),
            composition_types: range(13),
            holding_period_types: range(5),
            currencies: ["USD", "EUR", "CNY"].map(str::to_owned).into(),
        }
    }

    fn valid() -> ProgramInput {
        ProgramInput {
            program_status_id: Some(2),
            program_name: "Diversified Trend".to_owned(),
            program_type_id: Some(3),
            membership_status_id: Some(1),
            methodologies: vec![ShareInput {
                type_id: 2,
                value: 1.0,
            }],
            compositions: vec![
                ShareInput {
                    type_id: 6,
                    value: 0.3333,
                },
                ShareInput {
                    type_id: 12,
                    value: 0.6667,
                },
            ],
            ..ProgramInput::default()
        }
    }

    fn problems(input: &ProgramInput) -> Vec<(String, String)> {
        let mut errors = FieldErrors::default();
        input.check(&choices(), &mut errors);
        match errors.into_result() {
            Ok(()) => Vec::new(),
            Err(crate::error::Error::Validation(fields)) => fields.into_iter().collect(),
            Err(other) => panic!("{other}"),
        }
    }

    fn problem(field: &str, key: &str) -> Vec<(String, String)> {
        vec![(field.to_owned(), key.to_owned())]
    }

    #[test]
    fn a_complete_form_passes() {
        assert_eq!(problems(&valid()), Vec::new());
    }

    #[test]
    fn the_required_fields_are_named() {
        let input = ProgramInput {
            program_status_id: None,
            program_name: "  ".to_owned(),
            program_type_id: None,
            membership_status_id: None,
            currency: String::new(),
            caror_type: None,
            ..valid()
        };
        let fields: Vec<String> = problems(&input).into_iter().map(|(f, _)| f).collect();
        assert_eq!(
            fields,
            [
                "carorType",
                "currency",
                "membershipStatusId",
                "programName",
                "programStatusId",
                "programTypeId"
            ]
        );
        assert!(problems(&input).iter().all(|(_, key)| key == "required"));
    }

    #[test]
    fn choices_must_name_known_ids() {
        let cases: [(&str, Change); 10] = [
            ("programStatusId", |p| p.program_status_id = Some(9)),
            ("programTypeId", |p| p.program_type_id = Some(4)),
            ("membershipStatusId", |p| p.membership_status_id = Some(3)),
            ("currency", |p| p.currency = "XYZ".to_owned()),
            ("subscriptionFrequencyTypeId", |p| {
                p.subscription_frequency_type_id = Some(7)
            }),
            ("redemptionFrequencyTypeId", |p| {
                p.redemption_frequency_type_id = Some(0)
            }),
            ("investorRequirementTypeId", |p| {
                p.investor_requirement_type_id = Some(4)
            }),
            ("sectorFocusTypeId", |p| p.sector_focus_type_id = Some(9)),
            ("carorType", |p| p.caror_type = Some(3)),
            ("holdings.0.typeId", |p| {
                p.holdings = vec![ShareInput {
                    type_id: 6,
                    value: 1.0,
                }]
            }),
        ];
        for (field, change) in cases {
            let mut input = valid();
            change(&mut input);
            assert_eq!(problems(&input), problem(field, "invalidChoice"), "{field}");
        }
    }

    #[test]
    fn each_list_totals_zero_or_one_hundred_percent() {
        for (name, set) in [
            (
                "methodologies",
                (|p, s| p.methodologies = s) as fn(&mut ProgramInput, Vec<ShareInput>),
            ),
            ("allocationStrategies", |p, s| p.allocation_strategies = s),
            ("compositions", |p, s| p.compositions = s),
            ("holdings", |p, s| p.holdings = s),
        ] {
            let share = |type_id, value| ShareInput { type_id, value };
            let mut input = valid();
            set(&mut input, vec![share(1, 0.5), share(2, 0.4999)]);
            assert_eq!(
                problems(&input),
                problem(name, "totalMustEqual100"),
                "{name}"
            );
            set(
                &mut input,
                vec![share(1, 0.1), share(2, 0.2), share(3, 0.7)],
            );
            let fine = problems(&input);
            if name == "methodologies" {
                // Only two methodology types exist.
                assert_eq!(fine, problem("methodologies.2.typeId", "invalidChoice"));
            } else {
                assert_eq!(fine, Vec::new(), "{name}");
            }
            set(&mut input, vec![share(1, 0.0)]);
            assert_eq!(problems(&input), Vec::new(), "{name}");
            set(&mut input, Vec::new());
            assert_eq!(problems(&input), Vec::new(), "{name}");
        }
    }

    #[test]
    fn a_share_is_a_fraction_on_the_hundredth_of_a_percent() {
        let mut input = valid();
        input.compositions = vec![
            ShareInput {
                type_id: 6,
                value: 0.33335,
            },
            ShareInput {
                type_id: 12,
                value: 0.66665,
            },
        ];
        assert_eq!(
            problems(&input),
            vec![
                ("compositions.0.value".to_owned(), "invalidStep".to_owned()),
                ("compositions.1.value".to_owned(), "invalidStep".to_owned()),
            ]
        );
        input.compositions = vec![
            ShareInput {
                type_id: 6,
                value: -0.5,
            },
            ShareInput {
                type_id: 12,
                value: 1.5,
            },
        ];
        assert_eq!(
            problems(&input),
            vec![
                ("compositions.0.value".to_owned(), "belowMinimum".to_owned()),
                ("compositions.1.value".to_owned(), "outOfRange".to_owned()),
            ]
        );
    }

    #[test]
    fn a_type_appears_once_in_a_list() {
        let mut input = valid();
        input.allocation_strategies = vec![
            ShareInput {
                type_id: 13,
                value: 0.5,
            },
            ShareInput {
                type_id: 13,
                value: 0.5,
            },
        ];
        assert_eq!(
            problems(&input),
            problem("allocationStrategies.1.typeId", "duplicate")
        );
    }

    #[test]
    fn fees_drawdowns_and_margin_are_fractions_on_the_step() {
        let cases: [(&str, Change, &str); 8] = [
            (
                "feeManagement",
                |p| p.fee_management = 0.02005,
                "invalidStep",
            ),
            ("feePerformance", |p| p.fee_performance = 1.01, "outOfRange"),
            (
                "marginEquityRatio",
                |p| p.margin_equity_ratio = -0.01,
                "belowMinimum",
            ),
            (
                "wddExpected",
                |p| p.wdd_expected = Some(0.123456),
                "invalidStep",
            ),
            (
                "worstPeak2Trough",
                |p| p.worst_peak2_trough = Some(2.0),
                "outOfRange",
            ),
            (
                "averageCommission",
                |p| p.average_commission = Some(12.345),
                "invalidStep",
            ),
            (
                "averageCommission",
                |p| p.average_commission = Some(-1.0),
                "belowMinimum",
            ),
            (
                "roundturnYearMillion",
                |p| p.roundturn_year_million = Some(10.5),
                "invalidStep",
            ),
        ];
        for (field, change, key) in cases {
            let mut input = valid();
            change(&mut input);
            assert_eq!(problems(&input), problem(field, key), "{field}");
        }
        let mut input = valid();
        input.fee_management = 0.0123;
        input.fee_performance = 0.2;
        input.wdd_expected = Some(0.25);
        input.average_commission = Some(12.34);
        input.roundturn_year_million = Some(1200.0);
        assert_eq!(problems(&input), Vec::new());
    }

    #[test]
    fn amounts_and_lockup_are_not_negative() {
        let cases: [(&str, Change); 5] = [
            ("investmentMin", |p| p.investment_min = Some(-1.0)),
            ("tradingLevelIncrease", |p| {
                p.trading_level_increase = Some(-0.5)
            }),
            ("fundingMaxNotional", |p| p.funding_max_notional = -10.0),
            ("roundturnYearMillion", |p| {
                p.roundturn_year_million = Some(-1.0)
            }),
            ("lockupPeriod", |p| p.lockup_period = -1),
        ];
        for (field, change) in cases {
            let mut input = valid();
            change(&mut input);
            assert_eq!(problems(&input), problem(field, "belowMinimum"), "{field}");
        }
    }

    #[test]
    fn texts_are_bounded() {
        let mut input = valid();
        input.program_name = "x".repeat(MAX_TEXT_LENGTH + 1);
        input.symbol = "x".repeat(MAX_TEXT_LENGTH + 1);
        input.accounting_notes = "x".repeat(MAX_DESCRIPTION_LENGTH + 1);
        assert_eq!(
            problems(&input),
            vec![
                ("accountingNotes".to_owned(), "tooLong".to_owned()),
                ("programName".to_owned(), "tooLong".to_owned()),
                ("symbol".to_owned(), "tooLong".to_owned()),
            ]
        );
    }
}
