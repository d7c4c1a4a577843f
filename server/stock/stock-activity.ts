import type { Transaction } from 'kysely';
import { ORDER_ID_PREFIX } from '../../contract/constants';
import type { Order } from '../../contract/schemas/orders';
import type { ReceivedItem, WasteItem } from '../../contract/schemas/stock';
import { listedNames, recordActivity, type ActivitySummary } from '../activity';
import type { Database } from '../db/schema';

/** The items an entry links: it shows in each one's History. */
const itemLinks = (ids: readonly number[]) =>
  ids.map((id) => ({ entity: 'item' as const, entityId: id }));

/**
 * A delivery (POST /receive-items, /receive-items/PO): entity receipt, its id the first lot's;
 * linked to its items, its supplier and, received against one, the purchase order.
 */
export function recordReceipt(
  trx: Transaction<Database>,
  siteId: number,
  lots: readonly ReceivedItem[],
  order: { id: number; poNumber: string } | null,
): Promise<void> {
  const [first] = lots;
  if (!first) return Promise.resolve();
  const items = listedNames(lots.map((lot) => lot.Item.Name));
  return recordActivity(trx, {
    actor: { userId: first.ReceivedBy, name: first.User.Name },
    siteId,
    action: 'receive',
    entity: 'receipt',
    entityId: first.ID,
    summary: order
      ? {
          key: 'receipt.against-po',
          values: { lines: lots.length, number: order.poNumber, items },
        }
      : {
          key: 'receipt.created',
          values: { lines: lots.length, supplier: first.Supplier.Name, items },
        },
    links: [
      ...itemLinks(lots.map((lot) => lot.ItemID)),
      { entity: 'supplier', entityId: first.SupplierID },
      ...(order ? [{ entity: 'purchase-order' as const, entityId: order.id }] : []),
    ],
  });
}

export function recordWasteReport(
  trx: Transaction<Database>,
  siteId: number,
  userId: number,
  waste: WasteItem,
): Promise<void> {
  return recordActivity(trx, {
    actor: { userId, name: waste.User.Name },
    siteId,
    action: 'waste',
    entity: 'waste',
    entityId: waste.ID,
    summary: {
      key: 'waste.created',
      values: {
        quantity: waste.Quantity,
        unit: waste.Item.Unit,
        item: waste.Item.Name,
        reason: waste.Reason,
      },
    },
    links: itemLinks([waste.ItemID]),
  });
}

/** An order placed, confirmed or rejected; linked to its department and items. */
export function recordOrder(
  trx: Transaction<Database>,
  siteId: number,
  actor: { userId: number; name: string },
  order: Order,
  step: 'create' | 'confirm' | 'reject',
): Promise<void> {
  const number = `${ORDER_ID_PREFIX}${order.ID}`;
  const summary: ActivitySummary =
    step === 'create'
      ? { key: 'order.created', values: { number, department: order.Department.Name } }
      : { key: step === 'confirm' ? 'order.confirmed' : 'order.rejected', values: { number } };
  return recordActivity(trx, {
    actor,
    siteId,
    action: step,
    entity: 'order',
    entityId: order.ID,
    summary,
    changes: step === 'create' ? null : { status: ['pending', order.Status] },
    links: [
      { entity: 'department', entityId: order.DepartmentID },
      ...itemLinks(order.FulfillmentContent.map((line) => line.Item.ID)),
    ],
  });
}
