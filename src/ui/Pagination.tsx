import { paginationPages } from './pagination';
import './pagination.css';
import { useT } from '../i18n';

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  label?: string;
}

/** Page links with breaks and '<' / '>' arrows (disabled at the ends); hidden for one page. */
export function Pagination({ page, pageCount, onPageChange, label }: PaginationProps) {
  const t = useT();
  if (pageCount <= 1) return null;
  const links = paginationPages(page, pageCount);
  return (
    <nav className="pagination" aria-label={label ?? t('ui.pagination')}>
      <ul className="pagination-list">
        <li>
          <button
            type="button"
            className="pagination-link"
            aria-label={t('ui.previousPage')}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            {'<'}
          </button>
        </li>
        {links.map((link, index) =>
          link === 'break' ? (
            <li key={`break-${index}`} className="pagination-break" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={link}>
              <button
                type="button"
                className="pagination-link"
                aria-label={t('ui.page', { page: link })}
                aria-current={link === page ? 'page' : undefined}
                onClick={() => onPageChange(link)}
              >
                {link}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="pagination-link"
            aria-label={t('ui.nextPage')}
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            {'>'}
          </button>
        </li>
      </ul>
    </nav>
  );
}
