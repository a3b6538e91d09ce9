import { ReturnFigure } from '@/components/ReturnFigure/ReturnFigure';
import { Section } from '@/components/Section/Section';
import { useLang, useT } from '@/i18n/i18n-context';
import type { ProgramStatistics } from '@/lib/engine';
import { formatPercent } from '@/lib/format';
import { formatYearMonth } from '@/lib/year-month';
import { lastMonths } from '@/features/programs/model/last-months';

/** The last twelve monthly returns, oldest first, losses in red with their minus sign. */
export function LastMonths({ statistics }: { statistics: ProgramStatistics }) {
  const t = useT();
  const lang = useLang();
  const months = lastMonths(statistics.performanceTable);
  if (months.length === 0) return null;
  return (
    <Section title={t('program.last12Months')}>
      <dl className="program-months">
        {months.map((month) => (
          <div key={month.month} className="program-months__item">
            <dt>{formatYearMonth(month.month, lang)}</dt>
            <dd>
              <ReturnFigure text={formatPercent(month.value)} />
              {month.estimated && (
                <abbr className="program-months__estimated" title={t('program.estimated')}>
                  {t('program.estimatedMark')}
                </abbr>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
