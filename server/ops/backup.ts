import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { registerSqliteFunctions } from '../db/connect';
import { createPrivateFile, makePrivateDir } from '../db/private-files';

export interface BackupResult {
  file: string;
  bytes: number;
  milliseconds: number;
}

/** Opens a SQLite file for copying or checking, with the functions its indexes use. */
export function openSqliteFile(file: string, options: { readonly?: boolean } = {}) {
  const sqlite = new SqliteDatabase(file, {
    fileMustExist: true,
    readonly: options.readonly ?? false,
  });
  sqlite.pragma('busy_timeout = 5000');
  registerSqliteFunctions(sqlite);
  return sqlite;
}

/** `ok`, or SQLite's list of what is wrong with the file (also when it is no database at all). */
export function checkIntegrity(file: string): string {
  try {
    const sqlite = openSqliteFile(file, { readonly: true });
    try {
      const rows = sqlite.pragma('integrity_check') as { integrity_check: string }[];
      return rows.map((row) => row.integrity_check).join('; ');
    } finally {
      sqlite.close();
    }
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * A consistent copy of a live SQLite database (design: Operating it). `VACUUM INTO` reads the
 * whole database in one read transaction, so the copy is the database as of one moment, WAL
 * included, while the server goes on writing (WAL readers never block the writer). Copying the
 * file itself could catch it between a commit's pages, or miss what is still in the WAL.
 * The copy is written beside the target, checked with `PRAGMA integrity_check`, and only then
 * given the target's name: a file with that name is always a whole, checked backup.
 */
export function backupSqlite(sourceFile: string, targetFile: string): BackupResult {
  const started = performance.now();
  if (!fs.existsSync(sourceFile)) throw new Error(`No database at ${sourceFile}.`);
  if (fs.existsSync(targetFile)) {
    throw new Error(`${targetFile} already exists; choose a new file name.`);
  }
  makePrivateDir(path.dirname(path.resolve(targetFile)));
  const partial = `${targetFile}.partial-${process.pid}`;
  fs.rmSync(partial, { force: true });
  try {
    // Owner only from the start (it holds the signing secret): VACUUM INTO fills an empty file
    // and keeps its mode, where it would create a new one 0644.
    createPrivateFile(partial, { mustBeNew: true });
    const source = openSqliteFile(sourceFile);
    try {
      source.prepare('VACUUM INTO ?').run(partial);
    } finally {
      source.close();
    }
    const integrity = checkIntegrity(partial);
    if (integrity !== 'ok') throw new Error(`The copy failed its integrity check: ${integrity}`);
    fs.renameSync(partial, targetFile);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return {
    file: targetFile,
    bytes: fs.statSync(targetFile).size,
    milliseconds: Math.round(performance.now() - started),
  };
}

/** What to run instead on PostgreSQL, whose own tools copy it consistently. */
export const PG_DUMP_COMMAND = (file: string) =>
  `pg_dump --format=custom --file=${JSON.stringify(file)} "$DATABASE_URL"`;
export const PG_RESTORE_COMMAND = (file: string) =>
  `pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" ${JSON.stringify(file)}`;
