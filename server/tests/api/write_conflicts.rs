//! Writes never lose data: company, program and performance saves carry the version their editor
//! loaded and a save over a newer one is refused with 409 `conflict` naming who changed it and
//! when; status changes never write a stale status; and concurrent writers never meet a 5xx.
//! Every test runs on SQLite (a file database) and on PostgreSQL.

use std::sync::Arc;

use axum::http::StatusCode;
use serde_json::{json, Value};
use server::access::Role;
use server::returns::statistics;
use server::{groups, programs};
use sqlx::Row;
use tokio::task::JoinSet;

use crate::common::fixtures;
use crate::support::TestApp;

on_both_engines!(
    multi_thread:
    a_company_save_over_a_newer_version_is_refused_and_names_who_changed_it,
    a_program_save_over_a_newer_version_is_refused,
    a_returns_save_or_upload_over_a_newer_version_is_refused,
    a_save_without_a_version_is_refused,
    of_simultaneous_saves_of_one_version_exactly_one_wins,
    a_status_change_decided_on_a_stale_status_is_refused,
    simultaneous_status_changes_never_both_win,
    eight_concurrent_writers_make_500_saves_without_an_error,
    write_transactions_that_read_first_never_fail_beside_other_writers,
);

const ACME: &str = "/api/v1/groups/acme";

fn program_path(uri: &str) -> String {
    format!("{ACME}/programs/{uri}")
}

/// An active company "acme" with active programs `trend-0` … `trend-{n-1}` (January to March
/// 2023 stored); answers the group id.
async fn company_with_programs(app: &TestApp, n: usize) -> i64 {
    let db = &app.db.db;
    let mut group = fixtures::group("acme");
    group.group_status_id = server::reference::group_status::ACTIVE;
    let group_id = groups::create_group(db, &group).await.unwrap();
    for i in 0..n {
        let mut program = fixtures::program(&format!("trend-{i}"));
        program.program_name = format!("Acme Trend {i}");
        program.date_inception = Some("2023-01-01".to_owned());
        let id = programs::create_program(db, group_id, &program)
            .await
            .unwrap();
        let months = [
            fixtures::month(202301, 0.01),
            fixtures::month(202302, 0.02),
            fixtures::month(202303, -0.005),
        ];
        statistics::replace_returns_and_statistics(db, id, &months, None)
            .await
            .unwrap();
    }
    group_id
}

/// A signed-in user named `first last` with `roles`, a CTA manager of `group_id` when given.
async fn editor(
    app: &TestApp,
    email: &str,
    name: (&str, &str),
    roles: &[Role],
    group_id: Option<i64>,
) -> String {
    let token = app.sign_in_as(email, roles, group_id).await;
    sqlx::query("UPDATE users SET first_name = $1, last_name = $2 WHERE email = $3")
        .bind(name.0)
        .bind(name.1)
        .bind(email)
        .execute(&app.db.db.pool)
        .await
        .unwrap();
    token
}

async fn get(app: &TestApp, path: &str, token: &str) -> Value {
    let (status, body) = app.call("GET", path, Some(token), None).await;
    assert_eq!(status, StatusCode::OK, "GET {path}: {body}");
    body
}

/// The company edit form's save body: the loaded form with a new name, over `version`.
fn company_save(form: &Value, name: &str, version: Option<i64>) -> Value {
    let mut company = form["company"].clone();
    company["groupName"] = json!(name);
    let mut body = json!({ "company": company, "acceptedAgreement": true });
    if let Some(version) = version {
        body["version"] = json!(version);
    }
    body
}

/// The program form's save body: the loaded form with a new name, over `version`.
fn program_save(form: &Value, name: &str, version: i64) -> Value {
    let mut program = form["program"].clone();
    program["programName"] = json!(name);
    json!({ "program": program, "acceptedAgreement": true, "version": version })
}

/// A performance save of January to March 2023 with March at `march`, over `version`.
fn returns_save(march: f64, version: Option<i64>) -> Value {
    let entry = |month: i32, monthly_return: f64| json!({ "month": month, "monthlyReturn": monthly_return, "assets": null, "estimated": false });
    let mut body = json!({
        "dateInception": "2023-01-01",
        "months": [entry(202301, 0.01), entry(202302, 0.02), entry(202303, march)],
        "acceptedAgreement": true,
    });
    if let Some(version) = version {
        body["version"] = json!(version);
    }
    body
}

async fn upload(
    app: &TestApp,
    path: &str,
    token: &str,
    version: i64,
    csv: &str,
) -> (StatusCode, Value) {
    let request = axum::http::Request::post(format!("{path}/returns/upload?version={version}"))
        .header("content-type", "text/csv")
        .header("authorization", format!("Bearer {token}"))
        .body(axum::body::Body::from(csv.to_owned()))
        .unwrap();
    let (status, _, body) = app.send(request).await;
    (status, serde_json::from_slice(&body).unwrap_or(Value::Null))
}

fn assert_conflict(status: StatusCode, body: &Value, by: &str) {
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    assert_eq!(body["code"], "conflict");
    assert_eq!(body["changedBy"], by);
    let at = body["changedAt"].as_str().expect("changedAt");
    assert!(
        time::OffsetDateTime::parse(at, &time::format_description::well_known::Rfc3339).is_ok(),
        "{at}"
    );
}

async fn a_company_save_over_a_newer_version_is_refused_and_names_who_changed_it(app: TestApp) {
    let group_id = company_with_programs(&app, 0).await;
    let ann = editor(
        &app,
        "ann@acme.example",
        ("Ann", "Lee"),
        &[Role::Member, Role::CtaManager],
        Some(group_id),
    )
    .await;
    let bo = editor(
        &app,
        "bo@atlas.example",
        ("Bo", "Chen"),
        &[Role::Administrator],
        None,
    )
    .await;
    let loaded = get(&app, &format!("{ACME}/form"), &ann).await;
    assert_eq!(loaded["version"], 1);
    let by_bo = get(&app, &format!("{ACME}/form"), &bo).await;
    let (status, saved) = app
        .call(
            "PUT",
            ACME,
            Some(&bo),
            Some(company_save(&by_bo, "Bo's Name", Some(1))),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    assert_eq!(saved["version"], 2, "a save answers the new version");

    let (status, body) = app
        .call(
            "PUT",
            ACME,
            Some(&ann),
            Some(company_save(&loaded, "Ann's Name", Some(1))),
        )
        .await;
    assert_conflict(status, &body, "Bo Chen");
    let form = get(&app, &format!("{ACME}/form"), &ann).await;
    assert_eq!(form["company"]["groupName"], "Bo's Name", "nothing written");
    assert_eq!(form["version"], 2);

    // Reloaded, the save goes through.
    let (status, body) = app
        .call(
            "PUT",
            ACME,
            Some(&ann),
            Some(company_save(&form, "Ann's Name", Some(2))),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["version"], 3);
    assert_eq!(body["company"]["groupName"], "Ann's Name");
}

async fn a_program_save_over_a_newer_version_is_refused(app: TestApp) {
    let group_id = company_with_programs(&app, 1).await;
    let ann = editor(
        &app,
        "ann@acme.example",
        ("Ann", "Lee"),
        &[Role::Member, Role::CtaManager],
        Some(group_id),
    )
    .await;
    let bo = editor(
        &app,
        "bo@atlas.example",
        ("Bo", "Chen"),
        &[Role::Administrator],
        None,
    )
    .await;
    let path = program_path("trend-0");
    let loaded = get(&app, &format!("{path}/form"), &ann).await;
    assert_eq!(loaded["version"], 1);
    // An administrator's status change is a write of the program too.
    let (status, body) = app
        .call(
            "PATCH",
            &format!("{path}/status"),
            Some(&bo),
            Some(json!({ "programStatusId": server::reference::program_status::ARCHIVED })),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["version"], 2);

    let (status, body) = app
        .call(
            "PUT",
            &path,
            Some(&ann),
            Some(program_save(&loaded, "Renamed", 1)),
        )
        .await;
    assert_conflict(status, &body, "Bo Chen");
    let form = get(&app, &format!("{path}/form"), &bo).await;
    assert_eq!(form["program"]["programName"], "Acme Trend 0");
    assert_eq!(
        form["program"]["programStatusId"],
        server::reference::program_status::ARCHIVED,
        "the stale form did not bring the old status back"
    );

    let (status, body) = app
        .call(
            "PUT",
            &path,
            Some(&ann),
            Some(program_save(&form, "Renamed", 2)),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["version"], 3);
    assert_eq!(body["program"]["programName"], "Renamed");
}

async fn a_returns_save_or_upload_over_a_newer_version_is_refused(app: TestApp) {
    let group_id = company_with_programs(&app, 1).await;
    let ann = editor(
        &app,
        "ann@acme.example",
        ("Ann", "Lee"),
        &[Role::Member, Role::CtaManager],
        Some(group_id),
    )
    .await;
    let bo = editor(
        &app,
        "bo@acme.example",
        ("Bo", "Chen"),
        &[Role::Member, Role::CtaManager],
        Some(group_id),
    )
    .await;
    let path = program_path("trend-0");
    let loaded = get(&app, &format!("{path}/returns"), &ann).await;
    assert_eq!(loaded["version"], 1);
    let (status, body) = app
        .call(
            "PUT",
            &format!("{path}/returns"),
            Some(&bo),
            Some(returns_save(0.03, Some(1))),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["returns"]["version"], 2);

    let (status, body) = app
        .call(
            "PUT",
            &format!("{path}/returns"),
            Some(&ann),
            Some(returns_save(0.04, Some(1))),
        )
        .await;
    assert_conflict(status, &body, "Bo Chen");
    let (status, body) = upload(&app, &path, &ann, 1, "Date,Returns\n2023-01,5\n").await;
    assert_conflict(status, &body, "Bo Chen");
    let stored = get(&app, &format!("{path}/returns"), &ann).await;
    assert_eq!(stored["months"].as_array().unwrap().len(), 3);
    assert_eq!(stored["months"][2]["monthlyReturn"], 0.03, "Bo's save kept");
    let revisions: i64 =
        sqlx::query("SELECT COUNT(*) AS n FROM program_return_revisions WHERE user_id IS NOT NULL")
            .fetch_one(&app.db.db.pool)
            .await
            .unwrap()
            .try_get("n")
            .unwrap();
    assert_eq!(revisions, 1, "no revision of a refused save");

    let (status, body) = upload(&app, &path, &ann, 2, "Date,Returns\n2023-01,5\n").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["returns"]["version"], 3);
}

async fn a_save_without_a_version_is_refused(app: TestApp) {
    let group_id = company_with_programs(&app, 1).await;
    let ann = editor(
        &app,
        "ann@acme.example",
        ("Ann", "Lee"),
        &[Role::Member, Role::CtaManager],
        Some(group_id),
    )
    .await;
    let form = get(&app, &format!("{ACME}/form"), &ann).await;
    let (status, body) = app
        .call(
            "PUT",
            ACME,
            Some(&ann),
            Some(company_save(&form, "X", None)),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["fields"]["version"], "required");

    let path = program_path("trend-0");
    let form = get(&app, &format!("{path}/form"), &ann).await;
    let mut body = program_save(&form, "X", 1);
    body.as_object_mut().unwrap().remove("version");
    let (status, body) = app.call("PUT", &path, Some(&ann), Some(body)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["fields"]["version"], "required");

    let (status, body) = app
        .call(
            "PUT",
            &format!("{path}/returns"),
            Some(&ann),
            Some(returns_save(0.03, None)),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["fields"]["version"], "required");

    let request = axum::http::Request::post(format!("{path}/returns/upload"))
        .header("content-type", "text/csv")
        .header("authorization", format!("Bearer {ann}"))
        .body(axum::body::Body::from("Date,Returns\n2023-01,5\n"))
        .unwrap();
    let (status, _, body) = app.send(request).await;
    let body: Value = serde_json::from_slice(&body).unwrap();
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["fields"]["version"], "required");
}

/// Sends `count` copies of one request at once; answers each status.
async fn at_once(
    app: &Arc<TestApp>,
    count: usize,
    method: &'static str,
    path: String,
    token: &str,
    body: impl Fn(usize) -> Value,
) -> Vec<StatusCode> {
    let mut tasks = JoinSet::new();
    for i in 0..count {
        let (app, path, token, body) = (app.clone(), path.clone(), token.to_owned(), body(i));
        tasks.spawn(async move { app.call(method, &path, Some(&token), Some(body)).await.0 });
    }
    tasks.join_all().await
}

fn tally(statuses: &[StatusCode]) -> (usize, usize) {
    let ok = statuses.iter().filter(|s| **s == StatusCode::OK).count();
    let conflicts = statuses
        .iter()
        .filter(|s| **s == StatusCode::CONFLICT)
        .count();
    assert_eq!(ok + conflicts, statuses.len(), "{statuses:?}");
    (ok, conflicts)
}

async fn of_simultaneous_saves_of_one_version_exactly_one_wins(app: TestApp) {
    let group_id = company_with_programs(&app, 1).await;
    let ann = editor(
        &app,
        "ann@acme.example",
        ("Ann", "Lee"),
        &[Role::Member, Role::CtaManager],
        Some(group_id),
    )
    .await;
    let app = Arc::new(app);
    let path = program_path("trend-0");
    let company_form = get(&app, &format!("{ACME}/form"), &ann).await;
    let program_form = get(&app, &format!("{path}/form"), &ann).await;

    let statuses = at_once(&app, 8, "PUT", ACME.to_owned(), &ann, |i| {
        company_save(&company_form, &format!("Name {i}"), Some(1))
    })
    .await;
    assert_eq!(tally(&statuses), (1, 7));
    let statuses = at_once(&app, 8, "PUT", path.clone(), &ann, |i| {
        program_save(&program_form, &format!("Name {i}"), 1)
    })
    .await;
    assert_eq!(tally(&statuses), (1, 7));
    let statuses = at_once(&app, 8, "PUT", format!("{path}/returns"), &ann, |i| {
        returns_save(0.001 * (i + 1) as f64, Some(1))
    })
    .await;
    assert_eq!(tally(&statuses), (1, 7));

    let company = get(&app, &format!("{ACME}/form"), &ann).await;
    assert_eq!(company["version"], 2);
    let program = get(&app, &format!("{path}/form"), &ann).await;
    assert_eq!(program["version"], 2);
    let returns = get(&app, &format!("{path}/returns"), &ann).await;
    assert_eq!(returns["version"], 2);
    let revisions: i64 = sqlx::query("SELECT COUNT(*) AS n FROM program_return_revisions")
        .fetch_one(&app.db.db.pool)
        .await
        .unwrap()
        .try_get("n")
        .unwrap();
    assert_eq!(revisions, 1, "one winner, one revision");
}

async fn a_status_change_decided_on_a_stale_status_is_refused(app: TestApp) {
    company_with_programs(&app, 1).await;
    let bo = editor(
        &app,
        "bo@atlas.example",
        ("Bo", "Chen"),
        &[Role::Administrator],
        None,
    )
    .await;
    let cy = editor(
        &app,
        "cy@atlas.example",
        ("Cy", "Wu"),
        &[Role::Administrator],
        None,
    )
    .await;
    let path = program_path("trend-0");
    // Cy archives the active program; Bo, who saw it active, then tries to make it pending.
    let (status, body) = app
        .call(
            "PATCH",
            &format!("{path}/status"),
            Some(&cy),
            Some(json!({ "programStatusId": server::reference::program_status::ARCHIVED, "expectedStatusId": 1 })),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = app
        .call(
            "PATCH",
            &format!("{path}/status"),
            Some(&bo),
            Some(json!({ "programStatusId": server::reference::program_status::PENDING, "expectedStatusId": 1 })),
        )
        .await;
    assert_conflict(status, &body, "Cy Wu");
    let form = get(&app, &format!("{path}/form"), &bo).await;
    assert_eq!(
        form["program"]["programStatusId"],
        server::reference::program_status::ARCHIVED
    );

    // The same for a company: Cy closes it, Bo's activation decided on "active" is refused.
    let (status, body) = app
        .call(
            "PATCH",
            &format!("{ACME}/status"),
            Some(&cy),
            Some(json!({ "groupStatusId": server::reference::group_status::CLOSED, "expectedStatusId": 1 })),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = app
        .call(
            "PATCH",
            &format!("{ACME}/status"),
            Some(&bo),
            Some(json!({ "groupStatusId": server::reference::group_status::DELETED, "expectedStatusId": 1 })),
        )
        .await;
    assert_conflict(status, &body, "Cy Wu");
    let form = get(&app, &format!("{ACME}/form"), &bo).await;
    assert_eq!(
        form["groupStatusId"],
        server::reference::group_status::CLOSED
    );
}

async fn simultaneous_status_changes_never_both_win(app: TestApp) {
    company_with_programs(&app, 1).await;
    let bo = editor(
        &app,
        "bo@atlas.example",
        ("Bo", "Chen"),
        &[Role::Administrator],
        None,
    )
    .await;
    let app = Arc::new(app);
    let path = program_path("trend-0");
    let statuses = at_once(&app, 8, "PATCH", format!("{path}/status"), &bo, |i| {
        let to = if i % 2 == 0 {
            server::reference::program_status::ARCHIVED
        } else {
            server::reference::program_status::PENDING
        };
        json!({ "programStatusId": to, "expectedStatusId": server::reference::program_status::ACTIVE })
    })
    .await;
    assert_eq!(tally(&statuses), (1, 7));
    let statuses = at_once(&app, 8, "PATCH", format!("{ACME}/status"), &bo, |i| {
        let to = if i % 2 == 0 {
            server::reference::group_status::CLOSED
        } else {
            server::reference::group_status::PENDING
        };
        json!({ "groupStatusId": to, "expectedStatusId": server::reference::group_status::ACTIVE })
    })
    .await;
    assert_eq!(tally(&statuses), (1, 7));
}

/// One writer: `saves` saves in turn of its program's returns, its program's form and the
/// company (each writer its own company), each over the version the previous one answered.
/// Answers every status that was not 200.
async fn writer(app: Arc<TestApp>, group_uri: String, token: String, saves: usize) -> Vec<String> {
    let group = format!("/api/v1/groups/{group_uri}");
    let program = format!("{group}/programs/trend-0");
    let mut failures = Vec::new();
    let company_form = get(&app, &format!("{group}/form"), &token).await;
    let program_form = get(&app, &format!("{program}/form"), &token).await;
    let mut versions = [1_i64; 3];
    for save in 0..saves {
        let kind = save % 3;
        let (path, body) = match kind {
            0 => (
                format!("{program}/returns"),
                returns_save(0.0001 * (save % 97) as f64, Some(versions[0])),
            ),
            1 => (
                program.clone(),
                program_save(&program_form, &format!("Program {save}"), versions[1]),
            ),
            _ => (
                group.clone(),
                company_save(&company_form, &format!("Company {save}"), Some(versions[2])),
            ),
        };
        let (status, body) = app.call("PUT", &path, Some(&token), Some(body)).await;
        if status != StatusCode::OK {
            failures.push(format!("{status} {path}: {body}"));
            continue;
        }
        let version = if kind == 0 {
            &body["returns"]["version"]
        } else {
            &body["version"]
        };
        versions[kind] = version.as_i64().expect("version");
    }
    failures
}

async fn eight_concurrent_writers_make_500_saves_without_an_error(app: TestApp) {
    const WRITERS: usize = 8;
    const SAVES: usize = 500;
    let admin = editor(
        &app,
        "bo@atlas.example",
        ("Bo", "Chen"),
        &[Role::Administrator],
        None,
    )
    .await;
    let db = &app.db.db;
    for w in 0..WRITERS {
        let mut group = fixtures::group(&format!("writer-{w}"));
        group.group_status_id = server::reference::group_status::ACTIVE;
        let group_id = groups::create_group(db, &group).await.unwrap();
        let mut program = fixtures::program("trend-0");
        program.date_inception = Some("2023-01-01".to_owned());
        programs::create_program(db, group_id, &program)
            .await
            .unwrap();
    }
    let app = Arc::new(app);
    let mut tasks = JoinSet::new();
    for w in 0..WRITERS {
        // 500 in all: the first writers make one more when it does not divide evenly.
        let saves = SAVES / WRITERS + usize::from(w < SAVES % WRITERS);
        tasks.spawn(writer(
            app.clone(),
            format!("writer-{w}"),
            admin.clone(),
            saves,
        ));
    }
    let failures: Vec<String> = tasks.join_all().await.into_iter().flatten().collect();
    assert!(
        failures.is_empty(),
        "{} failed: {failures:#?}",
        failures.len()
    );

    // Every acknowledged save is there: each record's version counts its saves.
    let total: i64 = sqlx::query(
        "SELECT CAST(SUM(version - 1) + SUM(returns_version - 1) AS BIGINT) AS n FROM programs",
    )
    .fetch_one(&app.db.db.pool)
    .await
    .unwrap()
    .try_get::<Option<i64>, _>("n")
    .unwrap()
    .unwrap_or_default();
    let companies: i64 = sqlx::query("SELECT CAST(SUM(version - 1) AS BIGINT) AS n FROM groups")
        .fetch_one(&app.db.db.pool)
        .await
        .unwrap()
        .try_get::<Option<i64>, _>("n")
        .unwrap()
        .unwrap_or_default();
    assert_eq!(total + companies, SAVES as i64);
}

/// A write transaction that reads before it writes (as blend, account and returns saves do) must
/// wait for the other writers instead of failing: on SQLite a deferred transaction cannot wait
/// when it upgrades from reading to writing (`SQLITE_BUSY` at once), an immediate one can.
async fn write_transactions_that_read_first_never_fail_beside_other_writers(app: TestApp) {
    const WRITERS: usize = 8;
    const EACH: usize = 50;
    company_with_programs(&app, 0).await;
    let db = app.db.db.clone();
    let mut tasks = JoinSet::new();
    for writer in 0..WRITERS {
        let db = db.clone();
        tasks.spawn(async move {
            let mut failures = Vec::new();
            for i in 0..EACH {
                let result: Result<(), sqlx::Error> = async {
                    let mut tx = db.begin_write().await?;
                    let description: String =
                        sqlx::query("SELECT description_long FROM groups WHERE group_uri = 'acme'")
                            .fetch_one(&mut *tx)
                            .await?
                            .try_get(0)?;
                    sqlx::query("UPDATE groups SET description_long = $1 WHERE group_uri = 'acme'")
                        .bind(format!("{} {writer}.{i}", description.len()))
                        .execute(&mut *tx)
                        .await?;
                    tx.commit().await
                }
                .await;
                if let Err(error) = result {
                    failures.push(error.to_string());
                }
            }
            failures
        });
    }
    let failures: Vec<String> = tasks.join_all().await.into_iter().flatten().collect();
    assert!(
        failures.is_empty(),
        "{} failed: {failures:?}",
        failures.len()
    );
}
