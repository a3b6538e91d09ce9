//! Saves that carry the version stored now, for tests about something other than conflicts:
//! every company, program form and returns save must name the version it was made on.

use axum::http::StatusCode;
use serde_json::Value;
use server::storage::Db;
use sqlx::Row;

use crate::support::TestApp;

/// The version column a save at `path` is checked against, and the SQL that reads it: a company
/// (`/api/v1/groups/{g}`), a program's form (`…/programs/{p}`) or its returns (`…/returns` and
/// `…/returns/upload`). None for any other path.
fn version_query(path: &str) -> Option<(&'static str, Vec<String>)> {
    let rest = path.strip_prefix("/api/v1/groups/")?;
    let rest = rest.split('?').next().unwrap_or_default();
    let parts: Vec<&str> = rest.split('/').collect();
    match parts.as_slice() {
        [group] => Some((
            "SELECT version FROM groups WHERE group_uri = $1",
            vec![(*group).to_owned()],
        )),
        [group, "programs", program] => Some((
            "SELECT p.version FROM programs p JOIN groups g ON g.id = p.group_id \
             WHERE g.group_uri = $1 AND p.program_uri = $2",
            vec![(*group).to_owned(), (*program).to_owned()],
        )),
        [group, "programs", program, "returns"]
        | [group, "programs", program, "returns", "upload"] => Some((
            "SELECT p.returns_version AS version FROM programs p \
             JOIN groups g ON g.id = p.group_id WHERE g.group_uri = $1 AND p.program_uri = $2",
            vec![(*group).to_owned(), (*program).to_owned()],
        )),
        _ => None,
    }
}

/// The version stored now of what `path` saves; none when there is no such record.
pub async fn current_version(db: &Db, path: &str) -> Option<i64> {
    let (sql, binds) = version_query(path)?;
    let mut query = sqlx::query(sql);
    for bind in binds {
        query = query.bind(bind);
    }
    let row = query.fetch_optional(&db.pool).await.expect("version")?;
    Some(row.try_get::<i64, _>(0).expect("version column"))
}

/// `body` with the version stored now, unless it names one already.
pub async fn with_version(db: &Db, path: &str, mut body: Value) -> Value {
    if let (Some(object), Some(version)) = (body.as_object_mut(), current_version(db, path).await) {
        object.entry("version").or_insert(Value::from(version));
    }
    body
}

#[allow(async_fn_in_trait)]
pub trait Saves {
    /// `call`, with the version stored now added to the body of a versioned save.
    async fn save(
        &self,
        method: &str,
        path: &str,
        bearer: Option<&str>,
        body: Option<Value>,
    ) -> (StatusCode, Value);
}

impl Saves for TestApp {
    async fn save(
        &self,
        method: &str,
        path: &str,
        bearer: Option<&str>,
        body: Option<Value>,
    ) -> (StatusCode, Value) {
        let body = match body {
            Some(body) => Some(with_version(&self.db.db, path, body).await),
            None => None,
        };
        self.call(method, path, bearer, body).await
    }
}
