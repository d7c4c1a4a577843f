import type { Expression, SqlBool } from 'kysely';
import type { Transfer, TransferList, TransferListQuery } from '../../contract/schemas/transfers';
import type { Actor } from '../auth/actor';
import type { DbOrTrx } from '../db/schema';
import { forbidden, notFound } from '../errors';
import { containsText, pageBounds } from '../request-values';
import { TRANSFER } from './messages';
import { readSiteAccess } from './site-access';
import { readTransfer, selectTransferHeads, toTransfers } from './transfer-rows';

/**
 * The site's transfers the query selects: `in` those to it, `out` those from it, else both;
 * search matches the number, either site's name, the note and the lines' item names.
 */
function filteredHeads(db: DbOrTrx, siteId: number, query: TransferListQuery) {
  let heads = selectTransferHeads(db).where((eb) => {
    if (query.direction === 'in') return eb('transfers.to_site_id', '=', siteId);
    if (query.direction === 'out') return eb('transfers.from_site_id', '=', siteId);
    return eb.or([
      eb('transfers.to_site_id', '=', siteId),
      eb('transfers.from_site_id', '=', siteId),
    ]);
  });
  if (query.status) heads = heads.where('transfers.status', '=', query.status);
  const { search } = query;
  if (search) {
    heads = heads.where((eb) => {
      const matches: Expression<SqlBool>[] = [
        containsText(eb.fn.coalesce('transfers.transfer_number', eb.val('')), search),
        containsText(eb.ref('from_site.name'), search),
        containsText(eb.ref('to_site.name'), search),
        containsText(eb.fn.coalesce('transfers.note', eb.val('')), search),
        eb.exists(
          eb
            .selectFrom('transfer_lines')
            .innerJoin('items', 'items.id', 'transfer_lines.item_id')
            .select('transfer_lines.id')
            .whereRef('transfer_lines.transfer_id', '=', 'transfers.id')
            .where((inner) => containsText(inner.ref('items.name'), search)),
        ),
      ];
      return eb.or(matches);
    });
  }
  return heads;
}

/** GET /transfers: the request site's transfers, newest first, a page of them when asked. */
export async function listTransfers(
  db: DbOrTrx,
  siteId: number,
  query: TransferListQuery,
): Promise<TransferList> {
  const heads = filteredHeads(db, siteId, query);
  const { count } = await heads
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  let ordered = heads.orderBy('transfers.sent_at', 'desc').orderBy('transfers.id', 'desc');
  const bounds = pageBounds(query);
  if (bounds) ordered = ordered.limit(bounds.limit).offset(bounds.offset);
  return { totalCount: Number(count), transfers: await toTransfers(db, await ordered.execute()) };
}

/** GET /transfers/{id}: for users of either site (403 for others, 404 when there is none). */
export async function getTransfer(db: DbOrTrx, actor: Actor, id: number): Promise<Transfer> {
  const transfer = await readTransfer(db, id);
  if (!transfer) throw notFound(TRANSFER);
  const access = await readSiteAccess(db, actor, [transfer.FromSiteID, transfer.ToSiteID]);
  const works = [transfer.FromSiteID, transfer.ToSiteID].some((site) => access.get(site)?.works);
  if (!works) throw forbidden();
  return transfer;
}
