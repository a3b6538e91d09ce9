//! Sign-in bookkeeping and refresh tokens.

use server::access::Role;
use server::accounts;
use server::error::Error;
use server::storage::Db;
use time::{Duration, OffsetDateTime};

contract_tests!(
    refresh_tokens_rotate_and_a_reused_one_revokes_the_family,
    signing_out_revokes_the_family,
    five_failures_lock_and_the_lock_ends,
    a_suspended_account_is_refused_with_the_right_password,
);

async fn admin(db: &Db) -> i64 {
    accounts::create_admin(db, "jo@example.com", "Secret12")
        .await
        .unwrap()
}

fn code(result: Result<impl std::fmt::Debug, Error>) -> &'static str {
    result.unwrap_err().code()
}

async fn refresh_tokens_rotate_and_a_reused_one_revokes_the_family(db: &Db) {
    let user = admin(db).await;
    let now = OffsetDateTime::now_utc();
    let first = accounts::issue_refresh_token(db, user, now).await.unwrap();
    let (owner, second) = accounts::rotate_refresh_token(db, "secret", &first.token, now)
        .await
        .unwrap();
    assert_eq!(owner, user);
    // After the grace window, the spent token is a stolen one.
    let after_grace = now + Duration::seconds(accounts::REFRESH_GRACE_SECONDS + 1);
    assert_eq!(
        code(accounts::rotate_refresh_token(db, "secret", &first.token, after_grace).await),
        "refresh_token_reused"
    );
    assert_eq!(
        code(accounts::rotate_refresh_token(db, "secret", &second.token, after_grace).await),
        "refresh_token_reused"
    );
    // Another sign-in's family is untouched, and expiry is checked.
    let other = accounts::issue_refresh_token(db, user, now).await.unwrap();
    let later = now + Duration::days(accounts::REFRESH_TOKEN_DAYS + 1);
    assert_eq!(
        code(accounts::rotate_refresh_token(db, "secret", &other.token, later).await),
        "invalid_refresh_token"
    );
    assert!(
        accounts::rotate_refresh_token(db, "secret", &other.token, now)
            .await
            .is_ok()
    );
}

async fn signing_out_revokes_the_family(db: &Db) {
    let user = admin(db).await;
    let now = OffsetDateTime::now_utc();
    let token = accounts::issue_refresh_token(db, user, now).await.unwrap();
    accounts::revoke_refresh_token_family(db, &token.token, now)
        .await
        .unwrap();
    accounts::revoke_refresh_token_family(db, "unknown", now)
        .await
        .unwrap();
    assert_eq!(
        code(accounts::rotate_refresh_token(db, "secret", &token.token, now).await),
        "refresh_token_reused"
    );
}

async fn five_failures_lock_and_the_lock_ends(db: &Db) {
    admin(db).await;
    let now = OffsetDateTime::now_utc();
    for _ in 1..accounts::MAX_FAILED_LOGINS {
        assert_eq!(
            code(accounts::authenticate(db, "jo@example.com", "bad", now).await),
            "invalid_password"
        );
    }
    assert_eq!(
        code(accounts::authenticate(db, "jo@example.com", "bad", now).await),
        "account_locked"
    );
    assert_eq!(
        code(accounts::authenticate(db, "jo@example.com", "Secret12", now).await),
        "account_locked"
    );
    let after = now + Duration::minutes(accounts::LOCKOUT_MINUTES) + Duration::seconds(1);
    let (user, roles) = accounts::authenticate(db, "jo@example.com", "Secret12", after)
        .await
        .unwrap();
    assert_eq!(user.email, "jo@example.com");
    assert_eq!(roles, [Role::Member, Role::Administrator]);
    let user = accounts::find_user_by_email(db, "jo@example.com")
        .await
        .unwrap()
        .unwrap();
    assert_eq!((user.failed_login_count, user.lockout_end), (0, None));
}

async fn a_suspended_account_is_refused_with_the_right_password(db: &Db) {
    let user = admin(db).await;
    accounts::add_role(db, user, Role::MemberLimitedAccess)
        .await
        .unwrap();
    let now = OffsetDateTime::now_utc();
    assert_eq!(
        code(accounts::authenticate(db, "jo@example.com", "Secret12", now).await),
        "account_suspended"
    );
    assert_eq!(
        code(accounts::authenticate(db, "nobody@example.com", "Secret12", now).await),
        "account_not_found"
    );
}
