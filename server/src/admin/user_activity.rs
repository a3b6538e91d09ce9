//! What administrators see of a user's activity: the program pages they viewed (the view log by
//! user, a page at a time or streamed as CSV), and their watchlist, portfolio and saved blends.
//!
//! Administrators read a member's lists and do not edit them. Each list answers exactly what the
//! member's own `GET /api/v1/me/…` answers, read by the same functions with the member as the
//! caller (`accounts::principal_of`), so a program the member may no longer see is left out
//! here too.

use axum::extract::State;
use axum::response::Response;
use axum::Json;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::exports::{streamed, PAGE};
use super::users::existing_user;
use crate::access::{Principal, Role};
use crate::accounts::principal_of;
use crate::blends::model::BlendList;
use crate::blends::store::list_blends;
use crate::csv;
use crate::error::Result;
use crate::extract::{ApiPath, ApiQuery};
use crate::members::model::{Portfolio, Watchlist};
use crate::members::{portfolio, watchlist};
use crate::state::AppState;
use crate::storage::Db;
use crate::validation::paging::{paging, Paging};

/// What a user's view log may be sorted by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum ViewSortKey {
    DateCreated,
    ProgramName,
    GroupName,
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase", default)]
#[into_params(parameter_in = Query)]
pub struct UserViewsQuery {
    /// Default `dateCreated`.
    #[param(inline)]
    pub sort_by: Option<ViewSortKey>,
    /// `ASC` or `DESC`, in any case; default `DESC` (newest first) by date, `ASC` by name.
    #[param(pattern = "^([Aa][Ss][Cc]|[Dd][Ee][Ss][Cc])$")]
    pub order_by: Option<String>,
    /// 1..=100 (the page offers 10, 25, 50 and 100); default 25.
    #[param(minimum = 1, maximum = 100)]
    pub page_size: Option<i64>,
    /// From 1.
    #[param(minimum = 1)]
    pub page_number: Option<i64>,
}

/// A program page the user viewed (a view is counted once per program and day).
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct UserView {
    pub program_id: i64,
    pub program_uri: String,
    pub program_name: String,
    pub group_uri: String,
    pub group_name: String,
    /// RFC 3339 UTC.
    pub date_created: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserViewPage {
    pub items: Vec<UserView>,
    pub total_count: i64,
}

/// A view with its row id, the key the CSV stream pages by.
#[derive(Debug, sqlx::FromRow)]
struct KeyedView {
    id: i64,
    #[sqlx(flatten)]
    view: UserView,
}

const VIEW_COLUMNS: &str = "SELECT v.id, v.program_id, p.program_uri, p.program_name, \
     g.group_uri, g.group_name, v.date_created";

/// The user's views with their programs and companies (`view_logs_user` finds them).
const USER_VIEWS: &str = "FROM view_logs v JOIN programs p ON p.id = v.program_id \
     JOIN groups g ON g.id = p.group_id WHERE v.user_id = $1";

/// The list's order: by date, or by name (case aside, so both engines agree) and then newest
/// first; the row id breaks ties so pages never overlap.
fn view_order(sort: ViewSortKey, descending: bool) -> String {
    let direction = if descending { "DESC" } else { "ASC" };
    match sort {
        ViewSortKey::DateCreated => format!("v.date_created {direction}, v.id {direction}"),
        ViewSortKey::ProgramName => {
            format!("LOWER(p.program_name) {direction}, v.date_created DESC, v.id DESC")
        }
        ViewSortKey::GroupName => format!(
            "LOWER(g.group_name) {direction}, LOWER(p.program_name) {direction}, \
             v.date_created DESC, v.id DESC"
        ),
    }
}

/// The page a request asks for: 25 views of page 1, newest first, unless asked otherwise.
fn views_paging(query: &UserViewsQuery) -> Result<(ViewSortKey, Paging)> {
    let sort = query.sort_by.unwrap_or(ViewSortKey::DateCreated);
    let page = paging(
        query.page_size,
        query.page_number,
        query.order_by.as_deref(),
        (25, 100),
        sort == ViewSortKey::DateCreated,
    )?;
    Ok((sort, page))
}

/// One page of `user_id`'s views, and how many there are.
async fn view_page(db: &Db, user_id: i64, sort: ViewSortKey, page: Paging) -> Result<UserViewPage> {
    let total_count: i64 = sqlx::query_scalar(&format!("SELECT COUNT(*) {USER_VIEWS}"))
        .bind(user_id)
        .fetch_one(&db.pool)
        .await?;
    let items = sqlx::query_as(&format!(
        "{VIEW_COLUMNS} {USER_VIEWS} ORDER BY {} LIMIT $2 OFFSET $3",
        view_order(sort, page.descending)
    ))
    .bind(user_id)
    .bind(page.page_size)
    .bind(page.offset)
    .fetch_all(&db.pool)
    .await?;
    Ok(UserViewPage { items, total_count })
}

/// Up to `limit` of `user_id`'s views with ids below `before`, newest first.
async fn views_before(db: &Db, user_id: i64, before: i64, limit: i64) -> Result<Vec<KeyedView>> {
    Ok(sqlx::query_as(&format!(
        "{VIEW_COLUMNS} {USER_VIEWS} AND v.id < $2 ORDER BY v.id DESC LIMIT $3"
    ))
    .bind(user_id)
    .bind(before)
    .bind(limit)
    .fetch_all(&db.pool)
    .await?)
}

/// The user `user_id` as a caller, to read their lists as they see them; for an administrator
/// only, and not found when there is no such account.
async fn member(state: &AppState, caller: &Principal, user_id: i64) -> Result<Principal> {
    existing_user(state, caller, user_id).await?;
    principal_of(&state.db, user_id).await
}

/// The program pages a user viewed, sorted and paged (administrators; the Logs sub-tab).
#[utoipa::path(get, path = "/api/v1/admin/users/{userId}/views", tag = "admin", operation_id = "adminUserViews",
    params(("userId" = i64, Path), UserViewsQuery),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, body = UserViewPage),
              (status = 403, description = "forbidden_role: not an administrator", body = crate::error::ApiErrorBody),
              (status = 404, description = "no such user", body = crate::error::ApiErrorBody),
              (status = 422, description = "validation_failed: `pageSize` or `pageNumber` invalidNumber, `orderBy` invalidChoice", body = crate::error::ApiErrorBody)))]
pub async fn user_views(
    State(state): State<AppState>,
    caller: Principal,
    ApiPath(user_id): ApiPath<i64>,
    ApiQuery(query): ApiQuery<UserViewsQuery>,
) -> Result<Json<UserViewPage>> {
    caller.require(Role::Administrator)?;
    let (sort, page) = views_paging(&query)?;
    existing_user(&state, &caller, user_id).await?;
    Ok(Json(view_page(&state.db, user_id, sort, page).await?))
}

/// Every program page a user viewed as CSV, newest first (as recorded), streamed
/// (administrators).
#[utoipa::path(get, path = "/api/v1/admin/users/{userId}/views.csv", tag = "admin", operation_id = "adminUserViewsCsv",
    params(("userId" = i64, Path)),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, content_type = "text/csv", body = String),
              (status = 403, description = "forbidden_role: not an administrator", body = crate::error::ApiErrorBody),
              (status = 404, description = "no such user", body = crate::error::ApiErrorBody)))]
pub async fn user_views_csv(
    State(state): State<AppState>,
    caller: Principal,
    ApiPath(user_id): ApiPath<i64>,
) -> Result<Response> {
    caller.require(Role::Administrator)?;
    existing_user(&state, &caller, user_id).await?;
    let header_line = csv::line(&["Date (UTC)", "Company", "Program", "Program Id"]);
    Ok(streamed(
        &format!("user-{user_id}-views.csv"),
        header_line,
        state.db.clone(),
        move |db, after| async move {
            // The stream starts from key 0, which here is before no view: the newest come first.
            let before = if after == 0 { i64::MAX } else { after };
            let views = views_before(&db, user_id, before, PAGE).await?;
            let last = views.last().map_or(after, |keyed| keyed.id);
            let lines = views
                .into_iter()
                .map(|KeyedView { view, .. }| {
                    csv::line(&[
                        view.date_created,
                        view.group_name,
                        view.program_name,
                        view.program_id.to_string(),
                    ])
                })
                .collect();
            Ok((lines, last))
        },
    ))
}

/// A user's watchlist as they see it (administrators; read only).
#[utoipa::path(get, path = "/api/v1/admin/users/{userId}/watchlist", tag = "admin", operation_id = "adminUserWatchlist",
    params(("userId" = i64, Path)),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, body = Watchlist),
              (status = 403, description = "forbidden_role: not an administrator", body = crate::error::ApiErrorBody),
              (status = 404, description = "no such user", body = crate::error::ApiErrorBody)))]
pub async fn user_watchlist(
    State(state): State<AppState>,
    caller: Principal,
    ApiPath(user_id): ApiPath<i64>,
) -> Result<Json<Watchlist>> {
    caller.require(Role::Administrator)?;
    let member = member(&state, &caller, user_id).await?;
    let items = watchlist::watchlist_items(&state.db, &member).await?;
    Ok(Json(Watchlist { items }))
}

/// A user's portfolio as they see it (administrators; read only).
#[utoipa::path(get, path = "/api/v1/admin/users/{userId}/portfolio", tag = "admin", operation_id = "adminUserPortfolio",
    params(("userId" = i64, Path)),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, body = Portfolio),
              (status = 403, description = "forbidden_role: not an administrator", body = crate::error::ApiErrorBody),
              (status = 404, description = "no such user", body = crate::error::ApiErrorBody)))]
pub async fn user_portfolio(
    State(state): State<AppState>,
    caller: Principal,
    ApiPath(user_id): ApiPath<i64>,
) -> Result<Json<Portfolio>> {
    caller.require(Role::Administrator)?;
    let member = member(&state, &caller, user_id).await?;
    Ok(Json(portfolio::portfolio(&state.db, &member).await?))
}

/// A user's saved blends as they see them (administrators; read only).
#[utoipa::path(get, path = "/api/v1/admin/users/{userId}/blends", tag = "admin", operation_id = "adminUserBlends",
    params(("userId" = i64, Path)),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, body = BlendList),
              (status = 403, description = "forbidden_role: not an administrator", body = crate::error::ApiErrorBody),
              (status = 404, description = "no such user", body = crate::error::ApiErrorBody)))]
pub async fn user_blends(
    State(state): State<AppState>,
    caller: Principal,
    ApiPath(user_id): ApiPath<i64>,
) -> Result<Json<BlendList>> {
    caller.require(Role::Administrator)?;
    existing_user(&state, &caller, user_id).await?;
    let items = list_blends(&state.db, user_id).await?;
    Ok(Json(BlendList { items }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_log_is_newest_first_by_default_and_names_sort_from_a() {
        let (sort, page) = views_paging(&UserViewsQuery::default()).unwrap();
        assert_eq!(
            (sort, page.page_size, page.descending),
            (ViewSortKey::DateCreated, 25, true)
        );
        let by_name = UserViewsQuery {
            sort_by: Some(ViewSortKey::GroupName),
            page_number: Some(3),
            page_size: Some(10),
            ..UserViewsQuery::default()
        };
        let (_, page) = views_paging(&by_name).unwrap();
        assert_eq!((page.offset, page.descending), (20, false));
        let too_big = UserViewsQuery {
            page_size: Some(101),
            ..UserViewsQuery::default()
        };
        assert!(views_paging(&too_big).is_err());
        assert_eq!(
            view_order(ViewSortKey::ProgramName, true),
            "LOWER(p.program_name) DESC, v.date_created DESC, v.id DESC"
        );
    }
}
