import { MAIN_SITE_ID } from '../../contract/paths';
import { DEMO_ITEMS, type DemoCategory, type DemoItem } from './catalog';
import { takeStock } from '../stock/fefo';
import { toCostColumns } from '../valuation/take-cost';
import {
  DAY_MS,
  daysAgo,
  idOf,
  indexOf,
  itemId,
  thousandths,
  type Line,
  type StockContext,
} from './seed-context';

/**
 * Department orders: fulfilled ones take stock FEFO through the API's own code (bringing low and
 * zero items to their state), pending ones wait, cancelled ones carry their reason.
 */

/** Units left on low items: at or below LOW_STOCK_THRESHOLD (10), above zero. */
const LOW_LEFT = [2, 3.5, 5, 6, 8];

const DEPARTMENT_BY_CATEGORY: Record<DemoCategory, string> = {
  Produce: 'Kitchen',
  'Meat & Fish': 'Kitchen',
  Dairy: 'Banquets',
  'Dry Goods': 'Kitchen',
  Beverages: 'Bar',
  Bakery: 'Pastry',
  Frozen: 'Pastry',
  Cleaning: 'Housekeeping',
};

/** What fulfilled orders took: low items down to a few units, zero items partly, some healthy. */
function plannedConsumption(): Line[] {
  const lines: Line[] = [];
  let low = 0;
  for (const [itemIndex, item] of DEMO_ITEMS.entries()) {
    if (item.profile === 'low') {
      lines.push({ itemIndex, quantity: item.par - (LOW_LEFT[low++ % LOW_LEFT.length] ?? 5) });
    } else if (item.profile === 'zero') {
      lines.push({ itemIndex, quantity: Math.round(item.par * 0.6) });
    } else if (item.profile === 'healthy' && itemIndex % 3 === 0) {
      lines.push({ itemIndex, quantity: Math.max(1, Math.round(item.par * 0.25)) });
    }
  }
  return lines;
}

async function insertOrder(
  context: StockContext,
  order: {
    department: string;
    status: 'pending' | 'fulfilled' | 'cancelled';
    daysAgo: number;
    reason: string | null;
    lines: Line[];
  },
) {
  const requested = daysAgo(context, order.daysAgo, 14);
  const fulfilAt = new Date(new Date(requested).getTime() + DAY_MS).toISOString();
  const actioned = order.status === 'pending' ? null : daysAgo(context, order.daysAgo, 6);
  const row = await context.trx
    .insertInto('orders')
    .values({
      department_id: idOf(context.refs.departmentIds, order.department),
      status: order.status,
      request_date: requested,
      fulfilled_at: fulfilAt,
      user_id: idOf(context.refs.userIds, 'manager'),
      reason: order.reason,
      actioned_at: actioned,
      actioned_by: actioned ? idOf(context.refs.userIds, 'admin') : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await context.trx
    .insertInto('order_lines')
    .values(
      order.lines.map((line) => ({
        order_id: row.id,
        item_id: itemId(context, line.itemIndex),
        quantity: thousandths(line.quantity),
      })),
    )
    .execute();
  if (order.status === 'fulfilled' && actioned) {
    const demands = order.lines.map((line) => ({
      itemId: itemId(context, line.itemIndex),
      quantity: thousandths(line.quantity),
    }));
    const taken = await takeStock(
      context.trx,
      context.engine,
      demands,
      { orderId: row.id },
      actioned,
      MAIN_SITE_ID,
    );
    await context.trx
      .updateTable('orders')
      .set(toCostColumns(taken))
      .where('id', '=', row.id)
      .execute();
  }
}

/** Fulfilled orders grouped by department, three lines each; then pending and cancelled ones. */
export async function placeOrders(context: StockContext): Promise<void> {
  const byDepartment = new Map<string, Line[]>();
  for (const line of plannedConsumption()) {
    const department = DEPARTMENT_BY_CATEGORY[(DEMO_ITEMS[line.itemIndex] as DemoItem).category];
    byDepartment.set(department, [...(byDepartment.get(department) ?? []), line]);
  }
  let age = 12;
  for (const [department, lines] of byDepartment) {
    for (let start = 0; start < lines.length; start += 3) {
      const chunk = lines.slice(start, start + 3);
      await insertOrder(context, {
        department,
        status: 'fulfilled',
        daysAgo: age,
        reason: 'Approved for service',
        lines: chunk,
      });
      age = Math.max(1, age - 1);
    }
  }
  const open: [string, number, string | null, 'pending' | 'cancelled', [string, number][]][] = [
    [
      'Kitchen',
      0,
      null,
      'pending',
      [
        ['Roma Tomatoes', 4],
        ['Chicken Breast', 6.5],
      ],
    ],
    [
      'Banquets',
      1,
      null,
      'pending',
      [
        ['Whole Milk', 10],
        ['Unsalted Butter', 3],
        ['Parmesan', 2],
      ],
    ],
    [
      'Bar',
      0,
      null,
      'pending',
      [
        ['Sparkling Water', 24],
        ['Tonic Water', 12],
      ],
    ],
    [
      'Housekeeping',
      2,
      null,
      'pending',
      [
        ['Laundry Detergent', 5],
        ['Hand Soap', 4],
      ],
    ],
    ['Pastry', 6, 'Duplicate of an earlier request', 'cancelled', [['Brioche Buns', 2]]],
    [
      'Banquets',
      9,
      'Event cancelled by the client',
      'cancelled',
      [
        ['House Red Wine', 12],
        ['Pork Belly', 4],
      ],
    ],
  ];
  for (const [department, days, reason, status, lines] of open) {
    const named = lines.map(([name, quantity]) => ({ itemIndex: indexOf(name), quantity }));
    await insertOrder(context, { department, status, daysAgo: days, reason, lines: named });
  }
}
