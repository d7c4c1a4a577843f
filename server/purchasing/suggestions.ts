import { sql } from 'kysely';
import {
  OPEN_PURCHASE_ORDER_STATUSES,
  type SuggestionLine,
  type SuggestionList,
} from '../../contract/schemas/purchasing';
import { QUANTITY_SCALE } from '../../contract/constants';
import { MAIN_SITE_ID } from '../../contract/paths';
import { toQuantity } from '../../contract/validation/values';
import type { DbOrTrx } from '../db/schema';
import { quantityOrNull } from '../reference/item-rows';
import { itemSettingsAt } from './item-site-settings';
import { latestKnownUnitCosts, latestLotSupplier } from './latest-cost';
import { toMoney } from './money';
import { stockPerItem } from '../stock/stock-levels';

function costOf(costs: Map<number, number>, itemId: number): number | null {
  const cost = costs.get(itemId);
  return cost === undefined ? null : toMoney(cost);
}

/**
 * (par or reorder point) − on hand − on order, in thousandths, rounded up to whole packs (a
 * pack of 1 base unit when the item has no pack size); never below 0.
 */
export function suggestedQuantity(
  reorderPoint: number,
  parLevel: number | null,
  onHand: number,
  onOrder: number,
  packSize: number | null,
): number {
  const needed = (parLevel ?? reorderPoint) - onHand - onOrder;
  if (needed <= 0) return 0;
  const pack = packSize ?? QUANTITY_SCALE;
  return Math.ceil(needed / pack) * pack;
}

/**
 * Items with a reorder point at the site whose on hand + on order there is at or below it
 * (design: Purchasing; per site: Sites and transfers, item-site-settings.ts),
 * grouped by the preferred supplier, else the supplier of the latest lot, else none. Two
 * aggregates (stock per item, what open orders still await per item) joined to the items; the
 * latest lot's subquery runs only for the items that qualify and have no preferred supplier.
 */
export async function listSuggestions(
  db: DbOrTrx,
  siteId: number = MAIN_SITE_ID,
): Promise<SuggestionList> {
  const rows = await db
    .selectFrom('items')
    .innerJoin(itemSettingsAt(db, siteId), (join) =>
      join.onRef('settings.item_id', '=', 'items.id'),
    )
    .leftJoin(stockPerItem(db, siteId), (join) => join.onRef('stock.item_id', '=', 'items.id'))
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('purchase_order_lines as open_line')
          .innerJoin(
            'purchase_orders as open_order',
            'open_order.id',
            'open_line.purchase_order_id',
          )
          .where('open_order.status', 'in', [...OPEN_PURCHASE_ORDER_STATUSES])
          .where('open_order.site_id', '=', siteId)
          .select([
            'open_line.item_id',
            sql<number>`cast(sum(case when open_line.quantity > open_line.received_quantity
              then open_line.quantity - open_line.received_quantity else 0 end) as bigint)`.as(
              'total',
            ),
          ])
          .groupBy('open_line.item_id')
          .as('awaited'),
      (join) => join.onRef('awaited.item_id', '=', 'items.id'),
    )
    .select((eb) => [
      'items.id',
      'items.name',
      'items.unit',
      'settings.reorder_point',
      'settings.par_level',
      'items.pack_size',
      'items.pack_name',
      'items.preferred_supplier_id',
      eb.fn.coalesce('stock.total', eb.lit(0)).as('on_hand'),
      eb.fn.coalesce('awaited.total', eb.lit(0)).as('on_order'),
      // The latest lot's supplier matters only without a preferred one.
      eb
        .case()
        .when('items.preferred_supplier_id', 'is', null)
        .then(latestLotSupplier(eb))
        .else(null)
        .end()
        .as('lot_supplier_id'),
    ])
    .where('settings.reorder_point', 'is not', null)
    .where((eb) =>
      eb(
        sql`coalesce(stock.total, 0) + coalesce(awaited.total, 0)`,
        '<=',
        eb.ref('settings.reorder_point'),
      ),
    )
    .orderBy(sql`lower(items.name)`)
    .orderBy('items.id')
    .execute();

  const costs = rows.length === 0 ? new Map<number, number>() : await latestKnownUnitCosts(db);
  const groups = new Map<number | null, SuggestionLine[]>();
  for (const row of rows) {
    // The query asked for a reorder point; pg's bigint arrives as a number (db/connect.ts).
    const reorderPoint = row.reorder_point ?? 0;
    const onHand = row.on_hand;
    const onOrder = row.on_order;
    const packSize = row.pack_size;
    const parLevel = row.par_level;
    const supplierId = row.preferred_supplier_id ?? row.lot_supplier_id ?? null;
    const line: SuggestionLine = {
      ItemID: row.id,
      Name: row.name,
      Unit: row.unit,
      OnHand: toQuantity(onHand),
      OnOrder: toQuantity(onOrder),
      ReorderPoint: toQuantity(reorderPoint),
      ParLevel: quantityOrNull(parLevel),
      PackSize: quantityOrNull(packSize),
      PackName: row.pack_name,
      SuggestedQuantity: toQuantity(
        suggestedQuantity(reorderPoint, parLevel, onHand, onOrder, packSize),
      ),
      UnitCost: costOf(costs, row.id),
    };
    const group = groups.get(supplierId);
    if (group) group.push(line);
    else groups.set(supplierId, [line]);
  }
  const supplierIds = [...groups.keys()].filter((id): id is number => id !== null);
  const suppliers =
    supplierIds.length === 0
      ? []
      : await db
          .selectFrom('suppliers')
          .select(['id', 'name'])
          .where('id', 'in', supplierIds)
          .execute();
  const nameOf = new Map(suppliers.map((supplier) => [supplier.id, supplier.name]));
  const suggestions = [...groups.entries()].map(([supplierId, lines]) => {
    const name = supplierId === null ? undefined : nameOf.get(supplierId);
    return {
      SupplierID: supplierId,
      Supplier: name === undefined ? null : { Name: name },
      lines,
    };
  });
  // Suppliers by name, the items without one last.
  suggestions.sort((a, b) =>
    a.Supplier === null
      ? 1
      : b.Supplier === null
        ? -1
        : a.Supplier.Name.localeCompare(b.Supplier.Name) ||
          (a.SupplierID ?? 0) - (b.SupplierID ?? 0),
  );
  return { suggestions };
}
