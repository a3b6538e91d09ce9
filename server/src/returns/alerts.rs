//! Watchlist alerts: members who watch a program with alerts on get a mail when its record gains
//! a month later than the last one stored. Sent after the save has committed, in the
//! background: a mail that fails is logged (and recorded in `mail_outbox`), never the save's
//! failure.

use analytics_core::YearMonth;

use super::model::{EditableProgram, ReportedMonth};
use super::store::alert_watchers_of;
use crate::mail;
use crate::state::AppState;

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
