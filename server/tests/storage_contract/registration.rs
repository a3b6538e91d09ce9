//! Registration storage: spent verification challenges, the newsletter list, reset tokens,
//! new companies and profiles.

use server::accounts::password_reset::{issue_reset_token, reset_password};
use server::accounts::profile::save_profile;
use server::accounts::store::load_profile;
use server::accounts::{self, verify_password};
use server::groups::company::insert_company;
use server::groups::group_by_uri;
use server::groups::{CompanyInput, ContactInput};
use server::newsletter::{self, Subscriber};
use server::secret::verification_key;
use server::storage::Db;
use server::verification::{create_challenge, solve, spend_solution};
use time::{Duration, OffsetDateTime};

use crate::fixtures::*;

contract_tests!(
    a_verification_solution_is_accepted_once,
    the_newsletter_list_follows_subscriptions,
    a_reset_token_works_once_within_the_hour,
    a_registered_company_is_pending_with_a_unique_uri,
    a_profile_is_saved_and_read_back,
);

fn field_key(error: server::error::Error) -> String {
    match error {
        server::error::Error::Validation(fields) => fields.into_values().next().unwrap(),
        other => panic!("expected a validation error, got {other}"),
    }
}

async fn a_verification_solution_is_accepted_once(db: &Db) {
    let key = verification_key("secret");
    let now = OffsetDateTime::now_utc();
    let solution = solve(&create_challenge(&key, 500, now)).unwrap();
    spend_solution(db, &key, Some(&solution), now)
        .await
        .unwrap();
    let again = spend_solution(db, &key, Some(&solution), now)
        .await
        .unwrap_err();
    assert_eq!(field_key(again), "verificationFailed");
    let missing = spend_solution(db, &key, None, now).await.unwrap_err();
    assert_eq!(field_key(missing), "invalidRecaptcha");
    // Spent challenges are forgotten once they would have expired anyway.
    let later = now + Duration::hours(1);
    let fresh = solve(&create_challenge(&key, 500, later)).unwrap();
    spend_solution(db, &key, Some(&fresh), later).await.unwrap();
    assert_eq!(
        count(db, "SELECT COUNT(*) FROM spent_verification_challenges").await,
        1
    );
}

async fn the_newsletter_list_follows_subscriptions(db: &Db) {
    let subscriber = Subscriber {
        email: "Ann@Example.com",
        first_name: "Ann",
        last_name: "Lee",
        language: "zh-hans",
        source: "member-registration",
    };
    // Double opt-in: pending until confirmed, and subscribing again keeps the confirmation.
    assert!(newsletter::subscribe(db, &subscriber).await.unwrap());
    assert!(!newsletter::is_subscribed(db, "ann@example.com")
        .await
        .unwrap());
    assert!(newsletter::confirm(db, "ann@example.com").await.unwrap());
    assert!(!newsletter::subscribe(db, &subscriber).await.unwrap());
    assert!(newsletter::is_subscribed(db, "ann@example.com")
        .await
        .unwrap());
    newsletter::unsubscribe(db, "ANN@example.com")
        .await
        .unwrap();
    assert!(!newsletter::is_subscribed(db, "ann@example.com")
        .await
        .unwrap());
    assert!(!newsletter::confirm(db, "ann@example.com").await.unwrap());
    // Coming back after leaving needs a new confirmation.
    assert!(newsletter::subscribe(db, &subscriber).await.unwrap());
    assert!(newsletter::confirm(db, "ann@example.com").await.unwrap());
    assert!(newsletter::is_subscribed(db, "ann@example.com")
        .await
        .unwrap());
    assert_eq!(
        count(db, "SELECT COUNT(*) FROM newsletter_subscribers").await,
        1
    );
}

async fn a_reset_token_works_once_within_the_hour(db: &Db) {
    let user_id = accounts::create_user(db, &profile("reset@example.com"), "old-hash")
        .await
        .unwrap();
    let now = OffsetDateTime::now_utc();
    let token = issue_reset_token(db, user_id, now).await.unwrap();
    let wrong = reset_password(db, "reset@example.com", "not-the-token", "NewPass1", now).await;
    assert_eq!(wrong.unwrap_err().code(), "invalid_reset_token");
    let other = reset_password(db, "someone@example.com", &token, "NewPass1", now).await;
    assert_eq!(other.unwrap_err().code(), "invalid_reset_token");
    let user = reset_password(db, "RESET@example.com", &token, "NewPass1", now)
        .await
        .unwrap();
    assert_eq!(user.id, user_id);
    let stored = accounts::find_user_by_email(db, "reset@example.com")
        .await
        .unwrap()
        .unwrap();
    assert!(verify_password("NewPass1", &stored.password_hash)
        .await
        .unwrap());
    let reused = reset_password(db, "reset@example.com", &token, "Again123", now).await;
    assert_eq!(reused.unwrap_err().code(), "invalid_reset_token");

    let old = issue_reset_token(db, user_id, now - Duration::minutes(61))
        .await
        .unwrap();
    let expired = reset_password(db, "reset@example.com", &old, "Again123", now).await;
    assert_eq!(expired.unwrap_err().code(), "invalid_reset_token");
}

fn company(name: &str) -> CompanyInput {
    CompanyInput {
        group_name: name.to_owned(),
        web_url: "granite.example.com".to_owned(),
        description_long: "Systematic.".to_owned(),
        group_type_ids: vec![2],
        contacts: vec![ContactInput {
            contact_type_id: 1,
            first_name: "Ann".to_owned(),
            last_name: "Lee".to_owned(),
            email_address: "ann@example.com".to_owned(),
            phone_direct: "312-555-0100".to_owned(),
            address1: "1 Main St".to_owned(),
            city: "London".to_owned(),
            state: "London".to_owned(),
            zip: "EC1".to_owned(),
            country: "GB".to_owned(),
            ..ContactInput::default()
        }],
        memberships: vec![],
    }
}

async fn a_registered_company_is_pending_with_a_unique_uri(db: &Db) {
    let manager = accounts::create_user(db, &profile("cta@example.com"), "hash")
        .await
        .unwrap();
    let mut uris = Vec::new();
    for _ in 0..3 {
        let mut tx = db.pool.begin().await.unwrap();
        let pending = server::reference::group_status::PENDING;
        let (_, uri) = insert_company(
            &mut tx,
            &company("Granite Ridge"),
            pending,
            Some(manager),
            vec![1, 2],
        )
        .await
        .unwrap();
        tx.commit().await.unwrap();
        uris.push(uri);
    }
    assert_eq!(
        uris,
        ["granite-ridge", "granite-ridge-2", "granite-ridge-3"]
    );
    let group = group_by_uri(db, "granite-ridge-2").await.unwrap().unwrap();
    assert_eq!(
        group.group_status_id,
        server::reference::group_status::PENDING
    );
    assert_eq!(group.country, "GB");
    assert_eq!(group.web_url.as_deref(), Some("http://granite.example.com"));
    assert_eq!(
        count(db, "SELECT COUNT(*) FROM group_administrators").await,
        3
    );
    assert_eq!(count(db, "SELECT COUNT(*) FROM group_platforms").await, 6);
}

async fn a_profile_is_saved_and_read_back(db: &Db) {
    let user_id = accounts::create_user(db, &profile("jo@example.com"), "hash")
        .await
        .unwrap();
    accounts::create_user(db, &profile("taken@example.com"), "hash")
        .await
        .unwrap();
    let mut saved = load_profile(db, user_id).await.unwrap();
    assert_eq!(saved.first_name, "Jo");
    assert_eq!(saved.address1, "");
    saved.address1 = "1 Main St".to_owned();
    saved.website = "jo.example.com".to_owned();
    saved.get_newsletter = true;
    saved.is_accredited = true;
    save_profile(db, user_id, &saved).await.unwrap();
    let read = load_profile(db, user_id).await.unwrap();
    assert_eq!(read.address1, "1 Main St");
    assert_eq!(read.website, "http://jo.example.com");
    assert!(read.is_accredited && read.get_newsletter);
    assert!(newsletter::is_pending(db, "jo@example.com").await.unwrap());

    let mut taken = read.clone();
    taken.email = "Taken@example.com".to_owned();
    let error = save_profile(db, user_id, &taken).await.unwrap_err();
    assert_eq!(error.code(), "email_taken");

    let mut moved = read.clone();
    moved.email = "jo.new@example.com".to_owned();
    assert!(save_profile(db, user_id, &moved).await.unwrap());
    assert!(!newsletter::is_pending(db, "jo@example.com").await.unwrap());
    assert!(newsletter::is_pending(db, "jo.new@example.com")
        .await
        .unwrap());

    let mut invalid = moved.clone();
    invalid.phone = "12".to_owned();
    invalid.first_name = " ".to_owned();
    match save_profile(db, user_id, &invalid).await.unwrap_err() {
        server::error::Error::Validation(fields) => {
            assert_eq!(fields["phone"], "invalidPhone");
            assert_eq!(fields["firstName"], "required");
        }
        other => panic!("{other}"),
    }
}
