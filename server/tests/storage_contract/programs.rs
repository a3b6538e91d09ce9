//! Programs and their percentage lists.

use server::groups;
use server::programs;
use server::storage::Db;

use crate::fixtures::*;

contract_tests!(a_program_is_stored_with_its_percentage_lists_and_platforms,);

async fn a_program_is_stored_with_its_percentage_lists_and_platforms(db: &Db) {
    let group_id = groups::create_group(db, &group("granite")).await.unwrap();
    let id = programs::create_program(db, group_id, &program("diversified"))
        .await
        .unwrap();
    let stored = programs::program_by_uri(db, "granite", "diversified")
        .await
        .unwrap()
        .unwrap();
    assert_eq!(stored.id, id);
    assert_eq!(stored.group_id, group_id);
    assert_eq!(stored.currency, "USD");
    assert_eq!(stored.date_inception.as_deref(), Some("2010-01-01"));
    assert!(!stored.hide_program);
    assert_eq!(
        count(db, "SELECT COUNT(*) FROM program_methodologies").await,
        1
    );
    assert_eq!(
        count(db, "SELECT COUNT(*) FROM program_allocation_strategies").await,
        2
    );
    assert_eq!(
        count(db, "SELECT COUNT(*) FROM program_compositions").await,
        2
    );
    assert_eq!(count(db, "SELECT COUNT(*) FROM program_holdings").await, 0);
    assert_eq!(count(db, "SELECT COUNT(*) FROM program_platforms").await, 2);
    assert!(programs::program_by_uri(db, "other", "diversified")
        .await
        .unwrap()
        .is_none());
}
