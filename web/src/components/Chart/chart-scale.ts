import { useCallback, useState } from 'react';

/** How a growth chart draws its values: evenly, or by ratio (equal gains look equal). */
export type ChartScale = 'linear' | 'log';

export const chartScales: readonly ChartScale[] = ['linear', 'log'];

/** One choice for every growth chart of the visit: a reader who wants ratios wants them everywhere. */
export const chartScaleStorageKey = 'atlas.chart-scale';

/** The scale kept in `storage`, linear when none (or an unknown one) is kept. */
export function storedChartScale(storage: Pick<Storage, 'getItem'> | undefined): ChartScale {
  try {
    return storage?.getItem(chartScaleStorageKey) === 'log' ? 'log' : 'linear';
  } catch {
    // Storage refused (a privacy setting): the default serves.
    return 'linear';
  }
}

function sessionStore(): Storage | undefined {
  return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
}

/** The growth charts' scale, remembered for the browser tab's session. */
export function useChartScale(): [ChartScale, (scale: ChartScale) => void] {
  const [scale, setScale] = useState(() => storedChartScale(sessionStore()));
  const choose = useCallback((next: ChartScale) => {
    setScale(next);
    try {
      sessionStore()?.setItem(chartScaleStorageKey, next);
    } catch {
      // Not remembered; the choice still holds on this page.
    }
  }, []);
  return [scale, choose];
}
