//! The OpenAPI document's frame: title, shared schemas and tags. Each endpoint is declared once,
//! by its handler's `#[utoipa::path]`, and registered with `routes!` in its domain's router; the
//! app collects them (`app::api_document`). The web client's TypeScript types are generated from
//! the document (`scripts/gen-api-types`), so the two never drift.

use utoipa::OpenApi;

#[derive(OpenApi)]
#[openapi(
    info(title = "CTA Atlas API", description = "Managed-futures directory and analytics."),
    components(schemas(
        crate::error::ApiErrorBody,
        crate::reference::ReferenceList,
        crate::verification::VerificationSolution,
        // Named by the schemas of the lists that hold them (`schema_with`), not by their types.
        crate::groups::company::CompanyInput,
        crate::groups::company::MembershipInput,
        crate::programs::input::ShareInput,
    )),
    tags(
        (name = "health", description = "Liveness"),
        (name = "accounts", description = "Sign-in, sessions and accounts"),
        (name = "groups", description = "Companies (groups)"),
        (name = "programs", description = "Program listings, searches and authoring"),
        (name = "blends", description = "A member's blends and the blender's worksheet"),
        (name = "members", description = "A member's watchlist, portfolio and saved searches"),
        (name = "reference", description = "The spec's enumerations"),
        (name = "admin", description = "Administration: approvals and choices for administrators"),
    )
)]
pub struct ApiDoc;
