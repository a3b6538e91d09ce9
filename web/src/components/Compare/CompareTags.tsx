import { useQuery } from '@tanstack/react-query';
import { useLang, useT } from '@/i18n/i18n-context';
import { compareItemsQuery } from './compare-api';
import { compareTitle, sameSeries, seriesKey, type SeriesRef } from './compare-list';
import './Compare.css';

interface CompareTagsProps {
  picks: readonly SeriesRef[];
  /** The colour of each pick's line, so a tag matches its line. */
  colorOf: (pick: SeriesRef, index: number) => string;
  /** A click on a tag's × takes its series off the chart. */
  onRemove: (pick: SeriesRef) => void;
}

/** The compared series as removable tags, each with its line's colour. */
export function CompareTags({ picks, colorOf, onRemove }: CompareTagsProps) {
  const t = useT();
  const lang = useLang();
  const { data: items } = useQuery(compareItemsQuery);
  if (picks.length === 0) return null;
  const titleOf = (pick: SeriesRef) => {
    const item = items?.find((candidate) => sameSeries(candidate, pick));
    return item ? compareTitle(item, lang) : seriesKey(pick);
  };
  return (
    <ul className="compare-tags" aria-label={t('program.comparedSeries')}>
      {picks.map((pick, index) => (
        <li key={seriesKey(pick)} className="compare-tag">
          <span className="compare-swatch" style={{ background: colorOf(pick, index) }} aria-hidden="true" />
          {titleOf(pick)}
          <button
            type="button"
            className="compare-tag__remove"
            aria-label={t('program.removeSeries', { title: titleOf(pick) })}
            onClick={() => {
              onRemove(pick);
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
