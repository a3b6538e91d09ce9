//! The inquiry endpoints: the two forms, open to anyone, and the administrators' lists.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;

use super::model::{
    ContactMessageForm, ContactMessagePage, InquiryListQuery, ResearchRequestForm,
    ResearchRequestPage,
};
use super::{store, submission};
use crate::access::{ClientAddress, Principal, Role};
use crate::error::Result;
use crate::extract::{ApiJson, ApiQuery};
use crate::state::AppState;
use crate::validation::paging::{paging, Paging};

/// Asks for a free research report on a program: stored, mailed to the administrators and
/// confirmed to the requester.
#[utoipa::path(post, path = "/api/v1/research-requests", tag = "inquiries",
    operation_id = "requestResearch",
    request_body = ResearchRequestForm,
    responses(crate::error::JsonBodyErrors,
              (status = 204, description = "the request is stored and its mails are on their way"),
              (status = 401, description = "invalid_token", body = crate::error::ApiErrorBody),
              (status = 403, description = "account_suspended", body = crate::error::ApiErrorBody),
              (status = 404, description = "no program the caller may see has this id", body = crate::error::ApiErrorBody),
              (status = 422, description = "validation_failed, with the fields' message keys (verification: invalidRecaptcha or verificationFailed when not signed in)", body = crate::error::ApiErrorBody),
              (status = 429, description = "rate_limited: too many inquiries from this address or account", body = crate::error::ApiErrorBody)))]
pub async fn request_research(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    caller: Option<Principal>,
    ApiJson(form): ApiJson<ResearchRequestForm>,
) -> Result<StatusCode> {
    state.inquiry_limiter.check(address)?;
    submission::request_research(&state, caller.as_ref(), &form).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Sends a Contact Us message: stored and mailed to the administrators.
#[utoipa::path(post, path = "/api/v1/contact-messages", tag = "inquiries",
    operation_id = "sendContactMessage",
    request_body = ContactMessageForm,
    responses(crate::error::JsonBodyErrors,
              (status = 204, description = "the message is stored and mailed"),
              (status = 401, description = "invalid_token", body = crate::error::ApiErrorBody),
              (status = 403, description = "account_suspended", body = crate::error::ApiErrorBody),
              (status = 422, description = "validation_failed, with the fields' message keys (verification: invalidRecaptcha or verificationFailed when not signed in)", body = crate::error::ApiErrorBody),
              (status = 429, description = "rate_limited: too many inquiries from this address or account", body = crate::error::ApiErrorBody)))]
pub async fn send_contact_message(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    caller: Option<Principal>,
    ApiJson(form): ApiJson<ContactMessageForm>,
) -> Result<StatusCode> {
    state.inquiry_limiter.check(address)?;
    submission::send_contact_message(&state, caller.as_ref(), &form).await?;
    Ok(StatusCode::NO_CONTENT)
}

fn list_page(query: &InquiryListQuery) -> Result<Paging> {
    paging(query.page_size, query.page_number, None, (25, 100), true)
}

/// The research requests, newest first (administrators only).
#[utoipa::path(get, path = "/api/v1/admin/research-requests", tag = "admin",
    operation_id = "listResearchRequests",
    params(InquiryListQuery),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, body = ResearchRequestPage),
              (status = 403, description = "forbidden_role: not an administrator", body = crate::error::ApiErrorBody),
              (status = 422, description = "validation_failed: pageSize or pageNumber out of range", body = crate::error::ApiErrorBody)))]
pub async fn list_research_requests(
    State(state): State<AppState>,
    caller: Principal,
    ApiQuery(query): ApiQuery<InquiryListQuery>,
) -> Result<Json<ResearchRequestPage>> {
    caller.require(Role::Administrator)?;
    let (items, total_count) = store::research_requests(&state.db, list_page(&query)?).await?;
    Ok(Json(ResearchRequestPage { items, total_count }))
}

/// The Contact Us messages, newest first (administrators only).
#[utoipa::path(get, path = "/api/v1/admin/contact-messages", tag = "admin",
    operation_id = "listContactMessages",
    params(InquiryListQuery),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, body = ContactMessagePage),
              (status = 403, description = "forbidden_role: not an administrator", body = crate::error::ApiErrorBody),
              (status = 422, description = "validation_failed: pageSize or pageNumber out of range", body = crate::error::ApiErrorBody)))]
pub async fn list_contact_messages(
    State(state): State<AppState>,
    caller: Principal,
    ApiQuery(query): ApiQuery<InquiryListQuery>,
) -> Result<Json<ContactMessagePage>> {
    caller.require(Role::Administrator)?;
    let (items, total_count) = store::contact_messages(&state.db, list_page(&query)?).await?;
    Ok(Json(ContactMessagePage { items, total_count }))
}
