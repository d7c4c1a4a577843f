import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_TEXT, SUCCESS, VALIDATION } from '../../contract/messages';
import { API_BASE_PATH, ENDPOINTS } from '../../contract/paths';
import {
  browserAvailable,
  collectDialogs,
  launchBrowser,
  newPhoneContext,
  signInAs,
} from '../support/browser';
import { clickForAlert, isoDateIn, pickItem } from '../support/e2e-fixtures';
import { fillReceive, lotsOfItem, stockOfItem, type ReceiveRowInput } from '../support/e2e-stock';
import { startLiveServer, type LiveServer } from '../support/live-server';
import {
  insertItem,
  insertLot,
  insertReferences,
  remainingOf,
  userIdOf,
  type StockReferences,
  referenceNames,
} from '../support/stock-fixtures';

const RECEIVE_PATH = `${API_BASE_PATH}${ENDPOINTS.receiveItems}`;

describe.runIf(browserAvailable())('stock flows in the browser', () => {
  let server: LiveServer;
  let browser: Browser;
  let phone: BrowserContext;
  let page: Page;
  let alerts: string[];
  let refs: StockReferences;
  let supplierName: string;
  const items = { milk: 0, butter: 0, flour: 0, cream: 0 };

  const lotsOf = (itemId: number) => lotsOfItem(server, itemId);
  const stockOf = (itemId: number) => stockOfItem(server, itemId);
  const fillReceiveForm = (rows: ReceiveRowInput[]) => fillReceive(page, supplierName, rows);

  beforeAll(async () => {
    server = await startLiveServer();
    browser = await launchBrowser();
    const db = server.handle.db;
    refs = await insertReferences(db);
    supplierName = (await referenceNames(db, refs)).supplier;
    items.milk = await insertItem(db, refs, { name: 'Whole Milk', unit: 'L' });
    items.butter = await insertItem(db, refs, { name: 'Salted Butter', unit: 'kg' });
    items.flour = await insertItem(db, refs, { name: 'Bread Flour', unit: 'kg' });
    items.cream = await insertItem(db, refs, { name: 'Double Cream', unit: 'L' });
    phone = await newPhoneContext(browser, server.baseUrl);
    page = await phone.newPage();
    alerts = collectDialogs(page);
    await signInAs(page, server.baseUrl, 'Warehouse Staff');
  });
  afterAll(async () => {
    await browser.close();
    await server.close();
  });

  it('receives two rows on a phone: both in the list and in stock', async () => {
    await page.goto('/inventory/received-items/create');
    await fillReceiveForm([
      { item: 'Whole Milk', quantity: '12.5', expires: isoDateIn(20) },
      { item: 'Salted Butter', quantity: '3', expires: isoDateIn(40), status: 'Damaged' },
    ]);
    await clickForAlert(
      page.getByRole('button', { name: 'Submit' }),
      alerts,
      SUCCESS.receivedAdded,
    );
    await page.waitForURL(/\/inventory\/received-items$/);
    const table = page.getByRole('table', { name: 'Received items' });
    await table.getByRole('row').filter({ hasText: 'Whole Milk' }).waitFor();
    const butterRow = table.getByRole('row').filter({ hasText: 'Salted Butter' });
    expect(await butterRow.innerText()).toContain('Damaged');

    const milkLots = await lotsOf(items.milk);
    const butterLots = await lotsOf(items.butter);
    expect(milkLots.map((lot) => [lot.quantity, lot.remaining])).toEqual([[12_500, 12_500]]);
    expect(butterLots.map((lot) => [lot.quantity, lot.status])).toEqual([[3000, 'Damaged']]);
    expect(await stockOf(items.milk)).toBe(12.5);
    expect(await stockOf(items.butter)).toBe(3);
    // Nothing sideways on a phone: the page is as wide as the screen.
    const width = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(390);
  });

  it('a PO receipt appears in the PO list with its PO id', async () => {
    await page.goto('/inventory/po-items/create');
    await page.getByLabel('PO ID').fill('PO-7781');
    await fillReceiveForm([{ item: 'Bread Flour', quantity: '25', expires: isoDateIn(90) }]);
    await clickForAlert(page.getByRole('button', { name: 'Submit' }), alerts, SUCCESS.poReceived);
    await page.waitForURL(/\/inventory\/po-items$/);
    const row = page
      .getByRole('table', { name: 'PO items' })
      .getByRole('row')
      .filter({ hasText: 'PO-7781' });
    await row.waitFor();
    expect(await row.innerText()).toContain('Bread Flour');
    expect((await lotsOf(items.flour)).map((lot) => [lot.po_id, lot.quantity])).toEqual([
      ['PO-7781', 25_000],
    ]);
  });

  it('a waste report takes from the lot and appears in the reports list', async () => {
    const db = server.handle.db;
    const lotId = await insertLot(db, {
      itemId: items.cream,
      supplierId: refs.supplierId,
      receivedBy: await userIdOf(db, 'Manager'),
      quantity: 10_000,
      expirationDate: isoDateIn(3),
    });
    await page.goto('/reports/create');
    await pickItem(page, 'Double Cream');
    await page.getByLabel('Reason').selectOption('Expired');
    await page.getByLabel('Quantity').fill('2.5');
    await clickForAlert(
      page.getByRole('button', { name: 'Add Report' }),
      alerts,
      SUCCESS.reportAdded,
    );
    await page.waitForURL(/\/reports$/);
    const row = page
      .getByRole('table', { name: 'Waste reports' })
      .getByRole('row')
      .filter({ hasText: 'Double Cream' });
    await row.waitFor();
    expect(await row.innerText()).toContain('Expired');
    expect(await remainingOf(db, [lotId])).toEqual([7500]);
  });

  it('an offline delivery is kept, shown as pending and sent once when back online', async () => {
    // Counted on the context, so requests a service worker makes are seen too.
    const posts: Request[] = [];
    const failed: Request[] = [];
    const onRequest = (request: Request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === RECEIVE_PATH) {
        posts.push(request);
      }
    };
    const onFailed = (request: Request) => {
      if (posts.includes(request)) failed.push(request);
    };
    phone.on('request', onRequest);
    phone.on('requestfailed', onFailed);
    const milkLotsBefore = (await lotsOf(items.milk)).length;

    // Open the list and the form while online, so their chunks are loaded before going offline.
    await page.goto('/inventory/received-items');
    await page.getByRole('link', { name: '+ Add' }).click();
    await page.waitForURL(/\/create$/);
    await fillReceiveForm([{ item: 'Whole Milk', quantity: '6', expires: isoDateIn(30) }]);

    await phone.setOffline(true);
    await clickForAlert(page.getByRole('button', { name: 'Submit' }), alerts, OFFLINE_TEXT.queued);
    await page.waitForURL(/\/inventory\/received-items$/);
    const pending = page.getByRole('region', { name: 'Waiting to be sent' });
    await pending.getByText('Pending', { exact: true }).waitFor();
    expect(await pending.innerText()).toContain('6 × Whole Milk');
    expect((await lotsOf(items.milk)).length).toBe(milkLotsBefore);
    const postsWhileOffline = posts.length;

    const onlineAt = Date.now();
    await phone.setOffline(false);
    await expect
      .poll(async () => (await lotsOf(items.milk)).length, { timeout: 45_000, interval: 50 })
      .toBe(milkLotsBefore + 1);
    const storedAfterMs = Date.now() - onlineAt;
    await pending.waitFor({ state: 'detached', timeout: 15_000 });

    // The entry left the outbox: exactly one lot for the one submission.
    const milkLots = await lotsOf(items.milk);
    expect(milkLots).toHaveLength(milkLotsBefore + 1);
    expect(milkLots.filter((lot) => lot.quantity === 6000)).toHaveLength(1);
    console.log(
      `[offline run] record on the server ${storedAfterMs} ms after going online; ` +
        `POST ${RECEIVE_PATH} attempts: ${posts.length} in all ` +
        `(${postsWhileOffline} while offline, ${failed.length} failed, ` +
        `${posts.filter((request) => request.serviceWorker()).length} by the service worker); ` +
        `alerts: ${JSON.stringify(alerts.slice(-2))}`,
    );
    // The open list hears that it was sent and reloads: the new row shows next to the first.
    const table = page.getByRole('table', { name: 'Received items' });
    await expect
      .poll(() => table.getByRole('row').filter({ hasText: 'Whole Milk' }).count())
      .toBe(2);
    phone.off('request', onRequest);
    phone.off('requestfailed', onFailed);
  });

  it('an order is created, confirmed with a reason and takes its stock', async () => {
    const db = server.handle.db;
    const juice = await insertItem(db, refs, { name: 'Orange Juice', unit: 'L' });
    const lotId = await insertLot(db, {
      itemId: juice,
      supplierId: refs.supplierId,
      receivedBy: await userIdOf(db, 'Manager'),
      quantity: 20_000,
      expirationDate: isoDateIn(15),
    });
    const department = await db
      .selectFrom('departments')
      .select('name')
      .where('id', '=', refs.departmentId)
      .executeTakeFirstOrThrow();
    const manager = await browser.newContext({ baseURL: server.baseUrl });
    const desk = await manager.newPage();
    const seen = collectDialogs(desk);
    await signInAs(desk, server.baseUrl, 'Manager');
    await desk.goto('/orders/create');
    await desk.getByLabel('Department').selectOption({ label: department.name });
    await desk.getByLabel('Fulfillment Date-Time').fill(`${isoDateIn(1)}T09:30`);
    const line = desk.getByRole('group', { name: 'Item 1' });
    await pickItem(line, 'Orange Juice');
    await line.getByLabel('Quantity').fill('4');
    await clickForAlert(
      desk.getByRole('button', { name: 'Add Order' }),
      seen,
      SUCCESS.orderCreated,
    );
    await desk.waitForURL(/\/orders$/);
    const order = await db
      .selectFrom('orders')
      .select(['id', 'status'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const label = `ORD-${order.id}`;
    const row = desk
      .getByRole('table', { name: 'Orders' })
      .getByRole('row')
      .filter({ hasText: label });
    await row.waitFor();
    expect(await row.innerText()).toContain('Orange Juice');
    expect(await remainingOf(db, [lotId])).toEqual([20_000]);

    await row.getByRole('button', { name: `Confirm ${label}` }).click();
    const dialog = desk.getByRole('dialog', { name: `Confirm Order ${label}` });
    await dialog.waitFor();
    // A blank reason sends nothing (spec 5).
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText(VALIDATION.reasonRequired, { exact: true }).waitFor();
    await dialog.getByLabel('Reason').fill('Breakfast service');
    await clickForAlert(
      dialog.getByRole('button', { name: 'Confirm' }),
      seen,
      SUCCESS.orderConfirmed,
    );
    await expect.poll(() => remainingOf(db, [lotId])).toEqual([16_000]);
    // The page reloads (spec 4): the order now reads as closed and its buttons are disabled.
    const reloaded = desk
      .getByRole('table', { name: 'Orders' })
      .getByRole('row')
      .filter({ hasText: label });
    await expect
      .poll(() => reloaded.getByRole('button', { name: `Confirm ${label}` }).isDisabled())
      .toBe(true);
    const stored = await db
      .selectFrom('orders')
      .select(['status', 'reason'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'fulfilled', reason: 'Breakfast service' });
    await manager.close();
  });

  it("the waste report shows in the dashboard's 'Wasted Items Analysis' pie", async () => {
    // The 'Expired' report of the waste test above (2.5 L of Double Cream).
    await page.goto('/dashboard');
    const panel = page.getByRole('region', { name: 'Wasted Items Analysis' });
    await panel.waitFor();
    // A drawn sector for the reason, and its key entry with the quantity (legend or list).
    await panel.locator('svg path.recharts-sector[name="Expired"]').waitFor();
    await expect.poll(() => panel.innerText()).toMatch(/Expired:?\s*2\.5\b/);
  });
});
