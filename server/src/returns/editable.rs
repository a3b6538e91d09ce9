//! The program a write to its record is about, once the caller is known to be its editor: the
//! performance form, the upload and the revision log all start here.

use sqlx::Row;

use crate::access::{decide, may_edit_group, may_see_program, Principal};
use crate::error::{Error, Result};
use crate::storage::Db;

/// The program a performance request is about, once its editor is known.
#[derive(Debug, Clone)]
pub struct EditableProgram {
    pub id: i64,
    pub program_name: String,
    pub program_uri: String,
    pub group_uri: String,
    pub date_inception: Option<String>,
    /// Members (the watchers) may see it: alerts are only sent for such a program.
    pub visible_to_members: bool,
}

/// The program at `group_uri`/`program_uri` when `user` may edit it (an administrator or one of
/// its company's CTA managers). Someone who may see the program but not edit it is refused with
/// `forbidden_role`; for anyone else it does not exist.
pub async fn editable_program(
    db: &Db,
    user: &Principal,
    group_uri: &str,
    program_uri: &str,
) -> Result<EditableProgram> {
    let row = sqlx::query(
        "SELECT p.id, p.group_id, p.program_name, p.program_uri, p.program_status_id, \
         p.hide_program, p.date_inception, g.group_uri, g.group_status_id FROM programs p \
         JOIN groups g ON g.id = p.group_id WHERE g.group_uri = $1 AND p.program_uri = $2",
    )
    .bind(group_uri)
    .bind(program_uri)
    .fetch_optional(&db.pool)
    .await?
    .ok_or(Error::NotFound)?;
    let group_id: i64 = row.try_get("group_id")?;
    let group_status_id: i64 = row.try_get("group_status_id")?;
    let program_status_id: i64 = row.try_get("program_status_id")?;
    let hidden = row.try_get::<i64, _>("hide_program")? != 0;
    let member = Principal::member(user.user_id);
    let visible_to_members = may_see_program(
        Some(&member),
        group_id,
        group_status_id,
        program_status_id,
        hidden,
    );
    decide(
        may_edit_group(Some(user), group_id),
        may_see_program(
            Some(user),
            group_id,
            group_status_id,
            program_status_id,
            hidden,
        ),
    )?;
    Ok(EditableProgram {
        id: row.try_get("id")?,
        program_name: row.try_get("program_name")?,
        program_uri: row.try_get("program_uri")?,
        group_uri: row.try_get("group_uri")?,
        date_inception: row.try_get("date_inception")?,
        visible_to_members,
    })
}
