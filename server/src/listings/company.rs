//! A company's programs (the company page): archived and deleted ones only when asked for; the
//! company's CTA managers and administrators also see pending ones and each program's visits.

use std::collections::BTreeMap;

use axum::extract::State;
use axum::Json;
use serde::{Deserialize, Serialize};
use sqlx::Row;
use utoipa::{IntoParams, ToSchema};

use crate::access::{may_edit_group, Principal};
use crate::error::{Error, Result};
use crate::extract::{ApiPath, ApiQuery};
use crate::groups::group_by_uri;
use crate::listings::directory::{current_month, new_since, program_listings};
use crate::listings::model::{ListingScope, ProgramListing};
use crate::listings::query::ListingQuery;
use crate::listings::snapshot::ListingCache;
use crate::reference::program_status;
use crate::state::AppState;

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct CompanyProgramsQuery {
    /// Also list archived programs, and deleted ones for the company's managers (the page's
    /// toggle).
    #[serde(default)]
    pub include_archived: bool,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompanyPrograms {
    pub items: Vec<ProgramListing>,
    /// Page views per program id, for the company's managers and administrators only.
    #[schema(value_type = Option<BTreeMap<String, i64>>)]
    pub visits: Option<BTreeMap<i64, i64>>,
}

/// The most programs one company page lists.
const MAX_PROGRAMS: i64 = 100;

#[utoipa::path(get, path = "/api/v1/groups/{groupUri}/programs", tag = "groups",
    operation_id = "companyPrograms", params(("groupUri" = String, Path), CompanyProgramsQuery),
    responses(crate::error::ParameterErrors,
              (status = 200, body = CompanyPrograms), (status = 404, body = crate::error::ApiErrorBody)))]
pub async fn company_programs(
    State(state): State<AppState>,
    user: Option<Principal>,
    ApiPath(group_uri): ApiPath<String>,
    ApiQuery(query): ApiQuery<CompanyProgramsQuery>,
) -> Result<Json<CompanyPrograms>> {
    let viewer = user.as_ref();
    let group = group_by_uri(&state.db, &group_uri)
        .await?
        .ok_or(Error::NotFound)?;
    let manages = may_edit_group(viewer, group.id);
    if group.group_status_id != crate::reference::group_status::ACTIVE && !manages {
        return Err(Error::NotFound);
    }
    let mut statuses = vec![program_status::ACTIVE];
    if manages {
        statuses.push(program_status::PENDING);
    }
    if query.include_archived {
        statuses.push(program_status::ARCHIVED);
        if manages {
            statuses.push(program_status::DELETED);
        }
    }
    let today = time::OffsetDateTime::now_utc().date();
    let current = current_month(today)?;
    let mut listing: ListingQuery =
        crate::listings::parse_listing_query("sortBy=programName&orderBy=ASC", current)?;
    listing.group_ids = vec![group.id];
    listing.program_statuses = statuses;
    listing.page_size = MAX_PROGRAMS;
    let snapshot = state.caches.get::<ListingCache>().get(&state.db).await?;
    let page = program_listings(
        &snapshot,
        &listing,
        viewer,
        ListingScope::ManagedCompany,
        &new_since(today),
        current.prev(),
        None,
    )?;
    let visits = if manages {
        let rows = sqlx::query(
            "SELECT p.id, COUNT(v.id) AS n FROM programs p \
             LEFT JOIN view_logs v ON v.program_id = p.id WHERE p.group_id = $1 GROUP BY p.id",
        )
        .bind(group.id)
        .fetch_all(&state.db.pool)
        .await?;
        Some(
            rows.iter()
                .map(|row| Ok((row.try_get("id")?, row.try_get("n")?)))
                .collect::<Result<BTreeMap<i64, i64>>>()?,
        )
    } else {
        None
    };
    Ok(Json(CompanyPrograms {
        items: page.items,
        visits,
    }))
}
