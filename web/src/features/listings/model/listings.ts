import { paths } from '@/config/paths';
import { isoDay, monthsBefore } from './listing-dates';
import type { ListingConfig } from '@/features/listings/components/ListingScreen';

/** The program status id of archived programs (reference list `programStatuses`). */
const archivedStatus = '3';

export const screenerListing: ListingConfig = {
  id: 'performance',
  title: 'screens.performance',
  path: paths.performance,
  defaultSort: { by: 'monthReturn', order: 'DESC' },
  fixedQuery: () => ({}),
  columns: [
    'program',
    'monthReturn',
    'ytdReturn',
    'compoundReturn',
    'maxDrawDown',
    'assets',
    'investmentMin',
    'recentReturns',
    'dateInception',
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
  ],
  hiddenColumns: [
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
  ],
};

export const returnsListing: ListingConfig = {
  ...screenerListing,
  id: 'returns',
  title: 'screens.returns',
  path: paths.returns,
  defaultSort: { by: 'ytdReturn', order: 'DESC' },
  columns: [
    'program',
    'monthReturn',
    'ytdReturn',
    'fullYearReturn',
    'threeYearReturn',
    'fiveYearReturn',
    'past12Months',
    'compoundReturn',
    'maxDrawDown',
    'recentReturns',
    'assets',
    'investmentMin',
    'dateInception',
  ],
  hiddenColumns: ['assets', 'investmentMin', 'dateInception'],
};

/** Spec: programs approved within the last month. */
export const newListingsListing: ListingConfig = {
  ...screenerListing,
  id: 'new-listings',
  title: 'screens.newListings',
  path: paths.newListings,
  defaultSort: { by: 'dateInception', order: 'DESC' },
  fixedQuery: (today) => ({ filterByDateApprovedStart: isoDay(monthsBefore(today, 1)) }),
};

/**
 * Spec: programs archived since the first day of the month four months back, with the date
 * archived and without the past-12-months column. They stopped reporting at different months, so
 * the month column holds each program's own last month, named in every row.
 */
export const archivedListing: ListingConfig = {
  id: 'archived-programs',
  title: 'screens.archivedPrograms',
  path: paths.archivedPrograms,
  defaultSort: { by: 'dateInception', order: 'DESC' },
  fixedQuery: (today) => ({
    filterByProgramStatusIds: [archivedStatus],
    filterByDateArchivedStart: isoDay(new Date(today.getFullYear(), today.getMonth() - 4, 1)),
  }),
  columns: [
    'program',
    'dateArchived',
    'dateInception',
    'monthReturn',
    'ytdReturn',
    'compoundReturn',
    'maxDrawDown',
    'assets',
    'investmentMin',
    'fullYearReturn',
    'threeYearReturn',
    'fiveYearReturn',
  ],
  hiddenColumns: ['fullYearReturn', 'threeYearReturn', 'fiveYearReturn'],
  monthColumn: 'ownLastMonth',
};
