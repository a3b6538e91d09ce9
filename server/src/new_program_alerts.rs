//! New-program alerts: members who ask for them (the profile's `getAlertNewProgram`) get one
//! mail a day at most naming the programs first activated (their approval date) since their
//! last alert mail, each with a link that stops the alerts without signing in. `serve` runs the
//! batch every hour and `server alerts new-programs` runs it once; a member already mailed that
//! UTC day is skipped, so running it more often never sends more.

use sqlx::Row;
use time::{Duration, OffsetDateTime, Time};

use crate::error::Result;
use crate::language::Language;
use crate::mail::{self, NewProgram};
use crate::mail_tokens::{self, Purpose};
use crate::newsletter::unsubscribe_url;
use crate::reference::{group_status, program_status};
use crate::state::AppState;
use crate::storage::timestamp;

/// How often `serve` looks for alerts to send.
pub const INTERVAL: std::time::Duration = std::time::Duration::from_secs(3600);

/// The most programs one mail names (the earliest first); a day with more is exceptional and
/// the new-listings page shows them all.
pub const MAX_PROGRAMS_PER_MAIL: usize = 50;

/// What a member who never got an alert is told about: the last day's programs, not every
/// program ever approved.
const FIRST_LOOKBACK_DAYS: i64 = 1;

struct Member {
    id: i64,
    email: String,
    first_name: String,
    language: Language,
    since: String,
}

struct Activated {
    date_approved: String,
    program_name: String,
    program_uri: String,
    group_name: String,
    group_uri: String,
}

/// Members with alerts on who were not mailed yet on `at`'s UTC day, each with the moment from
/// which programs are new to them.
async fn due_members(state: &AppState, at: OffsetDateTime) -> Result<Vec<Member>> {
    let day_start = timestamp(at.replace_time(Time::MIDNIGHT));
    let first_since = timestamp(at - Duration::days(FIRST_LOOKBACK_DAYS));
    let rows = sqlx::query(
        "SELECT id, email, first_name, language, new_program_alert_sent_at FROM users \
         WHERE get_alert_new_program = 1 \
         AND (new_program_alert_sent_at IS NULL OR new_program_alert_sent_at < $1) ORDER BY id",
    )
    .bind(day_start)
    .fetch_all(&state.db.pool)
    .await?;
    rows.iter()
        .map(|row| {
            let sent: Option<String> = row.try_get("new_program_alert_sent_at")?;
            Ok(Member {
                id: row.try_get("id")?,
                email: row.try_get("email")?,
                first_name: row.try_get("first_name")?,
                language: Language::from_code(&row.try_get::<String, _>("language")?),
                since: sent.unwrap_or_else(|| first_since.clone()),
            })
        })
        .collect()
}

/// Active programs of active companies first approved from `since` until before `until`,
/// earliest first. Times are stored to the second, so the bound is exclusive: a program approved
/// in the batch's own second is left for the next run, which starts from that second.
async fn activated_between(state: &AppState, since: &str, until: &str) -> Result<Vec<Activated>> {
    let rows = sqlx::query(
        "SELECT p.date_approved, p.program_name, p.program_uri, g.group_name, g.group_uri \
         FROM programs p JOIN groups g ON g.id = p.group_id \
         WHERE p.program_status_id = $1 AND g.group_status_id = $2 \
         AND p.date_approved >= $3 AND p.date_approved < $4 \
         ORDER BY p.date_approved, p.id",
    )
    .bind(program_status::ACTIVE)
    .bind(group_status::ACTIVE)
    .bind(since)
    .bind(until)
    .fetch_all(&state.db.pool)
    .await?;
    rows.iter()
        .map(|row| {
            Ok(Activated {
                date_approved: row.try_get("date_approved")?,
                program_name: row.try_get("program_name")?,
                program_uri: row.try_get("program_uri")?,
                group_name: row.try_get("group_name")?,
                group_uri: row.try_get("group_uri")?,
            })
        })
        .collect()
}

/// The programs new to someone whose last alert covered the time before `since`: at most
/// `MAX_PROGRAMS_PER_MAIL`.
fn new_since<'a>(activated: &'a [Activated], since: &str) -> Vec<&'a Activated> {
    activated
        .iter()
        .filter(|program| program.date_approved.as_str() >= since)
        .take(MAX_PROGRAMS_PER_MAIL)
        .collect()
}

/// Claims `member`'s alert of the day, so a batch running at the same time skips them.
async fn claim(state: &AppState, member: &Member, at: OffsetDateTime) -> Result<bool> {
    let claimed = sqlx::query(
        "UPDATE users SET new_program_alert_sent_at = $1 WHERE id = $2 \
         AND (new_program_alert_sent_at IS NULL OR new_program_alert_sent_at < $3)",
    )
    .bind(timestamp(at))
    .bind(member.id)
    .bind(timestamp(at.replace_time(Time::MIDNIGHT)))
    .execute(&state.db.pool)
    .await?;
    Ok(claimed.rows_affected() == 1)
}

/// Sends the alerts due at `at`; answers how many mails went out. A member with nothing new is
/// left for a later run.
pub async fn send_due(state: &AppState, at: OffsetDateTime) -> Result<usize> {
    let members = due_members(state, at).await?;
    let Some(earliest) = members.iter().map(|member| member.since.clone()).min() else {
        return Ok(0);
    };
    let activated = activated_between(state, &earliest, &timestamp(at)).await?;
    if activated.is_empty() {
        return Ok(0);
    }
    let key = mail_tokens::key(&state.jwt_secret);
    let mut mailed = 0;
    for member in members {
        let programs = new_since(&activated, &member.since);
        if programs.is_empty() || !claim(state, &member, at).await? {
            continue;
        }
        let site = format!("{}/{}", state.config.public_url(), member.language.code());
        let programs: Vec<NewProgram> = programs
            .into_iter()
            .map(|program| NewProgram {
                program_name: program.program_name.clone(),
                group_name: program.group_name.clone(),
                url: format!(
                    "{site}/groups/{}/programs/{}",
                    program.group_uri, program.program_uri
                ),
            })
            .collect();
        let token = mail_tokens::sign(
            &key,
            Purpose::StopNewProgramAlerts,
            &member.id.to_string(),
            None,
        );
        let mail = mail::new_program_alert(
            &member.email,
            &member.first_name,
            member.language,
            &programs,
            &unsubscribe_url(&site, &token),
        )
        .redacting(&token);
        state.mailer.send(&state.db, &mail).await?;
        mailed += 1;
    }
    Ok(mailed)
}

/// Runs the batch every `INTERVAL` for as long as the server runs; a failed run is logged and
/// the next one tries again.
pub async fn run_every_hour(state: AppState) {
    let mut ticks = tokio::time::interval(INTERVAL);
    loop {
        ticks.tick().await;
        match send_due(&state, OffsetDateTime::now_utc()).await {
            Ok(0) => {}
            Ok(mailed) => tracing::info!(mailed, "new-program alerts sent"),
            Err(error) => tracing::error!(%error, "new-program alerts not sent"),
        }
    }
}

/// Stops `user_id`'s alerts (the unsubscribe link); answers the address it was, or `None` when
/// the account no longer exists.
pub async fn stop(state: &AppState, user_id: i64) -> Result<Option<String>> {
    let row =
        sqlx::query("UPDATE users SET get_alert_new_program = 0 WHERE id = $1 RETURNING email")
            .bind(user_id)
            .fetch_optional(&state.db.pool)
            .await?;
    row.map(|row| row.try_get("email"))
        .transpose()
        .map_err(Into::into)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn program(date: &str, name: &str) -> Activated {
        Activated {
            date_approved: date.to_owned(),
            program_name: name.to_owned(),
            program_uri: name.to_lowercase(),
            group_name: "G".to_owned(),
            group_uri: "g".to_owned(),
        }
    }

    #[test]
    fn a_member_hears_of_programs_approved_after_their_last_alert_only() {
        let activated = [
            program("2026-11-20T10:00:00Z", "A"),
            program("2026-11-21T10:00:00Z", "B"),
            program("2026-11-22T10:00:00Z", "C"),
        ];
        let names = |since: &str| -> Vec<String> {
            new_since(&activated, since)
                .iter()
                .map(|p| p.program_name.clone())
                .collect()
        };
        assert_eq!(names("2026-11-21T10:00:01Z"), ["C"]);
        assert_eq!(names("2026-11-21T10:00:00Z"), ["B", "C"]);
        assert_eq!(names("2026-11-19T00:00:00Z"), ["A", "B", "C"]);
        assert!(names("2026-11-22T10:00:01Z").is_empty());
    }

    #[test]
    fn one_mail_names_at_most_the_cap() {
        let activated: Vec<Activated> = (0..MAX_PROGRAMS_PER_MAIL + 5)
            .map(|i| program(&format!("2026-11-20T10:{:02}:00Z", i % 60), "P"))
            .collect();
        assert_eq!(
            new_since(&activated, "2026-01-01T00:00:00Z").len(),
            MAX_PROGRAMS_PER_MAIL
        );
    }
}
