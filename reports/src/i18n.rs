//! The report's labels, read from the website's own catalogs so a report says what the page
//! says. Texts only a report needs live in the same catalogs under the `report.` prefix.

use std::collections::HashMap;
use std::sync::LazyLock;

use crate::Lang;

type Catalog = HashMap<String, String>;

fn parse(json: &str) -> Catalog {
    // The catalogs are checked in and tested (`every_key_exists_in_both_catalogs`); a broken one
    // is a build of the site that cannot have passed its own tests either.
    serde_json::from_str(json).unwrap_or_default()
}

static EN: LazyLock<Catalog> = LazyLock::new(|| parse(include_str!("../../web/src/i18n/en.json")));
static ZH_HANS: LazyLock<Catalog> =
    LazyLock::new(|| parse(include_str!("../../web/src/i18n/zh-hans.json")));

fn catalog(lang: Lang) -> &'static Catalog {
    match lang {
        Lang::En => &EN,
        Lang::ZhHans => &ZH_HANS,
    }
}

/// The message `key` in `lang`; the key itself when missing, as the web's `t` does, so a gap
/// shows rather than breaking a report (the tests keep every used key present).
pub fn text(lang: Lang, key: &str) -> String {
    catalog(lang)
        .get(key)
        .cloned()
        .unwrap_or_else(|| key.to_owned())
}

/// The message `key` with its `{name}` placeholders filled from `params`.
pub fn text_with(lang: Lang, key: &str, params: &[(&str, &str)]) -> String {
    let mut message = text(lang, key);
    for (name, value) in params {
        message = message.replace(&format!("{{{name}}}"), value);
    }
    message
}

/// Every key the reports use: the test below checks each exists in both catalogs.
#[cfg(test)]
const USED_KEYS: &[&str] = &[
    "app.name",
    "blender.allocations",
    "blender.blendLine",
    "blender.correlationMatrix",
    "blender.coverageAll",
    "blender.coverageNone",
    "blender.coverageSeparator",
    "blender.coverageSome",
    "blender.periodLabel",
    "blender.periodParts",
    "blender.periodRange",
    "blender.periodShared",
    "blender.performanceChart",
    "blender.performanceTable",
    "blender.programColumn",
    "blender.sharpe",
    "blender.sp500Correlation",
    "blender.standardDeviation",
    "blender.statistics",
    "blender.summary",
    "blender.worstDrawdown",
    "blender.ytd",
    "footer.pastPerformance",
    "footer.riskWarning",
    "members.blenderDisclaimer",
    "members.compoundedAnnualRor",
    "members.leverage",
    "members.leverageValue",
    "members.pctAllocated",
    "program.annual",
    "program.annualizedSd",
    "program.annualizedSharpe",
    "program.arithmeticMean",
    "program.aum",
    "program.average",
    "program.avgGain",
    "program.avgLoss",
    "program.best",
    "program.bestPeriod",
    "program.caror",
    "program.compoundReturn",
    "program.currency",
    "program.depth",
    "program.difference",
    "program.drawdownReport",
    "program.estimatedMark",
    "program.estimatedNote",
    "program.gainDeviation",
    "program.gainFrequency",
    "program.growthChart",
    "program.highwaterMark",
    "program.inception",
    "program.investmentStrategy",
    "program.investorRequirement",
    "program.keyFigures",
    "program.kurtosis",
    "program.lastMonth",
    "program.lengthMonths",
    "program.lockup",
    "program.lossDeviation",
    "program.lossFrequency",
    "program.lossPeriods",
    "program.managementFee",
    "program.marginEquity",
    "program.minimumInvestment",
    "program.monthly",
    "program.no",
    "program.notRecovered",
    "program.peak",
    "program.peakToTroughBoth",
    "program.peakToTroughComputed",
    "program.peakToTroughReported",
    "program.percentProfitable",
    "program.performanceFee",
    "program.performanceTable",
    "program.periodCompoundedAnnual",
    "program.periodFiveYears",
    "program.periodLastMonth",
    "program.periodNote",
    "program.periodOneYear",
    "program.periodQuarter",
    "program.periodReturns",
    "program.periodSinceInception",
    "program.periodTenYears",
    "program.periodThreeYears",
    "program.periodYtd",
    "program.periods",
    "program.profitablePeriods",
    "program.recovery",
    "program.recoveryMonths",
    "program.redemptionFrequency",
    "program.roundTurns",
    "program.series",
    "program.sharpe",
    "program.skewness",
    "program.sp500",
    "program.sp500Correlation",
    "program.standardDeviation",
    "program.statistic",
    "program.statistics",
    "program.subscriptionFrequency",
    "program.targetedDrawdown",
    "program.terms",
    "program.timeWindows",
    "program.tradingLevelIncrease",
    "program.underwaterChart",
    "program.usInvestors",
    "program.valley",
    "program.window",
    "program.windowMonths",
    "program.worst",
    "program.worstDrawdown",
    "program.worstPeakToTrough",
    "program.worstPeriod",
    "program.year",
    "program.yearMaxDrawdown",
    "program.yes",
    "report.allocatedIn",
    "report.blendKind",
    "report.dataAsOf",
    "report.deepestDrawdowns",
    "report.disclaimer",
    "report.disclaimers",
    "report.logScale",
    "report.page",
    "report.programKind",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_exists_in_both_catalogs() {
        for lang in [Lang::En, Lang::ZhHans] {
            let missing: Vec<_> = USED_KEYS
                .iter()
                .filter(|key| !catalog(lang).contains_key(**key))
                .collect();
            assert!(missing.is_empty(), "{lang:?} lacks {missing:?}");
        }
    }

    #[test]
    fn fills_placeholders() {
        assert_eq!(
            text_with(Lang::En, "members.leverageValue", &[("leverage", "1.5")]),
            "1.5x"
        );
    }
}
