import { PAGINATION_MARGIN_PAGES, PAGINATION_PAGES_SHOWN } from '../../contract/constants';

/** A page number to link, or a break (ellipsis) standing for the pages left out. */
export type PageLink = number | 'break';

/**
 * The page links of a pager (spec 9: 3 pages shown around the current one, 1 margin page at
 * each end, breaks between). Pages are 1-based; `current` is clamped into range. A break never
 * stands for a single page: that page is shown instead, which takes the same room.
 * Example: 20 pages, current 10 → 1 … 9 10 11 … 20.
 */
export function paginationPages(
  current: number,
  pageCount: number,
  shown: number = PAGINATION_PAGES_SHOWN,
  margin: number = PAGINATION_MARGIN_PAGES,
): PageLink[] {
  if (pageCount < 1) return [];
  const page = Math.min(Math.max(1, Math.floor(current)), pageCount);
  const width = Math.min(Math.max(1, shown), pageCount);
  let start = page - Math.floor((width - 1) / 2);
  start = Math.min(Math.max(1, start), pageCount - width + 1);
  const end = start + width - 1;

  const included = new Set<number>();
  for (let n = 1; n <= Math.min(margin, pageCount); n += 1) included.add(n);
  for (let n = Math.max(1, pageCount - margin + 1); n <= pageCount; n += 1) included.add(n);
  for (let n = start; n <= end; n += 1) included.add(n);

  const sorted = [...included].sort((a, b) => a - b);
  const links: PageLink[] = [];
  let previous = 0;
  for (const n of sorted) {
    if (n - previous === 2) links.push(n - 1);
    else if (n - previous > 2) links.push('break');
    links.push(n);
    previous = n;
  }
  return links;
}

/** How many pages `totalCount` rows make at `pageSize` a page. */
export function pageCountOf(totalCount: number, pageSize: number): number {
  return pageSize > 0 ? Math.ceil(Math.max(0, totalCount) / pageSize) : 0;
}
