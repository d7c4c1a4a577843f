import { ALL_SITES, MAIN_SITE_ID } from '../../contract/paths';
import type { SiteScope } from './site-scope';
import type { ListQuery } from '../../contract/schemas/common';
import type { WasteBody, WasteItem } from '../../contract/schemas/stock';
import { validateWaste } from '../../contract/validation/forms';
import { parseId, parseQuantity, toQuantity } from '../../contract/validation/values';
import { nowIso } from '../clock';
import type { DbOrTrx, Engine } from '../db/schema';
import type { FetchAfter } from '../export/csv';
import { snapshotExport } from '../export/snapshot-export';
import { assertValid, badRequest } from '../errors';
import { selectItemRows, toStockItem } from '../reference/item-rows';
import { containsText, pageBounds } from '../request-values';
import { takeStock } from './fefo';
import { REFERENCE_MESSAGE } from './references';
import { recordWasteReport } from './stock-activity';
import { inTransaction } from '../db/transactions';
import { toCostColumns, toCostFields } from '../valuation/take-cost';

function selectWasteRows(db: DbOrTrx) {
  return selectItemRows(db)
    .innerJoin('waste', 'waste.item_id', 'items.id')
    .innerJoin('users', 'users.id', 'waste.user_id')
    .select([
      'waste.id as waste_id',
      'waste.quantity as waste_quantity',
      'waste.reason as waste_reason',
      'waste.wasted_at as waste_wasted_at',
      'users.name as user_name',
      'waste.cost',
      'waste.unvalued_quantity',
    ]);
}

type WasteJoinRow = Awaited<
  ReturnType<ReturnType<typeof selectWasteRows>['executeTakeFirstOrThrow']>
>;

function toWasteItem(row: WasteJoinRow): WasteItem {
  return {
    ID: row.waste_id,
    ItemID: row.item_id,
    Item: toStockItem(row),
    Quantity: toQuantity(row.waste_quantity),
    Reason: row.waste_reason,
    WastedAt: row.waste_wasted_at,
    User: { Name: row.user_name },
    ...toCostFields(row),
  };
}

/** Waste reports the query selects; search matches the item name. */
function filteredWaste(db: DbOrTrx, site: SiteScope, query: ListQuery) {
  const rows = selectWasteRows(db).$if(site !== ALL_SITES, (scoped) =>
    scoped.where('waste.site_id', '=', site as number),
  );
  const { search } = query;
  return search ? rows.where((eb) => containsText(eb.ref('items.name'), search)) : rows;
}

/** Waste reports, newest first; search matches the item name. */
export async function listWaste(db: DbOrTrx, site: SiteScope, query: ListQuery) {
  const rows = filteredWaste(db, site, query);
  const { count } = await rows
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  let ordered = rows.orderBy('waste.wasted_at', 'desc').orderBy('waste.id', 'desc');
  const bounds = pageBounds(query);
  if (bounds) ordered = ordered.limit(bounds.limit).offset(bounds.offset);
  return { totalCount: count, wasteItems: (await ordered.execute()).map(toWasteItem) };
}

/** The whole export in the list's order, by keyset (snapshotExport); Main unless told a site. */
export function exportWaste(
  db: DbOrTrx,
  query: ListQuery,
  site: SiteScope = MAIN_SITE_ID,
): FetchAfter<WasteItem> {
  return snapshotExport<WasteItem>(db, 'waste', async (ceiling, last, limit) => {
    let rows = filteredWaste(db, site, query).where('waste.id', '<=', ceiling);
    if (last) {
      rows = rows.where((eb) =>
        eb(eb.refTuple('waste.wasted_at', 'waste.id'), '<', eb.tuple(last.WastedAt, last.ID)),
      );
    }
    const page = await rows
      .orderBy('waste.wasted_at', 'desc')
      .orderBy('waste.id', 'desc')
      .limit(limit)
      .execute();
    return page.map(toWasteItem);
  });
}

/**
 * Records the report at the site and takes its quantity from the item's lots there (FEFO), all
 * or nothing.
 */
export async function recordWaste(
  db: DbOrTrx,
  engine: Engine,
  actorId: number,
  siteId: number,
  body: WasteBody,
): Promise<WasteItem> {
  assertValid(validateWaste(body));
  const itemId = parseId(body.itemId);
  const quantity = parseQuantity(body.quantity);
  // validateWaste accepted both; this guard only narrows the types.
  if (itemId === null || quantity === null || !body.reason) throw badRequest('Invalid waste.');
  const reason = body.reason;
  return inTransaction(db, async (trx) => {
    const item = await trx
      .selectFrom('items')
      .select('id')
      .where('id', '=', itemId)
      .executeTakeFirst();
    if (!item) throw badRequest(REFERENCE_MESSAGE.item);
    const wastedAt = nowIso();
    const { id } = await trx
      .insertInto('waste')
      .values({
        item_id: itemId,
        quantity,
        reason,
        wasted_at: wastedAt,
        user_id: actorId,
        site_id: siteId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const demand = [{ itemId, quantity }];
    const taken = await takeStock(trx, engine, demand, { wasteId: id }, wastedAt, siteId);
    await trx.updateTable('waste').set(toCostColumns(taken)).where('id', '=', id).execute();
    const waste = toWasteItem(
      await selectWasteRows(trx).where('waste.id', '=', id).executeTakeFirstOrThrow(),
    );
    await recordWasteReport(trx, siteId, actorId, waste);
    return waste;
  });
}
