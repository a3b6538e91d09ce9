//! Settings and the demo dataset.

use server::accounts;
use server::storage::Db;
use server::{seed, settings};

use crate::fixtures::*;

contract_tests!(
    settings_remember_the_demo_flag,
    the_demo_dataset_loads_once_with_an_account_for_every_role,
);

async fn settings_remember_the_demo_flag(db: &Db) {
    assert!(!settings::is_demo_data(db).await.unwrap());
    settings::mark_demo_data(db).await.unwrap();
    settings::mark_demo_data(db).await.unwrap();
    assert!(settings::is_demo_data(db).await.unwrap());
    settings::set_setting(db, "k", "v1").await.unwrap();
    settings::set_setting(db, "k", "v2").await.unwrap();
    assert_eq!(
        settings::setting(db, "k").await.unwrap().as_deref(),
        Some("v2")
    );
}

async fn the_demo_dataset_loads_once_with_an_account_for_every_role(db: &Db) {
    let data_dir = tempfile::tempdir().unwrap();
    let report = seed::seed_demo(db, data_dir.path(), true).await.unwrap();
    assert!(!report.skipped);
    assert!(report.programs >= 650, "{} programs", report.programs);
    assert!(report.companies >= 220, "{} companies", report.companies);
    assert_eq!(
        count(db, "SELECT COUNT(*) FROM programs").await,
        report.programs as i64
    );
    assert_eq!(
        count(db, "SELECT COUNT(*) FROM program_returns").await,
        report.monthly_returns as i64
    );
    assert!(count(db, "SELECT COUNT(*) FROM index_returns").await > 400);
    // Every program has its listing row; those with returns have their statistics and a
    // correlation with the benchmark.
    assert_eq!(
        count(db, "SELECT COUNT(*) FROM program_listings").await,
        report.programs as i64
    );
    assert_eq!(
        count(db, "SELECT COUNT(*) FROM program_statistics").await,
        count(db, "SELECT COUNT(DISTINCT program_id) FROM program_returns").await
    );
    assert!(
        count(
            db,
            "SELECT COUNT(*) FROM program_listings WHERE correlation_sp500 IS NOT NULL"
        )
        .await
            > 600
    );
    // Two companies in three have a logo, each file where its row says.
    let logos: Vec<String> =
        sqlx::query_scalar("SELECT logo_path FROM groups WHERE logo_path IS NOT NULL")
            .fetch_all(&db.pool)
            .await
            .unwrap();
    assert_eq!(logos.len() as i64, (report.companies as i64 * 2 + 2) / 3);
    assert!(logos
        .iter()
        .all(|path| data_dir.path().join(path).is_file()));
    assert!(settings::is_demo_data(db).await.unwrap());
    for account in &seed::DEMO_ACCOUNTS {
        let user = accounts::find_user_by_email(db, account.email)
            .await
            .unwrap()
            .expect("demo account");
        assert_eq!(
            accounts::user_roles(db, user.id).await.unwrap(),
            account.roles
        );
    }
    assert_eq!(
        count(db, "SELECT COUNT(*) FROM group_administrators").await,
        1
    );
    // A second start finds the data and loads nothing.
    assert!(
        seed::seed_demo(db, data_dir.path(), true)
            .await
            .unwrap()
            .skipped
    );
    assert_eq!(
        count(db, "SELECT COUNT(*) FROM programs").await,
        report.programs as i64
    );
}
