//! The program listings: every filter, sort and page rule, read from the stored listing rows.

use analytics_core::month::YearMonth;
use server::access::{Principal, Role};
use server::groups;
use server::listings::model::{ListingScope, ProgramListingPage};
use server::listings::parse_listing_query;
use server::listings::snapshot::{program_listings, ListingCache};
use server::programs::{self, NewProgram, PercentShare};
use server::returns::statistics;
use server::storage::Db;

use crate::fixtures::*;

contract_tests!(
    each_filter_keeps_only_the_matching_programs,
    sorting_puts_empty_figures_last_and_pages_by_size,
    visibility_follows_status_hiding_and_the_reader,
    recent_returns_and_the_caror_dash_come_with_each_row,
    a_program_page_is_read_whole_and_hidden_from_whom_it_must_be,
    a_blend_correlation_ranks_programs_against_the_readers_blend,
);

/// Who reads a listing in these tests.
#[derive(Debug, Clone, Copy)]
enum Reader {
    Anyone,
    Member,
    Admin,
}

const ANYONE: Reader = Reader::Anyone;
const MEMBER: Reader = Reader::Member;
const ADMIN: Reader = Reader::Admin;

impl Reader {
    fn principal(self) -> Option<Principal> {
        match self {
            Reader::Anyone => None,
            Reader::Member => Some(Principal::member(1)),
            Reader::Admin => Some(Principal {
                roles: vec![Role::Member, Role::Administrator],
                ..Principal::member(2)
            }),
        }
    }
}

fn current() -> YearMonth {
    YearMonth::new(2026, 11).unwrap()
}

async fn add(
    db: &Db,
    group_id: i64,
    uri: &str,
    change: impl FnOnce(&mut NewProgram),
    returns: &[server::returns::ReportedMonth],
) -> i64 {
    let mut p = program(uri);
    p.program_name = uri.to_owned();
    change(&mut p);
    let id = programs::create_program(db, group_id, &p).await.unwrap();
    statistics::replace_returns_and_statistics(db, id, returns, None)
        .await
        .unwrap();
    id
}

async fn active_group(db: &Db, uri: &str) -> i64 {
    let mut g = group(uri);
    g.group_status_id = server::reference::group_status::ACTIVE;
    g.group_name = uri.to_owned();
    groups::create_group(db, &g).await.unwrap()
}

async fn list(db: &Db, query: &str, reader: Reader) -> ProgramListingPage {
    let query = parse_listing_query(query, current()).unwrap();
    let snapshot = ListingCache::default().get(db).await.unwrap();
    program_listings(
        &snapshot,
        &query,
        reader.principal().as_ref(),
        ListingScope::Directory,
        "2026-10-22",
        current().prev(),
        None,
    )
    .unwrap()
}

fn names(page: &ProgramListingPage) -> Vec<&str> {
    page.items.iter().map(|i| i.program_name.as_str()).collect()
}

/// Three programs over 30 months: "steady" (+1 %/month, no drawdown), "wild" (a deep drawdown,
/// then the best CAROR), "loser" (−1 %/month); they differ in every filtered field.
async fn three_programs(db: &Db) {
    let g = active_group(db, "alpha").await;
    let steady: Vec<f64> = vec![0.01; 30];
    // Three months of −30 % (a 66 % drawdown), then +25 % a month.
    let wild: Vec<f64> = (0..30).map(|i| if i < 3 { -0.30 } else { 0.25 }).collect();
    let loser: Vec<f64> = vec![-0.01; 30];
    add(
        db,
        g,
        "steady",
        |p| {
            p.date_inception = Some("2024-05-01".to_owned());
            p.program_type_id = 2;
            p.investment_min = Some(100_000.0);
            p.sector_focus_type_id = Some(4);
            p.investor_requirement_type_id = Some(1);
            p.compositions = vec![PercentShare {
                type_id: 6,
                value: 1.0,
            }];
            p.methodologies = vec![PercentShare {
                type_id: 2,
                value: 1.0,
            }];
        },
        &months(202405, &steady),
    )
    .await;
    add(
        db,
        g,
        "wild",
        |p| {
            p.date_inception = Some("2024-05-01".to_owned());
            p.program_type_id = 3;
            p.investment_min = Some(5_000_000.0);
            p.sector_focus_type_id = Some(5);
            p.investor_requirement_type_id = Some(2);
            p.compositions = vec![PercentShare {
                type_id: 3,
                value: 1.0,
            }];
            p.methodologies = vec![PercentShare {
                type_id: 1,
                value: 1.0,
            }];
            p.allocation_strategies = vec![PercentShare {
                type_id: 2,
                value: 1.0,
            }];
        },
        &months(202405, &wild),
    )
    .await;
    add(
        db,
        g,
        "loser",
        |p| {
            p.date_inception = Some("2020-03-01".to_owned());
            p.program_type_id = 1;
            p.investment_min = None;
        },
        &months(202005, &loser),
    )
    .await;
}

async fn each_filter_keeps_only_the_matching_programs(db: &Db) {
    three_programs(db).await;
    let cases: [(&str, &[&str]); 16] = [
        ("", &["loser", "steady", "wild"]),
        (
            "filterByProgramTypesId=2&filterByProgramTypesId=3",
            &["steady", "wild"],
        ),
        ("filterByYearStartMin=2021", &["steady", "wild"]),
        ("filterByYearStartMax=2020", &["loser"]),
        ("filterByCARORMin=10", &["steady", "wild"]),
        ("filterByCARORMin=-2", &["loser"]),
        ("filterByMaxRisk=5", &["steady"]),
        ("filterByMaxRisk=-1", &["wild"]),
        (
            "filterByAUMMin=1000000&filterByAUMMax=20000000",
            &["loser", "steady", "wild"],
        ),
        ("filterByInvestmentMin=1000000", &["wild"]),
        ("filterByInvestmentMax=500000", &["steady"]),
        ("filterByProgramsSectorTypesId=5", &["wild"]),
        (
            "filterByInvestorRequirementsTypesId=1&filterByInvestorRequirementsTypesId=2",
            &["loser", "steady", "wild"],
        ),
        ("filterByCompositionTypesId=3", &["wild"]),
        ("filterByMethodologyTypesId=2", &["loser", "steady"]),
        // Returns from 2021-01 through 2022-06: only the program incepted in 2020.
        (
            "filterByDatePerformanceMin=2021-01&filterByDatePerformanceMax=2022-06",
            &["loser"],
        ),
    ];
    for (query, expected) in cases {
        let mut found = names(
            &list(
                db,
                &format!("sortBy=programName&orderBy=ASC&{query}"),
                ANYONE,
            )
            .await,
        )
        .into_iter()
        .map(str::to_owned)
        .collect::<Vec<_>>();
        found.sort();
        assert_eq!(found, expected, "{query}");
    }
    let wild_only = list(db, "filterByAllocationStrategyTypesId=2", ANYONE).await;
    assert_eq!(names(&wild_only), ["wild"]);
    assert_eq!(wild_only.total_count, 1);
}

async fn sorting_puts_empty_figures_last_and_pages_by_size(db: &Db) {
    three_programs(db).await;
    let g = active_group(db, "beta").await;
    add(db, g, "empty", |p| p.date_inception = None, &[]).await;
    let by_caror = list(db, "sortBy=compoundReturn&orderBy=DESC", ANYONE).await;
    assert_eq!(names(&by_caror), ["wild", "steady", "loser", "empty"]);
    let ascending = list(db, "sortBy=compoundReturn&orderBy=ASC", ANYONE).await;
    assert_eq!(names(&ascending), ["loser", "steady", "wild", "empty"]);
    let by_name = list(
        db,
        "sortBy=programName&orderBy=ASC&pageSize=2&pageNumber=2",
        ANYONE,
    )
    .await;
    assert_eq!(names(&by_name), ["steady", "wild"]);
    assert_eq!(by_name.total_count, 4);
    let past_the_end = list(db, "sortBy=programName&pageSize=2&pageNumber=9", ANYONE).await;
    assert!(past_the_end.items.is_empty());
    assert_eq!(past_the_end.total_count, 4);
    assert_eq!(past_the_end.return_month, 202610);
    let by_group = list(db, "sortBy=groupName&orderBy=DESC&pageSize=1", ANYONE).await;
    assert_eq!(names(&by_group), ["empty"]);
}

async fn visibility_follows_status_hiding_and_the_reader(db: &Db) {
    let g = active_group(db, "gamma").await;
    let r = months(202401, &[0.01; 12]);
    add(db, g, "open", |_| {}, &r).await;
    add(db, g, "hidden", |p| p.hide_program = true, &r).await;
    add(
        db,
        g,
        "pending",
        |p| {
            p.program_status_id = server::reference::program_status::PENDING;
            p.date_approved = None;
        },
        &r,
    )
    .await;
    add(
        db,
        g,
        "archived",
        |p| {
            p.program_status_id = server::reference::program_status::ARCHIVED;
            p.date_archived = Some("2026-09-15T00:00:00Z".to_owned());
        },
        &r,
    )
    .await;
    let pending_group = groups::create_group(db, &group("pending-co"))
        .await
        .unwrap();
    add(db, pending_group, "of-a-pending-company", |_| {}, &r).await;

    let sorted = |page: ProgramListingPage| {
        let mut n: Vec<String> = names(&page).into_iter().map(str::to_owned).collect();
        n.sort();
        n
    };
    assert_eq!(sorted(list(db, "", ANYONE).await), ["open"]);
    assert_eq!(sorted(list(db, "", MEMBER).await), ["hidden", "open"]);
    assert_eq!(
        sorted(
            list(
                db,
                "filterByProgramStatusIds=3&filterByDateArchivedStart=2026-07-01",
                ANYONE
            )
            .await
        ),
        ["archived"]
    );
    assert!(list(
        db,
        "filterByProgramStatusIds=3&filterByDateArchivedStart=2026-10-01",
        ANYONE
    )
    .await
    .items
    .is_empty());
    assert_eq!(
        sorted(list(db, "filterByProgramStatusIds=2", ADMIN).await),
        ["pending"]
    );
    let snapshot = ListingCache::default().get(db).await.unwrap();
    let refused = program_listings(
        &snapshot,
        &parse_listing_query("filterByProgramStatusIds=2", current()).unwrap(),
        MEMBER.principal().as_ref(),
        ListingScope::Directory,
        "2026-10-22",
        current().prev(),
        None,
    );
    assert!(matches!(
        refused,
        Err(server::error::Error::Forbidden("forbidden_role"))
    ));
}

async fn recent_returns_and_the_caror_dash_come_with_each_row(db: &Db) {
    let g = active_group(db, "delta").await;
    // Through January: the last three months reach into the year before.
    let mut short = months(202502, &[0.02; 12]);
    short[11].estimated = true;
    add(
        db,
        g,
        "short",
        |p| p.date_approved = Some("2026-11-01T00:00:00Z".to_owned()),
        &short,
    )
    .await;
    let page = list(db, "", ANYONE).await;
    let row = &page.items[0];
    assert_eq!(row.return_count, 12);
    assert_eq!(row.compound_return, None, "a dash below 24 months");
    assert!(row.is_new, "approved since 2026-10-22");
    assert_eq!(row.date_return, Some(202601));
    let recent: Vec<(i32, bool)> = row
        .recent_returns
        .iter()
        .map(|r| (r.month, r.estimated))
        .collect();
    assert_eq!(recent, [(202601, true), (202512, false), (202511, false)]);
    assert!(list(db, "filterByCARORMin=0", ANYONE)
        .await
        .items
        .is_empty());
}

async fn a_program_page_is_read_whole_and_hidden_from_whom_it_must_be(db: &Db) {
    use server::program_page::read_program;
    let g = active_group(db, "epsilon").await;
    let id = add(
        db,
        g,
        "hidden-one",
        |p| p.hide_program = true,
        &months(202401, &[0.01, -0.02]),
    )
    .await;
    let (detail, access) = read_program(db, "epsilon", "hidden-one")
        .await
        .unwrap()
        .expect("the page is read whoever asks");
    assert!(!access.visible_to(None), "hidden from visitors");
    assert!(
        access.visible_to(Some(&Principal::member(1))),
        "a member sees hidden programs"
    );
    assert_eq!(detail.program_id, id);
    assert!(detail.hide_program && detail.us_invest && detail.highwater_mark);
    assert_eq!(detail.lockup_period, 0);
    assert_eq!(detail.allocation_strategies.len(), 2);
    assert_eq!(
        detail.allocation_strategies[0].value, 0.75,
        "largest share first"
    );
    assert_eq!(detail.monthly_returns.len(), 2);
    let statistics: serde_json::Value =
        serde_json::from_str(detail.statistics.as_ref().unwrap().get()).unwrap();
    assert_eq!(statistics["returnCount"], 2);
    assert_eq!(detail.date_approved.as_deref(), Some("2024-01-03"));
    assert!(read_program(db, "epsilon", "no-such-program")
        .await
        .unwrap()
        .is_none());
}

async fn a_blend_correlation_ranks_programs_against_the_readers_blend(db: &Db) {
    use server::blends::correlation::blend_series;
    three_programs(db).await;
    let owner = server::accounts::create_user(db, &profile("owner@example.com"), "hash")
        .await
        .unwrap();
    let other = server::accounts::create_user(db, &profile("other@example.com"), "hash")
        .await
        .unwrap();
    let wild: i64 = sqlx::query_scalar("SELECT id FROM programs WHERE program_uri = 'wild'")
        .fetch_one(&db.pool)
        .await
        .unwrap();
    let blend_id: i64 = sqlx::query_scalar(
        "INSERT INTO blends (user_id, blend_name, is_current) VALUES ($1, 'Mine', 1) RETURNING id",
    )
    .bind(owner)
    .fetch_one(&db.pool)
    .await
    .unwrap();
    sqlx::query("INSERT INTO blend_orders (blend_id, program_id, quantity, leverage) VALUES ($1, $2, 100000, 2)")
        .bind(blend_id)
        .bind(wild)
        .execute(&db.pool)
        .await
        .unwrap();
    let snapshot = ListingCache::default().get(db).await.unwrap();
    let series = snapshot.series(db).await.unwrap();
    assert!(matches!(
        blend_series(db, other, blend_id, series).await,
        Err(server::error::Error::NotFound)
    ));
    let blend = blend_series(db, owner, blend_id, series).await.unwrap();
    assert_eq!(blend.values()[0], -0.6, "leverage 2 doubles the month");

    let query =
        parse_listing_query(&format!("filterByBlendCorrelationId={blend_id}"), current()).unwrap();
    let page = program_listings(
        &snapshot,
        &query,
        MEMBER.principal().as_ref(),
        ListingScope::Directory,
        "2026-10-22",
        current().prev(),
        Some((&blend, series)),
    )
    .unwrap();
    assert_eq!(
        page.items[0].program_name, "wild",
        "sorted by correlation, highest first"
    );
    assert!((page.items[0].correlation.unwrap() - 1.0).abs() < 1e-12);
    let steady = page
        .items
        .iter()
        .find(|i| i.program_name == "steady")
        .unwrap();
    assert_eq!(
        steady.correlation, None,
        "a constant series has no correlation"
    );
    assert!(list(db, "", MEMBER)
        .await
        .items
        .iter()
        .all(|i| i.correlation.is_none()));
}
