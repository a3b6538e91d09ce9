//! Administrators' companies: the list with its status filter, search, sort and pager (the
//! Companies tab), and a company added for someone else (`/admin/groups/add`). Activating,
//! editing, the managers and deleting are the company endpoints' (`groups`), which administrators
//! may call for any company.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use serde::{Deserialize, Serialize};
use sqlx::Row;
use utoipa::{IntoParams, ToSchema};

use super::search_term;
use crate::access::{Principal, Role};
use crate::audit::{self, Subject};
use crate::error::{Error, Result};
use crate::extract::{ApiJson, ApiQuery};
use crate::groups::administrators::add_administrator;
use crate::groups::company::insert_company;
use crate::groups::rules::check_group_status;
use crate::groups::store::{default_platform_ids, known_platform_ids};
use crate::groups::{CompanyInput, CreatedGroup};
use crate::reference::group_status;
use crate::state::AppState;
use crate::storage::{like_escaped, Db};
use crate::validation::paging::{paging, Paging};
use crate::validation::FieldErrors;

/// What the company list may be sorted by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum GroupSortKey {
    GroupName,
    DateCreated,
    GroupStatus,
    ProgramCount,
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase", default)]
#[into_params(parameter_in = Query)]
pub struct GroupListQuery {
    /// Comma-separated group status ids (1 Active, 2 Pending, 3 Closed, 4 Deleted, 5 Portfolio
    /// Apt Only); every status when left out.
    #[param(pattern = "^[1-5](,[1-5]){0,4}$")]
    pub filter_by_group_status_ids: Option<String>,
    /// Part of the company's name, with at least 3 characters other than spaces.
    #[param(pattern = "\\S[\\s\\S]*\\S[\\s\\S]*\\S", max_length = 200)]
    pub search: Option<String>,
    /// Default `dateCreated`.
    #[param(inline)]
    pub sort_by: Option<GroupSortKey>,
    /// `ASC` or `DESC` (default), in any case.
    #[param(pattern = "^([Aa][Ss][Cc]|[Dd][Ee][Ss][Cc])$")]
    pub order_by: Option<String>,
    /// 1..=100 (the page offers 10, 25, 50 and 100); default 10.
    #[param(minimum = 1, maximum = 100)]
    pub page_size: Option<i64>,
    /// From 1.
    #[param(minimum = 1)]
    pub page_number: Option<i64>,
}

/// A company as the administrators' list shows it.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GroupSummary {
    pub group_id: i64,
    pub group_uri: String,
    pub group_name: String,
    pub group_status_id: i64,
    pub country: String,
    /// RFC 3339 UTC.
    pub date_created: String,
    pub date_approved: Option<String>,
    /// Its programs that are not deleted.
    pub program_count: i64,
    /// Its CTA managers.
    pub manager_count: i64,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GroupPage {
    pub items: Vec<GroupSummary>,
    pub total_count: i64,
}

/// A company an administrator adds: the company form (contacts optional, as in its edit), the
/// certification, its status, and the account that will manage it.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct AdminAddCompany {
    #[schema(required = true)]
    pub company: CompanyInput,
    /// The certification that all information is accurate.
    #[schema(required = true, schema_with = crate::validation::schema::certified)]
    pub accepted_agreement: bool,
    /// Default 1 (Active): an administrator's company needs no approval.
    #[schema(minimum = 1, maximum = 5)]
    pub group_status_id: Option<i64>,
    /// Default the two default platforms.
    #[schema(schema_with = crate::reference::platform_ids_schema)]
    pub platform_ids: Option<Vec<i64>>,
    /// The account that will manage it (made a CTA manager); none leaves it without managers,
    /// to be added on its users screen.
    #[schema(schema_with = manager_email)]
    pub manager_email: Option<String>,
}

/// `managerEmail`: an account's address, or null.
fn manager_email() -> utoipa::openapi::schema::Schema {
    utoipa::openapi::schema::OneOfBuilder::new()
        .item(crate::validation::schema::account_email())
        .item(
            utoipa::openapi::schema::ObjectBuilder::new()
                .schema_type(utoipa::openapi::schema::Type::Null),
        )
        .build()
        .into()
}

/// The status ids of `filterByGroupStatusIds`, each once.
pub fn status_filter(text: Option<&str>) -> Result<Vec<i64>> {
    let Some(text) = text else {
        return Ok(Vec::new());
    };
    let mut ids = Vec::new();
    for part in text.split(',') {
        let id = part
            .trim()
            .parse::<i64>()
            .ok()
            .filter(|id| check_group_status(*id).is_ok())
            .ok_or_else(|| Error::field("filterByGroupStatusIds", "invalidChoice"))?;
        if !ids.contains(&id) {
            ids.push(id);
        }
    }
    Ok(ids)
}

/// A page of the companies in `statuses` (all when empty) whose name contains `search` (any
/// case), and how many match.
pub async fn list_groups(
    db: &Db,
    statuses: &[i64],
    search: Option<&str>,
    order: GroupSortKey,
    page: Paging,
) -> Result<(Vec<GroupSummary>, i64)> {
    let pattern = search.map(|term| format!("%{}%", like_escaped(&term.to_lowercase())));
    // $1 the pattern, then the statuses; the page's limit and offset follow.
    let mut filter = String::from(
        "WHERE ($1 IS NULL OR LOWER(g.group_name) LIKE $1 ESCAPE '\\' \
         OR LOWER(g.group_uri) LIKE $1 ESCAPE '\\')",
    );
    if !statuses.is_empty() {
        let list: Vec<String> = (0..statuses.len()).map(|n| format!("${}", n + 2)).collect();
        filter.push_str(&format!(" AND g.group_status_id IN ({})", list.join(", ")));
    }
    let column = match order {
        GroupSortKey::GroupName => "LOWER(g.group_name)",
        GroupSortKey::DateCreated => "g.date_created",
        GroupSortKey::GroupStatus => "g.group_status_id",
        GroupSortKey::ProgramCount => "program_count",
    };
    let direction = if page.descending { "DESC" } else { "ASC" };
    let count_sql = format!("SELECT COUNT(*) FROM groups g {filter}");
    let mut count = sqlx::query_scalar(&count_sql).bind(pattern.clone());
    for status in statuses {
        count = count.bind(*status);
    }
    let total: i64 = count.fetch_one(&db.pool).await?;
    let limit = statuses.len() + 2;
    let sql = format!(
        "SELECT g.id, g.group_uri, g.group_name, g.group_status_id, g.country, g.date_created, \
         g.date_approved, \
         (SELECT COUNT(*) FROM programs p WHERE p.group_id = g.id \
          AND p.program_status_id <> {deleted}) AS program_count, \
         (SELECT COUNT(*) FROM group_administrators a WHERE a.group_id = g.id) AS manager_count \
         FROM groups g {filter} ORDER BY {column} {direction}, g.id {direction} \
         LIMIT ${limit} OFFSET ${offset}",
        deleted = crate::reference::program_status::DELETED,
        offset = limit + 1,
    );
    let mut rows = sqlx::query(&sql).bind(pattern);
    for status in statuses {
        rows = rows.bind(*status);
    }
    let items = rows
        .bind(page.page_size)
        .bind(page.offset)
        .fetch_all(&db.pool)
        .await?
        .iter()
        .map(|row| {
            Ok(GroupSummary {
                group_id: row.try_get("id")?,
                group_uri: row.try_get("group_uri")?,
                group_name: row.try_get("group_name")?,
                group_status_id: row.try_get("group_status_id")?,
                country: row.try_get("country")?,
                date_created: row.try_get("date_created")?,
                date_approved: row.try_get("date_approved")?,
                program_count: row.try_get("program_count")?,
                manager_count: row.try_get("manager_count")?,
            })
        })
        .collect::<Result<_>>()?;
    Ok((items, total))
}

/// Lists the companies, filtered by status, searched, sorted and paged (administrators only).
#[utoipa::path(get, path = "/api/v1/admin/groups", tag = "admin", operation_id = "listGroups",
    params(GroupListQuery),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, body = GroupPage),
              (status = 403, description = "forbidden_role: not an administrator", body = crate::error::ApiErrorBody),
              (status = 422, description = "validation_failed: filterByGroupStatusIds invalidChoice, search tooShort or tooLong, pageSize, pageNumber or orderBy out of range", body = crate::error::ApiErrorBody)))]
pub async fn list_groups_page(
    State(state): State<AppState>,
    caller: Principal,
    ApiQuery(query): ApiQuery<GroupListQuery>,
) -> Result<Json<GroupPage>> {
    caller.require(Role::Administrator)?;
    let statuses = status_filter(query.filter_by_group_status_ids.as_deref())?;
    let search = search_term(query.search.as_deref())?;
    let page = paging(
        query.page_size,
        query.page_number,
        query.order_by.as_deref(),
        (10, 100),
        true,
    )?;
    let order = query.sort_by.unwrap_or(GroupSortKey::DateCreated);
    let (items, total_count) =
        list_groups(&state.db, &statuses, search.as_deref(), order, page).await?;
    Ok(Json(GroupPage { items, total_count }))
}

/// Checks an administrator's new company: the company rules with no minimum of contacts, the
/// certification, a known status and known platforms.
pub fn check_admin_company(request: &AdminAddCompany, known_platforms: &[i64]) -> Result<()> {
    let mut errors = FieldErrors::default();
    request.company.check("company", 0, &mut errors);
    if !request.accepted_agreement {
        errors.check("acceptedAgreement", Err("mustCertify"));
    }
    if let Some(status) = request.group_status_id {
        errors.check("groupStatusId", check_group_status(status));
    }
    if let Some(platform_ids) = &request.platform_ids {
        if platform_ids.is_empty() {
            errors.check("platformIds", Err("platformRequired"));
        }
        if platform_ids.iter().any(|id| !known_platforms.contains(id)) {
            errors.check("platformIds", Err("invalidChoice"));
        }
    }
    if let Some(email) = &request.manager_email {
        errors.check("managerEmail", crate::validation::check_email(email));
    }
    errors.into_result()
}

/// Adds a company for someone else: stored in the chosen status (Active by default) on the
/// chosen platforms, recorded in the audit log, and managed by `managerEmail` when given
/// (`managerEmail: userNotFound` when there is no such account; nothing is stored then).
pub async fn add_company(db: &Db, actor: i64, request: &AdminAddCompany) -> Result<CreatedGroup> {
    check_admin_company(request, &known_platform_ids(db).await?)?;
    let manager = match &request.manager_email {
        Some(email) => Some(
            crate::accounts::find_user_by_email(db, email)
                .await?
                .ok_or_else(|| Error::field("managerEmail", "userNotFound"))?,
        ),
        None => None,
    };
    let mut platforms = match &request.platform_ids {
        Some(ids) => ids.clone(),
        None => default_platform_ids(db).await?,
    };
    // A platform named twice is linked once.
    platforms.sort_unstable();
    platforms.dedup();
    let status = request.group_status_id.unwrap_or(group_status::ACTIVE);
    let mut tx = db.begin_write().await?;
    let (group_id, group_uri) =
        insert_company(&mut tx, &request.company, status, None, platforms).await?;
    if let Some(manager) = &manager {
        add_administrator(&mut tx, actor, group_id, manager).await?;
    }
    audit::record(
        &mut tx,
        Some(actor),
        Subject::Group(group_id),
        "created",
        None,
        Some(&request.company.group_name),
    )
    .await?;
    crate::listing_version::bump(&mut tx).await?;
    tx.commit().await?;
    Ok(CreatedGroup {
        group_id,
        group_uri,
    })
}

/// Adds a company for someone else (administrators only).
#[utoipa::path(post, path = "/api/v1/admin/groups", tag = "admin", operation_id = "adminAddCompany",
    request_body = AdminAddCompany,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 201, body = CreatedGroup),
              (status = 403, description = "forbidden_role: not an administrator", body = crate::error::ApiErrorBody),
              (status = 422, description = "validation_failed: the company form's keys, acceptedAgreement mustCertify, groupStatusId or platformIds invalidChoice, platformIds platformRequired, managerEmail invalidEmail or userNotFound", body = crate::error::ApiErrorBody)))]
pub async fn add_group(
    State(state): State<AppState>,
    caller: Principal,
    ApiJson(request): ApiJson<AdminAddCompany>,
) -> Result<(StatusCode, Json<CreatedGroup>)> {
    caller.require(Role::Administrator)?;
    let created = add_company(&state.db, caller.user_id, &request).await?;
    Ok((StatusCode::CREATED, Json(created)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_status_filter_reads_known_ids_once() {
        assert_eq!(status_filter(None).unwrap(), Vec::<i64>::new());
        assert_eq!(status_filter(Some("2,1,2")).unwrap(), vec![2, 1]);
        assert!(status_filter(Some("6")).is_err());
        assert!(status_filter(Some("1,")).is_err());
        assert!(status_filter(Some("")).is_err());
    }
}
