import { memo, useMemo, useRef } from 'react';
import { chartColor } from '@/components/Chart/chart-colors';
import { useElementWidth } from '@/components/Chart/use-element-width';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { Figure } from '@/components/Figure/Figure';
import { HelpTip } from '@/components/HelpTip/HelpTip';
import { LineChart, type LineSeries } from '@/components/LineChart/LineChart';
import { Section } from '@/components/Section/Section';
import type { MessageKey } from '@/i18n/catalogs';
import { useLang, useT } from '@/i18n/i18n-context';
import type { CrisisReturn, RiskMeasures, RollingPoint, RollingRisk } from '@/lib/engine';
import { formatDecimal, formatPercent, missingValue } from '@/lib/format';
import {
  crisisRows,
  hasCrisisData,
  riskTableRows,
  rollingSummary,
  sameCrisisRow,
  sameRiskRow,
  type CrisisRow,
  type RiskTableRow,
} from '@/lib/risk-rows';
import { formatYearMonth } from '@/lib/year-month';
import './RiskStatistics.css';

/** A column of the risk measures table: the series it shows. */
export interface RiskColumnHead {
  key: string;
  title: string;
}

interface RiskMeasuresTableProps {
  /** Keep the array stable while the columns are: the table's header is built from it. */
  heads: readonly RiskColumnHead[];
  /** Each column's measures, in the heads' order; undefined while not computed (its figures read as missing). */
  measures: readonly (RiskMeasures | undefined)[];
}

/**
 * The downside and S&P 500-relative measures of one series, or of several side by side (the
 * blender's). Rows are compared by what they show, so an edit that moves one column redraws only
 * the rows whose figures read differently.
 */
export const RiskMeasuresTable = memo(function RiskMeasuresTable({ heads, measures }: RiskMeasuresTableProps) {
  const t = useT();
  const rows = useMemo(() => riskTableRows(measures), [measures]);
  const columns = useMemo(
    (): Column<RiskTableRow>[] => [
      {
        id: 'name',
        header: t('risk.measure'),
        cell: (row) => (
          <>
            {t(row.key)}
            <HelpTip text={t(row.help)} />
          </>
        ),
        rowHeader: true,
      },
      ...heads.map(
        (head, index): Column<RiskTableRow> => ({
          id: head.key,
          header: head.title,
          cell: (row) => <Figure text={row.values[index] ?? missingValue} />,
          align: 'end',
        }),
      ),
    ],
    [t, heads],
  );
  const title = t('risk.title');
  return (
    <Section title={title} className="risk-measures">
      <DataTable caption={title} columns={columns} rows={rows} rowKey={(row) => row.key} sameRow={sameRiskRow} maxHeight="none" />
      <p className="section-note">{t('risk.note')}</p>
    </Section>
  );
});

/** A single series' risk measures, with the value column the statistics tables have. */
export function SeriesRiskMeasures({ measures }: { measures: RiskMeasures }) {
  const t = useT();
  const heads = useMemo(() => [{ key: 'value', title: t('program.value') }], [t]);
  const columns = useMemo(() => [measures], [measures]);
  return <RiskMeasuresTable heads={heads} measures={columns} />;
}

/**
 * The series' and the S&P 500's compounded returns over the named crisis windows, and their
 * difference. Hidden when the series covers none of them.
 */
export const CrisisPeriods = memo(function CrisisPeriods({ name, crises }: { name: string; crises: readonly CrisisReturn[] }) {
  const t = useT();
  const lang = useLang();
  const rows = useMemo(() => crisisRows(crises), [crises]);
  const columns = useMemo(
    (): Column<CrisisRow>[] => [
      { id: 'window', header: t('risk.window'), cell: (row) => t(row.name), rowHeader: true },
      {
        id: 'months',
        header: t('risk.months'),
        cell: (row) =>
          row.first === row.last
            ? formatYearMonth(row.first, lang)
            : t('risk.monthRange', { from: formatYearMonth(row.first, lang), to: formatYearMonth(row.last, lang) }),
      },
      { id: 'series', header: name, cell: (row) => <Figure text={formatPercent(row.value)} />, align: 'end' },
      { id: 'benchmark', header: t('program.sp500'), cell: (row) => <Figure text={formatPercent(row.benchmark)} />, align: 'end' },
      {
        id: 'difference',
        // The period returns' heading for series − S&P 500: the sign, and its meaning for readers.
        header: (
          <>
            <span aria-hidden="true">±</span>
            <span className="visually-hidden">{t('program.difference')}</span>
          </>
        ),
        cell: (row) => <Figure text={formatPercent(row.difference)} />,
        align: 'end',
      },
    ],
    [t, lang, name],
  );
  if (!hasCrisisData(crises)) return null;
  const title = t('risk.crisisTitle');
  return (
    <Section title={title} className="crisis-periods">
      <DataTable caption={title} columns={columns} rows={rows} rowKey={(row) => row.key} sameRow={sameCrisisRow} maxHeight="none" />
      <p className="section-note">{t('risk.crisisNote')}</p>
    </Section>
  );
});

interface RollingLine {
  id: string;
  name: MessageKey;
  points: readonly RollingPoint[];
}

/** The rolling 12-month Sharpe ratio and the rolling 12- and 36-month correlation with the S&P 500, each chart only with points. */
export function RollingRiskCharts({ rolling }: { rolling: RollingRisk }) {
  const t = useT();
  const charts = useMemo(() => {
    const all = [
      { id: 'sharpe', title: 'risk.rollingSharpeTitle', lines: [{ id: 'sharpe12', name: 'risk.rollingSharpe12', points: rolling.sharpe12 }] },
      {
        id: 'correlation',
        title: 'risk.rollingCorrelationTitle',
        lines: [
          { id: 'correlation12', name: 'risk.rollingCorrelation12', points: rolling.correlation12 },
          { id: 'correlation36', name: 'risk.rollingCorrelation36', points: rolling.correlation36 },
        ],
      },
    ] satisfies { id: string; title: MessageKey; lines: RollingLine[] }[];
    return all.flatMap((chart) => {
      const lines = chart.lines.filter((line) => rollingSummary(line.points));
      return lines.length === 0 ? [] : [{ ...chart, lines }];
    });
  }, [rolling]);
  if (charts.length === 0) return null;
  return (
    <>
      {charts.map((chart) => (
        <Section key={chart.id} title={t(chart.title)} className="rolling-risk">
          <RollingChart label={t(chart.title)} lines={chart.lines} />
        </Section>
      ))}
    </>
  );
}

const minChartWidth = 280;

/** A line chart of rolling figures, with the latest, lowest and highest of each line in words. */
function RollingChart({ label, lines }: { label: string; lines: readonly RollingLine[] }) {
  const t = useT();
  const lang = useLang();
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const series = useMemo(
    (): LineSeries[] =>
      lines.map((line, index) => ({
        id: line.id,
        name: t(line.name),
        color: chartColor(index),
        width: 2,
        // A month without a figure (no spread in the window) breaks the line there.
        points: line.points.map((point) => ({ month: point.month, value: point.value ?? Number.NaN })),
      })),
    [lines, t],
  );
  const at = (point: { month: string; value: number }) => ({ value: formatDecimal(point.value), month: formatYearMonth(point.month, lang) });
  return (
    <div ref={box} className="rolling-risk__chart">
      {/* Without a measure yet (the first frame) the chart waits; jsdom measures nothing (0). */}
      {width !== undefined && <LineChart series={series} label={label} width={Math.max(width, minChartWidth)} legend={series.length > 1} />}
      <ul className="rolling-risk__summary">
        {lines.map((line) => {
          const summary = rollingSummary(line.points);
          if (!summary) return null;
          const latest = at(summary.latest);
          const lowest = at(summary.lowest);
          const highest = at(summary.highest);
          return (
            <li key={line.id}>
              {t('risk.rollingSummary', {
                name: t(line.name),
                latest: latest.value,
                latestMonth: latest.month,
                lowest: lowest.value,
                lowestMonth: lowest.month,
                highest: highest.value,
                highestMonth: highest.month,
              })}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
