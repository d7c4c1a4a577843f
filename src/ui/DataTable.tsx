import type { ReactNode } from 'react';

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

function cellClassOf<Row>(column: Column<Row>): string | undefined {
  const names = [column.className, column.primary ? 'cell-primary' : undefined].filter(Boolean);
  return names.length > 0 ? names.join(' ') : undefined;
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
  if (rows.length === 0)
    return <div className="empty-state">{empty ?? 'Nothing to show yet.'}</div>;
  return (
    <div className={stackBelow === 'tablet' ? 'table-wrap stack-tablet' : 'table-wrap'}>
      <table className="table">
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
        <tbody>
          {rows.map((row, index) => (
            <tr
              key={rowKey(row)}
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
          ))}
        </tbody>
      </table>
    </div>
  );
}
