/**
 * Screenshots of issue 36 (languages) for the notes: the dashboard, Add Received Item and
 * Suggested Orders in German on a phone and in Arabic on a phone and a desktop, on the demo
 * data. Run by hand: `npx tsx tests/support/languages-screenshots.ts /tmp/i36f` after
 * `npx vite build`.
 */
import type { Browser, Page } from 'playwright-core';
import { seedDemoData } from '../../server/demo/seed';
import { ROUTES } from '../../src/lib/routes';
import { launchBrowser } from './browser';
import { startLiveServer, type LiveServer } from './live-server';

const out = process.argv[2] ?? '/tmp';
const SCREENS = [
  ['dashboard', ROUTES.dashboard],
  ['add-received-item', ROUTES.receivedItemCreate],
  ['suggested-orders', ROUTES.purchaseOrderSuggestions],
] as const;
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** A device that speaks `language` from its first page (its stored choice), signed in. */
export async function openIn(
  browser: Browser,
  server: LiveServer,
  language: string,
  viewport: { width: number; height: number },
  user: { name: string; password: string },
): Promise<Page> {
  const phone = viewport.width < 1024;
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport,
    isMobile: phone,
    hasTouch: phone,
  });
  await context.addInitScript(
    `localStorage.setItem('inventory.language', ${JSON.stringify(language)})`,
  );
  const page = await context.newPage();
  await page.goto('/login');
  // By name, not label: the labels are in the device's language.
  await page.locator('input[name="username"]').fill(user.name);
  await page.locator('input[name="password"]').fill(user.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/\/dashboard$/);
  return page;
}

async function main() {
  const server = await startLiveServer();
  const db = server.handle.db;
  await db.deleteFrom('users').execute();
  const admin = (await seedDemoData(db, server.engine)).find(
    (user) => user.role === 'Administrator',
  );
  if (!admin) throw new Error('the demo has no Administrator');
  const browser = await launchBrowser();
  const runs = [
    ['de', 'phone', PHONE],
    ['ar', 'phone', PHONE],
    ['ar', 'desktop', DESKTOP],
  ] as const;
  for (const [language, device, viewport] of runs) {
    const page = await openIn(browser, server, language, viewport, admin);
    for (const [name, path] of SCREENS) {
      await page.goto(path);
      await page.waitForLoadState('load');
      await page.waitForTimeout(2000);
      const file = `${out}/${language}-${device}-${name}.png`;
      await page.screenshot({ path: file, fullPage: true });
      const scroll = await page.evaluate<number>('document.documentElement.scrollWidth');
      console.log(`${file} (page width ${scroll} px)`);
    }
    await page.context().close();
  }
  await browser.close();
  await server.close();
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
