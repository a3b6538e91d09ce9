//! The member lists over HTTP: sign-in, each member's own rows (another's are not found), the
//! value rules with their field keys, duplicates, and the portfolio's figures. The storage
//! functions run on both engines in `storage_contract/members.rs`.

use axum::http::StatusCode;
use serde_json::{json, Value};
use server::returns::statistics;
use server::{groups, programs};

use crate::common::fixtures;
use crate::support::{spawn_app, TestApp};

/// An active company "acme" with "steady" (inception 2024-01-01, minimum 250,000, returns
/// +2 %, −1 %, +3 % from January 2024) and a pending program; answers (steady, pending).
async fn company(app: &TestApp) -> (i64, i64) {
    let db = &app.db.db;
    let mut group = fixtures::group("acme");
    group.group_status_id = server::reference::group_status::ACTIVE;
    group.group_name = "Acme".to_owned();
    let group_id = groups::create_group(db, &group).await.unwrap();
    let mut steady = fixtures::program("steady");
    steady.program_name = "Steady".to_owned();
    steady.date_inception = Some("2024-01-01".to_owned());
    let steady_id = programs::create_program(db, group_id, &steady)
        .await
        .unwrap();
    let months = [
        fixtures::month(202401, 0.02),
        fixtures::month(202402, -0.01),
        fixtures::month(202403, 0.03),
    ];
    statistics::replace_returns_and_statistics(db, steady_id, &months, None)
        .await
        .unwrap();
    let mut pending = fixtures::program("pending");
    pending.program_status_id = server::reference::program_status::PENDING;
    let pending_id = programs::create_program(db, group_id, &pending)
        .await
        .unwrap();
    (steady_id, pending_id)
}

fn code(body: &Value) -> Option<&str> {
    body["code"].as_str()
}

#[tokio::test]
async fn every_list_endpoint_needs_a_signed_in_member() {
    let app = spawn_app().await;
    for (method, path, body) in [
        ("GET", "/api/v1/me/watchlist", None),
        (
            "POST",
            "/api/v1/me/watchlist",
            Some(json!({ "programId": 1 })),
        ),
        (
            "PATCH",
            "/api/v1/me/watchlist/1",
            Some(json!({ "alert": true })),
        ),
        ("DELETE", "/api/v1/me/watchlist/1", None),
        ("GET", "/api/v1/me/portfolio", None),
        (
            "POST",
            "/api/v1/me/portfolio/orders",
            Some(json!({ "programId": 1 })),
        ),
        (
            "PATCH",
            "/api/v1/me/portfolio/orders/1",
            Some(json!({ "leverage": 2 })),
        ),
        ("DELETE", "/api/v1/me/portfolio/orders/1", None),
        ("GET", "/api/v1/me/saved-searches", None),
        ("DELETE", "/api/v1/me/saved-searches/1", None),
    ] {
        let (status, _) = app.call(method, path, None, body).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{method} {path}");
    }
}

#[tokio::test]
async fn a_member_keeps_a_watchlist_no_one_else_reads_or_changes() {
    let app = spawn_app().await;
    let (steady, pending) = company(&app).await;
    let jo = app.sign_in_as_member("jo@example.com").await;
    let ann = app.sign_in_as_member("ann@example.com").await;

    let (status, item) = app
        .call(
            "POST",
            "/api/v1/me/watchlist",
            Some(&jo),
            Some(json!({ "programId": steady })),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{item}");
    assert_eq!(item["programName"], "Steady");
    assert_eq!(item["groupUri"], "acme");
    assert_eq!(item["alert"], false);
    assert_eq!(item["monthReturn"], 0.03);
    assert_eq!(item["dateReturn"], 202403);
    assert_eq!(
        item["compoundReturn"],
        Value::Null,
        "a dash below 24 months"
    );
    let id = item["watchlistId"].as_i64().unwrap();

    let (status, body) = app
        .call(
            "POST",
            "/api/v1/me/watchlist",
            Some(&jo),
            Some(json!({ "programId": steady, "alert": true })),
        )
        .await;
    assert_eq!(
        (status, code(&body)),
        (StatusCode::CONFLICT, Some("duplicate"))
    );
    for program_id in [pending, 987_654] {
        let (status, body) = app
            .call(
                "POST",
                "/api/v1/me/watchlist",
                Some(&jo),
                Some(json!({ "programId": program_id })),
            )
            .await;
        assert_eq!(
            (status, code(&body)),
            (StatusCode::NOT_FOUND, Some("not_found"))
        );
    }

    // Ann reads only her own (empty) list and reaches none of Jo's rows.
    let (status, body) = app
        .call("GET", "/api/v1/me/watchlist", Some(&ann), None)
        .await;
    assert_eq!((status, &body), (StatusCode::OK, &json!({ "items": [] })));
    let row = format!("/api/v1/me/watchlist/{id}");
    let (status, _) = app
        .call("PATCH", &row, Some(&ann), Some(json!({ "alert": true })))
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = app.call("DELETE", &row, Some(&ann), None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    let (status, body) = app
        .call("PATCH", &row, Some(&jo), Some(json!({ "alert": true })))
        .await;
    assert_eq!((status, &body["alert"]), (StatusCode::OK, &json!(true)));
    let (_, body) = app
        .call("GET", "/api/v1/me/watchlist", Some(&jo), None)
        .await;
    assert_eq!(body["items"][0]["alert"], true);
    let (status, body) = app
        .call("PATCH", &row, Some(&jo), Some(json!({ "alert": false })))
        .await;
    assert_eq!((status, &body["alert"]), (StatusCode::OK, &json!(false)));

    let (status, body) = app.call("DELETE", &row, Some(&jo), None).await;
    assert_eq!((status, body), (StatusCode::NO_CONTENT, Value::Null));
    let (status, _) = app.call("DELETE", &row, Some(&jo), None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (_, body) = app
        .call("GET", "/api/v1/me/watchlist", Some(&jo), None)
        .await;
    assert_eq!(body["items"], json!([]));
}

#[tokio::test]
async fn a_member_keeps_a_portfolio_no_one_else_reads_or_changes() {
    let app = spawn_app().await;
    let (steady, pending) = company(&app).await;
    let jo = app.sign_in_as_member("jo@example.com").await;
    let ann = app.sign_in_as_member("ann@example.com").await;

    let (status, body) = app
        .call("GET", "/api/v1/me/portfolio", Some(&jo), None)
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        body,
        json!({
            "portfolioId": null,
            "portfolioName": "My Portfolio",
            "baseCurrency": "USD",
            "baseUsdPerUnit": 1.0,
            "total": 0.0,
            "items": []
        })
    );
    let (status, row) = app
        .call(
            "POST",
            "/api/v1/me/portfolio/orders",
            Some(&jo),
            Some(json!({ "programId": steady })),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{row}");
    assert_eq!(row["quantity"], 250_000.0);
    assert_eq!(row["leverage"], 1.0);
    assert_eq!(row["dateAllocation"], "2024-01-01");
    assert_eq!(row["pctAllocated"], 1.0);
    let id = row["portfolioOrderId"].as_i64().unwrap();

    let (status, body) = app
        .call(
            "POST",
            "/api/v1/me/portfolio/orders",
            Some(&jo),
            Some(json!({ "programId": steady })),
        )
        .await;
    assert_eq!(
        (status, code(&body)),
        (StatusCode::CONFLICT, Some("duplicate"))
    );
    let (status, _) = app
        .call(
            "POST",
            "/api/v1/me/portfolio/orders",
            Some(&jo),
            Some(json!({ "programId": pending })),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    let (_, body) = app
        .call("GET", "/api/v1/me/portfolio", Some(&ann), None)
        .await;
    assert_eq!(body["items"], json!([]));
    let order = format!("/api/v1/me/portfolio/orders/{id}");
    let (status, _) = app
        .call("PATCH", &order, Some(&ann), Some(json!({ "leverage": 2 })))
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = app.call("DELETE", &order, Some(&ann), None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (_, body) = app
        .call("GET", "/api/v1/me/portfolio", Some(&jo), None)
        .await;
    assert_eq!(body["items"][0]["leverage"], 1.0);

    let (status, _) = app.call("DELETE", &order, Some(&jo), None).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (status, _) = app.call("DELETE", &order, Some(&jo), None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (_, body) = app
        .call("GET", "/api/v1/me/portfolio", Some(&jo), None)
        .await;
    assert_eq!(body["items"], json!([]));
}

#[tokio::test]
async fn allocations_outside_the_value_rules_are_refused_with_their_field_keys() {
    let app = spawn_app().await;
    let (steady, _) = company(&app).await;
    let jo = app.sign_in_as_member("jo@example.com").await;
    let (_, row) = app
        .call(
            "POST",
            "/api/v1/me/portfolio/orders",
            Some(&jo),
            Some(json!({ "programId": steady })),
        )
        .await;
    let order = format!(
        "/api/v1/me/portfolio/orders/{}",
        row["portfolioOrderId"].as_i64().unwrap()
    );
    let tomorrow = time::OffsetDateTime::now_utc().date() + time::Duration::days(1);
    for (change, field, key) in [
        (json!({ "quantity": 249_999 }), "quantity", "belowMinimum"),
        (json!({ "quantity": 0 }), "quantity", "belowMinimum"),
        (json!({ "leverage": 0.75 }), "leverage", "invalidLeverage"),
        (json!({ "leverage": 10.5 }), "leverage", "invalidLeverage"),
        (json!({ "leverage": 0.5 }), "leverage", "invalidLeverage"),
        (
            json!({ "dateAllocation": "2023-12-31" }),
            "dateAllocation",
            "outOfRange",
        ),
        (
            json!({ "dateAllocation": tomorrow.to_string() }),
            "dateAllocation",
            "outOfRange",
        ),
        (json!({ "color": "blue" }), "color", "invalidColor"),
    ] {
        let (status, body) = app
            .call("PATCH", &order, Some(&jo), Some(change.clone()))
            .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{change}");
        assert_eq!(code(&body), Some("validation_failed"));
        assert_eq!(body["fields"], json!({ field: key }), "{change}");
    }
    let (_, body) = app
        .call("GET", "/api/v1/me/portfolio", Some(&jo), None)
        .await;
    assert_eq!(body["items"][0], row, "nothing refused was stored");

    let (status, body) = app
        .call(
            "PATCH",
            &order,
            Some(&jo),
            Some(json!({ "leverage": 10, "quantity": 250_000, "color": "#336699" })),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["leverage"], 10.0);
    assert_eq!(body["color"], "#336699");
    let (_, body) = app
        .call("PATCH", &order, Some(&jo), Some(json!({ "color": null })))
        .await;
    assert_eq!(body["color"], Value::Null);
    assert_eq!(body["leverage"], 10.0);
}

fn assert_close(actual: &Value, expected: f64) {
    let actual = actual.as_f64().unwrap_or(f64::NAN);
    assert!(
        (actual - expected).abs() < 1e-9,
        "{actual} is not {expected}"
    );
}

#[tokio::test]
async fn the_period_return_and_current_value_follow_the_hand_computation() {
    let app = spawn_app().await;
    let (steady, _) = company(&app).await;
    let jo = app.sign_in_as_member("jo@example.com").await;
    let (_, row) = app
        .call(
            "POST",
            "/api/v1/me/portfolio/orders",
            Some(&jo),
            Some(json!({ "programId": steady })),
        )
        .await;
    // Since inception, unleveraged: 1.02 × 0.99 × 1.03 − 1 = 0.040094 on 250,000.
    assert_close(&row["periodReturn"], 0.040_094);
    assert_close(&row["currentValue"], 260_023.5);
    assert_close(&row["cashLevel"], 250_000.0);

    let order = format!(
        "/api/v1/me/portfolio/orders/{}",
        row["portfolioOrderId"].as_i64().unwrap()
    );
    let (status, row) = app
        .call(
            "PATCH",
            &order,
            Some(&jo),
            Some(json!({ "quantity": 300_000, "leverage": 2, "dateAllocation": "2024-02-10" })),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{row}");
    // February and March at 2×: 0.98 × 1.06 − 1 = 0.0388 on a cash level of 150,000.
    assert_close(&row["cashLevel"], 150_000.0);
    assert_close(&row["periodReturn"], 0.0388);
    assert_close(&row["currentValue"], 155_820.0);
    assert_eq!(row["dateReturn"], 202403);
}

#[tokio::test]
async fn a_member_lists_and_deletes_only_their_own_saved_searches() {
    let app = spawn_app().await;
    let jo = app.sign_in_as_member("jo@example.com").await;
    let ann = app.sign_in_as_member("ann@example.com").await;
    let mut ids = Vec::new();
    for filters in [
        json!({ "filterByProgramTypesId": ["2", "3"] }),
        json!({ "filterByCARORMin": "10" }),
    ] {
        let (status, body) = app
            .call(
                "POST",
                "/api/v1/me/saved-searches",
                Some(&jo),
                Some(json!({ "filters": filters })),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        ids.push(body["savedSearchId"].as_i64().unwrap());
    }
    let (status, body) = app
        .call("GET", "/api/v1/me/saved-searches", Some(&jo), None)
        .await;
    assert_eq!(status, StatusCode::OK);
    let items = body["items"].as_array().unwrap();
    assert_eq!(items.len(), 2);
    assert_eq!(items[0]["savedSearchId"], ids[1], "newest first");
    assert_eq!(items[0]["filters"], json!({ "filterByCARORMin": "10" }));
    assert_eq!(
        items[1]["filters"],
        json!({ "filterByProgramTypesId": ["2", "3"] })
    );
    assert!(items[1]["dateCreated"].as_str().unwrap().ends_with('Z'));

    let (_, body) = app
        .call("GET", "/api/v1/me/saved-searches", Some(&ann), None)
        .await;
    assert_eq!(body["items"], json!([]));
    let first = format!("/api/v1/me/saved-searches/{}", ids[0]);
    let (status, body) = app.call("DELETE", &first, Some(&ann), None).await;
    assert_eq!(
        (status, code(&body)),
        (StatusCode::NOT_FOUND, Some("not_found"))
    );
    let (status, _) = app.call("DELETE", &first, Some(&jo), None).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (status, _) = app.call("DELETE", &first, Some(&jo), None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (_, body) = app
        .call("GET", "/api/v1/me/saved-searches", Some(&jo), None)
        .await;
    assert_eq!(body["items"].as_array().unwrap().len(), 1);
}
