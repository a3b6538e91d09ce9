//! Administrators' exchange rates over HTTP: the currencies with their latest rate, a currency's
//! months and audit log, and the CSV upload that the listing's dollar figures follow, refused
//! whole with each bad line named.

use axum::body::Body;
use axum::http::{Request, StatusCode};
use serde_json::Value;
use server::access::Role;
use server::returns::statistics;
use server::{groups, programs};

use crate::common::fixtures;
use crate::support::{spawn_app, TestApp};

const RATES: &str = "/api/v1/admin/exchange-rates";

/// Uploads `csv` as `token`; answers the status and the JSON body.
async fn upload(app: &TestApp, token: &str, csv: impl Into<Body>) -> (StatusCode, Value) {
    let request = Request::post(RATES)
        .header("authorization", format!("Bearer {token}"))
        .header("content-type", "text/csv")
        .body(csv.into())
        .unwrap();
    let (status, _, body) = app.send(request).await;
    (status, serde_json::from_slice(&body).expect("JSON body"))
}

/// The overview's row of `currency`.
async fn currency_row(app: &TestApp, token: &str, currency: &str) -> Value {
    let (status, body) = app.call("GET", RATES, Some(token), None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|row| row["currency"] == currency)
        .cloned()
        .expect("the currency's row")
}

/// An active company with a dollar program (AUM 10M) and a euro program (AUM 9M, last reported
/// for 2026-01), each with returns from 2025-10 through 2026-03.
async fn programs_in_two_currencies(app: &TestApp) {
    let db = &app.db.db;
    let mut group = fixtures::group("money");
    group.group_status_id = server::reference::group_status::ACTIVE;
    let group_id = groups::create_group(db, &group).await.unwrap();
    for (uri, currency, assets, assets_through) in [
        ("dollar", "USD", 10.0e6, 202603),
        ("euro", "EUR", 9.0e6, 202601),
    ] {
        let mut program = fixtures::program(uri);
        program.program_name = uri.to_owned();
        program.currency = currency.to_owned();
        program.date_inception = Some("2025-10-01".to_owned());
        let mut months = fixtures::months(202510, &[0.01; 6]);
        for month in &mut months {
            month.assets = (month.month <= fixtures::ym(assets_through)).then_some(assets);
        }
        let id = programs::create_program(db, group_id, &program)
            .await
            .unwrap();
        statistics::replace_returns_and_statistics(db, id, &months, None)
            .await
            .unwrap();
    }
}

/// The listing by AUM, largest first: each program's name and AUM in dollars.
async fn by_assets(app: &TestApp) -> Vec<(String, Option<f64>)> {
    let (status, body) = app
        .get_json("/api/v1/programs?sortBy=assets&orderBy=DESC")
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| {
            (
                item["programName"].as_str().unwrap().to_owned(),
                item["assetsUsd"].as_f64(),
            )
        })
        .collect()
}

#[tokio::test]
async fn only_administrators_see_or_upload_rates() {
    let app = spawn_app().await;
    let member = app.sign_in_as_member("member@x.test").await;
    let manager = app
        .sign_in_as("manager@x.test", &[Role::Member, Role::CtaManager], None)
        .await;
    for token in [&member, &manager] {
        let (status, body) = app.call("GET", RATES, Some(token), None).await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        assert_eq!(body["code"], "forbidden_role");
        let path = format!("{RATES}/EUR");
        let (status, _) = app.call("GET", &path, Some(token), None).await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        let (status, body) =
            upload(&app, token, "currency,month,usdPerUnit\nEUR,2025-01,1.1\n").await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        assert_eq!(body["code"], "forbidden_role");
    }
    let admin = app.sign_in_as_admin().await;
    assert_eq!(currency_row(&app, &admin, "EUR").await["monthCount"], 0);
}

#[tokio::test]
async fn an_upload_moves_the_listings_dollar_sort_and_is_audited() {
    let app = spawn_app().await;
    programs_in_two_currencies(&app).await;
    let admin = app.sign_in_as_admin().await;

    let (status, body) = upload(&app, &admin, "currency,month,usdPerUnit\nEUR,2025-12,1.0\n").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["storedCount"], 1);
    let listed = by_assets(&app).await;
    assert_eq!(
        listed,
        [
            ("dollar".to_owned(), Some(10.0e6)),
            ("euro".to_owned(), Some(9.0e6))
        ]
    );

    // The euro program's AUM is of 2026-01: a rate for that month converts it.
    let (status, body) = upload(
        &app,
        &admin,
        "currency,month,usdPerUnit\r\nEUR,2026-01,1.2\r\n",
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let listed = by_assets(&app).await;
    assert_eq!(listed[0].0, "euro");
    assert!((listed[0].1.unwrap() - 10.8e6).abs() < 1.0, "{listed:?}");

    let euro = currency_row(&app, &admin, "EUR").await;
    assert_eq!(euro["monthCount"], 2);
    assert_eq!(euro["firstMonth"], "2025-12");
    assert_eq!(euro["latestMonth"], "2026-01");
    assert_eq!(euro["latestUsdPerUnit"], 1.2);

    let (status, history) = app
        .call("GET", &format!("{RATES}/EUR"), Some(&admin), None)
        .await;
    assert_eq!(status, StatusCode::OK, "{history}");
    let months: Vec<(&str, f64)> = history["months"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            (
                m["month"].as_str().unwrap(),
                m["usdPerUnit"].as_f64().unwrap(),
            )
        })
        .collect();
    assert_eq!(months, [("2026-01", 1.2), ("2025-12", 1.0)]);
    let audit = history["audit"].as_array().unwrap();
    assert_eq!(audit.len(), 2);
    assert_eq!(audit[0]["action"], "ratesImported");
    assert_eq!(audit[0]["actorEmail"], "admin@x.test");
    assert_eq!(
        audit[0]["newValue"],
        r#"{"first":"2026-01","last":"2026-01","months":1}"#
    );
}

#[tokio::test]
async fn a_bad_upload_changes_nothing_and_names_each_bad_line() {
    let app = spawn_app().await;
    programs_in_two_currencies(&app).await;
    let admin = app.sign_in_as_admin().await;
    let before = by_assets(&app).await;

    let csv = "currency,month,usdPerUnit\n\
               EUR,2026-01,1.2\n\
               USD,2026-01,1\n\
               GBP,2026-01,1.3\n\
               EUR,2099-01,1.2\n\
               JPY,2026-01,-0.007\n\
               EUR,2026-01,1.3\n";
    let (status, body) = upload(&app, &admin, csv).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["code"], "invalid_csv");
    assert_eq!(body["errorCount"], 4);
    let found: Vec<(i64, &str)> = body["errors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| (e["row"].as_i64().unwrap(), e["code"].as_str().unwrap()))
        .collect();
    assert_eq!(
        found,
        [
            (3, "dollar_rate"),
            (5, "month_in_future"),
            (6, "rate_out_of_range"),
            (7, "duplicate_rate")
        ]
    );
    assert_eq!(
        body["errors"][3]["message"],
        "Row 7, column month: EUR 2026-01 is already given in row 2"
    );
    for currency in ["EUR", "GBP"] {
        assert_eq!(currency_row(&app, &admin, currency).await["monthCount"], 0);
    }
    assert_eq!(by_assets(&app).await, before);
}

#[tokio::test]
async fn a_file_over_a_mebibyte_or_ten_thousand_rows_is_refused() {
    let app = spawn_app().await;
    let admin = app.sign_in_as_admin().await;
    let (status, body) = upload(&app, &admin, vec![b' '; 1024 * 1024 + 1]).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["errors"][0]["code"], "file_too_large");
    assert_eq!(
        body["errors"][0]["message"],
        "The file is larger than 1024 KiB"
    );

    let mut rows = String::from("currency,month,usdPerUnit\n");
    for _ in 0..10_001 {
        rows.push_str("EUR,2025-01,1.1\n");
    }
    let (status, body) = upload(&app, &admin, rows).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["errors"][0]["code"], "too_many_rows");
    assert_eq!(
        body["errors"][0]["message"],
        "The file has more than 10000 rows"
    );
    assert_eq!(currency_row(&app, &admin, "EUR").await["monthCount"], 0);
}

#[tokio::test]
async fn a_currency_the_site_does_not_offer_or_the_dollar_has_no_rates_page() {
    let app = spawn_app().await;
    let admin = app.sign_in_as_admin().await;
    for currency in ["USD", "XYZ", "eur"] {
        let path = format!("{RATES}/{currency}");
        let (status, body) = app.call("GET", &path, Some(&admin), None).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{currency}: {body}");
    }
    let (status, body) = app
        .call("GET", &format!("{RATES}/GBP"), Some(&admin), None)
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["months"], serde_json::json!([]));
    assert_eq!(body["latestMonth"], Value::Null);
}

#[tokio::test]
async fn every_offered_currency_since_1957_is_stored_in_reasonable_time() {
    let app = spawn_app().await;
    let admin = app.sign_in_as_admin().await;
    let mut rows = String::from("currency,month,usdPerUnit\n");
    let mut count = 0;
    // Every currency the site offers, every month from 1957 through 2025: the most a real file
    // holds.
    for currency in ["EUR", "GBP", "JPY", "CHF", "AUD", "CAD", "CNY"] {
        for yyyymm in (1957..=2025).flat_map(|year| (1..=12).map(move |m| year * 100 + m)) {
            let month = fixtures::ym(yyyymm);
            rows.push_str(&format!("{currency},{month},1.{yyyymm}\n"));
            count += 1;
        }
    }
    let started = std::time::Instant::now();
    let (status, body) = upload(&app, &admin, rows).await;
    let took = started.elapsed();
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["storedCount"], count);
    eprintln!("stored {count} rates in {} ms", took.as_millis());
    assert!(took.as_secs() < 20, "took {took:?}");
}
