//! The blends endpoints: thin handlers over the storage functions, each for the signed-in
//! member's own blends only (anything else is not found).

use std::collections::HashSet;

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;

use super::model::{
    AddedProgramIds, BaseCurrencyBody, Blend, BlendChoice, BlendList, BlendNameBody, BlendSummary,
    NormalizationBody, OrderPatch, OrdersBody, ProgramIds,
};
use super::{orders, read, saving, store};
use crate::access::Principal;
use crate::error::{ApiErrorBody, Result};
use crate::extract::{ApiJson, ApiPath};
use crate::state::AppState;

/// The member's saved blends (statuses 2 and 3; never the worksheet), newest first, with the
/// figures of their stored statistics.
#[utoipa::path(get, path = "/api/v1/me/blends", tag = "blends", operation_id = "myBlends",
    responses(crate::error::UriErrors, crate::error::SignedInErrors,
              (status = 200, body = BlendList)))]
pub async fn list_blends(
    State(state): State<AppState>,
    user: Principal,
) -> Result<Json<BlendList>> {
    let items = store::list_blends(&state.db, user.user_id).await?;
    Ok(Json(BlendList { items }))
}

/// The blend open in the member's blender; an empty worksheet ('New Blend', type 4) is created
/// when there is none.
#[utoipa::path(get, path = "/api/v1/me/blends/current", tag = "blends", operation_id = "currentBlend",
    responses(crate::error::UriErrors, crate::error::SignedInErrors,
              (status = 200, body = Blend)))]
pub async fn current_blend(State(state): State<AppState>, user: Principal) -> Result<Json<Blend>> {
    Ok(Json(saving::current_blend(&state.db, user.user_id).await?))
}

/// One of the member's blends, for the blender's read-only view.
#[utoipa::path(get, path = "/api/v1/me/blends/{blendId}", tag = "blends", operation_id = "blend",
    params(("blendId" = i64, Path)),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, body = Blend),
              (status = 404, body = ApiErrorBody)))]
pub async fn get_blend(
    State(state): State<AppState>,
    user: Principal,
    ApiPath(blend_id): ApiPath<i64>,
) -> Result<Json<Blend>> {
    Ok(Json(
        read::read_blend(&state.db, user.user_id, blend_id).await?,
    ))
}

/// A new worksheet of the given programs (possibly none), made current; the member's previous
/// worksheet is deleted. Each program gets its investment minimum (or 100,000) at leverage 1.
#[utoipa::path(post, path = "/api/v1/me/blends", tag = "blends", operation_id = "createBlend",
    request_body = ProgramIds,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 201, body = Blend),
              (status = 404, description = "a program the member may not see", body = ApiErrorBody),
              (status = 409, description = "duplicate: a program twice", body = ApiErrorBody),
              (status = 422, description = "orders: tooMany", body = ApiErrorBody)))]
pub async fn create_blend(
    State(state): State<AppState>,
    user: Principal,
    ApiJson(body): ApiJson<ProgramIds>,
) -> Result<(StatusCode, Json<Blend>)> {
    let viewer = Some(&user);
    let new =
        orders::new_orders(&state.db, viewer, &body.program_ids, &HashSet::new(), &[]).await?;
    let id = store::create_worksheet(&state.db, user.user_id, &new).await?;
    let blend = read::read_blend(&state.db, user.user_id, id).await?;
    Ok((StatusCode::CREATED, Json(blend)))
}

/// Makes the blend the member's current one; a current worksheet is deleted (the client warns
/// first).
#[utoipa::path(post, path = "/api/v1/me/blends/{blendId}/load", tag = "blends", operation_id = "loadBlend",
    params(("blendId" = i64, Path)),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, body = Blend),
              (status = 404, body = ApiErrorBody)))]
pub async fn load_blend(
    State(state): State<AppState>,
    user: Principal,
    ApiPath(blend_id): ApiPath<i64>,
) -> Result<Json<Blend>> {
    Ok(Json(
        saving::load_blend(&state.db, user.user_id, blend_id).await?,
    ))
}

/// A saved copy named "{name} (Copy)", not current, with the source's orders, normalization
/// and stored statistics.
#[utoipa::path(post, path = "/api/v1/me/blends/{blendId}/copy", tag = "blends", operation_id = "copyBlend",
    params(("blendId" = i64, Path)),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 201, body = BlendSummary),
              (status = 404, body = ApiErrorBody),
              (status = 409, description = "limit_reached: 200 saved blends", body = ApiErrorBody)))]
pub async fn copy_blend(
    State(state): State<AppState>,
    user: Principal,
    ApiPath(blend_id): ApiPath<i64>,
) -> Result<(StatusCode, Json<BlendSummary>)> {
    let summary = store::copy_blend(&state.db, user.user_id, blend_id).await?;
    Ok((StatusCode::CREATED, Json(summary)))
}

/// Saves the current blend under a name: a saved blend (type 1, status 3) with its official
/// statistics (computed natively against the S&P 500 with the default options) and a snapshot
/// of its orders; it stays current and is no longer modified.
#[utoipa::path(put, path = "/api/v1/me/blends/{blendId}/save", tag = "blends", operation_id = "saveBlend",
    params(("blendId" = i64, Path)), request_body = BlendNameBody,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 200, body = Blend),
              (status = 404, body = ApiErrorBody),
              (status = 409, description = "not_current: not the blend open in the blender; limit_reached: 200 saved blends", body = ApiErrorBody),
              (status = 422, description = "blendName: required or tooLong; orders: empty; orders.{i} or baseCurrency: noExchangeRate; or the engine's code (empty_blend, no_common_months)", body = ApiErrorBody)))]
pub async fn save_blend(
    State(state): State<AppState>,
    user: Principal,
    ApiPath(blend_id): ApiPath<i64>,
    ApiJson(body): ApiJson<BlendNameBody>,
) -> Result<Json<Blend>> {
    let blend = saving::save_blend(&state.db, user.user_id, blend_id, &body.blend_name).await?;
    Ok(Json(blend))
}

/// Saves the current blend as a new saved blend, made current. A saved source goes back to how
/// it was last saved; a worksheet source is deleted.
#[utoipa::path(post, path = "/api/v1/me/blends/{blendId}/save-as", tag = "blends", operation_id = "saveBlendAs",
    params(("blendId" = i64, Path)), request_body = BlendNameBody,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 201, body = Blend),
              (status = 404, body = ApiErrorBody),
              (status = 409, description = "not_current: not the blend open in the blender; limit_reached: 200 saved blends", body = ApiErrorBody),
              (status = 422, description = "blendName: required or tooLong; orders: empty; orders.{i} or baseCurrency: noExchangeRate; or the engine's code", body = ApiErrorBody)))]
pub async fn save_blend_as(
    State(state): State<AppState>,
    user: Principal,
    ApiPath(blend_id): ApiPath<i64>,
    ApiJson(body): ApiJson<BlendNameBody>,
) -> Result<(StatusCode, Json<Blend>)> {
    let blend = saving::save_blend_as(&state.db, user.user_id, blend_id, &body.blend_name).await?;
    Ok((StatusCode::CREATED, Json(blend)))
}

/// Deletes a saved blend; the worksheet cannot be deleted. Deleting the current blend leaves
/// none current.
#[utoipa::path(delete, path = "/api/v1/me/blends/{blendId}", tag = "blends", operation_id = "deleteBlend",
    params(("blendId" = i64, Path)),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 204),
              (status = 404, body = ApiErrorBody),
              (status = 422, description = "blendTypeId: worksheet", body = ApiErrorBody)))]
pub async fn delete_blend(
    State(state): State<AppState>,
    user: Principal,
    ApiPath(blend_id): ApiPath<i64>,
) -> Result<StatusCode> {
    store::delete_blend(&state.db, user.user_id, blend_id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Adds programs to any of the member's blends (the add-to-blend dialog can add to a saved
/// one), after its last program, each with an equal share of the blend's total (at least its
/// minimum) and leverage 1.
#[utoipa::path(post, path = "/api/v1/me/blends/{blendId}/orders", tag = "blends", operation_id = "addBlendOrders",
    params(("blendId" = i64, Path)), request_body = AddedProgramIds,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 201, body = Blend),
              (status = 404, description = "the blend, or a program the member may not see", body = ApiErrorBody),
              (status = 409, description = "duplicate: a program already in the blend", body = ApiErrorBody),
              (status = 422, description = "programIds: required; orders: tooMany", body = ApiErrorBody)))]
pub async fn add_orders(
    State(state): State<AppState>,
    user: Principal,
    ApiPath(blend_id): ApiPath<i64>,
    ApiJson(body): ApiJson<AddedProgramIds>,
) -> Result<(StatusCode, Json<Blend>)> {
    let viewer = Some(&user);
    orders::add_orders(&state.db, viewer, user.user_id, blend_id, &body.program_ids).await?;
    let blend = read::read_blend(&state.db, user.user_id, blend_id).await?;
    Ok((StatusCode::CREATED, Json(blend)))
}

/// Replaces every order of the current blend, in the given order (the blender's background
/// sync). Orders of programs already in the blend keep their ids.
#[utoipa::path(put, path = "/api/v1/me/blends/{blendId}/orders", tag = "blends", operation_id = "replaceBlendOrders",
    params(("blendId" = i64, Path)), request_body = OrdersBody,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 200, body = Blend),
              (status = 404, description = "the blend, or a program the member may not see", body = ApiErrorBody),
              (status = 409, description = "duplicate: a program twice; not_current", body = ApiErrorBody),
              (status = 422, description = "orders: tooMany; orders.{i}.quantity: belowMinimum; orders.{i}.leverage: invalidLeverage; orders.{i}.color: invalidColor", body = ApiErrorBody)))]
pub async fn replace_orders(
    State(state): State<AppState>,
    user: Principal,
    ApiPath(blend_id): ApiPath<i64>,
    ApiJson(body): ApiJson<OrdersBody>,
) -> Result<Json<Blend>> {
    let viewer = Some(&user);
    orders::replace_orders(&state.db, viewer, user.user_id, blend_id, &body.orders).await?;
    Ok(Json(
        read::read_blend(&state.db, user.user_id, blend_id).await?,
    ))
}

/// Changes an order of the current blend: any of its amount, leverage, colour and chart toggle.
#[utoipa::path(patch, path = "/api/v1/me/blends/{blendId}/orders/{blendOrderId}", tag = "blends",
    operation_id = "updateBlendOrder",
    params(("blendId" = i64, Path), ("blendOrderId" = i64, Path)), request_body = OrderPatch,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 200, body = Blend),
              (status = 404, body = ApiErrorBody),
              (status = 409, description = "not_current", body = ApiErrorBody),
              (status = 422, description = "quantity: belowMinimum; leverage: invalidLeverage; color: invalidColor", body = ApiErrorBody)))]
pub async fn update_order(
    State(state): State<AppState>,
    user: Principal,
    ApiPath((blend_id, order_id)): ApiPath<(i64, i64)>,
    ApiJson(patch): ApiJson<OrderPatch>,
) -> Result<Json<Blend>> {
    orders::update_order(&state.db, user.user_id, blend_id, order_id, &patch).await?;
    Ok(Json(
        read::read_blend(&state.db, user.user_id, blend_id).await?,
    ))
}

/// Removes a program from the current blend.
#[utoipa::path(delete, path = "/api/v1/me/blends/{blendId}/orders/{blendOrderId}", tag = "blends",
    operation_id = "deleteBlendOrder",
    params(("blendId" = i64, Path), ("blendOrderId" = i64, Path)),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, body = Blend),
              (status = 404, body = ApiErrorBody),
              (status = 409, description = "not_current", body = ApiErrorBody)))]
pub async fn delete_order(
    State(state): State<AppState>,
    user: Principal,
    ApiPath((blend_id, order_id)): ApiPath<(i64, i64)>,
) -> Result<Json<Blend>> {
    orders::delete_order(&state.db, user.user_id, blend_id, order_id).await?;
    Ok(Json(
        read::read_blend(&state.db, user.user_id, blend_id).await?,
    ))
}

/// Sets whether the current blend keeps only the months every program has.
#[utoipa::path(put, path = "/api/v1/me/blends/{blendId}/normalization", tag = "blends",
    operation_id = "setBlendNormalization",
    params(("blendId" = i64, Path)), request_body = NormalizationBody,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 200, body = Blend),
              (status = 404, body = ApiErrorBody),
              (status = 409, description = "not_current", body = ApiErrorBody)))]
pub async fn set_normalization(
    State(state): State<AppState>,
    user: Principal,
    ApiPath(blend_id): ApiPath<i64>,
    ApiJson(body): ApiJson<NormalizationBody>,
) -> Result<Json<Blend>> {
    orders::set_normalization(&state.db, user.user_id, blend_id, body.is_normalized).await?;
    Ok(Json(
        read::read_blend(&state.db, user.user_id, blend_id).await?,
    ))
}

/// Sets the currency the current blend sums its amounts in: the dollar or a currency the site
/// holds a rate for.
#[utoipa::path(put, path = "/api/v1/me/blends/{blendId}/base-currency", tag = "blends",
    operation_id = "setBlendBaseCurrency",
    params(("blendId" = i64, Path)), request_body = BaseCurrencyBody,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 200, body = Blend),
              (status = 404, body = ApiErrorBody),
              (status = 409, description = "not_current", body = ApiErrorBody),
              (status = 422, description = "`baseCurrency`: `noExchangeRate`", body = ApiErrorBody)))]
pub async fn set_base_currency(
    State(state): State<AppState>,
    user: Principal,
    ApiPath(blend_id): ApiPath<i64>,
    ApiJson(body): ApiJson<BaseCurrencyBody>,
) -> Result<Json<Blend>> {
    orders::set_base_currency(&state.db, user.user_id, blend_id, &body.base_currency).await?;
    Ok(Json(
        read::read_blend(&state.db, user.user_id, blend_id).await?,
    ))
}

/// The reader's current worksheet and saved blends, by name: the choices of the screener's
/// blend-correlation filter.
#[utoipa::path(get, path = "/api/v1/me/blends/minimal", tag = "programs", operation_id = "myBlendChoices",
    responses(crate::error::UriErrors, crate::error::SignedInErrors,
              (status = 200, body = Vec<BlendChoice>)))]
pub async fn my_blend_choices(
    State(state): State<AppState>,
    user: Principal,
) -> Result<Json<Vec<BlendChoice>>> {
    Ok(Json(store::blend_choices(&state.db, user.user_id).await?))
}
