import { memo, useId, useMemo } from 'react';
import { Alert } from '@/components/Alert/Alert';
import { Chart, type ChartLayout, type ChartTrace } from '@/components/Chart/Chart';
import { pieChartSize } from '@/components/Chart/chart-size';
import { Section } from '@/components/Section/Section';
import { useLang, useT } from '@/i18n/i18n-context';
import { formatDecimal, formatPercent } from '@/lib/format';
import type { BlendResult } from '@/features/blends/model/blend-computer';
import type { BlenderModel } from '@/features/blends/model/blender-model';
import { blendCoverage, coverageText, periodsDiffer, programSpans } from '@/features/blends/model/coverage';
import { useSectionTiming } from '@/features/blends/hooks/use-section-timing';
import { BaseCurrencyChoice, NoRateAlert } from './BaseCurrency';
import type { BlendBase } from '@/features/blends/model/base-currency';
import { allocationFigures, emptySummary, orderColor, summaryFigures } from '@/features/blends/model/view-model';
import type { Worksheet } from '@/features/blends/model/worksheet';

const pieLayout: ChartLayout = { showlegend: false, margin: { l: 0, r: 0, t: 0, b: 0 } };

interface BlendSummaryCardProps {
  model: BlenderModel;
  result: BlendResult;
  worksheet: Worksheet;
  readOnly: boolean;
}

/**
 * The period the figures cover (and the choice of it), the base currency (and the choice of it),
 * then YTD, CAROR, worst drawdown, S&P
 * correlation, Sharpe, standard deviation and the allocation pie.
 */
export function BlendSummaryCard({ model, result, worksheet, readOnly }: BlendSummaryCardProps) {
  const t = useT();
  const tooltipId = useId();
  const figures = result.status === 'ok' ? summaryFigures(result.statistics) : emptySummary;
  // Counts for the allocation pie and the allocations table too: they render from the same
  // snapshot, in this commit.
  useSectionTiming('summary', result);

  const rows: [string, string, string?][] = [
    [t('blender.ytd'), formatPercent(figures.ytdReturn)],
    [t('members.compoundedAnnualRor'), formatPercent(figures.compoundedAnnualROR), tooltipId],
    [t('blender.worstDrawdown'), formatPercent(figures.maxDrawDown)],
    [t('blender.sp500Correlation'), formatDecimal(figures.correlationsp500)],
    [t('blender.sharpe'), formatDecimal(figures.sharpe)],
    [t('blender.standardDeviation'), formatPercent(figures.standardDeviation)],
  ];
  const title = t('blender.summary');
  return (
    <Section title={title} className="blender-section blender-summary">
      <BlendPeriod model={model} worksheet={worksheet} readOnly={readOnly} />
      <BaseCurrencyChoice model={model} base={worksheet} readOnly={readOnly} />
      {result.status === 'error' && <Alert>{t(result.code === 'no_common_months' ? 'blender.noCommonMonths' : 'blender.cannotCompute')}</Alert>}
      {result.status === 'noRate' && <NoRateAlert currencies={result.currencies} />}
      <dl className="blender-figures" aria-label={title}>
        {rows.map(([label, value, describedBy]) => (
          <div key={label} className="blender-figures__item">
            <dt>
              {label}
              {describedBy && (
                <span className="blender-tip" tabIndex={0} role="note" aria-describedby={describedBy} title={t('blender.carorTip')}>
                  <span aria-hidden="true">?</span>
                  <span id={describedBy} className="visually-hidden">
                    {t('blender.carorTip')}
                  </span>
                </span>
              )}
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <AllocationPie orders={worksheet.orders} base={worksheet} label={t('blender.allocationPie')} />
    </Section>
  );
}

/**
 * What the figures cover, and, when the programs' months differ, the labelled choice between the
 * whole period and the months all programs share (the engine's `normalized`).
 */
function BlendPeriod({ model, worksheet, readOnly }: Omit<BlendSummaryCardProps, 'result'>) {
  const t = useT();
  const lang = useLang();
  const name = useId();
  const spans = programSpans(worksheet.orders);
  const coverage = blendCoverage(spans, worksheet.isNormalized);
  const choices = [
    { shared: false, label: t('blender.periodWhole') },
    { shared: true, label: t('blender.periodSharedOnly') },
  ];
  return (
    <div className="blender-period">
      {coverage && (
        <p className="blender-period__text">
          <span className="blender-period__label">{t('blender.periodLabel')}</span> {coverageText(coverage, t, lang)}
        </p>
      )}
      {periodsDiffer(spans) && (
        <fieldset className="blender-period__choice" disabled={readOnly}>
          <legend>{t('blender.periodChoice')}</legend>
          {choices.map((choice) => (
            <label key={String(choice.shared)} className="blender-period__option">
              <input
                type="radio"
                name={name}
                checked={worksheet.isNormalized === choice.shared}
                onChange={() => {
                  model.setNormalized(choice.shared);
                }}
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}

type PieOrder = Worksheet['orders'][number];

interface AllocationPieProps {
  orders: readonly PieOrder[];
  /** The shares are of base values: without a rate there is no pie. */
  base: BlendBase;
  label: string;
}

/**
 * The pie changes with amounts, rates, names and colours only: a leverage change does not redraw
 * it, nor does a new base (every value moves by the same factor).
 */
const samePie = (a: AllocationPieProps, b: AllocationPieProps) =>
  a.label === b.label &&
  (a.base.baseUsdPerUnit === null) === (b.base.baseUsdPerUnit === null) &&
  a.orders.length === b.orders.length &&
  a.orders.every((order, index) => {
    const other = b.orders[index];
    return (
      other?.programId === order.programId &&
      other.quantity === order.quantity &&
      other.usdPerUnit === order.usdPerUnit &&
      other.color === order.color
    );
  });

const AllocationPie = memo(function AllocationPie({ orders, base, label }: AllocationPieProps) {
  const traces = useMemo<ChartTrace[] | undefined>(() => {
    const shares = allocationFigures(orders, base);
    return (
      shares && [
        {
          type: 'pie',
          labels: orders.map((order) => order.programName),
          values: shares.map((share) => share.pctAllocated),
          marker: { colors: orders.map(orderColor) },
          textinfo: 'none',
          hovertemplate: '%{label}: %{percent}<extra></extra>',
          sort: false,
        },
      ]
    );
  }, [orders, base]);
  if (!traces) return null;
  return <Chart traces={traces} layout={pieLayout} label={label} width={pieChartSize} height={pieChartSize} />;
}, samePie);
