//! Watchlist alerts: members who watch a program with alerts on get a mail when its record gains
//! a month later than the last one stored. Sent after the save has committed, in the
//! background: a mail that fails is logged (and recorded in `mail_outbox`), never the save's
//! failure.

use analytics_core::YearMonth;
use sqlx::Row;

use crate::access::Role;
use crate::error::Result;
use crate::language::Language;
use crate::mail;
use crate::reference::program_status;
use crate::returns::editable::EditableProgram;
use crate::returns::ReportedMonth;
use crate::state::AppState;
use crate::storage::Db;

/// An alert names at most this many months, the latest: a first upload of a long history is
/// one short mail, not a page per decade.
pub const MAX_ALERT_MONTHS: usize = 12;

/// The months of `months` (oldest first) later than the last month stored before the save (all
/// of them when nothing was stored), the latest `MAX_ALERT_MONTHS`: the new months an alert names.
pub fn months_after(
    stored_last: Option<YearMonth>,
    months: &[ReportedMonth],
) -> Vec<ReportedMonth> {
    let new: Vec<ReportedMonth> = months
        .iter()
        .filter(|m| stored_last.is_none_or(|last| m.month > last))
        .copied()
        .collect();
    new[new.len().saturating_sub(MAX_ALERT_MONTHS)..].to_vec()
}

/// A member to alert.
#[derive(Debug, Clone, PartialEq)]
pub struct Watcher {
    pub email: String,
    pub first_name: String,
    pub language: Language,
}

/// The members watching `program_id` with alerts on who may see it now (the program page's rule,
/// `detail::may_see`, for a signed-in reader): an active program or an archived one of an active
/// company, or any program for administrators and the company's CTA managers. A member who
/// watched a program since hidden from them is not told about it.
pub async fn alert_watchers_of(db: &Db, program_id: i64) -> Result<Vec<Watcher>> {
    let rows = sqlx::query(
        "SELECT u.email, u.first_name, u.language FROM watchlists w \
         JOIN users u ON u.id = w.user_id JOIN programs p ON p.id = w.program_id \
         JOIN groups g ON g.id = p.group_id WHERE w.program_id = $1 AND w.alert = 1 AND ( \
         (g.group_status_id = $2 AND p.program_status_id IN ($3, $4)) \
         OR EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role_id = $5) \
         OR (EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role_id = $6) \
             AND EXISTS (SELECT 1 FROM group_administrators a \
                         WHERE a.user_id = u.id AND a.group_id = p.group_id))) \
         ORDER BY u.id",
    )
    .bind(program_id)
    .bind(crate::reference::group_status::ACTIVE)
    .bind(program_status::ACTIVE)
    .bind(program_status::ARCHIVED)
    .bind(Role::Administrator as i64)
    .bind(Role::CtaManager as i64)
    .fetch_all(&db.pool)
    .await?;
    rows.iter()
        .map(|row| {
            Ok(Watcher {
                email: row.try_get("email")?,
                first_name: row.try_get("first_name")?,
                language: Language::from_code(&row.try_get::<String, _>("language")?),
            })
        })
        .collect()
}

/// Mails every watcher with alerts on about `new_months`; problems are logged, not returned.
pub async fn alert_watchers(
    state: AppState,
    program: EditableProgram,
    new_months: Vec<ReportedMonth>,
) {
    let watchers = match alert_watchers_of(&state.db, program.id).await {
        Ok(watchers) => watchers,
        Err(error) => {
            tracing::error!(program = program.id, %error, "watchlist alerts not sent");
            return;
        }
    };
    let months: Vec<(YearMonth, f64)> = new_months
        .iter()
        .map(|m| (m.month, m.monthly_return))
        .collect();
    for watcher in watchers {
        let link = format!(
            "{}/{}/groups/{}/programs/{}",
            state.config.public_url(),
            watcher.language.code(),
            program.group_uri,
            program.program_uri
        );
        let mail = mail::watchlist_alert(
            &watcher.email,
            &watcher.first_name,
            watcher.language,
            &program.program_name,
            &months,
            &link,
        );
        if let Err(error) = state.mailer.send(&state.db, &mail).await {
            tracing::error!(program = program.id, to = %watcher.email, %error,
                "watchlist alert not recorded");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ym(yyyymm: i32) -> YearMonth {
        YearMonth::from_yyyymm(yyyymm).unwrap()
    }

    fn month(month: YearMonth) -> ReportedMonth {
        ReportedMonth {
            month,
            monthly_return: 0.01,
            assets: None,
            estimated: false,
        }
    }

    #[test]
    fn only_months_after_the_last_stored_one_are_new() {
        let months = [month(ym(202401)), month(ym(202402)), month(ym(202403))];
        let new = |last: Option<i32>| -> Vec<i32> {
            months_after(last.map(ym), &months)
                .iter()
                .map(|m| m.month.yyyymm())
                .collect()
        };
        assert_eq!(new(Some(202401)), [202402, 202403]);
        assert_eq!(new(Some(202403)), Vec::<i32>::new());
        assert_eq!(new(Some(202406)), Vec::<i32>::new());
        assert_eq!(new(None), [202401, 202402, 202403]);
    }

    #[test]
    fn an_alert_names_the_latest_twelve_new_months_at_most() {
        let history: Vec<ReportedMonth> = ym(200001).through(ym(200912)).map(month).collect();
        let named = months_after(None, &history);
        assert_eq!(named.len(), MAX_ALERT_MONTHS);
        assert_eq!(named.first().map(|m| m.month), Some(ym(200901)));
        assert_eq!(named.last().map(|m| m.month), Some(ym(200912)));
    }
}
