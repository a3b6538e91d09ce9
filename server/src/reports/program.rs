//! A program's report data, gathered as the program page serves it: the page's terms and texts,
//! its statistics, the S&P 500 its period returns compare with, reference names in the report's
//! language.

use ::reports::{Lang, ProgramReport, ProgramTerms};
use analytics_core::{ReturnSeries, YearMonth};

use crate::access::Principal;
use crate::error::{Error, Result};
use crate::program_page::{read_program, ProgramDetail};
use crate::reference::{reference_items, ReferenceItem, ReferenceList};
use crate::returns::statistics::{benchmark_series, statistics_of};
use crate::returns::ReportedMonth;
use crate::storage::Db;

/// What every program report of one database shares: the S&P 500 and the reference lists the
/// terms name. Read once for a batch.
pub struct Shared {
    pub benchmark: Option<ReturnSeries>,
    frequencies: Vec<ReferenceItem>,
    investor_requirements: Vec<ReferenceItem>,
}

impl Shared {
    pub async fn read(db: &Db) -> Result<Shared> {
        Ok(Shared {
            benchmark: benchmark_series(db).await?,
            frequencies: reference_items(db, ReferenceList::FrequencyTypes).await?,
            investor_requirements: reference_items(db, ReferenceList::InvestorRequirementTypes)
                .await?,
        })
    }
}

/// A program's report and its file name, for `viewer` (`None`: the public). Not found when the
/// program does not exist or `viewer` may not see it; `no_returns` without returns.
pub async fn program_report(
    db: &Db,
    shared: &Shared,
    viewer: Option<&Principal>,
    group_uri: &str,
    program_uri: &str,
    lang: Lang,
) -> Result<(ProgramReport, String)> {
    let detail = read_program(db, group_uri, program_uri)
        .await?
        .filter(|(_, access)| access.visible_to(viewer))
        .map(|(detail, _)| detail)
        .ok_or(Error::NotFound)?;
    let months = crate::returns::program_returns(db, detail.program_id).await?;
    // The function and inputs that wrote the stored document the page serves (the engine's
    // statistics have a serializer only), so the figures are the page's.
    let statistics = statistics_of(&months, detail.caror_type, shared.benchmark.as_ref())?
        .ok_or(Error::Unprocessable("no_returns"))?;
    let file_name = format!("{}-{}.pdf", detail.program_uri, statistics.last_month);
    let report = ProgramReport {
        lang,
        data_month: statistics.last_month,
        program_name: detail.program_name.clone(),
        company_name: detail.group_name.clone(),
        inception: inception(&detail),
        assets_under_management: latest_assets(&months),
        terms: terms(&detail, shared, lang),
        strategy: Some(detail.strategy_investment.trim())
            .filter(|text| !text.is_empty())
            .map(str::to_owned),
        statistics,
        sp500: shared.benchmark.clone(),
    };
    Ok((report, file_name))
}

/// The month of the inception date (`YYYY-MM-DD`); none when unknown or unreadable.
fn inception(detail: &ProgramDetail) -> Option<YearMonth> {
    detail
        .date_inception
        .as_deref()
        .and_then(|date| date.get(..7))
        .and_then(|month| month.parse().ok())
}

/// The AUM the page shows: the assets of the latest month that reported them.
fn latest_assets(months: &[ReportedMonth]) -> Option<f64> {
    months.iter().rev().find_map(|month| month.assets)
}

/// The item's name in `lang`, English when no translation was entered (the web's
/// `referenceName`).
fn reference_name(items: &[ReferenceItem], id: Option<i64>, lang: Lang) -> Option<String> {
    let item = items.iter().find(|item| Some(item.id) == id)?;
    Some(match lang {
        Lang::ZhHans if !item.name_zh.is_empty() => item.name_zh.clone(),
        _ => item.name_en.clone(),
    })
}

/// The page's "Investment Terms & Fees".
fn terms(detail: &ProgramDetail, shared: &Shared, lang: Lang) -> ProgramTerms {
    let frequency = |id| reference_name(&shared.frequencies, id, lang);
    ProgramTerms {
        currency: detail.currency.clone(),
        minimum_investment: detail.investment_min,
        management_fee: Some(detail.fee_management),
        performance_fee: Some(detail.fee_performance),
        highwater_mark: detail.highwater_mark,
        subscription_frequency: frequency(detail.subscription_frequency_type_id),
        redemption_frequency: frequency(detail.redemption_frequency_type_id),
        investor_requirement: reference_name(
            &shared.investor_requirements,
            detail.investor_requirement_type_id,
            lang,
        ),
        lockup_months: detail.lockup_period,
        open_to_us_investors: detail.us_invest,
        trading_level_increase: detail.trading_level_increase,
        round_turns_per_million: detail.roundturn_year_million,
        margin_equity_ratio: Some(detail.margin_equity_ratio),
        targeted_worst_drawdown: detail.wdd_expected,
        reported_worst_peak_to_trough: detail.worst_peak_to_trough,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn item(id: i64, name_en: &str, name_zh: &str) -> ReferenceItem {
        ReferenceItem {
            id,
            code: name_en.to_lowercase(),
            name_en: name_en.to_owned(),
            name_zh: name_zh.to_owned(),
        }
    }

    #[test]
    fn reference_names_are_in_the_report_language_english_without_a_translation() {
        let items = [item(1, "Monthly", "每月"), item(2, "Quarterly", "")];
        assert_eq!(
            reference_name(&items, Some(1), Lang::ZhHans).as_deref(),
            Some("每月")
        );
        assert_eq!(
            reference_name(&items, Some(1), Lang::En).as_deref(),
            Some("Monthly")
        );
        assert_eq!(
            reference_name(&items, Some(2), Lang::ZhHans).as_deref(),
            Some("Quarterly")
        );
        assert_eq!(reference_name(&items, None, Lang::En), None);
        assert_eq!(reference_name(&items, Some(9), Lang::En), None);
    }
}
