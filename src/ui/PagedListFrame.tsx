import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { CachedListState } from '../hooks/useCachedList';
import type { OutboxEntry } from '../offline/outbox/store';
import { DataTable, type Column } from './DataTable';
import { NoData } from './NoData';
import { Pagination } from './Pagination';
import { QueuedSubmissions } from './QueuedSubmissions';

export interface PagedListFrameProps<T, Row> {
  /** The section's classes after `stock-list` (the screen's own). */
  className: string;
  /** The toolbar's controls (filters, search, CSV, the add button). */
  toolbar: ReactNode;
  /** The screen's entries still in the outbox, shown above the table. */
  waiting: readonly OutboxEntry[];
  list: CachedListState<T>;
  loadingText: string;
  emptyText: string;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The table of a loaded page: its caption, rows and text when it has none. */
  caption: string;
  rowsOf: (data: T) => Row[];
  rowKey: (row: Row) => number;
  tableEmpty: string;
  /** Where a row opens; its number (first column, the card's title on a phone) links there. */
  detailPath: (row: Row) => string;
  number: { header: string; text: (row: Row) => string };
  /** The columns after the number. */
  columns: Column<Row>[];
}

/**
 * A paged server list screen's frame (Purchase Orders, Transfers): the toolbar, the entries
 * waiting in the outbox, then the page's table with its pagination, or what shows while there is
 * no page (loading, not saved offline, empty).
 */
export function PagedListFrame<T, Row>({
  className,
  toolbar,
  waiting,
  list,
  loadingText,
  emptyText,
  page,
  pageCount,
  onPageChange,
  caption,
  rowsOf,
  rowKey,
  tableEmpty,
  detailPath,
  number,
  columns,
}: PagedListFrameProps<T, Row>) {
  const navigate = useNavigate();
  const numberColumn: Column<Row> = {
    header: number.header,
    className: 'nowrap',
    primary: true,
    cell: (row) => (
      <Link to={detailPath(row)} onClick={(event) => event.stopPropagation()}>
        {number.text(row)}
      </Link>
    ),
  };
  return (
    <section className={`stock-list ${className}`}>
      <div className="toolbar">{toolbar}</div>
      <QueuedSubmissions entries={waiting} />
      {list.data === null ? (
        <NoData
          loading={list.loading}
          unsavedOffline={list.unsavedOffline}
          loadingText={loadingText}
          emptyText={emptyText}
        />
      ) : (
        <div aria-busy={list.loading}>
          <DataTable
            caption={caption}
            rows={rowsOf(list.data)}
            stackBelow="tablet"
            rowKey={rowKey}
            onRowClick={(row) => void navigate(detailPath(row))}
            empty={tableEmpty}
            columns={[numberColumn, ...columns]}
          />
          <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} />
        </div>
      )}
    </section>
  );
}
