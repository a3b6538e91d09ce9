//! Company authoring over HTTP: the edit form and its rules, status changes and deletion, the
//! company's CTA managers, platform links, and the administrators' pending list — each with who
//! may do it (others get 404 when they may not see the company, 403 `forbidden_role` when they
//! may). Storage runs on both engines in `storage_contract/group_authoring.rs`.

use axum::http::StatusCode;
use serde_json::{json, Value};
use server::access::Role;
use server::accounts;
use server::{groups, programs};
use sqlx::Row;

use crate::common::fixtures;
use crate::support::versions::Saves;
use crate::support::{spawn_app, TestApp};

/// A stored company "acme" (name "Acme Capital") with the given status; answers its id.
async fn company(app: &TestApp, uri: &str, status: i64) -> i64 {
    let mut group = fixtures::group(uri);
    group.group_status_id = status;
    group.group_name = format!("{} Capital", uri.to_uppercase());
    groups::create_group(&app.db.db, &group).await.unwrap()
}

fn code(body: &Value) -> &str {
    body["code"].as_str().unwrap_or_default()
}

fn contact(first_name: &str, country: &str) -> Value {
    json!({
        "contactTypeId": 2,
        "firstName": first_name,
        "lastName": "Lee",
        "emailAddress": "ann@acme.example",
        "phoneDirect": "312-555-0100",
        "address1": "1 Main St",
        "address2": "",
        "city": "Chicago",
        "state": "IL",
        "zip": "60601",
        "country": country,
    })
}

/// A valid edit form.
fn update(name: &str) -> Value {
    json!({
        "company": {
            "groupName": name,
            "webUrl": "acme.example/about",
            "descriptionLong": "Systematic trend following.",
            "groupTypeIds": [1, 2],
            "contacts": [contact("Ann", "USA"), contact("Bo", "CN")],
            "memberships": [
                { "membershipTypeId": 3, "membershipUrl": "", "title": "SEC", "info": "801-1" },
            ],
        },
        "acceptedAgreement": true,
    })
}

async fn count(app: &TestApp, sql: &str, group_id: i64) -> i64 {
    sqlx::query(sql)
        .bind(group_id)
        .fetch_one(&app.db.db.pool)
        .await
        .unwrap()
        .try_get::<i64, _>(0)
        .unwrap()
}

async fn token(app: &TestApp, email: &str) -> String {
    let (status, body) = app
        .call(
            "POST",
            "/api/v1/auth/token",
            None,
            Some(json!({ "email": email, "password": "Secret12" })),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["accessToken"].as_str().unwrap().to_owned()
}

/// The names the screener lists to an anonymous reader.
async fn screener(app: &TestApp) -> Vec<String> {
    let (status, body) = app.get_json("/api/v1/programs").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["programName"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn every_authoring_endpoint_needs_a_signed_in_user() {
    let app = spawn_app().await;
    company(&app, "acme", server::reference::group_status::ACTIVE).await;
    for (method, path, body) in [
        ("GET", "/api/v1/groups/acme/form", None),
        ("PUT", "/api/v1/groups/acme", Some(update("Acme"))),
        (
            "PATCH",
            "/api/v1/groups/acme/status",
            Some(json!({ "groupStatusId": 1 })),
        ),
        ("DELETE", "/api/v1/groups/acme", None),
        ("GET", "/api/v1/groups/acme/administrators", None),
        (
            "POST",
            "/api/v1/groups/acme/administrators",
            Some(json!({ "email": "a@example.com" })),
        ),
        ("DELETE", "/api/v1/groups/acme/administrators/1", None),
        ("GET", "/api/v1/groups/acme/platforms", None),
        ("PUT", "/api/v1/groups/acme/platforms/1", None),
        ("DELETE", "/api/v1/groups/acme/platforms/1", None),
        ("GET", "/api/v1/admin/pending", None),
        ("GET", "/api/v1/admin/group-choices", None),
    ] {
        let (status, _) = app.save(method, path, None, body).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{method} {path}");
    }
}

#[tokio::test]
async fn only_its_editors_read_and_save_a_company_and_others_see_no_more_than_before() {
    let app = spawn_app().await;
    let pending = company(&app, "pend", server::reference::group_status::PENDING).await;
    let active = company(&app, "live", server::reference::group_status::ACTIVE).await;
    let member = app.sign_in_as_member("member@example.com").await;
    let other = app
        .sign_in_as(
            "other@example.com",
            &[Role::Member, Role::CtaManager],
            Some(active),
        )
        .await;
    let manager = app
        .sign_in_as(
            "cta@example.com",
            &[Role::Member, Role::CtaManager],
            Some(pending),
        )
        .await;
    let admin = app
        .sign_in_as("admin@example.com", &[Role::Administrator], None)
        .await;

    // The pending company is invisible to everyone but its editors.
    for token in [&member, &other] {
        let (status, body) = app
            .call("GET", "/api/v1/groups/pend/form", Some(token), None)
            .await;
        assert_eq!((status, code(&body)), (StatusCode::NOT_FOUND, "not_found"));
        let (status, body) = app
            .save("PUT", "/api/v1/groups/pend", Some(token), Some(update("X")))
            .await;
        assert_eq!((status, code(&body)), (StatusCode::NOT_FOUND, "not_found"));
    }
    // The active one is public: a reader who is not its editor is refused, not misled.
    let (status, body) = app
        .save(
            "PUT",
            "/api/v1/groups/live",
            Some(&member),
            Some(update("X")),
        )
        .await;
    assert_eq!(
        (status, code(&body)),
        (StatusCode::FORBIDDEN, "forbidden_role")
    );
    let (status, body) = app
        .save(
            "PUT",
            "/api/v1/groups/live",
            Some(&manager),
            Some(update("X")),
        )
        .await;
    assert_eq!(
        (status, code(&body)),
        (StatusCode::FORBIDDEN, "forbidden_role"),
        "a CTA manager of another company"
    );
    let (status, _) = app
        .call("GET", "/api/v1/groups/live/form", Some(&member), None)
        .await;
    assert_eq!(
        status,
        StatusCode::NOT_FOUND,
        "the form is for editors only"
    );
    let (status, _) = app
        .call("GET", "/api/v1/groups/missing/form", Some(&admin), None)
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    for token in [&manager, &admin] {
        let (status, form) = app
            .call("GET", "/api/v1/groups/pend/form", Some(token), None)
            .await;
        assert_eq!(status, StatusCode::OK, "{form}");
        assert_eq!(form["groupId"], pending);
        assert_eq!(form["groupUri"], "pend");
        assert_eq!(
            form["groupStatusId"],
            server::reference::group_status::PENDING
        );
        assert_eq!(form["platformIds"], json!([1]));
        let company = &form["company"];
        assert_eq!(company["groupName"], "PEND Capital");
        assert_eq!(company["webUrl"], "http://granite-ridge.example");
        assert_eq!(company["groupTypeIds"], json!([2, 3]));
        assert_eq!(company["contacts"][0]["firstName"], "Ann");
        assert_eq!(company["contacts"][0]["address2"], "");
        assert_eq!(company["memberships"][0]["title"], "NFA");
        assert_eq!(company["memberships"][1]["title"], "SEC");
        assert_eq!(company["memberships"][1]["membershipUrl"], "");
    }
    let (status, form) = app
        .save(
            "PUT",
            "/api/v1/groups/live",
            Some(&admin),
            Some(update("Live")),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{form}");
    let (status, form) = app
        .save(
            "PUT",
            "/api/v1/groups/live",
            Some(&other),
            Some(update("Live 2")),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{form}");
    assert_eq!(form["company"]["groupName"], "Live 2");
}

#[tokio::test]
async fn a_save_replaces_the_company_exactly_and_keeps_its_address() {
    let app = spawn_app().await;
    let group_id = company(&app, "acme", server::reference::group_status::PENDING).await;
    let manager = app
        .sign_in_as(
            "cta@example.com",
            &[Role::Member, Role::CtaManager],
            Some(group_id),
        )
        .await;
    let before: String = sqlx::query("SELECT date_updated FROM groups WHERE id = $1")
        .bind(group_id)
        .fetch_one(&app.db.db.pool)
        .await
        .unwrap()
        .try_get(0)
        .unwrap();

    let (status, form) = app
        .save(
            "PUT",
            "/api/v1/groups/acme",
            Some(&manager),
            Some(update("Zenith Partners")),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{form}");
    assert_eq!(form["groupUri"], "acme", "the address survives a rename");
    let company = &form["company"];
    assert_eq!(company["groupName"], "Zenith Partners");
    assert_eq!(company["webUrl"], "http://acme.example/about");
    assert_eq!(company["groupTypeIds"], json!([1, 2]));
    assert_eq!(company["contacts"].as_array().unwrap().len(), 2);
    assert_eq!(company["contacts"][0]["firstName"], "Ann");
    assert_eq!(
        company["contacts"][0]["country"], "US",
        "USA is stored as US"
    );
    assert_eq!(company["contacts"][1]["firstName"], "Bo");
    assert_eq!(company["contacts"][1]["contactTypeId"], 2);
    assert_eq!(
        company["memberships"],
        json!([
            { "membershipTypeId": 3, "membershipUrl": "", "title": "SEC", "info": "801-1" }
        ])
    );
    assert_eq!(form["platformIds"], json!([1]), "links untouched");
    let (_, profile) = app
        .call("GET", "/api/v1/groups/acme", Some(&manager), None)
        .await;
    assert_eq!(profile["groupName"], "Zenith Partners");
    assert_eq!(profile["country"], "US", "from the first contact");
    let after: String = sqlx::query("SELECT date_updated FROM groups WHERE id = $1")
        .bind(group_id)
        .fetch_one(&app.db.db.pool)
        .await
        .unwrap()
        .try_get(0)
        .unwrap();
    assert!(after >= before);

    // No contacts at all is allowed on edit, and the old rows go.
    let mut bare = update("Zenith Partners");
    bare["company"]["contacts"] = json!([]);
    bare["company"]["memberships"] = json!([]);
    bare["company"]["groupTypeIds"] = json!([]);
    bare["company"]["webUrl"] = json!("");
    let (status, form) = app
        .save("PUT", "/api/v1/groups/acme", Some(&manager), Some(bare))
        .await;
    assert_eq!(status, StatusCode::OK, "{form}");
    assert_eq!(form["company"]["contacts"], json!([]));
    assert_eq!(form["company"]["webUrl"], "");
    for table in ["group_contacts", "group_memberships", "group_group_types"] {
        let sql = format!("SELECT COUNT(*) FROM {table} WHERE group_id = $1");
        assert_eq!(count(&app, &sql, group_id).await, 0, "{table}");
    }
}

#[tokio::test]
async fn every_rule_of_the_edit_form_is_checked_and_a_refused_save_changes_nothing() {
    let app = spawn_app().await;
    let group_id = company(&app, "acme", server::reference::group_status::ACTIVE).await;
    let manager = app
        .sign_in_as(
            "cta@example.com",
            &[Role::Member, Role::CtaManager],
            Some(group_id),
        )
        .await;
    let mut bad = update(" ");
    bad["acceptedAgreement"] = json!(false);
    bad["company"]["webUrl"] = json!("not a url");
    bad["company"]["descriptionLong"] = json!("x".repeat(10_001));
    bad["company"]["groupTypeIds"] = json!([7]);
    bad["company"]["contacts"][0]["emailAddress"] = json!("nope");
    bad["company"]["contacts"][0]["phoneDirect"] = json!("12");
    bad["company"]["contacts"][0]["country"] = json!("ZZ");
    bad["company"]["contacts"][1]["city"] = json!("");
    bad["company"]["memberships"][0]["title"] = json!("");
    bad["company"]["memberships"][0]["membershipUrl"] = json!("http://localhost");
    let (status, body) = app
        .save("PUT", "/api/v1/groups/acme", Some(&manager), Some(bad))
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(
        body["fields"],
        json!({
            "acceptedAgreement": "mustCertify",
            "company.groupName": "required",
            "company.webUrl": "invalidUrl",
            "company.descriptionLong": "tooLong",
            "company.groupTypeIds": "invalidChoice",
            "company.contacts.0.emailAddress": "invalidEmail",
            "company.contacts.0.phoneDirect": "invalidPhone",
            "company.contacts.0.country": "invalidCountry",
            "company.contacts.1.city": "required",
            "company.memberships.0.title": "required",
            "company.memberships.0.membershipUrl": "invalidUrl",
        })
    );
    let mut crowded = update("Acme");
    crowded["company"]["contacts"] = json!([
        contact("A", "US"),
        contact("B", "US"),
        contact("C", "US"),
        contact("D", "US")
    ]);
    let membership = json!({ "membershipTypeId": 1, "info": "1" });
    crowded["company"]["memberships"] = json!([membership, membership, membership, membership]);
    let (status, body) = app
        .save("PUT", "/api/v1/groups/acme", Some(&manager), Some(crowded))
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["fields"]["company.contacts"], "tooMany");
    assert_eq!(body["fields"]["company.memberships"], "tooMany");

    let (_, form) = app
        .call("GET", "/api/v1/groups/acme/form", Some(&manager), None)
        .await;
    assert_eq!(form["company"]["groupName"], "ACME Capital");
    assert_eq!(form["company"]["contacts"].as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn only_platform_managers_choose_a_companys_platforms() {
    let app = spawn_app().await;
    let group_id = company(&app, "acme", server::reference::group_status::ACTIVE).await;
    company(&app, "pend", server::reference::group_status::PENDING).await;
    let manager = app
        .sign_in_as(
            "cta@example.com",
            &[Role::Member, Role::CtaManager],
            Some(group_id),
        )
        .await;
    let platform_manager = app
        .sign_in_as(
            "pm@example.com",
            &[Role::Member, Role::CtaManager, Role::PlatformManager],
            Some(group_id),
        )
        .await;
    let lone_platform_manager = app
        .sign_in_as("lone@example.com", &[Role::PlatformManager], None)
        .await;
    let member = app.sign_in_as_member("member@example.com").await;
    let admin = app
        .sign_in_as("admin@example.com", &[Role::Administrator], None)
        .await;

    let with = |ids: Value| {
        let mut body = update("Acme");
        body["platformIds"] = ids;
        body
    };
    for token in [&manager, &admin] {
        let (status, body) = app
            .save(
                "PUT",
                "/api/v1/groups/acme",
                Some(token),
                Some(with(json!([2]))),
            )
            .await;
        assert_eq!(
            (status, code(&body)),
            (StatusCode::FORBIDDEN, "forbidden_role")
        );
    }
    let (status, body) = app
        .save(
            "PUT",
            "/api/v1/groups/acme",
            Some(&platform_manager),
            Some(with(json!([]))),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(body["fields"], json!({ "platformIds": "platformRequired" }));
    let (_, body) = app
        .save(
            "PUT",
            "/api/v1/groups/acme",
            Some(&platform_manager),
            Some(with(json!([2, 99]))),
        )
        .await;
    assert_eq!(body["fields"], json!({ "platformIds": "invalidChoice" }));
    let (status, form) = app
        .save(
            "PUT",
            "/api/v1/groups/acme",
            Some(&platform_manager),
            Some(with(json!([3, 2]))),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{form}");
    assert_eq!(
        form["platformIds"],
        json!([2, 3]),
        "1 removed, 2 and 3 added"
    );
    let (_, form) = app
        .save(
            "PUT",
            "/api/v1/groups/acme",
            Some(&manager),
            Some(with(Value::Null)),
        )
        .await;
    assert_eq!(form["platformIds"], json!([2, 3]), "null leaves the links");

    // One link at a time.
    let (status, body) = app
        .call("GET", "/api/v1/groups/acme/platforms", Some(&manager), None)
        .await;
    assert_eq!(
        (status, code(&body)),
        (StatusCode::FORBIDDEN, "forbidden_role")
    );
    let (status, _) = app
        .save(
            "PUT",
            "/api/v1/groups/acme/platforms/1",
            Some(&member),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, _) = app
        .save(
            "PUT",
            "/api/v1/groups/pend/platforms/1",
            Some(&member),
            None,
        )
        .await;
    assert_eq!(
        status,
        StatusCode::NOT_FOUND,
        "a pending company stays hidden"
    );
    for _ in 0..2 {
        let (status, _) = app
            .save(
                "PUT",
                "/api/v1/groups/acme/platforms/1",
                Some(&lone_platform_manager),
                None,
            )
            .await;
        assert_eq!(status, StatusCode::NO_CONTENT);
    }
    let (status, _) = app
        .call(
            "DELETE",
            "/api/v1/groups/acme/platforms/2",
            Some(&lone_platform_manager),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (status, body) = app
        .call(
            "GET",
            "/api/v1/groups/acme/platforms",
            Some(&lone_platform_manager),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body, json!({ "platformIds": [1, 3] }));
    let (status, _) = app
        .save(
            "PUT",
            "/api/v1/groups/acme/platforms/99",
            Some(&lone_platform_manager),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND, "no such platform");
    let (status, body) = app
        .save(
            "PUT",
            "/api/v1/groups/pend/platforms/2",
            Some(&lone_platform_manager),
            None,
        )
        .await;
    assert_eq!(
        status,
        StatusCode::NO_CONTENT,
        "a platform manager places a pending company too: {body}"
    );
}

#[tokio::test]
async fn status_changes_and_deletion_are_for_administrators() {
    let app = spawn_app().await;
    let group_id = company(&app, "acme", server::reference::group_status::PENDING).await;
    let manager = app
        .sign_in_as(
            "cta@example.com",
            &[Role::Member, Role::CtaManager],
            Some(group_id),
        )
        .await;
    let member = app.sign_in_as_member("member@example.com").await;
    let admin = app
        .sign_in_as("admin@example.com", &[Role::Administrator], None)
        .await;
    let activate = json!({ "groupStatusId": 1 });

    let (status, body) = app
        .call(
            "PATCH",
            "/api/v1/groups/acme/status",
            Some(&manager),
            Some(activate.clone()),
        )
        .await;
    assert_eq!(
        (status, code(&body)),
        (StatusCode::FORBIDDEN, "forbidden_role"),
        "its own CTA manager may not approve it"
    );
    let (status, _) = app
        .call(
            "PATCH",
            "/api/v1/groups/acme/status",
            Some(&member),
            Some(activate.clone()),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    for bad in [0, 6] {
        let (status, body) = app
            .call(
                "PATCH",
                "/api/v1/groups/acme/status",
                Some(&admin),
                Some(json!({ "groupStatusId": bad })),
            )
            .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(body["fields"], json!({ "groupStatusId": "invalidChoice" }));
    }
    let approved = |app: &TestApp| {
        let pool = app.db.db.pool.clone();
        async move {
            sqlx::query("SELECT date_approved FROM groups WHERE id = $1")
                .bind(group_id)
                .fetch_one(&pool)
                .await
                .unwrap()
                .try_get::<Option<String>, _>(0)
                .unwrap()
        }
    };
    assert_eq!(approved(&app).await, None);
    let (status, form) = app
        .call(
            "PATCH",
            "/api/v1/groups/acme/status",
            Some(&admin),
            Some(activate.clone()),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{form}");
    assert_eq!(form["groupStatusId"], 1);
    let first = approved(&app).await.expect("approved on activation");
    sqlx::query("UPDATE groups SET date_approved = '2020-01-01T00:00:00Z' WHERE id = $1")
        .bind(group_id)
        .execute(&app.db.db.pool)
        .await
        .unwrap();
    assert!(first.ends_with('Z'));
    for status_id in [3, 1] {
        let (status, _) = app
            .call(
                "PATCH",
                "/api/v1/groups/acme/status",
                Some(&admin),
                Some(json!({ "groupStatusId": status_id })),
            )
            .await;
        assert_eq!(status, StatusCode::OK);
    }
    assert_eq!(
        approved(&app).await.as_deref(),
        Some("2020-01-01T00:00:00Z"),
        "only the first activation is the approval"
    );

    // Now active, the company is public: members and its manager are refused deletion.
    for token in [&member, &manager] {
        let (status, body) = app
            .call("DELETE", "/api/v1/groups/acme", Some(token), None)
            .await;
        assert_eq!(
            (status, code(&body)),
            (StatusCode::FORBIDDEN, "forbidden_role")
        );
    }
    let (status, _) = app
        .call("DELETE", "/api/v1/groups/acme", Some(&admin), None)
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (status, _) = app.get_json("/api/v1/groups/acme").await;
    assert_eq!(status, StatusCode::NOT_FOUND, "gone from public view");
    let (status, form) = app
        .call("GET", "/api/v1/groups/acme/form", Some(&admin), None)
        .await;
    assert_eq!(status, StatusCode::OK, "kept, marked Deleted");
    assert_eq!(
        form["groupStatusId"],
        server::reference::group_status::DELETED
    );
}

#[tokio::test]
async fn an_activated_company_reaches_the_screener_and_leaves_the_pending_list() {
    let app = spawn_app().await;
    let db = &app.db.db;
    let group_id = company(&app, "acme", server::reference::group_status::PENDING).await;
    let mut steady = fixtures::program("steady");
    steady.program_name = "Steady".to_owned();
    programs::create_program(db, group_id, &steady)
        .await
        .unwrap();
    let mut waiting = fixtures::program("waiting");
    waiting.program_name = "Waiting".to_owned();
    waiting.program_status_id = server::reference::program_status::PENDING;
    programs::create_program(db, group_id, &waiting)
        .await
        .unwrap();
    let older = company(&app, "older", server::reference::group_status::PENDING).await;
    sqlx::query("UPDATE groups SET date_created = '2020-01-01T00:00:00Z' WHERE id = $1")
        .bind(older)
        .execute(&db.pool)
        .await
        .unwrap();
    let deleted = company(&app, "gone", server::reference::group_status::DELETED).await;
    let mut orphan = fixtures::program("orphan");
    orphan.program_status_id = server::reference::program_status::PENDING;
    programs::create_program(db, deleted, &orphan)
        .await
        .unwrap();
    let admin = app
        .sign_in_as("admin@example.com", &[Role::Administrator], None)
        .await;
    let manager = app
        .sign_in_as(
            "cta@example.com",
            &[Role::Member, Role::CtaManager],
            Some(group_id),
        )
        .await;

    assert!(
        screener(&app).await.is_empty(),
        "a pending company is not listed"
    );

    let (status, body) = app
        .call("GET", "/api/v1/admin/pending", Some(&manager), None)
        .await;
    assert_eq!(
        (status, code(&body)),
        (StatusCode::FORBIDDEN, "forbidden_role")
    );
    let (status, pending) = app
        .call("GET", "/api/v1/admin/pending", Some(&admin), None)
        .await;
    assert_eq!(status, StatusCode::OK, "{pending}");
    let uris = |list: &Value, key: &str| -> Vec<String> {
        list.as_array()
            .unwrap()
            .iter()
            .map(|item| item[key].as_str().unwrap().to_owned())
            .collect()
    };
    assert_eq!(uris(&pending["groups"], "groupUri"), ["older", "acme"]);
    assert_eq!(uris(&pending["programs"], "programUri"), ["waiting"]);
    let waiting_row = &pending["programs"][0];
    assert_eq!(waiting_row["programName"], "Waiting");
    assert_eq!(waiting_row["groupUri"], "acme");
    assert_eq!(waiting_row["groupName"], "ACME Capital");
    assert_eq!(
        waiting_row["groupStatusId"],
        server::reference::group_status::PENDING
    );
    assert!(waiting_row["programId"].is_i64());
    assert!(pending["groups"][1]["dateCreated"].is_string());

    let (status, _) = app
        .call(
            "PATCH",
            "/api/v1/groups/acme/status",
            Some(&admin),
            Some(json!({ "groupStatusId": 1 })),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(screener(&app).await, ["Steady"], "only its active program");
    let (_, pending) = app
        .call("GET", "/api/v1/admin/pending", Some(&admin), None)
        .await;
    assert_eq!(uris(&pending["groups"], "groupUri"), ["older"]);
    assert_eq!(
        pending["programs"][0]["groupStatusId"],
        server::reference::group_status::ACTIVE
    );
}

#[tokio::test]
async fn administrators_add_and_remove_a_companys_managers_by_email() {
    let app = spawn_app().await;
    let group_id = company(&app, "acme", server::reference::group_status::PENDING).await;
    let manager = app
        .sign_in_as(
            "cta@example.com",
            &[Role::Member, Role::CtaManager],
            Some(group_id),
        )
        .await;
    let admin = app
        .sign_in_as("admin@example.com", &[Role::Administrator], None)
        .await;
    app.sign_in_as_member("newcomer@example.com").await;

    let (status, body) = app
        .call(
            "GET",
            "/api/v1/groups/acme/administrators",
            Some(&manager),
            None,
        )
        .await;
    assert_eq!(
        (status, code(&body)),
        (StatusCode::FORBIDDEN, "forbidden_role")
    );
    let (status, body) = app
        .call(
            "GET",
            "/api/v1/groups/acme/administrators",
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["items"].as_array().unwrap().len(), 1);
    assert_eq!(body["items"][0]["email"], "cta@example.com");
    assert_eq!(body["items"][0]["firstName"], "Jo");
    assert_eq!(body["items"][0]["lastName"], "Doe");

    let add = |email: &str| Some(json!({ "email": email }));
    for (email, key) in [
        ("", "required"),
        ("nope", "invalidEmail"),
        ("nobody@example.com", "userNotFound"),
    ] {
        let (status, body) = app
            .call(
                "POST",
                "/api/v1/groups/acme/administrators",
                Some(&admin),
                add(email),
            )
            .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{email}");
        assert_eq!(body["fields"], json!({ "email": key }));
    }
    let (status, added) = app
        .call(
            "POST",
            "/api/v1/groups/acme/administrators",
            Some(&admin),
            add("NewComer@Example.com"),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{added}");
    assert_eq!(added["email"], "newcomer@example.com");
    let newcomer_id = added["userId"].as_i64().unwrap();
    let roles = accounts::user_roles(&app.db.db, newcomer_id).await.unwrap();
    assert!(roles.contains(&Role::CtaManager) && roles.contains(&Role::Member));
    let (status, body) = app
        .call(
            "POST",
            "/api/v1/groups/acme/administrators",
            Some(&admin),
            add("newcomer@example.com"),
        )
        .await;
    assert_eq!((status, code(&body)), (StatusCode::CONFLICT, "duplicate"));

    // Their next session carries the company: they may edit it.
    let newcomer = token(&app, "newcomer@example.com").await;
    let (status, _) = app
        .call("GET", "/api/v1/groups/acme/form", Some(&newcomer), None)
        .await;
    assert_eq!(status, StatusCode::OK);

    let path = format!("/api/v1/groups/acme/administrators/{newcomer_id}");
    let (status, _) = app.call("DELETE", &path, Some(&manager), None).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, _) = app.call("DELETE", &path, Some(&admin), None).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (_, body) = app
        .call(
            "GET",
            "/api/v1/groups/acme/administrators",
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(body["items"].as_array().unwrap().len(), 1);
    let roles = accounts::user_roles(&app.db.db, newcomer_id).await.unwrap();
    assert!(roles.contains(&Role::CtaManager), "the role is kept");
    let newcomer = token(&app, "newcomer@example.com").await;
    let (status, _) = app
        .call("GET", "/api/v1/groups/acme/form", Some(&newcomer), None)
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND, "no longer its editor");
}

#[tokio::test]
async fn administrators_choose_among_companies_not_deleted_by_name() {
    let app = spawn_app().await;
    company(&app, "zeta", server::reference::group_status::ACTIVE).await;
    company(&app, "alpha", server::reference::group_status::PENDING).await;
    company(&app, "gone", server::reference::group_status::DELETED).await;
    let admin = app
        .sign_in_as("admin@example.com", &[Role::Administrator], None)
        .await;
    let member = app.sign_in_as_member("member@example.com").await;
    let (status, body) = app
        .call("GET", "/api/v1/admin/group-choices", Some(&member), None)
        .await;
    assert_eq!(
        (status, code(&body)),
        (StatusCode::FORBIDDEN, "forbidden_role")
    );
    let (status, body) = app
        .call("GET", "/api/v1/admin/group-choices", Some(&admin), None)
        .await;
    assert_eq!(status, StatusCode::OK);
    let names: Vec<&str> = body["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["groupName"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["ALPHA Capital", "ZETA Capital"]);
    assert_eq!(body["items"][0]["groupUri"], "alpha");
    assert!(body["items"][0]["groupId"].is_i64());
}

#[tokio::test]
async fn frequency_choices_are_public_and_in_order() {
    let app = spawn_app().await;
    for kind in ["subscription", "redemption"] {
        let (status, body) = app
            .get_json(&format!("/api/v1/programs/{kind}-frequency-types"))
            .await;
        assert_eq!(status, StatusCode::OK);
        let names: Vec<&str> = body["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|item| item["nameEn"].as_str().unwrap())
            .collect();
        assert_eq!(
            names,
            [
                "Daily",
                "Weekly",
                "Monthly",
                "Quarterly",
                "Semi-Annually",
                "Annually"
            ]
        );
    }
}

#[tokio::test]
async fn a_cta_registration_takes_usa_as_us_like_the_edit_form() {
    let app = spawn_app().await;
    let (status, challenge) = app.get_json("/api/v1/verification/challenge").await;
    assert_eq!(status, StatusCode::OK);
    let challenge: server::verification::VerificationChallenge =
        serde_json::from_value(challenge).unwrap();
    let solution = server::verification::solve(&challenge).expect("solvable");
    let mut company = update("Granite Ridge")["company"].clone();
    company["contacts"] = json!([contact("Ann", "USA")]);
    let form = json!({
        "contactTypeId": 1, "firstName": "Ann", "lastName": "Lee", "email": "ann@acme.example",
        "phonePrefix": "+1", "phone": "312-555-0100", "address1": "1 Main St", "address2": "",
        "cityTown": "Chicago", "country": "USA", "stateProvince": "IL", "postalCode": "60601",
        "password": "Secret12", "confirmPassword": "Secret12", "company": company,
        "getNewsletter": false, "acceptedAgreement": true, "acceptedTerms": true,
        "language": "en", "verification": solution,
    });
    let (status, body) = app
        .call("POST", "/api/v1/accounts/cta", None, Some(form))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let manager = token(&app, "ann@acme.example").await;
    let (_, form) = app
        .call(
            "GET",
            "/api/v1/groups/granite-ridge/form",
            Some(&manager),
            None,
        )
        .await;
    assert_eq!(form["company"]["contacts"][0]["country"], "US");
    let (_, profile) = app
        .call("GET", "/api/v1/groups/granite-ridge", Some(&manager), None)
        .await;
    assert_eq!(profile["country"], "US");
    let user = accounts::find_user_by_email(&app.db.db, "ann@acme.example")
        .await
        .unwrap()
        .unwrap();
    assert_eq!(user.country, "US");
}
