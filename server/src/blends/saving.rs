//! The blender's use cases that read a blend back after writing it: the current blend, loading
//! one, Save and Save As (which compute the official statistics first and store them only if the
//! blend did not change meanwhile).

use super::model::Blend;
use super::read::read_blend;
use super::rules;
use super::statistics::official_statistics;
use super::store::{self, owned_blend};
use crate::error::{Error, Result};
use crate::member_limits::{self, ensure_room};
use crate::storage::Db;

/// The member's current blend, creating the empty worksheet when there is none.
pub async fn current_blend(db: &Db, user_id: i64) -> Result<Blend> {
    let id = store::current_blend_id(db, user_id).await?;
    read_blend(db, user_id, id).await
}

/// Makes `blend_id` the member's current blend; a current worksheet is deleted.
pub async fn load_blend(db: &Db, user_id: i64, blend_id: i64) -> Result<Blend> {
    store::make_current(db, user_id, blend_id).await?;
    read_blend(db, user_id, blend_id).await
}

/// How often a save recomputes when the blend changes while its statistics are computed.
const SAVE_ATTEMPTS: usize = 3;

/// Saves the current blend under `name`: a saved blend (type 1) with its official statistics
/// and a snapshot of its orders; it stays current. `orders`/`empty` without programs.
pub async fn save_blend(db: &Db, user_id: i64, blend_id: i64, name: &str) -> Result<Blend> {
    let name = rules::blend_name(name)?;
    for _ in 0..SAVE_ATTEMPTS {
        let blend = owned_blend(&db.pool, user_id, blend_id).await?;
        blend.require_current()?;
        if blend.is_worksheet() {
            // Saving the worksheet makes it a saved blend, one more on the list.
            ensure_room(db, &member_limits::BLENDS, user_id).await?;
        }
        let official = official_statistics(db, user_id, &blend).await?;
        if store::write_official(db, blend_id, &name, &official, &blend.date_updated).await? {
            return read_blend(db, user_id, blend_id).await;
        }
    }
    Err(Error::Conflict {
        code: "changed",
        message: "the blend kept changing while it was saved".to_owned(),
    })
}

/// Saves the current blend as a new saved blend named `name`, with its orders and statistics,
/// and makes the new one current; the source goes back to its last save (or, a worksheet, is
/// deleted).
pub async fn save_blend_as(db: &Db, user_id: i64, blend_id: i64, name: &str) -> Result<Blend> {
    let name = rules::blend_name(name)?;
    let source = owned_blend(&db.pool, user_id, blend_id).await?;
    source.require_current()?;
    ensure_room(db, &member_limits::BLENDS, user_id).await?;
    let official = official_statistics(db, user_id, &source).await?;
    let id = store::insert_saved_copy(db, user_id, &source, &name, &official).await?;
    read_blend(db, user_id, id).await
}
