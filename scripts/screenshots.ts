import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { collectDialogs, launchBrowser } from '../tests/support/browser';

/**
 * A screenshot review, not a test: `SHOTS_URL=http://127.0.0.1:4817 npx tsx scripts/screenshots.ts`
 * against a running demo server
 * (`DATA_DIR=$(mktemp -d) PORT=4817 npx tsx scripts/start.ts --demo`), and writes full-page
 * PNGs of the main screens at phone, tablet and desktop widths into SHOTS_DIR (/tmp/shots).
 * SHOTS_THEME=dark takes them with the device in dark mode (file names end in -dark);
 * SHOTS_ONLY=items-selected,labels takes only the screens named.
 */
const BASE_URL = process.env.SHOTS_URL ?? '';
const OUT_DIR = process.env.SHOTS_DIR ?? '/tmp/shots';
const USER = process.env.SHOTS_USER ?? 'admin';
const PASSWORD = process.env.SHOTS_PASSWORD ?? 'admin-demo';
const THEME = process.env.SHOTS_THEME === 'dark' ? 'dark' : 'light';
const ONLY = (process.env.SHOTS_ONLY ?? '').split(',').filter((name) => name !== '');
/** SHOTS_MAX_HEIGHT=1600 cuts long pages to their top, so a long list stays readable. */
const MAX_HEIGHT = Number(process.env.SHOTS_MAX_HEIGHT ?? 0);

const VIEWPORTS = [
  { width: 390, height: 844, mobile: true },
  { width: 768, height: 1024, mobile: true },
  { width: 1280, height: 800, mobile: false },
] as const;

/**
 * Each screen: its file name, how to reach it, and what shows once it has loaded; `onScreen`
 * takes what the screen shows (a bar floating at its foot) instead of the whole page.
 */
const SCREENS: { name: string; open: (page: Page) => Promise<void>; onScreen?: true }[] = [
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
  {
    // Two items ticked for labels: the checkboxes, the selected cards and the selection bar.
    name: 'items-selected',
    open: async (page) => {
      await visit(page, '/items', '.item-card');
      for (const box of (await page.getByRole('checkbox').all()).slice(0, 2)) await box.check();
      await page.getByRole('group', { name: 'Selected items' }).waitFor();
    },
    onScreen: true,
  },
  {
    name: 'labels',
    open: async (page) => {
      await visit(page, '/items', '.item-card');
      for (const box of (await page.getByRole('checkbox').all()).slice(0, 3)) await box.check();
      await page.getByRole('group', { name: 'Selected items' }).getByRole('link').click();
      await page.locator('.label canvas').first().waitFor();
    },
  },
  { name: 'received-list', open: (page) => visit(page, '/inventory/received-items', 'table') },
  {
    name: 'received-create',
    open: (page) => visit(page, '/inventory/received-items/create', 'form'),
  },
  {
    name: 'near-expiry',
    open: async (page) => {
      await visit(page, '/dashboard', '.dashboard-panel');
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await page.locator('.near-expiry-panel').waitFor();
    },
    onScreen: true,
  },
  { name: 'orders', open: (page) => visit(page, '/orders', '.orders-page table') },
  { name: 'item-movement', open: (page) => visit(page, '/item-movement', '.movement-chart') },
  { name: 'item-import', open: (page) => visit(page, '/items/import', 'main button') },
  { name: 'categories', open: (page) => visit(page, '/categories', 'table') },
  { name: 'users', open: (page) => visit(page, '/users', 'table') },
  { name: 'item-area', open: (page) => visit(page, '/item-area', 'table') },
  // Purchasing (design: Purchasing).
  {
    name: 'suggested-orders',
    open: (page) => visit(page, '/purchase-orders/suggestions', '.suggestion-card'),
  },
  { name: 'purchase-orders', open: (page) => visit(page, '/purchase-orders', 'table') },
  {
    // A partly received order: ordered, received so far and still to come per line.
    name: 'purchase-order',
    open: async (page) => {
      await visit(page, '/purchase-orders', 'table');
      await page.getByRole('combobox', { name: 'Status' }).selectOption('partial');
      await page.locator('.po-list-page table a').first().click();
      await page.locator('.po-sheet').waitFor();
    },
  },
  {
    // PO receiving after picking an open order: a row per remaining line, filled in.
    name: 'po-receive',
    open: async (page) => {
      await visit(page, '/inventory/po-items/create', '.po-offer');
      await page.locator('.po-offer').first().click();
      await page.locator('.po-filled').waitFor();
    },
  },
  // Page Valuation (design: Valuation).
  { name: 'stock-value', open: (page) => visit(page, '/reports/stock-value', 'table') },
  { name: 'waste-cost', open: (page) => visit(page, '/reports/waste-cost', '.valuation-total') },
];

async function visit(page: Page, url: string, ready: string): Promise<void> {
  await page.goto(url);
  await page.locator(ready).first().waitFor();
  // Lazy images and charts settle before the picture is taken. The live-updates stream
  // (GET /events) stays open, so the network never goes idle: wait a bounded time instead.
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  await page.waitForTimeout(300);
}

if (BASE_URL === '') {
  console.error('Set SHOTS_URL to a running demo server, e.g. http://127.0.0.1:4817');
  process.exit(1);
}

const browser = await launchBrowser();
fs.mkdirSync(OUT_DIR, { recursive: true });
for (const viewport of VIEWPORTS) {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.mobile,
    hasTouch: viewport.mobile,
    colorScheme: THEME,
  });
  const page = await context.newPage();
  const alerts = collectDialogs(page);
  const shot = (name: string, fullPage = true) =>
    page.screenshot({
      path: path.join(OUT_DIR, `${name}-${viewport.width}${THEME === 'dark' ? '-dark' : ''}.png`),
      fullPage,
      ...(fullPage && MAX_HEIGHT > 0
        ? { clip: { x: 0, y: 0, width: viewport.width, height: MAX_HEIGHT } }
        : {}),
    });
  await page.goto('/login');
  await page.getByLabel('Username').waitFor();
  await shot('login');
  await page.getByLabel('Username').fill(USER);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/dashboard$/);
  for (const screen of SCREENS) {
    if (ONLY.length > 0 && !ONLY.includes(screen.name)) continue;
    await screen.open(page);
    await shot(screen.name, screen.onScreen !== true);
  }
  const unexpected = alerts.filter((text) => text !== 'Login successful!');
  if (unexpected.length > 0) console.warn(`Alerts at ${viewport.width} px:`, unexpected);
  await context.close();
}
await browser.close();
console.log(`Screenshots in ${OUT_DIR}`);
