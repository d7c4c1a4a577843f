import type { ListQuery } from '../../contract/schemas/common';
import type { ReceivedItem, ReceivedItemsQuery } from '../../contract/schemas/stock';
import type { FetchAfter } from '../export/csv';
import { snapshotExport } from '../export/snapshot-export';
import type { DbOrTrx } from '../db/schema';
import { startOfLocalDay } from '../clock';
import { containsText, pageBounds } from '../request-values';
import { selectLotRows, toReceivedItem } from './lot-rows';
import { ALL_SITES } from '../../contract/paths';
import type { SiteScope } from './site-scope';

type LotQuery = ReturnType<typeof selectLotRows>;

/** The received list's filters; received dates are server-local days, like near-expiry's today. */
function applyFilters(base: LotQuery, query: ReceivedItemsQuery): LotQuery {
  let rows = base;
  const { itemName, supplierId, status, search } = query;
  if (itemName) rows = rows.where((eb) => containsText(eb.ref('items.name'), itemName));
  if (supplierId !== undefined) rows = rows.where('lots.supplier_id', '=', supplierId);
  if (status?.trim()) {
    const wanted = status.trim().toLowerCase();
    rows = rows.where((eb) => eb(eb.fn('lower', ['lots.status']), '=', wanted));
  }
  if (query.receivedFrom) {
    rows = rows.where('lots.received_at', '>=', startOfLocalDay(query.receivedFrom));
  }
  if (query.receivedTo) {
    rows = rows.where('lots.received_at', '<', startOfLocalDay(query.receivedTo, 1));
  }
  if (query.expiresFrom) rows = rows.where('lots.expiration_date', '>=', query.expiresFrom);
  if (query.expiresTo) rows = rows.where('lots.expiration_date', '<=', query.expiresTo);
  if (search) {
    rows = rows.where((eb) =>
      eb.or([
        containsText(eb.ref('items.name'), search),
        containsText(eb.ref('suppliers.name'), search),
        containsText(eb.fn.coalesce('lots.po_id', eb.val('')), search),
        containsText(eb.ref('lots.status'), search),
      ]),
    );
  }
  return rows;
}

/** The site's lots with their item, supplier and receiving user. */
const siteLots = (db: DbOrTrx, site: SiteScope) =>
  selectLotRows(db).$if(site !== ALL_SITES, (rows) =>
    rows.where('lots.site_id', '=', site as number),
  );

/** One page (or all) of the filtered lots, newest first, with the filtered count. */
async function readPage(rows: LotQuery, query: { page?: number; pageSize?: number }) {
  const { count } = await rows
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  let ordered = rows.orderBy('lots.received_at', 'desc').orderBy('lots.id', 'desc');
  const bounds = pageBounds(query);
  if (bounds) ordered = ordered.limit(bounds.limit).offset(bounds.offset);
  return { totalCount: count, items: (await ordered.execute()).map(toReceivedItem) };
}

/** Lots received against a PO; search matches the item name or the PO id. */
function poLots(db: DbOrTrx, site: SiteScope, query: ListQuery): LotQuery {
  const rows = siteLots(db, site).where('lots.po_id', 'is not', null);
  const { search } = query;
  if (!search) return rows;
  return rows.where((eb) =>
    eb.or([
      containsText(eb.ref('items.name'), search),
      containsText(eb.fn.coalesce('lots.po_id', eb.val('')), search),
    ]),
  );
}

/** Every received lot, with or without a PO. */
export async function listReceivedItems(db: DbOrTrx, site: SiteScope, query: ReceivedItemsQuery) {
  const { totalCount, items } = await readPage(applyFilters(siteLots(db, site), query), query);
  return { totalCount, receiveItems: items };
}

/** Only lots received against a PO; search matches the item name or the PO id. */
export async function listPoReceivedItems(db: DbOrTrx, site: SiteScope, query: ListQuery) {
  const { totalCount, items } = await readPage(poLots(db, site, query), query);
  return { totalCount, poReceiveItems: items };
}

/**
 * The CSV export of the received lots (all, or those with a PO), newest first, by keyset on
 * (received_at, id) and capped at the newest lot when it starts: lots that arrive during the
 * export are not in it, and none is repeated or skipped (design: Limits).
 */
export function exportReceivedItems(
  db: DbOrTrx,
  site: SiteScope,
  query: ReceivedItemsQuery,
  poOnly: boolean,
): FetchAfter<ReceivedItem> {
  return snapshotExport<ReceivedItem>(db, 'lots', async (ceiling, last, limit) => {
    let rows = poOnly ? poLots(db, site, query) : applyFilters(siteLots(db, site), query);
    rows = rows.where('lots.id', '<=', ceiling);
    if (last) {
      // A row-value comparison, which both engines answer from the index (an OR does not).
      rows = rows.where((eb) =>
        eb(eb.refTuple('lots.received_at', 'lots.id'), '<', eb.tuple(last.ReceivedAt, last.ID)),
      );
    }
    const page = await rows
      .orderBy('lots.received_at', 'desc')
      .orderBy('lots.id', 'desc')
      .limit(limit)
      .execute();
    return page.map(toReceivedItem);
  });
}
