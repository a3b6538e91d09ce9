//! Reference data: the spec's enumerations (program types, sectors, strategies, …), seeded by
//! the migrations with English and Simplified Chinese names.

use axum::extract::State;
use axum::Json;
use serde::{Deserialize, Serialize};
use sqlx::Row;
use utoipa::ToSchema;

use crate::error::Result;
use crate::extract::ApiPath;
use crate::state::AppState;
use crate::storage::Db;

/// The fixed ids of `group_statuses`.
pub mod group_status {
    pub const ACTIVE: i64 = 1;
    pub const PENDING: i64 = 2;
    pub const CLOSED: i64 = 3;
    pub const DELETED: i64 = 4;
    pub const PORTFOLIO_APT_ONLY: i64 = 5;
}

/// The fixed ids of `program_statuses`.
pub mod program_status {
    pub const ACTIVE: i64 = 1;
    pub const PENDING: i64 = 2;
    pub const ARCHIVED: i64 = 3;
    pub const DELETED: i64 = 4;
}

/// The ids of `platforms` a Platform Manager sends: at least one; null or left out leaves the
/// platforms as they are.
pub fn platform_ids_schema() -> utoipa::openapi::schema::Array {
    use utoipa::openapi::schema::{ArrayBuilder, ObjectBuilder, SchemaType, Type};
    ArrayBuilder::new()
        .schema_type(SchemaType::from_iter([Type::Array, Type::Null]))
        .items(
            ObjectBuilder::new()
                .schema_type(Type::Integer)
                .minimum(Some(1))
                .maximum(Some(3)),
        )
        .min_items(Some(1))
        .default(Some(serde_json::Value::Null))
        .build()
}

/// One entry of a reference list.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReferenceItem {
    pub id: i64,
    /// Stable slug, e.g. `trend-following`.
    pub code: String,
    pub name_en: String,
    pub name_zh: String,
}

/// The reference lists the API serves, named as the web app uses them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum ReferenceList {
    ProgramTypes,
    ProgramStatuses,
    MembershipStatuses,
    SectorFocusTypes,
    InvestorRequirementTypes,
    AllocationStrategyTypes,
    MethodologyTypes,
    CompositionTypes,
    HoldingPeriodTypes,
    Currencies,
    FrequencyTypes,
    CarorTypes,
    Platforms,
    GroupTypes,
    GroupStatuses,
    ContactTypes,
    MembershipTypes,
    Roles,
}

impl ReferenceList {
    pub const ALL: [ReferenceList; 18] = [
        ReferenceList::ProgramTypes,
        ReferenceList::ProgramStatuses,
        ReferenceList::MembershipStatuses,
        ReferenceList::SectorFocusTypes,
        ReferenceList::InvestorRequirementTypes,
        ReferenceList::AllocationStrategyTypes,
        ReferenceList::MethodologyTypes,
        ReferenceList::CompositionTypes,
        ReferenceList::HoldingPeriodTypes,
        ReferenceList::Currencies,
        ReferenceList::FrequencyTypes,
        ReferenceList::CarorTypes,
        ReferenceList::Platforms,
        ReferenceList::GroupTypes,
        ReferenceList::GroupStatuses,
        ReferenceList::ContactTypes,
        ReferenceList::MembershipTypes,
        ReferenceList::Roles,
    ];

    fn table(self) -> &'static str {
        match self {
            ReferenceList::ProgramTypes => "program_types",
            ReferenceList::ProgramStatuses => "program_statuses",
            ReferenceList::MembershipStatuses => "membership_statuses",
            ReferenceList::SectorFocusTypes => "sector_focus_types",
            ReferenceList::InvestorRequirementTypes => "investor_requirement_types",
            ReferenceList::AllocationStrategyTypes => "allocation_strategy_types",
            ReferenceList::MethodologyTypes => "methodology_types",
            ReferenceList::CompositionTypes => "composition_types",
            ReferenceList::HoldingPeriodTypes => "holding_period_types",
            ReferenceList::Currencies => "currencies",
            ReferenceList::FrequencyTypes => "frequency_types",
            ReferenceList::CarorTypes => "caror_types",
            ReferenceList::Platforms => "platforms",
            ReferenceList::GroupTypes => "group_types",
            ReferenceList::GroupStatuses => "group_statuses",
            ReferenceList::ContactTypes => "contact_types",
            ReferenceList::MembershipTypes => "membership_types",
            ReferenceList::Roles => "roles",
        }
    }
}

/// The items of one reference list, in display order.
pub async fn reference_items(db: &Db, list: ReferenceList) -> Result<Vec<ReferenceItem>> {
    // The table name comes from the closed enum above, never from input.
    let sql = format!(
        "SELECT id, code, name_en, name_zh FROM {} ORDER BY sort_order, id",
        list.table()
    );
    let rows = sqlx::query(&sql).fetch_all(&db.pool).await?;
    rows.iter()
        .map(|row| {
            Ok(ReferenceItem {
                id: row.try_get("id")?,
                code: row.try_get("code")?,
                name_en: row.try_get("name_en")?,
                name_zh: row.try_get("name_zh")?,
            })
        })
        .collect()
}

/// Every reference list at once: what the web app loads on start.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReferenceData {
    pub program_types: Vec<ReferenceItem>,
    pub program_statuses: Vec<ReferenceItem>,
    pub membership_statuses: Vec<ReferenceItem>,
    pub sector_focus_types: Vec<ReferenceItem>,
    pub investor_requirement_types: Vec<ReferenceItem>,
    pub allocation_strategy_types: Vec<ReferenceItem>,
    pub methodology_types: Vec<ReferenceItem>,
    pub composition_types: Vec<ReferenceItem>,
    pub holding_period_types: Vec<ReferenceItem>,
    pub currencies: Vec<ReferenceItem>,
    pub frequency_types: Vec<ReferenceItem>,
    pub caror_types: Vec<ReferenceItem>,
    pub platforms: Vec<ReferenceItem>,
    pub group_types: Vec<ReferenceItem>,
    pub group_statuses: Vec<ReferenceItem>,
    pub contact_types: Vec<ReferenceItem>,
    pub membership_types: Vec<ReferenceItem>,
    pub roles: Vec<ReferenceItem>,
}

/// Loads every reference list.
pub async fn reference_data(db: &Db) -> Result<ReferenceData> {
    use ReferenceList as L;
    Ok(ReferenceData {
        program_types: reference_items(db, L::ProgramTypes).await?,
        program_statuses: reference_items(db, L::ProgramStatuses).await?,
        membership_statuses: reference_items(db, L::MembershipStatuses).await?,
        sector_focus_types: reference_items(db, L::SectorFocusTypes).await?,
        investor_requirement_types: reference_items(db, L::InvestorRequirementTypes).await?,
        allocation_strategy_types: reference_items(db, L::AllocationStrategyTypes).await?,
        methodology_types: reference_items(db, L::MethodologyTypes).await?,
        composition_types: reference_items(db, L::CompositionTypes).await?,
        holding_period_types: reference_items(db, L::HoldingPeriodTypes).await?,
        currencies: reference_items(db, L::Currencies).await?,
        frequency_types: reference_items(db, L::FrequencyTypes).await?,
        caror_types: reference_items(db, L::CarorTypes).await?,
        platforms: reference_items(db, L::Platforms).await?,
        group_types: reference_items(db, L::GroupTypes).await?,
        group_statuses: reference_items(db, L::GroupStatuses).await?,
        contact_types: reference_items(db, L::ContactTypes).await?,
        membership_types: reference_items(db, L::MembershipTypes).await?,
        roles: reference_items(db, L::Roles).await?,
    })
}

/// One reference list, as `{ items }`.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReferenceItems {
    pub items: Vec<ReferenceItem>,
}

/// A country a profile or contact may name.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Country {
    /// ISO 3166-1 alpha-2, e.g. `US`; the browser names it in the reader's language.
    pub code: String,
    /// International dialling prefix, e.g. `+1`.
    pub dialing_prefix: String,
}

/// The countries forms offer, by code.
#[utoipa::path(get, path = "/api/v1/countries", tag = "reference", operation_id = "countries",
    responses(crate::error::UriErrors,
              (status = 200, body = Vec<Country>)))]
pub async fn countries() -> Json<Vec<Country>> {
    Json(
        crate::countries::COUNTRIES
            .iter()
            .map(|(code, prefix)| Country {
                code: (*code).to_owned(),
                dialing_prefix: (*prefix).to_owned(),
            })
            .collect(),
    )
}

/// Every reference list of the spec, with English and Simplified Chinese names.
#[utoipa::path(get, path = "/api/v1/reference", tag = "reference", operation_id = "referenceData",
    responses(crate::error::UriErrors,
              (status = 200, body = ReferenceData)))]
pub async fn all_lists(State(state): State<AppState>) -> Result<Json<ReferenceData>> {
    Ok(Json(reference_data(&state.db).await?))
}

/// One reference list by name (e.g. `allocationStrategyTypes`).
#[utoipa::path(get, path = "/api/v1/reference/{list}", tag = "reference", operation_id = "referenceList",
    params(("list" = ReferenceList, Path, description = "Which list")),
    responses(crate::error::ParameterErrors,
              (status = 200, body = ReferenceItems)))]
pub async fn one_list(
    State(state): State<AppState>,
    ApiPath(list): ApiPath<ReferenceList>,
) -> Result<Json<ReferenceItems>> {
    Ok(Json(ReferenceItems {
        items: reference_items(&state.db, list).await?,
    }))
}

/// How often a program takes subscriptions, in display order (the program form's choices).
#[utoipa::path(get, path = "/api/v1/programs/subscription-frequency-types", tag = "reference", operation_id = "subscriptionFrequencyTypes",
    responses(crate::error::UriErrors,
              (status = 200, body = ReferenceItems)))]
pub async fn subscription_frequency_types(
    State(state): State<AppState>,
) -> Result<Json<ReferenceItems>> {
    // Subscriptions and redemptions share one table of frequencies.
    Ok(Json(ReferenceItems {
        items: reference_items(&state.db, ReferenceList::FrequencyTypes).await?,
    }))
}

/// How often a program allows redemptions, in display order (the program form's choices).
#[utoipa::path(get, path = "/api/v1/programs/redemption-frequency-types", tag = "reference", operation_id = "redemptionFrequencyTypes",
    responses(crate::error::UriErrors,
              (status = 200, body = ReferenceItems)))]
pub async fn redemption_frequency_types(
    State(state): State<AppState>,
) -> Result<Json<ReferenceItems>> {
    Ok(Json(ReferenceItems {
        items: reference_items(&state.db, ReferenceList::FrequencyTypes).await?,
    }))
}

/// The reference-data endpoints.
pub fn router() -> utoipa_axum::router::OpenApiRouter<AppState> {
    use utoipa_axum::routes;
    utoipa_axum::router::OpenApiRouter::new()
        .routes(routes!(all_lists))
        .routes(routes!(one_list))
        .routes(routes!(countries))
        .routes(routes!(subscription_frequency_types))
        .routes(routes!(redemption_frequency_types))
}
