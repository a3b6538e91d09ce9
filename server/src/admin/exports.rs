//! The administrators' exports, `users.csv`, `groups.csv` and `newsletter-subscribers.csv`: every
//! account, company or confirmed subscriber, streamed
//! a page at a time as it is read (never built whole in memory), every cell safe to open in a
//! spreadsheet (`csv::field`).

use std::future::Future;

use axum::body::{Body, Bytes};
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use futures_util::{stream, StreamExt};

use crate::access::{Principal, Role};
use crate::accounts::store::users_after;
use crate::csv;
use crate::error::Result;
use crate::groups::store::groups_after;
use crate::newsletter::{confirmed_after, leave_link};
use crate::state::AppState;
use crate::storage::Db;

/// Rows read per page.
pub(crate) const PAGE: i64 = 500;

/// A CSV response named `file` of `header` then the lines `page` gives, page after page: `page`
/// answers the lines after a key and the last key it read, or no lines at the end. A failure
/// mid-way ends the body early (the download is then incomplete, and the error is logged).
/// The body is fused: the compression layer polls it once more after its end, which a bare
/// `unfold` answers with a panic.
pub(crate) fn streamed<F, Fut>(file: &str, header_line: String, db: Db, page: F) -> Response
where
    F: Fn(Db, i64) -> Fut + Clone + Send + Sync + 'static,
    Fut: Future<Output = Result<(Vec<String>, i64)>> + Send + 'static,
{
    let first = stream::once(async move { Ok::<Bytes, std::io::Error>(Bytes::from(header_line)) });
    let rest = stream::unfold(Some(0_i64), move |after| {
        let (db, page) = (db.clone(), page.clone());
        async move {
            let after = after?;
            match page(db, after).await {
                Ok((lines, _)) if lines.is_empty() => None,
                Ok((lines, last)) => Some((Ok(Bytes::from(lines.concat())), Some(last))),
                Err(error) => {
                    tracing::error!(%error, "an export stopped");
                    Some((Err(std::io::Error::other("the export stopped")), None))
                }
            }
        }
    });
    (
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_owned()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{file}\""),
            ),
        ],
        Body::from_stream(first.chain(rest).fuse()),
    )
        .into_response()
}

/// Every account as CSV (administrators).
#[utoipa::path(get, path = "/api/v1/admin/users.csv", tag = "admin", operation_id = "exportUsers",
    responses(crate::error::UriErrors, crate::error::SignedInErrors,
              (status = 200, content_type = "text/csv", body = String),
              (status = 403, description = "forbidden_role: not an administrator", body = crate::error::ApiErrorBody)))]
pub async fn export_users(State(state): State<AppState>, caller: Principal) -> Result<Response> {
    caller.require(Role::Administrator)?;
    let header_line = csv::line(&[
        "User Id",
        "Email",
        "First Name",
        "Last Name",
        "Phone",
        "Country",
        "Created (UTC)",
        "Roles",
        "Locked Until (UTC)",
    ]);
    Ok(streamed(
        "users.csv",
        header_line,
        state.db.clone(),
        |db, after| async move {
            let users = users_after(&db, after, PAGE).await?;
            let last = users.last().map_or(after, |(u, _)| u.user.id);
            let lines = users
                .into_iter()
                .map(|(u, roles)| {
                    let roles: Vec<&str> = roles.iter().map(|role| role.name()).collect();
                    csv::line(&[
                        u.user.id.to_string(),
                        u.user.email,
                        u.user.first_name,
                        u.user.last_name,
                        format!("{} {}", u.user.phone_prefix, u.user.phone)
                            .trim()
                            .to_owned(),
                        u.country,
                        u.user.date_created,
                        roles.join("; "),
                        u.user.lockout_end.unwrap_or_default(),
                    ])
                })
                .collect();
            Ok((lines, last))
        },
    ))
}

/// Every company as CSV (administrators).
#[utoipa::path(get, path = "/api/v1/admin/groups.csv", tag = "admin", operation_id = "exportGroups",
    responses(crate::error::UriErrors, crate::error::SignedInErrors,
              (status = 200, content_type = "text/csv", body = String),
              (status = 403, description = "forbidden_role: not an administrator", body = crate::error::ApiErrorBody)))]
pub async fn export_groups(State(state): State<AppState>, caller: Principal) -> Result<Response> {
    caller.require(Role::Administrator)?;
    let header_line = csv::line(&[
        "Group Id",
        "URL Name",
        "Name",
        "Status",
        "Country",
        "Website",
        "Created (UTC)",
        "Approved (UTC)",
    ]);
    Ok(streamed(
        "groups.csv",
        header_line,
        state.db.clone(),
        |db, after| async move {
            let groups = groups_after(&db, after, PAGE).await?;
            let last = groups.last().map_or(after, |g| g.id);
            let lines = groups
                .into_iter()
                .map(|g| {
                    csv::line(&[
                        g.id.to_string(),
                        g.group_uri,
                        g.group_name,
                        g.status,
                        g.country,
                        g.web_url.unwrap_or_default(),
                        g.date_created,
                        g.date_approved.unwrap_or_default(),
                    ])
                })
                .collect();
            Ok((lines, last))
        },
    ))
}

/// Every confirmed newsletter subscriber as CSV (administrators), for the mailing service that
/// sends the newsletter: each row carries the subscriber's own unsubscribe link, which every
/// issue must include. Pending and departed addresses are left out.
#[utoipa::path(get, path = "/api/v1/admin/newsletter-subscribers.csv", tag = "admin",
    operation_id = "exportNewsletterSubscribers",
    responses(crate::error::UriErrors, crate::error::SignedInErrors,
              (status = 200, content_type = "text/csv", body = String),
              (status = 403, description = "forbidden_role: not an administrator", body = crate::error::ApiErrorBody)))]
pub async fn export_newsletter_subscribers(
    State(state): State<AppState>,
    caller: Principal,
) -> Result<Response> {
    caller.require(Role::Administrator)?;
    let header_line = csv::line(&[
        "Subscriber Id",
        "Email",
        "First Name",
        "Last Name",
        "Language",
        "Source",
        "Subscribed (UTC)",
        "Confirmed (UTC)",
        "Unsubscribe Link",
    ]);
    let links = state.clone();
    Ok(streamed(
        "newsletter-subscribers.csv",
        header_line,
        state.db.clone(),
        move |db, after| {
            let links = links.clone();
            async move {
                let subscribers = confirmed_after(&db, after, PAGE).await?;
                let last = subscribers.last().map_or(after, |s| s.id);
                let lines = subscribers
                    .into_iter()
                    .map(|s| {
                        let (unsubscribe, _) = leave_link(&links, &s.email, s.language);
                        csv::line(&[
                            s.id.to_string(),
                            s.email,
                            s.first_name,
                            s.last_name,
                            s.language.code().to_owned(),
                            s.source,
                            s.date_subscribed,
                            s.date_confirmed,
                            unsubscribe,
                        ])
                    })
                    .collect();
                Ok((lines, last))
            }
        },
    ))
}
