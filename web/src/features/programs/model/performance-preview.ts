import type { CsvErrorBody } from '@/lib/errors';
import type { CarorType, Engine, ParsedReturns, ProgramStatistics } from '@/lib/engine';
import type { MonthEntry } from '@/features/programs/api/returns';
import { diffMonths, type MonthChange } from './performance-diff';
import { yyyymm, type Today } from './performance-model';

export type ParsedMonth = ParsedReturns['months'][number];
/** A problem of a file as the browser's parser or the server reports it. */
export type CsvProblem = ParsedReturns['errors'][number] | CsvErrorBody;

/** The largest file the server reads (`returns_upload::MAX_CSV_BYTES`, 1 MiB). */
export const maxCsvBytes = 1024 * 1024;

/** A refused file's listed problems and how many it has in all. */
export interface CsvRefusal {
  problems: readonly CsvProblem[];
  count: number;
}

/** A CSV file read in the browser before anything is sent. */
export interface CsvPreview {
  /** The file's text, sent as it is on save. */
  text: string;
  fileName: string;
  /** The valid rows, oldest first. */
  rows: ParsedMonth[];
  /** The first problems with their row and column; while there is one, nothing may be saved. */
  errors: ParsedReturns['errors'];
  /** Every problem of the file, listed or not. */
  errorCount: number;
  /** Against the stored months: the file replaces them all. */
  changes: MonthChange[];
  /** The statistics the program will have once saved; null with errors or no month. */
  statistics: ProgramStatistics | null;
}

export function monthEntryOf(row: ParsedMonth): MonthEntry {
  return { month: yyyymm(row.year, row.month), monthlyReturn: row.monthlyReturn, assets: row.assets, estimated: row.estimated };
}

/** The program's CAROR type (0, 1 or 2); the server refuses any other. */
export function carorTypeOf(value: number): CarorType {
  return value === 1 || value === 2 ? value : 0;
}

/**
 * The figures the server computes when it stores these months (statistics::statistics_of): the
 * same engine, the program's CAROR type and the default risk-free rate. The server adds the
 * S&P 500 for period returns and correlation, which the VAMI, CAROR, worst drawdown and Sharpe
 * ratio do not depend on.
 */
export function statisticsOf(engine: Engine, months: readonly MonthEntry[], carorType: CarorType): ProgramStatistics | null {
  if (months.length === 0) return null;
  return engine.programStatistics(
    Int32Array.from(months, (entry) => entry.month),
    Float64Array.from(months, (entry) => entry.monthlyReturn),
    Uint8Array.from(months, (entry) => (entry.estimated ? 1 : 0)),
    undefined,
    undefined,
    { carorType },
  );
}

/** Parses the file with the server's own parser (today's month bounds it) and previews the save. */
export function previewCsv(
  engine: Engine,
  file: { text: string; fileName: string },
  today: Today,
  stored: readonly MonthEntry[],
  carorType: CarorType,
): CsvPreview {
  const parsed = engine.parseReturnsCsv(file.text, today.year, today.month);
  const months = parsed.months.map(monthEntryOf);
  const valid = parsed.errors.length === 0;
  return {
    text: file.text,
    fileName: file.fileName,
    rows: parsed.months,
    errors: parsed.errors,
    errorCount: parsed.errorCount,
    changes: valid ? diffMonths(stored, months) : [],
    statistics: valid ? statisticsOf(engine, months, carorType) : null,
  };
}
