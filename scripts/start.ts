/**
 * `npm start`: builds the PWA when dist/ is missing or older than its sources, then starts the
 * server on the same origin. `npm run demo` does the same on a fresh, seeded demo database.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SOURCES = ['src', 'sw', 'public', 'contract', 'index.html', 'vite.config.ts', 'package.json'];

function newestChange(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stat.mtimeMs);
}

function buildIsStale(): boolean {
  const built = path.join(root, 'dist', 'index.html');
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return SOURCES.some((source) => newestChange(path.join(root, source)) > builtAt);
}

if (buildIsStale()) {
  console.log('Building the app (dist/ is missing or older than its sources)…');
  execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' });
}

const demo = process.argv.includes('--demo');
if (demo) {
  const { prepareDemo } = await import('../server/demo/prepare');
  await prepareDemo(process.env);
} else {
  const { startServer } = await import('../server/main');
  await startServer();
}
