//! Administrators' users over HTTP: the list and its search, roles granted and taken (the
//! suspension among them) with effect on the user's next request, unlocking, deletion, and the
//! audit log of each change.

use axum::http::StatusCode;
use serde_json::{json, Value};
use server::access::Role;
use server::audit::{self, Subject};

use crate::support::spawn_app;

#[tokio::test]
async fn administrators_search_sort_and_page_the_users() {
    let app = spawn_app().await;
    let admin = app.sign_in_as_admin().await;
    for email in ["ann.lee@x.test", "bob.lee@x.test", "cy@x.test"] {
        app.sign_in_as_member(email).await;
    }
    let (status, body) = app
        .call(
            "GET",
            "/api/v1/admin/users?search=LEE&sortBy=email&orderBy=asc",
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let emails: Vec<&str> = body["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|u| u["email"].as_str().unwrap())
        .collect();
    assert_eq!(emails, ["ann.lee@x.test", "bob.lee@x.test"]);
    assert_eq!(body["totalCount"], 2);
    assert_eq!(body["items"][0]["roleNames"], json!(["Member"]));
    let (_, page) = app
        .call(
            "GET",
            "/api/v1/admin/users?pageSize=2&pageNumber=2&sortBy=email&orderBy=asc",
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(page["totalCount"], 4);
    assert_eq!(page["items"][0]["email"], "bob.lee@x.test");
    // A percent sign is text, not a wildcard; two characters are too few.
    let (_, none) = app
        .call(
            "GET",
            "/api/v1/admin/users?search=%25%25%25",
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(none["totalCount"], 0);
    let (status, body) = app
        .call("GET", "/api/v1/admin/users?search=le", Some(&admin), None)
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(body["fields"]["search"], "tooShort");
    let member = app.sign_in_as_member("m@x.test").await;
    let (status, _) = app
        .call("GET", "/api/v1/admin/users", Some(&member), None)
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn a_suspension_is_a_role_that_refuses_the_user_at_their_next_request() {
    let app = spawn_app().await;
    let admin = app.sign_in_as_admin().await;
    let member = app.sign_in_as_member("jo@x.test").await;
    let id = app.user_id("jo@x.test").await;
    let suspend = format!(
        "/api/v1/admin/users/{id}/roles/{}",
        Role::MemberLimitedAccess.id()
    );
    let (status, body) = app.call("PUT", &suspend, Some(&admin), None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["suspended"], true);
    // The member's session, issued before, is refused on its next request.
    let (status, body) = app
        .call("GET", "/api/v1/me/profile", Some(&member), None)
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::FORBIDDEN, Some("account_suspended"))
    );
    let (status, body) = app.request_token("jo@x.test", "Secret12").await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::FORBIDDEN, Some("account_suspended"))
    );
    // Reinstated: signing in works again, and the audit log holds both changes, newest first.
    let (_, body) = app.call("DELETE", &suspend, Some(&admin), None).await;
    assert_eq!(body["suspended"], false);
    let (status, _) = app.request_token("jo@x.test", "Secret12").await;
    assert_eq!(status, StatusCode::OK);
    let actions: Vec<(&str, Option<&str>, Option<&str>)> = body["audit"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["action"].as_str().unwrap(),
                e["oldValue"].as_str(),
                e["newValue"].as_str(),
            )
        })
        .collect();
    assert_eq!(
        actions,
        [
            ("roleRemoved", Some("Member Limited Access"), None),
            ("roleAdded", None, Some("Member Limited Access")),
        ]
    );
    assert_eq!(body["audit"][0]["actorEmail"], "admin@x.test");
    // Granting a role held already records nothing.
    let plus = format!("/api/v1/admin/users/{id}/roles/{}", Role::MemberPlus.id());
    app.call("PUT", &plus, Some(&admin), None).await;
    let (_, body) = app.call("PUT", &plus, Some(&admin), None).await;
    assert_eq!(body["audit"].as_array().unwrap().len(), 3);
    let (status, body) = app
        .call(
            "PUT",
            &format!("/api/v1/admin/users/{id}/roles/99"),
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(
        (status, body["fields"]["roleId"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("invalidChoice"))
    );
}

#[tokio::test]
async fn an_administrator_cannot_take_their_own_administrator_role_or_delete_themselves() {
    let app = spawn_app().await;
    let admin = app.sign_in_as_admin().await;
    let me = app.user_id("admin@x.test").await;
    let (status, body) = app
        .call(
            "DELETE",
            &format!(
                "/api/v1/admin/users/{me}/roles/{}",
                Role::Administrator.id()
            ),
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::FORBIDDEN, Some("own_administrator_role"))
    );
    let (status, body) = app
        .call(
            "DELETE",
            &format!("/api/v1/admin/users/{me}"),
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::FORBIDDEN, Some("own_account"))
    );
    // Another administrator may.
    let other = app
        .sign_in_as("other@x.test", &[Role::Member, Role::Administrator], None)
        .await;
    let (status, body) = app
        .call(
            "DELETE",
            &format!(
                "/api/v1/admin/users/{me}/roles/{}",
                Role::Administrator.id()
            ),
            Some(&other),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["roleNames"], json!(["Member"]));
}

#[tokio::test]
async fn unlocking_ends_a_lockout_and_is_recorded() {
    let app = spawn_app().await;
    let admin = app.sign_in_as_admin().await;
    app.sign_in_as_member("jo@x.test").await;
    for _ in 0..5 {
        app.request_token("jo@x.test", "wrong").await;
    }
    let (status, _) = app.request_token("jo@x.test", "Secret12").await;
    assert_eq!(status, StatusCode::LOCKED);
    let id = app.user_id("jo@x.test").await;
    let (_, before) = app
        .call(
            "GET",
            &format!("/api/v1/admin/users/{id}"),
            Some(&admin),
            None,
        )
        .await;
    assert!(before["lockoutEndUtc"].is_string(), "{before}");
    let (status, body) = app
        .call(
            "POST",
            &format!("/api/v1/admin/users/{id}/unlock"),
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["lockoutEndUtc"], Value::Null);
    assert_eq!(body["audit"][0]["action"], "unlocked");
    assert_eq!(body["audit"][0]["oldValue"], before["lockoutEndUtc"]);
    let (status, _) = app.request_token("jo@x.test", "Secret12").await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test]
async fn a_deleted_user_is_gone_and_their_audit_log_stays() {
    let app = spawn_app().await;
    let admin = app.sign_in_as_admin().await;
    let member = app.sign_in_as_member("jo@x.test").await;
    let id = app.user_id("jo@x.test").await;
    let (status, _) = app
        .call(
            "DELETE",
            &format!("/api/v1/admin/users/{id}"),
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (status, _) = app
        .call(
            "GET",
            &format!("/api/v1/admin/users/{id}"),
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = app
        .call("GET", "/api/v1/me/profile", Some(&member), None)
        .await;
    assert_eq!(
        status,
        StatusCode::UNAUTHORIZED,
        "the session ends with the account"
    );
    let entries = audit::entries(&app.db.db, Subject::User(id)).await.unwrap();
    assert_eq!(entries.len(), 1);
    assert_eq!(
        (entries[0].action.as_str(), entries[0].old_value.as_deref()),
        ("deleted", Some("jo@x.test"))
    );
    let (status, _) = app
        .call(
            "DELETE",
            &format!("/api/v1/admin/users/{id}"),
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn company_and_program_changes_are_in_their_audit_logs() {
    use crate::support::versions::Saves;
    use server::reference::{group_status, program_status};

    let app = spawn_app().await;
    let admin = app.sign_in_as_admin().await;
    let db = &app.db.db;
    let mut group = crate::common::fixtures::group("acme");
    group.group_status_id = group_status::PENDING;
    let group_id = server::groups::create_group(db, &group).await.unwrap();
    let program_id =
        server::programs::create_program(db, group_id, &crate::common::fixtures::program("trend"))
            .await
            .unwrap();
    app.sign_in_as_member("jo@x.test").await;
    // Activation, a manager added and removed, a program archived.
    let (status, body) = app
        .save(
            "PATCH",
            "/api/v1/groups/acme/status",
            Some(&admin),
            Some(json!({ "groupStatusId": group_status::ACTIVE })),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, _) = app
        .call(
            "POST",
            "/api/v1/groups/acme/administrators",
            Some(&admin),
            Some(json!({ "email": "jo@x.test" })),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED);
    let jo = app.user_id("jo@x.test").await;
    let (status, _) = app
        .call(
            "DELETE",
            &format!("/api/v1/groups/acme/administrators/{jo}"),
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (status, body) = app
        .save(
            "PATCH",
            "/api/v1/groups/acme/programs/trend/status",
            Some(&admin),
            Some(json!({ "programStatusId": program_status::ARCHIVED })),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let entries = |body: &Value| -> Vec<(String, Option<String>, Option<String>)> {
        body["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| {
                let text = |k: &str| e[k].as_str().map(str::to_owned);
                (text("action").unwrap(), text("oldValue"), text("newValue"))
            })
            .collect()
    };
    let (_, company) = app
        .call(
            "GET",
            &format!("/api/v1/admin/audit?subject=group&id={group_id}"),
            Some(&admin),
            None,
        )
        .await;
    let some = |s: &str| Some(s.to_owned());
    assert_eq!(
        entries(&company),
        [
            ("administratorRemoved".to_owned(), some("jo@x.test"), None),
            ("administratorAdded".to_owned(), None, some("jo@x.test")),
            ("statusChanged".to_owned(), some("pending"), some("active")),
        ]
    );
    assert_eq!(company["items"][0]["actorEmail"], "admin@x.test");
    let (_, program) = app
        .call(
            "GET",
            &format!("/api/v1/admin/audit?subject=program&id={program_id}"),
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(
        entries(&program),
        [("statusChanged".to_owned(), some("active"), some("archived"))]
    );
    let (status, body) = app
        .call(
            "GET",
            "/api/v1/admin/audit?subject=group",
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(
        (status, body["fields"]["id"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("required"))
    );
    let member = app.sign_in_as_member("m@x.test").await;
    let (status, _) = app
        .call(
            "GET",
            &format!("/api/v1/admin/audit?subject=group&id={group_id}"),
            Some(&member),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn the_exports_stream_every_account_and_company_with_formulas_neutralised() {
    let app = spawn_app().await;
    let admin = app.sign_in_as_admin().await;
    let db = &app.db.db;
    // More accounts than one page of the stream, one with a formula for a name.
    for i in 0..501 {
        let profile = server::accounts::NewUser {
            email: format!("user{i}@x.test"),
            first_name: if i == 0 {
                "=HYPERLINK(\"x\")".to_owned()
            } else {
                "Jo".to_owned()
            },
            last_name: "Lee, Jr".to_owned(),
            country: "US".to_owned(),
            language: "en".to_owned(),
            ..Default::default()
        };
        server::accounts::create_user(db, &profile, "hash")
            .await
            .unwrap();
    }
    let mut group = crate::common::fixtures::group("acme");
    group.group_name = "@SUM(A1)".to_owned();
    server::groups::create_group(db, &group).await.unwrap();
    let request = |path: &str| {
        axum::http::Request::get(path)
            .header("authorization", format!("Bearer {admin}"))
            .body(axum::body::Body::empty())
            .unwrap()
    };
    let (status, headers, body) = app.send(request("/api/v1/admin/users.csv")).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers["content-type"], "text/csv; charset=utf-8");
    assert_eq!(
        headers["content-disposition"],
        "attachment; filename=\"users.csv\""
    );
    let text = String::from_utf8(body).unwrap();
    let lines: Vec<&str> = text.split("\r\n").filter(|l| !l.is_empty()).collect();
    assert!(lines[0].starts_with("User Id,Email,First Name"));
    assert_eq!(
        lines.len(),
        1 + 502,
        "the header, the administrator and 501 users"
    );
    assert!(
        text.contains(",\"'=HYPERLINK(\"\"x\"\")\",\"Lee, Jr\","),
        "{}",
        &lines[2]
    );
    assert!(text.contains("Member; Administrator"));
    let (status, _, body) = app.send(request("/api/v1/admin/groups.csv")).await;
    assert_eq!(status, StatusCode::OK);
    let text = String::from_utf8(body).unwrap();
    assert!(text.starts_with("Group Id,URL Name,Name,Status"));
    assert!(text.contains(",acme,'@SUM(A1),"), "{text}");
    let member = app.sign_in_as_member("m@x.test").await;
    let (status, _) = app
        .call("GET", "/api/v1/admin/users.csv", Some(&member), None)
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
}

/// A browser asks for the export compressed: the compression layer reads the body to its end
/// and once more, and the download arrives whole.
#[tokio::test]
async fn a_compressed_export_arrives_whole() {
    use std::io::Read;
    let app = spawn_app().await;
    let admin = app.sign_in_as_admin().await;
    app.sign_in_as_member("jo@x.test").await;
    for (path, expected) in [
        ("/api/v1/admin/users.csv", "jo@x.test"),
        ("/api/v1/admin/groups.csv", "Group Id,URL Name"),
    ] {
        let request = axum::http::Request::get(path)
            .header("authorization", format!("Bearer {admin}"))
            .header("accept-encoding", "gzip")
            .body(axum::body::Body::empty())
            .unwrap();
        let (status, headers, body) = app.send(request).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(headers["content-encoding"], "gzip");
        let mut text = String::new();
        flate2::read::GzDecoder::new(&body[..])
            .read_to_string(&mut text)
            .unwrap();
        assert!(
            text.contains(expected) && text.ends_with("\r\n"),
            "{path}: {text}"
        );
    }
}

#[tokio::test]
async fn an_administrator_sends_a_user_a_password_reset_link_in_their_language() {
    let app = spawn_app().await;
    let admin = app.sign_in_as_admin().await;
    app.sign_in_as_member("jo@x.test").await;
    let id = app.user_id("jo@x.test").await;
    sqlx::query("UPDATE users SET language = 'zh-hans' WHERE id = $1")
        .bind(id)
        .execute(&app.db.db.pool)
        .await
        .unwrap();
    let (status, _) = app
        .call(
            "POST",
            &format!("/api/v1/admin/users/{id}/password-reset"),
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let mails = crate::support::outbox_texts(&app.data_dir);
    let (name, text) = mails.last().expect("a mail in the outbox");
    assert!(name.contains("password-reset"), "{name}");
    assert!(
        text.contains("/zh-hans/reset-password?email=jo%40x.test&ResetToken="),
        "{text}"
    );
    let (_, user) = app
        .call(
            "GET",
            &format!("/api/v1/admin/users/{id}"),
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(user["audit"][0]["action"], "passwordResetSent");
}
