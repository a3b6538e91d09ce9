import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { SelectField, type SelectOption } from '@/components/Form/SelectField';
import { useLang, useT } from '@/i18n/i18n-context';
import { compareChoices, compareTitle, parseSeriesKey, seriesKey, type CompareItem, type SeriesRef } from '@/lib/compare';
import './Compare.css';

const separatorValue = 'separator';

interface ComparePickerProps {
  /** The programs and indexes to choose from; undefined while they load. */
  items: readonly CompareItem[] | undefined;
  /** Why they could not be loaded. */
  error: Error | null;
  /** Every series on the chart, its own included: they stay listed but cannot be chosen again. */
  charted: readonly SeriesRef[];
  onPick: (pick: SeriesRef) => void;
}

/** The comparison dropdown: programs, then (below a line) indexes, as the spec lists them. */
export function ComparePicker({ items, error, charted, onPick }: ComparePickerProps) {
  const t = useT();
  const lang = useLang();
  const choices = compareChoices(items ?? [], charted);
  const option = ({ item, charted: taken }: (typeof choices.programs)[number]): SelectOption => ({
    value: seriesKey(item),
    label: compareTitle(item, lang),
    disabled: taken,
  });
  const separator: SelectOption[] =
    choices.programs.length > 0 && choices.indexes.length > 0
      ? [{ value: separatorValue, label: '──────────', disabled: true }]
      : [];
  const options = [...choices.programs.map(option), ...separator, ...choices.indexes.map(option)];

  return (
    <>
      <SelectField
        className="compare-picker"
        label={t('program.compareWith')}
        placeholder={t('program.compareChoose')}
        options={options}
        value=""
        disabled={items === undefined}
        onChange={(event) => {
          const pick = parseSeriesKey(event.target.value);
          if (pick) onPick(pick);
        }}
      />
      {error && <ErrorAlert error={error} />}
    </>
  );
}
