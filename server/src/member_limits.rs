//! How much one member may keep. Each list is read whole on its page (and the portfolio's and
//! blends' figures are computed from every entry), so an unbounded list would let one account
//! make every read of its pages, and the database, as slow as it likes. The numbers are far above
//! what the pages are made for, so a real member never meets them.
//!
//! The count and the insert are two statements: two adds at the same moment may pass one check
//! together and end one or two entries over. The limit bounds abuse; it is not an invariant.

use sqlx::Row;

use crate::error::{Error, Result};
use crate::storage::Db;

/// One member list's limit and how to count it.
pub struct Limit {
    /// The list, as the English error message names it.
    pub what: &'static str,
    pub max: i64,
    /// Counts the member's entries (`$1`: the user id).
    count_sql: &'static str,
}

/// The screener lists saved searches on one menu; 100 is pages of them.
pub const SAVED_SEARCHES: Limit = Limit {
    what: "saved searches",
    max: 100,
    count_sql: "SELECT COUNT(*) AS n FROM saved_searches WHERE user_id = $1",
};

/// Saved blends (not the worksheet): each holds up to 50 programs and stored statistics.
pub const BLENDS: Limit = Limit {
    what: "saved blends",
    max: 200,
    count_sql: "SELECT COUNT(*) AS n FROM blends WHERE user_id = $1 AND blend_type_id = 1",
};

/// Live shared links of saved blends: each is a public read of up to 50 programs' returns.
pub const BLEND_SHARES: Limit = Limit {
    what: "live shared links",
    max: 50,
    count_sql: "SELECT COUNT(*) AS n FROM blend_shares WHERE user_id = $1 AND revoked_at IS NULL",
};

/// The watchlist page shows every entry with its figures, and alerts mail per entry.
pub const WATCHLIST: Limit = Limit {
    what: "watchlist entries",
    max: 500,
    count_sql: "SELECT COUNT(*) AS n FROM watchlists WHERE user_id = $1",
};

/// The portfolio reads every entry's monthly returns on each view, so it is kept smaller.
pub const PORTFOLIO: Limit = Limit {
    what: "portfolio entries",
    max: 200,
    count_sql: "SELECT COUNT(*) AS n FROM portfolio_orders o \
                JOIN portfolios p ON p.id = o.portfolio_id WHERE p.user_id = $1",
};

/// `limit_reached` when `user_id` already holds `limit.max` entries of the list.
pub async fn ensure_room(db: &Db, limit: &Limit, user_id: i64) -> Result<()> {
    let held: i64 = sqlx::query(limit.count_sql)
        .bind(user_id)
        .fetch_one(&db.pool)
        .await?
        .try_get("n")?;
    if held >= limit.max {
        return Err(Error::LimitReached {
            what: limit.what,
            limit: limit.max,
        });
    }
    Ok(())
}
