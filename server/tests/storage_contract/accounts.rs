//! User accounts and roles.

use server::access::Role;
use server::accounts;
use server::storage::Db;

use crate::fixtures::*;

contract_tests!(
    users_are_unique_by_email_regardless_of_case,
    roles_are_granted_once,
    create_admin_grants_member_and_administrator,
);

async fn users_are_unique_by_email_regardless_of_case(db: &Db) {
    let id = accounts::create_user(db, &profile("Jo.Doe@Example.com"), "hash")
        .await
        .unwrap();
    let found = accounts::find_user_by_email(db, "jo.doe@example.COM")
        .await
        .unwrap()
        .expect("found regardless of case");
    assert_eq!(found.id, id);
    assert_eq!(found.email, "Jo.Doe@Example.com");
    assert_eq!(found.failed_login_count, 0);
    assert_eq!(found.lockout_end, None);
    assert!(
        accounts::create_user(db, &profile("jo.doe@example.com"), "hash")
            .await
            .is_err()
    );
    assert!(accounts::find_user_by_email(db, "nobody@example.com")
        .await
        .unwrap()
        .is_none());
}

async fn roles_are_granted_once(db: &Db) {
    let id = accounts::create_user(db, &profile("roles@example.com"), "hash")
        .await
        .unwrap();
    accounts::add_role(db, id, Role::CtaManager).await.unwrap();
    accounts::add_role(db, id, Role::Member).await.unwrap();
    accounts::add_role(db, id, Role::CtaManager).await.unwrap();
    assert_eq!(
        accounts::user_roles(db, id).await.unwrap(),
        [Role::Member, Role::CtaManager]
    );
}

async fn create_admin_grants_member_and_administrator(db: &Db) {
    let id = accounts::create_admin(db, "root@example.com", "Secret12")
        .await
        .unwrap();
    assert_eq!(
        accounts::user_roles(db, id).await.unwrap(),
        [Role::Member, Role::Administrator]
    );
    let user = accounts::find_user_by_email(db, "root@example.com")
        .await
        .unwrap()
        .unwrap();
    assert!(accounts::verify_password("Secret12", &user.password_hash)
        .await
        .unwrap());
    // Running it again for the same email keeps the one account and sets the new password.
    assert_eq!(
        accounts::create_admin(db, "ROOT@example.com", "Another34")
            .await
            .unwrap(),
        id
    );
    let user = accounts::find_user_by_email(db, "root@example.com")
        .await
        .unwrap()
        .unwrap();
    assert!(accounts::verify_password("Another34", &user.password_hash)
        .await
        .unwrap());
    // The spec's password rules hold on the command line too.
    assert!(accounts::create_admin(db, "weak@example.com", "weakpass")
        .await
        .is_err());
    assert!(accounts::find_user_by_email(db, "weak@example.com")
        .await
        .unwrap()
        .is_none());
}
