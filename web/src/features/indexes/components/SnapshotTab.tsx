import { GrowthChart } from '@/components/GrowthChart/GrowthChart';
import { Section } from '@/components/Section/Section';
import type { MessageKey } from '@/i18n/catalogs';
import { useLang, useT } from '@/i18n/i18n-context';
import { shownCaror } from '@/lib/caror';
import { useChartComparison } from '@/lib/compare-api';
import type { ProgramStatistics } from '@/lib/engine';
import { formatDecimal, formatPercent } from '@/lib/format';
import { formatYearMonth } from '@/lib/year-month';
import type { IndexDetail } from '@/features/indexes/api/indexes';
import { indexName } from '@/features/indexes/model/index-rule';

/** The index's key figures and its growth of 1,000, which can be compared with programs and indexes. */
export function SnapshotTab({ index, statistics }: { index: IndexDetail; statistics: ProgramStatistics }) {
  return (
    <>
      <Summary index={index} statistics={statistics} />
      <IndexGrowth index={index} statistics={statistics} />
    </>
  );
}

function Summary({ index, statistics }: { index: IndexDetail; statistics: ProgramStatistics }) {
  const t = useT();
  const lang = useLang();
  const last = index.monthlyReturns.at(-1);
  const figures: [MessageKey, string][] = [
    ['indexes.figureYtd', formatPercent(statistics.periodReturns.program.ytdReturn)],
    ['indexes.figureCaror', formatPercent(shownCaror(statistics.compoundedAnnualReturn, statistics.returnCount))],
    ['indexes.figureMaxDrawdown', formatPercent(statistics.maxDrawDown)],
    ['indexes.figureCorrelation', formatDecimal(statistics.periodReturns.correlationsp500?.value)],
    ['indexes.figureSharpe', formatDecimal(statistics.sharpeRatio)],
    ['indexes.figureStdDev', formatPercent(statistics.annualizedStandardDeviation)],
  ];
  return (
    <Section title={t('indexes.summary')}>
      <dl className="indexes__figures">
        {figures.map(([key, value]) => (
          <div key={key} className="indexes__figure">
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="section-note">
        {t('indexes.summaryAsOf', {
          month: formatYearMonth(statistics.lastMonth, lang),
          count: last?.memberCount ?? 0,
          start: formatYearMonth(statistics.firstMonth, lang),
        })}
      </p>
      {last?.estimated && (
        <p className="section-note">{t('indexes.estimatedMonth', { month: formatYearMonth(last.month, lang) })}</p>
      )}
    </Section>
  );
}

function IndexGrowth({ index, statistics }: { index: IndexDetail; statistics: ProgramStatistics }) {
  const lang = useLang();
  const comparison = useChartComparison();
  return <GrowthChart name={indexName(index, lang)} own={{ kind: 'index', id: index.portfolioId }} statistics={statistics} {...comparison} />;
}
