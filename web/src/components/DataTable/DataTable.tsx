import { memo, useId, useMemo, type ReactNode } from 'react';
import { LoadingOverlay } from '@/components/LoadingOverlay/LoadingOverlay';
import { useT } from '@/i18n/i18n-context';
import { cx } from '@/lib/class-names';
import { nextSort, type SortOrder, type SortState } from './sort';
import './DataTable.css';

export interface Column<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row, rowIndex: number) => ReactNode;
  /** The `sortBy` value of this column; a column without one is not sortable. */
  sortKey?: string;
  /** Order when the column becomes the sort column (returns start with the best, DESC). */
  firstOrder?: SortOrder;
  align?: 'start' | 'end' | 'center';
  /**
   * What the column's figure means: the header's tooltip, and its accessible description (a
   * button's or header's `title` describes it when its text names it).
   */
  help?: string;
  /** The cell names its row (the program): a row header for screen readers. */
  rowHeader?: boolean;
  className?: string;
}

interface DataTableProps<Row> {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The table's accessible name; shown above it when `captionVisible`. */
  caption: string;
  captionVisible?: boolean;
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /** Defaults to 'No data available in table'. */
  emptyText?: ReactNode;
  loading?: boolean;
  /** Height of the scroll box the header sticks in; the page scrolls the table when unset. */
  maxHeight?: string;
  className?: string;
  /**
   * Whether two versions of a row render the same cells: a row found the same (with the same
   * columns) is not rendered again, so a table edited cell by cell (the blender's allocations)
   * re-renders only the changed rows. Without it, rows are compared by identity.
   */
  sameRow?: (before: Row, after: Row) => boolean;
  /**
   * Each body cell carries its column's (text) header as `data-label`, so a stylesheet can lay the
   * rows out as labelled cards on phones (the blender's allocations).
   */
  cardLabels?: boolean;
}

const ariaSort = { ASC: 'ascending', DESC: 'descending' } as const;

/** Tables of the site: typed columns, sortable headers, sticky header, the spec's empty text. */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  captionVisible = false,
  sort,
  onSortChange,
  emptyText,
  loading = false,
  maxHeight = '70vh',
  className,
  sameRow,
  cardLabels = false,
}: DataTableProps<Row>) {
  const t = useT();
  const captionId = useId();

  // Kept while the columns and the sort are: a table re-rendered for new rows (the blender's, on
  // every edit) leaves its header alone.
  const head = useMemo(() => {
    const header = (column: Column<Row>) => {
      const sortable = column.sortKey !== undefined && onSortChange !== undefined;
      if (!sortable || column.sortKey === undefined) {
        return (
          <th key={column.id} scope="col" title={column.help} className={cx(alignClass(column), column.className)}>
            {column.header}
          </th>
        );
      }
      const key = column.sortKey;
      const active = sort?.by === key;
      return (
        <th
          key={column.id}
          scope="col"
          aria-sort={active ? ariaSort[sort.order] : 'none'}
          className={cx(alignClass(column), column.className)}
        >
          <button
            type="button"
            title={column.help}
            className={cx('data-table__sort', active && `data-table__sort--${sort.order.toLowerCase()}`)}
            onClick={() => {
              onSortChange(nextSort(sort, key, column.firstOrder));
            }}
          >
            {column.header}
            <span className="data-table__sort-icon" aria-hidden="true" />
          </button>
        </th>
      );
    };
    return (
      <thead>
        <tr>{columns.map(header)}</tr>
      </thead>
    );
  }, [columns, sort, onSortChange]);

  return (
    <LoadingOverlay active={loading}>
      {/*
        Focusable and named: keyboard users can scroll a table wider than the screen. A group, not
        a region: a table sits in a section of the same name, and a second landmark of that name
        would only double the page's landmark list.
      */}
      <div
        className={cx('data-table', className)}
        style={{ maxHeight }}
        role="group"
        aria-labelledby={captionId}
        tabIndex={0}
      >
        <table>
          <caption id={captionId} className={captionVisible ? 'data-table__caption' : 'visually-hidden'}>
            {caption}
          </caption>
          {head}
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="data-table__empty">
                  {emptyText ?? t('empty.table')}
                </td>
              </tr>
            ) : (
              rows.map((row, rowIndex) => (
                <DataRow
                  key={rowKey(row)}
                  row={row}
                  rowIndex={rowIndex}
                  columns={columns}
                  sameRow={sameRow}
                  cardLabels={cardLabels}
                />
              ))
            )}
          </tbody>
        </table>
      </div>
    </LoadingOverlay>
  );
}

interface DataRowProps<Row> {
  row: Row;
  rowIndex: number;
  columns: readonly Column<Row>[];
  sameRow: ((before: Row, after: Row) => boolean) | undefined;
  cardLabels: boolean;
}

function DataRowCells<Row>({ row, rowIndex, columns, cardLabels }: DataRowProps<Row>) {
  return (
    <tr>
      {columns.map((column) => {
        const Cell = column.rowHeader ? 'th' : 'td';
        return (
          <Cell
            key={column.id}
            scope={column.rowHeader ? 'row' : undefined}
            className={cellClass(column)}
            data-label={cardLabels && typeof column.header === 'string' ? column.header : undefined}
          >
            {column.cell(row, rowIndex)}
          </Cell>
        );
      })}
    </tr>
  );
}

// `memo` loses the component's type parameter; the comparison below is what makes it generic-safe.
const DataRow = memo(
  DataRowCells,
  (before, after) =>
    before.columns === after.columns &&
    before.rowIndex === after.rowIndex &&
    before.cardLabels === after.cardLabels &&
    (after.sameRow ? after.sameRow(before.row, after.row) : before.row === after.row),
) as <Row>(props: DataRowProps<Row>) => ReactNode;

function alignClass<Row>(column: Column<Row>): string | undefined {
  return column.align && column.align !== 'start' ? `data-table__cell--${column.align}` : undefined;
}

const cellClasses = new WeakMap<object, string>();

/**
 * A column's cell class, worked out once per column rather than once per cell: the blender's
 * monthly table renders some 700 cells on every edit, and their strings were most of its garbage.
 */
function cellClass<Row>(column: Column<Row>): string {
  let name = cellClasses.get(column);
  if (name === undefined) {
    name = cx(alignClass(column), column.className);
    cellClasses.set(column, name);
  }
  return name;
}
