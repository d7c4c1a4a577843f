import type { Transaction } from 'kysely';
import { SERVER_MESSAGE } from '../../contract/messages';
import { toQuantity } from '../../contract/validation/values';
import type { Database, Engine } from '../db/schema';
import { conflict } from '../errors';
import { valueOf } from '../../contract/money';
import { readLatestUnitCosts } from '../valuation/latest-cost';
import { addTakeCosts, NO_TAKE_COST, type TakeCost } from '../valuation/take-cost';

/**
 * The one place stock leaves the shelf (waste and confirmed orders): first expiry, first out.
 * Quantities are integer thousandths throughout. Each take is valued at its lot's unit cost, or
 * the item's latest known cost when the lot has none (design: Valuation), so what leaves costs
 * exactly what the lots it took cost.
 */

export interface StockDemand {
  itemId: number;
  quantity: number;
}

/** What a take is recorded against in lot_takes. */
export type TakeReason = { wasteId: number } | { orderId: number } | { adjustmentId: number };

interface LotTake {
  lotId: number;
  quantity: number;
  unitCost: number | null;
  cost: bigint | null;
}

/** Demands per item, summed, in item-id order (one lock order for every writer). */
function mergeDemands(demands: readonly StockDemand[]): StockDemand[] {
  const totals = new Map<number, number>();
  for (const { itemId, quantity } of demands) {
    totals.set(itemId, (totals.get(itemId) ?? 0) + quantity);
  }
  return [...totals]
    .map(([itemId, quantity]) => ({ itemId, quantity }))
    .sort((a, b) => a.itemId - b.itemId);
}

/**
 * Reads the items' lots that still hold stock, earliest expiry first, then oldest lot. On
 * PostgreSQL the rows are locked (FOR UPDATE) in that fixed order until the transaction ends, so
 * concurrent takes queue instead of both spending the same stock; SQLite runs one transaction at
 * a time anyway.
 */
function readOpenLots(
  trx: Transaction<Database>,
  engine: Engine,
  siteId: number,
  itemIds: number[],
) {
  return trx
    .selectFrom('lots')
    .select(['id', 'item_id', 'remaining', 'unit_cost'])
    .where('site_id', '=', siteId)
    .where('item_id', 'in', itemIds)
    .where('remaining', '>', 0)
    .orderBy('item_id')
    .orderBy('expiration_date')
    .orderBy('id')
    .$if(engine === 'postgres', (query) => query.forUpdate())
    .execute();
}

async function refuseShortage(trx: Transaction<Database>, itemId: number, available: number) {
  const item = await trx
    .selectFrom('items')
    .select(['name', 'unit'])
    .where('id', '=', itemId)
    .executeTakeFirst();
  const amount = `${toQuantity(available)} ${item?.unit ?? ''}`.trim();
  return conflict(SERVER_MESSAGE.notEnoughStock(item?.name ?? `Item #${itemId}`, amount));
}

/**
 * Takes every demand from its item's lots at the site inside the caller's transaction, or
 * throws a 409 naming the first item that falls short there (and the transaction then changes
 * nothing). Answers what the takes cost.
 */
export async function takeStock(
  trx: Transaction<Database>,
  engine: Engine,
  demands: readonly StockDemand[],
  reason: TakeReason,
  takenAt: string,
  siteId: number,
): Promise<TakeCost> {
  const merged = mergeDemands(demands);
  if (merged.length === 0) return NO_TAKE_COST;
  const lots = await readOpenLots(
    trx,
    engine,
    siteId,
    merged.map((demand) => demand.itemId),
  );
  const latestCosts = await readLatestUnitCosts(
    trx,
    merged.map((demand) => demand.itemId),
  );
  const takes: LotTake[] = [];
  let total = NO_TAKE_COST;
  for (const demand of merged) {
    const itemLots = lots.filter((lot) => lot.item_id === demand.itemId);
    const available = itemLots.reduce((sum, lot) => sum + lot.remaining, 0);
    if (available < demand.quantity) throw await refuseShortage(trx, demand.itemId, available);
    let missing = demand.quantity;
    for (const lot of itemLots) {
      if (missing === 0) break;
      const quantity = Math.min(missing, lot.remaining);
      const unitCost = lot.unit_cost ?? latestCosts.get(demand.itemId) ?? null;
      const cost = unitCost === null ? null : valueOf(quantity, unitCost);
      takes.push({ lotId: lot.id, quantity, unitCost, cost });
      total = addTakeCosts(
        total,
        cost === null
          ? { cost: 0n, valuedQuantity: 0, unvaluedQuantity: quantity }
          : { cost, valuedQuantity: quantity, unvaluedQuantity: 0 },
      );
      missing -= quantity;
    }
  }
  if (takes.length === 0) return total;
  for (const take of takes) {
    await trx
      .updateTable('lots')
      .set((eb) => ({ remaining: eb('remaining', '-', take.quantity) }))
      .where('id', '=', take.lotId)
      .execute();
  }
  await trx
    .insertInto('lot_takes')
    .values(
      takes.map((take) => ({
        lot_id: take.lotId,
        quantity: take.quantity,
        waste_id: 'wasteId' in reason ? reason.wasteId : null,
        order_id: 'orderId' in reason ? reason.orderId : null,
        ...('adjustmentId' in reason ? { adjustment_id: reason.adjustmentId } : {}),
        taken_at: takenAt,
        unit_cost: take.unitCost,
        cost: take.cost === null ? null : Number(take.cost),
      })),
    )
    .execute();
  return total;
}
