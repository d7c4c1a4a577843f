import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPostgres, openSqlite, type DatabaseHandle } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import type { Engine } from '../../server/db/schema';
import { PG_URL } from '../support/engines';
import { createPgSchema } from '../support/pg-schemas';

/**
 * Runs a bench on a fresh, migrated database of each engine: SQLite in a temporary folder, then
 * PostgreSQL in a schema of its own (skipped, said aloud, when no server answers). Each is
 * removed afterwards. BENCH_PG=only skips SQLite, BENCH_PG=0 PostgreSQL.
 */
export async function benchEachEngine(
  name: string,
  bench: (engine: Engine, handle: DatabaseHandle) => Promise<void>,
): Promise<void> {
  if (process.env.BENCH_PG === 'only') {
    console.log(`${name} on SQLite skipped (BENCH_PG=only)`);
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-bench-`));
    const sqlite = openSqlite(path.join(dir, 'bench.sqlite'));
    try {
      await migrateToLatest(sqlite.db, 'sqlite');
      await bench('sqlite', sqlite);
    } finally {
      await sqlite.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  if (process.env.BENCH_PG === '0') {
    console.log(`${name} on PostgreSQL skipped (BENCH_PG=0)`);
    return;
  }
  const created = await createPgSchema('bench').catch(() => null);
  if (!created) {
    console.log(`${name} on PostgreSQL skipped: no server at ${PG_URL}`);
    return;
  }
  const handle = openPostgres(PG_URL, created.schema);
  try {
    await migrateToLatest(handle.db, 'postgres');
    await bench('postgres', handle);
  } finally {
    await handle.close();
    await created.drop();
  }
}
