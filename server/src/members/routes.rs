//! The member-list endpoints: the signed-in member's watchlist and portfolio, each row only ever
//! the member's own.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;

use super::model::{
    AlertChange, BaseCurrencyChange, NewPortfolioOrder, NewWatchlistItem, OrderChange, Portfolio,
    PortfolioRow, Watchlist, WatchlistItem,
};
use super::{portfolio, watchlist};
use crate::access::Principal;
use crate::error::Result;
use crate::extract::{ApiJson, ApiPath};
use crate::state::AppState;

/// The signed-in member's watchlist.
#[utoipa::path(get, path = "/api/v1/me/watchlist", tag = "members", operation_id = "listWatchlist",
    responses(crate::error::UriErrors, crate::error::SignedInErrors,
              (status = 200, body = Watchlist)))]
pub async fn list_watchlist(
    State(state): State<AppState>,
    user: Principal,
) -> Result<Json<Watchlist>> {
    let items = watchlist::watchlist_items(&state.db, &user).await?;
    Ok(Json(Watchlist { items }))
}

/// Adds a program the member may see to their watchlist.
#[utoipa::path(post, path = "/api/v1/me/watchlist", tag = "members", operation_id = "addToWatchlist",
    request_body = NewWatchlistItem,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 201, body = WatchlistItem),
              (status = 404, description = "no such program, or one the member may not see", body = crate::error::ApiErrorBody),
              (status = 409, description = "duplicate: already on the watchlist; limit_reached: 500 entries", body = crate::error::ApiErrorBody)))]
pub async fn add_to_watchlist(
    State(state): State<AppState>,
    user: Principal,
    ApiJson(request): ApiJson<NewWatchlistItem>,
) -> Result<(StatusCode, Json<WatchlistItem>)> {
    let item = watchlist::add_program(&state.db, &user, request.program_id, request.alert).await?;
    Ok((StatusCode::CREATED, Json(item)))
}

/// Turns the e-mail alert of a watchlist row on or off.
#[utoipa::path(patch, path = "/api/v1/me/watchlist/{watchlistId}", tag = "members", operation_id = "setWatchlistAlert",
    params(("watchlistId" = i64, Path)), request_body = AlertChange,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 200, body = WatchlistItem),
              (status = 404, description = "not one of the member's rows", body = crate::error::ApiErrorBody)))]
pub async fn set_alert(
    State(state): State<AppState>,
    user: Principal,
    ApiPath(watchlist_id): ApiPath<i64>,
    ApiJson(request): ApiJson<AlertChange>,
) -> Result<Json<WatchlistItem>> {
    let item =
        watchlist::set_watchlist_alert(&state.db, &user, watchlist_id, request.alert).await?;
    Ok(Json(item))
}

/// Removes a row from the member's watchlist.
#[utoipa::path(delete, path = "/api/v1/me/watchlist/{watchlistId}", tag = "members", operation_id = "removeFromWatchlist",
    params(("watchlistId" = i64, Path)),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 204, description = "removed"),
              (status = 404, description = "not one of the member's rows", body = crate::error::ApiErrorBody)))]
pub async fn remove_from_watchlist(
    State(state): State<AppState>,
    user: Principal,
    ApiPath(watchlist_id): ApiPath<i64>,
) -> Result<StatusCode> {
    watchlist::remove_watchlist_item(&state.db, &user, watchlist_id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The signed-in member's portfolio (empty, with no id, before the first allocation).
#[utoipa::path(get, path = "/api/v1/me/portfolio", tag = "members", operation_id = "readPortfolio",
    responses(crate::error::UriErrors, crate::error::SignedInErrors,
              (status = 200, body = Portfolio)))]
pub async fn read_portfolio(
    State(state): State<AppState>,
    user: Principal,
) -> Result<Json<Portfolio>> {
    Ok(Json(portfolio::portfolio(&state.db, &user).await?))
}

/// Sums the member's portfolio in another base currency (creating the portfolio if need be):
/// the dollar or a currency the site has a rate for. Answers the portfolio in it.
#[utoipa::path(put, path = "/api/v1/me/portfolio/base-currency", tag = "members",
    operation_id = "setPortfolioBaseCurrency",
    request_body = BaseCurrencyChange,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 200, body = Portfolio),
              (status = 422, description = "baseCurrency: noExchangeRate (not USD and no stored rate)", body = crate::error::ApiErrorBody)))]
pub async fn set_portfolio_base_currency(
    State(state): State<AppState>,
    user: Principal,
    ApiJson(request): ApiJson<BaseCurrencyChange>,
) -> Result<Json<Portfolio>> {
    let portfolio = portfolio::set_base_currency(&state.db, &user, &request.base_currency).await?;
    Ok(Json(portfolio))
}

/// Allocates to a program the member may see: its minimum investment (or 100,000), leverage 1,
/// from the first day of its inception month.
#[utoipa::path(post, path = "/api/v1/me/portfolio/orders", tag = "members", operation_id = "addToPortfolio",
    request_body = NewPortfolioOrder,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 201, body = PortfolioRow),
              (status = 404, description = "no such program, or one the member may not see", body = crate::error::ApiErrorBody),
              (status = 409, description = "duplicate: already in the portfolio; limit_reached: 200 entries", body = crate::error::ApiErrorBody)))]
pub async fn add_to_portfolio(
    State(state): State<AppState>,
    user: Principal,
    ApiJson(request): ApiJson<NewPortfolioOrder>,
) -> Result<(StatusCode, Json<PortfolioRow>)> {
    let row = portfolio::add_program(&state.db, &user, request.program_id).await?;
    Ok((StatusCode::CREATED, Json(row)))
}

/// Changes the amount, allocation date, leverage or color of one of the member's allocations.
#[utoipa::path(patch, path = "/api/v1/me/portfolio/orders/{portfolioOrderId}", tag = "members",
    operation_id = "changePortfolioOrder",
    params(("portfolioOrderId" = i64, Path)), request_body = OrderChange,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 200, body = PortfolioRow),
              (status = 404, description = "not one of the member's allocations", body = crate::error::ApiErrorBody),
              (status = 422, description = "quantity: belowMinimum, dateAllocation: outOfRange, leverage: invalidLeverage, color: invalidColor", body = crate::error::ApiErrorBody)))]
pub async fn change_order(
    State(state): State<AppState>,
    user: Principal,
    ApiPath(order_id): ApiPath<i64>,
    ApiJson(change): ApiJson<OrderChange>,
) -> Result<Json<PortfolioRow>> {
    let today = time::OffsetDateTime::now_utc().date();
    let row = portfolio::change_allocation(&state.db, &user, order_id, &change, today).await?;
    Ok(Json(row))
}

/// Removes one of the member's allocations.
#[utoipa::path(delete, path = "/api/v1/me/portfolio/orders/{portfolioOrderId}", tag = "members",
    operation_id = "removeFromPortfolio", params(("portfolioOrderId" = i64, Path)),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 204, description = "removed"),
              (status = 404, description = "not one of the member's allocations", body = crate::error::ApiErrorBody)))]
pub async fn remove_from_portfolio(
    State(state): State<AppState>,
    user: Principal,
    ApiPath(order_id): ApiPath<i64>,
) -> Result<StatusCode> {
    portfolio::remove_allocation(&state.db, &user, order_id).await?;
    Ok(StatusCode::NO_CONTENT)
}
