import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { compareItemsQuery, useCompareSeries } from '@/lib/compare-api';
import { addPick, removePick, type CompareItem, type CompareSeries, type SeriesRef } from '@/lib/compare';
import type { Engine, ProgramStatistics } from '@/lib/engine';
import { defaultComparisons } from '@/features/blends/model/comparisons';
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
}

const statisticsCache = new WeakMap<CompareSeries, Map<string, ProgramStatistics | undefined>>();

/**
 * The series compared with the blend. Spec: the benchmark index (the S&P 500, first of the
 * indexes) and the main CTA index are on the chart from the start; the member adds programs and
 * indexes (each once) and removes them.
 */
export function useComparisons(engine: Engine): Comparisons {
  const { data: items, error: itemsError } = useQuery(compareItemsQuery);
  const [chosen, setChosen] = useState<SeriesRef[] | undefined>();
  const defaults = useMemo(() => defaultComparisons(items ?? []), [items]);
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
      const key = `${String(period.first)}-${String(period.last)}`;
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
  // One object while nothing changes, so the parts that take it are not drawn again on an edit.
  return useMemo(
    () => ({ items, itemsError, picks, series, error, add, remove, statisticsOf }),
    [items, itemsError, picks, series, error, add, remove, statisticsOf],
  );
}
