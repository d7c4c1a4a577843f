import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, collectDialogs, launchBrowser } from '../support/browser';

/**
 * A screenshot review, not a check: runs only when SHOTS_URL names a running demo server
 * (`DATA_DIR=$(mktemp -d) PORT=4817 npx tsx scripts/start.ts --demo`), and writes full-page
 * PNGs of the main screens at phone, tablet and desktop widths into SHOTS_DIR (/tmp/shots).
 */
const BASE_URL = process.env.SHOTS_URL ?? '';
const OUT_DIR = process.env.SHOTS_DIR ?? '/tmp/shots';
const USER = process.env.SHOTS_USER ?? 'admin';
const PASSWORD = process.env.SHOTS_PASSWORD ?? 'admin-demo';

const VIEWPORTS = [
  { width: 390, height: 844, mobile: true },
  { width: 768, height: 1024, mobile: true },
  { width: 1280, height: 800, mobile: false },
] as const;

/** Each screen: its file name, how to reach it, and what shows once it has loaded. */
const SCREENS: { name: string; open: (page: Page) => Promise<void> }[] = [
  { name: 'dashboard', open: (page) => visit(page, '/dashboard', '.dashboard-panel') },
  { name: 'items', open: (page) => visit(page, '/items', '.item-card') },
  {
    name: 'item-detail',
    open: async (page) => {
      await visit(page, '/items', '.item-card');
      await page.locator('.item-card a').first().click();
      await page.waitForURL(/\/items\/\d+$/);
      await page.locator('main .card').first().waitFor();
    },
  },
  { name: 'received-list', open: (page) => visit(page, '/inventory/received-items', 'table') },
  {
    name: 'received-create',
    open: (page) => visit(page, '/inventory/received-items/create', 'form'),
  },
  { name: 'categories', open: (page) => visit(page, '/categories', 'table') },
  { name: 'users', open: (page) => visit(page, '/users', 'table') },
  { name: 'item-area', open: (page) => visit(page, '/item-area', 'table') },
];

async function visit(page: Page, url: string, ready: string): Promise<void> {
  await page.goto(url);
  await page.locator(ready).first().waitFor();
  // Lazy images and charts settle before the picture is taken.
  await page.waitForLoadState('networkidle');
}

describe.runIf(BASE_URL !== '' && browserAvailable())('screenshots for review', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    fs.mkdirSync(OUT_DIR, { recursive: true });
  });
  afterAll(async () => {
    await browser.close();
  });

  for (const viewport of VIEWPORTS) {
    it(`takes the main screens at ${viewport.width} px`, async () => {
      const context = await browser.newContext({
        baseURL: BASE_URL,
        viewport: { width: viewport.width, height: viewport.height },
        isMobile: viewport.mobile,
        hasTouch: viewport.mobile,
      });
      const page = await context.newPage();
      const alerts = collectDialogs(page);
      const shot = (name: string) =>
        page.screenshot({
          path: path.join(OUT_DIR, `${name}-${viewport.width}.png`),
          fullPage: true,
        });
      await page.goto('/login');
      await page.getByLabel('Username').waitFor();
      await shot('login');
      await page.getByLabel('Username').fill(USER);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL(/\/dashboard$/);
      for (const screen of SCREENS) {
        await screen.open(page);
        await shot(screen.name);
      }
      expect(alerts.filter((text) => text !== 'Login successful!')).toEqual([]);
      await context.close();
    });
  }
});
