//! The rules of a program's record: what a save of the performance form may hold, the months an
//! alert names, what a revision records, and the market quotes' chart.

use std::collections::{BTreeMap, BTreeSet};

use analytics_core::{MonthValue, YearMonth};
use time::macros::{date, format_description};
use time::Date;

use super::model::{ReportedMonth, RevisionChange, SaveReturns};
use crate::error::{Error, Result};
use crate::months::month_of;
use crate::programs::rules::in_percent_steps;
use crate::validation::FieldErrors;

/// The earliest inception date the spec accepts.
pub const FIRST_INCEPTION: Date = date!(1957 - 01 - 01);

/// The month a form's `yyyymm` names, when it is a real month of a year a record may name at
/// all: a month of an earlier year is out of range rather than before the inception.
fn entry_month(yyyymm: i32) -> Option<YearMonth> {
    YearMonth::from_yyyymm(yyyymm)
        .ok()
        .filter(|month| (1900..=2999).contains(&month.year()))
}

fn parse_date(text: &str) -> Option<Date> {
    Date::parse(text.trim(), format_description!("[year]-[month]-[day]")).ok()
}

/// The spec's performance rules over a whole save, every problem at once (field paths such as
/// `months.3.monthlyReturn`); answers the inception date and the months, oldest first.
pub fn check_save(request: &SaveReturns, today: Date) -> Result<(String, Vec<ReportedMonth>)> {
    let mut errors = FieldErrors::default();
    let inception = match request.date_inception.as_deref().map(str::trim) {
        None | Some("") => {
            errors.check("dateInception", Err("required"));
            None
        }
        Some(text) => match parse_date(text) {
            Some(date) if (FIRST_INCEPTION..=today).contains(&date) => Some(date),
            _ => {
                errors.check("dateInception", Err("outOfRange"));
                None
            }
        },
    };
    let current_month = month_of(today)?;
    let first_month = month_of(inception.unwrap_or(FIRST_INCEPTION))?;
    let mut seen = BTreeSet::new();
    let mut months = Vec::with_capacity(request.months.len());
    for (i, entry) in request.months.iter().enumerate() {
        let field = |name: &str| format!("months.{i}.{name}");
        let month = match entry_month(entry.month) {
            None => Err("outOfRange"),
            Some(month) if month > current_month => Err("outOfRange"),
            Some(month) if month < first_month => Err(if inception.is_some() {
                "beforeInception"
            } else {
                "outOfRange"
            }),
            Some(month) if !seen.insert(month) => Err("duplicate"),
            Some(month) => Ok(month),
        };
        if let Ok(month) = month {
            months.push(ReportedMonth {
                month,
                monthly_return: entry.monthly_return,
                assets: entry.assets,
                estimated: entry.estimated,
            });
        }
        errors.check(field("month"), month.map(|_| ()));
        let monthly_return = if !entry.monthly_return.is_finite() || entry.monthly_return < -1.0 {
            Err("outOfRange")
        } else if !in_percent_steps(entry.monthly_return) {
            Err("invalidStep")
        } else {
            Ok(())
        };
        errors.check(field("monthlyReturn"), monthly_return);
        let assets = match entry.assets {
            Some(assets) if !assets.is_finite() || assets < 0.0 => Err("belowMinimum"),
            Some(assets) if assets.fract() != 0.0 => Err("invalidStep"),
            _ => Ok(()),
        };
        errors.check(field("assets"), assets);
    }
    if !request.accepted_agreement {
        errors.check("acceptedAgreement", Err("mustCertify"));
    }
    if request.version.is_none() {
        errors.check("version", Err("required"));
    }
    errors.into_result()?;
    let inception = inception.ok_or_else(|| Error::field("dateInception", "required"))?;
    months.sort_by_key(|m| m.month);
    Ok((inception.to_string(), months))
}

/// An alert names at most this many months, the latest: a first upload of a long history is
/// one short mail, not a page per decade.
pub const MAX_ALERT_MONTHS: usize = 12;

/// The months of `months` (oldest first) later than the last month stored before the save (all
/// of them when nothing was stored), the latest `MAX_ALERT_MONTHS`: the new months an alert names.
pub fn months_after(
    stored_last: Option<YearMonth>,
    months: &[ReportedMonth],
) -> Vec<ReportedMonth> {
    let new: Vec<ReportedMonth> = months
        .iter()
        .filter(|m| stored_last.is_none_or(|last| m.month > last))
        .copied()
        .collect();
    new[new.len().saturating_sub(MAX_ALERT_MONTHS)..].to_vec()
}

impl RevisionChange {
    fn kind(&self) -> ChangeKind {
        match (self.old_return, self.new_return) {
            (None, _) => ChangeKind::Added,
            (_, None) => ChangeKind::Removed,
            _ => ChangeKind::Changed,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ChangeKind {
    Added,
    Changed,
    Removed,
}

/// The months that differ between the stored series and the new one, oldest first: added,
/// removed, or changed in any of return, assets or the estimated flag. Empty when nothing
/// changed.
pub fn diff(stored: &[ReportedMonth], new: &[ReportedMonth]) -> Vec<RevisionChange> {
    let mut months: BTreeMap<YearMonth, (Option<&ReportedMonth>, Option<&ReportedMonth>)> =
        BTreeMap::new();
    for month in stored {
        months.entry(month.month).or_default().0 = Some(month);
    }
    for month in new {
        months.entry(month.month).or_default().1 = Some(month);
    }
    months
        .into_iter()
        .filter(|(_, (old, new))| old != new)
        .map(|(month, (old, new))| RevisionChange {
            month: month.yyyymm(),
            old_return: old.map(|m| m.monthly_return),
            new_return: new.map(|m| m.monthly_return),
            old_assets: old.and_then(|m| m.assets),
            new_assets: new.and_then(|m| m.assets),
            old_estimated: old.map(|m| m.estimated),
            new_estimated: new.map(|m| m.estimated),
        })
        .collect()
}

/// Added, changed and removed months of a revision.
pub fn counts(changes: &[RevisionChange]) -> (i64, i64, i64) {
    let count = |kind| {
        let n = changes.iter().filter(|c| c.kind() == kind).count();
        i64::try_from(n).unwrap_or(i64::MAX)
    };
    (
        count(ChangeKind::Added),
        count(ChangeKind::Changed),
        count(ChangeKind::Removed),
    )
}

pub fn summary(changes: &[RevisionChange]) -> String {
    let (added, changed, removed) = counts(changes);
    format!("{added} added, {changed} changed, {removed} removed")
}

/// Months of history the market quotes chart.
pub const QUOTE_CHART_MONTHS: usize = 36;

/// The last `months` months of a VAMI, rebased to 1000 at the point before them.
pub fn rebased_tail(vami: &[MonthValue], months: usize) -> Vec<MonthValue> {
    let tail = &vami[vami.len().saturating_sub(months + 1)..];
    let Some(base) = tail.first().map(|p| p.value).filter(|v| *v > 0.0) else {
        return tail.to_vec();
    };
    tail.iter()
        .map(|p| MonthValue {
            month: p.month,
            value: p.value / base * 1000.0,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    mod save {
        use super::super::*;
        use crate::returns::model::MonthEntry;

        const TODAY: Date = date!(2024 - 05 - 15);

        fn entry(month: i32, monthly_return: f64) -> MonthEntry {
            MonthEntry {
                month,
                monthly_return,
                assets: None,
                estimated: false,
            }
        }

        fn request(date_inception: &str, months: Vec<MonthEntry>) -> SaveReturns {
            SaveReturns {
                date_inception: Some(date_inception.to_owned()),
                months,
                accepted_agreement: true,
                version: Some(1),
            }
        }

        fn fields(result: Result<(String, Vec<ReportedMonth>)>) -> Vec<(String, String)> {
            match result {
                Err(Error::Validation(fields)) => fields.into_iter().collect(),
                other => panic!("expected a validation error, got {other:?}"),
            }
        }

        fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
            list.iter()
                .map(|(a, b)| ((*a).to_owned(), (*b).to_owned()))
                .collect()
        }

        #[test]
        fn a_good_record_comes_back_sorted_with_its_inception() {
            let (inception, months) = check_save(
                &request(
                    "2024-01-10",
                    vec![
                        entry(202403, -0.0125),
                        entry(202401, 0.01),
                        entry(202405, 1.5),
                    ],
                ),
                TODAY,
            )
            .unwrap();
            assert_eq!(inception, "2024-01-10");
            let order: Vec<i32> = months.iter().map(|m| m.month.yyyymm()).collect();
            assert_eq!(order, [202401, 202403, 202405]);
        }

        #[test]
        fn the_inception_is_required_and_between_1957_and_today() {
            let mut missing = request("", vec![]);
            assert_eq!(
                fields(check_save(&missing, TODAY)),
                pairs(&[("dateInception", "required")])
            );
            missing.date_inception = None;
            assert_eq!(
                fields(check_save(&missing, TODAY)),
                pairs(&[("dateInception", "required")])
            );
            for bad in ["1956-12-31", "2024-05-16", "2024-13-01", "soon"] {
                assert_eq!(
                    fields(check_save(&request(bad, vec![]), TODAY)),
                    pairs(&[("dateInception", "outOfRange")]),
                    "{bad}"
                );
            }
            for good in ["1957-01-01", "2024-05-15"] {
                assert!(check_save(&request(good, vec![]), TODAY).is_ok(), "{good}");
            }
        }

        #[test]
        fn months_lie_between_the_inception_month_and_the_current_month_once_each() {
            let months = vec![
                entry(202312, 0.01),
                entry(202401, 0.01),
                entry(202406, 0.01),
                entry(202401, 0.02),
                entry(202413, 0.0),
                entry(202405, 0.0),
            ];
            assert_eq!(
                fields(check_save(&request("2024-01-31", months), TODAY)),
                pairs(&[
                    ("months.0.month", "beforeInception"),
                    ("months.2.month", "outOfRange"),
                    ("months.3.month", "duplicate"),
                    ("months.4.month", "outOfRange"),
                ])
            );
        }

        #[test]
        fn returns_are_at_least_minus_100_percent_in_steps_of_a_hundredth_of_a_percent() {
            let months = vec![
                entry(202401, -1.0),
                entry(202402, -1.0001),
                entry(202403, 0.00123),
                entry(202404, 0.0123),
                entry(202405, 0.1 + 0.2),
            ];
            assert_eq!(
                fields(check_save(&request("2024-01-01", months), TODAY)),
                pairs(&[
                    ("months.1.monthlyReturn", "outOfRange"),
                    ("months.2.monthlyReturn", "invalidStep"),
                ])
            );
        }

        #[test]
        fn assets_are_whole_and_not_negative() {
            let with_assets = |month, assets| MonthEntry {
                assets: Some(assets),
                ..entry(month, 0.0)
            };
            let months = vec![
                with_assets(202401, 0.0),
                with_assets(202402, -1.0),
                with_assets(202403, 10.5),
                with_assets(202404, 12_000_000.0),
            ];
            assert_eq!(
                fields(check_save(&request("2024-01-01", months), TODAY)),
                pairs(&[
                    ("months.1.assets", "belowMinimum"),
                    ("months.2.assets", "invalidStep"),
                ])
            );
        }

        #[test]
        fn a_save_needs_the_certification() {
            let mut uncertified = request("2024-01-01", vec![entry(202401, 0.01)]);
            uncertified.accepted_agreement = false;
            assert_eq!(
                fields(check_save(&uncertified, TODAY)),
                pairs(&[("acceptedAgreement", "mustCertify")])
            );
        }
    }

    mod alerts {
        use super::super::*;

        fn ym(yyyymm: i32) -> YearMonth {
            YearMonth::from_yyyymm(yyyymm).unwrap()
        }

        fn month(month: YearMonth) -> ReportedMonth {
            ReportedMonth {
                month,
                monthly_return: 0.01,
                assets: None,
                estimated: false,
            }
        }

        #[test]
        fn only_months_after_the_last_stored_one_are_new() {
            let months = [month(ym(202401)), month(ym(202402)), month(ym(202403))];
            let new = |last: Option<i32>| -> Vec<i32> {
                months_after(last.map(ym), &months)
                    .iter()
                    .map(|m| m.month.yyyymm())
                    .collect()
            };
            assert_eq!(new(Some(202401)), [202402, 202403]);
            assert_eq!(new(Some(202403)), Vec::<i32>::new());
            assert_eq!(new(Some(202406)), Vec::<i32>::new());
            assert_eq!(new(None), [202401, 202402, 202403]);
        }

        #[test]
        fn an_alert_names_the_latest_twelve_new_months_at_most() {
            let history: Vec<ReportedMonth> = ym(200001).through(ym(200912)).map(month).collect();
            let named = months_after(None, &history);
            assert_eq!(named.len(), MAX_ALERT_MONTHS);
            assert_eq!(named.first().map(|m| m.month), Some(ym(200901)));
            assert_eq!(named.last().map(|m| m.month), Some(ym(200912)));
        }
    }

    mod revisions {
        use super::super::*;

        fn month(yyyymm: i32, monthly_return: f64, assets: Option<f64>) -> ReportedMonth {
            ReportedMonth {
                month: YearMonth::from_yyyymm(yyyymm).unwrap(),
                monthly_return,
                assets,
                estimated: false,
            }
        }

        #[test]
        fn the_diff_names_added_changed_and_removed_months_with_old_and_new_values() {
            let stored = [
                month(202401, 0.01, Some(100.0)),
                month(202402, 0.02, None),
                month(202403, 0.03, None),
                month(202404, 0.04, None),
            ];
            let mut estimated = month(202404, 0.04, None);
            estimated.estimated = true;
            let new = [
                month(202402, 0.02, None),
                month(202403, 0.03, Some(5.0)),
                estimated,
                month(202405, -0.01, None),
            ];
            let changes = diff(&stored, &new);
            let months: Vec<i32> = changes.iter().map(|c| c.month).collect();
            assert_eq!(months, [202401, 202403, 202404, 202405]);
            assert_eq!(
                changes[0],
                RevisionChange {
                    month: 202401,
                    old_return: Some(0.01),
                    new_return: None,
                    old_assets: Some(100.0),
                    new_assets: None,
                    old_estimated: Some(false),
                    new_estimated: None,
                }
            );
            assert_eq!(
                (changes[1].old_assets, changes[1].new_assets),
                (None, Some(5.0))
            );
            assert_eq!(
                (changes[2].old_estimated, changes[2].new_estimated),
                (Some(false), Some(true))
            );
            assert_eq!(
                (changes[3].old_return, changes[3].new_return),
                (None, Some(-0.01))
            );
            assert_eq!(summary(&changes), "1 added, 2 changed, 1 removed");
        }

        #[test]
        fn nothing_changed_is_an_empty_diff() {
            let months = [month(202401, 0.01, Some(1.0)), month(202402, 0.0, None)];
            assert!(diff(&months, &months).is_empty());
            assert!(diff(&[], &[]).is_empty());
            assert_eq!(
                summary(&diff(&[], &months)),
                "2 added, 0 changed, 0 removed"
            );
        }
    }

    mod chart {
        use super::super::*;

        fn point(month: i32, value: f64) -> MonthValue {
            MonthValue {
                month: YearMonth::from_yyyymm(month).unwrap(),
                value,
            }
        }

        #[test]
        fn the_chart_tail_starts_at_1000() {
            let vami = [
                point(202012, 1000.0),
                point(202101, 1100.0),
                point(202102, 1210.0),
            ];
            let tail = rebased_tail(&vami, 1);
            assert_eq!(tail, [point(202101, 1000.0), point(202102, 1100.0)]);
            assert_eq!(rebased_tail(&vami, 36).len(), 3);
        }
    }
}
