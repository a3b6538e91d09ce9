//! The screener's risk-measure columns and filters (issue 22): Sortino, MAR and beta served in
//! the listing rows, sorted and filtered by range on SQLite and PostgreSQL (the stored columns are
//! read into the listing snapshot from each engine); the MAR hidden below 24 monthly returns as
//! the CAROR is; beta none without months in common with the S&P 500; and the ranges' messages.

use axum::http::StatusCode;
use serde_json::{json, Value};
use server::access::Role;
use server::returns::statistics;
use server::storage::Db;
use server::{groups, programs};

use crate::common::fixtures;
use crate::support::TestApp;

on_both_engines!(
    each_risk_measure_sorts_the_listing_with_empty_values_last,
    each_risk_range_keeps_the_programs_within_it,
    the_mar_is_hidden_below_24_returns_like_the_caror,
    beta_is_none_without_months_in_common_with_the_sp500,
);

/// The S&P 500's return in month `i` of the tests' benchmark, from 2020-01: an irregular mix of
/// gains and losses.
fn sp500(i: usize) -> f64 {
    ((i * 7) % 11) as f64 / 100.0 - 0.05
}

/// One active company with four programs, their statistics computed against a 48-month S&P 500
/// from 2020-01: "Follower" (1.5 times the index, 36 months), "Hedge" (half the index, inverted,
/// 36 months), "Short" (the index itself over 12 months of 2023) and "Island" (30 months of 2015
/// to 2017, before the index starts).
async fn programs_with_returns(db: &Db) {
    let mut group = fixtures::group("zephyr");
    group.group_name = "Zephyr Capital".to_owned();
    group.group_status_id = server::reference::group_status::ACTIVE;
    let group_id = groups::create_group(db, &group).await.unwrap();
    let sp500_returns: Vec<f64> = (0..48).map(sp500).collect();
    let benchmark = statistics::return_series(&fixtures::months(202001, &sp500_returns)).unwrap();
    let follower: Vec<f64> = (0..36).map(|i| 1.5 * sp500(i) + 0.002).collect();
    let hedge: Vec<f64> = (0..36).map(|i| 0.005 - 0.5 * sp500(i)).collect();
    let short: Vec<f64> = (36..48).map(sp500).collect();
    let island: Vec<f64> = (0..30).map(|i| sp500(i + 3) + 0.004).collect();
    for (name, first, returns) in [
        ("Follower", 202001, follower),
        ("Hedge", 202001, hedge),
        ("Short", 202301, short),
        ("Island", 201501, island),
    ] {
        let mut program = fixtures::program(&name.to_lowercase());
        program.program_name = name.to_owned();
        let id = programs::create_program(db, group_id, &program)
            .await
            .unwrap();
        statistics::replace_returns_and_statistics(
            db,
            id,
            &fixtures::months(first, &returns),
            Some(&benchmark),
        )
        .await
        .unwrap();
    }
}

/// The rows listed for `query`, in the listing's order.
async fn rows(app: &TestApp, query: &str) -> Vec<Value> {
    let (status, body) = app
        .get_json(&format!("/api/v1/programs?pageSize=100&{query}"))
        .await;
    assert_eq!(status, StatusCode::OK, "{query}: {body}");
    let rows = body["items"].as_array().unwrap().clone();
    assert_eq!(body["totalCount"], rows.len(), "{query}");
    rows
}

fn names(rows: &[Value]) -> Vec<&str> {
    rows.iter()
        .map(|row| row["programName"].as_str().unwrap())
        .collect()
}

/// The rows' `field`, none where a row has no figure.
fn figures(rows: &[Value], field: &str) -> Vec<Option<f64>> {
    rows.iter().map(|row| row[field].as_f64()).collect()
}

/// The field errors of a refused listing request.
async fn refused(app: &TestApp, query: &str) -> Value {
    let (status, body) = app.get_json(&format!("/api/v1/programs?{query}")).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{query}: {body}");
    assert_eq!(body["code"], "validation_failed");
    body["fields"].clone()
}

async fn each_risk_measure_sorts_the_listing_with_empty_values_last(app: TestApp) {
    programs_with_returns(&app.db.db).await;
    for (key, field) in [
        ("sortinoRatio", "sortinoRatio"),
        ("marRatio", "marRatio"),
        ("beta", "beta"),
    ] {
        for order in ["ASC", "DESC"] {
            let listed = figures(
                &rows(&app, &format!("sortBy={key}&orderBy={order}")).await,
                field,
            );
            let shown: Vec<f64> = listed.iter().map_while(|figure| *figure).collect();
            assert!(
                listed[shown.len()..].iter().all(Option::is_none),
                "{key} {order}: empty values last in {listed:?}"
            );
            let mut sorted = shown.clone();
            sorted.sort_by(|a, b| a.partial_cmp(b).unwrap());
            if order == "DESC" {
                sorted.reverse();
            }
            assert_eq!(shown, sorted, "{key} {order}");
        }
    }
    assert_eq!(
        names(&rows(&app, "sortBy=beta&orderBy=DESC").await),
        ["Follower", "Short", "Hedge", "Island"]
    );
}

async fn each_risk_range_keeps_the_programs_within_it(app: TestApp) {
    programs_with_returns(&app.db.db).await;
    let by_name = |query: &'static str| {
        let app = &app;
        async move {
            names(&rows(app, &format!("sortBy=programName&orderBy=ASC&{query}")).await).join(", ")
        }
    };
    assert_eq!(by_name("filterByBetaMax=0").await, "Hedge");
    assert_eq!(
        by_name("filterByBetaMin=0.5&filterByBetaMax=1.2").await,
        "Short"
    );
    assert_eq!(by_name("filterByBetaMin=1.2").await, "Follower");
    // Any limit leaves out the programs without the figure: Short's MAR is not shown.
    assert_eq!(
        by_name("filterByMarMin=-1000").await,
        "Follower, Hedge, Island"
    );

    // The Sortino range keeps exactly the programs whose figure lies within it, ends included.
    let all = rows(&app, "sortBy=sortinoRatio&orderBy=ASC").await;
    let sortinos: Vec<f64> = figures(&all, "sortinoRatio")
        .into_iter()
        .flatten()
        .collect();
    assert_eq!(sortinos.len(), 4, "every program has downside months");
    let (low, high) = (sortinos[1], sortinos[2]);
    let within = rows(
        &app,
        &format!(
            "sortBy=sortinoRatio&orderBy=ASC&filterBySortinoMin={low}&filterBySortinoMax={high}"
        ),
    )
    .await;
    assert_eq!(names(&within), names(&all[1..3]));
    let mar_floor = figures(&all, "marRatio")
        .into_iter()
        .flatten()
        .fold(f64::INFINITY, f64::min);
    let above_floor = rows(
        &app,
        &format!("filterByMarMin={mar_floor}&filterByMarMax=1000"),
    )
    .await;
    assert_eq!(above_floor.len(), 3);
}

async fn the_mar_is_hidden_below_24_returns_like_the_caror(app: TestApp) {
    programs_with_returns(&app.db.db).await;
    let listed = rows(&app, "sortBy=programName&orderBy=ASC").await;
    let short = listed
        .iter()
        .find(|row| row["programName"] == "Short")
        .unwrap();
    assert_eq!(short["returnCount"], 12);
    assert_eq!(short["compoundReturn"], Value::Null);
    assert_eq!(short["marRatio"], Value::Null, "a dash below 24 months");
    assert!(short["sortinoRatio"].is_f64());
    let stored = statistics::program_listing(&app.db.db, short["programId"].as_i64().unwrap())
        .await
        .unwrap()
        .unwrap();
    assert!(stored.mar_ratio.is_some(), "stored, but not shown");
    for row in listed.iter().filter(|row| row["programName"] != "Short") {
        assert!(row["marRatio"].is_f64(), "{row}");
    }
    assert_eq!(
        names(&rows(&app, "sortBy=marRatio&orderBy=ASC").await).last(),
        Some(&"Short")
    );
}

async fn beta_is_none_without_months_in_common_with_the_sp500(app: TestApp) {
    programs_with_returns(&app.db.db).await;
    let listed = rows(&app, "sortBy=programName&orderBy=ASC").await;
    for row in &listed {
        let overlaps = row["programName"] != "Island";
        assert_eq!(row["beta"].is_f64(), overlaps, "{row}");
        assert_eq!(row["correlationSp500"].is_f64(), overlaps, "{row}");
    }
    let island = &listed[names(&listed).iter().position(|n| *n == "Island").unwrap()];
    assert!(island["sortinoRatio"].is_f64() && island["marRatio"].is_f64());
}

#[tokio::test]
async fn a_risk_range_is_two_numbers_in_order() {
    let app = crate::support::spawn_app().await;
    assert_eq!(
        refused(&app, "filterBySortinoMin=2&filterBySortinoMax=1").await,
        json!({ "filterBySortinoMax": "invalidRange" })
    );
    assert_eq!(
        refused(
            &app,
            "filterByMarMin=high&filterByBetaMin=-1001&filterByBetaMax=1e400"
        )
        .await,
        json!({
            "filterByMarMin": "invalidNumber",
            "filterByBetaMin": "invalidNumber",
            "filterByBetaMax": "invalidNumber",
        })
    );
    assert_eq!(
        refused(&app, "sortBy=calmarRatio").await,
        json!({ "sortBy": "invalidChoice" })
    );
}

#[tokio::test]
async fn a_saved_search_keeps_the_risk_ranges_the_screener_takes() {
    let app = crate::support::spawn_app().await;
    let member = app.sign_in_as("m@example.com", &[Role::Member], None).await;
    let save = |filters: Value| {
        let (app, member) = (&app, &member);
        async move {
            app.call(
                "POST",
                "/api/v1/me/saved-searches",
                Some(member),
                Some(json!({ "filters": filters })),
            )
            .await
        }
    };
    let filters = json!({
        "filterBySortinoMin": "1",
        "filterByMarMin": "0.5",
        "filterByMarMax": "2",
        "filterByBetaMax": "0",
    });
    let (status, body) = save(filters.clone()).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let (_, body) = app
        .call("GET", "/api/v1/me/saved-searches", Some(&member), None)
        .await;
    assert_eq!(body["items"][0]["filters"], filters);

    let (status, body) = save(json!({
        "filterByBetaMin": "1",
        "filterByBetaMax": "0",
        "filterBySortinoMax": ["1", "2"],
    }))
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(
        body["fields"],
        json!({
            "filters.filterByBetaMax": "invalidRange",
            "filters.filterBySortinoMax": "invalidChoice",
        })
    );
}

#[tokio::test]
async fn the_api_document_describes_the_risk_columns_and_filters() {
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
    for name in [
        "filterBySortinoMin",
        "filterBySortinoMax",
        "filterByMarMin",
        "filterByMarMax",
        "filterByBetaMin",
        "filterByBetaMax",
    ] {
        let limit = &schema(name)["anyOf"][0];
        assert_eq!(
            (&limit["minimum"], &limit["maximum"]),
            (&json!(-1000), &json!(1000))
        );
    }
    let sort_keys = schema("sortBy")["enum"].clone();
    for key in ["sortinoRatio", "marRatio", "beta"] {
        assert!(sort_keys.as_array().unwrap().contains(&json!(key)), "{key}");
    }
    let row = &document["components"]["schemas"]["ProgramListing"]["properties"];
    for field in ["sortinoRatio", "marRatio", "beta"] {
        assert!(row[field].is_object(), "{field}");
    }
}
