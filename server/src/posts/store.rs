//! The SQL of posts and the companies they are about. Rows are read by hand: a summary row
//! carries its companies, which come from a second query.

use std::collections::HashMap;

use sqlx::any::AnyRow;
use sqlx::{Any, Row, Transaction};

use super::model::{PostCompany, PostInput, PostSummary};
use crate::error::Result;
use crate::language::Language;
use crate::reference::group_status;
use crate::storage::{in_list, Db};
use crate::validation::paging::Paging;

/// A post's company with the status that decides who may see it.
pub struct CompanyRow {
    pub company: PostCompany,
    pub group_status_id: i64,
}

/// A post as stored, its companies apart.
pub struct PostRow {
    pub summary: PostSummary,
    pub body: String,
    pub date_updated: String,
}

const SUMMARY_COLUMNS: &str = "p.id, p.language, p.title, p.summary, p.link, \
     CAST(LENGTH(p.body) AS BIGINT) AS body_length, p.post_date";

fn summary(row: &AnyRow) -> Result<PostSummary> {
    let body_length: i64 = row.try_get("body_length")?;
    let language: String = row.try_get("language")?;
    Ok(PostSummary {
        post_id: row.try_get("id")?,
        language: Language::from_code(&language),
        title: row.try_get("title")?,
        summary: row.try_get("summary")?,
        link: row.try_get("link")?,
        has_body: body_length > 0,
        post_date: row.try_get("post_date")?,
        companies: Vec::new(),
    })
}

/// Of `ids`, those of companies that exist and are not deleted.
pub async fn known_groups(db: &Db, ids: &[i64]) -> Result<Vec<i64>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let sql = format!(
        "SELECT id FROM groups WHERE id IN ({}) AND group_status_id <> ${}",
        in_list(ids.len()),
        ids.len() + 1
    );
    let mut query = sqlx::query_scalar(&sql);
    for id in ids {
        query = query.bind(*id);
    }
    Ok(query
        .bind(group_status::DELETED)
        .fetch_all(&db.pool)
        .await?)
}

/// A company's id and status by its address.
pub async fn group_by_uri(db: &Db, group_uri: &str) -> Result<Option<(i64, i64)>> {
    let row = sqlx::query("SELECT id, group_status_id FROM groups WHERE group_uri = $1")
        .bind(group_uri)
        .fetch_optional(&db.pool)
        .await?;
    row.map(|row| Ok((row.try_get("id")?, row.try_get("group_status_id")?)))
        .transpose()
}

/// A page of posts in `language` (all when none) about `group_id` (any when none), newest
/// first, and how many there are.
pub async fn list(
    db: &Db,
    language: Option<Language>,
    group_id: Option<i64>,
    page: Paging,
) -> Result<(Vec<PostSummary>, i64)> {
    let filter = "WHERE ($1 IS NULL OR p.language = $1) AND ($2 IS NULL OR p.id IN \
                  (SELECT post_id FROM post_groups WHERE group_id = $2))";
    let language = language.map(Language::code);
    let total: i64 = sqlx::query_scalar(&format!("SELECT COUNT(*) FROM posts p {filter}"))
        .bind(language)
        .bind(group_id)
        .fetch_one(&db.pool)
        .await?;
    let rows = sqlx::query(&format!(
        "SELECT {SUMMARY_COLUMNS} FROM posts p {filter} \
         ORDER BY p.post_date DESC, p.id DESC LIMIT $3 OFFSET $4"
    ))
    .bind(language)
    .bind(group_id)
    .bind(page.page_size)
    .bind(page.offset)
    .fetch_all(&db.pool)
    .await?;
    let items = rows.iter().map(summary).collect::<Result<_>>()?;
    Ok((items, total))
}

/// One post, its companies apart.
pub async fn post(db: &Db, post_id: i64) -> Result<Option<PostRow>> {
    let row = sqlx::query(&format!(
        "SELECT {SUMMARY_COLUMNS}, p.body, p.date_updated FROM posts p WHERE p.id = $1"
    ))
    .bind(post_id)
    .fetch_optional(&db.pool)
    .await?;
    row.map(|row| {
        Ok(PostRow {
            summary: summary(&row)?,
            body: row.try_get("body")?,
            date_updated: row.try_get("date_updated")?,
        })
    })
    .transpose()
}

/// The companies of each of `post_ids`, by name.
pub async fn companies(db: &Db, post_ids: &[i64]) -> Result<HashMap<i64, Vec<CompanyRow>>> {
    let mut by_post: HashMap<i64, Vec<CompanyRow>> = HashMap::new();
    if post_ids.is_empty() {
        return Ok(by_post);
    }
    let sql = format!(
        "SELECT pg.post_id, g.id, g.group_uri, g.group_name, g.group_status_id \
         FROM post_groups pg JOIN groups g ON g.id = pg.group_id \
         WHERE pg.post_id IN ({}) ORDER BY LOWER(g.group_name), g.id",
        in_list(post_ids.len())
    );
    let mut query = sqlx::query(&sql);
    for id in post_ids {
        query = query.bind(*id);
    }
    for row in query.fetch_all(&db.pool).await? {
        by_post
            .entry(row.try_get("post_id")?)
            .or_default()
            .push(CompanyRow {
                company: PostCompany {
                    group_id: row.try_get("id")?,
                    group_uri: row.try_get("group_uri")?,
                    group_name: row.try_get("group_name")?,
                },
                group_status_id: row.try_get("group_status_id")?,
            });
    }
    Ok(by_post)
}

/// A fresh stable identifier for a post's feeds (the `guid` column).
fn new_guid() -> String {
    format!(
        "urn:cta-atlas:post:{:016x}{:016x}",
        rand::random::<u64>(),
        rand::random::<u64>()
    )
}

/// Stores a new post by `author` published `now`; answers its id.
pub async fn insert(
    tx: &mut Transaction<'_, Any>,
    author: i64,
    input: &PostInput,
    now: &str,
) -> Result<i64> {
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO posts (language, title, guid, post_date, summary, link, body, \
         author_user_id, date_created, date_updated) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $4, $4) RETURNING id",
    )
    .bind(input.language.code())
    .bind(input.title.trim())
    .bind(new_guid())
    .bind(now)
    .bind(input.summary.trim())
    .bind(input.link.trim())
    .bind(input.body.trim_end())
    .bind(author)
    .fetch_one(&mut **tx)
    .await?;
    Ok(id)
}

/// Replaces post `post_id`'s fields; false when there is no such post.
pub async fn update(
    tx: &mut Transaction<'_, Any>,
    post_id: i64,
    input: &PostInput,
    now: &str,
) -> Result<bool> {
    let done = sqlx::query(
        "UPDATE posts SET language = $1, title = $2, summary = $3, link = $4, body = $5, \
         date_updated = $6 WHERE id = $7",
    )
    .bind(input.language.code())
    .bind(input.title.trim())
    .bind(input.summary.trim())
    .bind(input.link.trim())
    .bind(input.body.trim_end())
    .bind(now)
    .bind(post_id)
    .execute(&mut **tx)
    .await?;
    Ok(done.rows_affected() > 0)
}

/// Makes `group_ids` the companies post `post_id` is about.
pub async fn replace_companies(
    tx: &mut Transaction<'_, Any>,
    post_id: i64,
    group_ids: &[i64],
) -> Result<()> {
    sqlx::query("DELETE FROM post_groups WHERE post_id = $1")
        .bind(post_id)
        .execute(&mut **tx)
        .await?;
    if group_ids.is_empty() {
        return Ok(());
    }
    let sql = format!(
        "INSERT INTO post_groups (post_id, group_id) VALUES {}",
        crate::storage::shared_placeholders(1, group_ids.len(), 1)
    );
    let mut query = sqlx::query(&sql).bind(post_id);
    for id in group_ids {
        query = query.bind(*id);
    }
    query.execute(&mut **tx).await?;
    Ok(())
}

/// Deletes post `post_id` (its companies go with it); answers its title, none when there was no
/// such post.
pub async fn delete(tx: &mut Transaction<'_, Any>, post_id: i64) -> Result<Option<String>> {
    let title: Option<String> = sqlx::query_scalar("SELECT title FROM posts WHERE id = $1")
        .bind(post_id)
        .fetch_optional(&mut **tx)
        .await?;
    if title.is_some() {
        sqlx::query("DELETE FROM posts WHERE id = $1")
            .bind(post_id)
            .execute(&mut **tx)
            .await?;
    }
    Ok(title)
}
