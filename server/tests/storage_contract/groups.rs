//! Groups and their lists.

use server::accounts;
use server::groups;
use server::storage::Db;

use crate::fixtures::*;

contract_tests!(
    a_group_is_stored_with_its_contacts_registrations_types_and_platforms,
    a_group_administrator_is_recorded_once,
    a_manager_lists_the_companies_they_manage_and_no_others,
);

async fn a_group_is_stored_with_its_contacts_registrations_types_and_platforms(db: &Db) {
    let id = groups::create_group(db, &group("granite-ridge"))
        .await
        .unwrap();
    let stored = groups::group_by_uri(db, "granite-ridge")
        .await
        .unwrap()
        .unwrap();
    assert_eq!(stored.id, id);
    assert_eq!(stored.group_name, "Granite Ridge Capital");
    assert_eq!(
        stored.group_status_id,
        server::reference::group_status::PENDING
    );
    assert_eq!(count(db, "SELECT COUNT(*) FROM group_contacts").await, 1);
    assert_eq!(count(db, "SELECT COUNT(*) FROM group_memberships").await, 2);
    assert_eq!(count(db, "SELECT COUNT(*) FROM group_group_types").await, 2);
    assert_eq!(count(db, "SELECT COUNT(*) FROM group_platforms").await, 1);
    assert!(groups::group_by_uri(db, "missing").await.unwrap().is_none());
    // The uri is the group's identity in every route: a second group cannot take it.
    assert!(groups::create_group(db, &group("granite-ridge"))
        .await
        .is_err());
}

async fn a_group_administrator_is_recorded_once(db: &Db) {
    let group_id = groups::create_group(db, &group("g")).await.unwrap();
    let user_id = accounts::create_user(db, &profile("cta@example.com"), "hash")
        .await
        .unwrap();
    groups::add_group_administrator(db, group_id, user_id)
        .await
        .unwrap();
    groups::add_group_administrator(db, group_id, user_id)
        .await
        .unwrap();
    assert_eq!(
        count(db, "SELECT COUNT(*) FROM group_administrators").await,
        1
    );
}

async fn a_manager_lists_the_companies_they_manage_and_no_others(db: &Db) {
    let zeta = groups::create_group(db, &group("zeta")).await.unwrap();
    let alpha = groups::create_group(db, &group("alpha")).await.unwrap();
    let other = groups::create_group(db, &group("other")).await.unwrap();
    let manager = accounts::create_user(db, &profile("cta@example.com"), "hash")
        .await
        .unwrap();
    let member = accounts::create_user(db, &profile("m@example.com"), "hash")
        .await
        .unwrap();
    for group_id in [zeta, alpha] {
        groups::add_group_administrator(db, group_id, manager)
            .await
            .unwrap();
    }
    sqlx::query("UPDATE groups SET group_name = 'Alpha Capital' WHERE id = $1")
        .bind(alpha)
        .execute(&db.pool)
        .await
        .unwrap();
    let mine = groups::store::managed_groups(db, manager).await.unwrap();
    let ids: Vec<i64> = mine.iter().map(|group| group.group_id).collect();
    assert_eq!(ids, [alpha, zeta]);
    assert!(!ids.contains(&other));
    assert_eq!(mine[1].group_uri, "zeta");
    assert_eq!(
        mine[1].group_status_id,
        server::reference::group_status::PENDING
    );
    assert!(groups::store::managed_groups(db, member)
        .await
        .unwrap()
        .is_empty());
}
