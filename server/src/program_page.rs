//! A program's page: its terms, percentage lists, stored statistics and monthly returns, with the
//! view recorded. The page is one document, the same for every reader who may see it (what a
//! reader may do with it follows from their session), so each process keeps it gzip-compressed
//! until the catalog changes (the listing version, bumped by every write to a program, its
//! company or its returns) and sends it as kept to every client that takes gzip.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use axum::body::{Body, Bytes};
use axum::extract::State;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::Response;
use serde::Serialize;
use sha2::{Digest, Sha256};
use sqlx::Row;
use utoipa::ToSchema;

use crate::access::{may_see_program, ClientAddress, Principal};
use crate::error::{Error, Result};
use crate::extract::ApiPath;
use crate::gzip;
use crate::programs::views::{ViewClient, ViewRecorder};
use crate::state::AppState;
use crate::storage::Db;

/// One entry of a percentage list: a reference type and its share (a fraction).
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Share {
    pub type_id: i64,
    pub value: f64,
}

/// One month of a program's record.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct MonthRecord {
    /// `yyyymm`.
    pub month: i32,
    pub value: f64,
    pub assets: Option<f64>,
    pub estimated: bool,
}

/// Everything the program page shows, the same for every reader who may see the program.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProgramDetail {
    pub program_id: i64,
    pub program_name: String,
    pub program_uri: String,
    pub group_id: i64,
    pub group_name: String,
    pub group_uri: String,
    pub program_type_id: i64,
    pub program_status_id: i64,
    pub membership_status_id: i64,
    pub currency: String,
    pub investment_min: Option<f64>,
    pub trading_level_increase: Option<f64>,
    /// The AUM (the assets of the last month that reported them) in US dollars at that month's
    /// exchange rate: the listing's `assetsUsd`. None without assets or a rate.
    pub assets_usd: Option<f64>,
    /// `investmentMin` in US dollars at the latest rate: the listing's `investmentMinUsd`.
    pub investment_min_usd: Option<f64>,
    /// `tradingLevelIncrease` in US dollars at the latest rate.
    pub trading_level_increase_usd: Option<f64>,
    pub subscription_frequency_type_id: Option<i64>,
    pub redemption_frequency_type_id: Option<i64>,
    pub investor_requirement_type_id: Option<i64>,
    /// Months.
    pub lockup_period: i64,
    pub wdd_expected: Option<f64>,
    pub worst_peak_to_trough: Option<f64>,
    pub sector_focus_type_id: Option<i64>,
    /// 0 Cumulative, 1 Unique, 2 Sum.
    pub caror_type: i64,
    pub us_invest: bool,
    pub highwater_mark: bool,
    pub fee_management: f64,
    pub fee_performance: f64,
    pub average_commission: Option<f64>,
    pub roundturn_year_million: Option<f64>,
    pub margin_equity_ratio: f64,
    pub description: String,
    pub strategy_investment: String,
    pub strategy_risk: String,
    pub accounting_notes: String,
    /// `YYYY-MM-DD`.
    pub date_inception: Option<String>,
    pub date_approved: Option<String>,
    pub date_archived: Option<String>,
    pub hide_program: bool,
    pub methodologies: Vec<Share>,
    pub allocation_strategies: Vec<Share>,
    pub compositions: Vec<Share>,
    pub holdings: Vec<Share>,
    /// The stored statistics document of analytics-core (`ProgramStatistics`), passed through
    /// as stored; none without returns.
    #[schema(value_type = Option<analytics_core::ProgramStatistics>)]
    pub statistics: Option<Box<serde_json::value::RawValue>>,
    pub monthly_returns: Vec<MonthRecord>,
}

/// Who may see a program: what `access::may_see_program` asks of it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ProgramAccess {
    pub group_id: i64,
    pub group_status_id: i64,
    pub program_status_id: i64,
    pub hide_program: bool,
}

impl ProgramAccess {
    pub fn visible_to(&self, viewer: Option<&Principal>) -> bool {
        may_see_program(
            viewer,
            self.group_id,
            self.group_status_id,
            self.program_status_id,
            self.hide_program,
        )
    }
}

/// A program's page as a process keeps it: the document gzip-compressed, its entity tag, and
/// who may see it.
#[derive(Debug)]
pub struct ProgramPage {
    pub program_id: i64,
    pub access: ProgramAccess,
    /// Shared with every answer that sends it, never copied.
    gzip: Bytes,
    etag: HeaderValue,
}

/// The longest page a program can have (its record and statistics hold a few values per month).
const MAX_PAGE_BYTES: usize = 32 << 20;

/// How "revalidate every time" is said: browsers keep the page and ask with `If-None-Match`,
/// which costs an unchanged page no body. Private: who may see it depends on the reader.
const CACHE_CONTROL: &str = "private, no-cache";

impl ProgramPage {
    fn new(detail: &ProgramDetail, access: ProgramAccess) -> Result<ProgramPage> {
        let json = serde_json::to_vec(detail).map_err(|error| Error::Internal(error.into()))?;
        let digest = Sha256::digest(&json);
        // Weak: the same tag names the page gzip-compressed and not, which are the same document
        // but not the same bytes.
        let etag = HeaderValue::from_str(&format!("W/\"{}\"", hex::encode(&digest[..12])))
            .map_err(|error| Error::Internal(error.into()))?;
        Ok(ProgramPage {
            program_id: detail.program_id,
            access,
            gzip: Bytes::from(gzip::compress(&json)?),
            etag,
        })
    }

    /// The answer to a request with `headers`: not modified when it names the current entity
    /// tag (or `*`, any), else the document, gzip-compressed as kept when the client takes gzip.
    pub fn response(&self, headers: &HeaderMap) -> Result<Response> {
        let builder = Response::builder()
            .header(header::ETAG, &self.etag)
            .header(header::CACHE_CONTROL, CACHE_CONTROL)
            .header(header::VARY, "Accept-Encoding");
        // `If-None-Match` compares weakly: a tag matches with or without its `W/`.
        let opaque = |tag: &str| tag.trim().trim_start_matches("W/").to_owned();
        let own = opaque(self.etag.to_str().unwrap_or_default());
        let current = headers
            .get_all(header::IF_NONE_MATCH)
            .iter()
            .filter_map(|value| value.to_str().ok())
            .flat_map(|value| value.split(','))
            .map(opaque)
            .any(|tag| tag == "*" || tag == own);
        let response = if current {
            builder.status(StatusCode::NOT_MODIFIED).body(Body::empty())
        } else if gzip::accepted(headers) {
            builder
                .header(header::CONTENT_TYPE, "application/json")
                .header(header::CONTENT_ENCODING, "gzip")
                .body(Body::from(self.gzip.clone()))
        } else {
            builder
                .header(header::CONTENT_TYPE, "application/json")
                .body(Body::from(gzip::decompress(&self.gzip, MAX_PAGE_BYTES)?))
        };
        response.map_err(|error| Error::Internal(error.into()))
    }
}

/// The pages one process keeps, all read at one listing version: a newer version empties them.
/// Bounded by their compressed bytes; past the bound a page is served without being kept.
#[derive(Debug, Default)]
pub struct ProgramPages(Mutex<KeptPages>);

#[derive(Debug, Default)]
struct KeptPages {
    version: i64,
    pages: HashMap<String, Arc<ProgramPage>>,
    bytes: usize,
}

/// What the kept pages may take: some 5,000 typical pages, compressed.
const MAX_KEPT_BYTES: usize = 64 << 20;

impl ProgramPages {
    /// The page at `group_uri`/`program_uri`, kept or read now; none for no such program.
    pub async fn page(
        &self,
        db: &Db,
        group_uri: &str,
        program_uri: &str,
    ) -> Result<Option<Arc<ProgramPage>>> {
        // Read before the rows: a page read after it is at least that new.
        let version = crate::listing_version::current(db).await?;
        // URIs are slugs, never holding a slash.
        let key = format!("{group_uri}/{program_uri}");
        if let Some(page) = self.kept(version, &key) {
            return Ok(Some(page));
        }
        let Some((detail, access)) = read_program(db, group_uri, program_uri).await? else {
            return Ok(None);
        };
        let page = Arc::new(ProgramPage::new(&detail, access)?);
        self.keep(version, key, &page);
        Ok(Some(page))
    }

    fn kept(&self, version: i64, key: &str) -> Option<Arc<ProgramPage>> {
        let kept = self
            .0
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        (kept.version == version)
            .then(|| kept.pages.get(key).cloned())
            .flatten()
    }

    fn keep(&self, version: i64, key: String, page: &Arc<ProgramPage>) {
        let mut kept = self
            .0
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if version > kept.version {
            *kept = KeptPages {
                version,
                ..KeptPages::default()
            };
        }
        if version == kept.version && kept.bytes + page.gzip.len() <= MAX_KEPT_BYTES {
            kept.bytes += page.gzip.len();
            if let Some(replaced) = kept.pages.insert(key, Arc::clone(page)) {
                kept.bytes -= replaced.gzip.len();
            }
        }
    }
}

/// A program's page. Hidden programs are not found by visitors who are not signed in; pending
/// and deleted programs, and programs of companies that are not active, only by administrators
/// and the company's CTA managers. Each read records a view (once per client per day). The
/// answer carries an entity tag: a request that sends it back in `If-None-Match` gets 304.
#[utoipa::path(get, path = "/api/v1/groups/{groupUri}/programs/{programUri}", tag = "programs",
    operation_id = "programDetail",
    params(("groupUri" = String, Path), ("programUri" = String, Path)),
    responses(crate::error::ParameterErrors,
              (status = 200, body = ProgramDetail),
              (status = 304, description = "not modified: `If-None-Match` named the page's current entity tag"),
              (status = 404, body = crate::error::ApiErrorBody)))]
pub async fn program_detail(
    State(state): State<AppState>,
    user: Option<Principal>,
    ClientAddress(address): ClientAddress,
    headers: HeaderMap,
    ApiPath((group_uri, program_uri)): ApiPath<(String, String)>,
) -> Result<Response> {
    let viewer = user.as_ref();
    let page = state
        .caches
        .get::<ProgramPages>()
        .page(&state.db, &group_uri, &program_uri)
        .await?
        .filter(|page| page.access.visible_to(viewer))
        .ok_or(Error::NotFound)?;
    let address = address.to_string();
    let client = match viewer.map(|viewer| viewer.user_id) {
        Some(user_id) => ViewClient::User(user_id),
        None => ViewClient::Anonymous {
            address: &address,
            user_agent: headers
                .get(header::USER_AGENT)
                .and_then(|agent| agent.to_str().ok())
                .unwrap_or_default(),
        },
    };
    state
        .caches
        .get::<ViewRecorder>()
        .record(&state.db, page.program_id, client)
        .await?;
    page.response(&headers)
}

/// The program at `/groups/{group_uri}/programs/{program_uri}`, whoever may see it, with who may.
pub async fn read_program(
    db: &Db,
    group_uri: &str,
    program_uri: &str,
) -> Result<Option<(ProgramDetail, ProgramAccess)>> {
    let Some(row) = sqlx::query(
        "SELECT p.*, g.group_name, g.group_uri, g.group_status_id FROM programs p \
         JOIN groups g ON g.id = p.group_id WHERE g.group_uri = $1 AND p.program_uri = $2",
    )
    .bind(group_uri)
    .bind(program_uri)
    .fetch_optional(&db.pool)
    .await?
    else {
        return Ok(None);
    };
    let flag = |name: &str| -> Result<bool> { Ok(row.try_get::<i64, _>(name)? != 0) };
    let text = |name: &str| -> Result<String> {
        Ok(row.try_get::<Option<String>, _>(name)?.unwrap_or_default())
    };
    let program_id: i64 = row.try_get("id")?;
    let group_id: i64 = row.try_get("group_id")?;
    let program_status_id: i64 = row.try_get("program_status_id")?;
    let hide_program = flag("hide_program")?;
    let access = ProgramAccess {
        group_id,
        group_status_id: row.try_get("group_status_id")?,
        program_status_id,
        hide_program,
    };
    let statistics = crate::returns::statistics::program_statistics_json(db, program_id)
        .await?
        .map(serde_json::value::RawValue::from_string)
        .transpose()
        .map_err(anyhow::Error::from)?;
    let returns = crate::returns::program_returns(db, program_id).await?;
    // AUM is the latest month that reported assets, not necessarily the last month.
    let (assets, assets_month) = returns
        .iter()
        .rev()
        .find_map(|m| m.assets.map(|assets| (Some(assets), Some(m.month))))
        .unwrap_or_default();
    let monthly_returns = returns
        .into_iter()
        .map(|m| MonthRecord {
            month: m.month.yyyymm(),
            value: m.monthly_return,
            assets: m.assets,
            estimated: m.estimated,
        })
        .collect();
    let currency: String = row.try_get("currency")?;
    let investment_min: Option<f64> = row.try_get("investment_min")?;
    let trading_level_increase: Option<f64> = row.try_get("trading_level_increase")?;
    let rates = crate::exchange_rates::read_of(db, [currency.as_str()]).await?;
    let detail = ProgramDetail {
        program_id,
        program_name: row.try_get("program_name")?,
        program_uri: row.try_get("program_uri")?,
        group_id,
        group_name: row.try_get("group_name")?,
        group_uri: row.try_get("group_uri")?,
        program_type_id: row.try_get("program_type_id")?,
        program_status_id,
        membership_status_id: row.try_get("membership_status_id")?,
        assets_usd: rates.assets_usd(assets, &currency, assets_month),
        investment_min_usd: rates.current_usd(investment_min, &currency),
        trading_level_increase_usd: rates.current_usd(trading_level_increase, &currency),
        currency,
        investment_min,
        trading_level_increase,
        subscription_frequency_type_id: row.try_get("subscription_frequency_type_id")?,
        redemption_frequency_type_id: row.try_get("redemption_frequency_type_id")?,
        investor_requirement_type_id: row.try_get("investor_requirement_type_id")?,
        lockup_period: row.try_get("lockup_period")?,
        wdd_expected: row.try_get("wdd_expected")?,
        worst_peak_to_trough: row.try_get("worst_peak_to_trough")?,
        sector_focus_type_id: row.try_get("sector_focus_type_id")?,
        caror_type: row.try_get("caror_type")?,
        us_invest: flag("us_invest")?,
        highwater_mark: flag("highwater_mark")?,
        fee_management: row.try_get("fee_management")?,
        fee_performance: row.try_get("fee_performance")?,
        average_commission: row.try_get("average_commission")?,
        roundturn_year_million: row.try_get("roundturn_year_million")?,
        margin_equity_ratio: row.try_get("margin_equity_ratio")?,
        description: text("description")?,
        strategy_investment: text("strategy_investment")?,
        strategy_risk: text("strategy_risk")?,
        accounting_notes: text("accounting_notes")?,
        date_inception: row.try_get("date_inception")?,
        date_approved: day(row.try_get("date_approved")?),
        date_archived: day(row.try_get("date_archived")?),
        hide_program,
        methodologies: shares(
            db,
            "program_methodologies",
            "methodology_type_id",
            program_id,
        )
        .await?,
        allocation_strategies: shares(
            db,
            "program_allocation_strategies",
            "allocation_strategy_type_id",
            program_id,
        )
        .await?,
        compositions: shares(
            db,
            "program_compositions",
            "composition_type_id",
            program_id,
        )
        .await?,
        holdings: shares(db, "program_holdings", "holding_period_type_id", program_id).await?,
        statistics,
        monthly_returns,
    };
    Ok(Some((detail, access)))
}

/// The date of a stored timestamp.
fn day(timestamp: Option<String>) -> Option<String> {
    timestamp.map(|t| t.chars().take(10).collect())
}

async fn shares(db: &Db, table: &str, column: &str, program_id: i64) -> Result<Vec<Share>> {
    let rows = sqlx::query(&format!(
        "SELECT {column} AS type_id, value FROM {table} WHERE program_id = $1 \
         ORDER BY value DESC, {column}"
    ))
    .bind(program_id)
    .fetch_all(&db.pool)
    .await?;
    rows.iter()
        .map(|row| {
            Ok(Share {
                type_id: row.try_get("type_id")?,
                value: row.try_get("value")?,
            })
        })
        .collect()
}

/// The program page endpoint.
pub fn router() -> utoipa_axum::router::OpenApiRouter<AppState> {
    use utoipa_axum::routes;
    utoipa_axum::router::OpenApiRouter::new().routes(routes!(program_detail))
}
