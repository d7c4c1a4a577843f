import type { Item } from '../../../contract/schemas/reference';
import { useWindowRows } from '../../ui/useWindowRows';
import { ItemCard } from './ItemCard';
import type { ItemSelection } from './item-selection';
import { useGridColumns } from './useGridColumns';
import { useT } from '../../i18n';
import './items.css';

/** A card row's height before it is measured (a phone card: image frame and six facts). */
const ESTIMATED_ROW_HEIGHT = 420;
/** `.item-grid`'s row gap (1rem). */
const ROW_GAP = 16;

export interface ItemGridProps {
  /** The items from the first on; fewer than `total` while the rest is still being read. */
  items: readonly Item[];
  /** How many items the list holds: the list's size and scroll height. */
  total: number;
  /** Kept by the page, not the cards: a card scrolled out of the grid is unmounted. */
  selection: ItemSelection;
  onToggle: (itemId: number) => void;
}

/**
 * The items as a card grid that draws only the rows on screen, whatever the count: 20,000
 * cards would be 340,000 elements. The list stays one `<ul>` of cards, padded above and below
 * to the height of the rows not drawn.
 */
export function ItemGrid({ items, total, selection, onToggle }: ItemGridProps) {
  const t = useT();
  const columns = useGridColumns();
  const { container, rows, paddingTop, paddingBottom, measure } = useWindowRows<HTMLUListElement>({
    count: Math.ceil(total / columns),
    estimate: ESTIMATED_ROW_HEIGHT,
    gap: ROW_GAP,
  });
  return (
    <ul
      ref={container}
      className="item-grid"
      aria-label={t('items.gridLabel')}
      style={{ paddingTop, paddingBottom }}
    >
      {rows.flatMap((row) =>
        items.slice(row.index * columns, (row.index + 1) * columns).map((item, column) => (
          <ItemCard
            key={item.itemId}
            item={item}
            position={row.index * columns + column + 1}
            total={total}
            // The row's first card stands for the row's height (grid cells stretch).
            measureRef={column === 0 ? measure : undefined}
            rowIndex={column === 0 ? row.index : undefined}
            selected={selection.has(item.itemId)}
            onToggle={onToggle}
          />
        )),
      )}
    </ul>
  );
}
