import { recordStocktakeStep } from './stocktake-activity';
import { STOCKTAKE_TEXT } from '../../contract/messages';
import type { Stocktake } from '../../contract/schemas/stocktakes';
import type { Transaction } from 'kysely';
import { nowIso } from '../clock';
import type { Database, DbOrTrx, Engine } from '../db/schema';
import { inTransaction } from '../db/transactions';
import { conflict, notFound } from '../errors';
import { takeStock } from '../stock/fefo';
import { valueOf } from '../../contract/money';
import { readLatestUnitCost } from '../valuation/latest-cost';
import { toCostColumns, type TakeCost } from '../valuation/take-cost';
import { changeAtPost, readExpectedAtCount } from './expected-stock';
import { lockOpenStocktake } from './stocktake-lock';
import { findStocktake } from './stocktake-rows';
import { STOCKTAKE } from './stocktakes';

/** A surplus lot on an item that never had one expires never (the column is required). */
export const NO_EXPIRY = '9999-12-31';
export const STOCKTAKE_LOT_STATUS = 'Stocktake';

interface CountedItem {
  itemId: number;
  counted: number;
}

async function readCountedItems(trx: Transaction<Database>, id: number): Promise<CountedItem[]> {
  const rows = await trx
    .selectFrom('stocktake_counts')
    .select((eb) => ['item_id', eb.fn.sum<number | string>('quantity').as('counted')])
    .where('stocktake_id', '=', id)
    .groupBy('item_id')
    .orderBy('item_id')
    .execute();
  return rows.map((row) => ({ itemId: row.item_id, counted: Number(row.counted) }));
}

/**
 * Every lot of the counted items at the stocktake's site, locked on PostgreSQL in the FEFO
 * writers' order (item, expiry, lot), so an order confirmed meanwhile either finishes first (and
 * the post sees its takes) or waits for the post: stock is never spent twice nor driven below
 * zero. Other sites' lots are neither counted nor changed.
 */
function lockLots(trx: Transaction<Database>, engine: Engine, siteId: number, itemIds: number[]) {
  return trx
    .selectFrom('lots')
    .select(['id', 'item_id', 'remaining', 'expiration_date', 'supplier_id'])
    .where('site_id', '=', siteId)
    .where('item_id', 'in', itemIds)
    .orderBy('item_id')
    .orderBy('expiration_date')
    .orderBy('id')
    .$if(engine === 'postgres', (query) => query.forUpdate())
    .execute();
}

type LockedLot = Awaited<ReturnType<typeof lockLots>>[number];

async function fallbackSupplier(trx: Transaction<Database>): Promise<number> {
  const row = await trx
    .selectFrom('suppliers')
    .select('id')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw conflict(STOCKTAKE_TEXT.noSupplier);
  return row.id;
}

/**
 * A surplus: a new lot like the item's latest one (its supplier and expiry), at the item's
 * latest known cost (design: Valuation), null when none is known.
 */
async function addSurplusLot(
  trx: Transaction<Database>,
  item: CountedItem & { lots: LockedLot[] },
  siteId: number,
  quantity: number,
  unitCost: number | null,
  actorId: number,
  at: string,
): Promise<number> {
  const latest = item.lots.reduce<LockedLot | null>(
    (last, lot) => (last === null || lot.id > last.id ? lot : last),
    null,
  );
  const { id } = await trx
    .insertInto('lots')
    .values({
      site_id: siteId,
      item_id: item.itemId,
      supplier_id: latest?.supplier_id ?? (await fallbackSupplier(trx)),
      po_id: null,
      quantity,
      remaining: quantity,
      expiration_date: latest?.expiration_date ?? NO_EXPIRY,
      status: STOCKTAKE_LOT_STATUS,
      received_at: at,
      received_by: actorId,
      unit_cost: unitCost,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

function surplusCost(quantity: number, unitCost: number | null): TakeCost {
  return unitCost === null
    ? { cost: 0n, valuedQuantity: 0, unvaluedQuantity: quantity }
    : { cost: valueOf(quantity, unitCost), valuedQuantity: quantity, unvaluedQuantity: 0 };
}

/**
 * Posts an open stocktake in one transaction: each counted item's stock becomes its count plus
 * what moved after it was counted (expected-stock.ts), a shortfall taken FEFO, a surplus a new
 * lot, each change recorded as a stock adjustment (Expected: the stock at the count); uncounted
 * items are left alone. Returns the stocktake, now posted.
 */
export async function postStocktake(
  db: DbOrTrx,
  engine: Engine,
  actorId: number,
  id: number,
  /** The request's site: another site's stocktake is a 404 here. */
  siteId?: number,
): Promise<Stocktake> {
  return inTransaction(db, (trx) => postInTransaction(trx, engine, actorId, id, nowIso(), siteId));
}

/**
 * postStocktake inside the caller's transaction (the demo seeds one posted stocktake): stock is
 * read, taken and added at the stocktake's own site.
 */
export async function postInTransaction(
  trx: Transaction<Database>,
  engine: Engine,
  actorId: number,
  id: number,
  at: string,
  requestSiteId?: number,
): Promise<Stocktake> {
  const { siteId } = await lockOpenStocktake(trx, engine, id, 'close', requestSiteId);
  const counted = await readCountedItems(trx, id);
  const expectedAtCount = await readExpectedAtCount(trx, id);
  const lots =
    counted.length === 0
      ? []
      : await lockLots(
          trx,
          engine,
          siteId,
          counted.map((item) => item.itemId),
        );
  // Grouped once: a filter per item would be quadratic in a large stocktake.
  const lotsByItem = new Map<number, LockedLot[]>();
  for (const lot of lots) {
    const itemLots = lotsByItem.get(lot.item_id);
    if (itemLots) itemLots.push(lot);
    else lotsByItem.set(lot.item_id, [lot]);
  }
  for (const item of counted) {
    const itemLots = lotsByItem.get(item.itemId) ?? [];
    const onHand = itemLots.reduce((sum, lot) => sum + lot.remaining, 0);
    const expected = expectedAtCount.get(item.itemId) ?? onHand;
    const change = changeAtPost(item.counted, expected, onHand);
    if (change === 0) continue;
    const { id: adjustmentId } = await trx
      .insertInto('stock_adjustments')
      .values({
        site_id: siteId,
        stocktake_id: id,
        item_id: item.itemId,
        quantity: change,
        expected,
        counted: item.counted,
        lot_id: null,
        adjusted_at: at,
        adjusted_by: actorId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (change < 0) {
      const taken = await takeStock(
        trx,
        engine,
        [{ itemId: item.itemId, quantity: -change }],
        { adjustmentId },
        at,
        siteId,
      );
      await trx
        .updateTable('stock_adjustments')
        .set(toCostColumns(taken, -1))
        .where('id', '=', adjustmentId)
        .execute();
    } else {
      const unitCost = await readLatestUnitCost(trx, item.itemId);
      const lotId = await addSurplusLot(
        trx,
        { ...item, lots: itemLots },
        siteId,
        change,
        unitCost,
        actorId,
        at,
      );
      await trx
        .updateTable('stock_adjustments')
        .set({ lot_id: lotId, ...toCostColumns(surplusCost(change, unitCost)) })
        .where('id', '=', adjustmentId)
        .execute();
    }
  }
  const itemIds = counted.map((item) => item.itemId);
  return closeStocktake(trx, id, 'posted', actorId, at, itemIds);
}

async function closeStocktake(
  trx: Transaction<Database>,
  id: number,
  status: 'posted' | 'cancelled',
  actorId: number,
  at: string,
  itemIds: readonly number[] = [],
): Promise<Stocktake> {
  await trx
    .updateTable('stocktakes')
    .set({ status, posted_at: at, posted_by: actorId })
    .where('id', '=', id)
    .execute();
  const action = status === 'posted' ? 'post' : 'cancel';
  await recordStocktakeStep(trx, actorId, id, { action, itemIds });
  const closed = await findStocktake(trx, id);
  if (!closed) throw notFound(STOCKTAKE);
  return closed;
}

/** Cancels an open stocktake; no stock changes. PostedAt/PostedBy record who closed it. */
export async function cancelStocktake(
  db: DbOrTrx,
  engine: Engine,
  actorId: number,
  id: number,
  siteId?: number,
): Promise<Stocktake> {
  return inTransaction(db, async (trx) => {
    await lockOpenStocktake(trx, engine, id, 'close', siteId);
    return closeStocktake(trx, id, 'cancelled', actorId, nowIso());
  });
}
