//! Saved searches: a member keeps a screener's filters to run again (listed and deleted from the
//! dashboard).

use std::collections::BTreeMap;

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use serde::{Deserialize, Serialize};
use sqlx::Row;
use utoipa::openapi::schema::{ArrayBuilder, Object, ObjectBuilder, OneOfBuilder, Schema, Type};
use utoipa::ToSchema;

use crate::access::Principal;
use crate::error::{Error, Result};
use crate::extract::ApiPath;
use crate::member_limits::{self, ensure_room};
use crate::state::AppState;
use crate::storage::{now, Db};

/// The most filters one search may keep: every screener filter, each with a few values.
const MAX_FILTER_KEYS: usize = 40;
const MAX_VALUE_LENGTH: usize = 200;
/// The most values one multi-value filter keeps.
const MAX_VALUES: usize = 50;

/// A filter's value: one value, or the values of a multi-value filter.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(untagged)]
pub enum FilterValue {
    One(String),
    Many(Vec<String>),
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct NewSavedSearch {
    /// The screener's filter parameters (`filterBy…`), as in its URL.
    #[schema(schema_with = filters_schema)]
    pub filters: BTreeMap<String, FilterValue>,
}

/// What `check_filters` accepts: 1 to 40 `filterBy…` keys, each with a value of 1 to 200
/// characters or 1 to 50 such values.
fn filters_schema() -> Object {
    let value = || {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .min_length(Some(1))
            .max_length(Some(MAX_VALUE_LENGTH))
    };
    let values = ArrayBuilder::new()
        .items(value())
        .min_items(Some(1))
        .max_items(Some(MAX_VALUES));
    ObjectBuilder::new()
        .description(Some(
            "The screener's filter parameters (`filterBy…`), as in its URL.",
        ))
        .min_properties(Some(1))
        .max_properties(Some(MAX_FILTER_KEYS))
        .property_names(Some(
            ObjectBuilder::new()
                .schema_type(Type::String)
                .pattern(Some("^filterBy")),
        ))
        .additional_properties(Some(Schema::from(
            OneOfBuilder::new().item(value()).item(values).build(),
        )))
        .build()
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SavedSearchCreated {
    pub saved_search_id: i64,
}

/// Keeps the screener's filters for the signed-in member. Only `filterBy…` keys are kept, and
/// at least one is needed (the screener offers Save Search only when filters exist).
#[utoipa::path(post, path = "/api/v1/me/saved-searches", tag = "members", operation_id = "saveSearch",
    request_body = NewSavedSearch,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 201, body = SavedSearchCreated),
              (status = 409, description = "limit_reached: 100 saved searches", body = crate::error::ApiErrorBody),
              (status = 422, description = "filters: required or invalidChoice", body = crate::error::ApiErrorBody)))]
pub async fn save_search(
    State(state): State<AppState>,
    user: Principal,
    crate::extract::ApiJson(request): crate::extract::ApiJson<NewSavedSearch>,
) -> Result<(StatusCode, Json<SavedSearchCreated>)> {
    check_filters(&request.filters)?;
    ensure_room(&state.db, &member_limits::SAVED_SEARCHES, user.user_id).await?;
    let json = serde_json::to_string(&request.filters).map_err(anyhow::Error::from)?;
    let id: i64 = sqlx::query(
        "INSERT INTO saved_searches (user_id, filters_json, date_created) VALUES ($1, $2, $3) \
         RETURNING id",
    )
    .bind(user.user_id)
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

/// One of the member's saved searches.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SavedSearch {
    pub saved_search_id: i64,
    /// The screener's filter parameters (`filterBy…`), as in its URL.
    pub filters: BTreeMap<String, FilterValue>,
    /// RFC 3339.
    pub date_created: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SavedSearchList {
    /// Newest first.
    pub items: Vec<SavedSearch>,
}

/// The signed-in member's saved searches, newest first.
#[utoipa::path(get, path = "/api/v1/me/saved-searches", tag = "members", operation_id = "listSavedSearches",
    responses(crate::error::UriErrors, crate::error::SignedInErrors,
              (status = 200, body = SavedSearchList)))]
pub async fn list_saved_searches(
    State(state): State<AppState>,
    user: Principal,
) -> Result<Json<SavedSearchList>> {
    let items = saved_searches(&state.db, user.user_id).await?;
    Ok(Json(SavedSearchList { items }))
}

/// Deletes one of the member's saved searches.
#[utoipa::path(delete, path = "/api/v1/me/saved-searches/{savedSearchId}", tag = "members",
    operation_id = "deleteSavedSearch", params(("savedSearchId" = i64, Path)),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 204, description = "deleted"),
              (status = 404, description = "not one of the member's searches", body = crate::error::ApiErrorBody)))]
pub async fn delete_saved_search(
    State(state): State<AppState>,
    user: Principal,
    ApiPath(saved_search_id): ApiPath<i64>,
) -> Result<StatusCode> {
    remove_saved_search(&state.db, user.user_id, saved_search_id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// `user_id`'s saved searches, newest first.
pub async fn saved_searches(db: &Db, user_id: i64) -> Result<Vec<SavedSearch>> {
    let rows = sqlx::query(
        "SELECT id, filters_json, date_created FROM saved_searches WHERE user_id = $1 \
         ORDER BY date_created DESC, id DESC",
    )
    .bind(user_id)
    .fetch_all(&db.pool)
    .await?;
    rows.iter()
        .map(|row| {
            let json: String = row.try_get("filters_json")?;
            Ok(SavedSearch {
                saved_search_id: row.try_get("id")?,
                filters: serde_json::from_str(&json).map_err(anyhow::Error::from)?,
                date_created: row.try_get("date_created")?,
            })
        })
        .collect()
}

/// Deletes one of `user_id`'s saved searches; not found when it is another's or unknown.
pub async fn remove_saved_search(db: &Db, user_id: i64, saved_search_id: i64) -> Result<()> {
    let removed = sqlx::query("DELETE FROM saved_searches WHERE id = $1 AND user_id = $2")
        .bind(saved_search_id)
        .bind(user_id)
        .execute(&db.pool)
        .await?
        .rows_affected();
    if removed == 0 {
        return Err(Error::NotFound);
    }
    Ok(())
}

fn check_filters(filters: &BTreeMap<String, FilterValue>) -> Result<()> {
    let values_ok = |value: &FilterValue| match value {
        FilterValue::One(v) => !v.is_empty() && v.len() <= MAX_VALUE_LENGTH,
        FilterValue::Many(vs) => {
            !vs.is_empty()
                && vs.len() <= MAX_VALUES
                && vs.iter().all(|v| v.len() <= MAX_VALUE_LENGTH)
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
