//! The print reports over HTTP and on the command line: the PDF's text (read back with
//! `pdftotext`, poppler-utils) names the program or blend and carries the figures the API
//! serves, formatted as the site formats them; the refusals of the contract
//! (`/tmp/report-contract.md`, docs/reports.md). Each report takes seconds in a debug build, so
//! few are rendered.

use std::path::Path;
use std::process::Command;

use ::reports::format::{decimal, percent};
use axum::body::Body;
use axum::http::{Request, StatusCode};
use serde_json::{json, Value};
use server::indexes;
use server::returns::{self, statistics, ReportedMonth};
use server::{groups, programs};

use crate::common::fixtures;
use crate::support::{spawn_app, TestApp};

const TREND: &str = "Aurora Diversified Trend";

/// `count` months from `first` (`yyyymm`), varied without randomness.
fn months(first: i32, count: i32, step: i32, modulus: i32, offset: f64) -> Vec<ReportedMonth> {
    let returns: Vec<f64> = (0..count)
        .map(|i| ((i * step) % modulus) as f64 / 100.0 - offset)
        .collect();
    fixtures::months(first, &returns)
}

/// The S&P 500 first (the programs' statistics compare with it, as on the site), then an active
/// company "acme" with "trend" (36 months from 2022), "late" (12 months of 2025), "empty" (no
/// returns), "pending" and "hidden". Answers the ids of trend and late.
async fn site(app: &TestApp) -> (i64, i64) {
    let db = &app.db.db;
    let index_id = indexes::create_index(db, &fixtures::sp500_index())
        .await
        .unwrap();
    returns::replace_index_returns(db, index_id, &months(202001, 84, 29, 9, 0.03))
        .await
        .unwrap();
    let benchmark = statistics::benchmark_series(db).await.unwrap();
    let mut group = fixtures::group("acme");
    group.group_status_id = server::reference::group_status::ACTIVE;
    let group_id = groups::create_group(db, &group).await.unwrap();
    let mut ids = Vec::new();
    for (uri, status, hidden, record) in [
        (
            "trend",
            server::reference::program_status::ACTIVE,
            false,
            months(202201, 36, 37, 11, 0.04),
        ),
        (
            "late",
            server::reference::program_status::ACTIVE,
            false,
            months(202501, 12, 53, 13, 0.05),
        ),
        (
            "empty",
            server::reference::program_status::ACTIVE,
            false,
            vec![],
        ),
        (
            "pending",
            server::reference::program_status::PENDING,
            false,
            months(202201, 36, 37, 11, 0.04),
        ),
        (
            "hidden",
            server::reference::program_status::ACTIVE,
            true,
            months(202201, 36, 37, 11, 0.04),
        ),
    ] {
        let mut program = fixtures::program(uri);
        program.program_name = if uri == "trend" {
            TREND.to_owned()
        } else {
            format!("Program {uri}")
        };
        program.program_status_id = status;
        program.hide_program = hidden;
        program.investment_min = None;
        let id = programs::create_program(db, group_id, &program)
            .await
            .unwrap();
        if !record.is_empty() {
            statistics::replace_returns_and_statistics(db, id, &record, benchmark.as_ref())
                .await
                .unwrap();
        }
        ids.push(id);
    }
    (ids[0], ids[1])
}

/// Sends `request` with `token`; answers the status, the headers and the body.
async fn send(
    app: &TestApp,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Option<String>,
) -> (StatusCode, axum::http::HeaderMap, Vec<u8>) {
    let mut request = Request::builder().method(method).uri(path);
    if let Some(token) = token {
        request = request.header("authorization", format!("Bearer {token}"));
    }
    if body.is_some() {
        request = request.header("content-type", "application/json");
    }
    app.send(
        request
            .body(body.map_or_else(Body::empty, Body::from))
            .unwrap(),
    )
    .await
}

/// An error answer's status and JSON body.
async fn refused(
    app: &TestApp,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Option<Value>,
) -> (StatusCode, Value) {
    let (status, _, bytes) = send(app, method, path, token, body.map(|b| b.to_string())).await;
    let json = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
    (status, json)
}

/// The text of page `page` of `pdf`, as `pdftotext -layout` reads it, every run of whitespace
/// one space.
fn page_text(pdf: &[u8], page: u32) -> String {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("report.pdf");
    std::fs::write(&path, pdf).unwrap();
    pdf_text(&path, page)
}

fn pdf_text(path: &Path, page: u32) -> String {
    let page = page.to_string();
    let output = Command::new("pdftotext")
        .args(["-enc", "UTF-8", "-layout", "-f", &page, "-l", &page])
        .arg(path)
        .arg("-")
        .output()
        .expect("pdftotext (scripts/lib.sh ensure_report_tools)");
    assert!(output.status.success(), "pdftotext failed");
    let text = String::from_utf8(output.stdout).unwrap();
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A successful PDF answer: its file name and bytes.
fn pdf_of(answer: (StatusCode, axum::http::HeaderMap, Vec<u8>)) -> (String, Vec<u8>) {
    let (status, headers, body) = answer;
    assert_eq!(status, StatusCode::OK, "{}", String::from_utf8_lossy(&body));
    assert_eq!(headers["content-type"], "application/pdf");
    assert_eq!(headers["cache-control"], "no-store");
    assert!(body.starts_with(b"%PDF"));
    let disposition = headers["content-disposition"].to_str().unwrap();
    let name = disposition
        .strip_prefix("attachment; filename=\"")
        .and_then(|rest| rest.strip_suffix('"'))
        .expect("an attachment with a file name");
    (name.to_owned(), body)
}

#[tokio::test]
async fn a_program_report_carries_the_figures_the_api_serves_in_both_languages() {
    let app = spawn_app().await;
    site(&app).await;
    let member = app.sign_in_as_member("member@example.com").await;
    let (status, page) = app.get_json("/api/v1/groups/acme/programs/trend").await;
    assert_eq!(status, StatusCode::OK);
    let stats = &page["statistics"];
    let number = |value: &Value| value.as_f64();
    let figures = [
        percent(number(&stats["compoundedAnnualReturn"])),
        percent(number(&stats["maxDrawDown"])),
        decimal(number(&stats["sharpeRatio"]), 2),
        percent(number(&stats["annualizedStandardDeviation"])),
        decimal(
            number(&stats["periodReturns"]["correlationsp500"]["value"]),
            2,
        ),
    ];
    assert!(figures.iter().all(|figure| figure != "—"), "{figures:?}");

    let path = "/api/v1/groups/acme/programs/trend/report";
    let (name, pdf) = pdf_of(send(&app, "GET", path, Some(&member), None).await);
    assert_eq!(name, "trend-2024-12.pdf");
    let first = page_text(&pdf, 1);
    assert!(first.contains(TREND), "{first}");
    assert!(first.contains("Granite Ridge Capital"), "{first}");
    for figure in &figures {
        assert!(
            first.contains(figure.as_str()),
            "{figure} missing from {first}"
        );
    }

    let (_, pdf) = pdf_of(
        send(
            &app,
            "GET",
            &format!("{path}?lang=zh-hans"),
            Some(&member),
            None,
        )
        .await,
    );
    let first = page_text(&pdf, 1);
    assert!(first.contains(TREND), "{first}");
    assert!(first.contains("关键数据"), "{first}");
    assert!(first.contains(figures[0].as_str()), "{first}");
}

#[tokio::test]
async fn program_reports_refuse_what_the_reader_may_not_have() {
    let app = spawn_app().await;
    site(&app).await;
    let member = app.sign_in_as_member("member@example.com").await;
    let report = |program: &str| format!("/api/v1/groups/acme/programs/{program}/report");
    let cases = [
        (
            report("trend"),
            None,
            StatusCode::UNAUTHORIZED,
            "unauthorized",
        ),
        (
            report("nothing"),
            Some(&member),
            StatusCode::NOT_FOUND,
            "not_found",
        ),
        (
            report("pending"),
            Some(&member),
            StatusCode::NOT_FOUND,
            "not_found",
        ),
        (
            "/api/v1/groups/other/programs/trend/report".to_owned(),
            Some(&member),
            StatusCode::NOT_FOUND,
            "not_found",
        ),
        (
            report("empty"),
            Some(&member),
            StatusCode::UNPROCESSABLE_ENTITY,
            "no_returns",
        ),
        (
            format!("{}?lang=fr", report("trend")),
            Some(&member),
            StatusCode::BAD_REQUEST,
            "bad_request",
        ),
    ];
    for (path, token, status, code) in cases {
        let (got, body) = refused(&app, "GET", &path, token.map(String::as_str), None).await;
        assert_eq!(
            (got, body["code"].as_str()),
            (status, Some(code)),
            "{path}: {body}"
        );
    }
}

#[tokio::test]
async fn a_blend_report_is_checked_as_a_save_and_names_the_blend() {
    let app = spawn_app().await;
    let (trend, late) = site(&app).await;
    let member = app.sign_in_as_member("member@example.com").await;
    let token = Some(member.as_str());
    let path = "/api/v1/blends/report";
    let order = |id: i64, quantity: f64, leverage: f64| json!({ "programId": id, "quantity": quantity, "leverage": leverage, "chartVisible": true });
    let body = |period: &str, orders: Vec<Value>| json!({ "name": "Core Trend Blend", "period": period, "orders": orders, "comparisons": [] });

    let (status, answer) = refused(&app, "POST", path, None, Some(body("whole", vec![]))).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{answer}");
    let bad = body(
        "whole",
        vec![order(trend, 0.0, 1.0), order(late, 100.0, 3.3)],
    );
    let (status, answer) = refused(&app, "POST", path, token, Some(bad)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{answer}");
    assert_eq!(
        answer["fields"],
        json!({ "orders.0.quantity": "belowMinimum", "orders.1.leverage": "invalidLeverage" })
    );
    let mut nameless = body("whole", vec![order(trend, 100.0, 1.0)]);
    nameless["name"] = json!("  ");
    let (_, answer) = refused(&app, "POST", path, token, Some(nameless)).await;
    assert_eq!(answer["fields"], json!({ "name": "required" }));
    let mut crowded = body("whole", vec![order(trend, 100.0, 1.0)]);
    crowded["comparisons"] = json!(vec![json!({ "kind": "program", "id": late }); 11]);
    let (_, answer) = refused(&app, "POST", path, token, Some(crowded)).await;
    assert_eq!(answer["fields"], json!({ "comparisons": "tooMany" }));
    // trend ends in 2024, late starts in 2025: they share no month.
    let apart = body(
        "shared",
        vec![order(trend, 100.0, 1.0), order(late, 100.0, 1.0)],
    );
    let (status, answer) = refused(&app, "POST", path, token, Some(apart)).await;
    assert_eq!(
        (status, answer["code"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("no_months"))
    );
    let hidden_from_members = body("whole", vec![order(trend + 3, 100.0, 1.0)]);
    let (status, _) = refused(&app, "POST", path, token, Some(hidden_from_members)).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "the pending program");
    let oversized = body(
        "whole",
        vec![
            json!({ "programId": trend, "quantity": 1, "leverage": 1, "color": "x".repeat(20_000) }),
        ],
    );
    let (status, answer) = refused(&app, "POST", path, token, Some(oversized)).await;
    assert_eq!(
        (status, answer["code"].as_str()),
        (StatusCode::PAYLOAD_TOO_LARGE, Some("body_too_large"))
    );

    let mut blend = body(
        "whole",
        vec![order(trend, 250_000.0, 1.0), order(late, 100_000.0, 2.0)],
    );
    blend["comparisons"] = json!([{ "kind": "program", "id": late }]);
    let answer = send(&app, "POST", path, token, Some(blend.to_string())).await;
    let (name, pdf) = pdf_of(answer);
    assert_eq!(name, "core-trend-blend-2025-12.pdf");
    let first = page_text(&pdf, 1);
    assert!(first.contains("Core Trend Blend"), "{first}");
    assert!(first.contains(TREND), "{first}");
}

/// `server` with `args`, on the database at `url` when given; answers the exit status's success,
/// stdout and stderr.
fn server(args: &[&str], url: Option<&str>, dir: &Path) -> (bool, String, String) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_server"));
    command
        .args(args)
        .current_dir(dir)
        .env("DATA_DIR", dir.join("data"))
        .env_remove("DATABASE_URL")
        .env("RUST_LOG", "error");
    if let Some(url) = url {
        command.env("DATABASE_URL", url);
    }
    let output = command.output().expect("run the server binary");
    (
        output.status.success(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn report_csv_renders_each_series_and_blend_without_a_database() {
    let dir = tempfile::tempdir().unwrap();
    let csv = "date,Alpha Trend,Beta Macro,SPX\n2024-01,0.10,0.02,0.01\n\
               2024-02,-0.05,,0.02\n2024-03,0.02,0.01,-0.03\n";
    std::fs::write(dir.path().join("returns.csv"), csv).unwrap();
    let (ok, stdout, stderr) = server(
        &[
            "report",
            "csv",
            "--input",
            "returns.csv",
            "--benchmark",
            "SPX",
            "--blend",
            "Mix=Alpha Trend:100000:1:GBP,Beta Macro:50000:2",
            "--rate",
            "GBP=1.25",
            "--rate",
            "EUR=1.1",
            "--base-currency",
            "EUR",
            "--out-dir",
            "out",
        ],
        None,
        dir.path(),
    );
    assert!(ok, "{stdout}\n{stderr}");
    assert!(stdout.contains("wrote 4 reports"), "{stdout}");
    let out = dir.path().join("out");
    assert!(pdf_text(&out.join("alpha-trend-2024-03.pdf"), 1).contains("Alpha Trend"));
    let blend = pdf_text(&out.join("mix-2024-03.pdf"), 1);
    assert!(
        blend.contains("Mix") && blend.contains("Beta Macro"),
        "{blend}"
    );
    // The allocations are in the base currency, which heads them: 100,000 GBP is
    // 100,000 × 1.25 / 1.1 euros.
    assert!(blend.contains("Allocated (EUR)"), "{blend}");
    assert!(
        blend.contains("GBP") && blend.contains("€113,636"),
        "{blend}"
    );
    assert!(!dir.path().join("data").exists(), "no database was opened");
}

#[test]
fn analyze_optimize_prints_each_blends_weights_by_column_with_its_frontier() {
    let dir = tempfile::tempdir().unwrap();
    let mut csv = String::from("date,Alpha Trend,Beta Macro,SPX\n");
    for month in 0..36 {
        let wave = |period: usize| {
            if (month / period).is_multiple_of(2) {
                1.0
            } else {
                -1.0
            }
        };
        csv.push_str(&format!(
            "{}-{:02},{},{},{}\n",
            2021 + month / 12,
            month % 12 + 1,
            0.012 + 0.03 * wave(1),
            0.006 + 0.02 * wave(3),
            0.004 + 0.04 * wave(1),
        ));
    }
    std::fs::write(dir.path().join("returns.csv"), csv).unwrap();
    let analyze = |objective: &str| {
        server(
            &[
                "analyze",
                "--input",
                "returns.csv",
                "--benchmark",
                "SPX",
                "--blend",
                "Mix=Alpha Trend:100000:1,Beta Macro:50000:2",
                "--normalized",
                "--optimize",
                objective,
                "--min-weight",
                "0.1",
                "--frontier-points",
                "4",
            ],
            None,
            dir.path(),
        )
    };
    let (ok, stdout, stderr) = analyze("maxSharpe");
    assert!(ok, "{stdout}\n{stderr}");
    let document: Value = serde_json::from_str(&stdout).unwrap();
    let mix = &document["optimizations"]["Mix"];
    assert_eq!(mix["objective"], "maxSharpe");
    assert_eq!(mix["commonMonths"]["count"], 36);
    let alpha = mix["weights"]["Alpha Trend"].as_f64().unwrap();
    let beta = mix["weights"]["Beta Macro"].as_f64().unwrap();
    assert!((alpha + beta - 1.0).abs() < 1e-12 && alpha >= 0.1 - 1e-12 && beta >= 0.1 - 1e-12);
    assert_eq!(mix["frontier"].as_array().unwrap().len(), 4);
    assert!(mix["figures"]["sharpeRatio"].is_number());
    assert_eq!(document["blends"]["Mix"]["normalized"], true);

    let (ok, _, stderr) = analyze("maxReturn");
    assert!(!ok);
    assert!(stderr.contains("maxReturn"), "{stderr}");
}

/// Four columns of 36 months, varied without randomness.
fn four_columns() -> String {
    let mut csv = String::from("date,A,B,C,D\n");
    for month in 0..36 {
        let wave = |period: usize, size: f64| {
            if (month / period).is_multiple_of(2) {
                size
            } else {
                -size
            }
        };
        csv.push_str(&format!(
            "{}-{:02},{},{},{},{}\n",
            2021 + month / 12,
            month % 12 + 1,
            0.011 + wave(1, 0.031),
            0.004 + wave(2, 0.017),
            0.007 + wave(3, 0.043),
            0.002 + wave(5, 0.023),
        ));
    }
    csv
}

/// Whether `a` and `b` are the same document with every number equal to 1e-12 relative (the
/// engine's numeric contract), answering the first difference's path.
fn same_to_1e12(a: &Value, b: &Value, path: &str) -> Result<(), String> {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => {
            let (x, y) = (x.as_f64().unwrap(), y.as_f64().unwrap());
            // A figure computed as 0 in one blend may be a rounding's remainder in the other.
            if (x - y).abs() <= 1e-12 * x.abs().max(y.abs()) || (x - y).abs() <= 1e-15 {
                Ok(())
            } else {
                Err(format!("{path}: {x} != {y}"))
            }
        }
        (Value::Array(xs), Value::Array(ys)) if xs.len() == ys.len() => xs
            .iter()
            .zip(ys)
            .enumerate()
            .try_for_each(|(i, (x, y))| same_to_1e12(x, y, &format!("{path}[{i}]"))),
        (Value::Object(xs), Value::Object(ys)) if xs.len() == ys.len() => {
            xs.iter().try_for_each(|(key, x)| match ys.get(key) {
                Some(y) => same_to_1e12(x, y, &format!("{path}.{key}")),
                None => Err(format!("{path}.{key}: missing")),
            })
        }
        _ if a == b => Ok(()),
        _ => Err(format!("{path}: {a} != {b}")),
    }
}

#[test]
fn a_blend_in_three_currencies_has_the_weights_and_statistics_of_the_same_blend_in_dollars() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("returns.csv"), four_columns()).unwrap();
    let analyze = |extra: &[&str]| {
        let mut args = vec![
            "analyze",
            "--input",
            "returns.csv",
            // GBP 1,000,000 at 1.25 and JPY 500,000 at 0.0067 twice, and USD 500,000 …
            "--blend",
            "Mixed=A:1000000:1:GBP,B:500000:1.5:JPY,C:500000:2:JPY,D:500000:1",
            // … are these dollars.
            "--blend",
            "Dollars=A:1250000:1,B:3350:1.5,C:3350:2,D:500000:1:USD",
            "--rate",
            "GBP=1.25",
            "--rate",
            "JPY=0.0067",
        ];
        args.extend(extra);
        let (ok, stdout, stderr) = server(&args, None, dir.path());
        assert!(ok, "{stdout}\n{stderr}");
        serde_json::from_str::<Value>(&stdout).unwrap()
    };
    let in_dollars = analyze(&[]);
    let mixed = &in_dollars["blends"]["Mixed"];
    let dollars = &in_dollars["blends"]["Dollars"];
    for part in ["statistics", "correlationsMatrix", "allocations"] {
        same_to_1e12(&mixed[part], &dollars[part], part).unwrap();
    }
    assert_eq!(mixed["baseCurrency"], "USD");
    assert_eq!(mixed["baseUsdPerUnit"], 1.0);
    let gbp = &mixed["conversions"][0];
    assert_eq!(gbp["column"], "A");
    assert_eq!(gbp["currency"], "GBP");
    assert_eq!(gbp["amount"], 1_000_000.0);
    assert_eq!(gbp["usdPerUnit"], 1.25);
    assert_eq!(gbp["baseAmount"], 1_250_000.0);
    assert_eq!(mixed["conversions"][1]["currency"], "JPY");
    assert_eq!(mixed["conversions"][3]["currency"], "USD");
    // The weights: each base value over their total.
    let total = 1_250_000.0 + 3_350.0 * 2.0 + 500_000.0;
    let weight = mixed["allocations"][0]["pctAllocated"].as_f64().unwrap();
    assert!((weight - 1_250_000.0 / total).abs() < 1e-12, "{weight}");

    // In euros, only the amounts' unit changes.
    let in_euros = analyze(&["--base-currency", "EUR", "--rate", "EUR=1.08"]);
    let euro = &in_euros["blends"]["Mixed"];
    assert_eq!(euro["baseCurrency"], "EUR");
    assert_eq!(euro["baseUsdPerUnit"], 1.08);
    for part in ["statistics", "correlationsMatrix"] {
        same_to_1e12(&euro[part], &dollars[part], part).unwrap();
    }
    let euro_allocations = euro["allocations"].as_array().unwrap();
    let dollar_allocations = dollars["allocations"].as_array().unwrap();
    for (i, (in_euros, in_dollars)) in euro_allocations.iter().zip(dollar_allocations).enumerate() {
        let path = format!("allocations[{i}]");
        same_to_1e12(
            &in_euros["pctAllocated"],
            &in_dollars["pctAllocated"],
            &path,
        )
        .unwrap();
        same_to_1e12(&in_euros["leverage"], &in_dollars["leverage"], &path).unwrap();
        for amount in ["amount", "cashLevel"] {
            let dollars = in_dollars[amount].as_f64().unwrap();
            same_to_1e12(&in_euros[amount], &json!(dollars / 1.08), &path).unwrap();
        }
    }
    assert_eq!(euro["conversions"][0]["amount"], 1_000_000.0);
    assert_eq!(euro["conversions"][0]["currency"], "GBP");
}

#[test]
fn a_currency_without_a_rate_is_refused_with_its_name_and_the_blend_before_any_work() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("returns.csv"), four_columns()).unwrap();
    let run = |args: &[&str]| server(args, None, dir.path());
    let (ok, stdout, stderr) = run(&[
        "analyze",
        "--input",
        "returns.csv",
        "--blend",
        "Mix=A:1000:1:CHF,B:1000:1",
    ]);
    // No document: the log's error line is all stdout has.
    assert!(!ok && !stdout.contains("\"blends\""), "{stdout}");
    assert!(
        stderr.contains("'Mix'") && stderr.contains("CHF has no rate"),
        "{stderr}"
    );
    // A base currency needs a rate too.
    let (ok, _, stderr) = run(&[
        "analyze",
        "--input",
        "returns.csv",
        "--blend",
        "Mix=A:1000:1",
        "--base-currency",
        "EUR",
    ]);
    assert!(!ok && stderr.contains("EUR"), "{stderr}");
    // A malformed rate or currency is refused as it is read.
    for (flag, value) in [
        ("--rate", "GBP=-1"),
        ("--rate", "USD=2"),
        ("--blend", "Mix=A:1000:1:gbp"),
    ] {
        let (ok, _, stderr) = run(&["analyze", "--input", "returns.csv", flag, value]);
        assert!(!ok && stderr.contains(value), "{value}: {stderr}");
    }
    // `report csv` refuses before it writes anything.
    let (ok, _, stderr) = run(&[
        "report",
        "csv",
        "--input",
        "returns.csv",
        "--blend",
        "Mix=A:1000:1:CHF",
        "--out-dir",
        "out",
    ]);
    assert!(!ok && stderr.contains("CHF has no rate"), "{stderr}");
    assert!(!dir.path().join("out").exists());
}

#[tokio::test]
async fn report_program_reads_the_database_as_the_public_sees_it() {
    let app = spawn_app().await;
    site(&app).await;
    let url = app.db.url.clone();
    let dir = tempfile::tempdir().unwrap();
    let run = |args: Vec<&'static str>| {
        let (url, path) = (url.clone(), dir.path().to_path_buf());
        tokio::task::spawn_blocking(move || server(&args, Some(&url), &path))
    };
    let (ok, _, stderr) = run(vec!["report", "program", "--uri", "acme/hidden"])
        .await
        .unwrap();
    assert!(!ok);
    assert!(stderr.contains("no public program acme/hidden"), "{stderr}");
    let (ok, stdout, stderr) = run(vec![
        "report",
        "program",
        "--uri",
        "acme/trend",
        "--lang",
        "zh-hans",
        "--out",
        "trend.pdf",
    ])
    .await
    .unwrap();
    assert!(ok, "{stdout}\n{stderr}");
    let text = pdf_text(&dir.path().join("trend.pdf"), 1);
    assert!(text.contains(TREND) && text.contains("关键数据"), "{text}");
}
