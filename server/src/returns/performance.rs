//! A program's performance data as its editors maintain it: the inception date and the monthly
//! returns. A save replaces the months, the inception date, the statistics, the listing row and
//! records a revision in one transaction, so a refused save changes nothing; watchers who asked
//! for alerts hear about a new month after the commit.

use std::collections::BTreeSet;

use analytics_core::YearMonth;
use axum::extract::State;
use axum::Json;
use serde::{Deserialize, Serialize};
use sqlx::Row;
use time::macros::{date, format_description};
use time::Date;
use utoipa::ToSchema;

use crate::access::Principal;
use crate::error::{Error, Result};
use crate::extract::{ApiJson, ApiPath};
use crate::months::month_of;
use crate::programs::rules::in_percent_steps;
use crate::returns::editable::{editable_program, EditableProgram};
use crate::returns::revisions::{diff, insert_revision, Revision};
use crate::returns::{alerts, read_program_returns, revisions, statistics, ReportedMonth};
use crate::state::AppState;
use crate::storage::Db;
use crate::validation::FieldErrors;
use crate::versions::{claim, required, Edit, Versioned};

/// The earliest inception date the spec accepts.
pub const FIRST_INCEPTION: Date = date!(1957 - 01 - 01);

/// One month of a program's record as the performance form edits it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MonthEntry {
    /// `yyyymm`.
    pub month: i32,
    /// A fraction (0.0123 = 1.23 %), at least -1, in steps of 0.01 %.
    pub monthly_return: f64,
    /// Assets under management at month end, a whole number; none when unknown.
    #[serde(default)]
    pub assets: Option<f64>,
    pub estimated: bool,
}

impl From<&ReportedMonth> for MonthEntry {
    fn from(m: &ReportedMonth) -> Self {
        MonthEntry {
            month: m.month.yyyymm(),
            monthly_return: m.monthly_return,
            assets: m.assets,
            estimated: m.estimated,
        }
    }
}

/// A program's inception date and monthly returns.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProgramReturns {
    pub program_id: i64,
    /// `YYYY-MM-DD`.
    pub date_inception: Option<String>,
    /// Oldest first.
    pub months: Vec<MonthEntry>,
    /// The version a save of this record sends back; every save or upload bumps it.
    pub version: i64,
}

/// `PUT …/returns`: the whole record; the months replace the stored ones.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct SaveReturns {
    /// `YYYY-MM-DD`, from 1957-01-01 to today.
    pub date_inception: Option<String>,
    pub months: Vec<MonthEntry>,
    /// The certification that the data is accurate.
    pub accepted_agreement: bool,
    /// The `version` of the record this save was made on (required): a newer stored version
    /// refuses the save with `conflict`.
    pub version: Option<i64>,
}

/// What a save stored.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SavedReturns {
    /// The revision recorded; none when the months did not change.
    pub revision: Option<Revision>,
    pub returns: ProgramReturns,
}

/// Today's date and month (UTC): the last month a record may hold.
pub fn today() -> Date {
    time::OffsetDateTime::now_utc().date()
}

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

async fn read_returns(db: &Db, program_id: i64) -> Result<ProgramReturns> {
    let row = sqlx::query("SELECT date_inception, returns_version FROM programs WHERE id = $1")
        .bind(program_id)
        .fetch_one(&db.pool)
        .await?;
    let months = crate::returns::program_returns(db, program_id).await?;
    Ok(ProgramReturns {
        program_id,
        date_inception: row.try_get("date_inception")?,
        months: months.iter().map(MonthEntry::from).collect(),
        version: row.try_get("returns_version")?,
    })
}

/// What `store_returns` did.
#[derive(Debug, Clone, PartialEq)]
pub struct Stored {
    /// The revision recorded; none when the months did not change.
    pub revision_id: Option<i64>,
    /// The last month stored before the save.
    pub previous_last_month: Option<YearMonth>,
}

/// Stores a checked record in one transaction over the version `edit` names (`Error::Stale`
/// when the stored one is newer): the months, the inception date, the statistics and listing
/// row, and a revision by the editor when the months changed. Nothing is written when any part
/// fails.
pub async fn store_returns(
    db: &Db,
    program_id: i64,
    edit: Edit,
    date_inception: &str,
    months: &[ReportedMonth],
) -> Result<Stored> {
    let benchmark = statistics::benchmark_series(db).await?;
    let mut tx = db.begin_write().await?;
    claim(
        &mut tx,
        Versioned::ProgramReturns,
        program_id,
        edit,
        &crate::storage::now(),
    )
    .await?;
    let stored = read_program_returns(&mut *tx, program_id).await?;
    let changes = diff(&stored, months);
    statistics::replace_returns_in(
        &mut tx,
        program_id,
        months,
        Some(date_inception),
        benchmark.as_ref(),
    )
    .await?;
    let revision_id = if changes.is_empty() {
        None
    } else {
        Some(insert_revision(&mut tx, program_id, edit.user_id, &changes).await?)
    };
    tx.commit().await?;
    Ok(Stored {
        revision_id,
        previous_last_month: stored.last().map(|m| m.month),
    })
}

/// Stores a checked record (`store_returns`), then alerts watchers of a new month in the
/// background, and answers what is stored.
pub(crate) async fn save_returns(
    state: &AppState,
    program: &EditableProgram,
    edit: Edit,
    date_inception: &str,
    months: &[ReportedMonth],
) -> Result<SavedReturns> {
    let db = &state.db;
    let stored = store_returns(db, program.id, edit, date_inception, months).await?;
    let new_months = alerts::months_after(stored.previous_last_month, months);
    if program.visible_to_members && !new_months.is_empty() {
        tokio::spawn(alerts::alert_watchers(
            state.clone(),
            program.clone(),
            new_months,
        ));
    }
    let revision = match stored.revision_id {
        Some(id) => revisions::program_revision(db, program.id, id).await?,
        None => None,
    };
    Ok(SavedReturns {
        revision,
        returns: read_returns(db, program.id).await?,
    })
}

/// A program's inception date and monthly returns, for its editors.
#[utoipa::path(get, path = "/api/v1/groups/{groupUri}/programs/{programUri}/returns",
    tag = "programs", operation_id = "programReturns",
    params(("groupUri" = String, Path), ("programUri" = String, Path)),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, body = ProgramReturns),
              (status = 403, description = "forbidden_role: may see the program but not edit it", body = crate::error::ApiErrorBody),
              (status = 404, body = crate::error::ApiErrorBody)))]
pub async fn get_returns(
    State(state): State<AppState>,
    user: Principal,
    ApiPath((group_uri, program_uri)): ApiPath<(String, String)>,
) -> Result<Json<ProgramReturns>> {
    let program = editable_program(&state.db, &user, &group_uri, &program_uri).await?;
    Ok(Json(read_returns(&state.db, program.id).await?))
}

/// Replaces a program's inception date and monthly returns, recomputes its statistics and
/// listing row, and records a revision of the months that changed, all at once: a refused
/// request changes nothing. Watchers with alerts get a mail when a month later than the last
/// stored one arrives.
#[utoipa::path(put, path = "/api/v1/groups/{groupUri}/programs/{programUri}/returns",
    tag = "programs", operation_id = "saveProgramReturns",
    params(("groupUri" = String, Path), ("programUri" = String, Path)),
    request_body = SaveReturns,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 200, body = SavedReturns),
              (status = 403, description = "forbidden_role: may see the program but not edit it", body = crate::error::ApiErrorBody),
              (status = 404, body = crate::error::ApiErrorBody),
              (status = 409, description = "conflict: saved over a newer version; `changedBy` and `changedAt` say who changed it and when", body = crate::error::ApiErrorBody),
              (status = 422, description = "validation_failed: dateInception required/outOfRange; months.{i}.month outOfRange/beforeInception/duplicate; months.{i}.monthlyReturn outOfRange/invalidStep; months.{i}.assets belowMinimum/invalidStep; acceptedAgreement mustCertify; version required", body = crate::error::ApiErrorBody)))]
pub async fn put_returns(
    State(state): State<AppState>,
    user: Principal,
    ApiPath((group_uri, program_uri)): ApiPath<(String, String)>,
    ApiJson(request): ApiJson<SaveReturns>,
) -> Result<Json<SavedReturns>> {
    let program = editable_program(&state.db, &user, &group_uri, &program_uri).await?;
    let (date_inception, months) = check_save(&request, today())?;
    let edit = Edit {
        user_id: user.user_id,
        version: required(request.version)?,
    };
    let saved = save_returns(&state, &program, edit, &date_inception, &months).await?;
    Ok(Json(saved))
}

#[cfg(test)]
mod tests {
    use super::*;

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
