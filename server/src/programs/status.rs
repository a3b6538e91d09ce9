//! A program's status: administrators activate, archive and delete programs (softly: a deleted
//! program keeps its rows with status Deleted).

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::access::{Principal, Role};
use crate::error::Result;
use crate::extract::{ApiJson, ApiPath};
use crate::programs::form::{find_program, program_form, ProgramForm};
use crate::programs::rules::ProgramChoices;
use crate::programs::store::{change_program_status as store_status, NewProgram};
use crate::reference::program_status;
use crate::state::AppState;
use crate::storage::now;
use crate::validation::FieldErrors;

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

/// Changes a program's status (administrators only): Active records the approval date the first
/// time, Archived the archive date, which reactivation clears.
#[utoipa::path(patch, path = "/api/v1/groups/{groupUri}/programs/{programUri}/status",
    tag = "programs", operation_id = "changeProgramStatus",
    params(("groupUri" = String, Path), ("programUri" = String, Path)),
    request_body = ProgramStatusChange,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 200, body = ProgramForm),
              (status = 403, description = "forbidden_role: not an administrator", body = crate::error::ApiErrorBody),
              (status = 404, body = crate::error::ApiErrorBody),
              (status = 409, description = "conflict: the status is no longer the expected one; `changedBy` and `changedAt` say who changed the program and when", body = crate::error::ApiErrorBody),
              (status = 422, description = "programStatusId: invalidChoice", body = crate::error::ApiErrorBody)))]
pub async fn change_program_status(
    State(state): State<AppState>,
    user: Principal,
    ApiPath((group_uri, program_uri)): ApiPath<(String, String)>,
    ApiJson(request): ApiJson<ProgramStatusChange>,
) -> Result<Json<ProgramForm>> {
    let mut record = find_program(&state.db, &user, &group_uri, &program_uri).await?;
    user.require(Role::Administrator)?;
    let choices = ProgramChoices::load(&state.db).await?;
    let mut errors = FieldErrors::default();
    if !choices
        .program_statuses
        .contains(&request.program_status_id)
    {
        errors.check("programStatusId", Err("invalidChoice"));
    }
    errors.into_result()?;
    let from = request
        .expected_status_id
        .unwrap_or(record.program.program_status_id);
    let at = now();
    set_status(&mut record.program, request.program_status_id, &at);
    record.program.date_updated = at;
    store_status(&state.db, record.id, user.user_id, from, &record.program).await?;
    Ok(Json(program_form(&state.db, record.id).await?))
}

/// Deletes a program (administrators only). Softly: it gets status Deleted and leaves the
/// listings, and its managers and administrators still find it.
#[utoipa::path(delete, path = "/api/v1/groups/{groupUri}/programs/{programUri}",
    tag = "programs", operation_id = "deleteProgram",
    params(("groupUri" = String, Path), ("programUri" = String, Path)),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 204),
              (status = 403, description = "forbidden_role: not an administrator", body = crate::error::ApiErrorBody),
              (status = 404, body = crate::error::ApiErrorBody),
              (status = 409, description = "conflict: its status changed while it was being deleted", body = crate::error::ApiErrorBody)))]
pub async fn delete_program(
    State(state): State<AppState>,
    user: Principal,
    ApiPath((group_uri, program_uri)): ApiPath<(String, String)>,
) -> Result<StatusCode> {
    let mut record = find_program(&state.db, &user, &group_uri, &program_uri).await?;
    user.require(Role::Administrator)?;
    let from = record.program.program_status_id;
    let at = now();
    set_status(&mut record.program, program_status::DELETED, &at);
    record.program.date_updated = at;
    store_status(&state.db, record.id, user.user_id, from, &record.program).await?;
    Ok(StatusCode::NO_CONTENT)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::programs::input::blank_record;

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
}
