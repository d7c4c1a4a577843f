import { Link } from 'react-router-dom';
import type { Item } from '../../../contract/schemas/reference';
import { alertDaysText } from './item-form';
import { ItemImage } from './ItemImage';
import './items.css';

export interface ItemCardProps {
  item: Item;
  /** Place in the whole list (from 1) and its length: the grid draws only the cards on screen. */
  position: number;
  total: number;
  /** The virtualizer's measuring ref and row, on the first card of each row. */
  measureRef?: (element: HTMLLIElement | null) => void;
  rowIndex?: number;
}

/** One item of the grid; the whole card is a link to its detail. */
export function ItemCard({ item, position, total, measureRef, rowIndex }: ItemCardProps) {
  return (
    <li
      className="item-card"
      ref={measureRef}
      data-index={rowIndex}
      aria-posinset={position}
      aria-setsize={total}
    >
      <Link to={`/items/${item.itemId}`} className="item-card-link">
        <ItemImage url={item.url} name={item.name} />
        <div className="item-card-body">
          <h2 className="item-card-title">{item.name}</h2>
          <dl className="item-card-facts">
            <dt>Category</dt>
            <dd>{item.categoryName || '-'}</dd>
            <dt>Location</dt>
            <dd>{item.locationName || '-'}</dd>
            <dt>Unit</dt>
            <dd>{item.unit || '-'}</dd>
            <dt>Alert Days</dt>
            <dd>{alertDaysText(item.alertDaysBeforeExpiry)}</dd>
            <dt>Barcode</dt>
            <dd className="item-card-barcode">{item.barcode || '-'}</dd>
          </dl>
        </div>
      </Link>
    </li>
  );
}
