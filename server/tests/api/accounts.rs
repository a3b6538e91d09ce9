//! Registration, human verification, password reset, profile, password change, the roles list
//! and role checks — through the real router, with mail written to the outbox folder.

use axum::http::StatusCode;
use serde_json::{json, Value};
use server::access::Role;
use server::accounts;
use server::verification::{solve, VerificationChallenge};
use sqlx::Row;

use crate::support::{self, spawn_app, TestApp};

async fn solution(app: &TestApp) -> Value {
    let (status, challenge) = app.get_json("/api/v1/verification/challenge").await;
    assert_eq!(status, StatusCode::OK);
    let challenge: VerificationChallenge = serde_json::from_value(challenge).unwrap();
    assert_eq!(challenge.algorithm, "SHA-256");
    serde_json::to_value(solve(&challenge).expect("solvable")).unwrap()
}

fn member_form(email: &str) -> Value {
    json!({
        "firstName": "Ann", "lastName": "Lee", "country": "US", "phonePrefix": "+1",
        "phone": "312-555-0100", "email": email, "password": "Secret12",
        "confirmPassword": "Secret12", "getNewsletter": true, "acceptedTerms": true,
        "owner": "partner-7", "language": "en",
    })
}

fn contact() -> Value {
    json!({
        "contactTypeId": 2, "firstName": "Bo", "lastName": "Chan",
        "emailAddress": "bo@granite.example.com", "phoneDirect": "+1 312 555 0101",
        "address1": "1 Main St", "address2": "", "city": "Chicago", "state": "IL",
        "zip": "60601", "country": "US",
    })
}

fn cta_form(email: &str) -> Value {
    json!({
        "contactTypeId": 1, "firstName": "Ann", "lastName": "Lee", "email": email,
        "phonePrefix": "+1", "phone": "312-555-0100", "address1": "1 Main St", "address2": "",
        "cityTown": "Chicago", "country": "US", "stateProvince": "IL", "postalCode": "60601",
        "password": "Secret12", "confirmPassword": "Secret12",
        "company": {
            "groupName": "Granite Ridge Capital", "webUrl": "granite.example.com",
            "descriptionLong": "Systematic trend following.", "groupTypeIds": [2],
            "contacts": [contact()],
            "memberships": [
                {"membershipTypeId": 1, "membershipUrl": "", "title": "", "info": "0123456"},
                {"membershipTypeId": 3, "membershipUrl": "https://regulator.example.org",
                 "title": "SFC", "info": "AB123"},
            ],
        },
        "getNewsletter": false, "acceptedAgreement": true, "acceptedTerms": true,
        "language": "zh-hans",
    })
}

fn with(mut form: Value, key: &str, value: Value) -> Value {
    form[key] = value;
    form
}

async fn register(app: &TestApp, path: &str, form: Value) -> (StatusCode, Value) {
    let form = with(form, "verification", solution(app).await);
    app.call("POST", path, None, Some(form)).await
}

async fn bearer(app: &TestApp, email: &str, password: &str) -> String {
    let (status, body) = app
        .call(
            "POST",
            "/api/v1/auth/token",
            None,
            Some(json!({ "email": email, "password": password })),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body["accessToken"].as_str().unwrap().to_owned()
}

fn fields(body: &Value) -> Value {
    assert_eq!(body["code"], "validation_failed", "{body}");
    body["fields"].clone()
}

/// The outbox's mails as (file name, text).
fn outbox(app: &TestApp) -> Vec<(String, String)> {
    let dir = app.data_dir.join("outbox");
    let mut mails: Vec<(String, String)> = std::fs::read_dir(&dir)
        .map(|entries| {
            entries
                .map(|entry| {
                    let path = entry.unwrap().path();
                    let name = path.file_name().unwrap().to_string_lossy().into_owned();
                    (name, std::fs::read_to_string(&path).unwrap())
                })
                .collect()
        })
        .unwrap_or_default();
    mails.sort();
    mails
}

async fn mail_rows(app: &TestApp) -> Vec<(String, String, String, String)> {
    sqlx::query(
        "SELECT template, to_address, language, body_text FROM mail_outbox \
         WHERE sent_at IS NOT NULL AND error IS NULL ORDER BY id",
    )
    .fetch_all(&app.db.db.pool)
    .await
    .unwrap()
    .iter()
    .map(|row| {
        (
            row.get("template"),
            row.get("to_address"),
            row.get("language"),
            row.get("body_text"),
        )
    })
    .collect()
}

#[tokio::test]
async fn a_member_registers_signs_in_and_gets_a_confirmation_mail() {
    let app = spawn_app().await;
    let (status, body) = register(&app, "/api/v1/accounts", member_form("Ann@Example.com")).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(body["groupId"], Value::Null);
    let user_id = body["userId"].as_i64().unwrap();
    assert_eq!(
        accounts::user_roles(&app.db.db, user_id).await.unwrap(),
        [Role::Member]
    );
    let token = bearer(&app, "ann@example.com", "Secret12").await;
    let (_, profile) = app
        .call("GET", "/api/v1/me/profile", Some(&token), None)
        .await;
    assert_eq!(profile["email"], "Ann@Example.com");
    assert_eq!(profile["getNewsletter"], true);
    let owner: Option<String> = sqlx::query("SELECT owner FROM users WHERE id = $1")
        .bind(user_id)
        .fetch_one(&app.db.db.pool)
        .await
        .unwrap()
        .get("owner");
    assert_eq!(owner.as_deref(), Some("partner-7"));
    // Double opt-in: the address awaits its confirmation, mailed before the welcome.
    assert!(
        server::newsletter::is_pending(&app.db.db, "ann@example.com")
            .await
            .unwrap()
    );
    let mails = mail_rows(&app).await;
    assert_eq!(mails.len(), 2);
    assert_eq!(mails[0].0, "newsletter-confirmation");
    let mails = &mails[1..];
    assert_eq!(mails[0].0, "member-registration-confirmation");
    assert!(mails[0]
        .3
        .contains("http://atlas.test/en/managed-futures/performance"));
    let files = outbox(&app);
    assert_eq!(files.len(), 2);
    assert!(files[0].0.ends_with("-newsletter-confirmation.eml"));
    assert!(files[0]
        .1
        .contains("List-Unsubscribe: <http://atlas.test/en/unsubscribe?token="));
    assert!(files[1]
        .0
        .ends_with("-member-registration-confirmation.eml"));
    assert!(files[1].1.contains("To: Ann@Example.com"));
    assert!(files[1].1.contains("Subject: Welcome to CTA Atlas"));

    // The same address, in any case, is taken; the solution is not spent on it.
    let (status, body) = register(&app, "/api/v1/accounts", member_form("ANN@example.com")).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::CONFLICT, Some("email_taken"))
    );
}

#[tokio::test]
async fn every_member_field_is_checked_with_the_spec_message_keys() {
    let app = spawn_app().await;
    let (status, body) = app
        .call("POST", "/api/v1/accounts", None, Some(json!({})))
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        fields(&body),
        json!({
            "firstName": "required", "lastName": "required", "country": "required",
            "phonePrefix": "required", "phone": "required", "email": "required",
            "password": "PasswordRequired", "confirmPassword": "required",
            "acceptedTerms": "mustAccept", "verification": "invalidRecaptcha",
        })
    );
    let bad = json!({
        "firstName": "A".repeat(201), "lastName": "Lee", "country": "ZZ", "phonePrefix": "1x",
        "phone": "555-1234", "email": "ann@", "password": "secret1", "confirmPassword": "Secret1",
    });
    let (_, body) = app.call("POST", "/api/v1/accounts", None, Some(bad)).await;
    assert_eq!(
        fields(&body),
        json!({
            "firstName": "tooLong", "country": "invalidCountry", "phonePrefix": "invalidPhone",
            "phone": "invalidPhone", "email": "invalidEmail", "password": "PasswordStrength",
            "confirmPassword": "PasswordMismatch", "acceptedTerms": "mustAccept",
            "verification": "invalidRecaptcha",
        })
    );
    let short = with(member_form("a@example.com"), "password", json!("Ab1"));
    let (_, body) = register(&app, "/api/v1/accounts", short).await;
    assert_eq!(fields(&body)["password"], "PasswordMinLength");
    // Nothing was stored by the refused forms.
    let users: i64 = sqlx::query("SELECT COUNT(*) AS n FROM users")
        .fetch_one(&app.db.db.pool)
        .await
        .unwrap()
        .get("n");
    assert_eq!(users, 0);
}

#[tokio::test]
async fn a_verification_must_be_solved_signed_and_used_once() {
    let app = spawn_app().await;
    let solved = solution(&app).await;
    let wrong = with(
        solved.clone(),
        "number",
        json!(solved["number"].as_u64().unwrap() + 1),
    );
    let form = with(member_form("a@example.com"), "verification", wrong);
    let (_, body) = app.call("POST", "/api/v1/accounts", None, Some(form)).await;
    assert_eq!(
        fields(&body),
        json!({ "verification": "verificationFailed" })
    );

    let form = with(member_form("a@example.com"), "verification", solved.clone());
    let (status, _) = app.call("POST", "/api/v1/accounts", None, Some(form)).await;
    assert_eq!(status, StatusCode::CREATED);
    let form = with(member_form("b@example.com"), "verification", solved);
    let (_, body) = app.call("POST", "/api/v1/accounts", None, Some(form)).await;
    assert_eq!(
        fields(&body),
        json!({ "verification": "verificationFailed" })
    );
}

#[tokio::test]
async fn registrations_are_rate_limited_per_address() {
    let app = spawn_app().await;
    for _ in 0..10 {
        let (status, _) = app
            .call("POST", "/api/v1/accounts", None, Some(json!({})))
            .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    }
    let (status, body) = app
        .call("POST", "/api/v1/accounts/cta", None, Some(json!({})))
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::TOO_MANY_REQUESTS, Some("rate_limited"))
    );
}

#[tokio::test]
async fn a_cta_registers_with_a_pending_company_they_manage() {
    let app = spawn_app().await;
    let (status, body) = register(
        &app,
        "/api/v1/accounts/cta",
        cta_form("ann@granite.example.com"),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(body["groupUri"], "granite-ridge-capital");
    let user_id = body["userId"].as_i64().unwrap();
    let group_id = body["groupId"].as_i64().unwrap();
    assert_eq!(
        accounts::user_roles(&app.db.db, user_id).await.unwrap(),
        [Role::Member, Role::CtaManager]
    );
    let (_, session) = app
        .call(
            "POST",
            "/api/v1/auth/token",
            None,
            Some(json!({ "email": "ann@granite.example.com", "password": "Secret12" })),
        )
        .await;
    assert_eq!(session["groups"], json!([group_id]));
    let token = session["accessToken"].as_str().unwrap();

    // Pending: its manager sees it, the public does not.
    let (status, _) = app.get_json("/api/v1/groups/granite-ridge-capital").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, group) = app
        .call(
            "GET",
            "/api/v1/groups/granite-ridge-capital",
            Some(token),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(group["groupStatusId"], 2);
    assert_eq!(group["canEdit"], true);
    assert_eq!(group["webUrl"], "http://granite.example.com");
    assert_eq!(group["groupTypeIds"], json!([2]));
    assert_eq!(group["memberships"][0]["title"], "NFA");
    assert_eq!(group["memberships"][1]["title"], "SFC");
    let contacts = group["contacts"].as_array().unwrap();
    assert_eq!(contacts.len(), 1);
    assert_eq!(contacts[0]["city"], "Chicago");
    let mails = mail_rows(&app).await;
    assert_eq!(mails[0].0, "cta-registration-confirmation");
    assert_eq!(mails[0].2, "zh-hans");
    assert!(mails[0]
        .3
        .contains("http://atlas.test/zh-hans/groups/granite-ridge-capital"));
    assert!(
        !server::newsletter::is_subscribed(&app.db.db, "ann@granite.example.com")
            .await
            .unwrap()
    );

    // A second company of the same name gets its own address.
    let (_, body) = register(
        &app,
        "/api/v1/accounts/cta",
        cta_form("bo@granite.example.com"),
    )
    .await;
    assert_eq!(body["groupUri"], "granite-ridge-capital-2");
}

#[tokio::test]
async fn the_cta_form_checks_personal_details_company_contacts_and_registrations() {
    let app = spawn_app().await;
    let mut form = cta_form("ann@granite.example.com");
    form["contactTypeId"] = json!(0);
    form["cityTown"] = json!("");
    form["acceptedAgreement"] = json!(false);
    form["acceptedTerms"] = json!(false);
    form["company"]["groupName"] = json!(" ");
    form["company"]["webUrl"] = json!("not a url");
    form["company"]["contacts"] = json!([contact(), contact(), contact(), contact()]);
    form["company"]["contacts"][1]["emailAddress"] = json!("bo@");
    form["company"]["contacts"][2]["address2"] = json!("optional");
    form["company"]["contacts"][3]["zip"] = json!("");
    form["company"]["memberships"] = json!([
        {"membershipTypeId": 3, "title": "", "info": "x"},
        {"membershipTypeId": 0, "title": "", "info": ""},
        {"membershipTypeId": 9, "title": "", "info": "x", "membershipUrl": "nope"},
        {"membershipTypeId": 1, "title": "", "info": "x"},
    ]);
    let (status, body) = register(&app, "/api/v1/accounts/cta", form).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        fields(&body),
        json!({
            "contactTypeId": "required",
            "cityTown": "required",
            "acceptedAgreement": "mustCertify",
            "acceptedTerms": "mustAccept",
            "company.groupName": "required",
            "company.webUrl": "invalidUrl",
            "company.contacts": "tooMany",
            "company.contacts.1.emailAddress": "invalidEmail",
            "company.contacts.3.zip": "required",
            "company.memberships": "tooMany",
            "company.memberships.0.title": "required",
            "company.memberships.1.membershipTypeId": "required",
            "company.memberships.1.info": "required",
            "company.memberships.2.membershipTypeId": "invalidChoice",
            "company.memberships.2.membershipUrl": "invalidUrl",
        })
    );
    let mut none = cta_form("ann@granite.example.com");
    none["company"]["contacts"] = json!([]);
    let (_, body) = register(&app, "/api/v1/accounts/cta", none).await;
    assert_eq!(
        fields(&body),
        json!({ "company.contacts": "atLeastOneContact" })
    );
    let groups: i64 = sqlx::query("SELECT COUNT(*) AS n FROM groups")
        .fetch_one(&app.db.db.pool)
        .await
        .unwrap()
        .get("n");
    assert_eq!(groups, 0);
}

/// The reset link of the newest password-reset mail.
fn reset_link(body: &str) -> String {
    body.lines()
        .find(|line| line.contains("/reset-password?"))
        .expect("a reset link")
        .trim()
        .to_owned()
}

#[tokio::test]
async fn a_forgotten_password_is_reset_once_through_the_mailed_link() {
    let app = spawn_app().await;
    let (status, _) = register(&app, "/api/v1/accounts", member_form("ann@example.com")).await;
    assert_eq!(status, StatusCode::CREATED);
    let (status, body) = app
        .call(
            "POST",
            "/api/v1/auth/password-reset",
            None,
            Some(json!({ "email": "nobody@example.com" })),
        )
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::NOT_FOUND, Some("email_not_found"))
    );
    let (_, body) = app
        .call(
            "POST",
            "/api/v1/auth/password-reset",
            None,
            Some(json!({ "email": "ann@" })),
        )
        .await;
    assert_eq!(fields(&body), json!({ "email": "invalidEmail" }));

    // Five failures lock the account; the reset also ends the lockout.
    for _ in 0..5 {
        app.call(
            "POST",
            "/api/v1/auth/token",
            None,
            Some(json!({ "email": "ann@example.com", "password": "wrong" })),
        )
        .await;
    }
    let (status, _) = app
        .call(
            "POST",
            "/api/v1/auth/password-reset",
            None,
            Some(json!({ "email": "ANN@example.com", "language": "zh-hans" })),
        )
        .await;
    assert_eq!(status, StatusCode::ACCEPTED);
    let mails = mail_rows(&app).await;
    let (template, to, language, text) = mails.last().unwrap();
    assert_eq!(
        (template.as_str(), to.as_str(), language.as_str()),
        ("password-reset", "ann@example.com", "zh-hans")
    );
    // The stored copy has the token redacted; the delivered mail (the outbox file) has it.
    assert_eq!(
        reset_link(text),
        "http://atlas.test/zh-hans/reset-password?email=ann%40example.com&ResetToken=[redacted]"
    );
    let delivered = support::outbox_texts(&app.data_dir);
    let link = reset_link(&delivered.last().unwrap().1);
    assert!(link.starts_with(
        "http://atlas.test/zh-hans/reset-password?email=ann%40example.com&ResetToken="
    ));
    let token = link.split("ResetToken=").nth(1).unwrap().to_owned();

    let confirm = |token: &str, password: &str, confirmation: &str| {
        json!({
            "email": "ann@example.com", "resetToken": token,
            "newPassword": password, "passwordConfirmation": confirmation,
        })
    };
    let (_, body) = app
        .call(
            "POST",
            "/api/v1/auth/password-reset/confirm",
            None,
            Some(confirm("", "short", "other")),
        )
        .await;
    assert_eq!(
        fields(&body),
        json!({ "resetToken": "required", "newPassword": "PasswordMinLength", "passwordConfirmation": "PasswordMismatch" })
    );
    let (status, body) = app
        .call(
            "POST",
            "/api/v1/auth/password-reset/confirm",
            None,
            Some(confirm("forged", "NewPass1", "NewPass1")),
        )
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::BAD_REQUEST, Some("invalid_reset_token"))
    );
    let (status, _) = app
        .call(
            "POST",
            "/api/v1/auth/password-reset/confirm",
            None,
            Some(confirm(&token, "NewPass1", "NewPass1")),
        )
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    bearer(&app, "ann@example.com", "NewPass1").await;
    let (status, body) = app
        .call(
            "POST",
            "/api/v1/auth/password-reset/confirm",
            None,
            Some(confirm(&token, "Other123", "Other123")),
        )
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::BAD_REQUEST, Some("invalid_reset_token"))
    );
    assert_eq!(mail_rows(&app).await.last().unwrap().0, "password-changed");
}

#[tokio::test]
async fn password_reset_requests_are_rate_limited_per_address() {
    let app = spawn_app().await;
    for _ in 0..5 {
        let (status, _) = app
            .call(
                "POST",
                "/api/v1/auth/password-reset",
                None,
                Some(json!({ "email": "x@example.com" })),
            )
            .await;
        assert_eq!(status, StatusCode::NOT_FOUND);
    }
    let (status, _) = app
        .call(
            "POST",
            "/api/v1/auth/password-reset",
            None,
            Some(json!({ "email": "x@example.com" })),
        )
        .await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
}

#[tokio::test]
async fn the_profile_is_read_and_saved_by_its_owner_only() {
    let app = spawn_app().await;
    let (status, _) = app.get_json("/api/v1/me/profile").await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    register(&app, "/api/v1/accounts", member_form("ann@example.com")).await;
    register(&app, "/api/v1/accounts", member_form("bo@example.com")).await;
    let token = bearer(&app, "ann@example.com", "Secret12").await;
    let (_, mut profile) = app
        .call("GET", "/api/v1/me/profile", Some(&token), None)
        .await;
    profile["firstName"] = json!("");
    profile["website"] = json!("no url");
    let (_, body) = app
        .call(
            "PUT",
            "/api/v1/me/profile",
            Some(&token),
            Some(profile.clone()),
        )
        .await;
    assert_eq!(
        fields(&body),
        json!({ "firstName": "required", "website": "invalidUrl" })
    );
    profile["firstName"] = json!("Annie");
    profile["website"] = json!("annie.example.com");
    profile["isAccredited"] = json!(true);
    profile["language"] = json!("zh-hans");
    let (status, saved) = app
        .call(
            "PUT",
            "/api/v1/me/profile",
            Some(&token),
            Some(profile.clone()),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    assert_eq!(saved["firstName"], "Annie");
    assert_eq!(saved["website"], "http://annie.example.com");
    assert_eq!(saved["isAccredited"], true);
    assert_eq!(saved["language"], "zh-hans");
    profile["email"] = json!("BO@example.com");
    profile["currentPassword"] = json!("Secret12");
    let (status, body) = app
        .call("PUT", "/api/v1/me/profile", Some(&token), Some(profile))
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::CONFLICT, Some("email_taken"))
    );
}

#[tokio::test]
async fn a_password_change_needs_the_current_password() {
    let app = spawn_app().await;
    register(&app, "/api/v1/accounts", member_form("ann@example.com")).await;
    let token = bearer(&app, "ann@example.com", "Secret12").await;
    let change = |current: &str, new: &str, confirmation: &str| json!({ "currentPassword": current, "newPassword": new, "passwordConfirmation": confirmation });
    let (_, body) = app
        .call(
            "PUT",
            "/api/v1/me/password",
            Some(&token),
            Some(change("", "lower12", "")),
        )
        .await;
    assert_eq!(
        fields(&body),
        json!({ "currentPassword": "PasswordRequired", "newPassword": "PasswordStrength", "passwordConfirmation": "required" })
    );
    let (_, body) = app
        .call(
            "PUT",
            "/api/v1/me/password",
            Some(&token),
            Some(change("Wrong123", "NewPass1", "NewPass1")),
        )
        .await;
    assert_eq!(
        fields(&body),
        json!({ "currentPassword": "currentPasswordInvalid" })
    );
    let (status, _) = app
        .call(
            "PUT",
            "/api/v1/me/password",
            Some(&token),
            Some(change("Secret12", "NewPass1", "NewPass1")),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    bearer(&app, "ann@example.com", "NewPass1").await;
    assert_eq!(mail_rows(&app).await.last().unwrap().0, "password-changed");
}

#[tokio::test]
async fn roles_are_checked_on_the_server() {
    let app = spawn_app().await;
    register(&app, "/api/v1/accounts", member_form("member@example.com")).await;
    let member = bearer(&app, "member@example.com", "Secret12").await;
    accounts::create_admin(&app.db.db, "admin@example.com", "Admin123")
        .await
        .unwrap();
    let admin = bearer(&app, "admin@example.com", "Admin123").await;

    let (status, _) = app.get_json("/api/v1/roles").await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, body) = app.call("GET", "/api/v1/roles", Some(&member), None).await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::FORBIDDEN, Some("forbidden_role"))
    );
    let (status, roles) = app.call("GET", "/api/v1/roles", Some(&admin), None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(roles.as_array().unwrap().len(), 10);
    assert_eq!(roles[1]["nameEn"], "CTA Manager");

    // Adding a company is for CTA managers.
    let add = json!({ "company": cta_form("x@example.com")["company"], "acceptedAgreement": true });
    let (status, body) = app
        .call("POST", "/api/v1/groups", Some(&member), Some(add))
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::FORBIDDEN, Some("forbidden_role"))
    );
}

#[tokio::test]
async fn a_cta_manager_without_a_company_adds_one_once() {
    let app = spawn_app().await;
    register(&app, "/api/v1/accounts", member_form("cta@example.com")).await;
    let user = accounts::find_user_by_email(&app.db.db, "cta@example.com")
        .await
        .unwrap()
        .unwrap();
    accounts::add_role(&app.db.db, user.id, Role::CtaManager)
        .await
        .unwrap();
    let token = bearer(&app, "cta@example.com", "Secret12").await;

    let company = cta_form("x@example.com")["company"].clone();
    let (_, body) = app
        .call(
            "POST",
            "/api/v1/groups",
            Some(&token),
            Some(json!({ "company": company })),
        )
        .await;
    assert_eq!(fields(&body), json!({ "acceptedAgreement": "mustCertify" }));
    let add = json!({ "company": company, "acceptedAgreement": true });
    let (status, created) = app
        .call("POST", "/api/v1/groups", Some(&token), Some(add.clone()))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    assert_eq!(created["groupUri"], "granite-ridge-capital");
    let (status, body) = app
        .call("POST", "/api/v1/groups", Some(&token), Some(add))
        .await;
    assert_eq!(
        (status, body["code"].as_str()),
        (StatusCode::CONFLICT, Some("already_has_group"))
    );

    // A refreshed session carries the new company.
    let refresh = app
        .call(
            "POST",
            "/api/v1/auth/token",
            None,
            Some(json!({ "email": "cta@example.com", "password": "Secret12" })),
        )
        .await
        .1;
    assert_eq!(refresh["groups"], json!([created["groupId"]]));
}

#[tokio::test]
async fn countries_come_with_their_dialling_prefix() {
    let app = spawn_app().await;
    let (status, countries) = app.get_json("/api/v1/countries").await;
    assert_eq!(status, StatusCode::OK);
    let find = |code: &str| {
        countries
            .as_array()
            .unwrap()
            .iter()
            .find(|country| country["code"] == code)
            .map(|country| country["dialingPrefix"].clone())
    };
    assert_eq!(find("US"), Some(json!("+1")));
    assert_eq!(find("CN"), Some(json!("+86")));
    assert_eq!(find("XX"), None);
}
