/**
 * The engine's optimizer (`BlendInput.optimize`, issue 22) as the blender calls it.
 */
import type { AnalyticsErrorCode, Optimization } from '@/lib/engine';

export type { FrontierPoint, Optimization, OptimizeRequest } from '@/lib/engine';

/**
 * An optimization, or the engine's code for why there is none (`infeasible_bounds`,
 * `no_benchmark`…), or the currencies without a rate (the blend's sums cannot be made).
 */
export type OptimizeResult =
  | { status: 'ok'; optimization: Optimization }
  | { status: 'error'; code: AnalyticsErrorCode }
  | { status: 'noRate'; currencies: string[] };
