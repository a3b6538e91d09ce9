import { useEffect, useRef, useState } from 'react';
import { useLang, useT } from '@/i18n/i18n-context';
import { cx } from '@/lib/class-names';
import { allocationMessage } from '@/features/member-lists/model/allocation-messages';
import type { PortfolioChange, PortfolioRow } from '@/features/member-lists/api/portfolio';
import { dateAllocationProblem, quantityProblem } from '@/features/member-lists/model/portfolio-rules';
import { checkColor, checkLeverage, earliestAllocation, leverageOptions } from '@/lib/allocation';

/** Sends a change; resolves with the server's field errors (none when it was saved). */
export type SaveAllocation = (change: PortfolioChange) => Promise<Readonly<Record<string, string>>>;

interface CellProps {
  row: PortfolioRow;
  today: string;
  save: SaveAllocation;
}

function FieldError({ id, message }: { id: string; message: string | null }) {
  return message ? (
    <p id={id} className="member-list__field-error">
      {message}
    </p>
  ) : null;
}

/**
 * One editable figure: the draft stays here until it passes the rules, then goes to the server;
 * a refusal (the browser's or the server's) is shown under the control and nothing is sent.
 */
function useAllocationField(row: PortfolioRow, today: string, save: SaveAllocation, field: keyof PortfolioChange) {
  const t = useT();
  const lang = useLang();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = `allocation-${String(row.portfolioOrderId)}-${field}-error`;
  const send = async (change: PortfolioChange) => {
    setBusy(true);
    try {
      const fields = await save(change);
      setProblem(fields[field] ?? null);
    } finally {
      setBusy(false);
    }
  };
  return {
    busy,
    message: problem ? allocationMessage(t, lang, problem, row, today) : null,
    errorId,
    refuse: setProblem,
    send,
    a11y: { 'aria-invalid': problem !== null, 'aria-describedby': problem ? errorId : undefined },
  };
}

export function AmountCell({ row, today, save }: CellProps) {
  const t = useT();
  const [text, setText] = useState(String(row.quantity));
  const field = useAllocationField(row, today, save, 'quantity');
  const commit = () => {
    if (Number(text) === row.quantity && text.trim() !== '') {
      field.refuse(null);
      return;
    }
    const problem = quantityProblem(text, row.investmentMin);
    field.refuse(problem);
    if (!problem) void field.send({ quantity: Number(text) });
  };
  return (
    <>
      <input
        type="number"
        inputMode="decimal"
        min={row.investmentMin ?? 0}
        step="any"
        className={cx('member-list__input', field.message && 'member-list__input--invalid')}
        aria-label={t('members.amountFor', { program: row.programName })}
        value={text}
        disabled={field.busy}
        onChange={(event) => {
          setText(event.target.value);
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        {...field.a11y}
      />
      <FieldError id={field.errorId} message={field.message} />
    </>
  );
}

export function DateCell({ row, today, save }: CellProps) {
  const t = useT();
  const saved = row.dateAllocation ?? '';
  const [date, setDate] = useState(saved);
  const field = useAllocationField(row, today, save, 'dateAllocation');
  const commit = (next: string) => {
    setDate(next);
    if (next === saved) {
      field.refuse(null);
      return;
    }
    const problem = dateAllocationProblem(next, row.dateInception, today);
    field.refuse(problem);
    if (!problem) void field.send({ dateAllocation: next });
  };
  return (
    <>
      <input
        type="date"
        min={earliestAllocation(row.dateInception)}
        max={today}
        className={cx('member-list__input', field.message && 'member-list__input--invalid')}
        aria-label={t('members.dateFor', { program: row.programName })}
        value={date}
        disabled={field.busy}
        onChange={(event) => {
          commit(event.target.value);
        }}
        {...field.a11y}
      />
      <FieldError id={field.errorId} message={field.message} />
    </>
  );
}

export function LeverageCell({ row, today, save }: CellProps) {
  const t = useT();
  const field = useAllocationField(row, today, save, 'leverage');
  const options = leverageOptions.includes(row.leverage) ? leverageOptions : [...leverageOptions, row.leverage].sort((a, b) => a - b);
  return (
    <>
      <select
        className={cx('member-list__input', field.message && 'member-list__input--invalid')}
        aria-label={t('members.leverageFor', { program: row.programName })}
        value={String(row.leverage)}
        disabled={field.busy}
        onChange={(event) => {
          const leverage = Number(event.target.value);
          const problem = checkLeverage(leverage) ?? null;
          field.refuse(problem);
          if (!problem) void field.send({ leverage });
        }}
        {...field.a11y}
      >
        {options.map((leverage) => (
          <option key={leverage} value={String(leverage)}>
            {t('members.leverageValue', { leverage: leverage.toFixed(1) })}
          </option>
        ))}
      </select>
      <FieldError id={field.errorId} message={field.message} />
    </>
  );
}

/** A colour picker sends only once the pointer settles, not on every step of a drag. */
const colorSettleMs = 600;

export function ColorCell({ row, today, save, fallback }: CellProps & { fallback: string }) {
  const t = useT();
  const [color, setColor] = useState(row.color ?? fallback);
  const field = useAllocationField(row, today, save, 'color');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => {
    window.clearTimeout(timer.current);
  }, []);
  return (
    <>
      <input
        type="color"
        className="member-list__input member-list__input--color"
        aria-label={t('members.colorFor', { program: row.programName })}
        value={color}
        onChange={(event) => {
          const next = event.target.value;
          setColor(next);
          window.clearTimeout(timer.current);
          const problem = checkColor(next) ?? null;
          field.refuse(problem);
          if (!problem) {
            timer.current = window.setTimeout(() => void field.send({ color: next }), colorSettleMs);
          }
        }}
        {...field.a11y}
      />
      <FieldError id={field.errorId} message={field.message} />
    </>
  );
}
