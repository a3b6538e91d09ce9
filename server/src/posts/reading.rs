//! Posts as a reader sees them: each with the companies it is about that the reader may see,
//! the body rendered safely.

use super::markdown::render;
use super::model::{PostDetail, PostPage, PostSummary};
use super::store::{self, CompanyRow};
use crate::access::{may_see_group, Principal};
use crate::error::Result;
use crate::language::Language;
use crate::storage::Db;
use crate::validation::paging::Paging;

/// The companies of `rows` that `reader` may see.
fn visible(reader: Option<&Principal>, rows: Vec<CompanyRow>) -> Vec<super::model::PostCompany> {
    rows.into_iter()
        .filter(|row| may_see_group(reader, row.company.group_id, row.group_status_id))
        .map(|row| row.company)
        .collect()
}

async fn with_companies(
    db: &Db,
    reader: Option<&Principal>,
    mut items: Vec<PostSummary>,
) -> Result<Vec<PostSummary>> {
    let ids: Vec<i64> = items.iter().map(|item| item.post_id).collect();
    let mut companies = store::companies(db, &ids).await?;
    for item in &mut items {
        item.companies = visible(reader, companies.remove(&item.post_id).unwrap_or_default());
    }
    Ok(items)
}

/// A page of posts in `language` (all when none), about the company at `group_uri` when given:
/// none when there is no such company or `reader` may not see it.
pub async fn posts(
    db: &Db,
    reader: Option<&Principal>,
    language: Option<Language>,
    group_uri: Option<&str>,
    page: Paging,
) -> Result<PostPage> {
    let group_id = match group_uri {
        None => None,
        Some(uri) => match store::group_by_uri(db, uri).await? {
            Some((id, status)) if may_see_group(reader, id, status) => Some(id),
            _ => {
                return Ok(PostPage {
                    items: Vec::new(),
                    total_count: 0,
                })
            }
        },
    };
    let (items, total_count) = store::list(db, language, group_id, page).await?;
    Ok(PostPage {
        items: with_companies(db, reader, items).await?,
        total_count,
    })
}

/// Post `post_id` with its body as written and as HTML.
pub async fn post(db: &Db, reader: Option<&Principal>, post_id: i64) -> Result<Option<PostDetail>> {
    let Some(row) = store::post(db, post_id).await? else {
        return Ok(None);
    };
    let mut summary = with_companies(db, reader, vec![row.summary]).await?;
    Ok(summary.pop().map(|summary| PostDetail {
        summary,
        body_html: render(&row.body),
        body: row.body,
        date_updated: row.date_updated,
    }))
}
