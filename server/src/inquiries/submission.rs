//! Sending either form: check every field (then, for a research request, that the caller may see
//! the program), count the account's allowance or spend the human verification of a caller who is
//! not signed in, store the inquiry, then mail the site's administrators (and confirm a research
//! request to the requester). The per-address limit is counted by the handler before any of this,
//! so malformed attempts count too.

use time::{Duration, OffsetDateTime};

use super::model::{ContactMessageForm, Inquiry, ResearchRequestForm};
use super::rules::{check_account_allowance, check_inquiry};
use super::store;
use crate::access::{may_see_program, Principal};
use crate::error::{Error, Result};
use crate::language::Language;
use crate::mail::{self, RequestedReport, Sender};
use crate::state::AppState;
use crate::storage::timestamp;
use crate::verification::{spend_solution, VerificationSolution};

/// The period the per-account allowance (`INQUIRY_ACCOUNT_LIMIT`) counts.
const ACCOUNT_PERIOD: Duration = Duration::days(1);

/// Checks the caller's allowance, or spends the verification of a caller who is not signed in
/// (the form is checked before, so a malformed one spends nothing).
async fn admit(
    state: &AppState,
    caller: Option<&Principal>,
    verification: Option<&VerificationSolution>,
    now: OffsetDateTime,
) -> Result<()> {
    match caller {
        Some(caller) => {
            let since = timestamp(now - ACCOUNT_PERIOD);
            let sent = store::sent_since(&state.db, caller.user_id, &since).await?;
            check_account_allowance(sent, state.config.inquiry_account_limit)
        }
        None => spend_solution(&state.db, &state.verification_key, verification, now).await,
    }
}

fn sender(inquiry: &Inquiry) -> Sender<'_> {
    Sender {
        first_name: &inquiry.first_name,
        last_name: &inquiry.last_name,
        email: &inquiry.email,
        phone: &inquiry.phone,
        message: &inquiry.message,
    }
}

/// The administrators' list of inquiries in `language`.
fn list_url(state: &AppState, language: Language) -> String {
    format!(
        "{}/{}/admin/inquiries",
        state.config.public_url(),
        language.code()
    )
}

/// Stores a research request and sends its mails; `not_found` for a program the caller may
/// not see.
pub async fn request_research(
    state: &AppState,
    caller: Option<&Principal>,
    form: &ResearchRequestForm,
) -> Result<()> {
    let inquiry = form.inquiry();
    check_inquiry(&inquiry, caller.is_some(), form.verification.is_some())?;
    let target = store::program_target(&state.db, form.program_id)
        .await?
        .filter(|target| {
            may_see_program(
                caller,
                target.group_id,
                target.group_status_id,
                target.program_status_id,
                target.hide_program,
            )
        })
        .ok_or(Error::NotFound)?;
    let now = OffsetDateTime::now_utc();
    admit(state, caller, form.verification.as_ref(), now).await?;
    store::insert_research_request(
        &state.db,
        caller.map(|caller| caller.user_id),
        target.program.program_id,
        &inquiry,
        &timestamp(now),
    )
    .await?;

    let program = &target.program;
    let program_url = |language: Language| {
        format!(
            "{}/{}/groups/{}/programs/{}",
            state.config.public_url(),
            language.code(),
            program.group_uri,
            program.program_uri
        )
    };
    for admin in store::administrators(&state.db).await? {
        let url = program_url(admin.language);
        let report = RequestedReport {
            program_name: &program.program_name,
            group_name: &program.group_name,
            url: &url,
        };
        let mail = mail::research_request_notification(
            &admin.email,
            &admin.first_name,
            admin.language,
            &sender(&inquiry),
            &report,
            &list_url(state, admin.language),
        );
        state.mailer.send(&state.db, &mail).await?;
    }
    let url = program_url(form.language);
    let report = RequestedReport {
        program_name: &program.program_name,
        group_name: &program.group_name,
        url: &url,
    };
    let confirmation = mail::research_request_confirmation(
        &inquiry.email,
        &inquiry.first_name,
        form.language,
        &report,
    );
    state.mailer.send(&state.db, &confirmation).await
}

/// Stores a Contact Us message and mails it to the administrators.
pub async fn send_contact_message(
    state: &AppState,
    caller: Option<&Principal>,
    form: &ContactMessageForm,
) -> Result<()> {
    let inquiry = form.inquiry();
    check_inquiry(&inquiry, caller.is_some(), form.verification.is_some())?;
    let now = OffsetDateTime::now_utc();
    admit(state, caller, form.verification.as_ref(), now).await?;
    store::insert_contact_message(
        &state.db,
        caller.map(|caller| caller.user_id),
        &inquiry,
        &timestamp(now),
    )
    .await?;
    for admin in store::administrators(&state.db).await? {
        let mail = mail::contact_message_notification(
            &admin.email,
            &admin.first_name,
            admin.language,
            &sender(&inquiry),
            &list_url(state, admin.language),
        );
        state.mailer.send(&state.db, &mail).await?;
    }
    Ok(())
}
