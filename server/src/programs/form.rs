//! The program form's data as stored, as the form and the status change answer it.

use serde::Serialize;
use utoipa::ToSchema;

use crate::access::{may_see_program, Principal};
use crate::error::{Error, Result};
use crate::programs::input::ProgramInput;
use crate::programs::store::{group_identity, load_program, ProgramRecord};
use crate::storage::Db;

/// The program form's data.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProgramForm {
    pub program_id: i64,
    pub program_uri: String,
    pub group_id: i64,
    pub group_uri: String,
    pub group_name: String,
    pub program: ProgramInput,
    /// The platforms the program is on.
    pub platform_ids: Vec<i64>,
    /// The version a save of this form sends back; every write of the form or the status
    /// bumps it.
    pub version: i64,
}

/// The program at the path as `user` may see it; not found when they may not.
pub async fn find_program(
    db: &Db,
    user: &Principal,
    group_uri: &str,
    program_uri: &str,
) -> Result<ProgramRecord> {
    let program = crate::programs::program_by_uri(db, group_uri, program_uri)
        .await?
        .ok_or(Error::NotFound)?;
    let group = crate::groups::group_by_uri(db, group_uri)
        .await?
        .ok_or(Error::NotFound)?;
    let visible = may_see_program(
        Some(user),
        group.id,
        group.group_status_id,
        program.program_status_id,
        program.hide_program,
    );
    if !visible {
        return Err(Error::NotFound);
    }
    load_program(db, program.id).await?.ok_or(Error::NotFound)
}

/// The form of program `program_id` as stored.
pub async fn program_form(db: &Db, program_id: i64) -> Result<ProgramForm> {
    let record = load_program(db, program_id).await?.ok_or(Error::NotFound)?;
    let group = group_identity(db, record.group_id)
        .await?
        .ok_or(Error::NotFound)?;
    Ok(ProgramForm {
        program_id,
        program_uri: record.program.program_uri.clone(),
        group_id: record.group_id,
        group_uri: group.group_uri,
        group_name: group.group_name,
        program: ProgramInput::from_record(&record.program, record.group_id),
        platform_ids: record.program.platform_ids,
        version: record.version,
    })
}
