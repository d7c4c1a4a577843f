import fs from 'node:fs';
import path from 'node:path';

/**
 * The SQLite database holds the JWT signing secret and the password hashes: whoever reads it can
 * sign a token as anyone. So the data directory, the database and every copy of it are the
 * owner's alone. Files are created with these modes (open's mode, never widened by the umask);
 * SQLite gives the `-wal`, `-shm` and `-journal` files the mode of their database file.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates dir and any missing parents, owner only; an existing one is left as it is. */
export function makePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/** Creates file empty and owner only, unless it exists (an empty file is an empty SQLite database). */
export function createPrivateFile(file: string, options: { mustBeNew?: boolean } = {}): void {
  fs.closeSync(fs.openSync(file, options.mustBeNew ? 'wx' : 'a', PRIVATE_FILE_MODE));
}

/** restore.ts keeps the database it replaces beside it under this prefix. */
export const BEFORE_RESTORE_PREFIX = 'inventory.before-restore-';

/** Takes the group's and others' bits off path; says how it changed, or null if it did not. */
function tighten(file: string, stat: fs.Stats): string | null {
  if ((stat.mode & 0o077) === 0) return null;
  const mode = stat.mode & 0o7777 & ~0o077;
  fs.chmodSync(file, mode);
  const octal = (value: number) => (value & 0o7777).toString(8).padStart(4, '0');
  return `${file} ${octal(stat.mode)} → ${octal(mode)}`;
}

/** The regular files of dir whose names match, made owner only; symbolic links are left alone. */
function tightenFilesIn(dir: string, matches: (name: string) => boolean): string[] {
  const changed: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isFile() || !matches(entry.name)) continue;
    const file = path.join(dir, entry.name);
    const line = tighten(file, fs.lstatSync(file));
    if (line) changed.push(line);
  }
  return changed;
}

/**
 * A database file and its `-wal`, `-shm` and `-journal` made owner only (made 0644 before this
 * version). Its directory is not touched: it may be anyone's (a test's, /tmp).
 */
export function tightenDatabaseFiles(databaseFile: string): string[] {
  const name = path.basename(databaseFile);
  return tightenFilesIn(
    path.dirname(databaseFile),
    (other) => other === name || other.startsWith(`${name}-`),
  );
}

/**
 * DATA_DIR made owner only, with the copies restore kept in it (made 0755 and 0644 before this
 * version). Other files in it are left alone: DATA_DIR may be a folder that holds more.
 */
export function tightenDataDir(dataDir: string): string[] {
  const dir = tighten(dataDir, fs.statSync(dataDir));
  const copies = tightenFilesIn(dataDir, (name) => name.startsWith(BEFORE_RESTORE_PREFIX));
  return dir ? [dir, ...copies] : copies;
}

/** One line in the log for what was made owner only, if anything was. */
export function reportTightened(changed: readonly string[]): void {
  if (changed.length === 0) return;
  console.warn(`Made owner only (the database holds the signing secret): ${changed.join('; ')}.`);
}
