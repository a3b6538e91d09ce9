import type { Lang } from '@/config/languages';
import { api } from '@/lib/api';
import type { SeriesRef } from '@/lib/compare';
import type { BlobAnswer } from '@/lib/file-download';
import { ordersPayload, type Worksheet } from '@/features/blends/model/worksheet';

/**
 * POST /blends/report: the PDF of the blend as the blender shows it now, saved or not: its name,
 * the period its figures cover, its base currency, its allocations and the series its chart compares with.
 */
export function blendReport(
  worksheet: Worksheet,
  comparisons: readonly SeriesRef[],
  lang: Lang,
  signal: AbortSignal,
): Promise<BlobAnswer> {
  // Built apart from the call: written inline beside a body, openapi-fetch's types lose
  // `parseAs` and type the answer as JSON.
  const init = {
    params: { query: { lang } },
    body: {
      name: worksheet.blendName,
      period: worksheet.isNormalized ? ('shared' as const) : ('whole' as const),
      orders: ordersPayload(worksheet),
      // The report sums the amounts in the base the blender shows.
      baseCurrency: worksheet.baseCurrency,
      comparisons: comparisons.map(({ kind, id }) => ({ kind, id })),
    },
    parseAs: 'blob' as const,
    signal,
  };
  return api.POST('/api/v1/blends/report', init);
}
