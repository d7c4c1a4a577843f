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

  async function list(
    db: DbOrTrx,
    query: ListQuery,
  ): Promise<{ totalCount: number; records: Api[] }> {
    const search = query.search?.trim() ?? '';
    let base = db.selectFrom(table);
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
  ): Promise<{ totalCount: number; records: Api[] }> {
    // Sites are a short list read whole (GET /sites): never delta synced.
    if (table === 'sites') throw new Error('Sites have no delta sync.');
    const { count } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const found = (await db
      .selectFrom(table)
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

  async function create(db: DbOrTrx, body: Body): Promise<Api> {
    const values = config.readBody(body);
    await assertNameFree(db, values.name);
    const now = nowIso();
    const row = await db
      .insertInto(table)
      .values({ ...values, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch(nameTakenMeanwhile);
    return config.toApi(row as Row<T>);
  }

  async function update(db: DbOrTrx, id: number, body: Body): Promise<Api> {
    const values = config.readBody(body);
    await findRow(db, id);
    await assertNameFree(db, values.name, id);
    const row = await db
      .updateTable(table)
      .set({ ...values, updated_at: nowIso() } as Insertable<Database[NamedTable]>)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch(nameTakenMeanwhile);
    return config.toApi(row as Row<T>);
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

  async function remove(db: DbOrTrx, id: number): Promise<void> {
    await assertUnused(db, id);
    try {
      await db.deleteFrom(table).where('id', '=', id).execute();
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
