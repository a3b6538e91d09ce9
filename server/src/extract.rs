//! Extractors whose rejections answer in the API's own error shape instead of axum's plain text.

use axum::extract::{FromRequest, FromRequestParts};

use crate::error::Error;

/// A path parameter; a malformed one is a `bad_request` error.
#[derive(FromRequestParts)]
#[from_request(via(axum::extract::Path), rejection(Error))]
pub struct ApiPath<T>(pub T);

/// Query parameters; malformed ones are a `bad_request` error.
#[derive(FromRequestParts)]
#[from_request(via(axum::extract::Query), rejection(Error))]
pub struct ApiQuery<T>(pub T);

/// A JSON body; a malformed one is a `bad_request` error.
#[derive(FromRequest)]
#[from_request(via(axum::Json), rejection(Error))]
pub struct ApiJson<T>(pub T);
