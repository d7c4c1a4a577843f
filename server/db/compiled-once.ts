import { CompiledQuery, PostgresAdapter, type Compilable, type DialectAdapter } from 'kysely';
import { prepareOnPostgres } from './prepared';
import type { DbOrTrx } from './schema';

/** Stands for the n-th argument while the query is compiled; replaced by it at each call. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * A query built and compiled once per database and then only run, for the statements every
 * request runs (the signed-in user, a list's version). Kysely builds and compiles a query on
 * each call, which costs more than running such a short statement. `build` receives stand-ins
 * for its arguments and must use each only as a bound value (a `where … = arg`), never to
 * choose the query's shape.
 */
export function compiledOnce<A extends readonly unknown[], R>(
  arity: A['length'],
  build: (db: DbOrTrx, ...args: A) => Compilable<R>,
): (db: DbOrTrx, ...args: A) => Promise<R[]> {
  // Per dialect adapter: one per Kysely instance, shared by its transactions.
  const compiled = new WeakMap<DialectAdapter, CompiledQuery<R>>();
  return async (db, ...args) => {
    const adapter = db.getExecutor().adapter;
    let query = compiled.get(adapter);
    if (!query) {
      const slots = Array.from({ length: arity }, (_unused, index) => new Slot(index));
      query = build(db, ...(slots as unknown as A)).compile();
      compiled.set(adapter, query);
      // Also parsed and planned once per PostgreSQL connection (SQLite's are cached already).
      prepareOnPostgres(query.sql);
    }
    const parameters = query.parameters.map((value) =>
      value instanceof Slot ? args[value.index] : value,
    );
    const result = await db.executeQuery<R>(CompiledQuery.raw(query.sql, parameters));
    return result.rows;
  };
}

/**
 * Whether db runs on PostgreSQL: where a statement's shape would depend on a list's length
 * (an `in (…)`, a multi-row insert), PostgreSQL takes the list as one array parameter, so the
 * statement can be compiled once; SQLite binds no arrays and keeps the builder.
 */
export function isPostgres(db: DbOrTrx): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
