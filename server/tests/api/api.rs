//! The HTTP API through the real router: health, reference data, OpenAPI, errors and the web app
//! fallback.

use axum::http::{header, StatusCode};

use crate::support::spawn_app;

#[tokio::test]
async fn health_reports_the_engine_and_the_demo_flag() {
    let app = spawn_app().await;
    let (status, body) = app.get_json("/api/v1/health").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["status"], "ok");
    assert_eq!(body["database"], "sqlite");
    assert_eq!(body["demoData"], false);
}

#[tokio::test]
async fn reference_data_lists_the_spec_enumerations_in_both_languages() {
    let app = spawn_app().await;
    let (status, body) = app.get_json("/api/v1/reference").await;
    assert_eq!(status, StatusCode::OK);
    let strategies = body["allocationStrategyTypes"].as_array().unwrap();
    assert_eq!(strategies.len(), 13);
    let trend = strategies
        .iter()
        .find(|item| item["nameEn"] == "Trend-following")
        .expect("Trend-following");
    assert_eq!(trend["nameZh"], "趋势跟踪");
    assert_eq!(trend["code"], "trend-following");
    assert_eq!(body["sectorFocusTypes"].as_array().unwrap().len(), 8);
    assert_eq!(body["currencies"].as_array().unwrap().len(), 8);
}

#[tokio::test]
async fn one_reference_list_is_served_by_name() {
    let app = spawn_app().await;
    let (status, body) = app.get_json("/api/v1/reference/programTypes").await;
    assert_eq!(status, StatusCode::OK);
    let names: Vec<&str> = body["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["nameEn"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Index", "Fund", "Managed Account"]);
}

#[tokio::test]
async fn an_unknown_reference_list_is_a_bad_request_in_the_error_shape() {
    let app = spawn_app().await;
    let (status, body) = app.get_json("/api/v1/reference/colours").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["code"], "bad_request");
    assert!(body["message"].as_str().unwrap().contains("colours"));
}

#[tokio::test]
async fn an_unknown_api_path_is_a_json_not_found() {
    let app = spawn_app().await;
    let (status, body) = app.get_json("/api/v1/no-such-thing").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(body["code"], "not_found");
}

#[tokio::test]
async fn the_openapi_document_describes_the_endpoints() {
    let app = spawn_app().await;
    let (status, body) = app.get_json("/api/v1/openapi.json").await;
    assert_eq!(status, StatusCode::OK);
    assert!(body["openapi"].as_str().unwrap().starts_with("3."));
    assert!(body["paths"]["/api/v1/health"]["get"].is_object());
    assert!(body["paths"]["/api/v1/reference/{list}"]["get"].is_object());
    assert!(body["components"]["schemas"]["ReferenceItem"].is_object());
    assert!(body["components"]["schemas"]["ApiErrorBody"].is_object());
}

#[tokio::test]
async fn web_app_paths_fall_back_to_index_html_without_caching() {
    let app = spawn_app().await;
    for path in [
        "/",
        "/en/managed-futures/performance",
        "/zh-hans/tools/blender",
    ] {
        let (status, headers, body) = app.get(path).await;
        assert_eq!(status, StatusCode::OK, "{path}");
        assert!(String::from_utf8(body).unwrap().contains("CTA Atlas"));
        assert_eq!(headers[header::CACHE_CONTROL], "no-cache");
    }
}

#[tokio::test]
async fn hashed_assets_are_cached_for_a_year() {
    let app = spawn_app().await;
    let (status, headers, _) = app.get("/assets/app-1a2b3c.js").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        headers[header::CACHE_CONTROL],
        "public, max-age=31536000, immutable"
    );
}

#[tokio::test]
async fn the_server_answers_on_a_real_port() {
    let app = spawn_app().await;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let router = app.router.clone();
    tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
    let mut stream = tokio::net::TcpStream::connect(address).await.unwrap();
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    stream
        .write_all(b"GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
        .await
        .unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).await.unwrap();
    assert!(response.starts_with("HTTP/1.1 200"), "{response}");
    assert!(response.contains("\"status\":\"ok\""));
}

#[tokio::test]
async fn a_json_body_over_256_kib_is_refused_unread() {
    let app = spawn_app().await;
    let token = app
        .sign_in_as("big@example.com", &[server::access::Role::Member], None)
        .await;
    let name = "n".repeat(300 * 1024);
    let (status, body) = app
        .call(
            "POST",
            "/api/v1/me/blends",
            Some(&token),
            Some(serde_json::json!({ "blendName": name })),
        )
        .await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(body["code"], "body_too_large");
}

#[tokio::test]
async fn a_path_and_query_over_8_kib_are_refused() {
    let app = spawn_app().await;
    let ids = "filterByIds=1&".repeat(1_000);
    let (status, body) = app.get_json(&format!("/api/v1/programs?{ids}")).await;
    assert_eq!(status, StatusCode::URI_TOO_LONG);
    assert_eq!(body["code"], "uri_too_long");
    let (status, _) = app.get_json("/api/v1/programs?filterByIds=1").await;
    assert_eq!(status, StatusCode::OK);
}
