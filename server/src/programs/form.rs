//! The program form: a program as its add/edit form submits it (the wire format, percentages as
//! fractions) written into the stored record and read back from it, and the form's data as the
//! form and the status change answer it. The form's rules are in `rules`.

use super::model::{
    NewProgram, PercentShare, ProgramForm, ProgramInput, ProgramRecord, ShareInput,
};
use super::rules::{CENTS_PER_UNIT, PERCENT_STEPS_PER_UNIT};
use super::store::{group_identity, load_program, program_by_uri};
use crate::access::{may_see_program, Principal};
use crate::error::{Error, Result};
use crate::storage::Db;

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

/// The program at the path as `user` may see it; not found when they may not.
pub async fn find_program(
    db: &Db,
    user: &Principal,
    group_uri: &str,
    program_uri: &str,
) -> Result<ProgramRecord> {
    let program = program_by_uri(db, group_uri, program_uri)
        .await?
        .ok_or(Error::NotFound)?;
    let group = crate::groups::group_by_uri(db, group_uri)
        .await?
        .ok_or(Error::NotFound)?;
    let visible = may_see_program(
        Some(user),
        group.id,
        group.group_status_id,
        program.program_status_id,
        program.hide_program,
    );
    if !visible {
        return Err(Error::NotFound);
    }
    load_program(db, program.id).await?.ok_or(Error::NotFound)
}

/// The form of program `program_id` as stored.
pub async fn program_form(db: &Db, program_id: i64) -> Result<ProgramForm> {
    let record = load_program(db, program_id).await?.ok_or(Error::NotFound)?;
    let group = group_identity(db, record.group_id)
        .await?
        .ok_or(Error::NotFound)?;
    Ok(ProgramForm {
        program_id,
        program_uri: record.program.program_uri.clone(),
        group_id: record.group_id,
        group_uri: group.group_uri,
        group_name: group.group_name,
        program: ProgramInput::from_record(&record.program, record.group_id),
        platform_ids: record.program.platform_ids,
        version: record.version,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::programs::model::blank_record;

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
}
