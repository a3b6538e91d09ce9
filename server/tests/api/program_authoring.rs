//! Adding and editing programs over HTTP: the form's rules with their field keys, who may do
//! what (anonymous, member, another company's manager, the company's manager, administrator,
//! Platform Manager), approval into the listings, URIs, moving and status dates. The storage
//! functions run on both engines in `storage_contract/programs.rs`.

use axum::http::StatusCode;
use serde_json::{json, Value};
use server::access::Role;
use server::returns::statistics;
use server::{groups, programs};

use crate::common::fixtures;
use crate::support::versions::Saves;
use crate::support::{spawn_app, TestApp};

/// Two active companies, "acme" (on platform 1) and "other"; answers their ids.
async fn companies(app: &TestApp) -> (i64, i64) {
    let db = &app.db.db;
    let mut acme = fixtures::group("acme");
    acme.group_status_id = server::reference::group_status::ACTIVE;
    acme.group_name = "Acme".to_owned();
    let acme_id = groups::create_group(db, &acme).await.unwrap();
    let mut other = fixtures::group("other");
    other.group_status_id = server::reference::group_status::ACTIVE;
    other.group_name = "Other".to_owned();
    other.platform_ids = vec![2, 3];
    let other_id = groups::create_group(db, &other).await.unwrap();
    (acme_id, other_id)
}

/// A stored program of `group_id` with `status`.
async fn stored_program(app: &TestApp, group_id: i64, uri: &str, status: i64) -> i64 {
    let mut program = fixtures::program(uri);
    program.program_status_id = status;
    programs::create_program(&app.db.db, group_id, &program)
        .await
        .unwrap()
}

/// A complete, valid form (fractions for percentages).
fn form() -> Value {
    json!({
        "programStatusId": 2,
        "programName": "Diversified Trend",
        "programTypeId": 3,
        "membershipStatusId": 1,
        "symbol": "",
        "currency": "USD",
        "investmentMin": 250000.0,
        "tradingLevelIncrease": null,
        "subscriptionFrequencyTypeId": 3,
        "redemptionFrequencyTypeId": 3,
        "investorRequirementTypeId": 1,
        "lockupPeriod": 0,
        "wddExpected": null,
        "worstPeak2Trough": null,
        "sectorFocusTypeId": 4,
        "carorType": 0,
        "fundingNotional": false,
        "fundingMaxNotional": 0.0,
        "usInvest": true,
        "proprietary": false,
        "hideProgram": false,
        "feeManagement": 0.02,
        "feePerformance": 0.2,
        "averageCommission": null,
        "highwaterMark": true,
        "roundturnYearMillion": null,
        "marginEquityRatio": 0.0,
        "description": "Trend following across 60 markets.",
        "strategyInvestment": "",
        "strategyRisk": "",
        "accountingNotes": "",
        "methodologies": [{ "typeId": 2, "value": 1.0 }],
        "allocationStrategies": [],
        "compositions": [],
        "holdings": [],
        "groupId": null
    })
}

fn save(program: Value) -> Value {
    json!({ "program": program, "acceptedAgreement": true })
}

fn with(changes: Value) -> Value {
    let mut program = form();
    for (key, value) in changes.as_object().unwrap() {
        program[key] = value.clone();
    }
    program
}

const ACME_PROGRAMS: &str = "/api/v1/groups/acme/programs";

fn program_path(uri: &str) -> String {
    format!("{ACME_PROGRAMS}/{uri}")
}

#[tokio::test]
async fn a_managers_program_starts_pending_and_reaches_the_listings_once_activated() {
    let app = spawn_app().await;
    let (acme_id, _) = companies(&app).await;
    let manager = app
        .sign_in_as(
            "manager@acme.test",
            &[Role::Member, Role::CtaManager],
            Some(acme_id),
        )
        .await;
    // An active status chosen by a manager is not theirs to choose: the program starts Pending.
    let (status, created) = app
        .call(
            "POST",
            ACME_PROGRAMS,
            Some(&manager),
            Some(save(with(json!({ "programStatusId": 1 })))),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    assert_eq!(created["programUri"], "diversified-trend");
    assert_eq!(created["groupUri"], "acme");
    assert_eq!(created["groupName"], "Acme");
    assert_eq!(created["program"]["programStatusId"], 2);
    assert_eq!(created["program"]["groupId"], acme_id);
    assert_eq!(
        created["platformIds"],
        json!([1]),
        "the company's platforms"
    );

    let listed = |body: &Value| {
        body["items"]
            .as_array()
            .unwrap()
            .iter()
            .any(|item| item["programUri"] == "diversified-trend")
    };
    let (_, screener) = app.get_json("/api/v1/programs?pageSize=100").await;
    assert!(!listed(&screener), "{screener}");
    let (_, page) = app.get_json(ACME_PROGRAMS).await;
    assert!(!listed(&page), "{page}");
    let (status, _) = app.get_json(&program_path("diversified-trend")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (_, own_page) = app.call("GET", ACME_PROGRAMS, Some(&manager), None).await;
    assert!(listed(&own_page), "its managers see it pending: {own_page}");

    let admin = app
        .sign_in_as(
            "admin@atlas.test",
            &[Role::Member, Role::Administrator],
            None,
        )
        .await;
    let (status, activated) = app
        .call(
            "PATCH",
            &format!("{}/status", program_path("diversified-trend")),
            Some(&admin),
            Some(json!({ "programStatusId": 1 })),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{activated}");
    assert_eq!(activated["program"]["programStatusId"], 1);
    let (_, screener) = app.get_json("/api/v1/programs?pageSize=100").await;
    assert!(listed(&screener), "{screener}");
    let (_, page) = app.get_json(ACME_PROGRAMS).await;
    assert!(listed(&page), "{page}");
    let (status, detail) = app.get_json(&program_path("diversified-trend")).await;
    assert_eq!(status, StatusCode::OK);
    let today = time::OffsetDateTime::now_utc().date().to_string();
    assert_eq!(detail["dateApproved"], today.as_str());
}

#[tokio::test]
async fn an_administrator_may_create_a_program_with_a_status() {
    let app = spawn_app().await;
    companies(&app).await;
    let admin = app
        .sign_in_as("admin@atlas.test", &[Role::Administrator], None)
        .await;
    let (status, created) = app
        .call(
            "POST",
            ACME_PROGRAMS,
            Some(&admin),
            Some(save(with(json!({ "programStatusId": 1 })))),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    assert_eq!(created["program"]["programStatusId"], 1);
    let (status, detail) = app.get_json(&program_path("diversified-trend")).await;
    assert_eq!(status, StatusCode::OK, "{detail}");
    assert!(detail["dateApproved"].is_string());
}

#[tokio::test]
async fn names_give_unique_uris_that_stay_on_rename() {
    let app = spawn_app().await;
    let (acme_id, _) = companies(&app).await;
    let manager = app
        .sign_in_as("manager@acme.test", &[Role::CtaManager], Some(acme_id))
        .await;
    let mut uris = Vec::new();
    for _ in 0..3 {
        let (status, created) = app
            .call("POST", ACME_PROGRAMS, Some(&manager), Some(save(form())))
            .await;
        assert_eq!(status, StatusCode::CREATED, "{created}");
        uris.push(created["programUri"].as_str().unwrap().to_owned());
    }
    assert_eq!(
        uris,
        [
            "diversified-trend",
            "diversified-trend-2",
            "diversified-trend-3"
        ]
    );
    let (status, renamed) = app
        .save(
            "PUT",
            &program_path("diversified-trend-2"),
            Some(&manager),
            Some(save(with(json!({ "programName": "Global Macro" })))),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{renamed}");
    assert_eq!(renamed["programUri"], "diversified-trend-2");
    assert_eq!(renamed["program"]["programName"], "Global Macro");
    let (status, _) = app
        .call(
            "GET",
            &program_path("diversified-trend-2"),
            Some(&manager),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let (_, created) = app
        .call(
            "POST",
            ACME_PROGRAMS,
            Some(&manager),
            Some(save(with(json!({ "programName": "趋势" })))),
        )
        .await;
    assert_eq!(created["programUri"], "program");
}

#[tokio::test]
async fn an_update_round_trips_every_field() {
    let app = spawn_app().await;
    let (acme_id, _) = companies(&app).await;
    stored_program(
        &app,
        acme_id,
        "trend",
        server::reference::program_status::PENDING,
    )
    .await;
    let manager = app
        .sign_in_as("manager@acme.test", &[Role::CtaManager], Some(acme_id))
        .await;
    let program = json!({
        "programStatusId": 2,
        "programName": "Macro Program II",
        "programTypeId": 2,
        "membershipStatusId": 2,
        "symbol": "MACRX",
        "currency": "EUR",
        "investmentMin": 1000000.0,
        "tradingLevelIncrease": 50000.0,
        "subscriptionFrequencyTypeId": 1,
        "redemptionFrequencyTypeId": 4,
        "investorRequirementTypeId": 3,
        "lockupPeriod": 12,
        "wddExpected": 0.1525,
        "worstPeak2Trough": 0.2301,
        "sectorFocusTypeId": 6,
        "carorType": 1,
        "fundingNotional": true,
        "fundingMaxNotional": 2.5,
        "usInvest": false,
        "proprietary": true,
        "hideProgram": true,
        "feeManagement": 0.0175,
        "feePerformance": 0.225,
        "averageCommission": 12.34,
        "highwaterMark": false,
        "roundturnYearMillion": 1500.0,
        "marginEquityRatio": 0.1234,
        "description": "Discretionary global macro.",
        "strategyInvestment": "Rates and currencies.",
        "strategyRisk": "Stops at 2 %.",
        "accountingNotes": "Audited yearly.",
        "methodologies": [{ "typeId": 1, "value": 0.6 }, { "typeId": 2, "value": 0.4 }],
        "allocationStrategies": [{ "typeId": 3, "value": 0.3333 }, { "typeId": 4, "value": 0.6667 }],
        "compositions": [
            { "typeId": 2, "value": 0.01 },
            { "typeId": 6, "value": 0.5 },
            { "typeId": 9, "value": 0.49 }
        ],
        "holdings": [{ "typeId": 3, "value": 1.0 }],
        "groupId": acme_id
    });
    let (status, saved) = app
        .save(
            "PUT",
            &program_path("trend"),
            Some(&manager),
            Some(save(program.clone())),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    assert_eq!(saved["program"], program);
    let (status, read) = app
        .call(
            "GET",
            &format!("{}/form", program_path("trend")),
            Some(&manager),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{read}");
    assert_eq!(read["program"], program);
    assert_eq!(read["programUri"], "trend");
    assert_eq!(read["platformIds"], json!([1, 2]), "platforms untouched");
    // Empty texts and a zero share are "none": they come back empty and without the share.
    let cleared = with(json!({
        "symbol": "  ",
        "description": "",
        "compositions": [{ "typeId": 2, "value": 0.0 }],
    }));
    let (_, saved) = app
        .save(
            "PUT",
            &program_path("trend"),
            Some(&manager),
            Some(save(cleared)),
        )
        .await;
    assert_eq!(saved["program"]["symbol"], "");
    assert_eq!(saved["program"]["description"], "");
    assert_eq!(saved["program"]["compositions"], json!([]));
}

#[tokio::test]
async fn every_rule_answers_with_its_field_and_key() {
    let app = spawn_app().await;
    let (acme_id, _) = companies(&app).await;
    let manager = app
        .sign_in_as("manager@acme.test", &[Role::CtaManager], Some(acme_id))
        .await;
    let long = "x".repeat(201);
    let very_long = "x".repeat(10_001);
    let program = json!({
        "programStatusId": null,
        "programName": " ",
        "programTypeId": null,
        "membershipStatusId": null,
        "symbol": long,
        "currency": "",
        "investmentMin": -1.0,
        "tradingLevelIncrease": -0.01,
        "subscriptionFrequencyTypeId": 7,
        "redemptionFrequencyTypeId": 0,
        "investorRequirementTypeId": 4,
        "lockupPeriod": -1,
        "wddExpected": 0.123456,
        "worstPeak2Trough": 1.5,
        "sectorFocusTypeId": 9,
        "carorType": null,
        "fundingNotional": false,
        "fundingMaxNotional": -5.0,
        "usInvest": true,
        "proprietary": false,
        "hideProgram": false,
        "feeManagement": -0.01,
        "feePerformance": 0.200001,
        "averageCommission": 1.001,
        "highwaterMark": true,
        "roundturnYearMillion": 2.5,
        "marginEquityRatio": 1.01,
        "description": very_long,
        "strategyInvestment": very_long,
        "strategyRisk": very_long,
        "accountingNotes": very_long,
        "methodologies": [{ "typeId": 1, "value": 0.5 }],
        "allocationStrategies": [{ "typeId": 14, "value": 1.0 }],
        "compositions": [{ "typeId": 1, "value": 0.5 }, { "typeId": 1, "value": 0.5 }],
        "holdings": [{ "typeId": 1, "value": 0.33333 }, { "typeId": 2, "value": -0.1 }],
        "groupId": null
    });
    let (status, body) = app
        .call(
            "POST",
            ACME_PROGRAMS,
            Some(&manager),
            Some(json!({ "program": program, "acceptedAgreement": false })),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["code"], "validation_failed");
    assert_eq!(
        body["fields"],
        json!({
            "acceptedAgreement": "mustCertify",
            "accountingNotes": "tooLong",
            "allocationStrategies.0.typeId": "invalidChoice",
            "averageCommission": "invalidStep",
            "carorType": "required",
            "compositions.1.typeId": "duplicate",
            "currency": "required",
            "description": "tooLong",
            "feeManagement": "belowMinimum",
            "feePerformance": "invalidStep",
            "fundingMaxNotional": "belowMinimum",
            "holdings": "totalMustEqual100",
            "holdings.0.value": "invalidStep",
            "holdings.1.value": "belowMinimum",
            "investmentMin": "belowMinimum",
            "investorRequirementTypeId": "invalidChoice",
            "lockupPeriod": "belowMinimum",
            "marginEquityRatio": "outOfRange",
            "membershipStatusId": "required",
            "methodologies": "totalMustEqual100",
            "programName": "required",
            "programStatusId": "required",
            "programTypeId": "required",
            "redemptionFrequencyTypeId": "invalidChoice",
            "roundturnYearMillion": "invalidStep",
            "sectorFocusTypeId": "invalidChoice",
            "strategyInvestment": "tooLong",
            "strategyRisk": "tooLong",
            "subscriptionFrequencyTypeId": "invalidChoice",
            "symbol": "tooLong",
            "tradingLevelIncrease": "belowMinimum",
            "worstPeak2Trough": "outOfRange",
            "wddExpected": "invalidStep",
        })
    );
    let (status, body) = app
        .call(
            "POST",
            ACME_PROGRAMS,
            Some(&manager),
            Some(save(with(json!({
                "programStatusId": 5,
                "programTypeId": 4,
                "membershipStatusId": 3,
                "currency": "XYZ",
                "carorType": 3,
                "programName": long,
                "methodologies": [{ "typeId": 3, "value": 1.0 }],
                "allocationStrategies": [{ "typeId": 1, "value": 0.5 }, { "typeId": 2, "value": 0.4 }],
                "compositions": [{ "typeId": 1, "value": 0.7 }],
            })))),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(
        body["fields"],
        json!({
            "allocationStrategies": "totalMustEqual100",
            "carorType": "invalidChoice",
            "compositions": "totalMustEqual100",
            "currency": "invalidChoice",
            "membershipStatusId": "invalidChoice",
            "methodologies.0.typeId": "invalidChoice",
            "programName": "tooLong",
            "programStatusId": "invalidChoice",
            "programTypeId": "invalidChoice",
        })
    );
    let (count, _) = (
        fixtures::count(&app.db.db, "SELECT COUNT(*) FROM programs").await,
        (),
    );
    assert_eq!(count, 0, "a refused form stores nothing");
}

#[tokio::test]
async fn who_may_do_what() {
    let app = spawn_app().await;
    let (acme_id, other_id) = companies(&app).await;
    stored_program(
        &app,
        acme_id,
        "public",
        server::reference::program_status::ACTIVE,
    )
    .await;
    stored_program(
        &app,
        acme_id,
        "pending",
        server::reference::program_status::PENDING,
    )
    .await;
    let member = app.sign_in_as_member("member@atlas.test").await;
    let other_manager = app
        .sign_in_as("manager@other.test", &[Role::CtaManager], Some(other_id))
        .await;
    let manager = app
        .sign_in_as("manager@acme.test", &[Role::CtaManager], Some(acme_id))
        .await;
    let admin = app
        .sign_in_as("admin@atlas.test", &[Role::Administrator], None)
        .await;
    let platform = app
        .sign_in_as("platforms@atlas.test", &[Role::PlatformManager], None)
        .await;

    let requests = |uri: &str| {
        let path = program_path(uri);
        [
            ("GET", format!("{path}/form"), None),
            ("PUT", path.clone(), Some(save(form()))),
            (
                "PATCH",
                format!("{path}/status"),
                Some(json!({ "programStatusId": 1 })),
            ),
            ("GET", format!("{path}/platforms"), None),
            ("PUT", format!("{path}/platforms/3"), None),
            ("DELETE", format!("{path}/platforms/3"), None),
            ("DELETE", path, None),
        ]
    };
    let expect = |token: Option<&str>, uri: &str, statuses: [u16; 7]| {
        let app = &app;
        let token = token.map(str::to_owned);
        let uri = uri.to_owned();
        async move {
            for ((method, path, body), expected) in requests(&uri).into_iter().zip(statuses) {
                let (status, answer) = app.save(method, &path, token.as_deref(), body).await;
                assert_eq!(status.as_u16(), expected, "{method} {path}: {answer}");
                if expected == 403 {
                    assert_eq!(answer["code"], "forbidden_role", "{method} {path}");
                }
            }
        }
    };
    expect(None, "public", [401; 7]).await;
    expect(Some(&member), "public", [403; 7]).await;
    expect(Some(&member), "pending", [404; 7]).await;
    expect(Some(&other_manager), "public", [403; 7]).await;
    expect(Some(&other_manager), "pending", [404; 7]).await;
    expect(
        Some(&platform),
        "public",
        [403, 403, 403, 200, 204, 204, 403],
    )
    .await;
    expect(
        Some(&platform),
        "pending",
        [404, 404, 404, 200, 204, 204, 404],
    )
    .await;
    // The company's manager edits but neither changes the status nor deletes nor links.
    expect(
        Some(&manager),
        "pending",
        [200, 200, 403, 403, 403, 403, 403],
    )
    .await;
    expect(Some(&admin), "pending", [200, 200, 200, 403, 403, 403, 204]).await;

    for (token, expected) in [
        (None, 401),
        (Some(&member), 403),
        (Some(&other_manager), 403),
        (Some(&platform), 403),
        (Some(&manager), 201),
        (Some(&admin), 201),
    ] {
        let (status, body) = app
            .call(
                "POST",
                ACME_PROGRAMS,
                token.map(String::as_str),
                Some(save(form())),
            )
            .await;
        assert_eq!(status.as_u16(), expected, "{body}");
    }
}

#[tokio::test]
async fn admin_only_choices_are_refused_to_managers() {
    let app = spawn_app().await;
    let (acme_id, other_id) = companies(&app).await;
    stored_program(
        &app,
        acme_id,
        "trend",
        server::reference::program_status::PENDING,
    )
    .await;
    let mut pending = fixtures::group("pending-co");
    pending.group_status_id = server::reference::group_status::PENDING;
    groups::create_group(&app.db.db, &pending).await.unwrap();
    let manager = app
        .sign_in_as("manager@acme.test", &[Role::CtaManager], Some(acme_id))
        .await;
    let refusals = [
        // A status the program does not have.
        save(with(json!({ "programStatusId": 1 }))),
        // Platforms without the Platform Manager role.
        json!({ "program": form(), "acceptedAgreement": true, "platformIds": [1] }),
    ];
    for body in refusals {
        let (status, answer) = app
            .save("PUT", &program_path("trend"), Some(&manager), Some(body))
            .await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{answer}");
        assert_eq!(answer["code"], "forbidden_role");
    }
    // Platforms are never chosen when adding, whoever adds.
    let platform_admin = app
        .sign_in_as(
            "both@atlas.test",
            &[Role::Administrator, Role::PlatformManager],
            None,
        )
        .await;
    let (status, _) = app
        .call(
            "POST",
            ACME_PROGRAMS,
            Some(&platform_admin),
            Some(json!({ "program": form(), "acceptedAgreement": true, "platformIds": [2] })),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    // A manager's groupId is ignored: the program stays.
    let (status, saved) = app
        .save(
            "PUT",
            &program_path("trend"),
            Some(&manager),
            Some(save(with(json!({ "groupId": other_id })))),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    assert_eq!(saved["groupUri"], "acme");
    // A company's manager adds to a pending company of theirs; nobody else finds it.
    let (status, _) = app
        .call(
            "POST",
            "/api/v1/groups/pending-co/programs",
            Some(&manager),
            Some(save(form())),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_platform_manager_sets_the_platforms_on_edit() {
    let app = spawn_app().await;
    let (acme_id, _) = companies(&app).await;
    stored_program(
        &app,
        acme_id,
        "trend",
        server::reference::program_status::ACTIVE,
    )
    .await;
    let token = app
        .sign_in_as(
            "pm@acme.test",
            &[Role::CtaManager, Role::PlatformManager],
            Some(acme_id),
        )
        .await;
    // The program is active: the form keeps that status.
    let program = with(json!({ "programStatusId": 1 }));
    let body =
        |ids: Value| json!({ "program": program, "acceptedAgreement": true, "platformIds": ids });
    for (ids, key) in [
        (json!([]), "platformRequired"),
        (json!([1, 9]), "invalidChoice"),
    ] {
        let (status, answer) = app
            .save("PUT", &program_path("trend"), Some(&token), Some(body(ids)))
            .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(answer["fields"], json!({ "platformIds": key }));
    }
    let (status, saved) = app
        .save(
            "PUT",
            &program_path("trend"),
            Some(&token),
            Some(body(json!([3, 2, 3]))),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    assert_eq!(saved["platformIds"], json!([2, 3]));
    let platforms = format!("{}/platforms", program_path("trend"));
    let (status, _) = app
        .save("PUT", &format!("{platforms}/1"), Some(&token), None)
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (status, _) = app
        .save("PUT", &format!("{platforms}/1"), Some(&token), None)
        .await;
    assert_eq!(
        status,
        StatusCode::NO_CONTENT,
        "linking twice changes nothing"
    );
    let (_, listed) = app.call("GET", &platforms, Some(&token), None).await;
    assert_eq!(listed, json!({ "platformIds": [1, 2, 3] }));
    let (status, _) = app
        .call("DELETE", &format!("{platforms}/2"), Some(&token), None)
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (_, listed) = app.call("GET", &platforms, Some(&token), None).await;
    assert_eq!(listed, json!({ "platformIds": [1, 3] }));
    let (status, _) = app
        .save("PUT", &format!("{platforms}/9"), Some(&token), None)
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND, "no such platform");
    // The screener's platform filter follows the links.
    let (_, listed) = app
        .get_json("/api/v1/programs?pageSize=100&filterByPlatformId=3")
        .await;
    assert_eq!(listed["totalCount"], 1, "{listed}");
}

#[tokio::test]
async fn an_administrator_moves_a_program_keeping_its_uri_unless_taken() {
    let app = spawn_app().await;
    let (acme_id, other_id) = companies(&app).await;
    stored_program(
        &app,
        acme_id,
        "trend",
        server::reference::program_status::ACTIVE,
    )
    .await;
    stored_program(
        &app,
        acme_id,
        "carry",
        server::reference::program_status::ACTIVE,
    )
    .await;
    stored_program(
        &app,
        other_id,
        "trend",
        server::reference::program_status::ACTIVE,
    )
    .await;
    let admin = app
        .sign_in_as("admin@atlas.test", &[Role::Administrator], None)
        .await;
    let (status, moved) = app
        .save(
            "PUT",
            &program_path("carry"),
            Some(&admin),
            Some(save(with(
                json!({ "programStatusId": 1, "groupId": other_id }),
            ))),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{moved}");
    assert_eq!(moved["groupUri"], "other");
    assert_eq!(moved["groupId"], other_id);
    assert_eq!(moved["programUri"], "carry");
    assert_eq!(moved["program"]["groupId"], other_id);
    let (status, moved) = app
        .save(
            "PUT",
            &program_path("trend"),
            Some(&admin),
            Some(save(with(
                json!({ "programStatusId": 1, "groupId": other_id }),
            ))),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{moved}");
    assert_eq!(moved["programUri"], "trend-2", "trend is taken there");
    let (status, _) = app.get_json(&program_path("trend")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = app.get_json("/api/v1/groups/other/programs/trend-2").await;
    assert_eq!(status, StatusCode::OK);
    let (status, answer) = app
        .save(
            "PUT",
            "/api/v1/groups/other/programs/trend-2",
            Some(&admin),
            Some(save(with(json!({ "programStatusId": 1, "groupId": 999 })))),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(answer["fields"], json!({ "groupId": "invalidChoice" }));
}

#[tokio::test]
async fn status_changes_date_approval_and_archiving() {
    let app = spawn_app().await;
    let (acme_id, _) = companies(&app).await;
    stored_program(
        &app,
        acme_id,
        "trend",
        server::reference::program_status::PENDING,
    )
    .await;
    let admin = app
        .sign_in_as("admin@atlas.test", &[Role::Administrator], None)
        .await;
    let status_path = format!("{}/status", program_path("trend"));
    let change = |id: i64| {
        let app = &app;
        let admin = admin.clone();
        let path = status_path.clone();
        async move {
            let (status, body) = app
                .call(
                    "PATCH",
                    &path,
                    Some(&admin),
                    Some(json!({ "programStatusId": id })),
                )
                .await;
            (status, body)
        }
    };
    let detail = || async {
        app.call("GET", &program_path("trend"), Some(&admin), None)
            .await
            .1
    };
    let (status, body) = change(9).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        body["fields"],
        json!({ "programStatusId": "invalidChoice" })
    );
    // The fixture's approval date was set at creation; a pending program keeps it.
    let approved = detail().await["dateApproved"].clone();
    change(3).await;
    let archived = detail().await;
    assert_eq!(archived["programStatusId"], 3);
    let today = time::OffsetDateTime::now_utc().date().to_string();
    assert_eq!(archived["dateArchived"], today.as_str());
    let (_, listed) = app
        .get_json("/api/v1/programs?pageSize=100&filterByProgramStatusIds=3")
        .await;
    assert_eq!(
        listed["totalCount"], 1,
        "archived programs are listed: {listed}"
    );
    change(1).await;
    let active = detail().await;
    assert_eq!(active["dateArchived"], Value::Null);
    assert_eq!(active["dateApproved"], approved);

    let (status, _) = app
        .call("DELETE", &program_path("trend"), Some(&admin), None)
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    assert_eq!(detail().await["programStatusId"], 4);
    let (status, _) = app.get_json(&program_path("trend")).await;
    assert_eq!(
        status,
        StatusCode::NOT_FOUND,
        "a deleted program is gone for visitors"
    );
    let (_, listed) = app.get_json("/api/v1/programs?pageSize=100").await;
    assert_eq!(listed["totalCount"], 0);
}

#[tokio::test]
async fn a_new_caror_type_recomputes_the_stored_statistics() {
    let app = spawn_app().await;
    let (acme_id, _) = companies(&app).await;
    let id = stored_program(
        &app,
        acme_id,
        "trend",
        server::reference::program_status::ACTIVE,
    )
    .await;
    let db = &app.db.db;
    let returns: Vec<f64> = (0..30).map(|i| 0.01 + 0.001 * f64::from(i)).collect();
    let months = fixtures::months(202201, &returns);
    statistics::replace_returns_and_statistics(db, id, &months, None)
        .await
        .unwrap();
    let before = statistics::program_listing(db, id).await.unwrap().unwrap();
    let manager = app
        .sign_in_as("manager@acme.test", &[Role::CtaManager], Some(acme_id))
        .await;
    let (status, body) = app
        .save(
            "PUT",
            &program_path("trend"),
            Some(&manager),
            Some(save(with(json!({ "programStatusId": 1, "carorType": 2 })))),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let after = statistics::program_listing(db, id).await.unwrap().unwrap();
    assert_ne!(after.compound_return, before.compound_return);
    statistics::recompute_program(db, id, None).await.unwrap();
    let again = statistics::program_listing(db, id).await.unwrap().unwrap();
    assert_eq!(after.compound_return, again.compound_return);
    let (_, listed) = app.get_json("/api/v1/programs?pageSize=100").await;
    assert_eq!(
        listed["items"][0]["compoundReturn"].as_f64(),
        after.compound_return,
        "the listing shows the recomputed figure"
    );
}
