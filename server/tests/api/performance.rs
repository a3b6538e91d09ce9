//! A program's performance data over HTTP: who may read and write it, every rule of the form,
//! the CSV upload (refused whole with each problem's row and column, or stored exactly), the
//! statistics stored with the months (the same `server analyze` computes), the revisions, and
//! the watchlist alert mails. A refused request changes nothing: every test of a refusal
//! compares the stored rows before and after.

use analytics_core::YearMonth;
use axum::body::Body;
use axum::http::{Request, StatusCode};
use serde_json::{json, Value};
use server::access::Role;
use server::months::month_of;
use server::returns::statistics;
use server::{groups, programs};
use sqlx::Row;

use crate::common::fixtures;
use crate::support::versions::{self, Saves};
use crate::support::{spawn_app, TestApp};

const TREND: &str = "/api/v1/groups/acme/programs/trend";
const PENDING: &str = "/api/v1/groups/acme/programs/pending";

/// The program ids of the fixture.
struct Company {
    group_id: i64,
    trend_id: i64,
}

/// An active company "acme" with an active program "trend" (inception 2023-01-01, January to
/// March 2023 at +1 %, +2 %, −0.5 % with assets of 10 million) and a pending program "pending"; and a second active
/// company "other".
async fn company(app: &TestApp) -> Company {
    let db = &app.db.db;
    let mut group = fixtures::group("acme");
    group.group_status_id = server::reference::group_status::ACTIVE;
    let group_id = groups::create_group(db, &group).await.unwrap();
    let mut other = fixtures::group("other");
    other.group_status_id = server::reference::group_status::ACTIVE;
    groups::create_group(db, &other).await.unwrap();
    let mut trend = fixtures::program("trend");
    trend.program_name = "Acme Trend".to_owned();
    trend.date_inception = Some("2023-01-01".to_owned());
    let trend_id = programs::create_program(db, group_id, &trend)
        .await
        .unwrap();
    let months = [
        fixtures::month(202301, 0.01),
        fixtures::month(202302, 0.02),
        fixtures::month(202303, -0.005),
    ];
    statistics::replace_returns_and_statistics(db, trend_id, &months, None)
        .await
        .unwrap();
    let mut pending = fixtures::program("pending");
    pending.program_status_id = server::reference::program_status::PENDING;
    programs::create_program(db, group_id, &pending)
        .await
        .unwrap();
    Company { group_id, trend_id }
}

async fn manager(app: &TestApp, company: &Company) -> String {
    app.sign_in_as(
        "manager@acme.example",
        &[Role::Member, Role::CtaManager],
        Some(company.group_id),
    )
    .await
}

/// Everything a save writes, as stored: a refused request must leave it byte for byte.
async fn snapshot(app: &TestApp, program_id: i64) -> Vec<String> {
    let db = &app.db.db;
    let mut rows = Vec::new();
    for row in sqlx::query(
        "SELECT month, monthly_return, assets, estimated, date_created FROM program_returns \
         WHERE program_id = $1 ORDER BY month",
    )
    .bind(program_id)
    .fetch_all(&db.pool)
    .await
    .unwrap()
    {
        rows.push(format!(
            "return {:?} {:?} {:?} {:?} {:?}",
            row.try_get::<i32, _>("month").unwrap(),
            row.try_get::<f64, _>("monthly_return").unwrap(),
            row.try_get::<Option<f64>, _>("assets").unwrap(),
            row.try_get::<i64, _>("estimated").unwrap(),
            row.try_get::<String, _>("date_created").unwrap(),
        ));
    }
    let program = sqlx::query("SELECT date_inception, date_updated FROM programs WHERE id = $1")
        .bind(program_id)
        .fetch_one(&db.pool)
        .await
        .unwrap();
    rows.push(format!(
        "program {:?} {:?}",
        program
            .try_get::<Option<String>, _>("date_inception")
            .unwrap(),
        program.try_get::<String, _>("date_updated").unwrap(),
    ));
    let stats = sqlx::query(
        "SELECT statistics_gzip, computed_at FROM program_statistics WHERE program_id = $1",
    )
    .bind(program_id)
    .fetch_optional(&db.pool)
    .await
    .unwrap();
    rows.push(format!(
        "statistics {:?}",
        stats.map(|row| (
            row.try_get::<Vec<u8>, _>("statistics_gzip").unwrap(),
            row.try_get::<String, _>("computed_at").unwrap(),
        ))
    ));
    let listing = statistics::program_listing(db, program_id).await.unwrap();
    let computed: Option<String> =
        sqlx::query("SELECT computed_at FROM program_listings WHERE program_id = $1")
            .bind(program_id)
            .fetch_optional(&db.pool)
            .await
            .unwrap()
            .map(|row| row.try_get("computed_at").unwrap());
    rows.push(format!("listing {listing:?} {computed:?}"));
    for row in sqlx::query(
        "SELECT r.id, r.user_id, r.created_at, r.summary, c.month, c.old_return, c.new_return \
         FROM program_return_revisions r \
         LEFT JOIN program_return_revision_changes c ON c.revision_id = r.id \
         WHERE r.program_id = $1 ORDER BY r.id, c.month",
    )
    .bind(program_id)
    .fetch_all(&db.pool)
    .await
    .unwrap()
    {
        rows.push(format!(
            "revision {:?} {:?} {:?} {:?} {:?} {:?} {:?}",
            row.try_get::<i64, _>("id").unwrap(),
            row.try_get::<Option<i64>, _>("user_id").unwrap(),
            row.try_get::<String, _>("created_at").unwrap(),
            row.try_get::<String, _>("summary").unwrap(),
            row.try_get::<Option<i32>, _>("month").unwrap(),
            row.try_get::<Option<f64>, _>("old_return").unwrap(),
            row.try_get::<Option<f64>, _>("new_return").unwrap(),
        ));
    }
    rows
}

/// Today's month as `yyyymm` (UTC, as the server reckons it) and the month after it.
fn current_and_next_month() -> (i32, i32) {
    let current = month_of(time::OffsetDateTime::now_utc().date()).unwrap();
    (current.yyyymm(), current.next().yyyymm())
}

fn entry(month: i32, monthly_return: f64) -> Value {
    json!({ "month": month, "monthlyReturn": monthly_return, "assets": null, "estimated": false })
}

fn save(date_inception: &str, months: Vec<Value>) -> Value {
    json!({ "dateInception": date_inception, "months": months, "acceptedAgreement": true })
}

/// Posts a CSV file to the upload endpoint, over the version of the returns stored now.
async fn upload(app: &TestApp, path: &str, token: Option<&str>, csv: &str) -> (StatusCode, Value) {
    let upload = format!("{path}/returns/upload");
    let version = versions::current_version(&app.db.db, &upload)
        .await
        .unwrap_or(1);
    let mut request =
        Request::post(format!("{upload}?version={version}")).header("content-type", "text/csv");
    if let Some(token) = token {
        request = request.header("authorization", format!("Bearer {token}"));
    }
    let (status, _, body) = app
        .send(request.body(Body::from(csv.to_owned())).unwrap())
        .await;
    let json = if body.is_empty() {
        Value::Null
    } else {
        serde_json::from_slice(&body).expect("JSON body")
    };
    (status, json)
}

/// Each endpoint's answer for `token` on the program at `path`; the write carries `body`.
async fn answers(app: &TestApp, path: &str, token: Option<&str>) -> Vec<(StatusCode, Value)> {
    let body = save("2023-01-01", vec![entry(202301, 0.01)]);
    vec![
        app.call("GET", &format!("{path}/returns"), token, None)
            .await,
        app.save("PUT", &format!("{path}/returns"), token, Some(body))
            .await,
        upload(app, path, token, "Date,Returns\n2023-01,1\n").await,
        app.call("GET", &format!("{path}/returns/revisions"), token, None)
            .await,
    ]
}

fn codes(answers: &[(StatusCode, Value)]) -> Vec<(StatusCode, Option<&str>)> {
    answers
        .iter()
        .map(|(status, body)| (*status, body["code"].as_str()))
        .collect()
}

#[tokio::test]
async fn only_administrators_and_the_companys_cta_managers_read_and_write_performance_data() {
    let app = spawn_app().await;
    let acme = company(&app).await;
    let before = snapshot(&app, acme.trend_id).await;

    let anonymous = answers(&app, TREND, None).await;
    assert_eq!(
        codes(&anonymous),
        vec![(StatusCode::UNAUTHORIZED, Some("unauthorized")); 4]
    );

    // A member and another company's manager may see the active program, not edit it; the
    // pending one does not exist for them.
    let member = app.sign_in_as_member("member@example.com").await;
    let other_group: i64 = sqlx::query("SELECT id FROM groups WHERE group_uri = 'other'")
        .fetch_one(&app.db.db.pool)
        .await
        .unwrap()
        .try_get("id")
        .unwrap();
    let stranger = app
        .sign_in_as(
            "manager@other.example",
            &[Role::Member, Role::CtaManager],
            Some(other_group),
        )
        .await;
    for token in [&member, &stranger] {
        assert_eq!(
            codes(&answers(&app, TREND, Some(token)).await),
            vec![(StatusCode::FORBIDDEN, Some("forbidden_role")); 4]
        );
        assert_eq!(
            codes(&answers(&app, PENDING, Some(token)).await),
            vec![(StatusCode::NOT_FOUND, Some("not_found")); 4]
        );
    }
    assert_eq!(snapshot(&app, acme.trend_id).await, before);

    let manager = manager(&app, &acme).await;
    let admin = app
        .sign_in_as(
            "admin@example.com",
            &[Role::Member, Role::Administrator],
            None,
        )
        .await;
    for token in [&manager, &admin] {
        for path in [TREND, PENDING] {
            let statuses: Vec<StatusCode> = answers(&app, path, Some(token))
                .await
                .into_iter()
                .map(|(status, _)| status)
                .collect();
            assert_eq!(statuses, vec![StatusCode::OK; 4], "{path}");
        }
    }
    let (status, body) = app
        .call(
            "GET",
            "/api/v1/groups/acme/programs/nope/returns",
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::NOT_FOUND, Some("not_found"))
    );
}

#[tokio::test]
async fn an_editor_reads_the_inception_date_and_the_months_oldest_first() {
    let app = spawn_app().await;
    let acme = company(&app).await;
    let manager = manager(&app, &acme).await;
    let (status, body) = app
        .call("GET", &format!("{TREND}/returns"), Some(&manager), None)
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        body,
        json!({
            "programId": acme.trend_id,
            "dateInception": "2023-01-01",
            "months": [
                { "month": 202301, "monthlyReturn": 0.01, "assets": 1e7, "estimated": false },
                { "month": 202302, "monthlyReturn": 0.02, "assets": 1e7, "estimated": false },
                { "month": 202303, "monthlyReturn": -0.005, "assets": 1e7, "estimated": false },
            ],
            "version": 1,
        })
    );
}

#[tokio::test]
async fn every_rule_of_the_form_refuses_the_save_and_changes_nothing() {
    let app = spawn_app().await;
    let acme = company(&app).await;
    let manager = manager(&app, &acme).await;
    let before = snapshot(&app, acme.trend_id).await;
    let (current, next) = current_and_next_month();
    let with_assets = |month: i32, assets: Value| json!({ "month": month, "monthlyReturn": 0.01, "assets": assets, "estimated": false });
    let today = time::OffsetDateTime::now_utc().date();
    let tomorrow = today.next_day().unwrap().to_string();
    let cases: Vec<(Value, Value)> = vec![
        (
            json!({ "months": [], "acceptedAgreement": true }),
            json!({ "dateInception": "required" }),
        ),
        (
            save("1956-12-31", vec![]),
            json!({ "dateInception": "outOfRange" }),
        ),
        (
            save(&tomorrow, vec![]),
            json!({ "dateInception": "outOfRange" }),
        ),
        (
            save("2023-02-15", vec![entry(202301, 0.01), entry(202302, 0.01)]),
            json!({ "months.0.month": "beforeInception" }),
        ),
        (
            save("2023-01-01", vec![entry(current, 0.01), entry(next, 0.01)]),
            json!({ "months.1.month": "outOfRange" }),
        ),
        (
            save("2023-01-01", vec![entry(202301, 0.01), entry(202301, 0.02)]),
            json!({ "months.1.month": "duplicate" }),
        ),
        (
            save(
                "2023-01-01",
                vec![entry(202301, -1.0), entry(202302, -1.0001)],
            ),
            json!({ "months.1.monthlyReturn": "outOfRange" }),
        ),
        (
            save(
                "2023-01-01",
                vec![entry(202301, 0.0123), entry(202302, 0.01234)],
            ),
            json!({ "months.1.monthlyReturn": "invalidStep" }),
        ),
        (
            save(
                "2023-01-01",
                vec![
                    with_assets(202301, json!(0)),
                    with_assets(202302, json!(-1)),
                    with_assets(202303, json!(1.5)),
                ],
            ),
            json!({ "months.1.assets": "belowMinimum", "months.2.assets": "invalidStep" }),
        ),
        (
            json!({ "dateInception": "2023-01-01", "months": [entry(202301, 0.03)],
                    "acceptedAgreement": false }),
            json!({ "acceptedAgreement": "mustCertify" }),
        ),
    ];
    for (request, fields) in cases {
        let (status, body) = app
            .save(
                "PUT",
                &format!("{TREND}/returns"),
                Some(&manager),
                Some(request.clone()),
            )
            .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{request}");
        assert_eq!(body["code"], "validation_failed");
        assert_eq!(body["fields"], fields, "{request}");
        assert_eq!(snapshot(&app, acme.trend_id).await, before, "{request}");
    }
    // The limits themselves are accepted.
    let (status, body) = app
        .save(
            "PUT",
            &format!("{TREND}/returns"),
            Some(&manager),
            Some(save(
                "1957-01-01",
                vec![
                    entry(195701, -1.0),
                    entry(195702, 0.0123),
                    entry(current, 0.0),
                ],
            )),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

#[tokio::test]
async fn a_csv_with_one_bad_row_is_refused_with_its_row_and_column_and_changes_nothing() {
    let app = spawn_app().await;
    let acme = company(&app).await;
    let manager = manager(&app, &acme).await;
    let before = snapshot(&app, acme.trend_id).await;
    let csv = "Date,Returns,Assets\n2023-01,1.5,1000\n2023-02,12..5,1000\n2023-03,-0.5,1000\n";
    let (status, body) = upload(&app, TREND, Some(&manager), csv).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["code"], "invalid_csv");
    assert_eq!(body["errors"].as_array().unwrap().len(), 1, "{body}");
    let error = &body["errors"][0];
    assert_eq!(
        (&error["row"], &error["column"], &error["code"]),
        (&json!(3), &json!("Returns"), &json!("not_a_number"))
    );
    assert!(error["message"].as_str().unwrap().contains("Row 3"));
    assert_eq!(snapshot(&app, acme.trend_id).await, before);

    let big = "x".repeat(1024 * 1024 + 1);
    let (status, body) = upload(&app, TREND, Some(&manager), &big).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(body["errors"][0]["code"], "file_too_large");
    let (status, body) = upload(&app, TREND, Some(&manager), "").await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(body["errors"][0]["code"], "empty_file");
    assert_eq!(snapshot(&app, acme.trend_id).await, before);
}

#[tokio::test]
async fn a_hostile_csv_of_a_mebibyte_gets_a_small_answer_and_changes_nothing() {
    let app = spawn_app().await;
    let acme = company(&app).await;
    let manager = manager(&app, &acme).await;
    let before = snapshot(&app, acme.trend_id).await;

    // 10,000 rows, each wrong twice, under long column names: 20,000 problems.
    let mut csv = format!("Date{},Returns{}\n", "-".repeat(200), "-".repeat(200));
    let row = format!("x,{}\n", "y".repeat(100));
    while csv.len() + row.len() <= 1024 * 1024 && csv.lines().count() <= 10_000 {
        csv.push_str(&row);
    }
    let (status, body) = upload(&app, TREND, Some(&manager), &csv).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(body["code"], "invalid_csv");
    assert_eq!(body["errors"].as_array().unwrap().len(), 100);
    assert_eq!(body["errorCount"], 20_000);
    assert!(
        body.to_string().len() <= 64 * 1024,
        "{} bytes",
        body.to_string().len()
    );
    assert_eq!(
        body["errors"][0]["column"]
            .as_str()
            .unwrap()
            .chars()
            .count(),
        65
    );

    // The reported attack: a header name of 20,000 dashes over 330,000 rows.
    let mut attack = format!("Date{}\n", "-".repeat(20_000));
    attack.push_str(&"x,\n".repeat((1024 * 1024 - attack.len()) / 3));
    let (status, body) = upload(&app, TREND, Some(&manager), &attack).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(body["errorCount"], 1);
    assert_eq!(body["errors"][0]["code"], "header_too_long");

    let rows = format!("Date,Returns\n{}", "x,1\n".repeat(10_001));
    let (_, body) = upload(&app, TREND, Some(&manager), &rows).await;
    assert_eq!(body["errors"][0]["code"], "too_many_rows");
    assert_eq!(snapshot(&app, acme.trend_id).await, before);
}

/// Returns in hundredths of a percent for 40 months from January 2020: varied, with losses.
fn hundredths() -> Vec<(YearMonth, i64)> {
    (0..40)
        .map(|i| {
            let month = fixtures::ym(202001).plus_months(i);
            (month, (i64::from(i) * 37 % 23 - 9) * 41)
        })
        .collect()
}

#[tokio::test]
async fn a_good_csv_replaces_the_months_exactly_with_the_statistics_server_analyze_computes() {
    let app = spawn_app().await;
    let acme = company(&app).await;
    let manager = manager(&app, &acme).await;
    let mut csv = String::from("Month,Year,Returns,Assets,Estimated\n");
    for (i, (month, value)) in hundredths().iter().enumerate() {
        let assets = if i % 3 == 0 {
            String::new()
        } else {
            (1_000_000 + i * 1000).to_string()
        };
        csv.push_str(&format!(
            "{},{},{}.{:02},{assets},no\n",
            month.month(),
            month.year(),
            if *value < 0 { "-" } else { "" }.to_owned() + &(value.abs() / 100).to_string(),
            value.abs() % 100
        ));
    }
    let (status, body) = upload(&app, TREND, Some(&manager), &csv).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["returns"]["dateInception"], "2020-01-01");

    let (_, read) = app
        .call("GET", &format!("{TREND}/returns"), Some(&manager), None)
        .await;
    assert_eq!(read, body["returns"]);
    let months = read["months"].as_array().unwrap();
    assert_eq!(months.len(), 40, "the old 2023 months are gone");
    for (i, (stored, (month, value))) in months.iter().zip(hundredths()).enumerate() {
        assert_eq!(stored["month"], month.yyyymm());
        let fraction = stored["monthlyReturn"].as_f64().unwrap();
        assert!(
            (fraction - value as f64 / 10_000.0).abs() < 1e-12,
            "{stored}"
        );
        let assets = (i % 3 != 0).then(|| (1_000_000 + i * 1000) as f64);
        assert_eq!(stored["assets"].as_f64(), assets);
        assert_eq!(stored["estimated"], false);
    }

    // `server analyze` on the same months gives the stored statistics, to the byte. (The
    // months are read from storage, not from JSON: serde_json's float parsing may be one ulp
    // off, which the statistics would show.)
    let mut table = String::from("date,trend\n");
    for m in server::returns::program_returns(&app.db.db, acme.trend_id)
        .await
        .unwrap()
    {
        table.push_str(&format!("{},{}\n", m.month, m.monthly_return));
    }
    let analysis = server::analyze::analyze(
        &server::analyze::parse_series_table(&table).unwrap(),
        None,
        0.01,
        &[],
        false,
    )
    .unwrap();
    let analyzed = serde_json::to_string(&analysis.series["trend"]).unwrap();
    let stored = statistics::program_statistics_json(&app.db.db, acme.trend_id)
        .await
        .unwrap()
        .unwrap();
    assert!(
        stored == analyzed,
        "the stored statistics differ from server analyze"
    );
    let listing = statistics::program_listing(&app.db.db, acme.trend_id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(listing.return_count, 40);
    assert_eq!(listing.last_return_month, Some(202304));
    assert_eq!(listing.date_inception.as_deref(), Some("2020-01-01"));
    assert_eq!(listing.assets, Some(1_038_000.0));
    // The screener's risk columns are the document's figures (no S&P 500 here: no beta).
    let document: serde_json::Value = serde_json::from_str(&stored).unwrap();
    let risk = &document["riskMeasures"];
    assert_eq!(listing.sortino_ratio, risk["sortinoRatio"].as_f64());
    assert_eq!(listing.mar_ratio, risk["marRatio"].as_f64());
    assert!(listing.sortino_ratio.is_some() && listing.mar_ratio.is_some());
    assert_eq!(listing.beta, None);
    assert_eq!(risk["crises"].as_array().unwrap().len(), 10);
}

#[tokio::test]
async fn a_save_records_who_changed_which_months_from_what_to_what() {
    let app = spawn_app().await;
    let acme = company(&app).await;
    let manager = manager(&app, &acme).await;
    let manager_id: i64 = sqlx::query("SELECT id FROM users WHERE email = 'manager@acme.example'")
        .fetch_one(&app.db.db.pool)
        .await
        .unwrap()
        .try_get("id")
        .unwrap();
    // January removed, February's assets and estimate changed, March's return changed, April
    // added.
    let months = vec![
        json!({ "month": 202302, "monthlyReturn": 0.02, "assets": 5000, "estimated": true }),
        entry(202303, -0.0075),
        entry(202304, 0.015),
    ];
    let (status, body) = app
        .save(
            "PUT",
            &format!("{TREND}/returns"),
            Some(&manager),
            Some(save("2023-01-01", months.clone())),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let revision = &body["revision"];
    assert_eq!(revision["userId"], manager_id);
    assert_eq!(revision["userEmail"], "manager@acme.example");
    assert_eq!(revision["userName"], "Jo Doe");
    assert_eq!(revision["summary"], "1 added, 2 changed, 1 removed");
    assert_eq!(
        (
            &revision["added"],
            &revision["changed"],
            &revision["removed"]
        ),
        (&json!(1), &json!(2), &json!(1))
    );
    let change = |month: i32, old: (Value, Value, Value), new: (Value, Value, Value)| {
        json!({
            "month": month,
            "oldReturn": old.0, "oldAssets": old.1, "oldEstimated": old.2,
            "newReturn": new.0, "newAssets": new.1, "newEstimated": new.2,
        })
    };
    let none = || (Value::Null, Value::Null, Value::Null);
    let millions = || json!(10_000_000.0);
    assert_eq!(
        revision["changes"],
        json!([
            change(202301, (json!(0.01), millions(), json!(false)), none()),
            change(
                202302,
                (json!(0.02), millions(), json!(false)),
                (json!(0.02), json!(5000.0), json!(true))
            ),
            change(
                202303,
                (json!(-0.005), millions(), json!(false)),
                (json!(-0.0075), Value::Null, json!(false))
            ),
            change(202304, none(), (json!(0.015), Value::Null, json!(false))),
        ])
    );
    assert!(revision["createdAt"].as_str().unwrap().ends_with('Z'));

    // The same data again is no revision; the listing shows only the one, newest first with a
    // second one.
    let (status, body) = app
        .save(
            "PUT",
            &format!("{TREND}/returns"),
            Some(&manager),
            Some(save("2023-01-01", months)),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["revision"], Value::Null);
    let (status, list) = app
        .call(
            "GET",
            &format!("{TREND}/returns/revisions"),
            Some(&manager),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(list["items"], json!([revision]));

    // An upload is a revision too; `E` marks an estimated month.
    let (status, body) = upload(&app, TREND, Some(&manager), "Date,Returns\n2023-02,2E\n").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(
        body["revision"]["changes"][0],
        change(
            202302,
            (json!(0.02), json!(5000.0), json!(true)),
            (json!(0.02), Value::Null, json!(true))
        )
    );
    let (_, list) = app
        .call(
            "GET",
            &format!("{TREND}/returns/revisions"),
            Some(&manager),
            None,
        )
        .await;
    let summaries: Vec<&str> = list["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["summary"].as_str().unwrap())
        .collect();
    assert_eq!(
        summaries,
        [
            "0 added, 1 changed, 2 removed",
            "1 added, 2 changed, 1 removed"
        ]
    );
}

/// The alert mails in the outbox: (to, language, text), waiting for the background sender.
async fn alert_mails(app: &TestApp, expected: usize) -> Vec<(String, String, String)> {
    // A mail is recorded before it is delivered and marked sent after: waiting for `sent_at`
    // means its outbox file is written too.
    let read = || async {
        sqlx::query(
            "SELECT to_address, language, body_text FROM mail_outbox \
             WHERE template = 'watchlist-alert' AND sent_at IS NOT NULL ORDER BY id",
        )
        .fetch_all(&app.db.db.pool)
        .await
        .unwrap()
        .iter()
        .map(|row| {
            (
                row.try_get("to_address").unwrap(),
                row.try_get("language").unwrap(),
                row.try_get("body_text").unwrap(),
            )
        })
        .collect::<Vec<_>>()
    };
    for _ in 0..100 {
        let mails = read().await;
        if mails.len() >= expected {
            return mails;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    read().await
}

#[tokio::test]
async fn watchers_with_alerts_get_a_mail_only_when_a_new_month_arrives() {
    let app = spawn_app().await;
    let acme = company(&app).await;
    let manager = manager(&app, &acme).await;
    let mut watchers = Vec::new();
    for (email, alert, language) in [
        ("ann@example.com", true, "en"),
        ("li@example.com", true, "zh-hans"),
        ("quiet@example.com", false, "en"),
    ] {
        let token = app.sign_in_as_member(email).await;
        sqlx::query("UPDATE users SET language = $1 WHERE email = $2")
            .bind(language)
            .bind(email)
            .execute(&app.db.db.pool)
            .await
            .unwrap();
        let (status, item) = app
            .call(
                "POST",
                "/api/v1/me/watchlist",
                Some(&token),
                Some(json!({ "programId": acme.trend_id })),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED, "{item}");
        if alert {
            let id = item["watchlistId"].as_i64().unwrap();
            let (status, _) = app
                .call(
                    "PATCH",
                    &format!("/api/v1/me/watchlist/{id}"),
                    Some(&token),
                    Some(json!({ "alert": true })),
                )
                .await;
            assert_eq!(status, StatusCode::OK);
        }
        watchers.push(token);
    }
    let stored = vec![
        entry(202301, 0.01),
        entry(202302, 0.02),
        entry(202303, -0.005),
    ];
    // A changed past month and a refused save are no news.
    let mut changed = stored.clone();
    changed[1] = entry(202302, 0.025);
    let (status, _) = app
        .save(
            "PUT",
            &format!("{TREND}/returns"),
            Some(&manager),
            Some(save("2023-01-01", changed.clone())),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let mut refused = changed.clone();
    refused.push(entry(202304, 0.00001));
    let (status, _) = app
        .save(
            "PUT",
            &format!("{TREND}/returns"),
            Some(&manager),
            Some(save("2023-01-01", refused)),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);

    // Two new months: one mail to each watcher with alerts on, in their language.
    let mut grown = changed;
    grown.push(entry(202304, -0.0125));
    grown.push(entry(202305, 0.02));
    let (status, _) = app
        .save(
            "PUT",
            &format!("{TREND}/returns"),
            Some(&manager),
            Some(save("2023-01-01", grown)),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let mails = alert_mails(&app, 2).await;
    let recipients: Vec<(&str, &str)> = mails
        .iter()
        .map(|(to, language, _)| (to.as_str(), language.as_str()))
        .collect();
    assert_eq!(
        recipients,
        [("ann@example.com", "en"), ("li@example.com", "zh-hans")]
    );
    let (en, zh) = (&mails[0].2, &mails[1].2);
    assert!(en.contains("Acme Trend"), "{en}");
    assert!(
        en.contains("April 2023: -1.25%") && en.contains("May 2023: 2.00%"),
        "{en}"
    );
    assert!(!en.contains("February 2023"), "{en}");
    assert!(
        en.contains("http://atlas.test/en/groups/acme/programs/trend"),
        "{en}"
    );
    assert!(
        zh.contains("2023年4月：-1.25%") && zh.contains("2023年5月：2.00%"),
        "{zh}"
    );
    assert!(zh.contains("http://atlas.test/zh-hans/groups/acme/programs/trend"));
    let files = std::fs::read_dir(app.data_dir.join("outbox"))
        .unwrap()
        .filter_map(|entry| entry.ok())
        .filter(|entry| {
            entry
                .file_name()
                .to_string_lossy()
                .ends_with("-watchlist-alert.eml")
        })
        .count();
    assert_eq!(files, 2);
    tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    assert_eq!(
        alert_mails(&app, 0).await.len(),
        2,
        "no mail to quiet@example.com"
    );
}
