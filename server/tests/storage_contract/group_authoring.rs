//! Company authoring: the edit form's load and save, status changes, platform links, CTA
//! managers and the administrators' lists.

use server::accounts;
use server::admin::{groups as admin_groups, pending, programs as admin_programs};
use server::groups::status::StatusChange;
use server::groups::{self, administrators, edit, platforms, CompanyInput};
use server::programs;
use server::storage::Db;
use server::versions::Edit;
use sqlx::Row;

use crate::fixtures::*;

contract_tests!(
    a_saved_form_replaces_the_company_and_reads_back_in_order,
    a_status_change_records_the_first_approval_only,
    platform_links_are_synced_and_set_one_at_a_time,
    managers_are_added_by_email_once_and_removed,
    pending_lists_and_group_choices_leave_deleted_companies_out,
    the_administrators_lists_filter_search_and_page_alike,
    an_administrators_company_and_its_manager_are_stored_together,
);

async fn a_saved_form_replaces_the_company_and_reads_back_in_order(db: &Db) {
    let id = groups::create_group(db, &group("granite")).await.unwrap();
    let form = edit::group_form(db, id).await.unwrap();
    assert_eq!(form.group_uri, "granite");
    assert_eq!(form.platform_ids, vec![1]);
    assert_eq!(form.company.contacts.len(), 1);
    assert_eq!(form.company.memberships[1].title, "SEC");

    let mut company: CompanyInput = form.company.clone();
    company.group_name = "Granite Peak".to_owned();
    company.web_url = "granite.example".to_owned();
    company.group_type_ids = vec![3, 1];
    company.contacts.push(company.contacts[0].clone());
    company.contacts[1].first_name = "Bo".to_owned();
    company.contacts[1].country = "USA".to_owned();
    company.memberships.truncate(1);
    let editor = accounts::create_user(db, &profile("editor@example.com"), "hash")
        .await
        .unwrap();
    let edit = |version| Edit {
        user_id: editor,
        version,
    };
    assert_eq!(form.version, 1);
    edit::update_company(db, id, edit(1), &company, Some(&[3, 2]))
        .await
        .unwrap();
    let form = edit::group_form(db, id).await.unwrap();
    assert_eq!(form.group_uri, "granite");
    assert_eq!(form.company.group_name, "Granite Peak");
    assert_eq!(form.company.web_url, "http://granite.example");
    assert_eq!(form.company.group_type_ids, vec![1, 3]);
    let names: Vec<&str> = form
        .company
        .contacts
        .iter()
        .map(|contact| contact.first_name.as_str())
        .collect();
    assert_eq!(names, ["Ann", "Bo"]);
    assert_eq!(form.company.contacts[1].country, "US");
    assert_eq!(form.company.memberships.len(), 1);
    assert_eq!(form.platform_ids, vec![2, 3]);
    assert_eq!(form.version, 2, "each save bumps the version");

    company.contacts.clear();
    edit::update_company(db, id, edit(2), &company, None)
        .await
        .unwrap();
    let form = edit::group_form(db, id).await.unwrap();
    assert!(form.company.contacts.is_empty());
    assert_eq!(form.platform_ids, vec![2, 3], "untouched without a list");
    assert_eq!(count(db, "SELECT COUNT(*) FROM group_contacts").await, 0);
}

async fn a_status_change_records_the_first_approval_only(db: &Db) {
    let id = groups::create_group(db, &group("granite")).await.unwrap();
    let approved = || async {
        sqlx::query("SELECT date_approved FROM groups WHERE id = $1")
            .bind(id)
            .fetch_one(&db.pool)
            .await
            .unwrap()
            .try_get::<Option<String>, _>(0)
            .unwrap()
    };
    let change = |from, to| StatusChange {
        user_id: None,
        from,
        to,
    };
    server::groups::status::set_group_status(
        db,
        id,
        change(
            server::reference::group_status::PENDING,
            server::reference::group_status::CLOSED,
        ),
    )
    .await
    .unwrap();
    assert_eq!(approved().await, None);
    server::groups::status::set_group_status(
        db,
        id,
        change(
            server::reference::group_status::CLOSED,
            server::reference::group_status::ACTIVE,
        ),
    )
    .await
    .unwrap();
    let first = approved().await.expect("approved");
    sqlx::query("UPDATE groups SET date_approved = '2020-01-01T00:00:00Z' WHERE id = $1")
        .bind(id)
        .execute(&db.pool)
        .await
        .unwrap();
    assert!(first.starts_with("20"));
    server::groups::status::set_group_status(
        db,
        id,
        change(
            server::reference::group_status::ACTIVE,
            server::reference::group_status::ACTIVE,
        ),
    )
    .await
    .unwrap();
    assert_eq!(approved().await.as_deref(), Some("2020-01-01T00:00:00Z"));
    let form = edit::group_form(db, id).await.unwrap();
    assert_eq!(
        form.group_status_id,
        server::reference::group_status::ACTIVE
    );
}

async fn platform_links_are_synced_and_set_one_at_a_time(db: &Db) {
    let id = groups::create_group(db, &group("granite")).await.unwrap();
    assert_eq!(
        groups::store::known_platform_ids(db).await.unwrap(),
        vec![1, 2, 3]
    );
    platforms::link_group_platform(db, id, 3).await.unwrap();
    platforms::link_group_platform(db, id, 3).await.unwrap();
    platforms::unlink_group_platform(db, id, 1).await.unwrap();
    platforms::unlink_group_platform(db, id, 2).await.unwrap();
    assert_eq!(
        groups::store::group_platform_ids(&db.pool, id)
            .await
            .unwrap(),
        vec![3]
    );
    let mut tx = db.pool.begin().await.unwrap();
    platforms::sync_group_platforms(&mut tx, id, &[1, 2])
        .await
        .unwrap();
    tx.commit().await.unwrap();
    assert_eq!(
        groups::store::group_platform_ids(&db.pool, id)
            .await
            .unwrap(),
        vec![1, 2]
    );
}

async fn managers_are_added_by_email_once_and_removed(db: &Db) {
    let id = groups::create_group(db, &group("granite")).await.unwrap();
    let zed = accounts::create_user(
        db,
        &accounts::NewUser {
            last_name: "Zed".to_owned(),
            ..profile("zed@example.com")
        },
        "hash",
    )
    .await
    .unwrap();
    groups::add_group_administrator(db, id, zed).await.unwrap();
    let added = administrators::add_administrator_by_email(db, zed, id, " JO@example.com ").await;
    assert!(added.is_err(), "no such account yet");
    let jo = accounts::create_user(db, &profile("jo@example.com"), "hash")
        .await
        .unwrap();
    let added = administrators::add_administrator_by_email(db, zed, id, "JO@example.com")
        .await
        .unwrap();
    assert_eq!(added.user_id, jo);
    let again = administrators::add_administrator_by_email(db, zed, id, "jo@example.com").await;
    assert_eq!(again.unwrap_err().code(), "duplicate");
    let roles = accounts::user_roles(db, jo).await.unwrap();
    assert_eq!(
        roles,
        vec![
            server::access::Role::Member,
            server::access::Role::CtaManager
        ]
    );
    let listed: Vec<i64> = groups::store::group_administrators(db, id)
        .await
        .unwrap()
        .iter()
        .map(|user| user.user_id)
        .collect();
    assert_eq!(listed, vec![jo, zed], "by last name");
    administrators::remove_administrator(db, zed, id, jo)
        .await
        .unwrap();
    administrators::remove_administrator(db, zed, id, jo)
        .await
        .unwrap();
    let listed = groups::store::group_administrators(db, id).await.unwrap();
    assert_eq!(listed.len(), 1);
    // Both changes are in the company's audit log, by zed; removing twice records once.
    let log = server::audit::entries(db, server::audit::Subject::Group(id))
        .await
        .unwrap();
    let actions: Vec<(&str, i64)> = log
        .iter()
        .map(|e| (e.action.as_str(), e.actor_user_id.unwrap()))
        .collect();
    assert_eq!(
        actions,
        [("administratorRemoved", zed), ("administratorAdded", zed)]
    );
    assert_eq!(accounts::user_roles(db, jo).await.unwrap().len(), 2);
}

async fn pending_lists_and_group_choices_leave_deleted_companies_out(db: &Db) {
    let mut newer = group("newer");
    newer.group_name = "Beta".to_owned();
    newer.date_created = "2024-05-01T00:00:00Z".to_owned();
    let newer = groups::create_group(db, &newer).await.unwrap();
    let mut older = group("older");
    older.group_name = "Gamma".to_owned();
    older.date_created = "2023-05-01T00:00:00Z".to_owned();
    groups::create_group(db, &older).await.unwrap();
    let mut active = group("active");
    active.group_name = "Alpha".to_owned();
    active.group_status_id = server::reference::group_status::ACTIVE;
    let active = groups::create_group(db, &active).await.unwrap();
    let mut gone = group("gone");
    gone.group_status_id = server::reference::group_status::DELETED;
    let gone = groups::create_group(db, &gone).await.unwrap();
    for (group_id, uri) in [(active, "a"), (newer, "b"), (gone, "c")] {
        let mut waiting = program(uri);
        waiting.program_status_id = server::reference::program_status::PENDING;
        programs::create_program(db, group_id, &waiting)
            .await
            .unwrap();
    }
    programs::create_program(db, active, &program("listed"))
        .await
        .unwrap();

    let items = pending::pending_items(db).await.unwrap();
    let pending_groups: Vec<&str> = items.groups.iter().map(|g| g.group_uri.as_str()).collect();
    assert_eq!(pending_groups, ["older", "newer"]);
    let pending_programs: Vec<(&str, i64)> = items
        .programs
        .iter()
        .map(|p| (p.program_uri.as_str(), p.group_status_id))
        .collect();
    assert_eq!(
        pending_programs,
        [
            ("a", server::reference::group_status::ACTIVE),
            ("b", server::reference::group_status::PENDING)
        ]
    );
    let choices: Vec<String> = pending::group_choices(db)
        .await
        .unwrap()
        .into_iter()
        .map(|choice| choice.group_name)
        .collect();
    assert_eq!(choices, ["Alpha", "Beta", "Gamma"]);
}

async fn the_administrators_lists_filter_search_and_page_alike(db: &Db) {
    use server::reference::{group_status, program_status};
    use server::validation::paging::paging;
    let mut alpha = group("alpha");
    alpha.group_name = "Alpha 100%".to_owned();
    alpha.group_status_id = group_status::ACTIVE;
    let alpha = groups::create_group(db, &alpha).await.unwrap();
    let mut beta = group("beta");
    beta.group_name = "beta".to_owned();
    let beta = groups::create_group(db, &beta).await.unwrap();
    let mut archived = program("archived");
    archived.program_status_id = program_status::ARCHIVED;
    archived.date_archived = Some("2026-08-15T00:00:00Z".to_owned());
    programs::create_program(db, alpha, &archived)
        .await
        .unwrap();
    programs::create_program(db, beta, &program("active"))
        .await
        .unwrap();

    let page = paging(None, None, Some("asc"), (10, 100), true).unwrap();
    let by_name = admin_groups::GroupSortKey::GroupName;
    let (items, total) = admin_groups::list_groups(db, &[], None, by_name, page)
        .await
        .unwrap();
    let uris: Vec<&str> = items.iter().map(|g| g.group_uri.as_str()).collect();
    assert_eq!((uris, total), (vec!["alpha", "beta"], 2), "any case");
    assert_eq!(items[0].program_count, 1);
    let pending = [group_status::PENDING, group_status::CLOSED];
    let (items, total) = admin_groups::list_groups(db, &pending, None, by_name, page)
        .await
        .unwrap();
    assert_eq!((items[0].group_id, total), (beta, 1));
    let (_, total) = admin_groups::list_groups(db, &[], Some("100%"), by_name, page)
        .await
        .unwrap();
    assert_eq!(total, 1, "a percent sign is text");

    let filter = admin_programs::ProgramFilter {
        statuses: vec![program_status::ARCHIVED],
        platform_id: Some(1),
        archived_since: Some("2026-08-01".to_owned()),
        search: None,
    };
    let by_date = admin_programs::ProgramSortKey::DateArchived;
    let (items, total) = admin_programs::list_programs(db, &filter, by_date, page)
        .await
        .unwrap();
    assert_eq!(total, 1);
    assert_eq!(
        (items[0].program_uri.as_str(), items[0].platform_ids.clone()),
        ("archived", vec![1, 2])
    );
    let everything = admin_programs::ProgramFilter {
        statuses: Vec::new(),
        platform_id: None,
        archived_since: None,
        search: Some("alpha".to_owned()),
    };
    let (items, _) = admin_programs::list_programs(db, &everything, by_date, page)
        .await
        .unwrap();
    assert_eq!(items.len(), 1, "the company's name is searched too");
}

async fn an_administrators_company_and_its_manager_are_stored_together(db: &Db) {
    let admin = accounts::create_admin(db, "root@example.com", "Secret12")
        .await
        .unwrap();
    let company: CompanyInput = {
        let id = groups::create_group(db, &group("template")).await.unwrap();
        let mut company = edit::group_form(db, id).await.unwrap().company;
        company.group_name = "Harbor Peak".to_owned();
        company.contacts.clear();
        company
    };
    let mut request = admin_groups::AdminAddCompany {
        company,
        accepted_agreement: true,
        manager_email: Some("nobody@example.com".to_owned()),
        ..Default::default()
    };
    let refused = admin_groups::add_company(db, admin, &request).await;
    assert!(refused.is_err());
    assert!(groups::group_by_uri(db, "harbor-peak")
        .await
        .unwrap()
        .is_none());
    request.manager_email = Some("root@example.com".to_owned());
    let created = admin_groups::add_company(db, admin, &request)
        .await
        .unwrap();
    let stored = groups::group_by_uri(db, &created.group_uri)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        stored.group_status_id,
        server::reference::group_status::ACTIVE
    );
    let managers: Vec<i64> = groups::store::group_administrators(db, created.group_id)
        .await
        .unwrap()
        .iter()
        .map(|user| user.user_id)
        .collect();
    assert_eq!(managers, [admin]);
}
