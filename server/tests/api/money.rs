//! Money in US dollars by one rule wherever it is shown: AUM at the rate of the month that last
//! reported assets, the minimum investment, the trading level increase and the member lists'
//! allocations at the latest rate. The program page, the watchlist, the portfolio and the blender
//! agree with the listing to the cent.

use axum::http::StatusCode;
use serde_json::{json, Value};
use server::demo::YearMonth;
use server::returns::statistics;
use server::{exchange_rates, groups, programs};

use crate::common::fixtures;
use crate::support::{spawn_app, TestApp};

/// The demo's last month: its synthetic rates run through it.
const LAST_MONTH: YearMonth = YearMonth::of(2026, 10);

/// An active company with "euro", a program in euros whose assets were last reported in
/// 2026-06 while its returns and the rates run on to 2026-10 (so its AUM converts at another rate
/// than its minimum); answers its id.
async fn euro_program(app: &TestApp) -> i64 {
    let db = &app.db.db;
    exchange_rates::store(db, &server::demo::exchange_rates(LAST_MONTH))
        .await
        .unwrap();
    let mut group = fixtures::group("acme");
    group.group_status_id = server::reference::group_status::ACTIVE;
    let group_id = groups::create_group(db, &group).await.unwrap();
    let mut euro = fixtures::program("euro");
    euro.program_name = "Euro Trend".to_owned();
    euro.currency = "EUR".to_owned();
    euro.investment_min = Some(125_000.0);
    euro.trading_level_increase = Some(50_000.0);
    euro.date_inception = Some("2026-01-01".to_owned());
    let id = programs::create_program(db, group_id, &euro).await.unwrap();
    let mut months = fixtures::months(
        202601,
        &[0.01, -0.02, 0.03, 0.01, 0.02, -0.01, 0.01, 0.02, 0.01, 0.01],
    );
    for month in &mut months {
        month.assets = (month.month <= fixtures::ym(202606)).then_some(12_345_678.9);
    }
    statistics::replace_returns_and_statistics(db, id, &months, None)
        .await
        .unwrap();
    id
}

fn figure(body: &Value, field: &str) -> f64 {
    body[field]
        .as_f64()
        .unwrap_or_else(|| panic!("{field} in {body}"))
}

#[tokio::test]
async fn every_page_converts_a_programs_money_as_the_listing_does() {
    let app = spawn_app().await;
    let program_id = euro_program(&app).await;
    let rates = exchange_rates::read(&app.db.db).await.unwrap();
    let june = rates
        .usd_per_unit("EUR", Some(YearMonth::of(2026, 6)))
        .unwrap();
    let latest = rates.usd_per_unit("EUR", None).unwrap();
    assert_ne!(
        june, latest,
        "the demo's euro moves between June and October"
    );

    let (status, listing) = app.get_json("/api/v1/programs?pageSize=10").await;
    assert_eq!(status, StatusCode::OK, "{listing}");
    let listed = &listing["items"][0];
    assert_eq!(listed["programName"], "Euro Trend");
    let assets_usd = figure(listed, "assetsUsd");
    let investment_min_usd = figure(listed, "investmentMinUsd");
    assert_eq!(
        assets_usd,
        12_345_678.9 * june,
        "AUM at its own month's rate"
    );
    assert_eq!(
        investment_min_usd,
        125_000.0 * latest,
        "the minimum at the latest rate"
    );

    let (status, detail) = app.get_json("/api/v1/groups/acme/programs/euro").await;
    assert_eq!(status, StatusCode::OK, "{detail}");
    assert_eq!(figure(&detail, "assetsUsd"), assets_usd);
    assert_eq!(figure(&detail, "investmentMinUsd"), investment_min_usd);
    assert_eq!(
        figure(&detail, "tradingLevelIncreaseUsd"),
        50_000.0 * latest
    );

    let member = app.sign_in_as_member("jo@example.com").await;
    let add = Some(json!({ "programId": program_id }));
    let (status, item) = app
        .call("POST", "/api/v1/me/watchlist", Some(&member), add.clone())
        .await;
    assert_eq!(status, StatusCode::CREATED, "{item}");
    let (_, watchlist) = app
        .call("GET", "/api/v1/me/watchlist", Some(&member), None)
        .await;
    let watched = &watchlist["items"][0];
    assert_eq!(figure(watched, "assetsUsd"), assets_usd);
    assert_eq!(figure(watched, "investmentMinUsd"), investment_min_usd);

    let (status, row) = app
        .call("POST", "/api/v1/me/portfolio/orders", Some(&member), add)
        .await;
    assert_eq!(status, StatusCode::CREATED, "{row}");
    assert_eq!(figure(&row, "usdPerUnit"), latest);
    assert_eq!(
        figure(&row, "investmentMin") * figure(&row, "usdPerUnit"),
        investment_min_usd
    );

    let body = Some(json!({ "programIds": [program_id] }));
    let (status, blend) = app
        .call("POST", "/api/v1/me/blends", Some(&member), body)
        .await;
    assert_eq!(status, StatusCode::CREATED, "{blend}");
    assert_eq!(figure(&blend["orders"][0], "usdPerUnit"), latest);
}

#[tokio::test]
async fn a_dollar_program_is_its_own_value_and_a_currency_without_rates_has_none() {
    let app = spawn_app().await;
    let db = &app.db.db;
    let mut group = fixtures::group("acme");
    group.group_status_id = server::reference::group_status::ACTIVE;
    let group_id = groups::create_group(db, &group).await.unwrap();
    for (uri, currency) in [("dollar", "USD"), ("franc", "CHF")] {
        let mut program = fixtures::program(uri);
        program.currency = currency.to_owned();
        program.investment_min = Some(100_000.0);
        programs::create_program(db, group_id, &program)
            .await
            .unwrap();
    }
    let (_, dollar) = app.get_json("/api/v1/groups/acme/programs/dollar").await;
    assert_eq!(figure(&dollar, "investmentMinUsd"), 100_000.0);
    let (_, franc) = app.get_json("/api/v1/groups/acme/programs/franc").await;
    assert_eq!(franc["investmentMinUsd"], Value::Null, "no rate stored");
    assert_eq!(franc["assetsUsd"], Value::Null);
}
