//! The program typeahead (add to a watchlist, a portfolio, a blend or a chart): names containing
//! the typed text, from three characters on.

use axum::extract::State;
use axum::Json;
use serde::{Deserialize, Serialize};
use sqlx::Row;
use utoipa::{IntoParams, ToSchema};

use crate::access::Principal;
use crate::error::{Error, Result};
use crate::extract::ApiQuery;
use crate::reference::program_status;
use crate::state::AppState;

/// The typeahead answers once this many characters are typed (spec section 5).
pub const MIN_TERM_LENGTH: usize = 3;
pub const MAX_RESULTS: i64 = 20;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SearchQuery {
    /// At least three characters of a program's or company's name (spaces around not counted).
    #[param(pattern = "\\S[\\s\\S]*\\S[\\s\\S]*\\S")]
    pub term: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProgramMatch {
    pub program_id: i64,
    pub program_name: String,
    pub program_uri: String,
    pub group_name: String,
    pub group_uri: String,
    pub program_status_id: i64,
}

/// Active programs (and archived ones for administrators and CTA managers) whose name or
/// company name contains the term, case-insensitively; names starting with it first.
#[utoipa::path(get, path = "/api/v1/programs/search", tag = "programs", operation_id = "searchPrograms",
    params(SearchQuery),
    responses(crate::error::ParameterErrors,
              (status = 200, body = Vec<ProgramMatch>),
              (status = 422, description = "term: tooShort", body = crate::error::ApiErrorBody)))]
pub async fn search_programs(
    State(state): State<AppState>,
    user: Option<Principal>,
    ApiQuery(query): ApiQuery<SearchQuery>,
) -> Result<Json<Vec<ProgramMatch>>> {
    let term = query.term.trim().to_lowercase();
    if term.chars().count() < MIN_TERM_LENGTH {
        return Err(Error::field("term", "tooShort"));
    }
    let viewer = user.as_ref();
    let statuses = if viewer.is_some_and(Principal::searches_archived) {
        format!("{}, {}", program_status::ACTIVE, program_status::ARCHIVED)
    } else {
        program_status::ACTIVE.to_string()
    };
    let hidden = if viewer.is_some() {
        ""
    } else {
        "AND p.hide_program = 0"
    };
    let escaped = term
        .replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_");
    let rows = sqlx::query(&format!(
        "SELECT p.id, p.program_name, p.program_uri, g.group_name, g.group_uri, \
         p.program_status_id FROM programs p JOIN groups g ON g.id = p.group_id \
         WHERE g.group_status_id = $1 AND p.program_status_id IN ({statuses}) {hidden} \
         AND (LOWER(p.program_name) LIKE $2 ESCAPE '\\' OR LOWER(g.group_name) LIKE $2 ESCAPE '\\') \
         ORDER BY CASE WHEN LOWER(p.program_name) LIKE $3 ESCAPE '\\' THEN 0 ELSE 1 END, \
         p.program_name, g.group_name LIMIT $4"
    ))
    .bind(crate::reference::group_status::ACTIVE)
    .bind(format!("%{escaped}%"))
    .bind(format!("{escaped}%"))
    .bind(MAX_RESULTS)
    .fetch_all(&state.db.pool)
    .await?;
    let matches = rows
        .iter()
        .map(|row| {
            Ok(ProgramMatch {
                program_id: row.try_get("id")?,
                program_name: row.try_get("program_name")?,
                program_uri: row.try_get("program_uri")?,
                group_name: row.try_get("group_name")?,
                group_uri: row.try_get("group_uri")?,
                program_status_id: row.try_get("program_status_id")?,
            })
        })
        .collect::<Result<_>>()?;
    Ok(Json(matches))
}
