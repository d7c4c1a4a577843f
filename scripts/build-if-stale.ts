import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCES = ['src', 'sw', 'public', 'contract', 'index.html', 'vite.config.ts', 'package.json'];

function newestChange(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stat.mtimeMs);
}

/** dist/ is missing or older than any of its sources. */
export function buildIsStale(): boolean {
  const built = path.join(ROOT, 'dist', 'index.html');
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return SOURCES.some((source) => newestChange(path.join(ROOT, source)) > builtAt);
}

/** Builds the PWA into dist/ when it is stale; returns whether it built. */
export function buildIfStale(): boolean {
  if (!buildIsStale()) return false;
  console.log('Building the app (dist/ is missing or older than its sources)…');
  // NODE_ENV may be 'test' under vitest: the app must still get React's production build.
  execSync('npx vite build --logLevel warn', {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return true;
}
