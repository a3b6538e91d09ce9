//! The blends endpoints over HTTP: sign-in and ownership on every route, the contract's refusals,
//! the worksheet's rules, and the official statistics a save stores. Storage details run on both
//! engines in the storage contract (`storage_contract/blends.rs`).

use analytics_core::blend::{Allocation, BlendComponent};
use analytics_core::{blend_statistics, StatisticsOptions};
use axum::http::StatusCode;
use serde_json::{json, Value};
use server::indexes;
use server::returns::{self, statistics, ReportedMonth};
use server::{groups, programs};

use crate::common::fixtures;
use crate::support::{spawn_app, TestApp};

/// `count` months from `first` (`yyyymm`), varied without randomness.
fn months(first: i32, count: i32, step: i32, modulus: i32, offset: f64) -> Vec<ReportedMonth> {
    let returns: Vec<f64> = (0..count)
        .map(|i| ((i * step) % modulus) as f64 / 100.0 - offset)
        .collect();
    fixtures::months(first, &returns)
}

/// Programs of an active company: "trend" (36 months, no minimum), "carry" (24 months, minimum
/// 250,000) and "pending" (not listed to members); and the S&P 500. Answers their ids.
struct Programs {
    trend: i64,
    carry: i64,
    pending: i64,
}

async fn programs(app: &TestApp) -> Programs {
    let db = &app.db.db;
    let mut group = fixtures::group("acme");
    group.group_status_id = server::reference::group_status::ACTIVE;
    let group_id = groups::create_group(db, &group).await.unwrap();
    let mut ids = Vec::new();
    for (uri, minimum, status, returns) in [
        (
            "trend",
            None,
            server::reference::program_status::ACTIVE,
            months(202101, 36, 37, 11, 0.04),
        ),
        (
            "carry",
            Some(250_000.0),
            server::reference::program_status::ACTIVE,
            months(202201, 24, 53, 13, 0.05),
        ),
        (
            "pending",
            None,
            server::reference::program_status::PENDING,
            months(202101, 36, 37, 11, 0.04),
        ),
    ] {
        let mut program = fixtures::program(uri);
        program.investment_min = minimum;
        program.program_status_id = status;
        let id = programs::create_program(db, group_id, &program)
            .await
            .unwrap();
        statistics::replace_returns_and_statistics(db, id, &returns, None)
            .await
            .unwrap();
        ids.push(id);
    }
    let index_id = indexes::create_index(db, &fixtures::sp500_index())
        .await
        .unwrap();
    returns::replace_index_returns(db, index_id, &months(202001, 60, 29, 9, 0.03))
        .await
        .unwrap();
    Programs {
        trend: ids[0],
        carry: ids[1],
        pending: ids[2],
    }
}

/// A request that must succeed with `expected`; answers the body.
async fn ok(
    app: &TestApp,
    method: &str,
    path: &str,
    token: &str,
    body: Option<Value>,
    expected: StatusCode,
) -> Value {
    let (status, json) = app.call(method, path, Some(token), body).await;
    assert_eq!(status, expected, "{method} {path}: {json}");
    json
}

/// A new worksheet of `program_ids`; answers its id.
async fn worksheet(app: &TestApp, token: &str, program_ids: &[i64]) -> i64 {
    let body = Some(json!({ "programIds": program_ids }));
    let blend = ok(
        app,
        "POST",
        "/api/v1/me/blends",
        token,
        body,
        StatusCode::CREATED,
    )
    .await;
    blend["blendId"].as_i64().unwrap()
}

fn listed(list: &Value) -> Vec<i64> {
    list["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["blendId"].as_i64().unwrap())
        .collect()
}

#[tokio::test]
async fn every_blend_route_needs_a_signed_in_member() {
    let app = spawn_app().await;
    for (method, path) in [
        ("GET", "/api/v1/me/blends"),
        ("POST", "/api/v1/me/blends"),
        ("GET", "/api/v1/me/blends/current"),
        ("GET", "/api/v1/me/blends/1"),
        ("DELETE", "/api/v1/me/blends/1"),
        ("POST", "/api/v1/me/blends/1/load"),
        ("POST", "/api/v1/me/blends/1/copy"),
        ("PUT", "/api/v1/me/blends/1/save"),
        ("POST", "/api/v1/me/blends/1/save-as"),
        ("POST", "/api/v1/me/blends/1/orders"),
        ("PUT", "/api/v1/me/blends/1/orders"),
        ("PATCH", "/api/v1/me/blends/1/orders/1"),
        ("DELETE", "/api/v1/me/blends/1/orders/1"),
        ("PUT", "/api/v1/me/blends/1/normalization"),
    ] {
        let (status, body) = app.call(method, path, None, Some(json!({}))).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{method} {path}: {body}");
    }
}

#[tokio::test]
async fn a_member_never_reads_loads_copies_saves_deletes_or_changes_anothers_blend() {
    let app = spawn_app().await;
    let p = programs(&app).await;
    let owner = app.sign_in_as_member("owner@example.com").await;
    let other = app.sign_in_as_member("other@example.com").await;
    let id = worksheet(&app, &owner, &[p.trend]).await;
    let blend = ok(
        &app,
        "GET",
        &format!("/api/v1/me/blends/{id}"),
        &owner,
        None,
        StatusCode::OK,
    )
    .await;
    let order = blend["orders"][0]["blendOrderId"].as_i64().unwrap();
    let base = format!("/api/v1/me/blends/{id}");
    let order_path = format!("{base}/orders/{order}");
    let name = json!({ "blendName": "Mine" });
    for (method, path, body) in [
        ("GET", base.clone(), None),
        ("POST", format!("{base}/load"), None),
        ("POST", format!("{base}/copy"), None),
        ("PUT", format!("{base}/save"), Some(name.clone())),
        ("POST", format!("{base}/save-as"), Some(name.clone())),
        ("DELETE", base.clone(), None),
        (
            "POST",
            format!("{base}/orders"),
            Some(json!({ "programIds": [p.carry] })),
        ),
        (
            "PUT",
            format!("{base}/orders"),
            Some(json!({ "orders": [{ "programId": p.trend, "quantity": 1.0, "leverage": 2.0 }] })),
        ),
        (
            "PATCH",
            order_path.clone(),
            Some(json!({ "leverage": 2.0 })),
        ),
        ("DELETE", order_path.clone(), None),
        (
            "PUT",
            format!("{base}/normalization"),
            Some(json!({ "isNormalized": true })),
        ),
        ("GET", "/api/v1/me/blends/999999".to_owned(), None),
    ] {
        let (status, json) = app.call(method, &path, Some(&other), body).await;
        assert_eq!(
            (status, json["code"].as_str()),
            (StatusCode::NOT_FOUND, Some("not_found")),
            "{method} {path}"
        );
    }
    let after = ok(&app, "GET", &base, &owner, None, StatusCode::OK).await;
    assert_eq!(after["isCurrent"], true);
    assert_eq!(after["isNormalized"], false);
    assert_eq!(after["orders"].as_array().unwrap().len(), 1);
    assert_eq!(after["orders"][0]["leverage"], 1.0);
    // The stranger's own blender never shows it either.
    let theirs = ok(
        &app,
        "GET",
        "/api/v1/me/blends/current",
        &other,
        None,
        StatusCode::OK,
    )
    .await;
    assert_ne!(theirs["blendId"].as_i64(), Some(id));
    let (_, list) = app
        .call("GET", "/api/v1/me/blends", Some(&other), None)
        .await;
    assert!(listed(&list).is_empty());
}

#[tokio::test]
async fn duplicates_hidden_programs_and_bad_values_are_refused_with_the_contracts_keys() {
    let app = spawn_app().await;
    let p = programs(&app).await;
    let token = app.sign_in_as_member("m@example.com").await;
    let id = worksheet(&app, &token, &[p.trend]).await;
    let orders = format!("/api/v1/me/blends/{id}/orders");

    let (status, body) = app
        .call(
            "POST",
            &orders,
            Some(&token),
            Some(json!({ "programIds": [p.trend] })),
        )
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::CONFLICT, Some("duplicate"))
    );
    let (status, _) = app
        .call(
            "POST",
            &orders,
            Some(&token),
            Some(json!({ "programIds": [p.pending] })),
        )
        .await;
    assert_eq!(
        status,
        StatusCode::NOT_FOUND,
        "a pending program is not the member's to add"
    );
    let (status, body) = app
        .call(
            "POST",
            "/api/v1/me/blends",
            Some(&token),
            Some(json!({ "programIds": [p.carry, p.carry] })),
        )
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::CONFLICT, Some("duplicate"))
    );

    let added = ok(
        &app,
        "POST",
        &orders,
        &token,
        Some(json!({ "programIds": [p.carry] })),
        StatusCode::CREATED,
    )
    .await;
    // The first program starts at 100,000 (it has no minimum); the one added gets half the
    // blend's total, raised to its minimum; both at leverage 1.
    assert_eq!(added["orders"][0]["quantity"], 100_000.0);
    assert_eq!(added["orders"][1]["quantity"], 250_000.0);
    assert_eq!(added["orders"][1]["leverage"], 1.0);

    let (status, body) = app
        .call(
            "PUT",
            &orders,
            Some(&token),
            Some(json!({ "orders": [
                { "programId": p.trend, "quantity": 0, "leverage": 1.25, "color": "#12345" },
                { "programId": p.carry, "quantity": 249_999, "leverage": 2 },
            ] })),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        body["fields"],
        json!({
            "orders.0.quantity": "belowMinimum",
            "orders.0.leverage": "invalidLeverage",
            "orders.0.color": "invalidColor",
            "orders.1.quantity": "belowMinimum",
        })
    );
    let order = added["orders"][1]["blendOrderId"].as_i64().unwrap();
    let (status, body) = app
        .call(
            "PATCH",
            &format!("{orders}/{order}"),
            Some(&token),
            Some(json!({ "quantity": 1000, "leverage": 11 })),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        body["fields"],
        json!({ "quantity": "belowMinimum", "leverage": "invalidLeverage" })
    );
    let changed = ok(
        &app,
        "PATCH",
        &format!("{orders}/{order}"),
        &token,
        Some(json!({ "quantity": 300_000, "leverage": 2.5, "color": "#1F77B4" })),
        StatusCode::OK,
    )
    .await;
    assert_eq!(changed["orders"][1]["quantity"], 300_000.0);
    assert_eq!(changed["orders"][1]["leverage"], 2.5);
    assert_eq!(changed["orders"][1]["color"], "#1f77b4");

    let (status, body) = app
        .call(
            "PUT",
            &format!("/api/v1/me/blends/{id}/save"),
            Some(&token),
            Some(json!({ "blendName": " " })),
        )
        .await;
    assert_eq!(
        (status, body["fields"].clone()),
        (
            StatusCode::UNPROCESSABLE_ENTITY,
            json!({ "blendName": "required" })
        )
    );
    let long = "x".repeat(101);
    let (_, body) = app
        .call(
            "PUT",
            &format!("/api/v1/me/blends/{id}/save"),
            Some(&token),
            Some(json!({ "blendName": long })),
        )
        .await;
    assert_eq!(body["fields"], json!({ "blendName": "tooLong" }));
}

#[tokio::test]
async fn a_program_added_to_a_blend_gets_an_equal_share_of_its_total() {
    let app = spawn_app().await;
    let p = programs(&app).await;
    let token = app.sign_in_as_member("m@example.com").await;
    let id = worksheet(&app, &token, &[p.trend]).await;
    let orders = format!("/api/v1/me/blends/{id}/orders");
    ok(
        &app,
        "PUT",
        &orders,
        &token,
        Some(json!({ "orders": [{ "programId": p.trend, "quantity": 900_000, "leverage": 2 }] })),
        StatusCode::OK,
    )
    .await;
    let added = ok(
        &app,
        "POST",
        &orders,
        &token,
        Some(json!({ "programIds": [p.carry] })),
        StatusCode::CREATED,
    )
    .await;
    // 900,000 over the two programs it now holds: above carry's 250,000 minimum.
    assert_eq!(added["orders"][1]["quantity"], 450_000.0);
    assert_eq!(added["orders"][1]["leverage"], 1.0);
    assert_eq!(
        added["orders"][0]["quantity"], 900_000.0,
        "the others keep theirs"
    );
}

#[tokio::test]
async fn the_worksheet_rules_hold_from_creation_to_save_as() {
    let app = spawn_app().await;
    let p = programs(&app).await;
    let token = app.sign_in_as_member("m@example.com").await;

    // The first visit to the blender creates the empty worksheet.
    let current = ok(
        &app,
        "GET",
        "/api/v1/me/blends/current",
        &token,
        None,
        StatusCode::OK,
    )
    .await;
    assert_eq!(current["blendTypeId"], 4);
    assert_eq!(current["blendName"], "New Blend");
    assert_eq!(current["modified"], true);
    assert_eq!(current["benchmark"]["name"], "S&P 500");
    let first = current["blendId"].as_i64().unwrap();

    // The worksheet cannot be deleted.
    let (status, body) = app
        .call(
            "DELETE",
            &format!("/api/v1/me/blends/{first}"),
            Some(&token),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(body["fields"], json!({ "blendTypeId": "worksheet" }));

    // Creating a new blend replaces the previous worksheet.
    let second = worksheet(&app, &token, &[p.trend, p.carry]).await;
    let (status, _) = app
        .call(
            "GET",
            &format!("/api/v1/me/blends/{first}"),
            Some(&token),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let blend = ok(
        &app,
        "GET",
        "/api/v1/me/blends/current",
        &token,
        None,
        StatusCode::OK,
    )
    .await;
    assert_eq!(blend["blendId"].as_i64(), Some(second));
    assert_eq!(blend["orders"][1]["returns"]["months"][0], 202201);
    assert_eq!(
        blend["orders"][1]["returns"]["values"]
            .as_array()
            .unwrap()
            .len(),
        24
    );
    assert_eq!(blend["benchmark"]["months"].as_array().unwrap().len(), 60);

    // The worksheet is never listed; saving turns it into a listed saved blend.
    let list = ok(
        &app,
        "GET",
        "/api/v1/me/blends",
        &token,
        None,
        StatusCode::OK,
    )
    .await;
    assert!(listed(&list).is_empty());
    let saved = ok(
        &app,
        "PUT",
        &format!("/api/v1/me/blends/{second}/save"),
        &token,
        Some(json!({ "blendName": "Core" })),
        StatusCode::OK,
    )
    .await;
    assert_eq!(
        (
            saved["blendTypeId"].clone(),
            saved["blendStatusId"].clone(),
            saved["modified"].clone()
        ),
        (json!(1), json!(3), json!(false))
    );
    assert_eq!(saved["isCurrent"], true);
    let list = ok(
        &app,
        "GET",
        "/api/v1/me/blends",
        &token,
        None,
        StatusCode::OK,
    )
    .await;
    assert_eq!(listed(&list), [second]);
    assert_eq!(list["items"][0]["programCount"], 2);

    // Save As after a change: the copy is current, the original back as last saved.
    ok(
        &app,
        "PUT",
        &format!("/api/v1/me/blends/{second}/orders"),
        &token,
        Some(json!({ "orders": [{ "programId": p.trend, "quantity": 100_000, "leverage": 4 }] })),
        StatusCode::OK,
    )
    .await;
    let variant = ok(
        &app,
        "POST",
        &format!("/api/v1/me/blends/{second}/save-as"),
        &token,
        Some(json!({ "blendName": "Levered" })),
        StatusCode::CREATED,
    )
    .await;
    let variant_id = variant["blendId"].as_i64().unwrap();
    assert_eq!(variant["orders"][0]["leverage"], 4.0);
    assert_eq!(variant["isCurrent"], true);
    let original = ok(
        &app,
        "GET",
        &format!("/api/v1/me/blends/{second}"),
        &token,
        None,
        StatusCode::OK,
    )
    .await;
    assert_eq!(original["modified"], false);
    assert_eq!(original["isCurrent"], false);
    assert_eq!(original["orders"].as_array().unwrap().len(), 2);
    assert_eq!(original["orders"][0]["leverage"], 1.0);
    assert_eq!(original["statistics"], saved["statistics"]);

    // The saved blend that is not current only takes new programs.
    let (status, body) = app
        .call(
            "PUT",
            &format!("/api/v1/me/blends/{second}/normalization"),
            Some(&token),
            Some(json!({ "isNormalized": true })),
        )
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::CONFLICT, Some("not_current"))
    );

    // Loading a saved blend deletes a current worksheet.
    let sheet = worksheet(&app, &token, &[]).await;
    let loaded = ok(
        &app,
        "POST",
        &format!("/api/v1/me/blends/{second}/load"),
        &token,
        None,
        StatusCode::OK,
    )
    .await;
    assert_eq!(loaded["isCurrent"], true);
    let (status, _) = app
        .call(
            "GET",
            &format!("/api/v1/me/blends/{sheet}"),
            Some(&token),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    // A copy is listed beside its source; deleting the current blend leaves none current.
    let copy = ok(
        &app,
        "POST",
        &format!("/api/v1/me/blends/{second}/copy"),
        &token,
        None,
        StatusCode::CREATED,
    )
    .await;
    assert_eq!(copy["blendName"], "Core (Copy)");
    assert_eq!(copy["isCurrent"], false);
    let status = app
        .call(
            "DELETE",
            &format!("/api/v1/me/blends/{second}"),
            Some(&token),
            None,
        )
        .await
        .0;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let list = ok(
        &app,
        "GET",
        "/api/v1/me/blends",
        &token,
        None,
        StatusCode::OK,
    )
    .await;
    let mut ids = listed(&list);
    ids.sort();
    let mut expected = vec![variant_id, copy["blendId"].as_i64().unwrap()];
    expected.sort();
    assert_eq!(ids, expected);
    assert!(list["items"]
        .as_array()
        .unwrap()
        .iter()
        .all(|b| b["isCurrent"] == false));
    let fresh = ok(
        &app,
        "GET",
        "/api/v1/me/blends/current",
        &token,
        None,
        StatusCode::OK,
    )
    .await;
    assert_eq!(fresh["blendTypeId"], 4);
    assert!(fresh["orders"].as_array().unwrap().is_empty());
}

#[tokio::test]
async fn a_save_stores_the_engines_statistics_and_the_list_shows_their_figures() {
    let app = spawn_app().await;
    let p = programs(&app).await;
    let token = app.sign_in_as_member("m@example.com").await;
    let id = worksheet(&app, &token, &[p.trend, p.carry]).await;
    ok(
        &app,
        "PUT",
        &format!("/api/v1/me/blends/{id}/orders"),
        &token,
        Some(json!({ "orders": [
            { "programId": p.carry, "quantity": 400_000, "leverage": 1.5 },
            { "programId": p.trend, "quantity": 150_000, "leverage": 3 },
        ] })),
        StatusCode::OK,
    )
    .await;
    let saved = ok(
        &app,
        "PUT",
        &format!("/api/v1/me/blends/{id}/save"),
        &token,
        Some(json!({ "blendName": "Core" })),
        StatusCode::OK,
    )
    .await;

    // The engine, called directly on the same series and allocations.
    let db = &app.db.db;
    let series = |id| async move {
        statistics::return_series(&returns::program_returns(db, id).await.unwrap()).unwrap()
    };
    let (carry, trend) = (series(p.carry).await, series(p.trend).await);
    let sp500 = statistics::benchmark_series(db).await.unwrap().unwrap();
    let components = [
        BlendComponent {
            series: &carry,
            allocation: Allocation::new(400_000.0, 1.5).unwrap(),
        },
        BlendComponent {
            series: &trend,
            allocation: Allocation::new(150_000.0, 3.0).unwrap(),
        },
    ];
    let direct = blend_statistics(
        &components,
        false,
        Some(&sp500),
        &StatisticsOptions::default(),
    )
    .unwrap();
    let expected: Value = serde_json::from_str(&serde_json::to_string(&direct).unwrap()).unwrap();
    assert_eq!(saved["statistics"], expected);

    let list = ok(
        &app,
        "GET",
        "/api/v1/me/blends",
        &token,
        None,
        StatusCode::OK,
    )
    .await;
    let row = &list["items"][0];
    let stats = &expected["statistics"];
    assert_eq!(
        row["ytdReturn"],
        stats["periodReturns"]["program"]["ytdReturn"]
    );
    assert_eq!(row["compoundedAnnualROR"], stats["compoundedAnnualReturn"]);
    assert_eq!(row["maxDrawDown"], stats["maxDrawDown"]);
    assert_eq!(
        row["correlationsp500"],
        stats["periodReturns"]["correlationsp500"]["value"]
    );
    assert_eq!(row["sharpe"], stats["sharpeRatio"]);
    assert_eq!(
        row["standardDeviation"],
        stats["annualizedStandardDeviation"]
    );
    assert!(row["sharpe"].is_f64() && row["correlationsp500"].is_f64());
    assert_eq!(row["dateCalculated"], saved["dateCalculated"]);
}
