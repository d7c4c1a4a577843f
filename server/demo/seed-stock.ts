import { MAIN_SITE_ID } from '../../contract/paths';
import type { WasteReason } from '../../contract/constants';
import { takeStock } from '../stock/fefo';
import { parseUnitCost } from '../../contract/money';
import { recordLatestUnitCosts } from '../valuation/latest-cost';
import { toCostColumns } from '../valuation/take-cost';
import { demoUnitCost } from './unit-costs';
import { DEMO_ITEMS, type DemoItem } from './catalog';
import {
  dateIn,
  daysAgo,
  idOf,
  itemId,
  shareOf,
  thousandths,
  type StockContext,
} from './seed-context';
import { placeOrders } from './seed-orders';

/**
 * The stock history: lots received over the last weeks, orders from the departments (pending,
 * fulfilled, cancelled) and waste. Confirmed orders and waste take stock through the same FEFO
 * code as the API, so lots, takes and remaining quantities agree.
 */

async function receiveLot(
  context: StockContext,
  index: number,
  lot: { receivedDaysAgo: number; expiresInDays: number; units: number; poId: string | null },
) {
  const item = DEMO_ITEMS[index] as DemoItem;
  const quantity = thousandths(lot.units);
  const inserted = await context.trx
    .insertInto('lots')
    .values({
      item_id: itemId(context, index),
      supplier_id: context.refs.supplierIds[item.supplier] ?? 0,
      po_id: lot.poId,
      quantity,
      remaining: quantity,
      expiration_date: dateIn(context, lot.expiresInDays),
      status: index % 7 === 3 ? 'Checked' : 'New',
      received_at: daysAgo(context, lot.receivedDaysAgo, 9),
      received_by: idOf(context.refs.userIds, 'warehouse'),
      unit_cost: demoUnitCost(item.name, lot.receivedDaysAgo, parseUnitCost),
    })
    .returning(['id', 'item_id', 'unit_cost'])
    .executeTakeFirstOrThrow();
  await recordLatestUnitCosts(context.trx, [inserted]);
}

/** Lots per the item's profile; the orders and waste planned below bring it to its state. */
async function receiveAll(context: StockContext): Promise<void> {
  for (const [index, item] of DEMO_ITEMS.entries()) {
    const alert = item.alertDays ?? 7;
    const shelf = alert + 14; // beyond the alert window: not near expiry
    const poId = `PO-${1040 + index}`;
    const units = (share: number) => shareOf(item, share);
    switch (item.profile) {
      case 'healthy':
        await receiveLot(context, index, {
          receivedDaysAgo: 20,
          expiresInDays: shelf,
          units: item.par,
          poId,
        });
        await receiveLot(context, index, {
          receivedDaysAgo: 4,
          expiresInDays: shelf + 10,
          units: units(0.75),
          poId: null,
        });
        break;
      case 'low':
      case 'zero':
        await receiveLot(context, index, {
          receivedDaysAgo: 15,
          expiresInDays: shelf,
          units: item.par,
          poId,
        });
        break;
      case 'near':
        await receiveLot(context, index, {
          receivedDaysAgo: 3,
          expiresInDays: Math.max(0, alert - 1),
          units: units(0.5),
          poId,
        });
        await receiveLot(context, index, {
          receivedDaysAgo: 1,
          expiresInDays: shelf,
          units: units(0.5),
          poId: null,
        });
        break;
      case 'expired':
        await receiveLot(context, index, {
          receivedDaysAgo: alert + 10,
          expiresInDays: -2,
          units: units(0.25),
          poId,
        });
        await receiveLot(context, index, {
          receivedDaysAgo: 2,
          expiresInDays: shelf,
          units: item.par,
          poId: null,
        });
        break;
      case 'never':
        break;
    }
  }
}

async function reportWaste(
  context: StockContext,
  itemIndex: number,
  units: number,
  reason: WasteReason,
  days: number,
) {
  const wastedAt = daysAgo(context, days, 4);
  const row = await context.trx
    .insertInto('waste')
    .values({
      item_id: itemId(context, itemIndex),
      quantity: thousandths(units),
      reason,
      wasted_at: wastedAt,
      user_id: idOf(context.refs.userIds, 'warehouse'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const demand = { itemId: itemId(context, itemIndex), quantity: thousandths(units) };
  const taken = await takeStock(
    context.trx,
    context.engine,
    [demand],
    { wasteId: row.id },
    wastedAt,
    MAIN_SITE_ID,
  );
  await context.trx
    .updateTable('waste')
    .set(toCostColumns(taken))
    .where('id', '=', row.id)
    .execute();
}

/** Zero items lose the rest as Damaged; expired lots lose half as Expired; a few breakages. */
async function wasteStock(context: StockContext): Promise<void> {
  let days = 1;
  for (const [index, item] of DEMO_ITEMS.entries()) {
    days = (days % 8) + 1;
    if (item.profile === 'zero') {
      await reportWaste(context, index, item.par - Math.round(item.par * 0.6), 'Damaged', days);
    } else if (item.profile === 'expired') {
      // Half of the expired lot goes; the rest is still on the shelf, past its date.
      await reportWaste(context, index, shareOf(item, 0.25) / 2, 'Expired', 0);
    } else if (item.profile === 'healthy' && index % 5 === 1) {
      const weighed = item.unit === 'kg' || item.unit === 'L';
      await reportWaste(context, index, weighed ? 1.5 : 2, 'Damaged', days);
    }
  }
}

export async function seedStockHistory(context: StockContext): Promise<void> {
  await receiveAll(context);
  await placeOrders(context);
  await wasteStock(context);
}
