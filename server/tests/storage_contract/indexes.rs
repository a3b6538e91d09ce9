//! The indexes the server computes from the programs: membership, equal weighting, the rules of
//! the families, and what a save or a status change does to the stored months.

use server::indexes::recompute::{recompute, recompute_if_stale};
use server::indexes::rules::decode_ranking;
use server::indexes::{self, model::IndexMonthRecord};
use server::programs::{self, rules::set_status, NewProgram, PercentShare};
use server::reference::{group_status, program_status};
use server::returns::{statistics, ReportedMonth};
use server::storage::Db;
use server::{groups, listing_version};

use crate::fixtures::*;

contract_tests!(
    an_index_is_the_equal_weighted_mean_of_its_members_from_their_24th_month,
    each_family_takes_the_programs_its_rule_names,
    a_returns_save_changes_the_index_months_it_should_and_no_others,
    an_archived_program_leaves_the_index_from_its_archive_month,
    rankings_and_the_top_three_awards_are_stored_for_every_month,
    a_recompute_of_a_version_already_stored_writes_nothing,
);

/// An active company's program `uri` in sector `sector` with `strategies` (type id, share), its
/// months stored; answers its id.
async fn program_with(
    db: &Db,
    group_id: i64,
    uri: &str,
    sector: i64,
    strategies: &[(i64, f64)],
    months: &[ReportedMonth],
) -> i64 {
    let program = NewProgram {
        sector_focus_type_id: Some(sector),
        allocation_strategies: strategies
            .iter()
            .map(|&(type_id, value)| PercentShare { type_id, value })
            .collect(),
        ..program(uri)
    };
    let id = programs::create_program(db, group_id, &program)
        .await
        .unwrap();
    statistics::replace_returns_and_statistics(db, id, months, None)
        .await
        .unwrap();
    id
}

async fn active_group(db: &Db) -> i64 {
    let mut company = group("g");
    company.group_status_id = group_status::ACTIVE;
    groups::create_group(db, &company).await.unwrap()
}

async fn months_of(db: &Db, uri: &str) -> Vec<IndexMonthRecord> {
    let index = indexes::index_by_uri(db, uri).await.unwrap().unwrap();
    indexes::index_months(db, index.portfolio_id).await.unwrap()
}

fn steady(first: i32, count: usize, value: f64) -> Vec<ReportedMonth> {
    months(first, &vec![value; count])
}

async fn an_index_is_the_equal_weighted_mean_of_its_members_from_their_24th_month(db: &Db) {
    let group_id = active_group(db).await;
    // A from 2020-01, B from 2021-01: B joins the sector index in 2022-12, its 24th month.
    program_with(db, group_id, "a", 4, &[], &steady(202001, 36, 0.01)).await;
    program_with(db, group_id, "b", 4, &[], &steady(202101, 24, 0.03)).await;
    recompute(db, false).await.unwrap();
    let sector = months_of(db, "sector-diversified").await;
    assert_eq!(sector.first().unwrap().month, ym(202112), "A's 24th month");
    let december = sector.iter().find(|m| m.month == ym(202212)).unwrap();
    assert_eq!(december.member_count, 2);
    assert!((december.monthly_return - 0.02).abs() < 1e-15);
    let november = sector.iter().find(|m| m.month == ym(202211)).unwrap();
    assert_eq!((november.member_count, november.monthly_return), (1, 0.01));
    // The main index needs 36 months: A joins in its last month, B never.
    let main = months_of(db, "cta-index").await;
    assert_eq!(
        main.iter()
            .map(|m| (m.month, m.member_count))
            .collect::<Vec<_>>(),
        [(ym(202212), 1)]
    );
}

async fn each_family_takes_the_programs_its_rule_names(db: &Db) {
    let group_id = active_group(db).await;
    let record = steady(202001, 30, 0.01);
    // Trend-following 75 %: in that strategy's index; technical 25 %: not; exactly half: not.
    program_with(db, group_id, "t", 5, &[(13, 0.75), (12, 0.25)], &record).await;
    program_with(db, group_id, "h", 5, &[(3, 0.5), (4, 0.5)], &record).await;
    recompute(db, false).await.unwrap();
    assert_eq!(
        months_of(db, "strategy-trend-following").await[0].member_count,
        1
    );
    assert!(months_of(db, "strategy-technical").await.is_empty());
    assert!(months_of(db, "strategy-fundamental").await.is_empty());
    assert_eq!(months_of(db, "sector-energy").await[0].member_count, 2);
    assert!(months_of(db, "sector-diversified").await.is_empty());
    // Both are 100 % systematic (the fixture's methodology) with 10M of assets: over $10M.
    assert_eq!(
        months_of(db, "methodology-systematic").await[0].member_count,
        2
    );
    assert!(months_of(db, "methodology-discretionary").await.is_empty());
    assert_eq!(months_of(db, "assets-over-10m").await[0].member_count, 2);
    assert!(months_of(db, "assets-under-10m").await.is_empty());
    // A pending program counts nowhere.
    let pending = NewProgram {
        program_status_id: program_status::PENDING,
        ..program("p")
    };
    let id = programs::create_program(db, group_id, &pending)
        .await
        .unwrap();
    statistics::replace_returns_and_statistics(db, id, &record, None)
        .await
        .unwrap();
    recompute(db, false).await.unwrap();
    assert_eq!(
        months_of(db, "methodology-systematic").await[0].member_count,
        2
    );
}

async fn a_returns_save_changes_the_index_months_it_should_and_no_others(db: &Db) {
    let group_id = active_group(db).await;
    let a = program_with(db, group_id, "a", 4, &[], &steady(202001, 30, 0.01)).await;
    program_with(db, group_id, "b", 4, &[], &steady(202001, 30, 0.03)).await;
    recompute(db, false).await.unwrap();
    let before = months_of(db, "sector-diversified").await;
    let energy_before = months_of(db, "sector-energy").await;
    // A revises 2021-06 and adds 2022-07.
    let mut revised = steady(202001, 31, 0.01);
    revised[17].monthly_return = 0.05;
    statistics::replace_returns_and_statistics(db, a, &revised, None)
        .await
        .unwrap();
    let done = recompute_if_stale(db)
        .await
        .unwrap()
        .expect("the save moved the version");
    // Rewritten: the families A is in (its sector, strategies, methodology and assets band, and
    // the main index and rankings); the energy sector, say, is left as it was.
    let rewritten = done.rewritten.unwrap();
    assert!(
        rewritten > 0 && rewritten < done.families,
        "{rewritten} of {}",
        done.families
    );
    assert_eq!(done.version, listing_version::current(db).await.unwrap());
    assert_eq!(recompute_if_stale(db).await.unwrap(), None, "current now");
    let after = months_of(db, "sector-diversified").await;
    assert_eq!(after.len(), before.len() + 1);
    for (old, new) in before.iter().zip(&after) {
        assert_eq!(old.month, new.month);
        if new.month == ym(202106) {
            assert!((new.monthly_return - 0.04).abs() < 1e-15);
        } else {
            assert_eq!(old, new, "{}", new.month);
        }
    }
    let added = after.last().unwrap();
    assert_eq!((added.month, added.member_count), (ym(202207), 1));
    assert_eq!(months_of(db, "sector-energy").await, energy_before);
}

async fn an_archived_program_leaves_the_index_from_its_archive_month(db: &Db) {
    let group_id = active_group(db).await;
    let a = program_with(db, group_id, "a", 4, &[], &steady(202001, 36, 0.01)).await;
    program_with(db, group_id, "b", 4, &[], &steady(202001, 36, 0.03)).await;
    recompute(db, false).await.unwrap();
    let before = months_of(db, "sector-diversified").await;
    let mut archived = programs::load_program(db, a)
        .await
        .unwrap()
        .unwrap()
        .program;
    set_status(
        &mut archived,
        program_status::ARCHIVED,
        "2022-06-15T10:00:00Z",
    );
    let admin = server::accounts::create_user(db, &profile("admin@x.test"), "hash")
        .await
        .unwrap();
    programs::change_program_status(db, a, admin, program_status::ACTIVE, &archived)
        .await
        .unwrap();
    recompute_if_stale(db)
        .await
        .unwrap()
        .expect("the status change moved the version");
    let after = months_of(db, "sector-diversified").await;
    assert_eq!(after.len(), before.len());
    for (old, new) in before.iter().zip(&after) {
        if new.month < ym(202206) {
            assert_eq!(old, new, "{} keeps A", new.month);
        } else {
            assert_eq!(
                (new.member_count, new.monthly_return),
                (1, 0.03),
                "{}",
                new.month
            );
        }
    }
}

async fn rankings_and_the_top_three_awards_are_stored_for_every_month(db: &Db) {
    let group_id = active_group(db).await;
    let mut ids = Vec::new();
    for (uri, value) in [("a", 0.01), ("b", 0.04), ("c", 0.02), ("d", 0.03)] {
        ids.push(program_with(db, group_id, uri, 4, &[], &steady(202001, 24, value)).await);
    }
    recompute(db, false).await.unwrap();
    let index = indexes::index_by_uri(db, "sector-diversified")
        .await
        .unwrap()
        .unwrap();
    let span = indexes::ranking_months(db, index.portfolio_id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!((span.first, span.last), (ym(202112), ym(202112)));
    let stored = indexes::ranking(db, index.portfolio_id, ym(202112))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        decode_ranking(&stored).unwrap(),
        [
            (ids[1], 0.04),
            (ids[3], 0.03),
            (ids[2], 0.02),
            (ids[0], 0.01)
        ]
    );
    // B is first in every index it counts in that month; A (fourth) wins nothing.
    let (awards, total) = indexes::program_awards(db, ids[1]).await.unwrap();
    assert!(total >= 1);
    assert!(awards
        .iter()
        .all(|a| a.rank == 1 && a.date_end == ym(202112)));
    assert!(awards
        .iter()
        .any(|a| a.portfolio_uri == "sector-diversified"));
    assert_eq!(indexes::program_awards(db, ids[0]).await.unwrap().1, 0);
}

async fn a_recompute_of_a_version_already_stored_writes_nothing(db: &Db) {
    let group_id = active_group(db).await;
    program_with(db, group_id, "a", 4, &[], &steady(202001, 24, 0.01)).await;
    let first = recompute(db, false).await.unwrap();
    assert_eq!(first.rewritten, Some(first.families));
    assert_eq!(
        indexes::computed_version(db).await.unwrap(),
        listing_version::current(db).await.unwrap()
    );
    // Another process got there first: same version, nothing written; forced, it writes all.
    assert_eq!(recompute(db, false).await.unwrap().rewritten, None);
    assert_eq!(
        recompute(db, true).await.unwrap().rewritten,
        Some(first.families)
    );
}
