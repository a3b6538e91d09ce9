//! The audit log of a company or program, for administrators (a user's comes with their record).

use axum::extract::State;
use axum::Json;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::access::{Principal, Role};
use crate::audit::{self, AuditEntry, Subject};
use crate::error::{Error, Result};
use crate::extract::ApiQuery;
use crate::state::AppState;

/// What an audit log is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum SubjectKind {
    User,
    Group,
    Program,
}

/// Both parameters are required; they are read after the caller's role is checked, so a
/// non-administrator hears `forbidden_role` whatever they ask.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase", default)]
#[into_params(parameter_in = Query)]
pub struct AuditQuery {
    #[param(inline)]
    pub subject: Option<SubjectKind>,
    /// The user's, company's or program's id.
    pub id: Option<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AuditLog {
    /// Newest first, at most 200.
    pub items: Vec<AuditEntry>,
}

/// The administrative changes made to a user, company or program, newest first.
#[utoipa::path(get, path = "/api/v1/admin/audit", tag = "admin", operation_id = "auditLog",
    params(AuditQuery),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, body = AuditLog),
              (status = 403, description = "forbidden_role: not an administrator", body = crate::error::ApiErrorBody),
              (status = 422, description = "subject or id: required", body = crate::error::ApiErrorBody)))]
pub async fn audit_log(
    State(state): State<AppState>,
    caller: Principal,
    ApiQuery(query): ApiQuery<AuditQuery>,
) -> Result<Json<AuditLog>> {
    caller.require(Role::Administrator)?;
    let kind = query
        .subject
        .ok_or_else(|| Error::field("subject", "required"))?;
    let id = query.id.ok_or_else(|| Error::field("id", "required"))?;
    let subject = match kind {
        SubjectKind::User => Subject::User(id),
        SubjectKind::Group => Subject::Group(id),
        SubjectKind::Program => Subject::Program(id),
    };
    Ok(Json(AuditLog {
        items: audit::entries(&state.db, subject).await?,
    }))
}
