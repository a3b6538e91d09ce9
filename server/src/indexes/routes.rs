//! The index endpoints: the CTA Indexes list, an index's page and members, the monthly rankings
//! (the spec's award list) and a program's awards. Every figure was stored by the recompute.

use axum::extract::State;
use axum::Json;

use analytics_core::YearMonth;

use super::model::{
    AwardList, AwardListQuery, IndexDetail, IndexIdentity, IndexKind, IndexListQuery, IndexMember,
    IndexMembers, IndexPage, IndexSortKey, MembersQuery, MonthSpan, ProgramAwards, RankedProgram,
    RankedProgramRow, RankingSortKey,
};
use super::rules::{
    self, decode_ranking, month_of, ranked_rows, ranking_month, MONTHLY_RANKING_AWARD,
};
use super::store;
use crate::access::{may_see_program, Principal};
use crate::error::{Error, Result};
use crate::exchange_rates;
use crate::extract::{ApiPath, ApiQuery};
use crate::state::AppState;
use crate::storage::Db;
use crate::validation::paging::paging;

/// The CTA Indexes list (not the S&P 500 benchmark, nor the rankings, which have no series).
#[utoipa::path(get, path = "/api/v1/indexes", tag = "indexes", operation_id = "listIndexes",
    params(IndexListQuery),
    responses(crate::error::ParameterErrors,
              (status = 200, body = IndexPage),
              (status = 422, description = "validation_failed: pageSize, pageNumber or orderBy out of range (invalidNumber, invalidChoice)", body = crate::error::ApiErrorBody)))]
pub async fn list_indexes(
    State(state): State<AppState>,
    ApiQuery(query): ApiQuery<IndexListQuery>,
) -> Result<Json<IndexPage>> {
    let page = paging(
        query.page_size,
        query.page_number,
        query.order_by.as_deref(),
        (50, 100),
        true,
    )?;
    let mut rows = store::index_summaries(&state.db).await?;
    let total_count = i64::try_from(rows.len()).unwrap_or(i64::MAX);
    rules::sort_indexes(
        &mut rows,
        query.sort_by.unwrap_or(IndexSortKey::MonthReturn),
        page.descending,
    );
    Ok(Json(IndexPage {
        items: page.page(rows),
        total_count,
    }))
}

/// The CTA index or ranking at `uri`: not the S&P 500, which is a benchmark the site charts, not
/// one of its indexes.
async fn index_at(db: &Db, uri: &str) -> Result<IndexIdentity> {
    store::index_by_uri(db, uri)
        .await?
        .filter(|index| index.kind != IndexKind::Benchmark)
        .ok_or(Error::NotFound)
}

/// An index's page: its rule, statistics, months and the span of its rankings.
#[utoipa::path(get, path = "/api/v1/indexes/{portfolioUri}", tag = "indexes", operation_id = "getIndex",
    params(("portfolioUri" = String, Path)),
    responses(crate::error::ParameterErrors,
              (status = 200, body = IndexDetail),
              (status = 404, body = crate::error::ApiErrorBody)))]
pub async fn get_index(
    State(state): State<AppState>,
    ApiPath(uri): ApiPath<String>,
) -> Result<Json<IndexDetail>> {
    let identity = index_at(&state.db, &uri).await?;
    let id = identity.portfolio_id;
    let statistics = store::statistics_json(&state.db, id)
        .await?
        .map(|json| {
            serde_json::value::RawValue::from_string(json)
                .map_err(|error| Error::Internal(error.into()))
        })
        .transpose()?;
    Ok(Json(IndexDetail {
        identity,
        statistics,
        monthly_returns: store::index_months(&state.db, id).await?,
        ranking_months: store::ranking_months(&state.db, id).await?,
    }))
}

/// What a reader may see of a month's ranking: the span of months with a ranking, the rows and
/// how many are hidden.
struct RankingView {
    span: Option<MonthSpan>,
    rows: Vec<RankedProgram>,
    hidden: i64,
}

impl RankingView {
    fn empty(span: Option<MonthSpan>) -> Self {
        RankingView {
            span,
            rows: Vec::new(),
            hidden: 0,
        }
    }
}

/// A month's ranking as `reader` may see it, and the month shown (`asked`, or the latest).
async fn month_ranking(
    db: &Db,
    index: &IndexIdentity,
    asked: Option<YearMonth>,
    reader: Option<&Principal>,
) -> Result<(RankingView, Option<YearMonth>)> {
    let span = store::ranking_months(db, index.portfolio_id).await?;
    let Some(month) = ranking_month(asked, span) else {
        return Ok((RankingView::empty(span), None));
    };
    let Some(stored) = store::ranking(db, index.portfolio_id, month).await? else {
        return Ok((RankingView::empty(span), Some(month)));
    };
    let ranking = decode_ranking(&stored)?;
    let ids: Vec<i64> = ranking.iter().map(|&(id, _)| id).collect();
    let programs = store::ranked_programs(db, &ids).await?;
    let visible = |p: &RankedProgramRow| {
        may_see_program(
            reader,
            p.group_id,
            p.group_status_id,
            p.program_status_id,
            p.hide_program == 1,
        )
    };
    let rates = exchange_rates::read_of(db, programs.values().map(|p| p.currency.as_str())).await?;
    let (rows, hidden) = ranked_rows(&ranking, &programs, &rates, visible);
    Ok((RankingView { span, rows, hidden }, Some(month)))
}

/// The Monthly Rankings of an index: its members of a month ranked by the index's measure (the
/// month's return, or for a ranking its measure as of the month).
#[utoipa::path(get, path = "/api/v1/awards", tag = "indexes", operation_id = "listAwards",
    params(AwardListQuery),
    responses(crate::error::ParameterErrors,
              (status = 200, body = AwardList),
              (status = 404, description = "no index at filterByPortfolioUri", body = crate::error::ApiErrorBody),
              (status = 422, description = "validation_failed: filterByDateEnd not a month (invalidDate), pageSize, pageNumber or orderBy out of range", body = crate::error::ApiErrorBody)))]
pub async fn list_awards(
    State(state): State<AppState>,
    reader: Option<Principal>,
    ApiQuery(query): ApiQuery<AwardListQuery>,
) -> Result<Json<AwardList>> {
    let page = paging(
        query.page_size,
        query.page_number,
        query.order_by.as_deref(),
        (500, 500),
        false,
    )?;
    let asked = query
        .filter_by_date_end
        .as_deref()
        .map(|text| month_of("filterByDateEnd", text))
        .transpose()?;
    let index = index_at(&state.db, &query.filter_by_portfolio_uri).await?;
    let award_type = query
        .filter_by_award_type_id
        .unwrap_or(MONTHLY_RANKING_AWARD);
    let (mut view, month) = if award_type == MONTHLY_RANKING_AWARD {
        month_ranking(&state.db, &index, asked, reader.as_ref()).await?
    } else {
        (RankingView::empty(None), None)
    };
    rules::sort_ranking(
        &mut view.rows,
        query.sort_by.unwrap_or(RankingSortKey::Rank),
        page.descending,
    );
    Ok(Json(AwardList {
        index,
        month,
        ranking_months: view.span,
        total_count: i64::try_from(view.rows.len()).unwrap_or(i64::MAX),
        items: page.page(view.rows),
        hidden_count: view.hidden,
    }))
}

/// The programs counted in an index's month, by company and program name, with the month each
/// joined.
#[utoipa::path(get, path = "/api/v1/indexes/{portfolioUri}/members", tag = "indexes", operation_id = "listIndexMembers",
    params(("portfolioUri" = String, Path), MembersQuery),
    responses(crate::error::ParameterErrors,
              (status = 200, body = IndexMembers),
              (status = 404, body = crate::error::ApiErrorBody),
              (status = 422, description = "validation_failed: month not a month (invalidDate)", body = crate::error::ApiErrorBody)))]
pub async fn list_index_members(
    State(state): State<AppState>,
    reader: Option<Principal>,
    ApiPath(uri): ApiPath<String>,
    ApiQuery(query): ApiQuery<MembersQuery>,
) -> Result<Json<IndexMembers>> {
    let asked = query
        .month
        .as_deref()
        .map(|text| month_of("month", text))
        .transpose()?;
    let index = index_at(&state.db, &uri).await?;
    let (mut view, month) = month_ranking(&state.db, &index, asked, reader.as_ref()).await?;
    rules::sort_ranking(&mut view.rows, RankingSortKey::ProgramName, false);
    let joined = match month {
        Some(month) => store::joined_months(&state.db, index.portfolio_id, month).await?,
        None => Default::default(),
    };
    let items = view
        .rows
        .into_iter()
        .filter_map(|program| {
            let month_joined = *joined.get(&program.program_id)?;
            Some(IndexMember {
                program,
                month_joined,
            })
        })
        .collect();
    Ok(Json(IndexMembers {
        index,
        month,
        ranking_months: view.span,
        items,
        hidden_count: view.hidden,
    }))
}

/// A program's awards: its top-three places in the indexes' monthly rankings, newest first.
#[utoipa::path(get, path = "/api/v1/programs/{programId}/awards", tag = "indexes", operation_id = "listProgramAwards",
    params(("programId" = i64, Path)),
    responses(crate::error::ParameterErrors,
              (status = 200, body = ProgramAwards),
              (status = 404, description = "no program the reader may see", body = crate::error::ApiErrorBody)))]
pub async fn list_program_awards(
    State(state): State<AppState>,
    reader: Option<Principal>,
    ApiPath(program_id): ApiPath<i64>,
) -> Result<Json<ProgramAwards>> {
    let programs = store::ranked_programs(&state.db, &[program_id]).await?;
    let program = programs.get(&program_id).ok_or(Error::NotFound)?;
    if !may_see_program(
        reader.as_ref(),
        program.group_id,
        program.group_status_id,
        program.program_status_id,
        program.hide_program == 1,
    ) {
        return Err(Error::NotFound);
    }
    let (items, total_count) = store::program_awards(&state.db, program_id).await?;
    Ok(Json(ProgramAwards { items, total_count }))
}
