import type { Supplier } from '../../../contract/schemas/reference';
import { useReferenceList } from '../../hooks/useReferenceList';
import type { ReceiveDraft } from './receive-form';
import { TextField } from '../../ui/Field';
import { formatDayMonth } from '../../ui/format';
import { OVER_RECEIPT_FACTOR } from '../../../contract/schemas/purchasing';
import {
  fillFromOrder,
  linesToCome,
  openOrdersFor,
  orderNamed,
  overReceivesOrder,
  rowsUntouched,
} from './po-receive-fill';
import { useT } from '../../i18n';

export interface PoReceiveProps {
  draft: ReceiveDraft;
  onChange: (draft: ReceiveDraft) => void;
}

const DATALIST_ID = 'open-purchase-orders';

/**
 * The spec's PO ID field (free text still works), offering the open orders on this device
 * (design: Purchasing): a typed number of an open order fills the rows while they are empty.
 */
export function PoIdField({ draft, onChange }: PoReceiveProps) {
  const orders = useReferenceList('purchaseOrders');
  const t = useT();
  const offers = openOrdersFor(orders.rows, draft.supplierId);
  return (
    <>
      <TextField
        label={t('inventory.poId')}
        placeholder={t('inventory.poIdPlaceholder')}
        list={DATALIST_ID}
        autoComplete="off"
        value={draft.poId}
        onChange={(event) => {
          const poId = event.target.value;
          const order = orderNamed(offers, poId);
          onChange(
            order && rowsUntouched(draft.rows) ? fillFromOrder(draft, order) : { ...draft, poId },
          );
        }}
      />
      <datalist id={DATALIST_ID}>
        {offers.map((order) => (
          <option key={order.PurchaseOrderId} value={order.PoNumber}>
            {order.Supplier.Name}
          </option>
        ))}
      </datalist>
    </>
  );
}

/** The open orders as buttons under the form's fields: a tap fills a row per remaining line. */
export function PoReceiveOffers({ draft, onChange }: PoReceiveProps) {
  const orders = useReferenceList('purchaseOrders');
  const suppliers = useReferenceList('suppliers');
  const t = useT();
  const offers = openOrdersFor(orders.rows, draft.supplierId);
  const supplier: Supplier | undefined = suppliers.rows.find(
    (row) => String(row.SupplierId) === draft.supplierId,
  );
  const picked = orderNamed(offers, draft.poId);
  if (offers.length === 0 && draft.supplierId === '') return null;
  return (
    <div className="po-offers">
      <p className="po-offers-title">
        {supplier
          ? t('inventory.openOrdersOf', { supplier: supplier.name })
          : t('inventory.openOrders')}
      </p>
      {offers.length === 0 ? (
        <p className="po-offers-none">{t('inventory.noOpenOrders')}</p>
      ) : (
        <ul className="po-offer-list">
          {offers.map((order) => (
            <li key={order.PurchaseOrderId}>
              <button
                type="button"
                className="po-offer"
                aria-pressed={picked?.PurchaseOrderId === order.PurchaseOrderId}
                onClick={() => onChange(fillFromOrder(draft, order))}
              >
                {/* The name is what the button says, with what it does first (WCAG 2.5.3). */}
                <span className="visually-hidden">{`${t('inventory.fillRowsFrom')} `}</span>
                <strong>{order.PoNumber}</strong>
                <span className="po-offer-detail">
                  {[
                    draft.supplierId === '' ? order.Supplier.Name : null,
                    t('inventory.linesToCome', { count: linesToCome(order) }),
                    order.ExpectedAt
                      ? t('inventory.expectedOn', { date: formatDayMonth(order.ExpectedAt) })
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {picked ? (
        <p className="po-filled">{t('inventory.rowsFilled', { poNumber: picked.PoNumber })}</p>
      ) : null}
    </div>
  );
}

/**
 * "More than 10 times the order is intended" (issue 32): shown when the rows would bring a line
 * of the named order (on this device) past that, when it is ticked, or after the server refused
 * the receiving (`refused`: an order not on this device); its refusal names this box.
 */
export function OverReceiptField({
  draft,
  onChange,
  refused,
}: PoReceiveProps & { refused: boolean }) {
  const t = useT();
  const orders = useReferenceList('purchaseOrders');
  const order = orderNamed(orders.rows, draft.poId);
  const over = order !== undefined && overReceivesOrder(order, draft.rows);
  if (!over && !refused && draft.overReceipt !== true) return null;
  return (
    <label className="over-receipt">
      <input
        type="checkbox"
        checked={draft.overReceipt === true}
        onChange={(event) => onChange({ ...draft, overReceipt: event.target.checked })}
      />
      <span>{t('inventory.overReceiptLabel', { factor: OVER_RECEIPT_FACTOR })}</span>
    </label>
  );
}
