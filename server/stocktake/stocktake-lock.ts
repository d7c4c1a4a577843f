import { STOCKTAKE_TEXT } from '../../contract/messages';
import type { Transaction } from 'kysely';
import type { Database, Engine } from '../db/schema';
import { conflict, notFound } from '../errors';
import { STOCKTAKE } from './stocktakes';

/**
 * Reads the stocktake inside the caller's transaction and refuses one that is not open (409);
 * with siteId, another site's stocktake is a 404 (it is counted at its own site). Answers its
 * site, where its counts and its post read and change stock.
 * On PostgreSQL counts take a share lock and post/cancel an update lock on its row, so a post
 * waits for counts in flight and every count after it sees the stocktake closed: a count is
 * either in the post or refused, never lost. SQLite runs one transaction at a time anyway.
 */
export async function lockOpenStocktake(
  trx: Transaction<Database>,
  engine: Engine,
  id: number,
  mode: 'count' | 'close',
  siteId?: number,
): Promise<{ siteId: number; openedAt: string }> {
  const row = await trx
    .selectFrom('stocktakes')
    .select(['id', 'status', 'site_id', 'created_at'])
    .where('id', '=', id)
    .$if(siteId !== undefined, (query) => query.where('site_id', '=', siteId ?? 0))
    .$if(engine === 'postgres' && mode === 'count', (query) => query.forShare())
    .$if(engine === 'postgres' && mode === 'close', (query) => query.forUpdate())
    .executeTakeFirst();
  if (!row) throw notFound(STOCKTAKE);
  if (row.status !== 'open') throw conflict(STOCKTAKE_TEXT.closed(row.status));
  return { siteId: row.site_id, openedAt: row.created_at };
}
