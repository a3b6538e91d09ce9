//! A program's view log (the program page's Logs tab): who opened the page and when, for
//! administrators and the company's CTA managers.

use axum::extract::{Query, State};
use axum::http::header;
use axum::response::IntoResponse;
use axum::Json;
use serde::{Deserialize, Serialize};
use sqlx::Row;
use utoipa::{IntoParams, ToSchema};

use super::viewer::Viewer;
use crate::accounts::AuthUser;
use crate::app::AppState;
use crate::error::{Error, Result};
use crate::extract::ApiPath;
use crate::storage::Db;

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ViewLogEntry {
    /// None for a visitor who was not signed in.
    pub user_id: Option<i64>,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub phone: String,
    /// RFC 3339.
    pub date_created: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ViewLogPage {
    pub items: Vec<ViewLogEntry>,
    pub total_count: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ViewCount {
    pub count: i64,
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ViewLogQuery {
    /// From 1.
    pub page_number: Option<i64>,
    /// 1..=100 (the page offers 10, 25, 50 and 100); default 25.
    pub page_size: Option<i64>,
    /// `ASC` or `DESC` (default) by date.
    pub order_by: Option<String>,
}

/// The program's company, when `user` may read its view log.
async fn managed_program(db: &Db, user: &AuthUser, program_id: i64) -> Result<()> {
    let group_id: i64 = sqlx::query("SELECT group_id FROM programs WHERE id = $1")
        .bind(program_id)
        .fetch_optional(&db.pool)
        .await?
        .ok_or(Error::NotFound)?
        .try_get("group_id")?;
    if Viewer::new(Some(user)).manages(group_id) {
        Ok(())
    } else {
        Err(Error::Forbidden("forbidden_role"))
    }
}

const SELECT_ENTRIES: &str = "SELECT v.user_id, u.first_name, u.last_name, u.email, \
     u.phone_prefix, u.phone, v.date_created FROM view_logs v \
     LEFT JOIN users u ON u.id = v.user_id WHERE v.program_id = $1";

fn entry(row: &sqlx::any::AnyRow) -> Result<ViewLogEntry> {
    let text = |name: &str| -> Result<String> {
        Ok(row.try_get::<Option<String>, _>(name)?.unwrap_or_default())
    };
    let phone = [text("phone_prefix")?, text("phone")?]
        .into_iter()
        .filter(|part| !part.is_empty())
        .collect::<Vec<_>>()
        .join(" ");
    Ok(ViewLogEntry {
        user_id: row.try_get("user_id")?,
        first_name: text("first_name")?,
        last_name: text("last_name")?,
        email: text("email")?,
        phone,
        date_created: row.try_get("date_created")?,
    })
}

/// One page of the view log, newest first unless asked otherwise.
#[utoipa::path(get, path = "/api/v1/programs/{programId}/views", tag = "programs",
    operation_id = "programViews", params(("programId" = i64, Path), ViewLogQuery),
    responses((status = 200, body = ViewLogPage), (status = 403, body = crate::error::ApiErrorBody),
              (status = 404, body = crate::error::ApiErrorBody)))]
pub async fn program_views(
    State(state): State<AppState>,
    user: AuthUser,
    ApiPath(program_id): ApiPath<i64>,
    Query(query): Query<ViewLogQuery>,
) -> Result<Json<ViewLogPage>> {
    managed_program(&state.db, &user, program_id).await?;
    let page_size = query.page_size.unwrap_or(25);
    let page_number = query.page_number.unwrap_or(1);
    if !(1..=100).contains(&page_size) {
        return Err(Error::field("pageSize", "invalidNumber"));
    }
    if page_number < 1 {
        return Err(Error::field("pageNumber", "invalidNumber"));
    }
    let direction = match query
        .order_by
        .as_deref()
        .map(str::to_ascii_uppercase)
        .as_deref()
    {
        None | Some("DESC") => "DESC",
        Some("ASC") => "ASC",
        Some(_) => return Err(Error::field("orderBy", "invalidChoice")),
    };
    let rows = sqlx::query(&format!(
        "{SELECT_ENTRIES} ORDER BY v.date_created {direction}, v.id {direction} \
         LIMIT $2 OFFSET $3"
    ))
    .bind(program_id)
    .bind(page_size)
    .bind((page_number - 1) * page_size)
    .fetch_all(&state.db.pool)
    .await?;
    Ok(Json(ViewLogPage {
        items: rows.iter().map(entry).collect::<Result<_>>()?,
        total_count: view_count(&state.db, program_id).await?,
    }))
}

/// How many times the program page was viewed.
#[utoipa::path(get, path = "/api/v1/programs/{programId}/views/count", tag = "programs",
    operation_id = "programViewCount", params(("programId" = i64, Path)),
    responses((status = 200, body = ViewCount), (status = 403, body = crate::error::ApiErrorBody)))]
pub async fn program_view_count(
    State(state): State<AppState>,
    user: AuthUser,
    ApiPath(program_id): ApiPath<i64>,
) -> Result<Json<ViewCount>> {
    managed_program(&state.db, &user, program_id).await?;
    Ok(Json(ViewCount {
        count: view_count(&state.db, program_id).await?,
    }))
}

/// The whole view log as CSV (the Logs tab's export).
#[utoipa::path(get, path = "/api/v1/programs/{programId}/views.csv", tag = "programs",
    operation_id = "programViewsCsv", params(("programId" = i64, Path)),
    responses((status = 200, content_type = "text/csv", body = String),
              (status = 403, body = crate::error::ApiErrorBody)))]
pub async fn program_views_csv(
    State(state): State<AppState>,
    user: AuthUser,
    ApiPath(program_id): ApiPath<i64>,
) -> Result<impl IntoResponse> {
    managed_program(&state.db, &user, program_id).await?;
    let rows = sqlx::query(&format!(
        "{SELECT_ENTRIES} ORDER BY v.date_created DESC, v.id DESC"
    ))
    .bind(program_id)
    .fetch_all(&state.db.pool)
    .await?;
    let mut csv = String::from("Date,First Name,Last Name,Email,Phone\r\n");
    for row in &rows {
        let e = entry(row)?;
        let fields = [e.date_created, e.first_name, e.last_name, e.email, e.phone];
        csv.push_str(
            &fields
                .iter()
                .map(|f| csv_field(f))
                .collect::<Vec<_>>()
                .join(","),
        );
        csv.push_str("\r\n");
    }
    Ok((
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_owned()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"program-{program_id}-views.csv\""),
            ),
        ],
        csv,
    ))
}

/// A CSV field, quoted when it holds a delimiter, a quote or a line break; a leading formula
/// character is neutralised so a spreadsheet shows the text instead of running it.
fn csv_field(value: &str) -> String {
    let value = if value.starts_with(['=', '+', '-', '@']) {
        format!("'{value}")
    } else {
        value.to_owned()
    };
    if value.contains([',', '"', '\r', '\n']) {
        format!("\"{}\"", value.replace('"', "\"\""))
    } else {
        value
    }
}

async fn view_count(db: &Db, program_id: i64) -> Result<i64> {
    Ok(
        sqlx::query("SELECT COUNT(*) AS n FROM view_logs WHERE program_id = $1")
            .bind(program_id)
            .fetch_one(&db.pool)
            .await?
            .try_get("n")?,
    )
}

#[cfg(test)]
mod tests {
    use super::csv_field;

    #[test]
    fn csv_fields_are_quoted_and_formulas_neutralised() {
        assert_eq!(csv_field("Ann"), "Ann");
        assert_eq!(csv_field("Lee, Ann"), "\"Lee, Ann\"");
        assert_eq!(csv_field("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(csv_field("=1+1"), "'=1+1");
        assert_eq!(csv_field("+1 312-555-0100"), "'+1 312-555-0100");
    }
}
