import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { DataTable, type Column } from './DataTable';
import { nextSort, sortRows, type SortState } from './sort';

interface ProgramRow {
  id: number;
  name: string;
  ytd: number | null;
}

const rows: ProgramRow[] = [
  { id: 1, name: 'Beta Trend', ytd: 0.05 },
  { id: 2, name: 'Alpha Macro', ytd: null },
  { id: 3, name: 'Gamma Carry', ytd: -0.02 },
];

const columns: Column<ProgramRow>[] = [
  { id: 'name', header: 'Program', cell: (row) => row.name, sortKey: 'programName', rowHeader: true },
  { id: 'ytd', header: 'YTD', cell: (row) => String(row.ytd), sortKey: 'ytdReturn', firstOrder: 'DESC', align: 'end' },
  { id: 'actions', header: 'Actions', cell: () => '' },
];

function SortableTable({ onSortChange }: { onSortChange?: (sort: SortState) => void }) {
  const [sort, setSort] = useState<SortState>({ by: 'programName', order: 'ASC' });
  const sorted = sortRows(rows, sort, (row, by) => (by === 'ytdReturn' ? row.ytd : row.name));
  return (
    <DataTable
      caption="Programs"
      columns={columns}
      rows={sorted}
      rowKey={(row) => row.id}
      sort={sort}
      onSortChange={(next) => {
        onSortChange?.(next);
        setSort(next);
      }}
    />
  );
}

const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('nextSort', () => {
  it('flips the order of the active column', () => {
    expect(nextSort({ by: 'ytdReturn', order: 'DESC' }, 'ytdReturn')).toEqual({ by: 'ytdReturn', order: 'ASC' });
    expect(nextSort({ by: 'ytdReturn', order: 'ASC' }, 'ytdReturn')).toEqual({ by: 'ytdReturn', order: 'DESC' });
  });

  it("starts another column at its first order", () => {
    expect(nextSort({ by: 'ytdReturn', order: 'ASC' }, 'programName')).toEqual({ by: 'programName', order: 'ASC' });
    expect(nextSort(undefined, 'ytdReturn', 'DESC')).toEqual({ by: 'ytdReturn', order: 'DESC' });
  });
});

describe('DataTable', () => {
  it('marks the sorted column with aria-sort and the others as unsorted', () => {
    renderWithProviders(<SortableTable />);
    expect(screen.getByRole('columnheader', { name: 'Program' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'YTD' })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Actions' })).not.toHaveAttribute('aria-sort');
    expect(names()).toEqual(['Alpha Macro', 'Beta Trend', 'Gamma Carry']);
  });

  it('flips ASC/DESC when the active column is clicked again', async () => {
    const onSortChange = vi.fn();
    renderWithProviders(<SortableTable onSortChange={onSortChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Program' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ by: 'programName', order: 'DESC' });
    expect(screen.getByRole('columnheader', { name: 'Program' })).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Gamma Carry', 'Beta Trend', 'Alpha Macro']);
  });

  it('sorts a new column in its first order, missing values last', async () => {
    renderWithProviders(<SortableTable />);
    await userEvent.click(screen.getByRole('button', { name: 'YTD' }));
    expect(screen.getByRole('columnheader', { name: 'YTD' })).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Beta Trend', 'Gamma Carry', 'Alpha Macro']);
  });

  it("says 'No data available in table' when there are no rows", () => {
    renderWithProviders(<DataTable caption="Programs" columns={columns} rows={[]} rowKey={(row) => row.id} />);
    const table = screen.getByRole('table', { name: 'Programs' });
    expect(within(table).getByRole('cell')).toHaveTextContent('No data available in table');
    expect(within(table).getByRole('cell')).toHaveAttribute('colspan', '3');
  });

  it('is a named, keyboard-scrollable group (not a second landmark beside its section)', () => {
    renderWithProviders(<DataTable caption="Programs" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    expect(screen.getByRole('group', { name: 'Programs' })).toHaveAttribute('tabindex', '0');
  });

  it('labels each cell with its column header for card layouts, only when asked', () => {
    const { unmount } = renderWithProviders(
      <DataTable caption="Programs" columns={columns} rows={rows} rowKey={(row) => row.id} cardLabels />,
    );
    const first = within(screen.getAllByRole('row')[1] ?? document.body);
    expect(first.getByRole('rowheader')).toHaveAttribute('data-label', 'Program');
    expect(first.getAllByRole('cell')[0]).toHaveAttribute('data-label', 'YTD');
    unmount();
    renderWithProviders(<DataTable caption="Programs" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    expect(screen.getAllByRole('rowheader')[0]).not.toHaveAttribute('data-label');
  });

  it("describes a column's header by its help, sortable or not", () => {
    const helped: Column<ProgramRow>[] = [
      { id: 'ytd', header: 'YTD', cell: (row) => String(row.ytd), sortKey: 'ytdReturn', help: 'Return since January' },
      { id: 'actions', header: 'Actions', cell: () => '', help: 'What you can do' },
    ];
    renderWithProviders(
      <DataTable caption="Programs" columns={helped} rows={rows} rowKey={(row) => row.id} sort={undefined} onSortChange={() => undefined} />,
    );
    expect(screen.getByRole('button', { name: 'YTD' })).toHaveAccessibleDescription('Return since January');
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toHaveAccessibleDescription('What you can do');
  });
});
