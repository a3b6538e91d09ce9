//! Recomputing the indexes: every family's months, statistics, members, rankings and awards,
//! from every program's stored record, written in one transaction.
//!
//! A save does not recompute the indexes itself: every write that changes what an index reads
//! (a program's returns, status or classification lists, the exchange rates the assets bands
//! convert by) bumps the listing version in its own transaction, and [`run_worker`] recomputes
//! whenever the indexes were computed from an older version. So a save stays as fast as before,
//! many saves in a row cost one recompute, a crash between a save and its recompute loses
//! nothing (the version stays ahead until a process recomputes), and several processes on one
//! database agree (the first to write a version wins; see `store::replace_derived`).

use std::time::{Duration, Instant};

use super::families::{benchmark_series, compute_family, programs};
use super::store;
use crate::error::{Error, Result};
use crate::exchange_rates;
use crate::state::AppState;
use crate::storage::Db;

/// What a recompute did.
#[derive(Debug, Clone, PartialEq)]
pub struct Recomputed {
    /// The listing version it read.
    pub version: i64,
    pub families: usize,
    pub programs: usize,
    /// The families whose results changed and were rewritten; `None` when another process had
    /// written that version already.
    pub rewritten: Option<usize>,
    /// Reading the programs, computing, writing.
    pub read: Duration,
    pub computed: Duration,
    pub wrote: Duration,
}

impl Recomputed {
    pub fn took(&self) -> Duration {
        self.read + self.computed + self.wrote
    }
}

/// Recomputes every family from the stored records. With `force` it writes even when the
/// stored indexes are from the current version (`server recompute`).
pub async fn recompute(db: &Db, force: bool) -> Result<Recomputed> {
    let started = Instant::now();
    // Read before the inputs: a write landing while they are read moves the version past this
    // one, so the next check computes again and the indexes end up from the latest inputs.
    let version = crate::listing_version::current(db).await?;
    let families = store::families(db).await?;
    let candidates = store::candidate_programs(db).await?;
    let months = store::program_months(db).await?;
    let strategies = store::strategy_shares(db).await?;
    let methodologies = store::methodology_shares(db).await?;
    let benchmark = store::benchmark_months(db).await?;
    // Once for every program: the assets bands compare US dollars.
    let rates = exchange_rates::read(db).await?;
    let read = started.elapsed();
    let family_count = families.len();
    let (program_count, results) = tokio::task::spawn_blocking(move || {
        let programs = programs(candidates, &months, &strategies, &methodologies, &rates)?;
        let benchmark = benchmark_series(&benchmark)?;
        let results = families
            .iter()
            .map(|family| compute_family(family, &programs, benchmark.as_ref()))
            .collect::<Result<Vec<_>>>()?;
        Ok::<_, Error>((programs.len(), results))
    })
    .await
    .map_err(|error| Error::Internal(error.into()))??;
    let computed = started.elapsed() - read;
    let rewritten = store::replace_derived(db, version, force, &results).await?;
    Ok(Recomputed {
        version,
        families: family_count,
        programs: program_count,
        rewritten,
        read,
        computed,
        wrote: started.elapsed() - read - computed,
    })
}

/// Recomputes when the stored indexes are older than the listing version; `None` when they are
/// current.
pub async fn recompute_if_stale(db: &Db) -> Result<Option<Recomputed>> {
    let current = crate::listing_version::current(db).await?;
    if store::computed_version(db).await? >= current {
        return Ok(None);
    }
    recompute(db, false).await.map(Some)
}

/// How often a server process checks whether the indexes are behind the listings: a saved
/// month reaches the indexes within about this time plus the recompute's own.
pub const CHECK_EVERY: Duration = Duration::from_secs(2);

/// Keeps the indexes current for as long as the server runs. After a recompute it rests twice
/// as long as the recompute took (at least [`CHECK_EVERY`]), so a stream of saves never gives it
/// more than a third of a core: the requests beside it stay quick. A failed recompute is logged
/// and tried again at the next check.
pub async fn run_worker(state: AppState) {
    loop {
        let rest = match recompute_if_stale(&state.db).await {
            Ok(Some(done)) => {
                log_recompute(&done);
                (done.took() * 2).max(CHECK_EVERY)
            }
            Ok(None) => CHECK_EVERY,
            Err(error) => {
                tracing::error!(%error, "recomputing the indexes failed");
                CHECK_EVERY
            }
        };
        tokio::time::sleep(rest).await;
    }
}

fn log_recompute(done: &Recomputed) {
    tracing::info!(
        version = done.version,
        families = done.families,
        programs = done.programs,
        rewritten = done.rewritten,
        read_ms = done.read.as_millis() as u64,
        computed_ms = done.computed.as_millis() as u64,
        wrote_ms = done.wrote.as_millis() as u64,
        "indexes recomputed"
    );
}
