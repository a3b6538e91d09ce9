import { loadEngine, type ProgramStatistics } from '@/lib/engine';
import type { AwardList, IndexDetail, IndexIdentity, IndexMembers, IndexSummary, RankedProgram } from './indexes';

/** Fixtures of the index screens' tests: the API's answers, the statistics computed by the real engine. */

/** Consecutive months from January 2023 to October 2026 as yyyymm. */
const months = Array.from({ length: 46 }, (_, i) => (2023 + Math.floor(i / 12)) * 100 + (i % 12) + 1);
const values = months.map((_, i) => Math.round(Math.sin(i) * 400) / 10_000);
const benchmark = months.map((_, i) => Math.round(Math.cos(i) * 300) / 10_000);

const isoMonth = (yyyymm: number) => `${String(Math.floor(yyyymm / 100))}-${String(yyyymm % 100).padStart(2, '0')}`;

/** The index's statistics as the server stores them, the last month estimated. */
export async function indexStatistics(): Promise<ProgramStatistics> {
  const engine = await loadEngine();
  return engine.programStatistics(
    Int32Array.from(months),
    Float64Array.from(values),
    Uint8Array.from(months, (_, i) => (i === months.length - 1 ? 1 : 0)),
    Int32Array.from(months),
    Float64Array.from(benchmark),
  );
}

export const energyIdentity: IndexIdentity = {
  portfolioId: 6,
  portfolioUri: 'sector-energy',
  portfolioName: 'Energy Traders Index',
  portfolioNameZh: '能源交易员指数',
  kind: 'sector',
  ruleTypeId: 5,
  minTrackMonths: 24,
  rankingMeasure: 'monthReturn',
  assetsMin: null,
  assetsMax: null,
};

export const mainIdentity: IndexIdentity = {
  ...energyIdentity,
  portfolioId: 1,
  portfolioUri: 'cta-index',
  portfolioName: 'CTA Atlas CTA Index',
  portfolioNameZh: 'CTA Atlas CTA 指数',
  kind: 'main',
  ruleTypeId: null,
  minTrackMonths: 36,
};

export const sharpeIdentity: IndexIdentity = {
  ...mainIdentity,
  portfolioId: 25,
  portfolioUri: 'ranking-sharpe-ratio',
  portfolioName: 'Sharpe Ratio Ranking',
  portfolioNameZh: '夏普比率排名',
  kind: 'ranking',
  rankingMeasure: 'sharpeRatio',
};

export function energyDetail(statistics: ProgramStatistics): IndexDetail {
  return {
    ...energyIdentity,
    statistics,
    monthlyReturns: months.map((month, i) => ({
      month: isoMonth(month),
      monthlyReturn: values[i] ?? 0,
      memberCount: 20 + (i % 3),
      estimated: i === months.length - 1,
    })),
    rankingMonths: { first: '2023-01', last: '2026-10' },
  };
}

export const summaries: IndexSummary[] = [
  {
    portfolioId: 6,
    portfolioUri: 'sector-energy',
    portfolioName: 'Energy Traders Index',
    portfolioNameZh: '能源交易员指数',
    kind: 'sector',
    dateStart: '1995-01',
    dateEnd: '2026-10',
    memberCount: 22,
    monthReturn: 0.0649,
    ytdReturn: -0.0487,
    compoundedAnnualROR: 0.0851,
    maxDrawDown: -0.42,
    correlationsp500: 0.0612,
    sharpe: 0.598,
    standardDeviation: 0.1355,
  },
  {
    portfolioId: 1,
    portfolioUri: 'cta-index',
    portfolioName: 'CTA Atlas CTA Index',
    portfolioNameZh: 'CTA Atlas CTA 指数',
    kind: 'main',
    dateStart: '1983-03',
    dateEnd: '2026-09',
    memberCount: 467,
    monthReturn: -0.0081,
    ytdReturn: null,
    compoundedAnnualROR: 0.0616,
    maxDrawDown: -0.1624,
    correlationsp500: null,
    sharpe: null,
    standardDeviation: 0.0711,
  },
];

export function ranked(rank: number, overrides: Partial<RankedProgram> = {}): RankedProgram {
  return {
    rank,
    programId: 100 + rank,
    programName: `Program ${String(rank)}`,
    programUri: `program-${String(rank)}`,
    groupName: `Company ${String(rank)}`,
    groupUri: `company-${String(rank)}`,
    performance: 0.1 - rank / 100,
    investmentMin: 250_000,
    currency: 'USD',
    dateInception: '2012-07-01',
    ...overrides,
  };
}

export function awardList(index: IndexIdentity, month: string, overrides: Partial<AwardList> = {}): AwardList {
  const items = [
    ranked(1, { programName: 'Diversified Trend Fund Ltd', groupName: 'Ellery & Ingram', performance: 0.2054, investmentMin: 25_000 }),
    ranked(2, { performance: 0.1769, investmentMin: 1_000_000, investmentMinUsd: 1_270_000, currency: 'GBP', dateInception: '2007-03-01' }),
    ranked(3, { performance: -0.0125 }),
    ranked(5, { performance: -0.02, investmentMin: null, dateInception: null }),
  ];
  return {
    index,
    month,
    rankingMonths: { first: '1983-03', last: '2026-10' },
    items,
    totalCount: items.length,
    hiddenCount: 1,
    ...overrides,
  };
}

export function members(month: string, overrides: Partial<IndexMembers> = {}): IndexMembers {
  return {
    index: energyIdentity,
    month,
    rankingMonths: { first: '2023-01', last: '2026-10' },
    items: [
      { ...ranked(2, { programName: 'Crude Oil Portfolio', groupName: 'Ashdown', performance: 0.0617 }), monthJoined: '2023-05' },
      { ...ranked(1, { programName: 'Natural Gas Strategy', groupName: 'Beckett', performance: -0.1264 }), monthJoined: '2025-01' },
    ],
    hiddenCount: 2,
    ...overrides,
  };
}
