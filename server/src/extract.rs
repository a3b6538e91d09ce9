//! Extractors whose rejections answer in the API's own error shape instead of axum's plain text.

use axum::body::Bytes;
use axum::extract::{FromRequest, FromRequestParts, Request};
use serde::de::DeserializeOwned;
use serde_json::{Number, Value};

use crate::error::Error;

/// A path parameter; a malformed one is a `bad_request` error.
#[derive(FromRequestParts)]
#[from_request(via(axum::extract::Path), rejection(Error))]
pub struct ApiPath<T>(pub T);

/// Query parameters; malformed ones are a `bad_request` error.
#[derive(FromRequestParts)]
#[from_request(via(axum::extract::Query), rejection(Error))]
pub struct ApiQuery<T>(pub T);

/// A JSON body; a malformed one is a `bad_request` error, a larger one than the body limit
/// `body_too_large`.
///
/// A number written with a zero fraction (`2.0`) is read as the integer it is: JSON Schema, and
/// so the OpenAPI document, counts it as an integer, and some clients' encoders write whole
/// numbers that way.
pub struct ApiJson<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequest<S> for ApiJson<T> {
    type Rejection = Error;

    async fn from_request(request: Request, state: &S) -> Result<Self, Error> {
        let axum::Json(mut value) = axum::Json::<Value>::from_request(request, state).await?;
        whole_numbers_as_integers(&mut value);
        serde_path_to_error::deserialize(value)
            .map(ApiJson)
            .map_err(|error| {
                Error::BadRequest(format!(
                    "Failed to deserialize the JSON body into the target type: {error}"
                ))
            })
    }
}

/// Rewrites every float without a fraction that an `i64` holds as that integer (a field of a
/// float type reads an integer just as well).
fn whole_numbers_as_integers(value: &mut Value) {
    // 2^63: every float in (-2^63, 2^63) with a zero fraction is exactly an `i64`. -2^63 itself is
    // left out: an integer literal that fits an `i64` never reaches this float path, so a float of
    // -2^63 is a literal beyond the range (-9223372036854775809) rounded onto its end.
    const LIMIT: f64 = 9_223_372_036_854_775_808.0;
    match value {
        Value::Number(number) => {
            if let Some(float) = number
                .as_f64()
                .filter(|float| number.is_f64() && float.fract() == 0.0 && float.abs() < LIMIT)
            {
                *number = Number::from(float as i64);
            }
        }
        Value::Array(items) => items.iter_mut().for_each(whole_numbers_as_integers),
        Value::Object(fields) => fields.values_mut().for_each(whole_numbers_as_integers),
        Value::Null | Value::Bool(_) | Value::String(_) => {}
    }
}

/// A body read whole, up to the JSON body limit (`body_too_large` above it), for handlers that
/// parse an optional JSON body themselves.
pub struct ApiBytes(pub Bytes);

impl<S: Send + Sync> FromRequest<S> for ApiBytes {
    type Rejection = Error;

    async fn from_request(request: Request, state: &S) -> Result<Self, Error> {
        Ok(ApiBytes(Bytes::from_request(request, state).await?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::{header, StatusCode};
    use serde::Deserialize;

    #[derive(Debug, Deserialize, PartialEq)]
    struct Order {
        id: i64,
        ids: Vec<i64>,
        amount: f64,
    }

    async fn read<T: DeserializeOwned>(body: &'static str) -> Result<T, Error> {
        let request = Request::builder()
            .header(header::CONTENT_TYPE, "application/json")
            .body(axum::body::Body::from(body))
            .unwrap();
        ApiJson::<T>::from_request(request, &())
            .await
            .map(|ApiJson(value)| value)
    }

    #[tokio::test]
    async fn whole_floats_read_as_integers_and_integers_as_floats() {
        let order: Order = read(r#"{"id": 7.0, "ids": [1, 2.0, -3.0], "amount": 5}"#)
            .await
            .unwrap();
        assert_eq!(
            order,
            Order {
                id: 7,
                ids: vec![1, 2, -3],
                amount: 5.0
            }
        );
    }

    #[tokio::test]
    async fn a_fraction_is_still_no_integer_and_the_error_names_the_field() {
        let error = read::<Order>(r#"{"id": 1, "ids": [1.5], "amount": 1}"#)
            .await
            .unwrap_err();
        assert_eq!(error.status_code(), StatusCode::BAD_REQUEST);
        assert!(error.to_string().contains("ids[0]"), "{error}");
        let error = read::<Order>(r#"{"id": 1e19, "ids": [], "amount": 1}"#)
            .await
            .unwrap_err();
        assert_eq!(error.status_code(), StatusCode::BAD_REQUEST);
        // One below i64::MIN rounds, as a float, onto i64::MIN: still out of range.
        let error = read::<Order>(r#"{"id": -9223372036854775809, "ids": [], "amount": 1}"#)
            .await
            .unwrap_err();
        assert_eq!(error.status_code(), StatusCode::BAD_REQUEST);
    }
}
