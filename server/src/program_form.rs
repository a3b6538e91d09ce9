//! Adding and editing a program: the form's endpoints (its data as stored is
//! `programs::form`). A use case above programs and returns, because a save that changes the
//! CAROR type recomputes the program's stored statistics. Administrators and the
//! company's CTA managers write; administrators alone choose the status and the owning group,
//! Platform Managers alone the platforms.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use serde::{Deserialize, Serialize};
use utoipa::openapi::schema::{AllOfBuilder, ObjectBuilder, Schema, Type};
use utoipa::openapi::{Ref, RefOr};
use utoipa::{PartialSchema, ToSchema};

use crate::access::{may_edit_group, Principal, Role};
use crate::error::{Error, Result};
use crate::extract::{ApiJson, ApiPath};
use crate::programs::form::{find_program, program_form};
use crate::programs::model::{blank_record, ProgramForm, ProgramInput};
use crate::programs::rules::{program_slug, set_status, ProgramChoices};
use crate::programs::store::{
    create_program as insert_program, group_identity, group_platform_ids, program_uris_like,
    update_program, GroupIdentity,
};
use crate::reference::program_status;
use crate::slug::free_uri;
use crate::state::AppState;
use crate::storage::{now, Db};
use crate::validation::FieldErrors;
use crate::versions::{required, stale, Edit, Versioned};

/// The body of `POST …/programs` and `PUT …/programs/{programUri}`.
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct SaveProgram {
    #[schema(required = true)]
    pub program: ProgramInput,
    /// The certification that all information is accurate; every save needs it.
    #[schema(required = true, schema_with = crate::validation::schema::certified)]
    pub accepted_agreement: bool,
    /// Platform Managers on edit: the platforms (at least one). Absent or null: unchanged.
    /// Not when adding: a new program gets its company's platforms.
    #[schema(schema_with = crate::reference::platform_ids_schema)]
    pub platform_ids: Option<Vec<i64>>,
    /// On edit, the `version` of the form this save was made on (required): a newer stored
    /// version refuses the save with `conflict`. Not read when adding.
    pub version: Option<i64>,
}

/// The body of `PUT …/programs/{programUri}`: a `SaveProgram` with its `version`, which an edit
/// needs (`version: required`) and an addition does not read.
pub struct EditProgram;

impl PartialSchema for EditProgram {
    fn schema() -> RefOr<Schema> {
        let version = ObjectBuilder::new()
            .property("version", ObjectBuilder::new().schema_type(Type::Integer))
            .required("version");
        AllOfBuilder::new()
            .item(Ref::from_schema_name("SaveProgram"))
            .item(version)
            .into()
    }
}

impl ToSchema for EditProgram {
    fn schemas(schemas: &mut Vec<(String, RefOr<Schema>)>) {
        schemas.push(("SaveProgram".to_owned(), SaveProgram::schema()));
        SaveProgram::schemas(schemas);
    }
}

fn require_editor(user: &Principal, group_id: i64) -> Result<()> {
    if may_edit_group(Some(user), group_id) {
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
    user: Principal,
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
        let known = crate::programs::store::platform_ids(db).await?;
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
    user: Principal,
    ApiPath(group_uri): ApiPath<String>,
    ApiJson(request): ApiJson<SaveProgram>,
) -> Result<(StatusCode, Json<ProgramForm>)> {
    let db = &state.db;
    let group = crate::groups::group_by_uri(db, &group_uri)
        .await?
        .ok_or(Error::NotFound)?;
    let editor = may_edit_group(Some(&user), group.id);
    if !editor && group.group_status_id != crate::reference::group_status::ACTIVE {
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
    let chosen = request
        .program
        .program_status_id
        .unwrap_or(program_status::PENDING);
    let initial = if user.has_role(Role::Administrator) {
        chosen
    } else {
        program_status::PENDING
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
        Some(group) if group.group_status_id != crate::reference::group_status::DELETED => {
            Ok(group)
        }
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
    request_body = EditProgram,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 200, body = ProgramForm),
              (status = 403, description = "forbidden_role: not a manager of the company, a status change by a non-administrator, or platforms by a non-Platform Manager", body = crate::error::ApiErrorBody),
              (status = 404, body = crate::error::ApiErrorBody),
              (status = 409, description = "conflict: saved over a newer version; `changedBy` and `changedAt` say who changed it and when", body = crate::error::ApiErrorBody),
              (status = 422, description = "validation_failed (`version` required)", body = crate::error::ApiErrorBody)))]
pub async fn update_program_form(
    State(state): State<AppState>,
    user: Principal,
    ApiPath((group_uri, program_uri)): ApiPath<(String, String)>,
    ApiJson(request): ApiJson<SaveProgram>,
) -> Result<Json<ProgramForm>> {
    let db = &state.db;
    let record = find_program(db, &user, &group_uri, &program_uri).await?;
    require_editor(&user, record.group_id)?;
    let edit = Edit {
        user_id: user.user_id,
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
        let benchmark = crate::returns::statistics::benchmark_series(db).await?;
        crate::returns::statistics::recompute_program(db, record.id, benchmark.as_ref()).await?;
    }
    Ok(Json(program_form(db, record.id).await?))
}

/// The program form endpoints.
pub fn router() -> utoipa_axum::router::OpenApiRouter<AppState> {
    use utoipa_axum::routes;
    utoipa_axum::router::OpenApiRouter::new()
        .routes(routes!(add_program))
        .routes(routes!(update_program_form))
        .routes(routes!(read_program_form))
}
