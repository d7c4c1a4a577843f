import { measureElement, useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

export interface WindowRowsOptions {
  count: number;
  /** A row's height before it is measured. */
  estimate: number;
  /** Space between rows (a grid's row gap). */
  gap?: number;
}

export interface WindowRows<E extends HTMLElement> {
  /** The element holding the rows (a list, a tbody): where it starts in the page matters. */
  container: RefObject<E | null>;
  rows: VirtualItem[];
  /** Space standing for the rows above and below those drawn. */
  paddingTop: number;
  paddingBottom: number;
  /** Ref for a drawn row (with data-index={row.index}) so its real height is used. */
  measure: (element: Element | null) => void;
}

/**
 * The rows of a long list that are on screen (and two beyond), for a page that scrolls as a
 * whole. Rows are measured once drawn, so variable heights (wrapped names, stacked cards) work.
 */
export function useWindowRows<E extends HTMLElement>({
  count,
  estimate,
  gap = 0,
}: WindowRowsOptions): WindowRows<E> {
  const container = useRef<E>(null);
  const [top, setTop] = useState(0);
  // Where the rows start in the page: re-read when anything above them (a banner) changes size.
  useLayoutEffect(() => {
    const element = container.current;
    const around = element?.parentElement;
    if (!element || !around) return;
    const readTop = () => {
      const next = element.getBoundingClientRect().top + window.scrollY;
      setTop((current) => (Math.abs(current - next) < 1 ? current : next));
    };
    readTop();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(readTop);
    observer.observe(around);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer<Element>({
    count,
    estimateSize: () => estimate,
    gap,
    overscan: 2,
    scrollMargin: top,
    // Without layout (jsdom) a row measures 0: keep the estimate rather than draw every row.
    measureElement: (element, entry, instance) =>
      measureElement(element, entry, instance) || estimate,
  });
  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows.at(-1);
  return {
    container,
    rows,
    paddingTop: first ? first.start - top : 0,
    paddingBottom: last ? Math.max(0, virtualizer.getTotalSize() - (last.end - top)) : 0,
    measure: virtualizer.measureElement,
  };
}
