//! The two report endpoints: thin handlers that gather a report's data, render it in the render
//! queue and answer the PDF as a download.

use ::reports::Lang;
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use utoipa::IntoParams;

use super::blend::{blend_report, BlendReportRequest};
use super::program::{program_report, Shared};
use super::render::{report_error, RenderQueue};
use crate::access::Principal;
use crate::error::{ApiErrorBody, Result};
use crate::extract::{ApiJson, ApiPath, ApiQuery};
use crate::language::Language;
use crate::state::AppState;

/// The report's language.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ReportQuery {
    /// `en` (when left out) or `zh-hans`.
    #[serde(default)]
    #[param(value_type = Option<Language>)]
    pub lang: Language,
}

fn lang_of(language: Language) -> Lang {
    match language {
        Language::En => Lang::En,
        Language::ZhHans => Lang::ZhHans,
    }
}

/// The PDF as a download named `file_name`, never kept by a cache.
fn pdf_response(pdf: Vec<u8>, file_name: &str) -> Response {
    (
        [
            (header::CONTENT_TYPE, "application/pdf".to_owned()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{file_name}\""),
            ),
            (header::CACHE_CONTROL, "no-store".to_owned()),
        ],
        pdf,
    )
        .into_response()
}

/// A program's report (tear sheet) as a PDF, for a signed-in reader who may see the program:
/// its terms, figures, charts and monthly table, as of its last month. Downloads as
/// `<programUri>-<YYYY-MM>.pdf`.
#[utoipa::path(get, path = "/api/v1/groups/{groupUri}/programs/{programUri}/report", tag = "programs",
    operation_id = "programReport",
    params(("groupUri" = String, Path), ("programUri" = String, Path), ReportQuery),
    responses(crate::error::ParameterErrors, crate::error::SignedInErrors,
              (status = 200, description = "the report", content_type = "application/pdf"),
              (status = 404, description = "no such program, or not one the reader may see", body = ApiErrorBody),
              (status = 422, description = "no_returns: the program has no returns to report", body = ApiErrorBody),
              (status = 429, description = "rate_limited: too many reports are being made; try again shortly", body = ApiErrorBody)))]
pub async fn program_report_pdf(
    State(state): State<AppState>,
    user: Principal,
    ApiPath((group_uri, program_uri)): ApiPath<(String, String)>,
    ApiQuery(query): ApiQuery<ReportQuery>,
) -> Result<Response> {
    let shared = Shared::read(&state.db).await?;
    let (report, file_name) = program_report(
        &state.db,
        &shared,
        Some(&user),
        &group_uri,
        &program_uri,
        lang_of(query.lang),
    )
    .await?;
    let pdf = state
        .caches
        .get::<RenderQueue>()
        .render(move || ::reports::program_pdf(&report).map_err(|e| report_error(e, "no_returns")))
        .await?;
    Ok(pdf_response(pdf, &file_name))
}

/// A blend's report as a PDF, from the blender's current (possibly unsaved) allocations: checked
/// as saving a blend checks them, blended as the blender blends them. Downloads as
/// `<slug of name>-<YYYY-MM>.pdf`.
#[utoipa::path(post, path = "/api/v1/blends/report", tag = "blends", operation_id = "blendReport",
    params(ReportQuery), request_body = BlendReportRequest,
    responses(crate::error::JsonBodyErrors, crate::error::SignedInErrors,
              (status = 200, description = "the report", content_type = "application/pdf"),
              (status = 404, description = "a program or comparison the reader may not see, or none such", body = ApiErrorBody),
              (status = 409, description = "duplicate: a program twice", body = ApiErrorBody),
              (status = 413, description = "body_too_large: a body larger than 16 KiB", body = ApiErrorBody),
              (status = 422, description = "validation_failed (name: required or tooLong; orders: empty or tooMany; \
                orders.{i}.quantity or .leverage as saving; comparisons: tooMany); no_months: the blend has no month \
                (no program with returns, or no shared month)", body = ApiErrorBody),
              (status = 429, description = "rate_limited: too many reports are being made; try again shortly", body = ApiErrorBody)))]
pub async fn blend_report_pdf(
    State(state): State<AppState>,
    user: Principal,
    ApiQuery(query): ApiQuery<ReportQuery>,
    ApiJson(request): ApiJson<BlendReportRequest>,
) -> Result<Response> {
    let (report, file_name) = blend_report(&state.db, &user, &request, lang_of(query.lang)).await?;
    let pdf = state
        .caches
        .get::<RenderQueue>()
        .render(move || ::reports::blend_pdf(&report).map_err(|e| report_error(e, "no_months")))
        .await?;
    Ok(pdf_response(pdf, &file_name))
}
