//! Adding and editing a program: the form's data, create and update. Administrators and the
//! company's CTA managers write; administrators alone choose the status and the owning group,
//! Platform Managers alone the platforms.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::detail::may_see;
use super::program_input::{blank_record, program_slug, ProgramInput};
use super::program_rules::ProgramChoices;
use super::program_status::set_status;
use super::status;
use super::store::{
    create_program as insert_program, group_identity, group_platform_ids, load_program,
    program_uris_like, update_program, GroupIdentity, ProgramRecord,
};
use super::viewer::Viewer;
use crate::accounts::validation::FieldErrors;
use crate::accounts::{AuthUser, Role};
use crate::app::AppState;
use crate::error::{Error, Result};
use crate::extract::{ApiJson, ApiPath};
use crate::groups::company::free_uri;
use crate::groups::routes::may_edit;
use crate::storage::{now, Db};
use crate::versions::{required, stale, Edit, Versioned};

/// The program form's data.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProgramForm {
    pub program_id: i64,
    pub program_uri: String,
    pub group_id: i64,
    pub group_uri: String,
    pub group_name: String,
    pub program: ProgramInput,
    /// The platforms the program is on.
    pub platform_ids: Vec<i64>,
    /// The version a save of this form sends back; every write of the form or the status
    /// bumps it.
    pub version: i64,
}

/// The body of `POST …/programs` and `PUT …/programs/{programUri}`.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct SaveProgram {
    pub program: ProgramInput,
    /// The certification that all information is accurate; every save needs it.
    pub accepted_agreement: bool,
    /// Platform Managers on edit: the platforms (at least one). Absent or null: unchanged.
    /// Not when adding: a new program gets its company's platforms.
    pub platform_ids: Option<Vec<i64>>,
    /// On edit, the `version` of the form this save was made on (required): a newer stored
    /// version refuses the save with `conflict`. Not read when adding.
    pub version: Option<i64>,
}

/// The program at the path as `user` may see it; not found when they may not.
pub async fn find_program(
    db: &Db,
    user: &AuthUser,
    group_uri: &str,
    program_uri: &str,
) -> Result<ProgramRecord> {
    let program = super::program_by_uri(db, group_uri, program_uri)
        .await?
        .ok_or(Error::NotFound)?;
    let group = crate::groups::group_by_uri(db, group_uri)
        .await?
        .ok_or(Error::NotFound)?;
    let visible = may_see(
        &Viewer::new(Some(user)),
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

fn require_editor(user: &AuthUser, group_id: i64) -> Result<()> {
    if may_edit(Some(user), group_id) {
        Ok(())
    } else {
        Err(Error::Forbidden("forbidden_role"))
    }
}

/// The program form's data, for the company's CTA managers and administrators.
#[utoipa::path(get, path = "/api/v1/groups/{groupUri}/programs/{programUri}/form",
    tag = "programs", operation_id = "programForm",
    params(("groupUri" = String, Path), ("programUri" = String, Path)),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, body = ProgramForm),
              (status = 403, description = "forbidden_role: may read the program, not edit it", body = crate::error::ApiErrorBody),
              (status = 404, body = crate::error::ApiErrorBody)))]
pub async fn read_program_form(
    State(state): State<AppState>,
    user: AuthUser,
    ApiPath((group_uri, program_uri)): ApiPath<(String, String)>,
) -> Result<Json<ProgramForm>> {
    let record = find_program(&state.db, &user, &group_uri, &program_uri).await?;
    require_editor(&user, record.group_id)?;
    Ok(Json(program_form(&state.db, record.id).await?))
}

/// Checks a save's body; the program's rules, the certification and, when given, the platforms.
async fn check_save(db: &Db, request: &SaveProgram) -> Result<()> {
    let choices = ProgramChoices::load(db).await?;
    let mut errors = FieldErrors::default();
    request.program.check(&choices, &mut errors);
    if !request.accepted_agreement {
        errors.check("acceptedAgreement", Err("mustCertify"));
    }
    if let Some(platform_ids) = &request.platform_ids {
        if platform_ids.is_empty() {
            errors.check("platformIds", Err("platformRequired"));
        }
        let known = super::store::platform_ids(db).await?;
        for id in platform_ids {
            if !known.contains(id) {
                errors.check("platformIds", Err("invalidChoice"));
            }
        }
    }
    errors.into_result()
}

/// Adds a program to a company. It starts Pending unless an administrator chose its status, gets
/// a URI from its name (unique within the company) and its company's platforms.
#[utoipa::path(post, path = "/api/v1/groups/{groupUri}/programs", tag = "programs",
    operation_id = "addProgram",
    params(("groupUri" = String, Path)),
    request_body = SaveProgram,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 201, body = ProgramForm),
              (status = 403, description = "forbidden_role: not a manager of the company, or platforms sent", body = crate::error::ApiErrorBody),
              (status = 404, body = crate::error::ApiErrorBody),
              (status = 422, body = crate::error::ApiErrorBody)))]
pub async fn add_program(
    State(state): State<AppState>,
    user: AuthUser,
    ApiPath(group_uri): ApiPath<String>,
    ApiJson(request): ApiJson<SaveProgram>,
) -> Result<(StatusCode, Json<ProgramForm>)> {
    let db = &state.db;
    let group = crate::groups::group_by_uri(db, &group_uri)
        .await?
        .ok_or(Error::NotFound)?;
    let editor = may_edit(Some(&user), group.id);
    if !editor && group.group_status_id != crate::groups::status::ACTIVE {
        return Err(Error::NotFound);
    }
    require_editor(&user, group.id)?;
    if request
        .platform_ids
        .as_ref()
        .is_some_and(|ids| !ids.is_empty())
    {
        return Err(Error::Forbidden("forbidden_role"));
    }
    check_save(db, &request).await?;
    let at = now();
    let mut program = blank_record(&at);
    request.program.apply(&mut program);
    let chosen = request.program.program_status_id.unwrap_or(status::PENDING);
    let initial = if user.has_role(Role::Administrator) {
        chosen
    } else {
        status::PENDING
    };
    set_status(&mut program, initial, &at);
    let slug = program_slug(&program.program_name);
    program.program_uri = free_uri(&slug, &program_uris_like(db, group.id, &slug, None).await?);
    program.accepted_agreement = true;
    program.platform_ids = group_platform_ids(db, group.id).await?;
    let program_id = insert_program(db, group.id, &program).await?;
    Ok((
        StatusCode::CREATED,
        Json(program_form(db, program_id).await?),
    ))
}

/// The group a program moves to: an existing company that is not deleted.
async fn target_group(db: &Db, group_id: i64) -> Result<GroupIdentity> {
    match group_identity(db, group_id).await? {
        Some(group) if group.group_status_id != crate::groups::status::DELETED => Ok(group),
        _ => Err(Error::field("groupId", "invalidChoice")),
    }
}

/// Saves a program's form. Its URI stays when it is renamed (links keep working); an
/// administrator may change its status and move it to another company, where it keeps its URI
/// unless that is taken there; a Platform Manager may set its platforms. A changed CAROR type
/// recomputes the stored statistics.
#[utoipa::path(put, path = "/api/v1/groups/{groupUri}/programs/{programUri}", tag = "programs",
    operation_id = "updateProgram",
    params(("groupUri" = String, Path), ("programUri" = String, Path)),
    request_body = SaveProgram,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 200, body = ProgramForm),
              (status = 403, description = "forbidden_role: not a manager of the company, a status change by a non-administrator, or platforms by a non-Platform Manager", body = crate::error::ApiErrorBody),
              (status = 404, body = crate::error::ApiErrorBody),
              (status = 409, description = "conflict: saved over a newer version; `changedBy` and `changedAt` say who changed it and when", body = crate::error::ApiErrorBody),
              (status = 422, description = "validation_failed (`version` required)", body = crate::error::ApiErrorBody)))]
pub async fn update_program_form(
    State(state): State<AppState>,
    user: AuthUser,
    ApiPath((group_uri, program_uri)): ApiPath<(String, String)>,
    ApiJson(request): ApiJson<SaveProgram>,
) -> Result<Json<ProgramForm>> {
    let db = &state.db;
    let record = find_program(db, &user, &group_uri, &program_uri).await?;
    require_editor(&user, record.group_id)?;
    let edit = Edit {
        user_id: user.0.sub,
        version: required(request.version)?,
    };
    if edit.version != record.version {
        // A stale form also carries the old status: answer the conflict, not the status rule.
        return Err(stale(&db.pool, Versioned::Program, record.id).await?);
    }
    let admin = user.has_role(Role::Administrator);
    let stored_status = record.program.program_status_id;
    if !admin
        && request
            .program
            .program_status_id
            .is_some_and(|id| id != stored_status)
    {
        return Err(Error::Forbidden("forbidden_role"));
    }
    if request.platform_ids.is_some() {
        user.require(Role::PlatformManager)?;
    }
    check_save(db, &request).await?;
    let destination = match request.program.group_id {
        Some(group_id) if admin && group_id != record.group_id => {
            Some(target_group(db, group_id).await?)
        }
        _ => None,
    };
    let at = now();
    let mut program = record.program.clone();
    request.program.apply(&mut program);
    let new_status = if admin {
        request.program.program_status_id.unwrap_or(stored_status)
    } else {
        stored_status
    };
    set_status(&mut program, new_status, &at);
    let group_id = match destination {
        Some(group) => {
            let taken = program_uris_like(db, group.id, &program.program_uri, None).await?;
            program.program_uri = free_uri(&program.program_uri, &taken);
            group.id
        }
        None => record.group_id,
    };
    if let Some(platform_ids) = &request.platform_ids {
        let mut platform_ids = platform_ids.clone();
        platform_ids.sort_unstable();
        platform_ids.dedup();
        program.platform_ids = platform_ids;
    }
    program.accepted_agreement = true;
    program.date_updated = at;
    update_program(db, record.id, group_id, edit, &program).await?;
    if program.caror_type != record.program.caror_type {
        // The stored statistics' CAROR follows the program's CAROR type.
        let benchmark = crate::statistics::benchmark_series(db).await?;
        crate::statistics::recompute_program(db, record.id, benchmark.as_ref()).await?;
    }
    Ok(Json(program_form(db, record.id).await?))
}
