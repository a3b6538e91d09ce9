import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { components, operations } from '@/api/schema';
import { api, unwrap } from '@/lib/api';

type Schemas = components['schemas'];

export type IndexSummary = Schemas['IndexSummary'];
export type IndexIdentity = Schemas['IndexIdentity'];
export type IndexDetail = Schemas['IndexDetail'];
export type IndexKind = Schemas['IndexKind'];
export type IndexMembers = Schemas['IndexMembers'];
export type IndexMember = Schemas['IndexMember'];
export type RankingMeasure = Schemas['RankingMeasure'];
export type RankedProgram = Schemas['RankedProgram'];
export type AwardList = Schemas['AwardList'];
export type MonthSpan = Schemas['MonthSpan'];

/** `GET /indexes` query: sort and page of the CTA Indexes list. */
export type IndexListQuery = NonNullable<operations['listIndexes']['parameters']['query']>;
export type IndexSortKey = NonNullable<IndexListQuery['sortBy']>;

/** `GET /awards` query: one month of an index's rankings. */
export type AwardsQuery = NonNullable<operations['listAwards']['parameters']['query']>;
export type AwardSortKey = NonNullable<AwardsQuery['sortBy']>;

/** One page of the CTA Indexes list; the previous page stays on screen while the next loads. */
export function indexListQuery(query: IndexListQuery) {
  return queryOptions({
    queryKey: ['indexes', 'list', query],
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/indexes', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** An index's page: its rule, statistics, months and the span of its rankings. */
export function indexQuery(portfolioUri: string) {
  return queryOptions({
    queryKey: ['indexes', portfolioUri],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/indexes/{portfolioUri}', { params: { path: { portfolioUri } }, signal })),
  });
}

/** The programs counted in a month (`undefined`: the index's latest month). */
export function indexMembersQuery(portfolioUri: string, month: string | undefined) {
  return queryOptions({
    queryKey: ['indexes', portfolioUri, 'members', month ?? null],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/indexes/{portfolioUri}/members', {
          params: { path: { portfolioUri }, query: month === undefined ? {} : { month } },
          signal,
        }),
      ),
    // Another month of the same index stays on screen while it loads; another index's never does.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === portfolioUri ? previous : undefined),
  });
}

/** One month's ranking of an index (the spec's award list, Monthly Ranking type). */
export function awardsQuery(query: AwardsQuery) {
  return queryOptions({
    queryKey: ['indexes', query.filterByPortfolioUri, 'awards', query],
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/awards', { params: { query }, signal })),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === query.filterByPortfolioUri ? previous : undefined,
  });
}
