//! The newsletter's subscriber list, with double opt-in: subscribing records the address as
//! pending and mails it a confirmation link; only a confirmed address counts as subscribed.
//! Subscribing again after leaving starts over (pending again); leaving keeps the row with the
//! date, so the list shows who left and when.

use sqlx::Row;
use time::{Duration, OffsetDateTime};

use crate::error::Result;
use crate::language::Language;
use crate::mail;
use crate::mail_tokens::{self, Purpose, CONFIRMATION_DAYS};
use crate::state::AppState;
use crate::storage::{now, timestamp, Db};

/// The shortest wait between two confirmation mails to one address: saving the profile again
/// or ticking the box twice must not flood the inbox.
pub const CONFIRMATION_PAUSE_MINUTES: i64 = 10;

/// Who subscribes, in which language, and from where (`member-registration`, `profile`, …).
pub struct Subscriber<'a> {
    pub email: &'a str,
    pub first_name: &'a str,
    pub last_name: &'a str,
    pub language: &'a str,
    pub source: &'a str,
}

fn normalized(email: &str) -> String {
    email.trim().to_lowercase()
}

/// Records the subscription (pending unless the address already confirmed and never left);
/// answers whether it still awaits confirmation.
pub async fn subscribe(db: &Db, subscriber: &Subscriber<'_>) -> Result<bool> {
    let email = normalized(subscriber.email);
    sqlx::query(
        "INSERT INTO newsletter_subscribers (email, first_name, last_name, language, source, \
         date_subscribed) VALUES ($1, $2, $3, $4, $5, $6) \
         ON CONFLICT (email) DO UPDATE SET first_name = $2, last_name = $3, language = $4, \
         date_subscribed = CASE WHEN newsletter_subscribers.date_unsubscribed IS NULL \
         THEN newsletter_subscribers.date_subscribed ELSE $6 END, \
         date_confirmed = CASE WHEN newsletter_subscribers.date_unsubscribed IS NULL \
         THEN newsletter_subscribers.date_confirmed ELSE NULL END, date_unsubscribed = NULL",
    )
    .bind(&email)
    .bind(subscriber.first_name)
    .bind(subscriber.last_name)
    .bind(subscriber.language)
    .bind(subscriber.source)
    .bind(now())
    .execute(&db.pool)
    .await?;
    let row = sqlx::query("SELECT date_confirmed FROM newsletter_subscribers WHERE email = $1")
        .bind(&email)
        .fetch_one(&db.pool)
        .await?;
    Ok(row
        .try_get::<Option<String>, _>("date_confirmed")?
        .is_none())
}

/// A visitor's sign-up from the newsletter page: a new address, or one that left, becomes
/// pending in `language`; an address on the list keeps its name and language, since whoever typed
/// it has not proven it is theirs. Answers whether it awaits confirmation.
pub async fn subscribe_visitor(db: &Db, email: &str, language: Language) -> Result<bool> {
    let email = normalized(email);
    let at = now();
    sqlx::query(
        "INSERT INTO newsletter_subscribers (email, language, source, date_subscribed) \
         VALUES ($1, $2, 'newsletter-page', $3) \
         ON CONFLICT (email) DO UPDATE SET language = $2, source = 'newsletter-page', \
         first_name = '', last_name = '', date_subscribed = $3, date_confirmed = NULL, \
         date_unsubscribed = NULL WHERE newsletter_subscribers.date_unsubscribed IS NOT NULL",
    )
    .bind(&email)
    .bind(language.code())
    .bind(at)
    .execute(&db.pool)
    .await?;
    is_pending(db, &email).await
}

/// Subscribes and, while the address awaits confirmation, mails it the confirmation link.
pub async fn request(state: &AppState, subscriber: &Subscriber<'_>) -> Result<()> {
    if subscribe(&state.db, subscriber).await? {
        send_confirmation(state, subscriber.email).await?;
    }
    Ok(())
}

/// Mails a pending address its confirmation link, unless one went out in the last
/// `CONFIRMATION_PAUSE_MINUTES`.
pub async fn send_confirmation(state: &AppState, email: &str) -> Result<()> {
    let email = normalized(email);
    let at = OffsetDateTime::now_utc();
    let paused_since = timestamp(at - Duration::minutes(CONFIRMATION_PAUSE_MINUTES));
    // Claiming the slot and checking it in one statement: two saves at once send one mail.
    let claimed = sqlx::query(
        "UPDATE newsletter_subscribers SET confirmation_sent_at = $1 \
         WHERE email = $2 AND date_confirmed IS NULL AND date_unsubscribed IS NULL \
         AND (confirmation_sent_at IS NULL OR confirmation_sent_at <= $3) \
         RETURNING first_name, language",
    )
    .bind(timestamp(at))
    .bind(&email)
    .bind(paused_since)
    .fetch_optional(&state.db.pool)
    .await?;
    let Some(row) = claimed else {
        return Ok(());
    };
    let first_name: String = row.try_get("first_name")?;
    let language = Language::from_code(&row.try_get::<String, _>("language")?);
    let key = mail_tokens::key(&state.jwt_secret);
    let confirm = mail_tokens::sign(
        &key,
        Purpose::ConfirmNewsletter,
        &email,
        Some(at + Duration::days(CONFIRMATION_DAYS)),
    );
    let (leave, leave_token) = leave_link(state, &email, language);
    let site = format!("{}/{}", state.config.public_url(), language.code());
    let mail = mail::newsletter_confirmation(
        &email,
        &first_name,
        language,
        &format!("{site}/newsletter/confirm?token={confirm}"),
        &leave,
    )
    .redacting(&confirm)
    .redacting(&leave_token);
    state.mailer.send(&state.db, &mail).await
}

/// The page that takes `token`'s holder off a list, under `site` (the public URL and language).
pub fn unsubscribe_url(site: &str, token: &str) -> String {
    format!("{site}/unsubscribe?token={token}")
}

/// `email`'s own link off the newsletter, in its language: what every newsletter mail carries.
/// The token is signed, never expires and is `email`'s alone.
pub fn leave_link(state: &AppState, email: &str, language: Language) -> (String, String) {
    let key = mail_tokens::key(&state.jwt_secret);
    let token = mail_tokens::sign(&key, Purpose::LeaveNewsletter, email, None);
    let site = format!("{}/{}", state.config.public_url(), language.code());
    (unsubscribe_url(&site, &token), token)
}

/// A confirmed subscriber, as the administrators' export lists them.
pub struct ConfirmedSubscriber {
    pub id: i64,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub language: Language,
    pub source: String,
    pub date_subscribed: String,
    pub date_confirmed: String,
}

/// Up to `limit` confirmed subscribers still on the list with an id above `after`, by id.
pub async fn confirmed_after(db: &Db, after: i64, limit: i64) -> Result<Vec<ConfirmedSubscriber>> {
    sqlx::query(
        "SELECT id, email, first_name, last_name, language, source, date_subscribed, \
         date_confirmed FROM newsletter_subscribers \
         WHERE id > $1 AND date_unsubscribed IS NULL AND date_confirmed IS NOT NULL \
         ORDER BY id LIMIT $2",
    )
    .bind(after)
    .bind(limit)
    .fetch_all(&db.pool)
    .await?
    .iter()
    .map(|row| {
        Ok(ConfirmedSubscriber {
            id: row.try_get("id")?,
            email: row.try_get("email")?,
            first_name: row.try_get("first_name")?,
            last_name: row.try_get("last_name")?,
            language: Language::from_code(&row.try_get::<String, _>("language")?),
            source: row.try_get("source")?,
            date_subscribed: row.try_get("date_subscribed")?,
            date_confirmed: row.try_get("date_confirmed")?,
        })
    })
    .collect()
}

/// Confirms a pending address; answers false when it is not on the list (it left since).
pub async fn confirm(db: &Db, email: &str) -> Result<bool> {
    let email = normalized(email);
    sqlx::query(
        "UPDATE newsletter_subscribers SET date_confirmed = $1 \
         WHERE email = $2 AND date_unsubscribed IS NULL AND date_confirmed IS NULL",
    )
    .bind(now())
    .bind(&email)
    .execute(&db.pool)
    .await?;
    let row = sqlx::query(
        "SELECT 1 AS found FROM newsletter_subscribers \
         WHERE email = $1 AND date_unsubscribed IS NULL",
    )
    .bind(&email)
    .fetch_optional(&db.pool)
    .await?;
    Ok(row.is_some())
}

pub async fn unsubscribe(db: &Db, email: &str) -> Result<()> {
    sqlx::query(
        "UPDATE newsletter_subscribers SET date_unsubscribed = $1 \
         WHERE email = $2 AND date_unsubscribed IS NULL",
    )
    .bind(now())
    .bind(normalized(email))
    .execute(&db.pool)
    .await?;
    Ok(())
}

/// Whether the address is subscribed: confirmed and not left since.
pub async fn is_subscribed(db: &Db, email: &str) -> Result<bool> {
    let row = sqlx::query(
        "SELECT 1 AS found FROM newsletter_subscribers \
         WHERE email = $1 AND date_unsubscribed IS NULL AND date_confirmed IS NOT NULL",
    )
    .bind(normalized(email))
    .fetch_optional(&db.pool)
    .await?;
    Ok(row.is_some())
}

/// Whether the address is on the list awaiting its confirmation.
pub async fn is_pending(db: &Db, email: &str) -> Result<bool> {
    let row = sqlx::query(
        "SELECT 1 AS found FROM newsletter_subscribers \
         WHERE email = $1 AND date_unsubscribed IS NULL AND date_confirmed IS NULL",
    )
    .bind(normalized(email))
    .fetch_optional(&db.pool)
    .await?;
    Ok(row.is_some())
}
