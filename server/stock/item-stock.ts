import { ITEM_STOCK_MOVEMENTS, type ItemStock } from '../../contract/schemas/item-stock';
import { toQuantity } from '../../contract/validation/values';
import type { DbOrTrx } from '../db/schema';
import { ALL_SITES } from '../../contract/paths';
import type { SiteScope } from './site-scope';
import { notFound } from '../errors';

/** A transfer's other site, only on transfer movements (the spec's movements stay as they were). */
function otherSite(row: { site_id: number | null; site_name: string | null }) {
  return row.site_id === null ? {} : { Site: { SiteID: row.site_id, Name: row.site_name ?? '' } };
}

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
  // A lot a transfer brought names the site it came from; a transfer's take the site it went to.
  const lots = await db
    .selectFrom('lots')
    .leftJoin('transfer_lots', 'transfer_lots.dest_lot_id', 'lots.id')
    .leftJoin('transfer_lines', 'transfer_lines.id', 'transfer_lots.line_id')
    .leftJoin('transfers', 'transfers.id', 'transfer_lines.transfer_id')
    .leftJoin('sites', 'sites.id', 'transfers.from_site_id')
    .select([
      'lots.id',
      'lots.expiration_date',
      'lots.remaining',
      'lots.received_at',
      'lots.quantity',
      'sites.id as site_id',
      'sites.name as site_name',
    ])
    .$if(site !== ALL_SITES, (rows) => rows.where('lots.site_id', '=', site as number))
    .where('lots.item_id', '=', itemId)
    .orderBy('lots.expiration_date')
    .orderBy('lots.id')
    .execute();
  const takes = await db
    .selectFrom('lot_takes')
    .innerJoin('lots', 'lots.id', 'lot_takes.lot_id')
    .leftJoin('transfer_lines', 'transfer_lines.id', 'lot_takes.transfer_line_id')
    .leftJoin('transfers', 'transfers.id', 'transfer_lines.transfer_id')
    .leftJoin('sites', 'sites.id', 'transfers.to_site_id')
    .select([
      'lot_takes.taken_at',
      'lot_takes.quantity',
      'lot_takes.waste_id',
      'lot_takes.order_id',
      'sites.id as site_id',
      'sites.name as site_name',
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
      Kind: lot.site_id === null ? ('Received' as const) : ('TransferredIn' as const),
      Quantity: toQuantity(lot.quantity),
      ...otherSite(lot),
    })),
    ...takes.map((take) => ({
      At: take.taken_at,
      Kind:
        take.site_id !== null
          ? ('TransferredOut' as const)
          : take.waste_id !== null
            ? ('Wasted' as const)
            : take.order_id !== null
              ? ('Ordered' as const)
              : ('Adjusted' as const),
      Quantity: -toQuantity(take.quantity),
      ...otherSite(take),
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
