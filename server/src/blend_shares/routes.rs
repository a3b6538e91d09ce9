//! The shared-link endpoints: thin handlers over `sharing` and the store. The owner's side is
//! under `/api/v1/me/`; the reader's is public.

use axum::extract::State;
use axum::http::{header, StatusCode};
use axum::Json;

use super::model::{BlendSharePage, BlendShareQuery, CreatedShare, SharedBlend};
use super::{sharing, store};
use crate::access::Principal;
use crate::error::{ApiErrorBody, Result};
use crate::extract::{ApiPath, ApiQuery};
use crate::state::AppState;
use crate::validation::paging::paging;

/// A read-only link to one of the member's saved blends, as it was last saved, with the data up
/// to the last month its programs have now. The token is in this answer only.
#[utoipa::path(post, path = "/api/v1/me/blends/{blendId}/shares", tag = "blends",
    operation_id = "shareBlend",
    params(("blendId" = i64, Path)),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 201, body = CreatedShare),
              (status = 404, body = ApiErrorBody),
              (status = 409, description = "limit_reached: 50 live links of the member, or 10 of the blend", body = ApiErrorBody),
              (status = 422, description = "blendTypeId: worksheet (never saved); orders: noReturns", body = ApiErrorBody)))]
pub async fn share_blend(
    State(state): State<AppState>,
    user: Principal,
    ApiPath(blend_id): ApiPath<i64>,
) -> Result<(StatusCode, Json<CreatedShare>)> {
    let created = sharing::create_share(&state.db, user.user_id, blend_id).await?;
    Ok((StatusCode::CREATED, Json(created)))
}

/// The member's live links, newest first.
#[utoipa::path(get, path = "/api/v1/me/blend-shares", tag = "blends", operation_id = "myBlendShares",
    params(BlendShareQuery),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, body = BlendSharePage),
              (status = 422, description = "validation_failed: pageSize or pageNumber out of range", body = ApiErrorBody)))]
pub async fn my_blend_shares(
    State(state): State<AppState>,
    user: Principal,
    ApiQuery(query): ApiQuery<BlendShareQuery>,
) -> Result<Json<BlendSharePage>> {
    let page = paging(query.page_size, query.page_number, None, (25, 50), true)?;
    let (items, total_count) = store::live_shares(&state.db, user.user_id, page).await?;
    Ok(Json(BlendSharePage { items, total_count }))
}

/// Revokes one of the member's links: from then on it answers not found. Revoking a revoked
/// link answers the same.
#[utoipa::path(delete, path = "/api/v1/me/blend-shares/{shareId}", tag = "blends",
    operation_id = "revokeBlendShare",
    params(("shareId" = i64, Path)),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 204),
              (status = 404, body = ApiErrorBody)))]
pub async fn revoke_blend_share(
    State(state): State<AppState>,
    user: Principal,
    ApiPath(share_id): ApiPath<i64>,
) -> Result<StatusCode> {
    store::revoke(&state.db, user.user_id, share_id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// A shared blend, for anyone holding the link: the programs the reader may see with their
/// returns up to the link's month, the S&P 500 as far, and how many programs are left out. Not
/// cached: a revoked link is gone at once.
#[utoipa::path(get, path = "/api/v1/shared-blends/{token}", tag = "blends", operation_id = "sharedBlend",
    params(("token" = String, Path, min_length = 43, max_length = 43, pattern = "^[A-Za-z0-9_-]{43}$")),
    responses(crate::error::ParameterErrors,
              (status = 200, body = SharedBlend),
              (status = 403, description = "account_suspended; invalid_token answers 401", body = ApiErrorBody),
              (status = 404, description = "not_found: revoked, unknown or not a token", body = ApiErrorBody)))]
pub async fn shared_blend(
    State(state): State<AppState>,
    reader: Option<Principal>,
    ApiPath(token): ApiPath<String>,
) -> Result<([(header::HeaderName, &'static str); 1], Json<SharedBlend>)> {
    let blend = sharing::shared_blend(&state.db, reader.as_ref(), &token).await?;
    Ok(([(header::CACHE_CONTROL, "no-store")], Json(blend)))
}
