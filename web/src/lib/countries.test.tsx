import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentUrls } from '@/test/api-mock';
import type { Lang } from '@/config/languages';
import { I18nProvider } from '@/i18n/I18nProvider';
import { testQueryClient } from '@/test/render';
import { defaultCountry, localizeCountries } from './countries';
import { useCountries } from './countries-api';

const served = [
  { code: 'CN', dialingPrefix: '+86' },
  { code: 'DE', dialingPrefix: '+49' },
  { code: 'US', dialingPrefix: '+1' },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('defaultCountry', () => {
  it('is the US with +1 in English and China with +86 in Chinese', () => {
    expect(defaultCountry('en')).toEqual({ code: 'US', dialingPrefix: '+1' });
    expect(defaultCountry('zh-hans')).toEqual({ code: 'CN', dialingPrefix: '+86' });
  });
});

describe('localizeCountries', () => {
  it('names the countries in English, sorted by name', () => {
    expect(localizeCountries(served, 'en').map((country) => country.name)).toEqual([
      'China',
      'Germany',
      'United States',
    ]);
  });

  it('names the countries in Simplified Chinese and keeps their prefixes', () => {
    const countries = localizeCountries(served, 'zh-hans');
    expect(countries.find((country) => country.code === 'DE')).toEqual({
      code: 'DE',
      dialingPrefix: '+49',
      name: '德国',
    });
    expect(countries.map((country) => country.name)).toContain('中国');
  });
});

describe('useCountries', () => {
  function wrapperFor(lang: Lang) {
    const client = testQueryClient();
    return function Wrapper({ children }: { children: ReactNode }) {
      return (
        <QueryClientProvider client={client}>
          <I18nProvider lang={lang}>{children}</I18nProvider>
        </QueryClientProvider>
      );
    };
  }

  it('loads /api/v1/countries and names them in the interface language', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(Response.json(served)));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useCountries(), { wrapper: wrapperFor('en') });
    expect(result.current).toBeUndefined();
    await waitFor(() => {
      expect(result.current).toHaveLength(3);
    });
    expect(result.current?.[2]).toEqual({ code: 'US', dialingPrefix: '+1', name: 'United States' });
    expect(sentUrls(fetchMock)[0]).toBe('/api/v1/countries');
  });
});
