//! The dashboard's statistics endpoint.

use analytics_core::distribution::return_histogram;
use analytics_core::YearMonth;
use axum::extract::State;
use axum::Json;

use super::model::ReturnStatistics;
use super::rules::figures;
use super::store;
use crate::access::Principal;
use crate::error::Result;
use crate::state::AppState;

/// The Database Stats and Top Rankings of the dashboard; administrators also get the Blender
/// Stats and Misc Stats.
#[utoipa::path(get, path = "/api/v1/return-statistics", tag = "indexes", operation_id = "returnStatistics",
    responses(crate::error::UriErrors,
              (status = 200, body = ReturnStatistics)))]
pub async fn return_statistics(
    State(state): State<AppState>,
    reader: Option<Principal>,
) -> Result<Json<ReturnStatistics>> {
    let db = &state.db;
    let now = time::OffsetDateTime::now_utc();
    let month = YearMonth::new(now.year(), u32::from(u8::from(now.month())))?.prev();
    let returns = store::active_returns(db, month).await?;
    let (portfolio, misc) = match reader.as_ref().filter(|r| r.is_admin()) {
        Some(_) => {
            let (portfolio, misc) = store::member_tools(db).await?;
            (Some(portfolio), Some(misc))
        }
        None => (None, None),
    };
    Ok(Json(ReturnStatistics {
        date_calculated: crate::storage::timestamp(now),
        month,
        active_programs_total: store::active_programs(db).await?,
        return_count_last_month: store::active_programs_reported(db, month, false).await?,
        return_count_two_month: store::active_programs_reported(db, month.prev(), true).await?,
        active_data: figures(&returns, |_| true),
        positive_data: figures(&returns, |r| r > 0.0),
        negative_data: figures(&returns, |r| r < 0.0),
        distribution: return_histogram(&returns),
        top_rankings: crate::indexes::top_rankings(db).await?,
        portfolio_statistics: portfolio,
        misc_statistics: misc,
    }))
}
