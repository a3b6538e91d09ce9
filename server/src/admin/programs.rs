//! Administrators' and platform managers' programs: every program whatever its status, filtered
//! by status, platform and archiving date, searched, sorted and paged. Administrators read it as
//! the Recently Archived tab (archived since the first day of the month four months back);
//! platform managers as All Programs. Changing a program stays with the program endpoints.

use std::collections::HashMap;

use axum::extract::State;
use axum::Json;
use serde::{Deserialize, Serialize};
use sqlx::Row;
use time::macros::format_description;
use utoipa::{IntoParams, ToSchema};

use super::search_term;
use crate::access::{Principal, Role};
use crate::error::{Error, Result};
use crate::extract::ApiQuery;
use crate::reference::program_status;
use crate::state::AppState;
use crate::storage::{in_list, like_escaped, Db};
use crate::validation::paging::{paging, Paging};

/// What the program list may be sorted by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum ProgramSortKey {
    ProgramName,
    GroupName,
    ProgramStatus,
    DateCreated,
    DateArchived,
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase", default)]
#[into_params(parameter_in = Query)]
pub struct ProgramListQuery {
    /// Comma-separated program status ids (1 Active, 2 Pending, 3 Archived, 4 Deleted); every
    /// status when left out.
    #[param(pattern = "^[1-4](,[1-4]){0,3}$")]
    pub filter_by_program_status_ids: Option<String>,
    /// Only programs on this platform.
    #[param(minimum = 1)]
    pub filter_by_platform_id: Option<i64>,
    /// `YYYY-MM-DD`: only programs archived on or after this day.
    #[param(value_type = Option<String>, format = Date)]
    pub filter_by_date_archived_start: Option<String>,
    /// Part of the program's or its company's name, with at least 3 characters other than
    /// spaces.
    #[param(pattern = "\\S[\\s\\S]*\\S[\\s\\S]*\\S", max_length = 200)]
    pub search: Option<String>,
    /// Default `programName`.
    #[param(inline)]
    pub sort_by: Option<ProgramSortKey>,
    /// `ASC` (default) or `DESC`, in any case.
    #[param(pattern = "^([Aa][Ss][Cc]|[Dd][Ee][Ss][Cc])$")]
    pub order_by: Option<String>,
    /// 1..=100 (the page offers 10, 25, 50 and 100); default 25.
    #[param(minimum = 1, maximum = 100)]
    pub page_size: Option<i64>,
    /// From 1.
    #[param(minimum = 1)]
    pub page_number: Option<i64>,
}

/// A program as the administrators' lists show it.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProgramSummary {
    pub program_id: i64,
    pub program_uri: String,
    pub program_name: String,
    pub program_status_id: i64,
    pub group_id: i64,
    pub group_uri: String,
    pub group_name: String,
    pub group_status_id: i64,
    /// RFC 3339 UTC.
    pub date_created: String,
    pub date_archived: Option<String>,
    /// The platforms it appears on, by id.
    pub platform_ids: Vec<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProgramPage {
    pub items: Vec<ProgramSummary>,
    pub total_count: i64,
}

/// What a program list request asks for, checked.
#[derive(Debug, Clone, PartialEq)]
pub struct ProgramFilter {
    pub statuses: Vec<i64>,
    pub platform_id: Option<i64>,
    pub archived_since: Option<String>,
    pub search: Option<String>,
}

/// The filters of `query`, each checked: `invalidChoice` for an unknown status, `invalidDate`
/// for a day that does not exist.
pub fn program_filter(query: &ProgramListQuery) -> Result<ProgramFilter> {
    let mut statuses = Vec::new();
    if let Some(text) = &query.filter_by_program_status_ids {
        for part in text.split(',') {
            let id = part
                .trim()
                .parse::<i64>()
                .ok()
                .filter(|id| (program_status::ACTIVE..=program_status::DELETED).contains(id))
                .ok_or_else(|| Error::field("filterByProgramStatusIds", "invalidChoice"))?;
            if !statuses.contains(&id) {
                statuses.push(id);
            }
        }
    }
    if query.filter_by_platform_id.is_some_and(|id| id < 1) {
        return Err(Error::field("filterByPlatformId", "invalidNumber"));
    }
    let archived_since = match &query.filter_by_date_archived_start {
        Some(day) => {
            time::Date::parse(day, format_description!("[year]-[month]-[day]"))
                .map_err(|_| Error::field("filterByDateArchivedStart", "invalidDate"))?;
            Some(day.clone())
        }
        None => None,
    };
    Ok(ProgramFilter {
        statuses,
        platform_id: query.filter_by_platform_id,
        archived_since,
        search: search_term(query.search.as_deref())?,
    })
}

/// A page of the programs `filter` selects, and how many it selects.
pub async fn list_programs(
    db: &Db,
    filter: &ProgramFilter,
    order: ProgramSortKey,
    page: Paging,
) -> Result<(Vec<ProgramSummary>, i64)> {
    let pattern = filter
        .search
        .as_ref()
        .map(|term| format!("%{}%", like_escaped(&term.to_lowercase())));
    // $1 the pattern, $2 the platform, $3 the day; the statuses follow, then limit and offset.
    let mut clause = String::from(
        "WHERE ($1 IS NULL OR LOWER(p.program_name) LIKE $1 ESCAPE '\\' \
         OR LOWER(g.group_name) LIKE $1 ESCAPE '\\') \
         AND ($2 IS NULL OR EXISTS (SELECT 1 FROM program_platforms pp \
              WHERE pp.program_id = p.id AND pp.platform_id = $2)) \
         AND ($3 IS NULL OR p.date_archived >= $3)",
    );
    if !filter.statuses.is_empty() {
        let list: Vec<String> = (0..filter.statuses.len())
            .map(|n| format!("${}", n + 4))
            .collect();
        clause.push_str(&format!(
            " AND p.program_status_id IN ({})",
            list.join(", ")
        ));
    }
    let from = format!("FROM programs p JOIN groups g ON g.id = p.group_id {clause}");
    let column = match order {
        ProgramSortKey::ProgramName => "LOWER(p.program_name)",
        ProgramSortKey::GroupName => "LOWER(g.group_name)",
        ProgramSortKey::ProgramStatus => "p.program_status_id",
        ProgramSortKey::DateCreated => "p.date_created",
        ProgramSortKey::DateArchived => "p.date_archived",
    };
    let direction = if page.descending { "DESC" } else { "ASC" };
    let count_sql = format!("SELECT COUNT(*) {from}");
    let mut count = sqlx::query_scalar(&count_sql)
        .bind(pattern.clone())
        .bind(filter.platform_id)
        .bind(filter.archived_since.clone());
    for status in &filter.statuses {
        count = count.bind(*status);
    }
    let total: i64 = count.fetch_one(&db.pool).await?;
    let limit = filter.statuses.len() + 4;
    let sql = format!(
        "SELECT p.id, p.program_uri, p.program_name, p.program_status_id, p.date_created, \
         p.date_archived, g.id AS group_id, g.group_uri, g.group_name, g.group_status_id \
         {from} ORDER BY {column} {direction}, p.id {direction} \
         LIMIT ${limit} OFFSET ${offset}",
        offset = limit + 1,
    );
    let mut query = sqlx::query(&sql)
        .bind(pattern)
        .bind(filter.platform_id)
        .bind(filter.archived_since.clone());
    for status in &filter.statuses {
        query = query.bind(*status);
    }
    let rows = query
        .bind(page.page_size)
        .bind(page.offset)
        .fetch_all(&db.pool)
        .await?;
    let ids = rows
        .iter()
        .map(|row| row.try_get("id"))
        .collect::<std::result::Result<Vec<i64>, _>>()?;
    let mut platforms = platforms_of(db, &ids).await?;
    let items = rows
        .iter()
        .map(|row| {
            let program_id: i64 = row.try_get("id")?;
            Ok(ProgramSummary {
                program_id,
                program_uri: row.try_get("program_uri")?,
                program_name: row.try_get("program_name")?,
                program_status_id: row.try_get("program_status_id")?,
                group_id: row.try_get("group_id")?,
                group_uri: row.try_get("group_uri")?,
                group_name: row.try_get("group_name")?,
                group_status_id: row.try_get("group_status_id")?,
                date_created: row.try_get("date_created")?,
                date_archived: row.try_get("date_archived")?,
                platform_ids: platforms.remove(&program_id).unwrap_or_default(),
            })
        })
        .collect::<Result<_>>()?;
    Ok((items, total))
}

/// The platform ids of each of `program_ids` (at most a page of them).
async fn platforms_of(db: &Db, program_ids: &[i64]) -> Result<HashMap<i64, Vec<i64>>> {
    let mut platforms: HashMap<i64, Vec<i64>> = HashMap::new();
    if program_ids.is_empty() {
        return Ok(platforms);
    }
    let sql = format!(
        "SELECT program_id, platform_id FROM program_platforms WHERE program_id IN ({}) \
         ORDER BY platform_id",
        in_list(program_ids.len())
    );
    let mut query = sqlx::query(&sql);
    for id in program_ids {
        query = query.bind(*id);
    }
    for row in query.fetch_all(&db.pool).await? {
        platforms
            .entry(row.try_get("program_id")?)
            .or_default()
            .push(row.try_get("platform_id")?);
    }
    Ok(platforms)
}

/// Lists every program, whatever its status, filtered, searched, sorted and paged
/// (administrators and platform managers).
#[utoipa::path(get, path = "/api/v1/admin/programs", tag = "admin", operation_id = "listAdminPrograms",
    params(ProgramListQuery),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, body = ProgramPage),
              (status = 403, description = "forbidden_role: neither an administrator nor a platform manager", body = crate::error::ApiErrorBody),
              (status = 422, description = "validation_failed: filterByProgramStatusIds invalidChoice, filterByPlatformId invalidNumber, filterByDateArchivedStart invalidDate, search tooShort or tooLong, pageSize, pageNumber or orderBy out of range", body = crate::error::ApiErrorBody)))]
pub async fn list_programs_page(
    State(state): State<AppState>,
    caller: Principal,
    ApiQuery(query): ApiQuery<ProgramListQuery>,
) -> Result<Json<ProgramPage>> {
    if !(caller.is_admin() || caller.has_role(Role::PlatformManager)) {
        return Err(Error::Forbidden("forbidden_role"));
    }
    let filter = program_filter(&query)?;
    let page = paging(
        query.page_size,
        query.page_number,
        query.order_by.as_deref(),
        (25, 100),
        false,
    )?;
    let order = query.sort_by.unwrap_or(ProgramSortKey::ProgramName);
    let (items, total_count) = list_programs(&state.db, &filter, order, page).await?;
    Ok(Json(ProgramPage { items, total_count }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn query(statuses: Option<&str>, day: Option<&str>) -> ProgramListQuery {
        ProgramListQuery {
            filter_by_program_status_ids: statuses.map(str::to_owned),
            filter_by_date_archived_start: day.map(str::to_owned),
            ..Default::default()
        }
    }

    #[test]
    fn the_filters_read_known_statuses_and_real_days() {
        let filter = program_filter(&query(Some("3,1,3"), Some("2026-08-01"))).unwrap();
        assert_eq!(filter.statuses, vec![3, 1]);
        assert_eq!(filter.archived_since.as_deref(), Some("2026-08-01"));
        assert!(program_filter(&query(Some("5"), None)).is_err());
        assert!(program_filter(&query(None, Some("2026-02-30"))).is_err());
        assert!(program_filter(&query(None, Some("2026-8-1"))).is_err());
    }
}
