import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { ensureRoles } from '../../server/bootstrap';
import { openDatabase, openSqlite, sqliteFileIn } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { backupSqlite } from '../../server/ops/backup';
import { restoreSqlite } from '../../server/ops/restore';
import { killHard, startServerProcess } from '../support/server-process';

/**
 * The SQLite database holds the JWT signing secret: the data directory is the owner's alone
 * (0700), and so are the database, its -wal and -shm, and every backup (0600). SQLite only:
 * PostgreSQL keeps its files itself.
 */
const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

/** A migrated database in a fresh DATA_DIR, with a write still in its -wal. */
async function freshDataDir(dataDir: string): Promise<void> {
  const handle = openDatabase({ databaseUrl: null, dataDir });
  try {
    await migrateToLatest(handle.db, 'sqlite');
    await ensureRoles(handle.db);
    expect(modeOf(`${sqliteFileIn(dataDir)}-wal`)).toBe(0o600);
    expect(modeOf(`${sqliteFileIn(dataDir)}-shm`)).toBe(0o600);
  } finally {
    await handle.close();
  }
}

describe('the data directory and backups are the owner’s alone', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'private-'));
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('creates DATA_DIR 0700 and the database, -wal and -shm 0600', async () => {
    const dataDir = path.join(scratch, 'fresh', 'data');
    await freshDataDir(dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(sqliteFileIn(dataDir))).toBe(0o600);
  });

  it('tightens a data directory made by an older version, and says so', async () => {
    const dataDir = path.join(scratch, 'older');
    await freshDataDir(dataDir);
    const database = sqliteFileIn(dataDir);
    // Open, so its -wal and -shm are there too.
    const running = openDatabase({ databaseUrl: null, dataDir });
    await ensureRoles(running.db);
    // As an older version left them, with a copy restore kept and a file that is not ours.
    const copy = path.join(dataDir, 'inventory.before-restore-2026-01-01.sqlite');
    const other = path.join(dataDir, 'notes.txt');
    fs.copyFileSync(database, copy);
    fs.writeFileSync(other, 'mine');
    const ours = [database, `${database}-wal`, `${database}-shm`, copy];
    for (const file of [...ours, other]) fs.chmodSync(file, 0o644);
    fs.chmodSync(dataDir, 0o755);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const handle = openDatabase({ databaseUrl: null, dataDir });
    await sql`select 1`.execute(handle.db);
    await handle.close();
    await running.close();
    expect(modeOf(dataDir)).toBe(0o700);
    for (const file of ours) {
      if (fs.existsSync(file)) expect([file, modeOf(file)]).toEqual([file, 0o600]);
    }
    expect(modeOf(other)).toBe(0o644);
    const said = warn.mock.calls.map((call) => String(call[0])).join('\n');
    for (const file of ours) expect(said).toContain(`${file} 0644 → 0600`);
    expect(said).toContain(`${dataDir} 0755 → 0700`);
  });

  it('writes npm run backup’s copy 0600 in a folder it makes 0700', async () => {
    const dataDir = path.join(scratch, 'backed-up');
    await freshDataDir(dataDir);
    const target = path.join(scratch, 'copies', 'inventory-copy.sqlite');
    backupSqlite(sqliteFileIn(dataDir), target);
    expect(modeOf(target)).toBe(0o600);
    expect(modeOf(path.dirname(target))).toBe(0o700);
  });

  it('keeps the database restore replaces 0600, and puts a 0644 backup back 0600', async () => {
    const dataDir = path.join(scratch, 'restored');
    await freshDataDir(dataDir);
    const backup = path.join(scratch, 'loose-backup.sqlite');
    const source = openSqlite(path.join(scratch, 'source', 'inventory.sqlite'));
    await migrateToLatest(source.db, 'sqlite');
    await source.close();
    backupSqlite(path.join(scratch, 'source', 'inventory.sqlite'), backup);
    fs.chmodSync(backup, 0o644);

    const result = await restoreSqlite(dataDir, backup, 'stamp');
    expect(result.previous).toBe(path.join(dataDir, 'inventory.before-restore-stamp.sqlite'));
    expect(modeOf(result.previous ?? '')).toBe(0o600);
    expect(modeOf(sqliteFileIn(dataDir))).toBe(0o600);
    expect(modeOf(dataDir)).toBe(0o700);
  });

  it('starts a server whose DATA_DIR is 0700 and whose periodic backups are 0600', async () => {
    const dataDir = path.join(scratch, 'periodic');
    const backupDir = path.join(scratch, 'periodic-copies');
    const server = await startServerProcess(dataDir, {
      BACKUP_DIR: backupDir,
      BACKUP_EVERY_HOURS: String(1 / 3600),
    });
    try {
      const deadline = Date.now() + 60_000;
      const written = () =>
        fs.existsSync(backupDir)
          ? fs.readdirSync(backupDir).filter((name) => !name.includes('.partial-'))
          : [];
      while (written().length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const [name] = written();
      expect(name).toMatch(/^inventory-\d{8}T\d{6}Z\.sqlite$/);
      expect(modeOf(path.join(backupDir, name ?? ''))).toBe(0o600);
      expect(modeOf(backupDir)).toBe(0o700);
      expect(modeOf(dataDir)).toBe(0o700);
      for (const file of fs.readdirSync(dataDir).filter((n) => n.startsWith('inventory.'))) {
        expect([file, modeOf(path.join(dataDir, file))]).toEqual([file, 0o600]);
      }
    } finally {
      await killHard(server.child);
    }
  }, 90_000);
});
