//! The OpenAPI document's frame: title, shared schemas and tags. Each endpoint is declared once,
//! by its handler's `#[utoipa::path]`, and registered with `routes!` in its domain's router; the
//! app collects them (`app::api_document`). The web client's TypeScript types are generated from
//! the document (`scripts/gen-api-types`), so the two never drift. `require_sessions` marks the
//! operations that need a session from the answers they declare, so none can be forgotten.

use utoipa::openapi::security::{
    ApiKey, ApiKeyValue, HttpAuthScheme, HttpBuilder, SecurityRequirement, SecurityScheme,
};
use utoipa::openapi::{Components, PathItem};
use utoipa::{IntoResponses, OpenApi};

use crate::error::SignedInErrors;

#[derive(OpenApi)]
#[openapi(
    info(title = "CTA Atlas API", description = "Managed-futures directory and analytics."),
    components(schemas(
        crate::error::ApiErrorBody,
        crate::reference::ReferenceList,
        crate::verification::VerificationSolution,
        // Named by the schemas of the lists that hold them (`schema_with`), not by their types.
        crate::groups::CompanyInput,
        crate::groups::MembershipInput,
        crate::programs::model::ShareInput,
    )),
    tags(
        (name = "health", description = "Liveness"),
        (name = "accounts", description = "Sign-in, sessions and accounts"),
        (name = "groups", description = "Companies (groups)"),
        (name = "programs", description = "Program listings, searches and authoring"),
        (name = "indexes", description = "CTA indexes, their members and monthly rankings, awards"),
        (name = "blends", description = "A member's blends and the blender's worksheet"),
        (name = "members", description = "A member's watchlist, portfolio and saved searches"),
        (name = "reference", description = "The spec's enumerations"),
        (name = "news", description = "News posts: read by everyone, written by administrators"),
        (name = "inquiries", description = "The free research-report request and the Contact Us form"),
        (name = "admin", description = "Administration: approvals and choices for administrators"),
        (name = "mail", description = "The links of subscription mails: newsletter confirmation, unsubscribing"),
    )
)]
pub struct ApiDoc;

/// The two ways to present a session (`accounts::session`): an access token as a bearer token,
/// or, in the browser, the `atlas_access` cookie.
const BEARER: &str = "bearerToken";
const COOKIE: &str = "sessionCookie";

/// Declares the session's two schemes and requires one of them on every operation that lists
/// `SignedInErrors`: the 401 its `Principal` extractor answers is the mark, so an operation that
/// takes a session cannot miss its `security`.
pub fn require_sessions(document: &mut utoipa::openapi::OpenApi) {
    let components = document.components.get_or_insert_with(Components::new);
    components.add_security_scheme(
        BEARER,
        SecurityScheme::Http(
            HttpBuilder::new()
                .scheme(HttpAuthScheme::Bearer)
                .bearer_format("JWT")
                .description(Some(
                    "The `accessToken` of `POST /api/v1/auth/token` or `/auth/refresh`, for API clients.",
                ))
                .build(),
        ),
    );
    components.add_security_scheme(
        COOKIE,
        SecurityScheme::ApiKey(ApiKey::Cookie(ApiKeyValue::with_description(
            "atlas_access",
            "The browser's session, set by a sign-in with `X-Atlas-Session: cookie`. A write (any method \
             but GET, HEAD and OPTIONS) must also echo the `atlas_csrf` cookie in the \
             `X-CSRF-Token` header, or it is refused with 403 `csrf_failed`.",
        ))),
    );
    let signed_in = SignedInErrors::responses().remove("401");
    let either = || {
        vec![
            SecurityRequirement::new(BEARER, Vec::<String>::new()),
            SecurityRequirement::new(COOKIE, Vec::<String>::new()),
        ]
    };
    for item in document.paths.paths.values_mut() {
        for operation in operations(item) {
            if operation.responses.responses.get("401") == signed_in.as_ref() {
                operation.security = Some(either());
            }
        }
    }
}

fn operations(item: &mut PathItem) -> impl Iterator<Item = &mut utoipa::openapi::path::Operation> {
    [
        &mut item.get,
        &mut item.put,
        &mut item.post,
        &mut item.delete,
        &mut item.patch,
        &mut item.head,
        &mut item.options,
        &mut item.trace,
    ]
    .into_iter()
    .filter_map(Option::as_mut)
}
