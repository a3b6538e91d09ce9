//! The shapes of news posts as the API reads and writes them.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::language::Language;

/// What an administrator writes: a title, a summary, a link or a body (Markdown), the language
/// of its readers, and the companies it is about.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct PostInput {
    #[schema(required = true)]
    pub language: Language,
    /// 1 to 200 characters.
    #[schema(required = true, max_length = 200)]
    pub title: String,
    /// At most 500 characters.
    #[schema(max_length = 500)]
    pub summary: String,
    /// An `http://` or `https://` address of at most 2,000 characters; a post with a link and no
    /// body sends its readers there. A post needs a link or a body.
    #[schema(max_length = 2000)]
    pub link: String,
    /// Markdown, at most 20,000 characters; raw HTML in it is shown as text.
    #[schema(max_length = 20000)]
    pub body: String,
    /// The companies it is about, at most 10, each once.
    #[schema(max_items = 10)]
    pub group_ids: Vec<i64>,
}

/// A company a post is about.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PostCompany {
    pub group_id: i64,
    pub group_uri: String,
    pub group_name: String,
}

/// A post in a list: everything but its body.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PostSummary {
    pub post_id: i64,
    pub language: Language,
    pub title: String,
    pub summary: String,
    /// Empty without a link.
    pub link: String,
    /// Whether it has a body: without one the post is its link.
    pub has_body: bool,
    /// RFC 3339 UTC: when it was published.
    pub post_date: String,
    /// The companies it is about that the reader may see, by name.
    pub companies: Vec<PostCompany>,
}

/// One post with its body, as Markdown (for its editor) and as safe HTML (for its page).
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PostDetail {
    #[serde(flatten)]
    pub summary: PostSummary,
    pub body: String,
    /// The body rendered: no raw HTML, links only to http(s) and mailto addresses.
    pub body_html: String,
    /// RFC 3339 UTC.
    pub date_updated: String,
}

/// A page of posts, newest first.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PostPage {
    pub items: Vec<PostSummary>,
    pub total_count: i64,
}

/// A new post's id.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CreatedPost {
    pub post_id: i64,
}
