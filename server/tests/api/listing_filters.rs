//! The screener's filters beyond the spec (issue 19): management and performance fee limits,
//! open to US investors, and a name search; their results on SQLite and PostgreSQL (the fields
//! are read into the listing snapshot from each engine) and their message keys.

use axum::http::StatusCode;
use serde_json::{json, Value};
use server::access::Role;
use server::storage::Db;
use server::{groups, programs};

use crate::common::fixtures;
use crate::support::TestApp;

on_both_engines!(
    a_management_fee_limit_keeps_programs_charging_at_most_it,
    a_performance_fee_limit_keeps_programs_charging_at_most_it,
    us_investors_see_the_programs_open_to_them,
    a_name_search_matches_program_or_company_names_in_any_case,
    the_new_filters_combine_with_each_other,
);

/// One program as the tests vary it: name, management and performance fees (fractions), open to
/// US investors.
struct Terms {
    name: &'static str,
    fee_management: f64,
    fee_performance: f64,
    us_invest: bool,
}

/// Active companies "Zephyr Capital" (three programs) and "Borealis Partners" (one), with fees
/// and US access varied.
async fn companies(db: &Db) {
    let zephyr = [
        Terms {
            name: "Alpha Trend",
            fee_management: 0.01,
            fee_performance: 0.2,
            us_invest: true,
        },
        Terms {
            name: "Beta Carry",
            fee_management: 0.015,
            fee_performance: 0.1,
            us_invest: false,
        },
        Terms {
            name: "Gamma Macro",
            fee_management: 0.02,
            fee_performance: 0.25,
            us_invest: true,
        },
    ];
    let borealis = [Terms {
        name: "Delta Volatility",
        fee_management: 0.0,
        fee_performance: 0.3,
        us_invest: true,
    }];
    for (uri, name, terms) in [
        ("zephyr", "Zephyr Capital", &zephyr[..]),
        ("borealis", "Borealis Partners", &borealis[..]),
    ] {
        let mut group = fixtures::group(uri);
        group.group_name = name.to_owned();
        group.group_status_id = server::reference::group_status::ACTIVE;
        let group_id = groups::create_group(db, &group).await.unwrap();
        for terms in terms {
            let mut program = fixtures::program(&terms.name.to_lowercase().replace(' ', "-"));
            program.program_name = terms.name.to_owned();
            program.fee_management = terms.fee_management;
            program.fee_performance = terms.fee_performance;
            program.us_invest = terms.us_invest;
            programs::create_program(db, group_id, &program)
                .await
                .unwrap();
        }
    }
}

/// The names listed for `filters`, by name.
async fn names(app: &TestApp, filters: &str) -> Vec<String> {
    let (status, body) = app
        .get_json(&format!(
            "/api/v1/programs?sortBy=programName&orderBy=ASC&pageSize=100&{filters}"
        ))
        .await;
    assert_eq!(status, StatusCode::OK, "{filters}: {body}");
    let names: Vec<String> = body["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| row["programName"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(body["totalCount"], names.len(), "{filters}");
    names
}

/// The field errors of a refused listing request.
async fn refused(app: &TestApp, filters: &str) -> Value {
    let (status, body) = app.get_json(&format!("/api/v1/programs?{filters}")).await;
    assert_eq!(
        status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{filters}: {body}"
    );
    assert_eq!(body["code"], "validation_failed");
    body["fields"].clone()
}

async fn a_management_fee_limit_keeps_programs_charging_at_most_it(app: TestApp) {
    companies(&app.db.db).await;
    assert_eq!(
        names(&app, "filterByFeeManagementMax=1.5").await,
        ["Alpha Trend", "Beta Carry", "Delta Volatility"]
    );
    assert_eq!(
        names(&app, "filterByFeeManagementMax=0").await,
        ["Delta Volatility"]
    );
    assert_eq!(names(&app, "filterByFeeManagementMax=100").await.len(), 4);
}

async fn a_performance_fee_limit_keeps_programs_charging_at_most_it(app: TestApp) {
    companies(&app.db.db).await;
    assert_eq!(
        names(&app, "filterByFeePerformanceMax=20").await,
        ["Alpha Trend", "Beta Carry"]
    );
    assert_eq!(
        names(&app, "filterByFeePerformanceMax=9.99").await,
        Vec::<String>::new()
    );
}

async fn us_investors_see_the_programs_open_to_them(app: TestApp) {
    companies(&app.db.db).await;
    assert_eq!(
        names(&app, "filterByUsInvest=true").await,
        ["Alpha Trend", "Delta Volatility", "Gamma Macro"]
    );
    assert_eq!(names(&app, "filterByUsInvest=false").await, ["Beta Carry"]);
}

async fn a_name_search_matches_program_or_company_names_in_any_case(app: TestApp) {
    companies(&app.db.db).await;
    assert_eq!(names(&app, "filterByName=tREN").await, ["Alpha Trend"]);
    // The company's name lists all its programs; spaces around the term do not count.
    assert_eq!(
        names(&app, "filterByName=%20zephyr%20").await,
        ["Alpha Trend", "Beta Carry", "Gamma Macro"]
    );
    assert_eq!(
        names(&app, "filterByName=omega").await,
        Vec::<String>::new()
    );
}

async fn the_new_filters_combine_with_each_other(app: TestApp) {
    companies(&app.db.db).await;
    assert_eq!(
        names(
            &app,
            "filterByName=zephyr&filterByUsInvest=true&filterByFeeManagementMax=1.5&filterByFeePerformanceMax=20"
        )
        .await,
        ["Alpha Trend"]
    );
}

#[tokio::test]
async fn fee_limits_are_percentages_from_0_to_100() {
    let app = crate::support::spawn_app().await;
    assert_eq!(
        refused(
            &app,
            "filterByFeeManagementMax=-1&filterByFeePerformanceMax=101"
        )
        .await,
        json!({
            "filterByFeeManagementMax": "invalidNumber",
            "filterByFeePerformanceMax": "invalidNumber",
        })
    );
    assert_eq!(
        refused(&app, "filterByFeeManagementMax=two").await,
        json!({ "filterByFeeManagementMax": "invalidNumber" })
    );
}

#[tokio::test]
async fn us_investors_is_true_or_false() {
    let app = crate::support::spawn_app().await;
    assert_eq!(
        refused(&app, "filterByUsInvest=yes").await,
        json!({ "filterByUsInvest": "invalidChoice" })
    );
}

#[tokio::test]
async fn a_name_search_takes_3_to_100_characters() {
    let app = crate::support::spawn_app().await;
    assert_eq!(
        refused(&app, "filterByName=%20ab%20").await,
        json!({ "filterByName": "tooShort" })
    );
    assert_eq!(
        refused(&app, &format!("filterByName={}", "x".repeat(101))).await,
        json!({ "filterByName": "tooLong" })
    );
    let (status, _) = app
        .get_json(&format!(
            "/api/v1/programs?filterByName={}",
            "x".repeat(100)
        ))
        .await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test]
async fn a_saved_search_keeps_the_new_filters() {
    let app = crate::support::spawn_app().await;
    let member = app.sign_in_as("m@example.com", &[Role::Member], None).await;
    let filters = json!({
        "filterByFeeManagementMax": "1.5",
        "filterByFeePerformanceMax": "20",
        "filterByUsInvest": "true",
        "filterByName": "zephyr",
    });
    let (status, body) = app
        .call(
            "POST",
            "/api/v1/me/saved-searches",
            Some(&member),
            Some(json!({ "filters": filters })),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let (_, body) = app
        .call("GET", "/api/v1/me/saved-searches", Some(&member), None)
        .await;
    assert_eq!(body["items"][0]["filters"], filters);
}

#[tokio::test]
async fn the_api_document_describes_the_new_filters() {
    let app = crate::support::spawn_app().await;
    let (status, document) = app.get_json("/api/v1/openapi.json").await;
    assert_eq!(status, StatusCode::OK);
    let parameters = document["paths"]["/api/v1/programs"]["get"]["parameters"]
        .as_array()
        .unwrap();
    let schema = |name: &str| {
        parameters
            .iter()
            .find(|p| p["name"] == name)
            .unwrap_or_else(|| panic!("{name} documented"))["schema"]
            .clone()
    };
    assert_eq!(
        schema("filterByFeeManagementMax")["anyOf"][0]["maximum"],
        100
    );
    assert_eq!(
        schema("filterByFeePerformanceMax")["anyOf"][0]["minimum"],
        0
    );
    assert_eq!(
        schema("filterByUsInvest")["anyOf"][0]["enum"],
        json!(["true", "false"])
    );
    assert!(schema("filterByName")["pattern"].is_string());
}
