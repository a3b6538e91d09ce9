//! Loading the deterministic demo dataset: companies, programs, monthly returns, the synthetic
//! S&P 500 benchmark and one account for every role of the spec.

use std::fmt;
use std::path::Path;

use analytics_core::{ReturnSeries, YearMonth};
use sqlx::Row;
use time::OffsetDateTime;

use crate::access::Role;
use crate::accounts::{add_role, create_user, find_user_by_email, hash_password, NewUser};
use crate::demo;
use crate::error::Result;
use crate::groups;
use crate::indexes::{self, NewIndex, SP500_URI};
use crate::months::month_of;
use crate::programs::{self, NewProgram};
use crate::returns::{self, statistics, ReportedMonth};
use crate::settings;
use crate::storage::{now, Db};

/// A demo account: printed by `scripts/run` and written in the README.
pub struct DemoAccount {
    pub email: &'static str,
    pub password: &'static str,
    pub roles: &'static [Role],
    pub first_name: &'static str,
    pub last_name: &'static str,
    pub language: &'static str,
    /// Administers the first active company (a CTA manager only).
    pub manages_company: bool,
}

/// One account for every role of the spec: a CTA manager of the first active company, and one
/// who has yet to add a company (`/tools/add-cta`).
pub const DEMO_ACCOUNTS: [DemoAccount; 7] = [
    DemoAccount {
        email: "member@demo.cta-atlas.test",
        password: "DemoMember1",
        roles: &[Role::Member],
        first_name: "Morgan",
        last_name: "Member",
        language: "en",
        manages_company: false,
    },
    DemoAccount {
        email: "manager@demo.cta-atlas.test",
        password: "DemoManager1",
        roles: &[Role::Member, Role::CtaManager],
        first_name: "Casey",
        last_name: "Manager",
        language: "en",
        manages_company: true,
    },
    DemoAccount {
        email: "newcta@demo.cta-atlas.test",
        password: "DemoNewCta1",
        roles: &[Role::Member, Role::CtaManager],
        first_name: "Noa",
        last_name: "Newcomer",
        language: "en",
        manages_company: false,
    },
    DemoAccount {
        email: "admin@demo.cta-atlas.test",
        password: "DemoAdmin1",
        roles: &[Role::Member, Role::Administrator],
        first_name: "Alex",
        last_name: "Admin",
        language: "en",
        manages_company: false,
    },
    DemoAccount {
        email: "platform@demo.cta-atlas.test",
        password: "DemoPlatform1",
        roles: &[Role::Member, Role::PlatformManager],
        first_name: "Pat",
        last_name: "Platform",
        language: "en",
        manages_company: false,
    },
    DemoAccount {
        email: "plus@demo.cta-atlas.test",
        password: "DemoPlus1",
        roles: &[Role::Member, Role::MemberPlus],
        first_name: "李",
        last_name: "明",
        language: "zh-hans",
        manages_company: false,
    },
    DemoAccount {
        email: "suspended@demo.cta-atlas.test",
        password: "DemoSuspended1",
        roles: &[Role::MemberLimitedAccess],
        first_name: "Sam",
        last_name: "Suspended",
        language: "en",
        manages_company: false,
    },
];

/// What a seeding run did.
pub struct SeedReport {
    pub skipped: bool,
    pub companies: usize,
    pub programs: usize,
    pub monthly_returns: usize,
    pub last_month: YearMonth,
    /// Index families computed from the programs.
    pub index_families: usize,
}

impl fmt::Display for SeedReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.skipped {
            writeln!(
                f,
                "demo data: the database already holds programs; nothing loaded"
            )?;
        } else {
            writeln!(
                f,
                "demo data: {} companies, {} programs, {} monthly returns through {}, {} indexes",
                self.companies,
                self.programs,
                self.monthly_returns,
                self.last_month.yyyymm(),
                self.index_families
            )?;
        }
        writeln!(f, "demo accounts (email / password / roles):")?;
        for account in &DEMO_ACCOUNTS {
            let roles: Vec<&str> = account.roles.iter().map(|role| role.name()).collect();
            writeln!(
                f,
                "  {:<32} {:<15} {}",
                account.email,
                account.password,
                roles.join(", ")
            )?;
        }
        Ok(())
    }
}

/// The month before the current one: the demo series run through it.
pub fn last_complete_month(today: OffsetDateTime) -> Result<YearMonth> {
    Ok(month_of(today.date())?.prev())
}

/// Loads the demo dataset, the companies' logos under `data_dir`. With `if_empty`, does nothing
/// when programs already exist.
pub async fn seed_demo(db: &Db, data_dir: &Path, if_empty: bool) -> Result<SeedReport> {
    let last_month = last_complete_month(OffsetDateTime::now_utc())?;
    let mut report = SeedReport {
        skipped: if_empty && program_count(db).await? > 0,
        companies: 0,
        programs: 0,
        monthly_returns: 0,
        last_month,
        index_families: 0,
    };
    if report.skipped {
        return Ok(report);
    }
    let dataset = demo::generate(demo::DEMO_SEED, last_month);
    crate::exchange_rates::store(db, &demo::exchange_rates(last_month)).await?;
    let benchmark = seed_benchmark(db, &dataset.sp500).await?;
    let seeded_at = now();
    let mut first_active_group = None;
    // The first active companies, which the demo's posts are about.
    let mut active_companies = Vec::new();
    for (index, company) in dataset.companies.iter().enumerate() {
        let group_id = groups::create_group(db, &company.group).await?;
        // Two companies in three have a logo, so pages without one are seen too.
        if index % 3 != 2 {
            let logo = demo::logos::demo_logo(&company.group.group_name);
            groups::logo::store_logo(db, data_dir, group_id, &logo).await?;
        }
        if company.group.group_status_id == crate::reference::group_status::ACTIVE {
            first_active_group.get_or_insert(group_id);
            if active_companies.len() < 3 {
                active_companies.push((group_id, company.group.group_name.clone()));
            }
        }
        for demo_program in &company.programs {
            let program = not_after(&demo_program.program, &seeded_at);
            let program_id = programs::create_program(db, group_id, &program).await?;
            statistics::replace_returns_and_statistics(
                db,
                program_id,
                &demo_program.returns,
                benchmark.as_ref(),
            )
            .await?;
            report.programs += 1;
            report.monthly_returns += demo_program.returns.len();
        }
        report.companies += 1;
    }
    seed_accounts(db, first_active_group).await?;
    seed_posts(db, &active_companies).await?;
    settings::mark_demo_data(db).await?;
    report.index_families = indexes::recompute::recompute(db, true).await?.families;
    Ok(report)
}

/// The dataset's calendar runs to the end of the month after its last return, so a new listing
/// may carry a date a few days ahead of the seeding moment; no stored date lies in the future.
fn not_after(program: &NewProgram, at: &str) -> NewProgram {
    // RFC 3339 UTC timestamps of one format order as text.
    let cap = |date: &str| date.min(at).to_owned();
    NewProgram {
        date_created: cap(&program.date_created),
        date_updated: cap(&program.date_updated),
        date_approved: program.date_approved.as_deref().map(cap),
        ..program.clone()
    }
}

async fn program_count(db: &Db) -> Result<i64> {
    let row = sqlx::query("SELECT COUNT(*) AS n FROM programs")
        .fetch_one(&db.pool)
        .await?;
    Ok(row.try_get("n")?)
}

/// Stores the synthetic S&P 500 and returns it as the engine's benchmark series.
async fn seed_benchmark(db: &Db, sp500: &[ReportedMonth]) -> Result<Option<ReturnSeries>> {
    let index_id = match indexes::index_id_by_uri(db, SP500_URI).await? {
        Some(id) => id,
        None => {
            indexes::create_index(
                db,
                &NewIndex {
                    portfolio_uri: SP500_URI.to_owned(),
                    portfolio_name_en: "S&P 500 (demo)".to_owned(),
                    portfolio_name_zh: "标普500指数（演示）".to_owned(),
                    kind: "benchmark".to_owned(),
                    min_track_months: 0,
                    is_demo: true,
                    description: Some(
                        "Synthetic S&P 500 total-return series for the demo dataset.".to_owned(),
                    ),
                    date_created: now(),
                },
            )
            .await?
        }
    };
    returns::replace_index_returns(db, index_id, sp500).await?;
    statistics::benchmark_series(db).await
}

async fn seed_accounts(db: &Db, managed_group: Option<i64>) -> Result<()> {
    for account in &DEMO_ACCOUNTS {
        let user_id = match find_user_by_email(db, account.email).await? {
            Some(user) => user.id,
            None => {
                let profile = NewUser {
                    email: account.email.to_owned(),
                    first_name: account.first_name.to_owned(),
                    last_name: account.last_name.to_owned(),
                    phone_prefix: "+1".to_owned(),
                    phone: "312-555-0100".to_owned(),
                    country: "US".to_owned(),
                    language: account.language.to_owned(),
                    ..NewUser::default()
                };
                create_user(db, &profile, &hash_password(account.password).await?).await?
            }
        };
        for role in account.roles {
            add_role(db, user_id, *role).await?;
        }
        if let (true, Some(group_id)) = (account.manages_company, managed_group) {
            groups::add_group_administrator(db, group_id, user_id).await?;
        }
        if account.roles.contains(&Role::MemberPlus) {
            seed_worksheet(db, user_id).await?;
        }
    }
    Ok(())
}

/// The demo's news posts, by the demo administrator, about `companies` (id and name); none when
/// there are posts already or too few companies.
async fn seed_posts(db: &Db, companies: &[(i64, String)]) -> Result<()> {
    let existing: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM posts")
        .fetch_one(&db.pool)
        .await?;
    let author = find_user_by_email(db, "admin@demo.cta-atlas.test").await?;
    let (Some(author), 0) = (author, existing) else {
        return Ok(());
    };
    let today = OffsetDateTime::now_utc();
    let names: Vec<String> = companies.iter().map(|(_, name)| name.clone()).collect();
    for post in demo::posts::DEMO_POSTS {
        let Some(about) = post
            .companies
            .iter()
            .map(|n| companies.get(*n))
            .collect::<Option<Vec<_>>>()
        else {
            continue;
        };
        let input = crate::posts::PostInput {
            language: post.language,
            title: demo::posts::fill(post.title, &names),
            summary: demo::posts::fill(post.summary, &names),
            link: post.link.to_owned(),
            body: demo::posts::fill(post.body, &names),
            group_ids: about.iter().map(|(id, _)| *id).collect(),
        };
        let at = crate::storage::timestamp(today - time::Duration::days(post.days_ago));
        crate::posts::editing::create_at(db, author.id, &input, &at).await?;
    }
    Ok(())
}

/// The demo's Member Plus starts with a blender worksheet of three active programs, so the
/// screener's blend-correlation filter has a blend to use.
async fn seed_worksheet(db: &Db, user_id: i64) -> Result<()> {
    let existing: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM blends WHERE user_id = $1")
        .bind(user_id)
        .fetch_one(&db.pool)
        .await?;
    if existing > 0 {
        return Ok(());
    }
    let programs: Vec<i64> = sqlx::query_scalar(
        "SELECT p.id FROM programs p JOIN program_listings l ON l.program_id = p.id \
         WHERE p.program_status_id = $1 AND l.return_count >= 60 ORDER BY p.id LIMIT 3",
    )
    .bind(crate::reference::program_status::ACTIVE)
    .fetch_all(&db.pool)
    .await?;
    let blend_id: i64 = sqlx::query_scalar(
        "INSERT INTO blends (user_id, blend_name, is_current, date_created, date_updated) \
         VALUES ($1, 'New Blend', 1, $2, $2) RETURNING id",
    )
    .bind(user_id)
    .bind(crate::storage::now())
    .fetch_one(&db.pool)
    .await?;
    for (position, program_id) in programs.iter().enumerate() {
        // Each program at the blender's default amount, so the worksheet obeys its rules.
        sqlx::query(
            "INSERT INTO blend_orders (blend_id, program_id, quantity, leverage, position) \
             SELECT $1, id, CASE WHEN investment_min > 0 THEN investment_min ELSE $3 END, 1, $4 \
             FROM programs WHERE id = $2",
        )
        .bind(blend_id)
        .bind(program_id)
        .bind(crate::allocation::DEFAULT_AMOUNT)
        .bind(position as i64)
        .execute(&db.pool)
        .await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::datetime;

    #[test]
    fn the_demo_runs_through_the_month_before_today() {
        let last = |now| last_complete_month(now).unwrap();
        assert_eq!(
            last(datetime!(2026-11-22 10:00 UTC)),
            YearMonth::of(2026, 10)
        );
        assert_eq!(
            last(datetime!(2027-01-05 10:00 UTC)),
            YearMonth::of(2026, 12)
        );
    }
}
