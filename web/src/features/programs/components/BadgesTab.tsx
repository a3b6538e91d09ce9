import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { LangLink } from '@/components/LangLink/LangLink';
import { Section } from '@/components/Section/Section';
import type { MessageKey } from '@/i18n/catalogs';
import { useLang, useT } from '@/i18n/i18n-context';
import { formatDecimal, formatMonth, formatPercent } from '@/lib/format';
import { programAwardsQuery, type ProgramAward } from '@/features/programs/api/awards';
import { awardFigureIsRatio, awardMonth, awardRankingPath } from '@/features/programs/model/awards';

const badgeNames: Readonly<Record<ProgramAward['badge'], MessageKey>> = {
  gold: 'badges.gold',
  silver: 'badges.silver',
  bronze: 'badges.bronze',
};

const measureLabels: Readonly<Record<ProgramAward['rankingMeasure'], MessageKey>> = {
  monthReturn: 'badges.measureMonthReturn',
  sharpeRatio: 'badges.measureSharpeRatio',
  yearToDate: 'badges.measureYearToDate',
  oneYear: 'badges.measureOneYear',
  threeYear: 'badges.measureThreeYear',
  fiveYear: 'badges.measureFiveYear',
};

/**
 * The program's awards: its top-three places in the CTA indexes' monthly rankings, newest first,
 * each linking to that month's ranking. The page shows this tab only for a program with awards.
 */
export function BadgesTab({ programId }: { programId: number }) {
  const t = useT();
  const lang = useLang();
  const { data, error, isPending } = useQuery(programAwardsQuery(programId));
  const title = t('program.badges');

  const columns: Column<ProgramAward>[] = [
    {
      id: 'badge',
      header: t('badges.badge'),
      cell: (award) => <Medal award={award} />,
    },
    {
      id: 'index',
      header: t('badges.index'),
      rowHeader: true,
      className: 'program-awards__index',
      cell: (award) => (
        <LangLink to={awardRankingPath(award)}>
          {lang === 'zh-hans' && award.portfolioNameRankedZh !== '' ? award.portfolioNameRankedZh : award.portfolioNameRanked}
        </LangLink>
      ),
    },
    {
      id: 'month',
      header: t('badges.month'),
      className: 'program-awards__nowrap',
      cell: (award) => formatMonth(awardMonth(award), lang),
    },
    { id: 'measure', header: t('badges.rankedBy'), cell: (award) => t(measureLabels[award.rankingMeasure]) },
    {
      id: 'performance',
      header: t('badges.performance'),
      align: 'end',
      className: 'program-awards__nowrap',
      cell: (award) => (awardFigureIsRatio(award) ? formatDecimal(award.performance) : formatPercent(award.performance)),
    },
  ];

  return (
    <Section title={title}>
      {error ? (
        <ErrorAlert error={error} />
      ) : isPending ? (
        <p>{t('common.loading')}</p>
      ) : (
        <>
          {data.totalCount > data.items.length && (
            <p className="program-awards__count">
              {t('badges.showingNewest', { count: data.items.length, total: data.totalCount })}
            </p>
          )}
          <DataTable
            caption={title}
            columns={columns}
            rows={data.items}
            rowKey={(award) => `${award.portfolioUri}|${award.dateEnd}|${String(award.awardTypeId)}`}
            maxHeight="none"
          />
        </>
      )}
    </Section>
  );
}

/** A medal with the place on it; its name and place for screen readers. */
function Medal({ award }: { award: ProgramAward }) {
  const t = useT();
  const name = t(badgeNames[award.badge]);
  return (
    <span className="program-medal">
      <span className={`program-medal__disc program-medal__disc--${award.badge}`} aria-hidden="true">
        {award.rank}
      </span>
      <span className="program-medal__name" aria-hidden="true">
        {name}
      </span>
      <span className="visually-hidden">{t('badges.medal', { badge: name, rank: award.rank })}</span>
    </span>
  );
}
