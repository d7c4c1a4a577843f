import fs from 'node:fs';
import path from 'node:path';
import { makePrivateDir } from '../db/private-files';

/**
 * How restore knows a server uses a data directory: the server writes its process id to this
 * file when it starts on SQLite and removes it when it stops. A file left by a server that was
 * killed names a process that no longer runs, and counts as no server. (A lock probe on the
 * SQLite file itself cannot tell: in WAL mode an idle server holds no lock a probe would meet.)
 */
export const SERVER_PID_FILE = 'server.pid';

function pidFile(dataDir: string): string {
  return path.join(dataDir, SERVER_PID_FILE);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The id of a live server process using dataDir, or null. */
export function findRunningServer(dataDir: string): number | null {
  let text: string;
  try {
    text = fs.readFileSync(pidFile(dataDir), 'utf8');
  } catch {
    return null;
  }
  const pid = Number(text.trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  return isRunning(pid) ? pid : null;
}

/** Marks dataDir as used by this process; the function returned unmarks it. */
export function markDataDirInUse(dataDir: string): () => void {
  makePrivateDir(dataDir);
  fs.writeFileSync(pidFile(dataDir), `${process.pid}\n`);
  return () => {
    if (findRunningServer(dataDir) === null) fs.rmSync(pidFile(dataDir), { force: true });
  };
}
