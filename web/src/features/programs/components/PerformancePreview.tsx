import { useMemo, useRef } from 'react';
import { useElementWidth } from '@/components/Chart/use-element-width';
import { chartColor } from '@/components/Chart/chart-colors';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { LineChart, type LineSeries } from '@/components/LineChart/LineChart';
import { isMessageKey } from '@/i18n/catalogs';
import { useLang, useT } from '@/i18n/i18n-context';
import type { Translate } from '@/i18n/translate';
import { shownCaror } from '@/lib/caror';
import type { ProgramStatistics } from '@/lib/engine';
import { formatDecimal, formatMonth, formatPercent, missingValue, shortenNumber } from '@/lib/format';
import { beforeAfter, countChanges, type MonthChange, type MonthValues } from '@/features/programs/model/performance-diff';
import { yyyymm } from '@/features/programs/model/performance-model';
import type { CsvPreview, CsvProblem, ParsedMonth } from '@/features/programs/model/performance-preview';

/** A problem of the file in the interface language, by its stable code. */
export function csvProblemText(t: Translate, problem: CsvProblem): string {
  const key = `performance.csv.${problem.code}`;
  return t(isMessageKey(key) ? key : 'performance.csv.other');
}

/**
 * The problems of a file with their row and column (from the browser's parse or the server's):
 * `count` in all, of which the parser lists the first.
 */
export function CsvProblems({ problems, count }: { problems: readonly CsvProblem[]; count: number }) {
  const t = useT();
  const columns: Column<CsvProblem>[] = [
    { id: 'row', header: t('performance.row'), cell: (problem) => problem.row ?? t('performance.wholeFile'), align: 'end' },
    { id: 'column', header: t('performance.column'), cell: (problem) => problem.column ?? missingValue },
    { id: 'problem', header: t('performance.problem'), cell: (problem) => csvProblemText(t, problem) },
  ];
  return (
    <div role="alert" className="performance-problems">
      <p>
        {t('performance.fileProblems', { count })}
        {count > problems.length && ` ${t('performance.firstProblemsListed', { listed: problems.length })}`}
      </p>
      <DataTable
        caption={t('performance.problemsCaption')}
        columns={columns}
        rows={problems}
        rowKey={(problem) => `${String(problem.row)}|${problem.column ?? ''}|${problem.code}|${problem.message}`}
        maxHeight="20rem"
      />
    </div>
  );
}

/** The file's rows, its problems, what a save changes and the statistics after it. */
export function PerformancePreview({ preview }: { preview: CsvPreview }) {
  const t = useT();
  return (
    <div className="performance-preview">
      <h3>{t('performance.preview', { file: preview.fileName })}</h3>
      {preview.errors.length > 0 && <CsvProblems problems={preview.errors} count={preview.errorCount} />}
      <ParsedRows rows={preview.rows} />
      {preview.errors.length === 0 && <Changes changes={preview.changes} />}
      {preview.statistics && <StatisticsAfterSave statistics={preview.statistics} />}
    </div>
  );
}

function ParsedRows({ rows }: { rows: readonly ParsedMonth[] }) {
  const t = useT();
  const lang = useLang();
  const columns: Column<ParsedMonth>[] = [
    { id: 'row', header: t('performance.row'), cell: (row) => row.row, align: 'end' },
    { id: 'month', header: t('performance.month'), cell: (row) => formatMonth(yyyymm(row.year, row.month), lang), rowHeader: true },
    { id: 'return', header: t('performance.percentChange'), cell: (row) => formatPercent(row.monthlyReturn), align: 'end' },
    { id: 'assets', header: t('performance.assets'), cell: (row) => shortenNumber(row.assets), align: 'end' },
    { id: 'estimated', header: t('performance.estimated'), cell: (row) => t(row.estimated ? 'program.yes' : 'program.no') },
  ];
  return (
    <DataTable
      caption={t('performance.parsedRows', { count: rows.length })}
      captionVisible
      columns={columns}
      rows={rows}
      rowKey={(row) => row.row}
      maxHeight="20rem"
    />
  );
}

function Changes({ changes }: { changes: readonly MonthChange[] }) {
  const t = useT();
  const lang = useLang();
  const counts = countChanges(changes);
  const side = (values: MonthValues | null, show: (values: MonthValues) => string) => (values ? show(values) : null);
  const yesNo = (values: MonthValues) => t(values.estimated ? 'program.yes' : 'program.no');
  const columns: Column<MonthChange>[] = [
    { id: 'month', header: t('performance.month'), cell: (change) => formatMonth(change.month, lang), rowHeader: true },
    { id: 'kind', header: t('performance.change'), cell: (change) => t(`performance.kind.${change.kind}`) },
    {
      id: 'return',
      header: t('performance.percentChange'),
      cell: (change) =>
        beforeAfter(side(change.before, (v) => formatPercent(v.monthlyReturn)), side(change.after, (v) => formatPercent(v.monthlyReturn)), missingValue),
      align: 'end',
    },
    {
      id: 'assets',
      header: t('performance.assets'),
      cell: (change) => beforeAfter(side(change.before, (v) => shortenNumber(v.assets)), side(change.after, (v) => shortenNumber(v.assets)), missingValue),
      align: 'end',
    },
    {
      id: 'estimated',
      header: t('performance.estimated'),
      cell: (change) => beforeAfter(side(change.before, yesNo), side(change.after, yesNo), missingValue),
    },
  ];
  return (
    <div className="performance-changes">
      <h4>{t('performance.changes')}</h4>
      <p>{t('performance.changeCounts', { ...counts })}</p>
      {changes.length > 0 && (
        <DataTable
          caption={t('performance.changes')}
          columns={columns}
          rows={changes}
          rowKey={(change) => change.month}
          maxHeight="20rem"
        />
      )}
    </div>
  );
}

/** The figures the program page will show once the file is saved, formatted as it formats them. */
function StatisticsAfterSave({ statistics }: { statistics: ProgramStatistics }) {
  const t = useT();
  const figures = [
    { id: 'caror', label: t('program.caror'), value: formatPercent(shownCaror(statistics.compoundedAnnualReturn, statistics.returnCount)) },
    { id: 'worstDrawdown', label: t('program.worstDrawdown'), value: formatPercent(statistics.maxDrawDown) },
    { id: 'sharpe', label: t('program.sharpe'), value: formatDecimal(statistics.sharpeRatio) },
  ];
  return (
    <div className="performance-after">
      <h4>{t('performance.statisticsAfterSave')}</h4>
      <dl className="program-figures">
        {figures.map((figure) => (
          <div key={figure.id} className="program-figures__item">
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <VamiChart statistics={statistics} />
    </div>
  );
}

function VamiChart({ statistics }: { statistics: ProgramStatistics }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  const label = t('performance.vamiChart');
  const series = useMemo<LineSeries[]>(
    () => [{ id: 'vami', name: t('performance.vami'), color: chartColor(0), width: 2, points: statistics.vami }],
    [statistics.vami, t],
  );
  return (
    <div ref={box} className="performance-chart">
      {/* Without a measure yet (the first frame) the chart waits; jsdom measures nothing (0). */}
      {width !== undefined && <LineChart series={series} label={label} width={Math.max(width, minChartWidth)} />}
    </div>
  );
}

const minChartWidth = 280;
