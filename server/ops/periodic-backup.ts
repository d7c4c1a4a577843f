import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { makePrivateDir } from '../db/private-files';

/** scripts/backup.ts, run as its own process: VACUUM INTO never holds the server's event loop. */
const BACKUP_SCRIPT = path.resolve(import.meta.dirname, '../../scripts/backup.ts');
const BACKUP_NAME = /^inventory-\d{8}T\d{6}Z\.sqlite$/;

export interface PeriodicBackupOptions {
  dataDir: string;
  backupDir: string;
  everyHours: number;
  keep: number;
  log: FastifyBaseLogger;
}

/** `inventory-20261124T183000Z.sqlite`: names sort by time. */
export function backupFileName(at: Date): string {
  return `inventory-${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z.sqlite`;
}

/** Deletes all but the newest `keep` backups this schedule made (other files are left alone). */
export function pruneBackups(backupDir: string, keep: number): string[] {
  const ours = fs
    .readdirSync(backupDir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort();
  const old = ours.slice(0, Math.max(0, ours.length - keep));
  for (const name of old) fs.rmSync(path.join(backupDir, name), { force: true });
  return old;
}

function runBackupScript(dataDir: string, file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    // The same Node and loader flags as this process (tsx), so the script runs as it does here.
    const child = spawn(process.execPath, [...process.execArgv, BACKUP_SCRIPT, file], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output.trim()) : reject(new Error(output.trim() || `exit ${code}`)),
    );
  });
}

/**
 * BACKUP_DIR and BACKUP_EVERY_HOURS (design: Operating it): a backup every so often, the newest
 * BACKUP_KEEP kept. A backup that fails is logged and the next one tried at its time; the
 * server goes on. Returns the function that stops the schedule (and waits for a running copy).
 */
export function scheduleBackups(options: PeriodicBackupOptions): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const backUp = async () => {
    const file = path.join(options.backupDir, backupFileName(new Date()));
    try {
      makePrivateDir(options.backupDir);
      const report = await runBackupScript(options.dataDir, file);
      const removed = pruneBackups(options.backupDir, options.keep);
      options.log.info({ report, removed }, 'backup written');
    } catch (error) {
      options.log.error({ err: error, file }, 'backup failed');
    }
  };
  const timer = setInterval(
    () => {
      running = running.then(backUp);
    },
    Math.max(1000, options.everyHours * 3_600_000),
  );
  return async () => {
    clearInterval(timer);
    await running;
  };
}
