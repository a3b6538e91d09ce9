import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { compareItemsQuery, useCompareSeries } from '@/lib/compare-api';
import { addPick, removePick, type CompareItem, type CompareSeries, type SeriesRef } from '@/lib/compare';
import type { Engine, ProgramStatistics } from '@/lib/engine';
import { defaultComparisons } from '@/features/blends/model/comparisons';
import { returnsFromVami } from '@/features/blends/model/view-model';

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
  /** A compared series' statistics, computed once per series by the engine. */
  statisticsOf: (series: CompareSeries) => ProgramStatistics | undefined;
}

const statisticsCache = new WeakMap<CompareSeries, ProgramStatistics | undefined>();

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
    (compared: CompareSeries) => {
      if (!statisticsCache.has(compared)) {
        const { months, values } = returnsFromVami(compared.vami);
        statisticsCache.set(
          compared,
          months.length === 0 ? undefined : engine.programStatistics(Int32Array.from(months), Float64Array.from(values)),
        );
      }
      return statisticsCache.get(compared);
    },
    [engine],
  );
  // One object while nothing changes, so the parts that take it are not drawn again on an edit.
  return useMemo(
    () => ({ items, itemsError, picks, series, error, add, remove, statisticsOf }),
    [items, itemsError, picks, series, error, add, remove, statisticsOf],
  );
}
