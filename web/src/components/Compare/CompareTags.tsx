import { useLang, useT } from '@/i18n/i18n-context';
import { compareTitle, sameSeries, seriesKey, type CompareItem, type SeriesRef } from '@/lib/compare';
import './Compare.css';

interface CompareTagsProps {
  /** The programs and indexes, for the picks' titles; undefined while they load. */
  items: readonly CompareItem[] | undefined;
  picks: readonly SeriesRef[];
  /** The colour of each pick's line, so a tag matches its line. */
  colorOf: (pick: SeriesRef, index: number) => string;
  /** A click on a tag's × takes its series off the chart. */
  onRemove: (pick: SeriesRef) => void;
}

/** The compared series as removable tags, each with its line's colour. */
export function CompareTags({ items, picks, colorOf, onRemove }: CompareTagsProps) {
  const t = useT();
  const lang = useLang();
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
