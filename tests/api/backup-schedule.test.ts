import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { backupFileName, pruneBackups } from '../../server/ops/periodic-backup';

describe('periodic backup settings and pruning', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prune-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads BACKUP_DIR, BACKUP_EVERY_HOURS (24) and BACKUP_KEEP (7)', () => {
    expect(readConfig({})).toMatchObject({ backupDir: null, backupEveryHours: 24, backupKeep: 7 });
    expect(
      readConfig({ BACKUP_DIR: 'copies', BACKUP_EVERY_HOURS: '0.5', BACKUP_KEEP: '3' }),
    ).toMatchObject({ backupDir: path.resolve('copies'), backupEveryHours: 0.5, backupKeep: 3 });
    expect(() => readConfig({ BACKUP_KEEP: 'many' })).toThrow(
      'BACKUP_KEEP must be a number, got "many"',
    );
  });

  it('keeps the newest BACKUP_KEEP backups and leaves other files alone', () => {
    const names = [0, 1, 2, 3].map((hour) =>
      backupFileName(new Date(Date.UTC(2026, 10, 24, hour, 0, 0))),
    );
    expect(names[0]).toBe('inventory-20261124T000000Z.sqlite');
    for (const name of [...names, 'mine.sqlite']) fs.writeFileSync(path.join(dir, name), '');
    expect(pruneBackups(dir, 2)).toEqual(names.slice(0, 2));
    expect(fs.readdirSync(dir).sort()).toEqual([...names.slice(2), 'mine.sqlite'].sort());
  });
});
