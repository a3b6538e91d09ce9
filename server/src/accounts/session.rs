//! The session over HTTP: the extractors that know the caller by their access token, and how a
//! session is handed over and ended.
//!
//! Browsers keep the tokens in HttpOnly cookies (scripts never see them) and prove each unsafe
//! request with the double-submit CSRF cookie echoed in `X-CSRF-Token`; API clients send
//! `Authorization: Bearer` and refresh with the token in the body, which no cross-site form can
//! do, so they need no CSRF header.
//!
//! A cookie client says so with `X-Atlas-Session: cookie` (the web app sends it on every
//! request), and a refresh by cookie is one by definition: its answers carry the tokens only in
//! the cookies, never in the body, so no script on the page can read them.

use axum::extract::{FromRequestParts, OptionalFromRequestParts};
use axum::http::header::{AUTHORIZATION, COOKIE, SET_COOKIE};
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use time::OffsetDateTime;

use super::jwt::{sign_access_token, verify_access_token, Claims};
use super::model::{IssuedRefreshToken, RefreshRequest, SessionResponse};
use super::rules::ACCESS_TOKEN_SECONDS;
use super::store::{managed_group_ids, user_roles};
use crate::access::{Principal, Role};
use crate::error::{Error, Result};
use crate::state::AppState;
use crate::storage::Db;

const ACCESS_COOKIE: &str = "atlas_access";
const REFRESH_COOKIE: &str = "atlas_refresh";
const CSRF_COOKIE: &str = "atlas_csrf";
const CSRF_HEADER: &str = "x-csrf-token";
/// `X-Atlas-Session: cookie` asks for the tokens in cookies only.
pub const SESSION_TRANSPORT_HEADER: &str = "x-atlas-session";

/// The access token a request carries: the bearer token, else the access cookie, whose unsafe
/// requests must echo the CSRF cookie in `X-CSRF-Token`. `None` when it carries neither.
pub(super) fn access_token(method: &Method, headers: &HeaderMap) -> Result<Option<String>> {
    let bearer = headers
        .get(AUTHORIZATION)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.strip_prefix("Bearer "));
    if let Some(token) = bearer {
        return Ok(Some(token.to_owned()));
    }
    let Some(token) = cookie(headers, ACCESS_COOKIE) else {
        return Ok(None);
    };
    check_csrf(method, headers)?;
    Ok(Some(token))
}

/// The caller a valid access token names, with the roles and companies stored now: the token's
/// were true when it was signed, so a suspension, a removed role or company, or a deleted account
/// takes effect on the next request, not when the token expires.
async fn principal_of_token(state: &AppState, token: &str) -> Result<Principal> {
    let claims = verify_access_token(token, &state.jwt_secret)
        .ok_or(Error::Unauthorized("invalid_token"))?;
    let principal = principal_of(&state.db, claims.sub).await?;
    if principal.roles.is_empty() {
        return Err(Error::Unauthorized("invalid_token"));
    }
    if principal.has_role(Role::MemberLimitedAccess) {
        return Err(Error::Forbidden("account_suspended"));
    }
    Ok(principal)
}

/// `user_id` as a caller now, from the stored roles and companies: for work done on their
/// behalf without their token (a blend read back after a save, say).
pub async fn principal_of(db: &Db, user_id: i64) -> Result<Principal> {
    Ok(Principal {
        user_id,
        roles: user_roles(db, user_id).await?,
        groups: managed_group_ids(db, user_id).await?,
    })
}

/// A signed-in caller, or `unauthorized`.
impl FromRequestParts<AppState> for Principal {
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self> {
        let token = access_token(&parts.method, &parts.headers)?
            .ok_or(Error::Unauthorized("unauthorized"))?;
        principal_of_token(state, &token).await
    }
}

/// The caller of a public read: `None` without a token. A token that is present but invalid
/// (expired, forged, a suspended account) is refused rather than read as anonymous, so a client
/// learns to refresh instead of silently seeing less.
impl OptionalFromRequestParts<AppState> for Principal {
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Option<Self>> {
        match access_token(&parts.method, &parts.headers)? {
            Some(token) => Ok(Some(principal_of_token(state, &token).await?)),
            None => Ok(None),
        }
    }
}

fn cookie(headers: &HeaderMap, name: &str) -> Option<String> {
    headers
        .get_all(COOKIE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(key, _)| *key == name)
        .map(|(_, value)| value.to_owned())
}

/// Whether the client asked for cookie-only tokens.
fn is_cookie_client(headers: &HeaderMap) -> bool {
    headers
        .get(SESSION_TRANSPORT_HEADER)
        .is_some_and(|value| value.as_bytes().eq_ignore_ascii_case(b"cookie"))
}

fn check_csrf(method: &Method, headers: &HeaderMap) -> Result<()> {
    if matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS) {
        return Ok(());
    }
    let expected = cookie(headers, CSRF_COOKIE);
    let given = headers
        .get(CSRF_HEADER)
        .and_then(|value| value.to_str().ok());
    match (expected, given) {
        (Some(expected), Some(given)) if !expected.is_empty() && expected == given => Ok(()),
        _ => Err(Error::Forbidden("csrf_failed")),
    }
}

/// How a session is handed over: the cookies always, the tokens in the body only to API clients.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Transport {
    Cookies,
    CookiesAndBody,
}

impl Transport {
    /// Cookies only when the client asks for them.
    pub fn of(headers: &HeaderMap) -> Transport {
        if is_cookie_client(headers) {
            Transport::Cookies
        } else {
            Transport::CookiesAndBody
        }
    }

    /// For a signed-in request: one authenticated by cookie is a cookie client too.
    pub fn of_signed_in(headers: &HeaderMap) -> Transport {
        if headers.contains_key(AUTHORIZATION) {
            Transport::of(headers)
        } else {
            Transport::Cookies
        }
    }
}

/// The attributes every session cookie ends with: `Secure` when the site is served over https
/// (or `COOKIE_SECURE` says so), so the browser never sends them over plain http.
fn cookie_attributes(state: &AppState) -> &'static str {
    if state.config.cookie_secure() {
        "; Secure"
    } else {
        ""
    }
}

/// Signs the access token and answers with the session and its cookies.
pub(crate) async fn session_response(
    state: &AppState,
    user_id: i64,
    email: String,
    roles: Vec<Role>,
    refresh: IssuedRefreshToken,
    now: OffsetDateTime,
    transport: Transport,
) -> Result<Response> {
    let groups = managed_group_ids(&state.db, user_id).await?;
    let issued_at = now.unix_timestamp();
    let claims = Claims {
        sub: user_id,
        email: email.clone(),
        roles: roles.iter().map(|role| role.id()).collect(),
        groups: groups.clone(),
        iat: issued_at,
        exp: issued_at + ACCESS_TOKEN_SECONDS,
    };
    let access_token = sign_access_token(&claims, &state.jwt_secret)?;
    let csrf = hex::encode(rand::random::<[u8; 16]>());
    let in_body = transport == Transport::CookiesAndBody;
    let body = SessionResponse {
        access_token: in_body.then(|| access_token.clone()),
        refresh_token: in_body.then(|| refresh.token.clone()),
        expires_in: ACCESS_TOKEN_SECONDS,
        expires: crate::storage::timestamp(now + time::Duration::seconds(ACCESS_TOKEN_SECONDS)),
        user_id,
        email,
        admin: roles.contains(&Role::Administrator),
        platform_admin: roles.contains(&Role::PlatformManager),
        roles: roles.iter().map(|role| role.name().to_owned()).collect(),
        groups,
    };
    // The refresh cookie lives as long as its family, which rotations do not extend.
    let refresh_age = time::OffsetDateTime::parse(
        &refresh.expires_at,
        &time::format_description::well_known::Rfc3339,
    )
    .map(|expires| (expires - now).whole_seconds().max(0))
    .map_err(|error| Error::Internal(error.into()))?;
    let secure = cookie_attributes(state);
    let cookies = [
        format!("{ACCESS_COOKIE}={access_token}; Path=/; HttpOnly; SameSite=Lax; Max-Age={ACCESS_TOKEN_SECONDS}{secure}"),
        format!("{REFRESH_COOKIE}={}; Path=/api/v1/auth; HttpOnly; SameSite=Strict; Max-Age={refresh_age}{secure}", refresh.token),
        format!("{CSRF_COOKIE}={csrf}; Path=/; SameSite=Strict; Max-Age={refresh_age}{secure}"),
    ];
    with_cookies(Json(body).into_response(), &cookies)
}

/// The answer to a sign-out: no content, and every session cookie cleared.
pub(crate) fn signed_out(state: &AppState) -> Result<Response> {
    let secure = cookie_attributes(state);
    let expired = [ACCESS_COOKIE, REFRESH_COOKIE, CSRF_COOKIE].map(|name| {
        let path = if name == REFRESH_COOKIE {
            "/api/v1/auth"
        } else {
            "/"
        };
        format!("{name}=; Path={path}; Max-Age=0{secure}")
    });
    with_cookies(StatusCode::NO_CONTENT.into_response(), &expired)
}

fn with_cookies(mut response: Response, cookies: &[String]) -> Result<Response> {
    for cookie in cookies {
        let value = HeaderValue::from_str(cookie).map_err(|error| Error::Internal(error.into()))?;
        response.headers_mut().append(SET_COOKIE, value);
    }
    Ok(response)
}

/// The body's token (a JSON `RefreshRequest`, optional), or the cookie's with the CSRF check;
/// a token from the cookie is answered in cookies only.
pub(super) fn refresh_token_of(
    method: &Method,
    headers: &HeaderMap,
    body: &[u8],
) -> Result<(String, Transport)> {
    if let Some(token) = body_refresh_token(body)? {
        return Ok((token, Transport::of(headers)));
    }
    let token =
        cookie(headers, REFRESH_COOKIE).ok_or(Error::Unauthorized("invalid_refresh_token"))?;
    check_csrf(method, headers)?;
    Ok((token, Transport::Cookies))
}

/// The token of an optional `RefreshRequest` body (`null` is none); a body that is not one is a
/// `bad_request`.
pub(super) fn body_refresh_token(body: &[u8]) -> Result<Option<String>> {
    if body.is_empty() {
        return Ok(None);
    }
    let request: Option<RefreshRequest> = serde_json::from_slice(body)
        .map_err(|error| Error::BadRequest(format!("refresh request: {error}")))?;
    Ok(request.and_then(|request| request.refresh_token))
}
