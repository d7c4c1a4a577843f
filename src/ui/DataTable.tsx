import type { ReactNode } from 'react';
import { useWindowRows } from './useWindowRows';
import { useT } from '../i18n';

export interface Column<Row> {
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  /**
   * Extra classes on the column's th and td cells, e.g. 'nowrap' (dates, ids), 'stack-hide'
   * (hidden in the stacked card layout, like the 'No' counter) or 'cell-actions'.
   */
  className?: string;
  /**
   * The row's name: in the stacked card layout this cell comes first, larger and bold, without
   * its label, so it reads as the card's title. The DOM order of the cells never changes.
   */
  primary?: boolean;
}

export interface DataTableProps<Row> {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  onRowClick?: (row: Row) => void;
  empty?: ReactNode;
  caption?: string;
  /**
   * Where the table turns into stacked cards: 'phone' (default, up to 640 px) or 'tablet' (up to
   * 899 px) for wide tables whose columns would not fit a tablet's width.
   */
  stackBelow?: 'phone' | 'tablet';
}

/** Longer tables draw only the rows on screen (suppliers, users… can run to thousands). */
export const WINDOWED_ABOVE = 200;
/** A row's height before it is measured: a stacked card on a phone. */
const ESTIMATED_ROW_HEIGHT = 120;

function cellClassOf<Row>(column: Column<Row>): string | undefined {
  const names = [column.className, column.primary ? 'cell-primary' : undefined].filter(Boolean);
  return names.length > 0 ? names.join(' ') : undefined;
}

interface TableRowProps<Row> {
  columns: readonly Column<Row>[];
  row: Row;
  index: number;
  onRowClick?: (row: Row) => void;
  measure?: (element: Element | null) => void;
}

function TableRow<Row>({ columns, row, index, onRowClick, measure }: TableRowProps<Row>) {
  return (
    <tr
      ref={measure}
      data-index={measure ? index : undefined}
      aria-rowindex={measure ? index + 2 : undefined}
      className={onRowClick ? 'clickable' : undefined}
      onClick={onRowClick ? () => onRowClick(row) : undefined}
      onKeyDown={
        onRowClick
          ? (event) => {
              if (event.key === 'Enter') onRowClick(row);
            }
          : undefined
      }
      tabIndex={onRowClick ? 0 : undefined}
    >
      {columns.map((column) => (
        <td key={column.header} data-label={column.header} className={cellClassOf(column)}>
          {column.cell(row, index)}
        </td>
      ))}
    </tr>
  );
}

/** A spacer row standing for the rows not drawn above or below. */
function SpacerRow({ height, span }: { height: number; span: number }) {
  if (height <= 0) return null;
  return (
    <tr className="table-spacer" aria-hidden="true">
      <td colSpan={span} style={{ height }} />
    </tr>
  );
}

function WindowedBody<Row>({
  columns,
  rows,
  rowKey,
  onRowClick,
}: Pick<DataTableProps<Row>, 'columns' | 'rows' | 'rowKey' | 'onRowClick'>) {
  const { container, paddingTop, paddingBottom, measure, ...windowed } =
    useWindowRows<HTMLTableSectionElement>({
      count: rows.length,
      estimate: ESTIMATED_ROW_HEIGHT,
    });
  return (
    <tbody ref={container}>
      <SpacerRow height={paddingTop} span={columns.length} />
      {windowed.rows.map(({ index }) => {
        const row = rows[index];
        return row === undefined ? null : (
          <TableRow
            key={rowKey(row)}
            columns={columns}
            row={row}
            index={index}
            onRowClick={onRowClick}
            measure={measure}
          />
        );
      })}
      <SpacerRow height={paddingBottom} span={columns.length} />
    </tbody>
  );
}

/**
 * A table on tablets and desktops; on phones each row stacks into a card with its labels
 * (CSS reads data-label), so nothing scrolls sideways.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  onRowClick,
  empty,
  caption,
  stackBelow = 'phone',
}: DataTableProps<Row>) {
  const t = useT();
  if (rows.length === 0) return <div className="empty-state">{empty ?? t('ui.nothingToShow')}</div>;
  return (
    // Focusable and named, so a table wider than the screen scrolls by keyboard too.
    <div
      className={stackBelow === 'tablet' ? 'table-wrap stack-tablet' : 'table-wrap'}
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table
        className="table"
        aria-rowcount={rows.length > WINDOWED_ABOVE ? rows.length + 1 : undefined}
      >
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={cellClassOf(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        {rows.length > WINDOWED_ABOVE ? (
          <WindowedBody columns={columns} rows={rows} rowKey={rowKey} onRowClick={onRowClick} />
        ) : (
          <tbody>
            {rows.map((row, index) => (
              <TableRow
                key={rowKey(row)}
                columns={columns}
                row={row}
                index={index}
                onRowClick={onRowClick}
              />
            ))}
          </tbody>
        )}
      </table>
    </div>
  );
}
