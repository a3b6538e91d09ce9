import { useEffect, useState } from 'react';
import type * as EngineModule from '../wasm/pkg/analytics_wasm.js';
import type { AnalyticsError } from '../wasm/pkg/analytics_wasm.js';
import { memoiseLoader } from './memoise-loader';

/**
 * The WebAssembly analytics engine (analytics-wasm), typed by the declarations wasm-bindgen
 * generates into `src/wasm/pkg` (build it with `build_wasm` in scripts/lib.sh; type check and
 * tests need it). The same Rust code computes the server's official figures, so both agree; the
 * results have the server's JSON shape.
 */
export type Engine = typeof EngineModule;

export type {
  AnalyticsError,
  AnalyticsErrorCode,
  BlendFigures,
  BlendInput,
  BlendStatistics,
  BenchmarkRisk,
  CarorType,
  CorrelationMatrix,
  CrisisReturn,
  FrontierPoint,
  Optimization,
  OptimizationObjective,
  OptimizeRequest,
  ParsedReturns,
  ProgramStatistics,
  RiskMeasures,
  RollingPoint,
  RollingRisk,
  ShownStatistics,
  StatisticsOptions,
  YearMonth,
} from '../wasm/pkg/analytics_wasm.js';

/**
 * Loads the engine once per visit. The import is dynamic so screens that never compute anything
 * do not download the module.
 */
export const loadEngine: () => Promise<Engine> = memoiseLoader(() => import('../wasm/pkg/analytics_wasm.js'));

/**
 * Whether `error` is the engine's rejection of invalid input (a duplicate month, a leverage off
 * the 0.5 steps...), whose `code` the UI translates. Misuse of the API throws a `TypeError`.
 */
export function isAnalyticsError(error: unknown): error is AnalyticsError {
  return error instanceof Error && error.name === 'AnalyticsError' && 'code' in error && typeof error.code === 'string';
}

export type EngineState =
  | { status: 'loading' }
  | { status: 'ready'; engine: Engine }
  | { status: 'error'; error: Error };

export function useEngine(): EngineState {
  const [state, setState] = useState<EngineState>({ status: 'loading' });
  useEffect(() => {
    let mounted = true;
    loadEngine().then(
      (engine) => {
        if (mounted) setState({ status: 'ready', engine });
      },
      (error: unknown) => {
        if (mounted) {
          setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
        }
      },
    );
    return () => {
      mounted = false;
    };
  }, []);
  return state;
}
