import { memo, useMemo, useState, type ReactNode } from 'react';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { ConfirmDialog } from '@/components/ConfirmDialog/ConfirmDialog';
import { LangLink } from '@/components/LangLink/LangLink';
import { Money } from '@/components/Money/Money';
import { Section } from '@/components/Section/Section';
import { groupPath, programPath } from '@/config/paths';
import { useLang, useT } from '@/i18n/i18n-context';
import { currencySymbol, formatExactAmount, formatMonth, formatPercent, missingValue } from '@/lib/format';
import { correlationRoles, type SignedInSession } from '@/lib/session';
import type { BlendOrder } from '@/features/blends/api/blends';
import type { BlenderModel } from '@/features/blends/model/blender-model';
import { nonCorrelatedPath } from '@/features/blends/model/blender-tabs';
import { amountProblem, parseAmount, type AmountProblem } from '@/features/blends/model/validation';
import { percentText, shareEntry, showsShare, type ShareProblem } from '@/features/blends/model/allocation-share';
import { leverageOptions } from '@/lib/allocation';
import { allocationFigures, orderColor, type AllocationFigures } from '@/features/blends/model/view-model';
import type { Worksheet } from '@/features/blends/model/worksheet';

interface AllocationRow {
  order: BlendOrder;
  index: number;
  /** Its base value, cash level and share; none while a currency has no rate. */
  figures: AllocationFigures | undefined;
  /** The currency the figures are in, and US dollars per unit of it. */
  baseCurrency: string;
  baseUsdPerUnit: number | null;
  /** What the blend's other programs hold, in the base currency: a typed percentage is a share against it. */
  othersValue: number;
}

interface AllocationsTabProps {
  model: BlenderModel;
  worksheet: Worksheet;
  session: SignedInSession;
  readOnly: boolean;
  /** The program search that adds a program (absent when read-only). */
  search: ReactNode;
}

/** "2019-04-01" → "Apr 2019"; a dash without a date. */
function inceptionMonth(date: string | null | undefined, lang: Parameters<typeof formatMonth>[1]): string {
  const match = /^(\d{4})-(\d{2})/.exec(date ?? '');
  return match?.[1] && match[2] ? formatMonth(Number(match[1]) * 100 + Number(match[2]), lang) : missingValue;
}

/** Two versions of a row show the same: the same order (orders are replaced when edited) and figures. */
function sameAllocation(before: AllocationRow, after: AllocationRow): boolean {
  return (
    before.order === after.order &&
    before.figures?.value === after.figures?.value &&
    before.figures?.cashLevel === after.figures?.cashLevel &&
    before.figures?.pctAllocated === after.figures?.pctAllocated &&
    before.baseCurrency === after.baseCurrency &&
    before.baseUsdPerUnit === after.baseUsdPerUnit &&
    before.othersValue === after.othersValue
  );
}

/**
 * The blend's programs with their amounts and leverage, editable unless the blend is read-only.
 * Each amount is typed in its program's currency; its value, cash level and share are in the
 * blend's base currency, which the headings name.
 */
export function AllocationsTab({ model, worksheet, session, readOnly, search }: AllocationsTabProps) {
  const t = useT();
  const lang = useLang();
  const [removing, setRemoving] = useState<BlendOrder>();
  const { baseCurrency, baseUsdPerUnit } = worksheet;
  const figures = allocationFigures(worksheet.orders, worksheet);
  const total = figures?.reduce((sum, row) => sum + row.value, 0);
  const rows: AllocationRow[] = worksheet.orders.map((order, index) => {
    const own = figures?.[index];
    return { order, index, figures: own, baseCurrency, baseUsdPerUnit, othersValue: (total ?? 0) - (own?.value ?? 0) };
  });
  const symbol = currencySymbol(baseCurrency, lang);
  // Stable columns and the row comparison let an edit re-render only the rows whose figures moved
  // (a leverage change: one row), which keeps the blender's edit within a frame.
  const columns = useMemo(
    (): Column<AllocationRow>[] => [
      {
        id: 'chart',
        header: t('blender.chartColumn'),
        cell: ({ order }) => (
          <ChartToggle programId={order.programId} programName={order.programName} checked={order.chartVisible} model={model} disabled={readOnly} />
        ),
        align: 'center',
      },
      {
        id: 'color',
        header: t('members.color'),
        cell: ({ order, index }) =>
          readOnly ? (
            <span className="blender-swatch" style={{ background: orderColor(order, index) }} aria-hidden="true" />
          ) : (
            <ColorInput programId={order.programId} programName={order.programName} color={orderColor(order, index)} model={model} />
          ),
        align: 'center',
      },
      {
        id: 'program',
        header: t('blender.programColumn'),
        rowHeader: true,
        cell: ({ order }) => (
          <div className="blender-program">
            <LangLink to={groupPath(order.groupUri)} className="blender-program__group">
              {order.groupName}
            </LangLink>
            <LangLink to={programPath(order.groupUri, order.programUri)}>{order.programName}</LangLink>
          </div>
        ),
      },
      { id: 'feeManagement', header: t('blender.mgmtFee'), cell: ({ order }) => formatPercent(order.feeManagement), align: 'end' },
      { id: 'feePerformance', header: t('blender.perfFee'), cell: ({ order }) => formatPercent(order.feePerformance), align: 'end' },
      {
        id: 'amount',
        header: t('blender.allocatedIn', { currency: symbol }),
        cell: ({ order, figures: f, baseCurrency: base }) => (
          <>
            {readOnly ? (
              <Money amount={order.quantity} currency={order.currency} exact />
            ) : (
              <AmountInput
                programId={order.programId}
                programName={order.programName}
                quantity={order.quantity}
                investmentMin={order.investmentMin}
                currency={order.currency}
                model={model}
              />
            )}
            {/* The amount is in its program's currency: its value in the base is what the sums use. */}
            {order.currency !== base && f && (
              <span className="blender-base-value">
                <Money amount={f.value} currency={base} exact />
              </span>
            )}
          </>
        ),
        align: 'end',
      },
      {
        id: 'cashLevel',
        header: t('blender.cashLevelIn', { currency: symbol }),
        cell: ({ figures: f, baseCurrency: base }) => (f ? <Money amount={f.cashLevel} currency={base} exact /> : missingValue),
        align: 'end',
      },
      {
        id: 'leverage',
        header: t('members.leverage'),
        cell: ({ order }) =>
          readOnly ? (
            t('members.leverageValue', { leverage: order.leverage })
          ) : (
            <LeverageSelect programId={order.programId} programName={order.programName} leverage={order.leverage} model={model} />
          ),
        align: 'end',
      },
      {
        id: 'pctAllocated',
        header: t('members.pctAllocated'),
        // A lone program is the whole blend: there is no other share to type.
        cell: ({ order, figures: f, othersValue, baseUsdPerUnit: baseRate }) =>
          !f ? (
            missingValue
          ) : readOnly || othersValue <= 0 || typeof order.usdPerUnit !== 'number' || baseRate === null ? (
            formatPercent(f.pctAllocated)
          ) : (
            <ShareInput
              programId={order.programId}
              programName={order.programName}
              share={f.pctAllocated}
              othersValue={othersValue}
              usdPerUnit={order.usdPerUnit}
              baseUsdPerUnit={baseRate}
              investmentMin={order.investmentMin}
              currency={order.currency}
              model={model}
            />
          ),
        align: 'end',
      },
      { id: 'inception', header: t('blender.inception'), cell: ({ order }) => inceptionMonth(order.dateInception, lang) },
      ...(readOnly
        ? []
        : [
            {
              id: 'actions',
              header: t('members.actions'),
              cell: ({ order }: AllocationRow) => (
                <button
                  type="button"
                  className="blender-remove"
                  aria-label={t('members.removeProgram', { program: order.programName })}
                  onClick={() => {
                    setRemoving(order);
                  }}
                >
                  <span aria-hidden="true">×</span>
                </button>
              ),
              align: 'center' as const,
            },
          ]),
    ],
    [t, lang, readOnly, model, symbol],
  );
  const correlates = session.roles.some((role) => correlationRoles.includes(role));
  const title = t('blender.allocations');
  return (
    <Section
      className="blender-section"
      title={title}
      tools={
        correlates && (
          <LangLink
            to={nonCorrelatedPath(worksheet.blendId)}
            onClick={() => {
              void model.flush();
            }}
          >
            {t('blender.findNonCorrelated')}
          </LangLink>
        )
      }
    >
      <DataTable
        caption={title}
        className="blender-allocations blender-cards"
        cardLabels
        columns={columns}
        rows={rows}
        rowKey={({ order }) => order.programId}
        sameRow={sameAllocation}
        maxHeight="none"
      />
      {total !== undefined && (
        <p className="blender-total">{t('blender.totalIn', { amount: formatExactAmount(total, baseCurrency, lang) })}</p>
      )}
      {search}
      <ConfirmDialog
        open={removing !== undefined}
        message={removing && t('blender.confirmRemove', { program: removing.programName })}
        onCancel={() => {
          setRemoving(undefined);
        }}
        onConfirm={() => {
          if (removing) model.remove(removing.programId);
          setRemoving(undefined);
        }}
      />
    </Section>
  );
}

interface OrderControlProps {
  programId: number;
  programName: string;
  model: BlenderModel;
}

const ChartToggle = memo(function ChartToggle({
  programId,
  programName,
  checked,
  model,
  disabled,
}: OrderControlProps & { checked: boolean; disabled: boolean }) {
  const t = useT();
  return (
    <input
      type="checkbox"
      className="blender-check"
      aria-label={t('blender.chartFor', { program: programName })}
      checked={checked}
      disabled={disabled}
      onChange={(event) => {
        model.setChartVisible(programId, event.target.checked);
      }}
    />
  );
});

const ColorInput = memo(function ColorInput({ programId, programName, color, model }: OrderControlProps & { color: string }) {
  const t = useT();
  return (
    <input
      type="color"
      className="blender-color"
      aria-label={t('members.colorFor', { program: programName })}
      value={color}
      onChange={(event) => {
        model.setColor(programId, event.target.value);
      }}
    />
  );
});

const AmountInput = memo(function AmountInput({
  programId,
  programName,
  quantity,
  investmentMin,
  currency,
  model,
}: OrderControlProps & { quantity: number; investmentMin?: number | null; currency: string }) {
  const t = useT();
  const lang = useLang();
  const [text, setText] = useState(String(quantity));
  const [problem, setProblem] = useState<AmountProblem>();
  const [shown, setShown] = useState(quantity);
  // A percentage typed in the row's share field sets the amount: the field follows, unless it
  // already says that amount.
  if (shown !== quantity) {
    setShown(quantity);
    if (parseAmount(text) !== quantity) {
      setText(String(quantity));
      setProblem(undefined);
    }
  }
  const errorId = `blender-amount-error-${String(programId)}`;
  return (
    <div className="blender-amount">
      {/* The amount is typed in the program's own currency, whatever the blend's base. */}
      <span className="blender-share">
        <span className="blender-currency">{currencySymbol(currency, lang)}</span>
        <input
          type="text"
          inputMode="decimal"
          className="blender-input"
          aria-label={t('members.amountFor', { program: programName })}
          aria-invalid={problem !== undefined}
          aria-describedby={problem ? errorId : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            const amount = parseAmount(event.target.value);
            const found = amountProblem(amount, investmentMin);
            setProblem(found);
            // Only a valid amount reaches the blend: the figures keep the last good one meanwhile.
            if (!found) model.setAmount(programId, amount);
          }}
        />
      </span>
      {problem && (
        <span id={errorId} className="blender-error" role="alert">
          {problem === 'belowMinimum'
            ? t('members.belowMinimum', { min: formatExactAmount(investmentMin, currency, lang) })
            : t('members.amountPositive')}
        </span>
      )}
    </div>
  );
});

interface ShareInputProps extends OrderControlProps {
  share: number;
  /** The other programs' base values, summed. */
  othersValue: number;
  /** US dollars per unit of the program's currency and of the base: a share is converted back by them. */
  usdPerUnit: number;
  baseUsdPerUnit: number;
  investmentMin?: number | null;
  currency: string;
}

/**
 * The program's share of the blend, typed as a percentage: stored as the amount, in the program's
 * currency, whose base value gives it that share while the other programs keep theirs.
 */
const ShareInput = memo(function ShareInput({
  programId,
  programName,
  share,
  othersValue,
  usdPerUnit,
  baseUsdPerUnit,
  investmentMin,
  currency,
  model,
}: ShareInputProps) {
  const t = useT();
  const lang = useLang();
  const [text, setText] = useState(percentText(share));
  const [problem, setProblem] = useState<ShareProblem>();
  const [shown, setShown] = useState(share);
  // Another row's amount moves this share: the field follows, unless it already says it.
  if (shown !== share) {
    setShown(share);
    if (!showsShare(text, share)) {
      setText(percentText(share));
      setProblem(undefined);
    }
  }
  const errorId = `blender-share-error-${String(programId)}`;
  return (
    <div className="blender-amount">
      <span className="blender-share">
        <input
          type="text"
          inputMode="decimal"
          className="blender-input blender-input--share"
          aria-label={t('blender.shareFor', { program: programName })}
          aria-invalid={problem !== undefined}
          aria-describedby={problem ? errorId : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            const entry = shareEntry(event.target.value, othersValue, { usdPerUnit, baseUsdPerUnit }, investmentMin);
            setProblem(entry.problem);
            if (entry.problem === undefined) model.setAmount(programId, entry.amount);
          }}
        />
        <span aria-hidden="true">%</span>
      </span>
      {problem && (
        <span id={errorId} className="blender-error" role="alert">
          {problem === 'belowMinimum'
            ? t('members.belowMinimum', { min: formatExactAmount(investmentMin, currency, lang) })
            : t('blender.shareRange')}
        </span>
      )}
    </div>
  );
});

const LeverageSelect = memo(function LeverageSelect({
  programId,
  programName,
  leverage,
  model,
}: OrderControlProps & { leverage: number }) {
  const t = useT();
  // The same option elements on every edit, so React leaves the options alone.
  const options = useMemo(
    () =>
      leverageOptions.map((option) => (
        <option key={option} value={String(option)}>
          {t('members.leverageValue', { leverage: option })}
        </option>
      )),
    [t],
  );
  return (
    <select
      className="blender-input"
      aria-label={t('members.leverageFor', { program: programName })}
      value={String(leverage)}
      onChange={(event) => {
        model.setLeverage(programId, Number(event.target.value));
      }}
    >
      {options}
    </select>
  );
});
