import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentUrls } from '@/test/api-mock';
import { testQueryClient } from '@/test/render';
import { referenceDataQuery, referenceName, useReferenceData, type ReferenceItem } from './reference-data';

const trend: ReferenceItem = { id: 13, code: 'trend-following', nameEn: 'Trend-following', nameZh: '趋势跟踪' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('referenceName', () => {
  it('names an item in the interface language', () => {
    expect(referenceName(trend, 'en')).toBe('Trend-following');
    expect(referenceName(trend, 'zh-hans')).toBe('趋势跟踪');
  });

  it('falls back to English when no Chinese name was entered', () => {
    expect(referenceName({ ...trend, nameZh: '' }, 'zh-hans')).toBe('Trend-following');
  });
});

describe('useReferenceData', () => {
  it('keeps the lists for 5 minutes', () => {
    expect(referenceDataQuery.staleTime).toBe(5 * 60 * 1000);
  });

  it('fetches /api/v1/reference', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(Response.json({ allocationStrategyTypes: [trend] })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const client = testQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useReferenceData(), { wrapper });
    await waitFor(() => {
      expect(result.current.isSuccess).toBe(true);
    });
    expect(result.current.data?.allocationStrategyTypes).toEqual([trend]);
    expect(sentUrls(fetchMock)[0]).toBe('/api/v1/reference');
  });
});
