import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_TEXT } from '../../contract/messages';
import { browserAvailable, collectDialogs, launchBrowser, signInAs } from '../support/browser';
import { clickForAlert, isoDateIn } from '../support/e2e-fixtures';
import { startLiveServer, type LiveServer } from '../support/live-server';
import {
  insertItem,
  insertLot,
  insertReferences,
  userIdOf,
  referenceNames,
} from '../support/stock-fixtures';
import {
  launchPwaContext,
  openInApp,
  privateWebRoot,
  savedRowCount,
  waitForServiceWorker,
  type PwaContext,
} from './pwa-harness';

/**
 * Purchasing end to end (issue 23): a manager turns Suggested Orders into a draft and sends it;
 * a clerk on a phone, offline, receives part of it against the order from the device's copy.
 */
describe.runIf(browserAvailable())('purchasing: suggested order to partial delivery', () => {
  let server: LiveServer;
  let dist: ReturnType<typeof privateWebRoot>;
  let browser: Browser;
  let manager: Page;
  let managerAlerts: string[];
  let pwa: PwaContext;
  let clerk: Page;
  let clerkAlerts: string[];
  let supplierName: string;
  const items = { water: 0, limes: 0 };
  let poNumber = '';

  const orderRow = () =>
    server.handle.db
      .selectFrom('purchase_orders')
      .selectAll()
      .where('po_number', '=', poNumber)
      .executeTakeFirstOrThrow();
  const receivedOf = async () => {
    const order = await orderRow();
    const lines = await server.handle.db
      .selectFrom('purchase_order_lines')
      .select(['item_id', 'quantity', 'received_quantity'])
      .where('purchase_order_id', '=', order.id)
      .execute();
    return Object.fromEntries(lines.map((line) => [line.item_id, line.received_quantity]));
  };

  beforeAll(async () => {
    dist = privateWebRoot();
    server = await startLiveServer({ webRoot: dist.webRoot });
    const db = server.handle.db;
    const refs = await insertReferences(db);
    supplierName = (await referenceNames(db, refs)).supplier;
    items.water = await insertItem(db, refs, { name: 'Sparkling Water', unit: 'bottle' });
    items.limes = await insertItem(db, refs, { name: 'Limes', unit: 'kg' });
    // Quantities are stored in thousandths: reorder at 4, fill to 12, cases of 6; limes 3 → 8.
    await db
      .updateTable('items')
      .set({
        reorder_point: 4_000,
        par_level: 12_000,
        pack_size: 6_000,
        pack_name: 'case',
        preferred_supplier_id: refs.supplierId,
      })
      .where('id', '=', items.water)
      .execute();
    await db
      .updateTable('items')
      .set({ reorder_point: 3_000, par_level: 8_000, preferred_supplier_id: refs.supplierId })
      .where('id', '=', items.limes)
      .execute();
    await insertLot(db, {
      itemId: items.water,
      supplierId: refs.supplierId,
      receivedBy: await userIdOf(db, 'Manager'),
      quantity: 2_000,
      expirationDate: isoDateIn(200),
    });

    browser = await launchBrowser();
    const desk = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 1280, height: 800 },
    });
    manager = await desk.newPage();
    managerAlerts = collectDialogs(manager);
    await signInAs(manager, server.baseUrl, 'Manager');

    pwa = await launchPwaContext(server.baseUrl, { width: 390, height: 844 });
    clerk = await pwa.context.newPage();
    clerkAlerts = collectDialogs(clerk);
    await signInAs(clerk, server.baseUrl, 'Warehouse Staff');
    await waitForServiceWorker(clerk);
  });
  afterAll(async () => {
    await pwa.close();
    await browser.close();
    await server.close();
    dist.remove();
  });

  it('a manager creates a draft from Suggested Orders, with the reason shown, and sends it', async () => {
    await manager.goto('/purchase-orders/suggestions');
    const card = manager.getByRole('article', { name: supplierName });
    await expect.poll(() => card.getByText('fill to par 12 = 10, 2 cases of 6').count()).toBe(1);
    expect(
      await card
        .getByText('on hand 2 + on order 0 ≤ reorder point 4 → fill to par 12 = 10, 2 cases of 6')
        .count(),
    ).toBe(1);
    await clickForAlert(
      card.getByRole('button', { name: 'Create draft order' }),
      managerAlerts,
      'Draft purchase order created.',
    );
    await manager.waitForURL(/\/purchase-orders\/\d+$/);
    poNumber = (await manager.locator('.po-number').textContent()) ?? '';
    expect(poNumber).toMatch(/^PO-\d{6}$/);
    expect((await orderRow()).status).toBe('draft');
    await clickForAlert(
      manager.getByRole('button', { name: 'Send to Supplier' }),
      managerAlerts,
      'Purchase order sent.',
    );
    await expect.poll(async () => (await orderRow()).status).toBe('sent');
    const lines = await receivedOf();
    expect(Object.keys(lines).map(Number).sort()).toEqual([items.water, items.limes].sort());
  });

  it('a clerk offline on a phone picks the order, receives part of it; online it is partial', async () => {
    // Online once: the device brings its lists, the open orders among them, up to date.
    await clerk.goto('/inventory/po-items/create', { waitUntil: 'domcontentloaded' });
    await clerk.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => savedRowCount(clerk, 'purchaseOrders'), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => savedRowCount(clerk, 'items')).toBeGreaterThan(1);

    await pwa.context.setOffline(true);
    await openInApp(clerk, '/dashboard');
    await openInApp(clerk, '/inventory/po-items/create');
    await clerk.getByLabel('Supplier').selectOption({ label: supplierName });
    await clerk.getByRole('button', { name: new RegExp(`^Fill rows from ${poNumber}\\b`) }).click();
    expect(await clerk.getByLabel('PO ID').inputValue()).toBe(poNumber);

    // A row per line of the order, in the order's line order.
    const rows = clerk.getByRole('group', { name: /^Row \d+$/ });
    expect(await rows.count()).toBe(2);
    const rowOf = async (name: string) => {
      for (const row of await rows.all()) {
        if ((await row.getByRole('combobox', { name: 'Item' }).inputValue()).includes(name))
          return row;
      }
      throw new Error(`No row for ${name}`);
    };
    const water = await rowOf('Sparkling Water');
    const limes = await rowOf('Limes');
    expect(await water.getByLabel('Quantity').inputValue()).toBe('2 cases');
    expect(await limes.getByLabel('Quantity').inputValue()).toBe('8');
    // Half the water arrived: one case, entered as packs; the form says what it will send.
    await water.getByLabel('Quantity').fill('1 case');
    expect(await water.getByText('Sends 6 bottle (1 case)').count()).toBe(1);
    await limes.getByLabel('Quantity').fill('5');
    for (const row of [water, limes]) {
      await row.getByLabel('Expiration Date').fill(isoDateIn(60));
    }
    await clickForAlert(
      clerk.getByRole('button', { name: 'Submit' }),
      clerkAlerts,
      OFFLINE_TEXT.queued,
    );
    expect(await receivedOf()).toEqual({ [items.water]: 0, [items.limes]: 0 });

    await pwa.context.setOffline(false);
    await expect.poll(async () => (await orderRow()).status, { timeout: 20_000 }).toBe('partial');
    // Thousandths: 6 bottles of 12, 5 kg of 8.
    expect(await receivedOf()).toEqual({ [items.water]: 6_000, [items.limes]: 5_000 });
  });
});
