import { sql, type Insertable, type Selectable } from 'kysely';
import type { ListQuery } from '../../contract/schemas/common';
import { SERVER_MESSAGE } from '../../contract/messages';
import { nowIso } from '../clock';
import type { Database, DbOrTrx } from '../db/schema';
import type { SiteTable } from '../db/migrations/014-sites';
import { conflict, notFound } from '../errors';
import { containsText, pageBounds } from '../request-values';
import { changedSince } from '../sync/delta';
import { isConstraintViolation } from './db-errors';
import { inTransaction } from '../db/transactions';
import { recordCreated, recordDeleted, recordEdited, type ActivityActor } from '../activity';

/** Reference tables with an id, a name unique without case, and timestamps. */
export type NamedTable = 'departments' | 'categories' | 'suppliers' | 'item_areas' | 'sites';

/** Where other records point at a reference record; deleting it then is a 409. */
export type Reference =
  | { table: 'items'; column: 'category_id' | 'item_area_id'; label: string }
  | { table: 'lots'; column: 'supplier_id'; label: string }
  | { table: 'orders'; column: 'department_id'; label: string }
  | { table: 'purchase_orders'; column: 'supplier_id'; label: string }
  | { table: SiteTable; column: 'site_id'; label: string };

type Row<T extends NamedTable> = Selectable<Database[T]>;
/** What a request body yields: every column but the id and the timestamps. */
export type NamedValues<T extends NamedTable> = Omit<
  Insertable<Database[T]>,
  'id' | 'created_at' | 'updated_at'
> & { name: string };

export interface NamedRecordConfig<T extends NamedTable, Body, Api> {
  table: T;
  /** Capitalised, as in 'Category not found.' */
  what: string;
  /** Lower case, as in 'This category cannot be deleted because items refer to it.' */
  noun: string;
  /** 409 text for a taken name; SERVER_MESSAGE.nameTaken(noun) unless the article differs. */
  nameTaken?: string;
  /** Columns the list's search matches (case-insensitive substring, any of them). */
  searchColumns: readonly (keyof Database[T] & string)[];
  usedBy: readonly Reference[];
  /** Validates and normalises a create or update body; throws a 400 when it is not valid. */
  readBody: (body: Body) => NamedValues<T>;
  toApi: (row: Row<T>) => Api;
  /** The activity log's word for the record and the columns an edit's entry compares. */
  activity: {
    entity: 'category' | 'department' | 'supplier' | 'item-area' | 'site';
    fields: readonly (keyof Row<T> & string)[];
  };
}

/**
 * List, read, create, update and delete for one reference table. Departments, categories,
 * suppliers and item areas share these rules: a case-insensitive unique name, a search over a
 * few columns, paging, 404 for unknown ids and 409 when other records still refer to one.
 */
export function namedRecords<T extends NamedTable, Body, Api>(
  config: NamedRecordConfig<T, Body, Api>,
) {
  // Kysely cannot resolve column types on a generic table name; the union view is the same
  // table at run time, and rows are cast back to this table's row type in one place here.
  const table: NamedTable = config.table;

  async function findRow(db: DbOrTrx, id: number): Promise<Row<T>> {
    const row = await db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(config.what);
    return row as Row<T>;
  }

  async function assertNameFree(db: DbOrTrx, name: string, exceptId?: number): Promise<void> {
    let query = db
      .selectFrom(table)
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    if (await query.executeTakeFirst()) {
      throw conflict(config.nameTaken ?? SERVER_MESSAGE.nameTaken(config.noun));
    }
  }

  /** A table whose rows belong to a site (item areas) lists one site's when given it. */
  async function list(
    db: DbOrTrx,
    query: ListQuery,
    siteId?: number,
  ): Promise<{ totalCount: number; records: Api[] }> {
    const search = query.search?.trim() ?? '';
    let base = db.selectFrom(table);
    if (siteId !== undefined) base = base.where(sql.ref('site_id'), '=', siteId);
    if (search !== '') {
      base = base.where((eb) =>
        eb.or(config.searchColumns.map((column) => containsText(sql.ref<string>(column), search))),
      );
    }
    const { count } = await base
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    let rows = base.selectAll().orderBy('name').orderBy('id');
    const bounds = pageBounds(query);
    if (bounds) rows = rows.limit(bounds.limit).offset(bounds.offset);
    const found = (await rows.execute()) as Row<T>[];
    return { totalCount: count, records: found.map(config.toApi) };
  }

  /** Delta sync: the records changed after a version; totalCount counts the whole list. */
  async function listChanged(
    db: DbOrTrx,
    version: number,
    siteId?: number,
  ): Promise<{ totalCount: number; records: Api[] }> {
    // Sites are a short list read whole (GET /sites): never delta synced.
    if (table === 'sites') throw new Error('Sites have no delta sync.');
    const rows = db
      .selectFrom(table)
      .$if(siteId !== undefined, (query) => query.where(sql.ref('site_id'), '=', siteId));
    const { count } = await rows
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const found = (await rows
      .selectAll()
      .where('id', 'in', changedSince(db, table, version))
      .orderBy('name')
      .orderBy('id')
      .execute()) as Row<T>[];
    return { totalCount: count, records: found.map(config.toApi) };
  }

  async function get(db: DbOrTrx, id: number): Promise<Api> {
    return config.toApi(await findRow(db, id));
  }

  /** Two requests that passed assertNameFree at once: the unique index stops the second. */
  function nameTakenMeanwhile(error: unknown): never {
    if (isConstraintViolation(error, 'unique')) {
      throw conflict(config.nameTaken ?? SERVER_MESSAGE.nameTaken(config.noun));
    }
    throw error;
  }

  /** An entry's subject: a site's entries name the site, an item area's its site. */
  function subjectOf(row: Row<T>) {
    const { id, name } = row as Row<NamedTable>;
    const siteId = table === 'sites' ? id : (row as { site_id?: number }).site_id;
    return { entity: config.activity.entity, id, name, siteId: siteId ?? null };
  }

  async function create(db: DbOrTrx, actor: ActivityActor, body: Body): Promise<Api> {
    const values = config.readBody(body);
    return inTransaction(db, async (trx) => {
      await assertNameFree(trx, values.name);
      const now = nowIso();
      const row = (await trx
        .insertInto(table)
        .values({ ...values, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow()
        .catch(nameTakenMeanwhile)) as Row<T>;
      await recordCreated(trx, actor, subjectOf(row));
      return config.toApi(row);
    });
  }

  async function update(db: DbOrTrx, actor: ActivityActor, id: number, body: Body): Promise<Api> {
    const values = config.readBody(body);
    return inTransaction(db, async (trx) => {
      const before = await findRow(trx, id);
      await assertNameFree(trx, values.name, id);
      const row = (await trx
        .updateTable(table)
        .set({ ...values, updated_at: nowIso() } as Insertable<Database[NamedTable]>)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow()
        .catch(nameTakenMeanwhile)) as Row<T>;
      await recordEdited(trx, actor, {
        ...subjectOf(row),
        before,
        after: row,
        fields: config.activity.fields,
        nameOf: (record) => (record as Row<NamedTable>).name,
      });
      return config.toApi(row);
    });
  }

  /** A 404 for an unknown id, a 409 naming the first kind of record that refers to it. */
  async function assertUnused(db: DbOrTrx, id: number): Promise<void> {
    await findRow(db, id);
    for (const reference of config.usedBy) {
      const user = await db
        .selectFrom(reference.table)
        .select('id')
        .where(reference.column, '=', id)
        .executeTakeFirst();
      if (user) throw conflict(SERVER_MESSAGE.inUse(config.noun, reference.label));
    }
  }

  async function remove(db: DbOrTrx, actor: ActivityActor, id: number): Promise<void> {
    await assertUnused(db, id);
    try {
      await inTransaction(db, async (trx) => {
        const row = await findRow(trx, id);
        await trx.deleteFrom(table).where('id', '=', id).execute();
        await recordDeleted(trx, actor, subjectOf(row));
      });
    } catch (error) {
      // A record that began to refer to this one after the checks above.
      const label = config.usedBy.map((reference) => reference.label).join(' or ');
      if (isConstraintViolation(error, 'foreignKey')) {
        throw conflict(SERVER_MESSAGE.inUse(config.noun, label));
      }
      throw error;
    }
  }

  return { list, listChanged, get, create, update, remove, assertUnused };
}
