import fs from 'node:fs';
import path from 'node:path';
import { openSqlite, sqliteFileIn } from '../db/connect';
import { knownMigrations, migrateToLatest, pendingMigrations } from '../db/migrate';
import { backupSqlite, checkIntegrity, openSqliteFile } from './backup';
import { SERVER_PID_FILE, findRunningServer } from './data-dir-lock';
import {
  BEFORE_RESTORE_PREFIX,
  PRIVATE_FILE_MODE,
  makePrivateDir,
  reportTightened,
  tightenDataDir,
} from '../db/private-files';

export interface RestoreResult {
  /** The database that was in the data directory, kept beside it; null when there was none. */
  previous: string | null;
  /** Migrations run on the restored copy because it was made by an older version. */
  migrated: string[];
}

/** Names of the migrations a backup ran; refuses a file that is not one of ours. */
function migrationsIn(file: string): string[] {
  const sqlite = openSqliteFile(file, { readonly: true });
  try {
    const table = sqlite
      .prepare(`select name from sqlite_master where type = 'table' and name = 'kysely_migration'`)
      .get();
    if (!table) throw new Error(`${file} is not a backup of this server's database.`);
    const rows = sqlite.prepare('select name from kysely_migration').all() as { name: string }[];
    return rows.map((row) => row.name);
  } finally {
    sqlite.close();
  }
}

/**
 * Puts a backup in place of the data directory's database (design: Operating it). Refuses while
 * a server uses the directory (data-dir-lock.ts), and refuses a file that fails its integrity
 * check, is not ours, or was made by a newer version. The database it replaces is kept beside
 * it as a consistent copy (WAL included), then the backup is copied in and migrated if older.
 */
export async function restoreSqlite(
  dataDir: string,
  backupFile: string,
  stamp: string = new Date().toISOString().replace(/[:.]/g, '-'),
): Promise<RestoreResult> {
  const running = findRunningServer(dataDir);
  if (running !== null) {
    throw new Error(
      `A server (process ${running}) uses ${dataDir}; stop it first. (If none runs, delete ${path.join(dataDir, SERVER_PID_FILE)}.)`,
    );
  }
  if (!fs.existsSync(backupFile)) throw new Error(`No file at ${backupFile}.`);
  const integrity = checkIntegrity(backupFile);
  if (integrity !== 'ok') throw new Error(`${backupFile} failed its integrity check: ${integrity}`);
  const ran = new Set(migrationsIn(backupFile));

  const target = sqliteFileIn(dataDir);
  const known = knownMigrations('sqlite');
  const unknown = [...ran].filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `${backupFile} was made by a newer version (migrations ${unknown.join(', ')}); upgrade first.`,
    );
  }

  makePrivateDir(dataDir);
  reportTightened(tightenDataDir(dataDir));
  let previous: string | null = null;
  if (fs.existsSync(target)) {
    previous = path.join(dataDir, `${BEFORE_RESTORE_PREFIX}${stamp}.sqlite`);
    backupSqlite(target, previous);
  }
  const incoming = `${target}.restoring`;
  // The copy takes the backup's mode, in a directory only the owner can enter; then owner only.
  fs.copyFileSync(backupFile, incoming);
  fs.chmodSync(incoming, PRIVATE_FILE_MODE);
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${target}${suffix}`, { force: true });
  fs.renameSync(incoming, target);

  const handle = openSqlite(target);
  try {
    const pending = await pendingMigrations(handle.db, 'sqlite');
    await migrateToLatest(handle.db, 'sqlite');
    return { previous, migrated: pending };
  } finally {
    await handle.close();
  }
}
