import type { Transaction } from 'kysely';
import type { Actor } from '../auth/actor';
import type { Database, Engine } from '../db/schema';
import { conflict, forbidden, notFound } from '../errors';
import { TRANSFER, TRANSFER_MESSAGE } from './messages';
import { readSiteAccess } from './site-access';

/**
 * Reads the transfer inside the caller's transaction, refuses one the actor may not act on (403:
 * not a user of `side`'s site) or that is no longer in transit (409). On PostgreSQL the row is
 * locked until the transaction ends, so of two receives (or a receive and a cancel) racing, the
 * second waits and then finds it received: recorded once. SQLite runs one transaction at a time.
 */
export async function lockTransferInTransit(
  trx: Transaction<Database>,
  engine: Engine,
  actor: Actor,
  id: number,
  side: 'from' | 'to',
) {
  const row = await trx
    .selectFrom('transfers')
    .select(['id', 'status', 'from_site_id', 'to_site_id'])
    .where('id', '=', id)
    .$if(engine === 'postgres', (query) => query.forUpdate())
    .executeTakeFirst();
  if (!row) throw notFound(TRANSFER);
  const siteId = side === 'from' ? row.from_site_id : row.to_site_id;
  const access = await readSiteAccess(trx, actor, [siteId]);
  if (!access.get(siteId)?.works) throw forbidden();
  if (row.status !== 'in_transit') throw conflict(TRANSFER_MESSAGE.closed(row.status));
  return row;
}
