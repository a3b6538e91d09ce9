//! The recording of program views, which the view log (the program page's Logs tab) lists for
//! administrators and the company's CTA managers.
//!
//! A view is one row per client per program per day. The client is a keyed hash (HMAC-SHA-256)
//! of the signed-in user's id, or else of the address and user agent, under a salt of the day
//! kept in the database (so every server process keys a client alike) and deleted the next day
//! (so a key cannot be linked across days, and an address cannot be recovered by hashing
//! guesses once the salt is gone). A unique index and `ON CONFLICT DO NOTHING` make the row
//! once; an in-process set of the day's keys spares the database the repeats.

use std::collections::HashSet;

use hmac::{Hmac, Mac};
use sha2::Sha256;

use super::store::{day_salt, record_view};
use crate::error::Result;
use crate::storage::Db;

/// The day's keys one process remembers at most: beyond, a repeat view is sent to the database
/// (which ignores it) instead of memory growing with the day's distinct visitors. 100,000 keys
/// of about 100 bytes each is some 10 MB at worst.
const MAX_REMEMBERED_KEYS: usize = 100_000;

/// Records program views, at most one row per client per program per day.
#[derive(Debug, Default)]
pub struct ViewRecorder {
    today: tokio::sync::Mutex<Option<ViewDay>>,
}

#[derive(Debug)]
struct ViewDay {
    /// `YYYY-MM-DD`, UTC.
    day: String,
    salt: String,
    /// `(program, key)` of views already recorded today by this process.
    seen: HashSet<(i64, String)>,
}

/// Who viewed: a signed-in user, or an anonymous client by address and user agent.
#[derive(Debug, Clone, Copy)]
pub enum ViewClient<'a> {
    User(i64),
    Anonymous {
        address: &'a str,
        user_agent: &'a str,
    },
}

impl ViewRecorder {
    /// Records that `client` opened `program_id`'s page. Returns whether it went to the
    /// database: false for a view this process already recorded today.
    pub async fn record(&self, db: &Db, program_id: i64, client: ViewClient<'_>) -> Result<bool> {
        let day = time::OffsetDateTime::now_utc().date().to_string();
        let key = {
            let mut today = self.today.lock().await;
            if today.as_ref().is_none_or(|t| t.day != day) {
                *today = Some(ViewDay {
                    salt: day_salt(db, &day).await?,
                    day: day.clone(),
                    seen: HashSet::new(),
                });
            }
            let Some(today) = today.as_mut() else {
                return Ok(false);
            };
            let key = view_key(&today.salt, client);
            let seen = (program_id, key);
            if today.seen.contains(&seen) {
                return Ok(false);
            }
            if today.seen.len() < MAX_REMEMBERED_KEYS {
                today.seen.insert(seen.clone());
            }
            seen.1
        };
        let user_id = match client {
            ViewClient::User(id) => Some(id),
            ViewClient::Anonymous { .. } => None,
        };
        let written = record_view(db, program_id, user_id, &key, &day).await;
        if let Err(error) = written {
            // Forget the key so the next view of the day tries again.
            if let Some(today) = self.today.lock().await.as_mut() {
                today.seen.remove(&(program_id, key));
            }
            return Err(error);
        }
        Ok(true)
    }
}

/// The client's key under the day's salt (hex, 128 bits). The kind is part of the keyed text,
/// with the address and agent separated by a byte neither contains, so no user id, address and
/// agent can produce another's text.
fn view_key(salt: &str, client: ViewClient<'_>) -> String {
    let text = match client {
        ViewClient::User(id) => format!("user\n{id}"),
        ViewClient::Anonymous {
            address,
            user_agent,
        } => format!("client\n{address}\n{user_agent}"),
    };
    let mut mac =
        Hmac::<Sha256>::new_from_slice(salt.as_bytes()).expect("HMAC takes keys of any length");
    mac.update(text.as_bytes());
    hex::encode(&mac.finalize().into_bytes()[..16])
}

#[cfg(test)]
mod tests {
    use super::{view_key, ViewClient};

    #[test]
    fn view_keys_depend_on_the_salt_and_the_client() {
        let anonymous = ViewClient::Anonymous {
            address: "203.0.113.7",
            user_agent: "Firefox",
        };
        assert_eq!(view_key("a", anonymous), view_key("a", anonymous));
        assert_ne!(view_key("a", anonymous), view_key("b", anonymous));
        assert_ne!(
            view_key("a", anonymous),
            view_key(
                "a",
                ViewClient::Anonymous {
                    address: "203.0.113.7",
                    user_agent: "Chrome",
                }
            )
        );
        assert_ne!(view_key("a", ViewClient::User(7)), view_key("a", anonymous));
        assert_eq!(view_key("a", ViewClient::User(7)).len(), 32);
    }
}
