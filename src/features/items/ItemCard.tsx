import { Link } from 'react-router-dom';
import type { Item } from '../../../contract/schemas/reference';
import { alertDaysText } from './item-form';
import { ItemImage } from './ItemImage';
import './items.css';
import { ROUTES, routeWithId } from '../../lib/routes';
import { useT } from '../../i18n';

export interface ItemCardProps {
  item: Item;
  /** Place in the whole list (from 1) and its length: the grid draws only the cards on screen. */
  position: number;
  total: number;
  /** The virtualizer's measuring ref and row, on the first card of each row. */
  measureRef?: (element: HTMLLIElement | null) => void;
  rowIndex?: number;
  /** Whether the item is selected for labels, and how to change that. */
  selected: boolean;
  onToggle: (itemId: number) => void;
}

/**
 * One item of the grid; the whole card is a link to its detail, with a checkbox beside the
 * link (not inside it: a control within a link is unreachable) in the image's corner.
 */
export function ItemCard({
  item,
  position,
  total,
  measureRef,
  rowIndex,
  selected,
  onToggle,
}: ItemCardProps) {
  const t = useT();
  return (
    <li
      className={selected ? 'item-card is-selected' : 'item-card'}
      ref={measureRef}
      data-index={rowIndex}
      aria-posinset={position}
      aria-setsize={total}
    >
      {/* Named by aria-label, not by text: the name stays the card's only text for it. The
          label element is the 44 px target around the box. */}
      <label className="item-select">
        <input
          type="checkbox"
          aria-label={t('items.selectItem', { name: item.name })}
          checked={selected}
          onChange={() => onToggle(item.itemId)}
        />
      </label>
      <Link to={routeWithId(ROUTES.itemDetail, item.itemId)} className="item-card-link">
        <ItemImage url={item.url} name={item.name} />
        <div className="item-card-body">
          <h2 className="item-card-title">{item.name}</h2>
          <dl className="item-card-facts">
            <dt>{t('items.category')}</dt>
            <dd>{item.categoryName || '-'}</dd>
            <dt>{t('items.location')}</dt>
            <dd>{item.locationName || '-'}</dd>
            <dt>{t('items.unit')}</dt>
            <dd>{item.unit || '-'}</dd>
            <dt>{t('items.alertDays')}</dt>
            <dd>{alertDaysText(item.alertDaysBeforeExpiry)}</dd>
            <dt>{t('items.barcode')}</dt>
            <dd className="item-card-barcode">{item.barcode || '-'}</dd>
          </dl>
        </div>
      </Link>
    </li>
  );
}
