//! A demo company as its programs see it: what each program's generation and life take from
//! the firm that runs it.

use super::archetypes::Archetype;
use super::calendar::Day;
use super::market::Market;
use super::YearMonth;

/// What a company tells its programs.
pub(crate) struct Company<'a> {
    pub(crate) market: &'a Market,
    pub(crate) last_month: YearMonth,
    /// The firm's brand ("Granite Ridge"), used in some program names and tickers.
    pub(crate) brand: &'a str,
    /// The archetype the firm is known for.
    pub(crate) style: Archetype,
    pub(crate) founded: YearMonth,
    pub(crate) group_status_id: i64,
    /// The day a closed or deleted company stopped trading.
    pub(crate) closed_on: Option<Day>,
    /// The currency of the firm's home market.
    pub(crate) currency: &'static str,
    pub(crate) platform_ids: &'a [i64],
    /// A large firm whose first program grows into the billions.
    pub(crate) flagship: bool,
}
