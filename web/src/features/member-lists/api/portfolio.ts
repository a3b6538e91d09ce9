import { queryOptions } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { memberKey } from '@/lib/member-lists';
import { api, unwrap } from '@/lib/api';

/** One allocation of the member's portfolio with its figures since the allocation date. */
export type PortfolioRow = components['schemas']['PortfolioRow'];
export type Portfolio = components['schemas']['Portfolio'];

/** The editable fields of an allocation, as `PATCH` takes them. */
export type PortfolioChange = components['schemas']['OrderChange'];

export function portfolioQuery(email: string) {
  return queryOptions({
    queryKey: memberKey(email, 'portfolio'),
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/me/portfolio', { signal })),
  });
}

/** Sums the portfolio in `baseCurrency` (the dollar or a currency with a rate); answers it so summed. */
export function setBaseCurrency(baseCurrency: string): Promise<Portfolio> {
  return unwrap(api.PUT('/api/v1/me/portfolio/base-currency', { body: { baseCurrency } }));
}

export function addToPortfolio(programId: number): Promise<PortfolioRow> {
  return unwrap(api.POST('/api/v1/me/portfolio/orders', { body: { programId } }));
}

export function changeAllocation(portfolioOrderId: number, change: PortfolioChange): Promise<PortfolioRow> {
  return unwrap(
    api.PATCH('/api/v1/me/portfolio/orders/{portfolioOrderId}', { params: { path: { portfolioOrderId } }, body: change }),
  );
}

export function removeFromPortfolio(portfolioOrderId: number): Promise<void> {
  return unwrap(api.DELETE('/api/v1/me/portfolio/orders/{portfolioOrderId}', { params: { path: { portfolioOrderId } } }));
}
