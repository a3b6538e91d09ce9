//! Every sum of a blend's money in one currency (issue 30): amounts of programs in pounds, yen and
//! dollars enter the engine as their values in the blend's base currency at the latest rates, so
//! the saved statistics are those of the same blend typed in that currency; the base currency is
//! the member's choice among those with rates; a shared link pins it with its rate; an amount
//! without a rate computes nothing. Each rule runs on SQLite and PostgreSQL.

use analytics_core::blend::{blend, Allocation, BlendComponent};
use axum::http::StatusCode;
use serde_json::{json, Value};
use server::demo::YearMonth;
use server::exchange_rates::{self, ExchangeRate};
use server::returns::statistics;
use server::{groups, programs};

use crate::common::fixtures;
use crate::support::TestApp;

on_both_engines!(
    a_blend_of_three_currencies_is_summed_in_dollars,
    another_base_currency_changes_the_amounts_unit_and_no_share,
    a_base_currency_needs_a_rate,
    an_amount_without_a_rate_is_not_saved,
    a_shared_link_pins_the_base_currency_and_its_rate,
    an_added_program_gets_an_equal_share_in_its_own_currency,
    the_currencies_to_sum_in_are_listed_with_their_latest_rates,
);

const MEMBER: &str = "investor@example.com";
const GBP: f64 = 1.25;
const JPY: f64 = 0.0067;
const EUR: f64 = 1.08;

async fn store_rates(app: &TestApp, month: YearMonth, rates: &[(&str, f64)]) {
    let rates: Vec<ExchangeRate> = rates
        .iter()
        .map(|(currency, usd_per_unit)| ExchangeRate {
            currency: (*currency).to_owned(),
            month,
            usd_per_unit: *usd_per_unit,
        })
        .collect();
    exchange_rates::store(&app.db.db, &rates).await.unwrap();
}

/// An active company with a program in each of `currencies` (no minimum, 36 months of returns
/// from 2022-01), and the rates of 2026-10 (an older GBP rate in 2026-01 shows the latest wins);
/// answers the programs' ids.
async fn programs_in(app: &TestApp, currencies: &[&str]) -> Vec<i64> {
    let db = &app.db.db;
    store_rates(app, YearMonth::of(2026, 1), &[("GBP", 1.4)]).await;
    store_rates(
        app,
        YearMonth::of(2026, 10),
        &[("GBP", GBP), ("JPY", JPY), ("EUR", EUR)],
    )
    .await;
    let mut group = fixtures::group("acme");
    group.group_status_id = server::reference::group_status::ACTIVE;
    let group_id = groups::create_group(db, &group).await.unwrap();
    let mut ids = Vec::new();
    for (i, currency) in currencies.iter().enumerate() {
        let mut program = fixtures::program(&format!("program-{i}"));
        program.currency = (*currency).to_owned();
        program.investment_min = None;
        let id = programs::create_program(db, group_id, &program)
            .await
            .unwrap();
        let values: Vec<f64> = (0..36)
            .map(|m| f64::from((m * (i as i32 + 3)) % 11 - 5) / 100.0)
            .collect();
        statistics::replace_returns_and_statistics(
            db,
            id,
            &fixtures::months(202201, &values),
            None,
        )
        .await
        .unwrap();
        ids.push(id);
    }
    ids
}

async fn expect(
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

/// The member's worksheet of `ids` at `amounts` (leverage 1); answers its id.
async fn worksheet(app: &TestApp, token: &str, ids: &[i64], amounts: &[f64]) -> i64 {
    let created = expect(
        app,
        "POST",
        "/api/v1/me/blends",
        token,
        Some(json!({ "programIds": ids })),
        StatusCode::CREATED,
    )
    .await;
    let blend_id = created["blendId"].as_i64().unwrap();
    let orders: Vec<Value> = ids
        .iter()
        .zip(amounts)
        .map(|(id, amount)| json!({ "programId": id, "quantity": amount, "leverage": 1 }))
        .collect();
    let path = format!("/api/v1/me/blends/{blend_id}/orders");
    expect(
        app,
        "PUT",
        &path,
        token,
        Some(json!({ "orders": orders })),
        StatusCode::OK,
    )
    .await;
    blend_id
}

async fn save(app: &TestApp, token: &str, blend_id: i64) -> Value {
    let path = format!("/api/v1/me/blends/{blend_id}/save");
    let name = Some(json!({ "blendName": "Three currencies" }));
    expect(app, "PUT", &path, token, name, StatusCode::OK).await
}

async fn set_base(
    app: &TestApp,
    token: &str,
    blend_id: i64,
    currency: &str,
) -> (StatusCode, Value) {
    let path = format!("/api/v1/me/blends/{blend_id}/base-currency");
    app.call(
        "PUT",
        &path,
        Some(token),
        Some(json!({ "baseCurrency": currency })),
    )
    .await
}

fn shares(statistics: &Value) -> Vec<f64> {
    statistics["allocations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["pctAllocated"].as_f64().unwrap())
        .collect()
}

fn amounts(statistics: &Value) -> Vec<f64> {
    statistics["allocations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["amount"].as_f64().unwrap())
        .collect()
}

/// The stored returns of each program as the engine's series.
async fn series_of(app: &TestApp, ids: &[i64]) -> Vec<analytics_core::ReturnSeries> {
    let mut all = Vec::new();
    for &id in ids {
        let months = server::returns::program_returns(&app.db.db, id)
            .await
            .unwrap();
        all.push(statistics::return_series(&months).unwrap());
    }
    all
}

const THREE_CURRENCIES: [&str; 4] = ["GBP", "JPY", "JPY", "USD"];
const TYPED: [f64; 4] = [1_000_000.0, 500_000.0, 500_000.0, 500_000.0];

async fn a_blend_of_three_currencies_is_summed_in_dollars(app: TestApp) {
    let ids = programs_in(&app, &THREE_CURRENCIES).await;
    let member = app.sign_in_as_member(MEMBER).await;
    let blend_id = worksheet(&app, &member, &ids, &TYPED).await;
    let read = save(&app, &member, blend_id).await;
    assert_eq!(read["baseCurrency"], "USD");
    assert_eq!(read["baseUsdPerUnit"], 1.0);
    let rates: Vec<f64> = read["orders"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["usdPerUnit"].as_f64().unwrap())
        .collect();
    assert_eq!(rates, [GBP, JPY, JPY, 1.0], "each at its latest rate");

    let stored = &read["statistics"];
    let in_dollars = [1_250_000.0, 3_350.0, 3_350.0, 500_000.0];
    assert_eq!(amounts(stored), in_dollars);
    let total: f64 = in_dollars.iter().sum();
    let expected: Vec<f64> = in_dollars.iter().map(|a| a / total).collect();
    assert_eq!(shares(stored), expected);
    assert!(
        (shares(stored)[0] - 0.7116).abs() < 1e-4,
        "about 71 %, not 40 %"
    );
    assert!(
        (shares(stored)[1] - 0.0019).abs() < 1e-4,
        "about 0.2 %, not 20 %"
    );

    // The same blend typed in dollars, blended by the engine directly.
    let series = series_of(&app, &ids).await;
    let components: Vec<BlendComponent> = series
        .iter()
        .zip(in_dollars)
        .map(|(series, amount)| BlendComponent {
            series,
            allocation: Allocation::new(amount, 1.0).unwrap(),
        })
        .collect();
    let typed_in_dollars = blend(&components, false).unwrap();
    let stored_vami = stored["statistics"]["vami"].as_array().unwrap();
    let mut vami = 1000.0;
    for (point, r) in stored_vami
        .iter()
        .skip(1)
        .zip(typed_in_dollars.series.values())
    {
        vami *= 1.0 + r;
        let value = point["value"].as_f64().unwrap();
        assert!((value - vami).abs() <= 1e-12 * vami, "{value} vs {vami}");
    }

    let (_, list) = app
        .call("GET", "/api/v1/me/blends", Some(&member), None)
        .await;
    assert_eq!(
        list["items"][0]["sharpe"],
        stored["statistics"]["sharpeRatio"]
    );
}

async fn another_base_currency_changes_the_amounts_unit_and_no_share(app: TestApp) {
    let ids = programs_in(&app, &THREE_CURRENCIES).await;
    let member = app.sign_in_as_member(MEMBER).await;
    let blend_id = worksheet(&app, &member, &ids, &TYPED).await;
    let in_dollars = save(&app, &member, blend_id).await;
    let (status, changed) = set_base(&app, &member, blend_id, "EUR").await;
    assert_eq!(status, StatusCode::OK, "{changed}");
    assert_eq!(changed["baseCurrency"], "EUR");
    assert_eq!(changed["baseUsdPerUnit"], EUR);
    assert_eq!(
        changed["modified"], true,
        "the stored amounts are in dollars"
    );
    let in_euros = save(&app, &member, blend_id).await;
    assert_eq!(in_euros["modified"], false);
    let (usd, eur) = (&in_dollars["statistics"], &in_euros["statistics"]);
    for (a, b) in amounts(usd).iter().zip(amounts(eur)) {
        assert!((a / EUR - b).abs() <= 1e-9 * b, "{a} dollars is {b} euros");
    }
    for (a, b) in shares(usd).iter().zip(shares(eur)) {
        assert!((a - b).abs() <= 1e-12, "{a} vs {b}");
    }
    for figure in ["sharpeRatio", "maxDrawDown", "compoundedAnnualReturn"] {
        let (a, b) = (
            usd["statistics"][figure].as_f64().unwrap(),
            eur["statistics"][figure].as_f64().unwrap(),
        );
        assert!(
            (a - b).abs() <= 1e-12 * a.abs().max(1.0),
            "{figure}: {a} vs {b}"
        );
    }
    // Save As keeps the base currency; the original goes back to its last save.
    let path = format!("/api/v1/me/blends/{blend_id}/save-as");
    let copy = expect(
        &app,
        "POST",
        &path,
        &member,
        Some(json!({ "blendName": "Copy in euros" })),
        StatusCode::CREATED,
    )
    .await;
    assert_eq!(copy["baseCurrency"], "EUR");
}

async fn a_base_currency_needs_a_rate(app: TestApp) {
    let ids = programs_in(&app, &["USD"]).await;
    let member = app.sign_in_as_member(MEMBER).await;
    let blend_id = worksheet(&app, &member, &ids, &[100_000.0]).await;
    for refused in ["CHF", "eur", "EURO", "", "€€€"] {
        let (status, body) = set_base(&app, &member, blend_id, refused).await;
        assert_eq!(
            status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{refused}: {body}"
        );
        assert_eq!(
            body["fields"]["baseCurrency"], "noExchangeRate",
            "{refused}"
        );
    }
    let path = format!("/api/v1/me/blends/{blend_id}");
    let read = expect(&app, "GET", &path, &member, None, StatusCode::OK).await;
    assert_eq!(read["baseCurrency"], "USD", "nothing changed");
    let other = app.sign_in_as_member("other@example.com").await;
    let (status, _) = set_base(&app, &other, blend_id, "EUR").await;
    assert_eq!(status, StatusCode::NOT_FOUND, "another member's blend");
}

async fn an_amount_without_a_rate_is_not_saved(app: TestApp) {
    let ids = programs_in(&app, &["USD", "CHF"]).await;
    let member = app.sign_in_as_member(MEMBER).await;
    let blend_id = worksheet(&app, &member, &ids, &[100_000.0, 100_000.0]).await;
    let path = format!("/api/v1/me/blends/{blend_id}/save");
    let (status, body) = app
        .call(
            "PUT",
            &path,
            Some(&member),
            Some(json!({ "blendName": "Francs" })),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["fields"]["orders.1"], "noExchangeRate");
    let path = format!("/api/v1/me/blends/{blend_id}");
    let read = expect(&app, "GET", &path, &member, None, StatusCode::OK).await;
    assert_eq!(read["statistics"], Value::Null, "nothing was stored");
    assert_eq!(read["orders"][1]["usdPerUnit"], Value::Null);
}

async fn a_shared_link_pins_the_base_currency_and_its_rate(app: TestApp) {
    let ids = programs_in(&app, &THREE_CURRENCIES).await;
    let member = app.sign_in_as_member(MEMBER).await;
    let blend_id = worksheet(&app, &member, &ids, &TYPED).await;
    let (status, _) = set_base(&app, &member, blend_id, "EUR").await;
    assert_eq!(status, StatusCode::OK);
    let saved = save(&app, &member, blend_id).await;
    let path = format!("/api/v1/me/blends/{blend_id}/shares");
    let created = expect(&app, "POST", &path, &member, None, StatusCode::CREATED).await;
    let link = format!(
        "/api/v1/shared-blends/{}",
        created["token"].as_str().unwrap()
    );
    // Later rates move every figure of the blender, not the link's.
    store_rates(&app, YearMonth::of(2026, 11), &[("GBP", 1.5), ("EUR", 1.2)]).await;
    let (status, shared) = app.get_json(&link).await;
    assert_eq!(status, StatusCode::OK, "{shared}");
    assert_eq!(shared["baseCurrency"], "EUR");
    assert_eq!(shared["baseUsdPerUnit"], EUR);
    let pinned: Vec<f64> = shared["orders"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["usdPerUnit"].as_f64().unwrap())
        .collect();
    assert_eq!(pinned, [GBP, JPY, JPY, 1.0]);
    // The link's values are the saved blend's: its stored shares, from the pinned rates.
    let values: Vec<f64> = shared["orders"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| {
            exchange_rates::in_base(
                o["quantity"].as_f64().unwrap(),
                o["usdPerUnit"].as_f64().unwrap(),
                EUR,
            )
        })
        .collect();
    assert_eq!(values, amounts(&saved["statistics"]));
    let blender = expect(
        &app,
        "GET",
        &format!("/api/v1/me/blends/{blend_id}"),
        &member,
        None,
        StatusCode::OK,
    )
    .await;
    assert_eq!(
        blender["baseUsdPerUnit"], 1.2,
        "the blender reads today's rates"
    );
}

async fn an_added_program_gets_an_equal_share_in_its_own_currency(app: TestApp) {
    let ids = programs_in(&app, &["USD", "JPY"]).await;
    let member = app.sign_in_as_member(MEMBER).await;
    let blend_id = worksheet(&app, &member, &ids[..1], &[300_000.0]).await;
    let path = format!("/api/v1/me/blends/{blend_id}/orders");
    let read = expect(
        &app,
        "POST",
        &path,
        &member,
        Some(json!({ "programIds": [ids[1]] })),
        StatusCode::CREATED,
    )
    .await;
    let added = read["orders"][1]["quantity"].as_f64().unwrap();
    // Half of $300,000 in yen, rounded up to a whole yen.
    assert_eq!(added, (300_000.0 / JPY / 2.0).ceil());
    assert!((added * JPY - 150_000.0).abs() < 0.01);
}

async fn the_currencies_to_sum_in_are_listed_with_their_latest_rates(app: TestApp) {
    programs_in(&app, &["USD"]).await;
    let (status, body) = app.get_json("/api/v1/exchange-rates").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        body["items"],
        json!([
            { "currency": "USD", "usdPerUnit": 1.0, "month": null },
            { "currency": "EUR", "usdPerUnit": EUR, "month": 202610 },
            { "currency": "GBP", "usdPerUnit": GBP, "month": 202610 },
            { "currency": "JPY", "usdPerUnit": JPY, "month": 202610 },
        ])
    );
}
