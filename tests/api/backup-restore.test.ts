import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Migrator, sql } from 'kysely';
import { openSqlite, sqliteFileIn } from '../../server/db/connect';
import { knownMigrations, migrationsFor } from '../../server/db/migrate';
import { checkIntegrity, openSqliteFile } from '../../server/ops/backup';
import {
  countLotsByMarker,
  createDeliveryFixture,
  killHard,
  logIn,
  runScript,
  sendDelivery,
  startServerProcess,
} from '../support/server-process';

/**
 * `npm run backup` while 20 clients write, then `npm run restore` into a fresh data folder
 * (design: Operating it). SQLite only: PostgreSQL is backed up with pg_dump (README).
 */
const CLIENTS = 20;
const BACKUP_AFTER = 40;
/** The restore test's older version stopped here (stocktakes came after). */
const OLDER_THAN = '004-unicode-name-case';

function statusesIn(file: string): Set<string> {
  const sqlite = openSqliteFile(file, { readonly: true });
  try {
    const rows = sqlite.prepare('select status from lots').all() as { status: string }[];
    return new Set(rows.map((row) => row.status));
  } finally {
    sqlite.close();
  }
}

describe('backup and restore on sqlite', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-'));
  const dataDir = path.join(scratch, 'data');
  const backupFile = path.join(scratch, 'copies', 'inventory-backup.sqlite');
  const started: ChildProcess[] = [];
  const acknowledgedBefore = new Set<string>();
  let fixture: Awaited<ReturnType<typeof createDeliveryFixture>>;
  afterAll(async () => {
    await Promise.all(started.map(killHard));
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('copies the live database while 20 clients write: whole, and with every earlier write', async () => {
    const server = await startServerProcess(dataDir);
    started.push(server.child);
    const token = await logIn(server.base);
    fixture = await createDeliveryFixture(server.base, token);

    const acknowledged = new Set<string>();
    let backup: Promise<{ code: number | null; output: string }> | null = null;
    let writtenDuringBackup = 0;
    let backupDone = false;
    async function client(n: number): Promise<void> {
      for (let round = 0; !backupDone; round += 1) {
        const write = { key: randomUUID(), marker: `${fixture.suffix}-${n}-${round}` };
        const response = await sendDelivery(server.base, token, fixture, write);
        expect(response.status, await response.text()).toBe(201);
        acknowledged.add(write.marker);
        if (backup) writtenDuringBackup += 1;
        if (acknowledged.size >= BACKUP_AFTER && !backup) {
          for (const marker of acknowledged) acknowledgedBefore.add(marker);
          backup = runScript('scripts/backup.ts', [backupFile], { DATA_DIR: dataDir }).finally(
            () => (backupDone = true),
          );
        }
      }
    }
    await Promise.all(Array.from({ length: CLIENTS }, (_unused, n) => client(n)));
    const result = await (backup as unknown as Promise<{ code: number | null; output: string }>);
    expect(result.output).toMatch(/^Backup written to .*: [\d.]+ MB in \d+ ms, integrity check ok/);
    expect(result.code).toBe(0);

    expect(checkIntegrity(backupFile)).toBe('ok');
    const copied = statusesIn(backupFile);
    expect([...acknowledgedBefore].filter((marker) => !copied.has(marker))).toEqual([]);
    expect(writtenDuringBackup).toBeGreaterThan(0);
    console.log(
      `backup under load: ${acknowledgedBefore.size} deliveries acknowledged before it, ${writtenDuringBackup} during it, ${copied.size} in the copy; ${result.output.trim()}`,
    );

    // The server uses the folder: restoring into it is refused, and nothing is touched.
    const before = fs.statSync(sqliteFileIn(dataDir)).ino;
    const refused = await runScript('scripts/restore.ts', [backupFile], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(
      /Restore failed: A server \(process \d+\) uses .*; stop it first/,
    );
    expect(fs.statSync(sqliteFileIn(dataDir)).ino).toBe(before);
    await killHard(server.child);
  }, 240_000);

  it('restores into a fresh data folder, and a server started there has the data', async () => {
    const fresh = path.join(scratch, 'fresh');
    const result = await runScript('scripts/restore.ts', [backupFile], { DATA_DIR: fresh });
    expect(result.output).toContain(`Restored ${backupFile} into ${fresh}.`);
    expect(result.code).toBe(0);
    const server = await startServerProcess(fresh);
    started.push(server.child);
    const counts = await countLotsByMarker(server.base, await logIn(server.base), fixture.itemId);
    expect([...acknowledgedBefore].filter((marker) => counts.get(marker) !== 1)).toEqual([]);
    await killHard(server.child);
  }, 120_000);

  it('keeps the database it replaces beside it, and migrates an older backup', async () => {
    const target = path.join(scratch, 'fresh');
    const older = path.join(scratch, 'older.sqlite');
    // An older version's database: every migration but the last few, and one department.
    const handle = openSqlite(older);
    const migrations = migrationsFor('sqlite');
    const { error } = await new Migrator({
      db: handle.db,
      provider: { getMigrations: () => Promise.resolve(migrations) },
    }).migrateTo(OLDER_THAN);
    expect(error).toBeUndefined();
    await sql`insert into departments (name, description, created_at, updated_at)
      values ('From an older version', '', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`.execute(
      handle.db,
    );
    await handle.close();
    const later = knownMigrations('sqlite').slice(
      knownMigrations('sqlite').indexOf(OLDER_THAN) + 1,
    );
    const result = await runScript('scripts/restore.ts', [older], { DATA_DIR: target });
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain(`The backup was older: migrated with ${later.join(', ')}.`);
    const kept = result.output.match(/The database it replaced is kept as (\S+)\.\n/)?.[1] ?? '';
    expect(checkIntegrity(kept)).toBe('ok');
    expect(statusesIn(kept)).toEqual(statusesIn(backupFile));
    expect(checkIntegrity(sqliteFileIn(target))).toBe('ok');
    const migrated = openSqliteFile(sqliteFileIn(target), { readonly: true });
    expect(migrated.prepare('select count(*) as n from stocktakes').get()).toEqual({ n: 0 });
    expect(migrated.prepare('select name from departments').all()).toEqual([
      { name: 'From an older version' },
    ]);
    migrated.close();
  }, 60_000);

  it('refuses a file that is not a whole database, and changes nothing', async () => {
    const target = path.join(scratch, 'untouched');
    const broken = path.join(scratch, 'broken.sqlite');
    fs.writeFileSync(broken, 'not a database at all, just text');
    const result = await runScript('scripts/restore.ts', [broken], { DATA_DIR: target });
    expect(result.code).toBe(1);
    expect(result.output).toContain(`Restore failed: ${broken} failed its integrity check:`);
    expect(fs.existsSync(target)).toBe(false);
  }, 60_000);

  it('points to pg_dump and pg_restore when DATABASE_URL is set', async () => {
    const env = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/inventory' };
    const backup = await runScript('scripts/backup.ts', ['inventory.dump'], env);
    expect(backup.code).toBe(1);
    expect(backup.output).toContain(
      'pg_dump --format=custom --file="inventory.dump" "$DATABASE_URL"',
    );
    const restore = await runScript('scripts/restore.ts', ['inventory.dump'], env);
    expect(restore.code).toBe(1);
    expect(restore.output).toContain('pg_restore --clean --if-exists --no-owner');
  }, 60_000);

  it('keeps the newest BACKUP_KEEP copies of a periodic backup', async () => {
    const periodicData = path.join(scratch, 'periodic');
    const backupDir = path.join(scratch, 'periodic-copies');
    const server = await startServerProcess(periodicData, {
      BACKUP_DIR: backupDir,
      // About every 1.4 s: whole seconds in the names keep them apart.
      BACKUP_EVERY_HOURS: String(1.4 / 3600),
      BACKUP_KEEP: '2',
    });
    started.push(server.child);
    const seen = new Set<string>();
    const deadline = Date.now() + 60_000;
    while (seen.size < 4 && Date.now() < deadline) {
      if (fs.existsSync(backupDir)) {
        for (const name of fs.readdirSync(backupDir))
          if (!name.includes('.partial-')) seen.add(name);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(seen.size).toBeGreaterThanOrEqual(4);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const kept = fs.readdirSync(backupDir).filter((name) => !name.includes('.partial-'));
    expect(kept.length).toBeLessThanOrEqual(3);
    expect(kept.every((name) => /^inventory-\d{8}T\d{6}Z\.sqlite$/.test(name))).toBe(true);
    for (const name of kept.slice(0, 2))
      expect(checkIntegrity(path.join(backupDir, name))).toBe('ok');
    await killHard(server.child);
  }, 120_000);
});
