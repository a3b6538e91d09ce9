import { queryOptions } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { memberKey } from '@/components/MemberList/member-list';
import { apiDelete, apiGet, apiPatch, apiPost } from '@/lib/api';

/** One allocation of the member's portfolio with its figures since the allocation date. */
export type PortfolioRow = components['schemas']['PortfolioRow'];
export type Portfolio = components['schemas']['Portfolio'];

/** The editable fields of an allocation, as `PATCH` takes them. */
export type PortfolioChange = components['schemas']['OrderChange'];

export function portfolioQuery(email: string) {
  return queryOptions({
    queryKey: memberKey(email, 'portfolio'),
    queryFn: ({ signal }) => apiGet<Portfolio>('/me/portfolio', { signal }),
  });
}

export function addToPortfolio(programId: number): Promise<PortfolioRow> {
  return apiPost<PortfolioRow>('/me/portfolio/orders', { programId });
}

export function changeAllocation(portfolioOrderId: number, change: PortfolioChange): Promise<PortfolioRow> {
  return apiPatch<PortfolioRow>(`/me/portfolio/orders/${String(portfolioOrderId)}`, change);
}

export function removeFromPortfolio(portfolioOrderId: number): Promise<void> {
  return apiDelete(`/me/portfolio/orders/${String(portfolioOrderId)}`);
}
