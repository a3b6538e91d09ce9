import { beforeAll, describe, expect, it } from 'vitest';
import { loadEngine, type Engine } from '@/lib/engine';
import { todayOf } from './performance-model';
import { previewCsv, statisticsOf } from './performance-preview';

let engine: Engine;
const today = todayOf(new Date(Date.UTC(2025, 5, 15)));

beforeAll(async () => {
  engine = await loadEngine();
});

/** Thirty months from January 2022 with a gentle wave of returns, as percents. */
function csvOf(rows: readonly string[]): string {
  return ['Month,Year,Returns,Assets', ...rows].join('\n');
}

const goodRows = Array.from({ length: 30 }, (_, i) => {
  const percent = (Math.round(Math.sin(i) * 300) / 100).toFixed(2);
  return `${String((i % 12) + 1)},${String(2022 + Math.floor(i / 12))},${percent},${String(1_000_000 + i * 1000)}`;
});

describe('previewCsv', () => {
  it('reads a good file, diffs it against the stored months and computes the statistics after saving', () => {
    const stored = [
      { month: 202112, monthlyReturn: 0.01, assets: null, estimated: false },
      { month: 202201, monthlyReturn: 0.05, assets: 1_000_000, estimated: false },
    ];
    const preview = previewCsv(engine, { text: csvOf(goodRows), fileName: 'good.csv' }, today, stored, 1);
    expect(preview.errors).toEqual([]);
    expect(preview.rows).toHaveLength(30);
    expect(preview.changes.map((change) => [change.month, change.kind])).toEqual([
      [202112, 'removed'],
      [202201, 'changed'],
      ...preview.rows.slice(1).map((row) => [row.year * 100 + row.month, 'added']),
    ]);
    const months = preview.rows.map((row) => row.year * 100 + row.month);
    const expected = engine.programStatistics(
      Int32Array.from(months),
      Float64Array.from(preview.rows, (row) => row.monthlyReturn),
      Uint8Array.from(preview.rows, () => 0),
      undefined,
      undefined,
      { carorType: 1 },
    );
    expect(preview.statistics).toEqual(expected);
    expect(preview.statistics?.carorType).toBe(1);
  });

  it('names the row and column of each problem and computes nothing', () => {
    const rows = [...goodRows.slice(0, 3), '4,2022,abc,1000', '5,2026,1.00,1000'];
    const preview = previewCsv(engine, { text: csvOf(rows), fileName: 'bad.csv' }, today, [], 0);
    expect(preview.errors.map((error) => [error.row, error.column, error.code])).toEqual([
      [5, 'Returns', 'not_a_number'],
      [6, 'Year', 'month_in_future'],
    ]);
    expect(preview.changes).toEqual([]);
    expect(preview.statistics).toBeNull();
  });

  it('reads the downloadable template without a problem', () => {
    const preview = previewCsv(engine, { text: engine.performanceTemplateCsv(), fileName: 't.csv' }, today, [], 0);
    expect(preview.errors).toEqual([]);
    expect(preview.rows.at(-1)?.estimated).toBe(true);
  });
});

describe('statisticsOf', () => {
  it('has nothing to compute without months', () => {
    expect(statisticsOf(engine, [], 0)).toBeNull();
  });
});
