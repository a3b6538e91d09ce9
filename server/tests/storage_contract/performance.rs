//! A program's performance data: a save stores months, inception date, statistics, listing row
//! and revision together or not at all; revisions read back with who saved; the watchers to
//! alert.

use server::returns::model::{RevisionChange, Watcher};
use server::returns::save::{store_returns, Stored};
use server::returns::{self, alert_watchers_of, program_revisions, statistics, ReportedMonth};
use server::storage::Db;
use server::versions::Edit;
use server::{accounts, groups, language::Language, programs};
use sqlx::Row;

use crate::fixtures::*;

contract_tests!(
    a_save_stores_months_inception_statistics_and_its_revision_together,
    a_refused_save_changes_nothing,
    the_watchers_with_alerts_on_are_the_ones_alerted,
);

/// A program with January to March 2024 stored, and a user; answers (program id, user id).
async fn program_with_months(db: &Db) -> (i64, i64) {
    let group_id = groups::create_group(db, &group("g")).await.unwrap();
    let id = programs::create_program(db, group_id, &program("p"))
        .await
        .unwrap();
    let months = [
        month(202401, 0.01),
        month(202402, -0.02),
        month(202403, 0.005),
    ];
    statistics::replace_returns_and_statistics(db, id, &months, None)
        .await
        .unwrap();
    let user_id = accounts::create_user(db, &profile("editor@example.com"), "hash")
        .await
        .unwrap();
    (id, user_id)
}

fn edit(user_id: i64, version: i64) -> Edit {
    Edit { user_id, version }
}

async fn date_inception(db: &Db, id: i64) -> Option<String> {
    sqlx::query("SELECT date_inception FROM programs WHERE id = $1")
        .bind(id)
        .fetch_one(&db.pool)
        .await
        .unwrap()
        .try_get("date_inception")
        .unwrap()
}

async fn a_save_stores_months_inception_statistics_and_its_revision_together(db: &Db) {
    let (id, user_id) = program_with_months(db).await;
    let new = [
        ReportedMonth {
            estimated: true,
            ..month(202402, -0.02)
        },
        month(202403, 0.005),
        ReportedMonth {
            assets: None,
            ..month(202404, 0.03)
        },
    ];
    let stored = store_returns(db, id, edit(user_id, 1), "2024-02-10", &new)
        .await
        .unwrap();
    assert_eq!(stored.previous_last_month, Some(ym(202403)));
    assert!(stored.revision_id.is_some());
    assert_eq!(returns::program_returns(db, id).await.unwrap(), new);
    assert_eq!(date_inception(db, id).await.as_deref(), Some("2024-02-10"));
    let listing = statistics::program_listing(db, id).await.unwrap().unwrap();
    assert_eq!(listing.date_inception.as_deref(), Some("2024-02-10"));
    assert_eq!(
        (listing.return_count, listing.last_return_month),
        (3, Some(202404))
    );
    assert!(statistics::program_statistics_json(db, id)
        .await
        .unwrap()
        .is_some());

    let revisions = program_revisions(db, id).await.unwrap();
    assert_eq!(revisions.len(), 1);
    let revision = &revisions[0];
    assert_eq!(Some(revision.revision_id), stored.revision_id);
    assert_eq!(revision.user_id, Some(user_id));
    assert_eq!(revision.user_email.as_deref(), Some("editor@example.com"));
    assert_eq!(revision.user_name.as_deref(), Some("Jo Doe"));
    assert_eq!(revision.summary, "1 added, 1 changed, 1 removed");
    assert_eq!(
        (revision.added, revision.changed, revision.removed),
        (1, 1, 1)
    );
    let assets = Some(10_000_000.0);
    assert_eq!(
        revision.changes,
        [
            RevisionChange {
                month: 202401,
                old_return: Some(0.01),
                new_return: None,
                old_assets: assets,
                new_assets: None,
                old_estimated: Some(false),
                new_estimated: None,
            },
            RevisionChange {
                month: 202402,
                old_return: Some(-0.02),
                new_return: Some(-0.02),
                old_assets: assets,
                new_assets: assets,
                old_estimated: Some(false),
                new_estimated: Some(true),
            },
            RevisionChange {
                month: 202404,
                old_return: None,
                new_return: Some(0.03),
                old_assets: None,
                new_assets: None,
                old_estimated: None,
                new_estimated: Some(false),
            },
        ]
    );

    // The same months again, with another inception date: stored, but no revision.
    let again = store_returns(db, id, edit(user_id, 2), "2024-02-01", &new)
        .await
        .unwrap();
    assert_eq!(
        again,
        Stored {
            revision_id: None,
            previous_last_month: Some(ym(202404)),
        }
    );
    assert_eq!(date_inception(db, id).await.as_deref(), Some("2024-02-01"));
    assert_eq!(program_revisions(db, id).await.unwrap().len(), 1);

    // Newest first; a deleted account leaves its revisions without a name.
    store_returns(db, id, edit(user_id, 3), "2024-02-01", &new[..1])
        .await
        .unwrap();
    sqlx::query("DELETE FROM users WHERE id = $1")
        .bind(user_id)
        .execute(&db.pool)
        .await
        .unwrap();
    let revisions = program_revisions(db, id).await.unwrap();
    let summaries: Vec<&str> = revisions.iter().map(|r| r.summary.as_str()).collect();
    assert_eq!(
        summaries,
        [
            "0 added, 0 changed, 2 removed",
            "1 added, 1 changed, 1 removed"
        ]
    );
    assert_eq!(
        (revisions[0].user_id, revisions[0].user_email.as_deref()),
        (None, None)
    );
}

async fn a_refused_save_changes_nothing(db: &Db) {
    let (id, user_id) = program_with_months(db).await;
    let months_before = returns::program_returns(db, id).await.unwrap();
    let inception_before = date_inception(db, id).await;
    let listing_before = statistics::program_listing(db, id).await.unwrap();
    let statistics_before = statistics::program_statistics_json(db, id).await.unwrap();
    // The engine refuses a return below -100 %: nothing of the save is kept, the inception date
    // included.
    let below = [month(202401, 0.03), month(202402, -1.5)];
    assert!(
        store_returns(db, id, edit(user_id, 1), "2024-01-15", &below)
            .await
            .is_err()
    );
    assert_eq!(
        returns::program_returns(db, id).await.unwrap(),
        months_before
    );
    assert_eq!(date_inception(db, id).await, inception_before);
    assert_eq!(
        statistics::program_listing(db, id).await.unwrap(),
        listing_before
    );
    assert_eq!(
        statistics::program_statistics_json(db, id).await.unwrap(),
        statistics_before
    );
    assert!(program_revisions(db, id).await.unwrap().is_empty());
}

async fn the_watchers_with_alerts_on_are_the_ones_alerted(db: &Db) {
    let (id, _) = program_with_months(db).await;
    // Only watchers who may see the program are alerted: members see an active company's.
    sqlx::query("UPDATE groups SET group_status_id = $1")
        .bind(server::reference::group_status::ACTIVE)
        .execute(&db.pool)
        .await
        .unwrap();
    for (email, alert, language) in [
        ("ann@example.com", 1, "en"),
        ("quiet@example.com", 0, "en"),
        ("li@example.com", 1, "zh-hans"),
    ] {
        let mut person = profile(email);
        person.language = language.to_owned();
        let user_id = accounts::create_user(db, &person, "hash").await.unwrap();
        sqlx::query("INSERT INTO watchlists (user_id, program_id, alert) VALUES ($1, $2, $3)")
            .bind(user_id)
            .bind(id)
            .bind(alert)
            .execute(&db.pool)
            .await
            .unwrap();
    }
    let watcher = |email: &str, language| Watcher {
        email: email.to_owned(),
        first_name: "Jo".to_owned(),
        language,
    };
    assert_eq!(
        alert_watchers_of(db, id).await.unwrap(),
        [
            watcher("ann@example.com", Language::En),
            watcher("li@example.com", Language::ZhHans),
        ]
    );
    assert!(alert_watchers_of(db, id + 1).await.unwrap().is_empty());
}
