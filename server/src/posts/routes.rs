//! The news endpoints: posts for every reader, and an administrator's writing.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use serde::Deserialize;
use utoipa::IntoParams;

use super::model::{CreatedPost, PostDetail, PostInput, PostPage};
use super::{editing, reading};
use crate::access::{Principal, Role};
use crate::error::{Error, Result};
use crate::extract::{ApiJson, ApiPath, ApiQuery};
use crate::language::Language;
use crate::state::AppState;
use crate::validation::paging::paging;

#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase", default)]
#[into_params(parameter_in = Query)]
pub struct PostListQuery {
    /// Only the posts for readers of this language; every language when left out.
    #[param(inline)]
    pub language: Option<Language>,
    /// Only the posts about this company (none when the reader may not see it).
    #[param(max_length = 200)]
    pub group_uri: Option<String>,
    /// 1..=50; default 10.
    #[param(minimum = 1, maximum = 50)]
    pub page_size: Option<i64>,
    /// From 1.
    #[param(minimum = 1)]
    pub page_number: Option<i64>,
}

/// News posts, newest first, each with the companies it is about that the reader may see.
#[utoipa::path(get, path = "/api/v1/posts", tag = "news", operation_id = "listPosts",
    params(PostListQuery),
    responses(crate::error::ParameterErrors,
              (status = 200, body = PostPage),
              (status = 422, description = "validation_failed: pageSize or pageNumber out of range", body = crate::error::ApiErrorBody)))]
pub async fn list_posts(
    State(state): State<AppState>,
    reader: Option<Principal>,
    ApiQuery(query): ApiQuery<PostListQuery>,
) -> Result<Json<PostPage>> {
    let page = paging(query.page_size, query.page_number, None, (10, 50), true)?;
    let group_uri = query.group_uri.as_deref().filter(|uri| uri.len() <= 200);
    if query.group_uri.is_some() && group_uri.is_none() {
        return Err(Error::field("groupUri", "tooLong"));
    }
    let posts = reading::posts(&state.db, reader.as_ref(), query.language, group_uri, page).await?;
    Ok(Json(posts))
}

/// One news post with its body as written (Markdown) and as safe HTML.
#[utoipa::path(get, path = "/api/v1/posts/{postId}", tag = "news", operation_id = "getPost",
    params(("postId" = i64, Path, description = "The post's id")),
    responses(crate::error::ParameterErrors,
              (status = 200, body = PostDetail),
              (status = 404, description = "not_found: no such post", body = crate::error::ApiErrorBody)))]
pub async fn get_post(
    State(state): State<AppState>,
    reader: Option<Principal>,
    ApiPath(post_id): ApiPath<i64>,
) -> Result<Json<PostDetail>> {
    let post = reading::post(&state.db, reader.as_ref(), post_id)
        .await?
        .ok_or(Error::NotFound)?;
    Ok(Json(post))
}

const WRITE_ERRORS: &str = "validation_failed: title (required, tooLong), summary (tooLong), \
    link (invalidLink, tooLong), body (tooLong, linkOrBodyRequired), groupIds (tooManyCompanies, \
    invalidChoice)";

/// Publishes a news post (administrators only).
#[utoipa::path(post, path = "/api/v1/admin/posts", tag = "news", operation_id = "createPost",
    request_body = PostInput,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 201, body = CreatedPost),
              (status = 403, description = "forbidden_role: not an administrator", body = crate::error::ApiErrorBody),
              (status = 422, description = WRITE_ERRORS, body = crate::error::ApiErrorBody)))]
pub async fn create_post(
    State(state): State<AppState>,
    caller: Principal,
    ApiJson(input): ApiJson<PostInput>,
) -> Result<(StatusCode, Json<CreatedPost>)> {
    caller.require(Role::Administrator)?;
    let post_id = editing::create(&state.db, caller.user_id, &input).await?;
    Ok((StatusCode::CREATED, Json(CreatedPost { post_id })))
}

/// Replaces a news post (administrators only).
#[utoipa::path(put, path = "/api/v1/admin/posts/{postId}", tag = "news", operation_id = "updatePost",
    params(("postId" = i64, Path, description = "The post's id")),
    request_body = PostInput,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 204, description = "Saved"),
              (status = 403, description = "forbidden_role: not an administrator", body = crate::error::ApiErrorBody),
              (status = 404, description = "not_found: no such post", body = crate::error::ApiErrorBody),
              (status = 422, description = WRITE_ERRORS, body = crate::error::ApiErrorBody)))]
pub async fn update_post(
    State(state): State<AppState>,
    caller: Principal,
    ApiPath(post_id): ApiPath<i64>,
    ApiJson(input): ApiJson<PostInput>,
) -> Result<StatusCode> {
    caller.require(Role::Administrator)?;
    editing::update(&state.db, caller.user_id, post_id, &input).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Deletes a news post (administrators only).
#[utoipa::path(delete, path = "/api/v1/admin/posts/{postId}", tag = "news", operation_id = "deletePost",
    params(("postId" = i64, Path, description = "The post's id")),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 204, description = "Deleted"),
              (status = 403, description = "forbidden_role: not an administrator", body = crate::error::ApiErrorBody),
              (status = 404, description = "not_found: no such post", body = crate::error::ApiErrorBody)))]
pub async fn delete_post(
    State(state): State<AppState>,
    caller: Principal,
    ApiPath(post_id): ApiPath<i64>,
) -> Result<StatusCode> {
    caller.require(Role::Administrator)?;
    editing::delete(&state.db, caller.user_id, post_id).await?;
    Ok(StatusCode::NO_CONTENT)
}
