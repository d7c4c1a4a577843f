import { Link } from 'react-router-dom';
import type { Item } from '../../../contract/schemas/reference';
import { alertDaysText } from './item-form';
import { ItemImage } from './ItemImage';
import './items.css';

/** One item of the grid; the whole card is a link to its detail. */
export function ItemCard({ item }: { item: Item }) {
  return (
    <li className="item-card">
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
