/**
 * Login page weight: loads /login in Chromium from the real server (built app, fresh SQLite),
 * collects every JavaScript file the page requests, and prints each one's size gzipped at
 * level 9 and their total against the target (issue 9: at most 120 KiB). Prints; asserts
 * nothing. Run: `npx tsx tests/bench/login-weight.ts` (the lead wires it into `npm run bench`).
 */
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildIfStale } from '../../scripts/build-if-stale';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/browser';
import { startLiveServer } from '../support/live-server';

const TARGET_KIB = 120;

async function main(): Promise<void> {
  buildIfStale();
  const server = await startLiveServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    const scripts = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.set(new URL(response.url()).pathname, response.body());
      }
    });
    await page.goto(`${server.baseUrl}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Login' }).waitFor();
    const rows = await Promise.all(
      [...scripts].map(async ([url, body]) => {
        const bytes = await body;
        return { url, raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
      }),
    );
    rows.sort((a, b) => b.gzip - a.gzip);
    const kib = (bytes: number) => (bytes / 1024).toFixed(1);
    console.log('Login page JavaScript (gzip -9):');
    for (const row of rows) console.log(`  ${kib(row.gzip).padStart(7)} KiB  ${row.url}`);
    const total = rows.reduce((sum, row) => sum + row.gzip, 0);
    const raw = rows.reduce((sum, row) => sum + row.raw, 0);
    console.log(
      `  total ${kib(total)} KiB gzip (${kib(raw)} KiB raw) in ${rows.length} files; ` +
        `target ≤ ${TARGET_KIB} KiB: ${total <= TARGET_KIB * 1024 ? 'met' : `${kib(total - TARGET_KIB * 1024)} KiB over`}`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
