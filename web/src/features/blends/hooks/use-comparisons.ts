import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { compareItemsQuery, useCompareSeries } from '@/lib/compare-api';
import { addPick, removePick, type CompareItem, type CompareSeries, type SeriesRef } from '@/lib/compare';
import type { Engine, ProgramStatistics, RiskMeasures } from '@/lib/engine';
import { defaultComparisons, riskMeasuresWithin, type MonthlyReturns } from '@/features/blends/model/comparisons';
import { returnsWithin } from '@/features/blends/model/view-model';
import type { MonthSpan } from '@/features/blends/model/coverage';

/** The blend itself is never a comparison: no program or index has this id. */
const blendRef: SeriesRef = { kind: 'program', id: -1 };

export interface Comparisons {
  /** The programs and indexes the member may compare with; undefined while they load. */
  items: readonly CompareItem[] | undefined;
  itemsError: Error | null;
  picks: readonly SeriesRef[];
  /** Each pick's series once loaded, in the picks' order. */
  series: readonly (CompareSeries | undefined)[];
  error: Error | null;
  add: (pick: SeriesRef) => void;
  remove: (pick: SeriesRef) => void;
  /**
   * A compared series' statistics over the blend's months (`period`), so they stand beside the
   * blend's for the same stretch of time; computed once per series and period by the engine.
   */
  statisticsOf: (series: CompareSeries, period: MonthSpan) => ProgramStatistics | undefined;
  /**
   * The risk measures of monthly returns (a program of the blend, the S&P 500 itself) over the
   * blend's months, against `benchmark` when there is one, so they stand beside the blend's;
   * computed once per series, benchmark and period, never on an edit of an amount.
   */
  riskMeasuresOf: (series: MonthlyReturns, benchmark: MonthlyReturns | undefined, period: MonthSpan) => RiskMeasures | undefined;
}

const statisticsCache = new WeakMap<CompareSeries, Map<string, ProgramStatistics | undefined>>();
const riskCache = new WeakMap<MonthlyReturns, WeakMap<MonthlyReturns, Map<string, RiskMeasures | undefined>>>();

/** The cache's key for measures taken without a benchmark. */
const noBenchmark: MonthlyReturns = { months: [], values: [] };

const periodKey = (period: MonthSpan) => `${String(period.first)}-${String(period.last)}`;

/**
 * The series compared with the blend. Spec: the benchmark index (the S&P 500, first of the
 * indexes) and the main CTA index are on the chart from the start; the member adds programs and
 * indexes (each once) and removes them. Without `compare` (a shared blend's page, whose series
 * stop at the month it was shared) nothing is compared.
 */
export function useComparisons(engine: Engine, compare = true): Comparisons {
  const { data: items, error: itemsError } = useQuery({ ...compareItemsQuery, enabled: compare });
  const [chosen, setChosen] = useState<SeriesRef[] | undefined>();
  const defaults = useMemo(() => (compare ? defaultComparisons(items ?? []) : []), [compare, items]);
  const picks = useMemo(() => chosen ?? defaults, [chosen, defaults]);
  const { series, error } = useCompareSeries(picks);
  const add = useCallback(
    (pick: SeriesRef) => {
      setChosen(addPick(picks, pick, blendRef));
    },
    [picks],
  );
  const remove = useCallback(
    (pick: SeriesRef) => {
      setChosen(removePick(picks, pick));
    },
    [picks],
  );
  const statisticsOf = useCallback(
    (compared: CompareSeries, period: MonthSpan) => {
      let byPeriod = statisticsCache.get(compared);
      if (!byPeriod) {
        byPeriod = new Map();
        statisticsCache.set(compared, byPeriod);
      }
      const key = periodKey(period);
      if (!byPeriod.has(key)) {
        const { months, values } = returnsWithin(compared.vami, period);
        byPeriod.set(
          key,
          months.length === 0 ? undefined : engine.programStatistics(Int32Array.from(months), Float64Array.from(values)),
        );
      }
      return byPeriod.get(key);
    },
    [engine],
  );
  const riskMeasuresOf = useCallback(
    (returns: MonthlyReturns, benchmark: MonthlyReturns | undefined, period: MonthSpan) => {
      let byBenchmark = riskCache.get(benchmark ?? noBenchmark);
      if (!byBenchmark) {
        byBenchmark = new WeakMap();
        riskCache.set(benchmark ?? noBenchmark, byBenchmark);
      }
      let byPeriod = byBenchmark.get(returns);
      if (!byPeriod) {
        byPeriod = new Map();
        byBenchmark.set(returns, byPeriod);
      }
      const key = periodKey(period);
      if (!byPeriod.has(key)) byPeriod.set(key, riskMeasuresWithin(engine, returns, benchmark, period));
      return byPeriod.get(key);
    },
    [engine],
  );
  // One object while nothing changes, so the parts that take it are not drawn again on an edit.
  return useMemo(
    () => ({ items, itemsError, picks, series, error, add, remove, statisticsOf, riskMeasuresOf }),
    [items, itemsError, picks, series, error, add, remove, statisticsOf, riskMeasuresOf],
  );
}
