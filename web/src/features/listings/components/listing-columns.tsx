import type { components } from '@/api/schema';
import { Badge } from '@/components/Badge/Badge';
import type { Column } from '@/components/DataTable/DataTable';
import { LangLink } from '@/components/LangLink/LangLink';
import type { Lang } from '@/config/languages';
import { groupPath, indexRankingsPath, programPath } from '@/config/paths';
import type { Translate } from '@/i18n/translate';
import { cx } from '@/lib/class-names';
import { Money } from '@/components/Money/Money';
import { formatDecimal, formatMonth, formatPercent, monthAbbreviation } from '@/lib/format';
import { monthColumnHeading, rowReturnMonth, type MonthColumn } from '@/features/listings/model/month-column';

export type ProgramListing = components['schemas']['ProgramListing'];

/** Membership status id of programs closed to new investments (reference list `membershipStatuses`). */
const closedToNewInvestments = 2;

/** The columns a listing can show, in their default order. `program` is always shown. */
export const listingColumnIds = [
  'program',
  'monthReturn',
  'ytdReturn',
  'compoundReturn',
  'maxDrawDown',
  'assets',
  'investmentMin',
  'sharpeRatio',
  'volatility',
  'correlationSp500',
  'sortinoRatio',
  'marRatio',
  'beta',
  'fullYearReturn',
  'threeYearReturn',
  'fiveYearReturn',
  'past12Months',
  'dateInception',
  'dateArchived',
  'recentReturns',
  'correlation',
] as const;

export type ListingColumnId = (typeof listingColumnIds)[number];

/** Where a recent month's return leads: the index rankings of that month. */
export function rankingsPath(month: number): string {
  const year = Math.floor(month / 100);
  return indexRankingsPath('cta-index', `${String(year)}-${String(month % 100).padStart(2, '0')}`);
}

/** The YTD column's label: 'YTD', or the previous year in January (its YTD is the whole last year). */
export function ytdLabel(returnMonth: number, t: Translate): string {
  return returnMonth % 100 === 12 ? String(Math.floor(returnMonth / 100)) : t('listing.ytd');
}

function percentCell(value: number | null | undefined) {
  return <span className={cx(value !== null && value !== undefined && value < 0 && 'listing__negative')}>{formatPercent(value)}</span>;
}

/**
 * Every listing column. `returnMonth` (yyyymm, last month) heads a calendar month-return column,
 * where a row whose last return is older says its month beside the figure; a column of each
 * program's own last month says every row's month (see `MonthColumn`).
 */
export function listingColumns(
  t: Translate,
  lang: Lang,
  returnMonth: number,
  monthColumn: MonthColumn = 'calendar',
): Record<ListingColumnId, Column<ProgramListing>> {
  const figure = (id: ListingColumnId, header: string, value: (row: ProgramListing) => number | null | undefined) => ({
    id,
    header,
    sortKey: id,
    firstOrder: 'DESC' as const,
    align: 'end' as const,
    cell: (row: ProgramListing) => percentCell(value(row)),
  });
  const ratio = (id: ListingColumnId, header: string, help: string, value: (row: ProgramListing) => number | null | undefined) => ({
    id,
    header,
    help,
    sortKey: id,
    firstOrder: 'DESC' as const,
    align: 'end' as const,
    // A dash when the row has no figure.
    cell: (row: ProgramListing) => formatDecimal(value(row)),
  });
  return {
    program: {
      id: 'program',
      header: t('listing.program'),
      sortKey: 'programName',
      rowHeader: true,
      className: 'listing__program-cell',
      cell: (row) => (
        <div className="listing__program">
          <LangLink to={programPath(row.groupUri, row.programUri)}>{row.programName}</LangLink>
          {row.isNew && <Badge variant="success">{t('listing.new')}</Badge>}
          {row.membershipStatusId === closedToNewInvestments && <Badge variant="neutral">{t('listing.closed')}</Badge>}
          <LangLink to={groupPath(row.groupUri)} className="listing__group">
            {row.groupName}
          </LangLink>
        </div>
      ),
    },
    monthReturn: {
      ...figure('monthReturn', monthColumnHeading(monthColumn, returnMonth, lang, t), (row) => row.monthReturn),
      cell: (row) => {
        const month = rowReturnMonth(monthColumn, returnMonth, row.dateReturn);
        return (
          <>
            {percentCell(row.monthReturn)}
            {month !== null && <span className="listing__as-of"> ({formatMonth(month, lang)})</span>}
          </>
        );
      },
    },
    ytdReturn: figure('ytdReturn', ytdLabel(returnMonth, t), (row) => row.ytdReturn),
    compoundReturn: {
      ...figure('compoundReturn', t('listing.caror'), (row) => row.compoundReturn),
      // Spec: a dash below 24 monthly returns (the server leaves the figure out).
      cell: (row) => (row.compoundReturn === null || row.compoundReturn === undefined ? '–' : percentCell(row.compoundReturn)),
    },
    maxDrawDown: figure('maxDrawDown', t('listing.maxDrawdown'), (row) => row.maxDrawDown),
    assets: {
      id: 'assets',
      header: t('listing.aum'),
      sortKey: 'assets',
      firstOrder: 'DESC',
      align: 'end',
      cell: (row) => <Money amount={row.assets} currency={row.currency} usd={row.assetsUsd} />,
    },
    investmentMin: {
      id: 'investmentMin',
      header: t('listing.minInvestment'),
      sortKey: 'investmentMin',
      firstOrder: 'DESC',
      align: 'end',
      cell: (row) => <Money amount={row.investmentMin} currency={row.currency} usd={row.investmentMinUsd} />,
    },
    sharpeRatio: {
      id: 'sharpeRatio',
      header: t('listing.sharpe'),
      sortKey: 'sharpeRatio',
      firstOrder: 'DESC',
      align: 'end',
      cell: (row) => formatDecimal(row.sharpeRatio),
    },
    volatility: figure('volatility', t('listing.volatility'), (row) => row.volatility),
    correlationSp500: {
      id: 'correlationSp500',
      header: t('listing.correlation'),
      sortKey: 'correlationSp500',
      firstOrder: 'DESC',
      align: 'end',
      cell: (row) => formatDecimal(row.correlationSp500),
    },
    sortinoRatio: ratio('sortinoRatio', t('listing.sortino'), t('listing.sortinoHelp'), (row) => row.sortinoRatio),
    // Spec: a dash below 24 monthly returns, as the CAROR it divides (the server leaves it out).
    marRatio: ratio('marRatio', t('listing.mar'), t('listing.marHelp'), (row) => row.marRatio),
    beta: ratio('beta', t('listing.beta'), t('listing.betaHelp'), (row) => row.beta),
    fullYearReturn: figure('fullYearReturn', t('listing.oneYear'), (row) => row.fullYearReturn),
    threeYearReturn: figure('threeYearReturn', t('listing.threeYears'), (row) => row.threeYearReturn),
    fiveYearReturn: figure('fiveYearReturn', t('listing.fiveYears'), (row) => row.fiveYearReturn),
    past12Months: figure('past12Months', t('listing.past12Months'), (row) => row.past12Months),
    dateInception: {
      id: 'dateInception',
      header: t('listing.inception'),
      sortKey: 'dateInception',
      firstOrder: 'DESC',
      cell: (row) => <span className="listing__date">{row.dateInception ?? ''}</span>,
    },
    dateArchived: {
      id: 'dateArchived',
      header: t('listing.dateArchived'),
      sortKey: 'dateArchived',
      firstOrder: 'DESC',
      cell: (row) => <span className="listing__date">{row.dateArchived ?? ''}</span>,
    },
    correlation: {
      id: 'correlation',
      header: t('listing.blendCorrelation'),
      sortKey: 'correlation',
      firstOrder: 'DESC',
      align: 'end',
      cell: (row) => formatDecimal(row.correlation),
    },
    recentReturns: {
      id: 'recentReturns',
      header: t('listing.recentReturns'),
      cell: (row) => (
        <ul className="listing__recent">
          {row.recentReturns.map((recent) => (
            <li key={recent.month}>
              <LangLink to={rankingsPath(recent.month)} title={formatMonth(recent.month, lang)}>
                {monthAbbreviation(recent.month % 100, lang)}
              </LangLink>{' '}
              {percentCell(recent.value)}
              {recent.estimated && <abbr title={t('listing.estimated')}>{t('listing.estimatedMark')}</abbr>}
            </li>
          ))}
        </ul>
      ),
    },
  };
}
