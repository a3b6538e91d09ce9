//! The server's one error type, mapped to stable API error codes.
//!
//! Every failure a client can meet has a `code` the web app translates; a 5xx is logged with its
//! cause and answered with a generic message, never the internals.

use std::collections::BTreeMap;

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Serialize;
use utoipa::openapi::{ContentBuilder, Ref, RefOr, ResponseBuilder};
use utoipa::{IntoResponses, ToSchema};

/// The JSON body of every error response.
#[derive(Debug, Serialize, ToSchema)]
pub struct ApiErrorBody {
    /// Stable machine-readable code, e.g. `not_found`, `validation_failed`.
    pub code: String,
    /// English text for logs and API clients; the web app shows its own translation of `code`.
    pub message: String,
    /// Field name → message key (e.g. `required`, `invalidEmail`) for validation failures.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub fields: BTreeMap<String, String>,
    /// The first problems of a refused CSV file (`invalid_csv`), each with its row and column;
    /// at most 100 are listed.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub errors: Vec<CsvError>,
    /// How many problems the refused CSV file has, listed or not.
    #[serde(rename = "errorCount", skip_serializing_if = "Option::is_none")]
    pub error_count: Option<usize>,
    /// `conflict`: the display name of who saved the newer version, when known.
    #[serde(rename = "changedBy", skip_serializing_if = "Option::is_none")]
    pub changed_by: Option<String>,
    /// `conflict`: when the newer version was saved (RFC 3339), when known.
    #[serde(rename = "changedAt", skip_serializing_if = "Option::is_none")]
    pub changed_at: Option<String>,
    /// The size of the member's list that is full (`limit_reached`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub limit: Option<i64>,
}

/// A problem in an uploaded CSV file, as `analytics_core::returns_csv` reports it.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CsvError {
    /// The 1-based line of the file; none for a problem with the whole file.
    pub row: Option<usize>,
    /// The column's header as written in the file (the expected name for a missing column).
    pub column: Option<String>,
    /// Stable code the web app words, e.g. `not_a_number`, `month_in_future`, `file_too_large`.
    pub code: String,
    /// English wording naming the row and the column.
    pub message: String,
}

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("not found")]
    NotFound,
    /// Not found, with the code saying what (`email_not_found`).
    #[error("{0}")]
    NoSuch(&'static str),
    #[error("{0}")]
    BadRequest(String),
    #[error("validation failed: {}", describe_fields(.0))]
    Validation(BTreeMap<String, String>),
    /// An uploaded CSV file with problems: nothing was stored. `errors` lists the first ones,
    /// `count` says how many there are.
    #[error("the file has {count} problem(s)")]
    InvalidCsv { errors: Vec<CsvError>, count: usize },
    #[error("{message}")]
    Conflict { code: &'static str, message: String },
    /// A save over a version older than the stored one (or a status change that lost a race):
    /// nothing was written; the body names who changed it and when.
    #[error("changed by someone else since it was loaded")]
    Stale {
        changed_by: Option<String>,
        changed_at: Option<String>,
    },
    /// A request the server understood and refuses for the reason the code names (an expired
    /// reset link, say).
    #[error("{0}")]
    Rejected(&'static str),
    /// Well-formed input whose data gives nothing to answer with (a report of a program without
    /// returns: `no_returns`): 422 with the code.
    #[error("{0}")]
    Unprocessable(&'static str),
    /// Not signed in, or the credentials or token are not good: the code says which.
    #[error("{0}")]
    Unauthorized(&'static str),
    /// Signed in but not allowed: the code says why.
    #[error("{0}")]
    Forbidden(&'static str),
    /// A member list is full (`what`: "saved searches", say): remove an entry to add one.
    #[error("at most {limit} {what}")]
    LimitReached { what: &'static str, limit: i64 },
    /// Too many requests from one address in a short time.
    #[error("too many requests; try again in a minute")]
    TooManyRequests,
    /// A request larger than the server reads: `body_too_large` or `uri_too_long`.
    #[error("the request is too large ({0})")]
    TooLarge(&'static str),
    /// Too many failed sign-ins: locked until the given moment (RFC 3339).
    #[error("account locked until {0}")]
    Locked(String),
    #[error(transparent)]
    Analytics(#[from] analytics_core::AnalyticsError),
    #[error(transparent)]
    Database(#[from] sqlx::Error),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

fn describe_fields(fields: &BTreeMap<String, String>) -> String {
    let parts: Vec<String> = fields
        .iter()
        .map(|(field, key)| format!("{field} {key}"))
        .collect();
    parts.join(", ")
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

impl Error {
    /// A validation failure of one field with a message key of the spec's catalogue.
    pub fn field(field: &str, key: &str) -> Self {
        Error::Validation(BTreeMap::from([(field.to_owned(), key.to_owned())]))
    }

    pub fn status_code(&self) -> StatusCode {
        match self {
            Error::NotFound | Error::NoSuch(_) => StatusCode::NOT_FOUND,
            Error::BadRequest(_) | Error::Rejected(_) => StatusCode::BAD_REQUEST,
            Error::Validation(_)
            | Error::InvalidCsv { .. }
            | Error::Analytics(_)
            | Error::Unprocessable(_) => StatusCode::UNPROCESSABLE_ENTITY,
            Error::Conflict { .. } | Error::Stale { .. } | Error::LimitReached { .. } => {
                StatusCode::CONFLICT
            }
            Error::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            Error::Forbidden(_) => StatusCode::FORBIDDEN,
            Error::Locked(_) => StatusCode::LOCKED,
            Error::TooManyRequests => StatusCode::TOO_MANY_REQUESTS,
            Error::TooLarge("uri_too_long") => StatusCode::URI_TOO_LONG,
            Error::TooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            Error::Database(sqlx::Error::RowNotFound) => StatusCode::NOT_FOUND,
            Error::Database(_) | Error::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    pub fn code(&self) -> &'static str {
        match self {
            Error::NotFound | Error::Database(sqlx::Error::RowNotFound) => "not_found",
            Error::BadRequest(_) => "bad_request",
            Error::Validation(_) => "validation_failed",
            Error::InvalidCsv { .. } => "invalid_csv",
            Error::Analytics(error) => error.code(),
            Error::Conflict { code, .. } => code,
            Error::Stale { .. } => "conflict",
            Error::LimitReached { .. } => "limit_reached",
            Error::Unauthorized(code)
            | Error::Forbidden(code)
            | Error::Rejected(code)
            | Error::Unprocessable(code)
            | Error::NoSuch(code)
            | Error::TooLarge(code) => code,
            Error::Locked(_) => "account_locked",
            Error::TooManyRequests => "rate_limited",
            Error::Database(_) | Error::Internal(_) => "internal_error",
        }
    }
}

/// An error answer in the API's shape, for the OpenAPI document.
fn error_response(description: &str) -> RefOr<utoipa::openapi::Response> {
    let body = ContentBuilder::new()
        .schema(Some(Ref::from_schema_name("ApiErrorBody")))
        .build();
    ResponseBuilder::new()
        .description(description)
        .content("application/json", body)
        .build()
        .into()
}

fn error_responses(answers: &[(&str, &str)]) -> BTreeMap<String, RefOr<utoipa::openapi::Response>> {
    answers
        .iter()
        .map(|(status, description)| ((*status).to_owned(), error_response(description)))
        .collect()
}

const URI_TOO_LONG: (&str, &str) = (
    "414",
    "uri_too_long: the path and query are longer than 8 KiB",
);
const BAD_REQUEST: (&str, &str) = (
    "400",
    "bad_request: a path or query parameter, or the body, is not of its documented type",
);

// The error answers operations share, listed first in their `responses(...)` so that an
// operation's own entry for the same status (with its own description) wins. Each group is what
// a middleware or an extractor answers, so an operation lists the groups its signature takes.

/// Any operation: 414 from the URI bound (`limits::refuse_long_uri`).
pub struct UriErrors;

impl IntoResponses for UriErrors {
    fn responses() -> BTreeMap<String, RefOr<utoipa::openapi::Response>> {
        error_responses(&[URI_TOO_LONG])
    }
}

/// An operation with path or query parameters (`ApiPath`, `ApiQuery`): 400 for one that does not
/// parse, and 414.
pub struct ParameterErrors;

impl IntoResponses for ParameterErrors {
    fn responses() -> BTreeMap<String, RefOr<utoipa::openapi::Response>> {
        error_responses(&[BAD_REQUEST, URI_TOO_LONG])
    }
}

/// An operation reading a JSON body (`ApiJson`): 400 for a body that is missing, not JSON or not of
/// the schema's types, 413 above `limits::MAX_JSON_BODY_BYTES`, and 414.
pub struct JsonBodyErrors;

impl IntoResponses for JsonBodyErrors {
    fn responses() -> BTreeMap<String, RefOr<utoipa::openapi::Response>> {
        error_responses(&[
            BAD_REQUEST,
            ("413", "body_too_large: a JSON body larger than 256 KiB"),
            URI_TOO_LONG,
        ])
    }
}

/// An operation for signed-in users (`AuthUser`): 401 without a valid access token, 403 for a
/// suspended account or a cookie-authenticated write without its CSRF header.
pub struct SignedInErrors;

impl IntoResponses for SignedInErrors {
    fn responses() -> BTreeMap<String, RefOr<utoipa::openapi::Response>> {
        error_responses(&[
            (
                "401",
                "unauthorized (no access token) or invalid_token",
            ),
            (
                "403",
                "account_suspended; csrf_failed (a write authenticated by cookie without `X-CSRF-Token`)",
            ),
        ])
    }
}

impl From<axum::extract::rejection::PathRejection> for Error {
    fn from(rejection: axum::extract::rejection::PathRejection) -> Self {
        Error::BadRequest(rejection.body_text())
    }
}

impl From<axum::extract::rejection::QueryRejection> for Error {
    fn from(rejection: axum::extract::rejection::QueryRejection) -> Self {
        Error::BadRequest(rejection.body_text())
    }
}

impl From<axum::extract::rejection::JsonRejection> for Error {
    fn from(rejection: axum::extract::rejection::JsonRejection) -> Self {
        if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
            return Error::TooLarge("body_too_large");
        }
        Error::BadRequest(rejection.body_text())
    }
}

impl From<axum::extract::rejection::BytesRejection> for Error {
    fn from(rejection: axum::extract::rejection::BytesRejection) -> Self {
        if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
            return Error::TooLarge("body_too_large");
        }
        Error::BadRequest(rejection.body_text())
    }
}

impl IntoResponse for Error {
    fn into_response(self) -> Response {
        let status = self.status_code();
        let message = if status.is_server_error() {
            tracing::error!(error = ?self, "request failed");
            "Something went wrong…".to_owned()
        } else {
            self.to_string()
        };
        let code = self.code().to_owned();
        let mut body = ApiErrorBody {
            code,
            message,
            fields: BTreeMap::new(),
            errors: Vec::new(),
            error_count: None,
            changed_by: None,
            changed_at: None,
            limit: None,
        };
        match self {
            Error::Validation(fields) => body.fields = fields,
            Error::InvalidCsv { errors, count } => {
                body.errors = errors;
                body.error_count = Some(count);
            }
            Error::LimitReached { limit, .. } => body.limit = Some(limit),
            Error::Stale {
                changed_by,
                changed_at,
            } => {
                body.changed_by = changed_by;
                body.changed_at = changed_at;
            }
            _ => {}
        }
        (status, Json(body)).into_response()
    }
}
