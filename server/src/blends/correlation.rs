//! The screener's blend-correlation filter: each listed program's correlation with one of the
//! reader's blends, the blend computed natively from its stored allocations, and the blends a
//! reader may choose from.

use std::collections::HashMap;

use analytics_core::blend::blend;
use analytics_core::relations::correlation;
use analytics_core::ReturnSeries;
use axum::extract::State;
use axum::Json;
use serde::Serialize;
use sqlx::Row;
use utoipa::ToSchema;

use crate::access::{Principal, Role};
use crate::error::{Error, Result};
use crate::state::AppState;
use crate::storage::Db;

/// Spec section 6: who may filter by blend correlation ('find non-correlated programs').
pub const CORRELATION_ROLES: [Role; 4] = [
    Role::Administrator,
    Role::Broker,
    Role::CtaManager,
    Role::MemberPlus,
];

/// Blend statuses listed to their owner (spec section 9), and the current worksheet's type.
const LISTED_BLEND_STATUSES: &str = "2, 3";
const WORKSHEET_TYPE: i64 = 4;

pub fn may_correlate(user: &Principal) -> bool {
    CORRELATION_ROLES.iter().any(|role| user.has_role(*role))
}

/// The monthly returns of `blend_id`, a blend of `user_id`'s: its programs with returns (their
/// series from `series`, by program id), weighted by their stored amounts and leverages. Not found when the blend is someone else's
/// or holds no program with returns. Programs the member may no longer see are left out.
pub async fn blend_series(
    db: &Db,
    user_id: i64,
    blend_id: i64,
    series: &HashMap<i64, ReturnSeries>,
) -> Result<ReturnSeries> {
    let row = crate::blends::store::owned_blend(&db.pool, user_id, blend_id).await?;
    let orders = crate::blends::store::saved_orders(&db.pool, blend_id).await?;
    let orders = crate::blends::orders::visible_orders(db, user_id, orders).await?;
    let components = crate::blends::statistics::components(&orders, series)?;
    if components.is_empty() {
        return Err(Error::NotFound);
    }
    Ok(blend(&components, row.is_normalized)?.series)
}

/// Correlation of `program` with the blend over their common months.
pub fn correlation_with(blend: &ReturnSeries, program: &ReturnSeries) -> Option<f64> {
    correlation(blend, program).value
}

/// A blend the screener can correlate with.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BlendChoice {
    pub blend_id: i64,
    pub blend_name: String,
    /// The worksheet open in the blender.
    pub is_current: bool,
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
    let rows = sqlx::query(&format!(
        "SELECT id, blend_name, is_current FROM blends WHERE user_id = $1 \
         AND (blend_status_id IN ({LISTED_BLEND_STATUSES}) OR blend_type_id = $2) \
         ORDER BY is_current DESC, blend_name, id"
    ))
    .bind(user.user_id)
    .bind(WORKSHEET_TYPE)
    .fetch_all(&state.db.pool)
    .await?;
    let choices = rows
        .iter()
        .map(|row| {
            Ok(BlendChoice {
                blend_id: row.try_get("id")?,
                blend_name: row.try_get("blend_name")?,
                is_current: row.try_get::<i64, _>("is_current")? != 0,
            })
        })
        .collect::<Result<_>>()?;
    Ok(Json(choices))
}
