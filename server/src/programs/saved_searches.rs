//! Saved searches: a member keeps a screener's filters to run again (listed and deleted from the
//! dashboard).

use std::collections::BTreeMap;

use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::post;
use axum::{Json, Router};
use serde::{Deserialize, Serialize};
use sqlx::Row;
use utoipa::ToSchema;

use crate::accounts::AuthUser;
use crate::app::AppState;
use crate::error::{Error, Result};
use crate::storage::now;

pub fn router() -> Router<AppState> {
    Router::new().route("/api/v1/me/saved-searches", post(save_search))
}

/// The most filters one search may keep: every screener filter, each with a few values.
const MAX_FILTER_KEYS: usize = 40;
const MAX_VALUE_LENGTH: usize = 200;

/// A filter's value: one value, or the values of a multi-value filter.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(untagged)]
pub enum FilterValue {
    One(String),
    Many(Vec<String>),
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct NewSavedSearch {
    /// The screener's filter parameters (`filterBy…`), as in its URL.
    pub filters: BTreeMap<String, FilterValue>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SavedSearchCreated {
    pub saved_search_id: i64,
}

/// Keeps the screener's filters for the signed-in member. Only `filterBy…` keys are kept, and
/// at least one is needed (the screener offers Save Search only when filters exist).
#[utoipa::path(post, path = "/api/v1/me/saved-searches", tag = "programs", operation_id = "saveSearch",
    request_body = NewSavedSearch,
    responses((status = 201, body = SavedSearchCreated),
              (status = 401, body = crate::error::ApiErrorBody),
              (status = 422, description = "filters: required or invalidChoice", body = crate::error::ApiErrorBody)))]
pub async fn save_search(
    State(state): State<AppState>,
    user: AuthUser,
    crate::extract::ApiJson(request): crate::extract::ApiJson<NewSavedSearch>,
) -> Result<(StatusCode, Json<SavedSearchCreated>)> {
    check_filters(&request.filters)?;
    let json = serde_json::to_string(&request.filters).map_err(anyhow::Error::from)?;
    let id: i64 = sqlx::query(
        "INSERT INTO saved_searches (user_id, filters_json, date_created) VALUES ($1, $2, $3) \
         RETURNING id",
    )
    .bind(user.0.sub)
    .bind(json)
    .bind(now())
    .fetch_one(&state.db.pool)
    .await?
    .try_get("id")?;
    Ok((
        StatusCode::CREATED,
        Json(SavedSearchCreated {
            saved_search_id: id,
        }),
    ))
}

fn check_filters(filters: &BTreeMap<String, FilterValue>) -> Result<()> {
    let values_ok = |value: &FilterValue| match value {
        FilterValue::One(v) => !v.is_empty() && v.len() <= MAX_VALUE_LENGTH,
        FilterValue::Many(vs) => {
            !vs.is_empty() && vs.len() <= 50 && vs.iter().all(|v| v.len() <= MAX_VALUE_LENGTH)
        }
    };
    if filters.is_empty() {
        return Err(Error::field("filters", "required"));
    }
    let valid = filters.len() <= MAX_FILTER_KEYS
        && filters
            .iter()
            .all(|(key, value)| key.starts_with("filterBy") && values_ok(value));
    if valid {
        Ok(())
    } else {
        Err(Error::field("filters", "invalidChoice"))
    }
}
