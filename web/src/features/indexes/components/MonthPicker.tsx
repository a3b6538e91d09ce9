import { useId, useState } from 'react';
import { Button } from '@/components/Button/Button';
import { useT } from '@/i18n/i18n-context';
import { addMonths, clampMonth, isYearMonth, type YearMonthText } from '@/lib/year-month';

interface MonthPickerProps {
  /** The month shown, `YYYY-MM`. */
  value: YearMonthText;
  /** The months there is something for: the buttons and the box stay within them. */
  first: YearMonthText;
  last: YearMonthText;
  onChange: (month: YearMonthText) => void;
}

/** Previous and next month buttons around a month box, limited to `first`..`last`. */
export function MonthPicker({ value, first, last, onChange }: MonthPickerProps) {
  const t = useT();
  return (
    <div className="month-picker">
      <Button
        size="sm"
        aria-label={t('indexes.previousMonth')}
        disabled={value <= first}
        onClick={() => {
          onChange(clampMonth(addMonths(value, -1), first, last));
        }}
      >
        <span aria-hidden="true">‹</span>
      </Button>
      {/* Remounted when the month changes elsewhere, so the box never shows a stale month. */}
      <MonthInput key={value} value={value} first={first} last={last} onChange={onChange} />
      <Button
        size="sm"
        aria-label={t('indexes.nextMonth')}
        disabled={value >= last}
        onClick={() => {
          onChange(clampMonth(addMonths(value, 1), first, last));
        }}
      >
        <span aria-hidden="true">›</span>
      </Button>
    </div>
  );
}

/**
 * The month box. A month within the range is shown as soon as it is chosen; in a browser without a
 * month picker it is a text box for `YYYY-MM`, read on Enter or when it loses focus. A month
 * outside the range is brought into it; anything else puts the shown month back.
 */
function MonthInput({ value, first, last, onChange }: MonthPickerProps) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState(value);

  const commit = (text: string) => {
    const month = text.trim();
    if (!isYearMonth(month)) {
      setDraft(value);
      return;
    }
    const kept = clampMonth(month, first, last);
    setDraft(kept);
    if (kept !== value) onChange(kept);
  };

  return (
    <span className="month-picker__field">
      <label htmlFor={id}>{t('indexes.month')}</label>
      <input
        id={id}
        type="month"
        min={first}
        max={last}
        value={draft}
        placeholder={t('indexes.monthPlaceholder')}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          // A picker's choice (or an arrow key on its month) is a whole month: shown straight away.
          // Digits typed into the year pass through years out of range, which wait for Enter.
          if (isYearMonth(text) && text >= first && text <= last) commit(text);
        }}
        onBlur={() => {
          commit(draft);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(draft);
        }}
      />
    </span>
  );
}
