import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { readConfig, type ServerConfig } from '../config';
import { openDatabase } from '../db/connect';
import { makePrivateDir } from '../db/private-files';
import { migrateToLatest } from '../db/migrate';
import { startServer } from '../main';
import { DEMO_USERS } from './catalog';
import { seedDemoData } from './seed';

/** Left in a demo data folder, so a later demo may wipe it, and never a folder of real data. */
export const DEMO_MARKER = '.inventory-demo';
export const DEFAULT_DEMO_DATA_DIR = './data-demo';

/** Empties the demo folder, refusing one that holds anything but an earlier demo. */
export function wipeDemoFolder(dataDir: string): void {
  if (fs.existsSync(dataDir)) {
    const entries = fs.readdirSync(dataDir);
    if (entries.length > 0 && !entries.includes(DEMO_MARKER)) {
      throw new Error(
        `${dataDir} holds files that are not a demo database; the demo will not wipe it. ` +
          'Point DATA_DIR at an empty folder or leave it unset (./data-demo).',
      );
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  makePrivateDir(dataDir);
  fs.writeFileSync(path.join(dataDir, DEMO_MARKER), 'Demo data: wiped at each `npm run demo`.\n');
}

/** The demo never wipes PostgreSQL: it seeds only a database with no tables yet. */
export async function assertEmptyPostgres(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  // A connection PostgreSQL ends mid-query fails that query (reported by the caller), and is
  // also an 'error' event that would kill the process unheard.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const result = await client.query<{ count: string }>(
      'SELECT count(*) AS count FROM information_schema.tables WHERE table_schema = current_schema()',
    );
    if (Number(result.rows[0]?.count ?? 0) > 0) {
      throw new Error(
        'DATABASE_URL points at a database that already has tables; the demo seeds only an ' +
          'empty database and never wipes one. Create an empty database for the demo.',
      );
    }
  } finally {
    await client.end();
  }
}

/** The demo's environment: DATA_DIR defaults to ./data-demo so real data is never touched. */
export function demoEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, DATA_DIR: env.DATA_DIR?.trim() ? env.DATA_DIR : DEFAULT_DEMO_DATA_DIR };
}

/** How many items the demo should hold: `--items N` or DEMO_ITEMS; the hotel's 49 by default. */
export function demoItemCount(argv: readonly string[], env: NodeJS.ProcessEnv): number {
  const flag = argv.indexOf('--items');
  const text = flag >= 0 ? argv[flag + 1] : env.DEMO_ITEMS;
  if (text === undefined || text.trim() === '') return 0;
  const count = Number(text);
  if (!Number.isInteger(count) || count < 0 || count > 1_000_000) {
    throw new Error(
      `--items (or DEMO_ITEMS) must be a whole number up to 1,000,000, not "${text}".`,
    );
  }
  return count;
}

/** A fresh, migrated and seeded demo database; the server is not started. */
export async function prepareDemoDatabase(
  env: NodeJS.ProcessEnv,
  argv: readonly string[] = process.argv,
): Promise<ServerConfig> {
  const items = demoItemCount(argv, env);
  const config = readConfig(demoEnvironment(env));
  if (config.databaseUrl) await assertEmptyPostgres(config.databaseUrl);
  else wipeDemoFolder(config.dataDir);
  const handle = openDatabase(config);
  try {
    await migrateToLatest(handle.db, handle.engine);
    await seedDemoData(handle.db, handle.engine, new Date(), { items });
  } finally {
    await handle.close();
  }
  return config;
}

export function formatUsersTable(users: typeof DEMO_USERS): string {
  const rows = [['Name', 'Password', 'Role'], ...users.map((u) => [u.name, u.password, u.role])];
  const widths = [0, 1, 2].map((column) =>
    Math.max(...rows.map((row) => row[column]?.length ?? 0)),
  );
  return rows
    .map((row) =>
      `  ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('   ')}`.trimEnd(),
    )
    .join('\n');
}

/** `npm run demo`: fresh demo database, then the server on it, then who can sign in. */
export async function prepareDemo(env: NodeJS.ProcessEnv): Promise<void> {
  const config = await prepareDemoDatabase(env);
  await startServer(demoEnvironment(env), { quietRequests: true });
  const where = config.databaseUrl ? 'the empty PostgreSQL database' : config.dataDir;
  console.log(`\nDemo data seeded in ${where}. Sign in as any of these users:\n`);
  console.log(formatUsersTable(DEMO_USERS));
  console.log('');
}
