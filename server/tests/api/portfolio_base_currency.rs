//! The portfolio sums its money in one base currency (issue 30): a member chooses the dollar or a
//! currency the site has a rate for, each row's share is of amounts converted to it by the one
//! rule (`exchange_rates::in_base`), and a row whose currency has no rate leaves no total and no
//! shares rather than wrong ones. Each rule runs on SQLite and PostgreSQL.

use axum::http::StatusCode;
use serde_json::{json, Value};
use server::demo::YearMonth;
use server::exchange_rates::{self, in_base, ExchangeRate};
use server::{groups, programs};

use crate::common::fixtures;
use crate::support::TestApp;

on_both_engines!(
    choosing_a_base_currency_creates_the_portfolio_and_sums_it_in_that_currency,
    a_base_currency_without_a_rate_is_refused,
    shares_are_of_base_values_and_the_same_in_any_base,
    a_row_whose_currency_has_no_rate_leaves_no_total_and_no_shares,
);

const EURO_RATE: f64 = 1.08;

/// Latest rates of sterling, the yen and the euro (an older euro rate before them, which no sum
/// takes).
async fn rates(app: &TestApp) {
    let rate = |currency: &str, month: i32, usd_per_unit: f64| ExchangeRate {
        currency: currency.to_owned(),
        month: YearMonth::from_yyyymm(month).unwrap(),
        usd_per_unit,
    };
    exchange_rates::store(
        &app.db.db,
        &[
            rate("EUR", 202609, 1.5),
            rate("EUR", 202610, EURO_RATE),
            rate("GBP", 202610, 1.25),
            rate("JPY", 202610, 0.0067),
        ],
    )
    .await
    .unwrap();
}

/// An active company with one program per (name, currency, minimum): a new allocation takes the
/// minimum as its amount. Answers the programs' ids in order.
async fn programs_of(app: &TestApp, programs: &[(&str, &str, f64)]) -> Vec<i64> {
    let db = &app.db.db;
    let mut group = fixtures::group("acme");
    group.group_status_id = server::reference::group_status::ACTIVE;
    let group_id = groups::create_group(db, &group).await.unwrap();
    let mut ids = Vec::new();
    for (name, currency, minimum) in programs {
        let mut program = fixtures::program(&name.to_lowercase().replace(' ', "-"));
        program.program_name = (*name).to_owned();
        program.currency = (*currency).to_owned();
        program.investment_min = Some(*minimum);
        ids.push(
            programs::create_program(db, group_id, &program)
                .await
                .unwrap(),
        );
    }
    ids
}

/// £1,000,000, ¥500,000 twice and $500,000.
const MIXED: [(&str, &str, f64); 4] = [
    ("Sterling Trend", "GBP", 1_000_000.0),
    ("Yen Carry A", "JPY", 500_000.0),
    ("Yen Carry B", "JPY", 500_000.0),
    ("Dollar Macro", "USD", 500_000.0),
];

async fn allocate(app: &TestApp, member: &str, program_id: i64) {
    let (status, row) = app
        .call(
            "POST",
            "/api/v1/me/portfolio/orders",
            Some(member),
            Some(json!({ "programId": program_id })),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{row}");
}

async fn set_base(app: &TestApp, member: &str, base: &str) -> (StatusCode, Value) {
    app.call(
        "PUT",
        "/api/v1/me/portfolio/base-currency",
        Some(member),
        Some(json!({ "baseCurrency": base })),
    )
    .await
}

async fn read(app: &TestApp, member: &str) -> Value {
    let (status, portfolio) = app
        .call("GET", "/api/v1/me/portfolio", Some(member), None)
        .await;
    assert_eq!(status, StatusCode::OK, "{portfolio}");
    portfolio
}

fn row<'a>(portfolio: &'a Value, name: &str) -> &'a Value {
    portfolio["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|row| row["programName"] == name)
        .unwrap_or_else(|| panic!("{name} in {portfolio}"))
}

fn figure(value: &Value) -> f64 {
    value
        .as_f64()
        .unwrap_or_else(|| panic!("a number, not {value}"))
}

async fn choosing_a_base_currency_creates_the_portfolio_and_sums_it_in_that_currency(app: TestApp) {
    rates(&app).await;
    let member = app.sign_in_as_member("jo@example.com").await;
    let (status, portfolio) = set_base(&app, &member, "EUR").await;
    assert_eq!(status, StatusCode::OK, "{portfolio}");
    assert!(portfolio["portfolioId"].is_i64(), "{portfolio}");
    assert_eq!(portfolio["baseCurrency"], "EUR");
    assert_eq!(portfolio["baseUsdPerUnit"], EURO_RATE, "the latest rate");
    assert_eq!(portfolio["total"], 0.0);
    assert_eq!(read(&app, &member).await, portfolio, "the choice is kept");

    let (status, back) = set_base(&app, &member, "USD").await;
    assert_eq!(status, StatusCode::OK, "{back}");
    assert_eq!(back["baseCurrency"], "USD");
    assert_eq!(back["baseUsdPerUnit"], 1.0);
    assert_eq!(back["portfolioId"], portfolio["portfolioId"]);

    let other = app.sign_in_as_member("ann@example.com").await;
    let untouched = read(&app, &other).await;
    assert_eq!(untouched["portfolioId"], Value::Null);
    assert_eq!(untouched["baseCurrency"], "USD");
}

async fn a_base_currency_without_a_rate_is_refused(app: TestApp) {
    rates(&app).await;
    let member = app.sign_in_as_member("jo@example.com").await;
    for base in ["CHF", "eur", "EURO", ""] {
        let (status, body) = set_base(&app, &member, base).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{base}: {body}");
        assert_eq!(body["code"], "validation_failed");
        assert_eq!(body["fields"], json!({ "baseCurrency": "noExchangeRate" }));
    }
    assert_eq!(read(&app, &member).await["baseCurrency"], "USD");
}

async fn shares_are_of_base_values_and_the_same_in_any_base(app: TestApp) {
    rates(&app).await;
    let ids = programs_of(&app, &MIXED).await;
    let member = app.sign_in_as_member("jo@example.com").await;
    for id in ids {
        allocate(&app, &member, id).await;
    }

    let dollars = read(&app, &member).await;
    assert_eq!(dollars["baseCurrency"], "USD");
    let sterling = row(&dollars, "Sterling Trend");
    assert_eq!(
        sterling["quantity"], 1_000_000.0,
        "the amount stays in pounds"
    );
    assert_eq!(sterling["valueInBase"], 1_250_000.0);
    assert_eq!(
        row(&dollars, "Yen Carry A")["valueInBase"],
        in_base(500_000.0, 0.0067, 1.0)
    );
    // $1,250,000 + $3,350 + $3,350 + $500,000: 71.2 %, 0.19 % twice and 28.5 %.
    let total = figure(&dollars["total"]);
    assert!((total - 1_756_700.0).abs() < 1e-6, "{total}");
    for (name, share) in [
        ("Sterling Trend", 0.7116),
        ("Yen Carry A", 0.0019),
        ("Yen Carry B", 0.0019),
        ("Dollar Macro", 0.2846),
    ] {
        let sent = figure(&row(&dollars, name)["pctAllocated"]);
        assert!((sent - share).abs() < 1e-4, "{name}: {sent}");
    }

    let (status, euros) = set_base(&app, &member, "EUR").await;
    assert_eq!(status, StatusCode::OK, "{euros}");
    assert_eq!(
        row(&euros, "Sterling Trend")["valueInBase"],
        in_base(1_000_000.0, 1.25, EURO_RATE)
    );
    for (name, _, _) in MIXED {
        let in_dollars = figure(&row(&dollars, name)["pctAllocated"]);
        let in_euros = figure(&row(&euros, name)["pctAllocated"]);
        assert!((in_dollars - in_euros).abs() < 1e-12, "{name}");
    }
    let euro_total = figure(&euros["total"]);
    assert!(
        (euro_total * EURO_RATE - total).abs() < 1e-6,
        "{euro_total}"
    );
}

async fn a_row_whose_currency_has_no_rate_leaves_no_total_and_no_shares(app: TestApp) {
    rates(&app).await;
    let ids = programs_of(
        &app,
        &[
            ("Sterling Trend", "GBP", 1_000_000.0),
            ("Franc Value", "CHF", 250_000.0),
        ],
    )
    .await;
    let member = app.sign_in_as_member("jo@example.com").await;
    for id in ids {
        allocate(&app, &member, id).await;
    }
    let portfolio = read(&app, &member).await;
    assert_eq!(portfolio["total"], Value::Null);
    let franc = row(&portfolio, "Franc Value");
    assert_eq!(franc["usdPerUnit"], Value::Null);
    assert_eq!(franc["valueInBase"], Value::Null);
    assert_eq!(franc["pctAllocated"], Value::Null);
    let sterling = row(&portfolio, "Sterling Trend");
    assert_eq!(sterling["valueInBase"], 1_250_000.0, "its own value stands");
    assert_eq!(
        sterling["pctAllocated"],
        Value::Null,
        "no share of a partial sum"
    );
}
