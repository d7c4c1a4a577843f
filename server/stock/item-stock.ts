import { ITEM_STOCK_MOVEMENTS, type ItemStock } from '../../contract/schemas/item-stock';
import { toQuantity } from '../../contract/validation/values';
import type { DbOrTrx } from '../db/schema';
import { ALL_SITES } from '../../contract/paths';
import type { SiteScope } from './site-scope';
import { notFound } from '../errors';

/**
 * An item's on-hand quantity, its open lots and its latest movements at the site (GET
 * /items/{id}/stock, at the request's site).
 */
export async function readItemStock(
  db: DbOrTrx,
  itemId: number,
  site: SiteScope,
): Promise<ItemStock> {
  const item = await db
    .selectFrom('items')
    .select('id')
    .where('id', '=', itemId)
    .executeTakeFirst();
  if (!item) throw notFound('Item');
  const lots = await db
    .selectFrom('lots')
    .select(['id', 'expiration_date', 'remaining', 'received_at', 'quantity'])
    .$if(site !== ALL_SITES, (rows) => rows.where('site_id', '=', site as number))
    .where('item_id', '=', itemId)
    .orderBy('expiration_date')
    .orderBy('id')
    .execute();
  const takes = await db
    .selectFrom('lot_takes')
    .innerJoin('lots', 'lots.id', 'lot_takes.lot_id')
    .select([
      'lot_takes.taken_at',
      'lot_takes.quantity',
      'lot_takes.waste_id',
      'lot_takes.order_id',
    ])
    .$if(site !== ALL_SITES, (rows) => rows.where('lots.site_id', '=', site as number))
    .where('lots.item_id', '=', itemId)
    .orderBy('lot_takes.taken_at', 'desc')
    .orderBy('lot_takes.id', 'desc')
    .limit(ITEM_STOCK_MOVEMENTS)
    .execute();
  const movements: ItemStock['Movements'] = [
    ...lots.map((lot) => ({
      At: lot.received_at,
      Kind: 'Received' as const,
      Quantity: toQuantity(lot.quantity),
    })),
    ...takes.map((take) => ({
      At: take.taken_at,
      Kind:
        take.waste_id !== null
          ? ('Wasted' as const)
          : take.order_id !== null
            ? ('Ordered' as const)
            : ('Adjusted' as const),
      Quantity: -toQuantity(take.quantity),
    })),
  ];
  movements.sort((a, b) => b.At.localeCompare(a.At));
  const open = lots.filter((lot) => toQuantity(lot.remaining) > 0);
  return {
    OnHand: toQuantity(open.reduce((sum, lot) => sum + lot.remaining, 0)),
    Lots: open.map((lot) => ({
      ID: lot.id,
      ExpirationDate: lot.expiration_date,
      RemainingQuantity: toQuantity(lot.remaining),
      ReceivedAt: lot.received_at,
    })),
    Movements: movements.slice(0, ITEM_STOCK_MOVEMENTS),
  };
}
