import type { Config, Data, Layout } from 'plotly.js';
import { memoiseLoader } from '@/lib/memoise-loader';

/** The part of plotly.js the Chart component calls. */
export interface PlotlyApi {
  react: (root: HTMLElement, data: Data[], layout?: Partial<Layout>, config?: Partial<Config>) => Promise<unknown>;
  purge: (root: HTMLElement) => void;
}

/**
 * Loads the partial plotly.js bundle once per visit. The import is dynamic so that only pages
 * that draw a chart download it; the screener and the forms never do.
 */
export const loadPlotly: () => Promise<PlotlyApi> = memoiseLoader(() =>
  import('./plotly-bundle').then((module) => module.default),
);
