//! The inquiries' SQL: research requests and Contact Us messages, the administrators they are
//! mailed to, and how many an account sent lately. Rows are read by name because the lists join
//! the program and its company into one item.

use sqlx::any::AnyRow;
use sqlx::Row;

use super::model::{ContactMessageItem, Inquiry, RequestedProgram, ResearchRequestItem};
use crate::access::Role;
use crate::error::Result;
use crate::language::Language;
use crate::storage::Db;
use crate::validation::paging::Paging;

/// At most this many administrators get each inquiry's mail, so a site with a runaway role
/// grant cannot turn one form into a mail flood.
pub const MAX_RECIPIENTS: i64 = 20;

/// An administrator an inquiry is mailed to.
#[derive(Debug, Clone, PartialEq)]
pub struct Recipient {
    pub email: String,
    pub first_name: String,
    pub language: Language,
}

/// A program a research request may name, with what decides who may see it.
#[derive(Debug, Clone, PartialEq)]
pub struct ProgramTarget {
    pub program: RequestedProgram,
    pub group_id: i64,
    pub group_status_id: i64,
    pub program_status_id: i64,
    pub hide_program: bool,
}

pub async fn program_target(db: &Db, program_id: i64) -> Result<Option<ProgramTarget>> {
    let row = sqlx::query(
        "SELECT p.id, p.program_name, p.program_uri, p.program_status_id, p.hide_program, \
         g.id AS group_id, g.group_name, g.group_uri, g.group_status_id \
         FROM programs p JOIN groups g ON g.id = p.group_id WHERE p.id = $1",
    )
    .bind(program_id)
    .fetch_optional(&db.pool)
    .await?;
    row.map(|row| {
        Ok(ProgramTarget {
            program: RequestedProgram {
                program_id: row.try_get("id")?,
                program_name: row.try_get("program_name")?,
                program_uri: row.try_get("program_uri")?,
                group_name: row.try_get("group_name")?,
                group_uri: row.try_get("group_uri")?,
            },
            group_id: row.try_get("group_id")?,
            group_status_id: row.try_get("group_status_id")?,
            program_status_id: row.try_get("program_status_id")?,
            hide_program: row.try_get::<i64, _>("hide_program")? != 0,
        })
    })
    .transpose()
}

/// The accounts with the administrator role, oldest first, at most [`MAX_RECIPIENTS`].
pub async fn administrators(db: &Db) -> Result<Vec<Recipient>> {
    sqlx::query(
        "SELECT u.email, u.first_name, u.language FROM users u \
         JOIN user_roles r ON r.user_id = u.id AND r.role_id = $1 ORDER BY u.id LIMIT $2",
    )
    .bind(Role::Administrator.id())
    .bind(MAX_RECIPIENTS)
    .fetch_all(&db.pool)
    .await?
    .iter()
    .map(|row| {
        Ok(Recipient {
            email: row.try_get("email")?,
            first_name: row.try_get("first_name")?,
            language: Language::from_code(&row.try_get::<String, _>("language")?),
        })
    })
    .collect()
}

/// How many research requests and Contact Us messages `user_id` sent at or after `since`.
pub async fn sent_since(db: &Db, user_id: i64, since: &str) -> Result<i64> {
    Ok(sqlx::query_scalar(
        "SELECT (SELECT COUNT(*) FROM research_requests WHERE user_id = $1 AND date_created >= $2) \
         + (SELECT COUNT(*) FROM contact_messages WHERE user_id = $1 AND date_created >= $2)",
    )
    .bind(user_id)
    .bind(since)
    .fetch_one(&db.pool)
    .await?)
}

pub async fn insert_research_request(
    db: &Db,
    user_id: Option<i64>,
    program_id: i64,
    inquiry: &Inquiry,
    now: &str,
) -> Result<i64> {
    Ok(sqlx::query_scalar(
        "INSERT INTO research_requests (user_id, program_id, email, first_name, last_name, phone, \
         note, date_created) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
    )
    .bind(user_id)
    .bind(program_id)
    .bind(&inquiry.email)
    .bind(&inquiry.first_name)
    .bind(&inquiry.last_name)
    .bind(&inquiry.phone)
    .bind(&inquiry.message)
    .bind(now)
    .fetch_one(&db.pool)
    .await?)
}

pub async fn insert_contact_message(
    db: &Db,
    user_id: Option<i64>,
    inquiry: &Inquiry,
    now: &str,
) -> Result<i64> {
    Ok(sqlx::query_scalar(
        "INSERT INTO contact_messages (user_id, email, first_name, last_name, phone, message, \
         date_created) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
    )
    .bind(user_id)
    .bind(&inquiry.email)
    .bind(&inquiry.first_name)
    .bind(&inquiry.last_name)
    .bind(&inquiry.phone)
    .bind(&inquiry.message)
    .bind(now)
    .fetch_one(&db.pool)
    .await?)
}

/// A page of the research requests, newest first, and how many there are.
pub async fn research_requests(db: &Db, page: Paging) -> Result<(Vec<ResearchRequestItem>, i64)> {
    let total: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM research_requests")
        .fetch_one(&db.pool)
        .await?;
    let items = sqlx::query(
        "SELECT r.id, r.date_created, r.user_id, r.first_name, r.last_name, r.email, r.phone, \
         r.note, p.id AS program_id, p.program_name, p.program_uri, g.group_name, g.group_uri \
         FROM research_requests r LEFT JOIN programs p ON p.id = r.program_id \
         LEFT JOIN groups g ON g.id = p.group_id \
         ORDER BY r.id DESC LIMIT $1 OFFSET $2",
    )
    .bind(page.page_size)
    .bind(page.offset)
    .fetch_all(&db.pool)
    .await?
    .iter()
    .map(research_request_item)
    .collect::<Result<_>>()?;
    Ok((items, total))
}

fn research_request_item(row: &AnyRow) -> Result<ResearchRequestItem> {
    let program = match row.try_get::<Option<i64>, _>("program_id")? {
        Some(program_id) => Some(RequestedProgram {
            program_id,
            program_name: row.try_get("program_name")?,
            program_uri: row.try_get("program_uri")?,
            group_name: row.try_get("group_name")?,
            group_uri: row.try_get("group_uri")?,
        }),
        None => None,
    };
    Ok(ResearchRequestItem {
        id: row.try_get("id")?,
        date_created: row.try_get("date_created")?,
        user_id: row.try_get("user_id")?,
        first_name: row.try_get("first_name")?,
        last_name: row.try_get("last_name")?,
        email: row.try_get("email")?,
        phone: row.try_get("phone")?,
        message: row.try_get("note")?,
        program,
    })
}

/// A page of the Contact Us messages, newest first, and how many there are.
pub async fn contact_messages(db: &Db, page: Paging) -> Result<(Vec<ContactMessageItem>, i64)> {
    let total: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM contact_messages")
        .fetch_one(&db.pool)
        .await?;
    let items = sqlx::query(
        "SELECT id, date_created, user_id, first_name, last_name, email, phone, message \
         FROM contact_messages ORDER BY id DESC LIMIT $1 OFFSET $2",
    )
    .bind(page.page_size)
    .bind(page.offset)
    .fetch_all(&db.pool)
    .await?
    .iter()
    .map(|row| {
        Ok(ContactMessageItem {
            id: row.try_get("id")?,
            date_created: row.try_get("date_created")?,
            user_id: row.try_get("user_id")?,
            first_name: row.try_get("first_name")?,
            last_name: row.try_get("last_name")?,
            email: row.try_get("email")?,
            phone: row.try_get("phone")?,
            message: row.try_get("message")?,
        })
    })
    .collect::<Result<_>>()?;
    Ok((items, total))
}
