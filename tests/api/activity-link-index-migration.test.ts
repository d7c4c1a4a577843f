import { sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityTransaction,
  chainCommittedNow,
  listActivity,
  recordActivity,
  type ActivityLink,
} from '../../server/activity';
import type { DatabaseHandle } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database, Engine } from '../../server/db/schema';
import { testEngines } from '../support/engines';
import { newestActivityId } from '../support/activity-ids';
import { openAtMigration } from '../support/migrate-to';

const BEFORE_INDEX = '021-folded-site-versions';

/** An entry as 021's code wrote it (its chain fields are not what this migration touches). */
function entry(id: number, entity: string, entityId: string) {
  return {
    id,
    at: `2026-01-0${id}T00:00:00.000Z`,
    user_id: null,
    user_name: 'old',
    site_id: 1,
    action: 'receive',
    entity,
    entity_id: entityId,
    summary_key: 'receipt.created',
    summary_values: '{}',
    summary: `Entry ${id}`,
    changes: null,
    hash: '',
    prev_hash: '',
    chain_position: id,
  };
}

/** A waste report's entry written by today's code, linking `links`. */
const wasteLinking = (
  trx: Transaction<Database>,
  entityId: number,
  links: readonly ActivityLink[],
) =>
  recordActivity(trx, {
    actor: { userId: null, name: 'new' },
    siteId: 1,
    action: 'waste',
    entity: 'waste',
    entityId,
    summary: { key: 'receipt.created', values: {} },
    links,
  });

const idsOf = async (handle: DatabaseHandle, entity: string, entityId: string) =>
  (await listActivity(handle.db, { entity, entityId })).activity.map((row) => row.ActivityId);

describe.each(await testEngines())(
  'migrations 022, 023 and 025 (activity link index and queue) on %s',
  (engine: Engine) => {
    let handle: DatabaseHandle;
    let drop: () => Promise<void> = async () => undefined;

    beforeAll(async () => {
      const opened = await openAtMigration(engine, 'link_index_migration', BEFORE_INDEX);
      handle = opened.handle;
      drop = opened.drop;
      expect(opened.error).toBeUndefined();
      // A delivery linking items 7 and 70 and supplier 3; a waste report linking item 7; an entry
      // linking an id with a space and a letter outside ASCII (any id's text must stay one term).
      await handle.db
        .insertInto('activity')
        .values([entry(1, 'receipt', '11'), entry(2, 'waste', '12'), entry(3, 'receipt', '13')])
        .execute();
      await handle.db
        .insertInto('activity_links')
        .values([
          { activity_id: 1, entity: 'item', entity_id: '7' },
          { activity_id: 1, entity: 'item', entity_id: '70' },
          { activity_id: 1, entity: 'supplier', entity_id: '3' },
          { activity_id: 2, entity: 'item', entity_id: '7' },
          { activity_id: 3, entity: 'purchase-order', entity_id: 'Bäcker 2' },
        ])
        .execute();
      // The head (and on PostgreSQL the id sequence) after them, as their writes left it.
      await handle.db.updateTable('activity_head').set({ last_position: 3, last_id: 3 }).execute();
      if (engine === 'postgres') await sql`SELECT setval('activity_id_seq', 3)`.execute(handle.db);
      await migrateToLatest(handle.db, engine);
    }, 60_000);
    afterAll(async () => {
      await handle.close();
      await drop();
    });

    it("keeps every link made before it: each record's History lists the entries linking it", async () => {
      expect(await idsOf(handle, 'item', '7')).toEqual([2, 1]);
      expect(await idsOf(handle, 'item', '70')).toEqual([1]);
      expect(await idsOf(handle, 'supplier', '3')).toEqual([1]);
      expect(await idsOf(handle, 'purchase-order', 'Bäcker 2')).toEqual([3]);
      // Whole terms only: no prefix, no other entity, no part of an id.
      expect(await idsOf(handle, 'item', '70 ')).toEqual([]);
      expect(await idsOf(handle, 'item', '3')).toEqual([]);
      expect(await idsOf(handle, 'purchase-order', 'Bäcker')).toEqual([]);
      // The record's own entries still come with them.
      expect(await idsOf(handle, 'receipt', '11')).toEqual([1]);
    });

    it('links the entries written after it the same way', async () => {
      await activityTransaction(handle.db, (trx) =>
        wasteLinking(trx, 14, [
          { entity: 'item', entityId: 7 },
          { entity: 'supplier', entityId: 3 },
        ]),
      );
      const id = await newestActivityId(handle.db);
      expect(await idsOf(handle, 'item', '7')).toEqual([id, 2, 1]);
      expect(await idsOf(handle, 'supplier', '3')).toEqual([id, 1]);
      expect(await idsOf(handle, 'item', '70')).toEqual([1]);
    });

    // Migrations 023 (SQLite) and 025 (PostgreSQL): a write keeps its links' terms apart (the
    // queue on SQLite, the entry's own row on PostgreSQL) until the chainer indexes them.
    it("keeps a write's links apart: in History at once, then moved into the index by the chainer", async () => {
      const waiting = async () =>
        engine === 'sqlite'
          ? await handle.db.selectFrom('activity_link_queue').selectAll().orderBy('id').execute()
          : await handle.db
              .selectFrom('activity')
              .select(['id', 'link_terms as terms'])
              .where('link_terms', 'is not', null)
              .orderBy('id')
              .execute();
      // The earlier tests' writes asked the chainer for a run, which may not have begun yet.
      await chainCommittedNow(handle.db);
      expect(await waiting()).toEqual([]);
      // A plain transaction: nothing asks the chainer, so the links wait.
      await handle.db.transaction().execute((trx) =>
        wasteLinking(trx, 15, [
          { entity: 'item', entityId: 8 },
          { entity: 'purchase-order', entityId: 'Bäcker 2' },
        ]),
      );
      const id = await newestActivityId(handle.db);
      expect(await waiting()).toEqual([{ id, terms: 'item:38 purchase-order:42c3a4636b65722032' }]);
      expect(await idsOf(handle, 'item', '8')).toEqual([id]);
      expect(await idsOf(handle, 'purchase-order', 'Bäcker 2')).toEqual([id, 3]);
      // Whole terms while they wait too.
      expect(await idsOf(handle, 'item', '3')).toEqual([]);
      expect(await idsOf(handle, 'purchase-order', 'Bäcker')).toEqual([]);

      // More than one batch (1,000) waiting: one run moves them all, each once.
      if (engine === 'sqlite')
        await handle.db
          .insertInto('activity_link_queue')
          .values(
            Array.from({ length: 2_500 }, (_unused, n) => ({ id: 1_000 + n, terms: 'item:39' })),
          )
          .execute();
      else
        await handle.db
          .insertInto('activity')
          .values(
            Array.from({ length: 2_500 }, (_unused, n) => ({
              ...entry(1, 'waste', String(n)),
              id: 1_000 + n,
              chain_position: null,
              link_terms: 'item:39',
            })),
          )
          .execute();
      await chainCommittedNow(handle.db);
      expect(await waiting()).toEqual([]);
      expect(await idsOf(handle, 'item', '8')).toEqual([id]);
      expect(await idsOf(handle, 'purchase-order', 'Bäcker 2')).toEqual([id, 3]);
      const matched =
        engine === 'sqlite'
          ? await sql<{ n: number }>`SELECT count(*) AS n FROM activity_link_index
                WHERE activity_link_index MATCH '"item:39"'`.execute(handle.db)
          : await sql<{ n: number }>`SELECT count(*)::integer AS n FROM activity_link_sets
                WHERE terms @> ARRAY['item:39']`.execute(handle.db);
      expect(matched.rows[0]?.n).toBe(2_500);
      if (engine === 'postgres') expect(await idsOf(handle, 'item', '9')).toHaveLength(50);
    });

    it('moves the links to the link index: FTS5 with a queue on SQLite, GIN sets on PostgreSQL', async () => {
      const tables = async () =>
        engine === 'sqlite'
          ? (
              await sql<{
                name: string;
              }>`SELECT name FROM sqlite_master WHERE type = 'table'`.execute(handle.db)
            ).rows.map((row) => row.name)
          : (
              await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
              WHERE table_schema = current_schema()`.execute(handle.db)
            ).rows.map((row) => row.name);
      const names = await tables();
      if (engine === 'sqlite') {
        expect(names).toContain('activity_link_index');
        expect(names).toContain('activity_link_queue');
        expect(names).not.toContain('activity_links');
      } else {
        expect(names).toContain('activity_link_sets');
        expect(names).not.toContain('activity_link_queue');
        expect(names).not.toContain('activity_links');
        expect(names).not.toContain('activity_link_index');
      }
    });
  },
);
