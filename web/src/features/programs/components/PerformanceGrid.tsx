import { SelectField } from '@/components/Form/SelectField';
import { fieldErrorMessage } from '@/i18n/error-messages';
import { useLang, useT } from '@/i18n/i18n-context';
import { formatMonth } from '@/lib/format';
import {
  cellAt,
  cellErrorKey,
  isMonthDisabled,
  monthsOfYear,
  type Grid,
  type GridErrors,
  type MonthCell,
} from '@/features/programs/model/performance-model';

interface PerformanceGridProps {
  grid: Grid;
  errors: GridErrors;
  year: number;
  years: readonly number[];
  inceptionMonth: number | null;
  currentMonth: number;
  onYearChange: (year: number) => void;
  onCellChange: (month: number, patch: Partial<MonthCell>) => void;
}

/** The year selector and the twelve months of the chosen year. */
export function PerformanceGrid({
  grid,
  errors,
  year,
  years,
  inceptionMonth,
  currentMonth,
  onYearChange,
  onCellChange,
}: PerformanceGridProps) {
  const t = useT();
  const lang = useLang();
  return (
    <div className="performance-grid">
      <SelectField
        label={t('performance.year')}
        className="performance-grid__year"
        value={String(year)}
        options={years.map((option) => ({ value: String(option), label: String(option) }))}
        onChange={(event) => {
          onYearChange(Number(event.target.value));
        }}
      />
      <p className="performance-note">
        {t(inceptionMonth === null ? 'performance.noInception' : 'performance.disabledNote')}
      </p>
      <table className="performance-grid__table">
        <caption className="visually-hidden">{t('performance.gridCaption', { year })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('performance.month')}</th>
            <th scope="col">{t('performance.percentChange')}</th>
            <th scope="col">{t('performance.assets')}</th>
            <th scope="col">{t('performance.estimated')}</th>
          </tr>
        </thead>
        <tbody>
          {monthsOfYear(year).map((month) => {
            const cell = cellAt(grid, month);
            const disabled = isMonthDisabled(month, inceptionMonth, currentMonth);
            const name = formatMonth(month, lang);
            const percentError = errors[cellErrorKey(month, 'percent')];
            const assetsError = errors[cellErrorKey(month, 'assets')];
            const percentErrorId = `performance-${String(month)}-percent-error`;
            const assetsErrorId = `performance-${String(month)}-assets-error`;
            return (
              <tr key={month} className={disabled ? 'performance-grid__row--disabled' : undefined}>
                <th scope="row">{name}</th>
                <td>
                  <input
                    className="field__control"
                    type="number"
                    step="0.01"
                    min="-100"
                    inputMode="decimal"
                    aria-label={t('performance.percentFor', { month: name })}
                    aria-invalid={percentError ? true : undefined}
                    aria-describedby={percentError ? percentErrorId : undefined}
                    value={cell.percent}
                    disabled={disabled}
                    onChange={(event) => {
                      onCellChange(month, { percent: event.target.value });
                    }}
                  />
                  {percentError && (
                    <p id={percentErrorId} className="field__error">
                      {fieldErrorMessage(t, percentError)}
                    </p>
                  )}
                </td>
                <td>
                  <input
                    className="field__control"
                    type="number"
                    step="1"
                    min="0"
                    inputMode="numeric"
                    aria-label={t('performance.assetsFor', { month: name })}
                    aria-invalid={assetsError ? true : undefined}
                    aria-describedby={assetsError ? assetsErrorId : undefined}
                    value={cell.assets}
                    disabled={disabled}
                    onChange={(event) => {
                      onCellChange(month, { assets: event.target.value });
                    }}
                  />
                  {assetsError && (
                    <p id={assetsErrorId} className="field__error">
                      {fieldErrorMessage(t, assetsError)}
                    </p>
                  )}
                </td>
                <td className="performance-grid__estimated">
                  <input
                    type="checkbox"
                    className="field__checkbox"
                    aria-label={t('performance.estimatedFor', { month: name })}
                    checked={cell.estimated}
                    disabled={disabled}
                    onChange={(event) => {
                      onCellChange(month, { estimated: event.target.checked });
                    }}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
