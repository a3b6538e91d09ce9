//! The screener's blend-correlation filter: each listed program's correlation with one of the
//! reader's blends, the blend computed natively from its stored allocations.

use std::collections::HashMap;

use analytics_core::blend::blend;
use analytics_core::relations::correlation;
use analytics_core::ReturnSeries;

use super::orders::visible_orders;
use super::statistics::components;
use super::store::{owned_blend, saved_orders};
use crate::access::{Principal, Role};
use crate::error::{Error, Result};
use crate::storage::Db;

/// Spec section 6: who may filter by blend correlation ('find non-correlated programs').
pub const CORRELATION_ROLES: [Role; 4] = [
    Role::Administrator,
    Role::Broker,
    Role::CtaManager,
    Role::MemberPlus,
];

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
    let row = owned_blend(&db.pool, user_id, blend_id).await?;
    let orders = saved_orders(&db.pool, blend_id).await?;
    let orders = visible_orders(db, user_id, orders).await?;
    let components = components(&orders, series)?;
    if components.is_empty() {
        return Err(Error::NotFound);
    }
    Ok(blend(&components, row.is_normalized)?.series)
}

/// Correlation of `program` with the blend over their common months.
pub fn correlation_with(blend: &ReturnSeries, program: &ReturnSeries) -> Option<f64> {
    correlation(blend, program).value
}
