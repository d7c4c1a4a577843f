import { poNumberKey } from '../../contract/po-number';
import type { PurchaseOrderStatus } from '../../contract/schemas/purchasing';
import { COST_SCALE } from '../purchasing/money';
import { DEMO_ITEMS } from './catalog';
import {
  daysAgo,
  dateIn,
  idOf,
  indexOf,
  itemId,
  thousandths,
  type StockContext,
} from './seed-context';

/**
 * Reordering of a hotel kitchen and bar (design: Purchasing): [item, reorder point, par level,
 * pack size, pack name], in the item's unit. Items not listed are not reordered automatically
 * (cleaning stock bought ad hoc, bakery delivered daily).
 */
const REORDERING: readonly [string, number, number, number | null, string | null][] = [
  ['Roma Tomatoes', 8, 25, 5, 'crate'],
  ['Lemons', 30, 80, 20, 'bag'],
  ['Avocados', 12, 36, 12, 'tray'],
  ['Whole Milk', 12, 48, 12, 'crate'],
  ['Double Cream', 6, 24, 6, 'case'],
  ['Unsalted Butter', 5, 20, 10, 'case'],
  ['Free-Range Eggs', 8, 30, 6, 'box'],
  ['Mozzarella', 4, 20, 5, 'case'],
  ['Chicken Breast', 10, 40, 5, 'box'],
  ['Beef Tenderloin', 6, 22.5, null, null],
  ['King Prawns', 3, 12, 2, 'box'],
  ['Basmati Rice', 10, 50, 10, 'sack'],
  ['Plain Flour', 15, 75, 25, 'sack'],
  ['Extra Virgin Olive Oil', 10, 30, 5, 'tin'],
  ['Espresso Beans', 6, 24, 6, 'case'],
  ['Sparkling Water', 48, 120, 24, 'case'],
  ['Orange Juice', 10, 30, 6, 'case'],
  ['Tonic Water', 24, 96, 24, 'case'],
  ['House Red Wine', 18, 60, 6, 'case'],
  ['Prosecco', 12, 36, 6, 'case'],
  ['Lager Keg', 3, 12, null, null],
  ['Frozen Berries', 5, 15, 2.5, 'bag'],
  ['French Fries', 15, 50, 10, 'case'],
  ['Sanitiser Spray', 6, 24, 12, 'box'],
  ['Bin Liners', 10, 30, 10, 'pack'],
];

interface DemoOrder {
  number: number;
  supplier: number;
  status: PurchaseOrderStatus;
  createdDaysAgo: number;
  expectedInDays: number | null;
  note: string;
  reason?: string;
  /** [item, ordered, received, unit cost] */
  lines: [string, number, number, number][];
}

/** A few orders in every status; the sent Dairy order is there to be received against. */
const ORDERS: readonly DemoOrder[] = [
  {
    number: 1,
    supplier: 3,
    status: 'received',
    createdDaysAgo: 16,
    expectedInDays: -13,
    note: 'Weekly bar order',
    lines: [
      ['Sparkling Water', 48, 48, 0.45],
      ['Tonic Water', 48, 48, 0.6],
      ['House Red Wine', 24, 24, 6.8],
    ],
  },
  {
    number: 2,
    supplier: 4,
    status: 'partial',
    createdDaysAgo: 6,
    expectedInDays: -3,
    note: 'Flour short-shipped; rest promised this week',
    lines: [
      ['Basmati Rice', 50, 50, 1.9],
      ['Plain Flour', 75, 50, 0.85],
      ['Espresso Beans', 12, 0, 18.5],
    ],
  },
  {
    number: 3,
    supplier: 2,
    status: 'sent',
    createdDaysAgo: 1,
    expectedInDays: 1,
    note: 'Deliver to the kitchen door before 9:00',
    lines: [
      ['Whole Milk', 48, 0, 0.98],
      ['Double Cream', 12, 0, 3.2],
      ['Free-Range Eggs', 12, 0, 4.5],
    ],
  },
  {
    number: 4,
    supplier: 1,
    status: 'draft',
    createdDaysAgo: 0,
    expectedInDays: 3,
    note: '',
    lines: [
      ['Chicken Breast', 20, 0, 7.9],
      ['King Prawns', 6, 0, 16],
    ],
  },
  {
    number: 5,
    supplier: 5,
    status: 'cancelled',
    createdDaysAgo: 9,
    expectedInDays: null,
    note: '',
    reason: 'Ordered through the group contract instead',
    lines: [['Bin Liners', 20, 0, 1.1]],
  },
  {
    // A Manager's large order waiting for an Administrator (design: Activity log and approvals).
    number: 6,
    supplier: 3,
    status: 'awaiting_approval',
    createdDaysAgo: 0,
    expectedInDays: 5,
    note: 'Wine list restock for the tasting weekend',
    lines: [
      ['House Red Wine', 240, 0, 6.8],
      ['Sparkling Water', 480, 0, 0.45],
    ],
  },
];

/** Reordering fields on the listed items (preferred supplier: the item's usual one). */
async function seedReordering(context: StockContext): Promise<void> {
  for (const [name, reorderPoint, parLevel, packSize, packName] of REORDERING) {
    const index = indexOf(name);
    const item = DEMO_ITEMS[index];
    if (!item) throw new Error(`Demo item ${name} is missing.`);
    await context.trx
      .updateTable('items')
      .set({
        reorder_point: thousandths(reorderPoint),
        par_level: thousandths(parLevel),
        pack_size: packSize === null ? null : thousandths(packSize),
        pack_name: packName,
        preferred_supplier_id: context.refs.supplierIds[item.supplier] ?? null,
      })
      .where('id', '=', itemId(context, index))
      .execute();
  }
}

/** The orders, and a lot for each quantity already received against them. */
export async function seedPurchasing(context: StockContext): Promise<void> {
  await seedReordering(context);
  const { trx, refs } = context;
  const manager = idOf(refs.userIds, 'manager');
  const clerk = idOf(refs.userIds, 'warehouse');
  for (const order of ORDERS) {
    const supplierId = refs.supplierIds[order.supplier];
    if (supplierId === undefined) throw new Error(`Demo supplier ${order.supplier} is missing.`);
    const poNumber = `PO-${String(order.number).padStart(6, '0')}`;
    const createdAt = daysAgo(context, order.createdDaysAgo, 2);
    const { id } = await trx
      .insertInto('purchase_orders')
      .values({
        po_number: poNumber,
        po_number_key: poNumberKey(poNumber),
        supplier_id: supplierId,
        status: order.status,
        expected_at: order.expectedInDays === null ? null : dateIn(context, order.expectedInDays),
        note: order.note,
        created_at: createdAt,
        created_by: manager,
        sent_at:
          order.status === 'draft' || order.status === 'awaiting_approval'
            ? null
            : daysAgo(context, order.createdDaysAgo, 1),
        cancelled_at: order.reason ? daysAgo(context, order.createdDaysAgo - 1) : null,
        cancel_reason: order.reason ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [name, ordered, received, cost] of order.lines) {
      const item = itemId(context, indexOf(name));
      await trx
        .insertInto('purchase_order_lines')
        .values({
          purchase_order_id: id,
          item_id: item,
          quantity: thousandths(ordered),
          received_quantity: thousandths(received),
          unit_cost: Math.round(cost * COST_SCALE),
        })
        .execute();
      if (received > 0) {
        await trx
          .insertInto('lots')
          .values({
            item_id: item,
            supplier_id: supplierId,
            po_id: poNumber,
            quantity: thousandths(received),
            remaining: thousandths(received),
            expiration_date: dateIn(context, 180),
            status: 'Good',
            received_at: daysAgo(context, Math.max(order.createdDaysAgo - 3, 0)),
            received_by: clerk,
          })
          .execute();
      }
    }
  }
}
