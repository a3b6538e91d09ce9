//! The newsletter's subscriber list. Subscribing again after leaving re-subscribes; leaving
//! keeps the row with the date, so the list shows who left and when.

use crate::error::Result;
use crate::storage::{now, Db};

/// Who subscribes, in which language, and from where (`member-registration`, `profile`, …).
pub struct Subscriber<'a> {
    pub email: &'a str,
    pub first_name: &'a str,
    pub last_name: &'a str,
    pub language: &'a str,
    pub source: &'a str,
}

pub async fn subscribe(db: &Db, subscriber: &Subscriber<'_>) -> Result<()> {
    sqlx::query(
        "INSERT INTO newsletter_subscribers (email, first_name, last_name, language, source, \
         date_subscribed) VALUES ($1, $2, $3, $4, $5, $6) \
         ON CONFLICT (email) DO UPDATE SET first_name = $2, last_name = $3, language = $4, \
         date_subscribed = CASE WHEN newsletter_subscribers.date_unsubscribed IS NULL \
         THEN newsletter_subscribers.date_subscribed ELSE $6 END, date_unsubscribed = NULL",
    )
    .bind(subscriber.email.trim().to_lowercase())
    .bind(subscriber.first_name)
    .bind(subscriber.last_name)
    .bind(subscriber.language)
    .bind(subscriber.source)
    .bind(now())
    .execute(&db.pool)
    .await?;
    Ok(())
}

pub async fn unsubscribe(db: &Db, email: &str) -> Result<()> {
    sqlx::query(
        "UPDATE newsletter_subscribers SET date_unsubscribed = $1 \
         WHERE email = $2 AND date_unsubscribed IS NULL",
    )
    .bind(now())
    .bind(email.trim().to_lowercase())
    .execute(&db.pool)
    .await?;
    Ok(())
}

/// Whether the address is currently subscribed.
pub async fn is_subscribed(db: &Db, email: &str) -> Result<bool> {
    let row = sqlx::query(
        "SELECT 1 AS found FROM newsletter_subscribers \
         WHERE email = $1 AND date_unsubscribed IS NULL",
    )
    .bind(email.trim().to_lowercase())
    .fetch_optional(&db.pool)
    .await?;
    Ok(row.is_some())
}
