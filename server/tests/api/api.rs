//! The HTTP API through the real router: health, reference data, OpenAPI, errors and the web app
//! fallback.

use axum::body::Body;
use axum::http::{header, Request, StatusCode};

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

/// The operations that answer 401 without taking a session: credentials in the body, the
/// listing whose blend correlation alone needs a reader, and the inquiries, which a visitor
/// sends verified and a member signed in (a stale session is then refused, not ignored).
const ANSWER_401_WITHOUT_A_SESSION: [&str; 5] = [
    "signIn",
    "refreshSession",
    "listPrograms",
    "requestResearch",
    "sendContactMessage",
];

#[tokio::test]
async fn every_operation_that_needs_a_session_declares_its_security() {
    let app = spawn_app().await;
    let (_, document) = app.get_json("/api/v1/openapi.json").await;
    let schemes = &document["components"]["securitySchemes"];
    assert_eq!(schemes["bearerToken"]["scheme"], "bearer");
    assert_eq!(schemes["sessionCookie"]["in"], "cookie");
    assert_eq!(schemes["sessionCookie"]["name"], "atlas_access");
    let either = serde_json::json!([{ "bearerToken": [] }, { "sessionCookie": [] }]);
    let mut secured = 0;
    for (path, item) in document["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            let id = operation["operationId"].as_str().unwrap();
            let answers_401 = operation["responses"].get("401").is_some();
            if answers_401 && !ANSWER_401_WITHOUT_A_SESSION.contains(&id) {
                assert_eq!(operation["security"], either, "{method} {path}");
                secured += 1;
            } else {
                assert!(operation.get("security").is_none(), "{method} {path}");
            }
        }
    }
    assert!(secured > 50, "{secured}");
}

#[tokio::test]
async fn the_documents_choices_are_the_reference_lists() {
    let app = spawn_app().await;
    let (_, reference) = app.get_json("/api/v1/reference").await;
    let document = serde_json::to_value(server::app::api_document()).unwrap();
    let schemas = &document["components"]["schemas"];
    let shares =
        |list: &str| format!("ProgramInput/properties/{list}/items/allOf/1/properties/typeId");
    let choices = [
        (
            "ProgramInput/properties/programStatusId".to_owned(),
            "programStatuses",
        ),
        (
            "ProgramInput/properties/programTypeId".to_owned(),
            "programTypes",
        ),
        (
            "ProgramInput/properties/membershipStatusId".to_owned(),
            "membershipStatuses",
        ),
        (
            "ProgramInput/properties/subscriptionFrequencyTypeId".to_owned(),
            "frequencyTypes",
        ),
        (
            "ProgramInput/properties/redemptionFrequencyTypeId".to_owned(),
            "frequencyTypes",
        ),
        (
            "ProgramInput/properties/investorRequirementTypeId".to_owned(),
            "investorRequirementTypes",
        ),
        (
            "ProgramInput/properties/sectorFocusTypeId".to_owned(),
            "sectorFocusTypes",
        ),
        ("ProgramInput/properties/carorType".to_owned(), "carorTypes"),
        (shares("methodologies"), "methodologyTypes"),
        (shares("allocationStrategies"), "allocationStrategyTypes"),
        (shares("compositions"), "compositionTypes"),
        (shares("holdings"), "holdingPeriodTypes"),
        (
            "ProgramStatusChange/properties/programStatusId".to_owned(),
            "programStatuses",
        ),
        (
            "SaveProgram/properties/platformIds/items".to_owned(),
            "platforms",
        ),
        (
            "UpdateGroup/properties/platformIds/items".to_owned(),
            "platforms",
        ),
        (
            "CompanyInput/properties/groupTypeIds/items".to_owned(),
            "groupTypes",
        ),
        (
            "ContactInput/properties/contactTypeId".to_owned(),
            "contactTypes",
        ),
        (
            "CtaRegistration/properties/contactTypeId".to_owned(),
            "contactTypes",
        ),
        (
            "MembershipInput/properties/membershipTypeId".to_owned(),
            "membershipTypes",
        ),
    ];
    for (pointer, list) in choices {
        let schema = schemas.pointer(&format!("/{pointer}")).expect(&pointer);
        let (min, max) = (schema["minimum"].as_i64(), schema["maximum"].as_i64());
        let range: Vec<i64> = (min.expect(&pointer)..=max.expect(&pointer)).collect();
        let mut ids: Vec<i64> = reference[list]
            .as_array()
            .unwrap()
            .iter()
            .map(|item| item["id"].as_i64().unwrap())
            .collect();
        ids.sort_unstable();
        assert_eq!(range, ids, "{pointer}");
    }
    let mut currencies: Vec<&str> = reference["currencies"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["code"].as_str().unwrap())
        .collect();
    currencies.sort_unstable();
    let mut stated = server::programs::model::CURRENCIES.to_vec();
    stated.sort_unstable();
    assert_eq!(stated, currencies);
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
async fn a_precompressed_copy_is_sent_to_a_browser_that_accepts_it() {
    let app = spawn_app().await;
    let request = |encodings: &'static str| {
        Request::get("/assets/app-1a2b3c.js")
            .header(header::ACCEPT_ENCODING, encodings)
            .body(Body::empty())
            .unwrap()
    };
    let (status, headers, body) = app.send(request("gzip, deflate, br, zstd")).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers[header::CONTENT_ENCODING], "br");
    assert_eq!(body, b"brotli bytes");
    assert!(headers[header::CONTENT_TYPE]
        .to_str()
        .unwrap()
        .contains("javascript"));

    let (_, headers, body) = app.send(request("identity")).await;
    assert!(headers.get(header::CONTENT_ENCODING).is_none());
    assert_eq!(body, b"console.log(1)");
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
