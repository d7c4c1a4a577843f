import type { SpeedClass } from '../../contract/constants';
import { MAIN_SITE_ID } from '../../contract/paths';
import { ROLE_IDS } from '../../contract/roles';
import type { Actor } from '../auth/actor';
import { receiveTransfer } from '../transfers/receive';
import { sendTransfer } from '../transfers/send';
import { DEMO_ITEMS } from './catalog';
import { demoUnitCost } from './unit-costs';
import { parseUnitCost } from '../../contract/money';
import {
  dateIn,
  daysAgo,
  idOf,
  indexOf,
  itemId,
  thousandths,
  type StockContext,
} from './seed-context';

/**
 * The hotel's sites (design: Sites and transfers): the Main Store holds today's data; the Bar and
 * the Kitchen have their own item areas, some stock and their own par levels; one transfer is in
 * transit to the Bar and one reached the Kitchen with a shortfall (a transfer loss). Transfers go
 * through the API's own send and receive, so lots, takes and values agree.
 */

const MAIN_STORE = 'Main Store';

interface DemoSite {
  name: string;
  address: string;
  areas: readonly { name: string; speedClass: SpeedClass }[];
  /** Item, units on hand, the site's par and reorder point, in the site's first area. */
  stock: readonly [item: string, units: number, par: number, reorderPoint: number][];
}

const DEMO_SITES: readonly DemoSite[] = [
  {
    name: 'Bar',
    address: 'Lobby, ground floor',
    areas: [
      { name: 'Bar Back Shelf', speedClass: 'Fast' },
      { name: 'Bar Cellar', speedClass: 'Slow' },
    ],
    stock: [
      ['Sparkling Water', 24, 48, 12],
      ['Tonic Water', 18, 36, 12],
      ['House Red Wine', 6, 24, 8],
      ['Orange Juice', 4, 10, 3],
    ],
  },
  {
    name: 'Kitchen',
    address: 'Lower ground floor',
    areas: [
      { name: 'Kitchen Line Fridge', speedClass: 'Fast' },
      { name: 'Kitchen Shelf', speedClass: 'Medium' },
    ],
    stock: [
      ['Roma Tomatoes', 5, 10, 4],
      ['Whole Milk', 8, 12, 4],
      ['Plain Flour', 10, 20, 8],
      ['Spaghetti', 6, 10, 4],
    ],
  },
];

async function insertSite(context: StockContext, site: DemoSite): Promise<number> {
  const stamp = daysAgo(context, 30);
  const { id } = await context.trx
    .insertInto('sites')
    .values({ name: site.name, address: site.address, created_at: stamp, updated_at: stamp })
    .returning('id')
    .executeTakeFirstOrThrow();
  const areaIds: number[] = [];
  for (const area of site.areas) {
    const row = await context.trx
      .insertInto('item_areas')
      .values({
        site_id: id,
        name: area.name,
        speed_class: area.speedClass,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    areaIds.push(row.id);
  }
  for (const [name, units, par, reorderPoint] of site.stock) {
    const index = indexOf(name);
    const item = DEMO_ITEMS[index];
    await context.trx
      .insertInto('item_sites')
      .values({
        item_id: itemId(context, index),
        site_id: id,
        item_area_id: areaIds[0] ?? null,
        par_level: thousandths(par),
        reorder_point: thousandths(reorderPoint),
      })
      .execute();
    await context.trx
      .insertInto('lots')
      .values({
        site_id: id,
        item_id: itemId(context, index),
        supplier_id: context.refs.supplierIds[item?.supplier ?? 0] ?? 0,
        po_id: null,
        quantity: thousandths(units),
        remaining: thousandths(units),
        expiration_date: dateIn(context, (item?.alertDays ?? 7) + 20),
        status: 'New',
        received_at: daysAgo(context, 6, 10),
        received_by: idOf(context.refs.userIds, 'warehouse'),
        unit_cost: demoUnitCost(name, 6, parseUnitCost),
      })
      .execute();
  }
  return id;
}

const lines = (context: StockContext, rows: readonly [string, number][]) =>
  rows.map(([name, units]) => ({ itemId: itemId(context, indexOf(name)), quantity: units }));

/** Moves the transfer's times (and its takes' and lots') back to when the story has them. */
async function backdate(context: StockContext, id: number, sentAt: string, receivedAt?: string) {
  await context.trx
    .updateTable('transfers')
    .set({ sent_at: sentAt, ...(receivedAt ? { received_at: receivedAt } : {}) })
    .where('id', '=', id)
    .execute();
  const lineIds = context.trx
    .selectFrom('transfer_lines')
    .select('id')
    .where('transfer_id', '=', id);
  await context.trx
    .updateTable('lot_takes')
    .set({ taken_at: sentAt })
    .where('transfer_line_id', 'in', lineIds)
    .execute();
  if (!receivedAt) return;
  await context.trx
    .updateTable('lots')
    .set({ received_at: receivedAt })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('transfer_lots')
        .select('dest_lot_id')
        .where('line_id', 'in', lineIds)
        .where('dest_lot_id', 'is not', null)
        .$narrowType<{ dest_lot_id: number }>(),
    )
    .execute();
}

export async function seedSites(context: StockContext): Promise<void> {
  await context.trx
    .updateTable('sites')
    .set({ name: MAIN_STORE })
    .where('id', '=', MAIN_SITE_ID)
    .execute();
  const [bar, kitchen] = [
    await insertSite(context, DEMO_SITES[0] as DemoSite),
    await insertSite(context, DEMO_SITES[1] as DemoSite),
  ];
  const warehouse: Actor = {
    id: idOf(context.refs.userIds, 'warehouse'),
    name: 'warehouse',
    roleId: ROLE_IDS['Warehouse Staff'],
    roleName: 'Warehouse Staff',
  };

  // Three days ago the Kitchen got chicken and rice; half a kilo of chicken never arrived.
  const received = await sendTransfer(context.trx, context.engine, warehouse, MAIN_SITE_ID, {
    toSiteId: kitchen,
    note: 'Weekend banquet prep',
    lines: lines(context, [
      ['Chicken Breast', 6],
      ['Basmati Rice', 10],
    ]),
  });
  const chicken = received.Lines[0]?.LineId;
  await receiveTransfer(context.trx, context.engine, warehouse, received.TransferId, {
    lines: [{ lineId: chicken, receivedQuantity: 5.5 }],
  });
  await backdate(context, received.TransferId, daysAgo(context, 3, 6), daysAgo(context, 3, 3));

  // This morning's delivery to the Bar is still on its way.
  const inTransit = await sendTransfer(context.trx, context.engine, warehouse, MAIN_SITE_ID, {
    toSiteId: bar,
    note: 'Friday night restock',
    lines: lines(context, [
      ['House Red Wine', 12],
      ['Tonic Water', 24],
      ['Lager Keg', 1],
    ]),
  });
  await backdate(context, inTransit.TransferId, daysAgo(context, 0, 2));
}
