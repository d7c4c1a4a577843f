import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import type { Item } from '../../../contract/schemas/reference';
import { ItemCard } from './ItemCard';
import { useGridColumns } from './useGridColumns';
import './items.css';

/** A card row's height before it is measured (a phone card: image frame and six facts). */
const ESTIMATED_ROW_HEIGHT = 420;
/** `.item-grid`'s row gap (1rem). */
const ROW_GAP = 16;

/**
 * The items as a card grid that renders only the rows on screen (and two beyond), whatever
 * the count: 20,000 cards would be 340,000 elements. The page keeps scrolling as a whole; the
 * list stays one `<ul>` of cards, padded above and below to the height of the rows not drawn.
 */
export function ItemGrid({ items }: { items: readonly Item[] }) {
  const columns = useGridColumns();
  const list = useRef<HTMLUListElement>(null);
  const [listTop, setListTop] = useState(0);
  // Where the list starts in the page: re-read when anything above it (a banner) changes size.
  useLayoutEffect(() => {
    const element = list.current;
    const around = element?.parentElement;
    if (!element || !around) return;
    const readTop = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setListTop((current) => (Math.abs(current - top) < 1 ? current : top));
    };
    readTop();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(readTop);
    observer.observe(around);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(items.length / columns),
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    gap: ROW_GAP,
    overscan: 2,
    scrollMargin: listTop,
    // Without layout (jsdom) a row measures 0: keep the estimate rather than draw every row.
    measureElement: (element, entry, instance) =>
      measureElement(element, entry, instance) || ESTIMATED_ROW_HEIGHT,
  });
  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows.at(-1);
  const paddingTop = first ? first.start - listTop : 0;
  const paddingBottom = last ? Math.max(0, virtualizer.getTotalSize() - (last.end - listTop)) : 0;

  return (
    <ul ref={list} className="item-grid" aria-label="Items" style={{ paddingTop, paddingBottom }}>
      {rows.flatMap((row) =>
        items.slice(row.index * columns, (row.index + 1) * columns).map((item, column) => (
          <ItemCard
            key={item.itemId}
            item={item}
            position={row.index * columns + column + 1}
            total={items.length}
            // The row's first card stands for the row's height (grid cells stretch).
            measureRef={column === 0 ? virtualizer.measureElement : undefined}
            rowIndex={column === 0 ? row.index : undefined}
          />
        )),
      )}
    </ul>
  );
}
