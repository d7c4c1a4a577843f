import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_TEXT } from '../../contract/messages';
import { API_BASE_PATH, ENDPOINTS } from '../../contract/paths';
import { browserAvailable, collectDialogs, signInAs } from '../support/browser';
import { clickForAlert, isoDateIn, pickItem } from '../support/e2e-fixtures';
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
  outboxBadgeLabel,
  waitForServiceWorker,
  type PwaContext,
} from './pwa-harness';
import { startLossyProxy, type LossyProxy } from './pwa-proxy';

const RECEIVE_PATH = `${API_BASE_PATH}${ENDPOINTS.receiveItems}`;
const WASTE_PATH = `${API_BASE_PATH}${ENDPOINTS.wasteItems}`;

describe.runIf(browserAvailable())('the outbox of the installed app', () => {
  let server: LiveServer;
  let proxy: LossyProxy;
  let pwa: PwaContext;
  let page: Page;
  let alerts: string[];
  let supplierName: string;
  let departmentName: string;
  const items = { milk: 0, cream: 0, sugar: 0, bulk: 0 };

  const lotCount = async (itemId: number) =>
    (await server.handle.db.selectFrom('lots').select('id').where('item_id', '=', itemId).execute())
      .length;
  const wasteCount = async (itemId: number) =>
    (
      await server.handle.db
        .selectFrom('waste')
        .select('id')
        .where('item_id', '=', itemId)
        .execute()
    ).length;
  const orderCount = async () =>
    (await server.handle.db.selectFrom('orders').select('id').execute()).length;

  /** Received form: supplier and one row; Submit; waits for the given alert. */
  async function receive(item: string, quantity: string, alert: string) {
    await openInApp(page, '/inventory/received-items/create');
    await page.getByLabel('Supplier').selectOption({ label: supplierName });
    const row = page.getByRole('group', { name: 'Row 1' });
    await pickItem(row, item);
    await row.getByLabel('Quantity').fill(quantity);
    await row.getByLabel('Expiration Date').fill(isoDateIn(30));
    await clickForAlert(page.getByRole('button', { name: 'Submit' }), alerts, alert);
    await page.waitForURL(/\/inventory\/received-items$/);
  }

  async function reportWaste(item: string, quantity: string) {
    await openInApp(page, '/reports/create');
    await pickItem(page, item);
    await page.getByLabel('Reason').selectOption('Expired');
    await page.getByLabel('Quantity').fill(quantity);
    await clickForAlert(
      page.getByRole('button', { name: 'Add Report' }),
      alerts,
      OFFLINE_TEXT.queued,
    );
    await page.waitForURL(/\/reports$/);
  }

  async function order(item: string, quantity: string) {
    await openInApp(page, '/orders/create');
    await page.getByLabel('Department').selectOption({ label: departmentName });
    await page.getByLabel('Fulfillment Date-Time').fill(`${isoDateIn(2)}T10:00`);
    const line = page.getByRole('group', { name: 'Item 1' });
    await pickItem(line, item);
    await line.getByLabel('Quantity').fill(quantity);
    await clickForAlert(
      page.getByRole('button', { name: 'Add Order' }),
      alerts,
      OFFLINE_TEXT.queued,
    );
    await page.waitForURL(/\/orders$/);
  }

  /** The `online` event fires: every open tab's replay loop starts a round. */
  async function comeBackOnline() {
    await pwa.context.setOffline(false);
  }

  let dist: ReturnType<typeof privateWebRoot>;

  beforeAll(async () => {
    dist = privateWebRoot();
    server = await startLiveServer({ webRoot: dist.webRoot });
    const db = server.handle.db;
    const refs = await insertReferences(db);
    ({ supplier: supplierName, department: departmentName } = await referenceNames(db, refs));
    items.milk = await insertItem(db, refs, { name: 'Oat Milk', unit: 'L' });
    items.cream = await insertItem(db, refs, { name: 'Single Cream', unit: 'L' });
    items.sugar = await insertItem(db, refs, { name: 'Icing Sugar', unit: 'kg' });
    items.bulk = await insertItem(db, refs, { name: 'Table Salt', unit: 'kg' });
    await insertLot(db, {
      itemId: items.cream,
      supplierId: refs.supplierId,
      receivedBy: await userIdOf(db, 'Manager'),
      quantity: 10_000,
      expirationDate: isoDateIn(5),
    });
    proxy = await startLossyProxy(server.baseUrl);
    pwa = await launchPwaContext(proxy.baseUrl, { width: 390, height: 844 });
    page = await pwa.context.newPage();
    alerts = collectDialogs(page);
    await signInAs(page, proxy.baseUrl, 'Manager');
    await waitForServiceWorker(page);
    // Seen once online, so the forms have their reference data offline.
    for (const path of ['/inventory/received-items/create', '/reports/create', '/orders/create']) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await page.waitForLoadState('load');
      // The live-updates stream stays open, so the network is never idle: wait for the worker.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    }
    // As a clerk would before walking to the dock: every list saved on the device (a page load
    // above may have cut device sync short; going offline before it ends left no suppliers).
    await page.getByTestId('ready-offline').waitFor();
  });
  afterAll(async () => {
    await pwa.close();
    await proxy.close();
    await server.close();
    dist.remove();
  });

  it('three submissions made offline show on the badge and reach the server once each', async () => {
    await pwa.context.setOffline(true);
    await receive('Oat Milk', '4', OFFLINE_TEXT.queued);
    await reportWaste('Single Cream', '1');
    await order('Icing Sugar', '2');
    await expect.poll(() => outboxBadgeLabel(page)).toBe('3 submissions waiting');
    expect([await lotCount(items.milk), await wasteCount(items.cream), await orderCount()]).toEqual(
      [0, 0, 0],
    );

    await comeBackOnline();
    await expect.poll(() => outboxBadgeLabel(page), { timeout: 20_000 }).toBeNull();
    expect([await lotCount(items.milk), await wasteCount(items.cream), await orderCount()]).toEqual(
      [1, 1, 1],
    );
    // A reload (another replay trigger) sends nothing more.
    await page.reload();
    await page.waitForLoadState('load');
    // The live-updates stream stays open, so the network is never idle: wait for the worker.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    expect([await lotCount(items.milk), await wasteCount(items.cream), await orderCount()]).toEqual(
      [1, 1, 1],
    );
  });

  it('an answer lost on the way back is replayed without a duplicate', async () => {
    const before = await lotCount(items.sugar);
    proxy.loseNextAnswerTo(RECEIVE_PATH);
    // Online: the server commits, the browser sees a network error and keeps the entry.
    await receive('Icing Sugar', '7', OFFLINE_TEXT.queued);
    expect(await lotCount(items.sugar)).toBe(before + 1);
    // The entry stays queued; the next replay (Background Sync, the online event, the timer)
    // sends it again with the same key and the server answers from its idempotency record.
    await pwa.context.setOffline(true);
    await comeBackOnline();
    await expect.poll(() => outboxBadgeLabel(page), { timeout: 20_000 }).toBeNull();
    expect(await lotCount(items.sugar)).toBe(before + 1);
    const keys = proxy.posts.filter((post) => post.path === RECEIVE_PATH).map((post) => post.key);
    const last = keys.at(-1);
    expect(keys.filter((key) => key === last)).toHaveLength(2);
  });

  it('a refused submission shows as failed with the server message and can be discarded', async () => {
    const before = await wasteCount(items.cream);
    await pwa.context.setOffline(true);
    await reportWaste('Single Cream', '500');
    await comeBackOnline();
    await expect
      .poll(() => outboxBadgeLabel(page), { timeout: 20_000 })
      .toBe('1 submission waiting');
    const badge = page.getByTestId('outbox-badge');
    await expect.poll(() => badge.getAttribute('class')).toContain('has-failed');

    // The same request straight to the server says why.
    const direct = await server.api({
      method: 'POST',
      role: 'Manager',
      path: ENDPOINTS.wasteItems,
      payload: { itemId: items.cream, reason: 'Expired', quantity: '500' },
    });
    expect(direct.statusCode).toBeGreaterThanOrEqual(400);
    const message = direct.json<{ error: { message: string } }>().error.message;

    await badge.click();
    const panel = page.getByRole('dialog', { name: 'Submissions not yet sent' });
    await panel.getByText('Failed', { exact: true }).waitFor();
    expect(await panel.getByRole('alert').innerText()).toBe(message);
    expect(await panel.innerText()).toContain('500 × Single Cream (Expired)');
    expect(await panel.innerText()).toContain('by manager');
    await panel.getByRole('button', { name: 'Discard' }).click();
    const confirm = page.getByRole('dialog', { name: 'Discard submission' });
    await confirm.getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => outboxBadgeLabel(page)).toBeNull();
    expect(await wasteCount(items.cream)).toBe(before);
    expect(proxy.posts.filter((post) => post.path === WASTE_PATH).length).toBeGreaterThan(0);
  });

  it('two tabs open while coming back online send each entry once', async () => {
    const second = await pwa.context.newPage();
    await second.goto('/reports', { waitUntil: 'domcontentloaded' });
    await second.getByRole('heading', { name: /Reports/, level: 1 }).waitFor();
    // The clerk types in the first tab: a background tab's timers are throttled (each
    // submission took 6 s to type there), the other tab only listens.
    await page.bringToFront();
    const before = await lotCount(items.bulk);
    const postsBefore = proxy.posts.length;

    await pwa.context.setOffline(true);
    await receive('Table Salt', '1', OFFLINE_TEXT.queued);
    await receive('Table Salt', '2', OFFLINE_TEXT.queued);
    await receive('Table Salt', '3', OFFLINE_TEXT.queued);
    await expect.poll(() => outboxBadgeLabel(second)).toBe('3 submissions waiting');

    await comeBackOnline();
    await expect.poll(() => outboxBadgeLabel(page), { timeout: 20_000 }).toBeNull();
    await expect.poll(() => outboxBadgeLabel(second), { timeout: 20_000 }).toBeNull();
    expect(await lotCount(items.bulk)).toBe(before + 3);
    const sent = proxy.posts.slice(postsBefore).filter((post) => post.path === RECEIVE_PATH);
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((post) => post.key)).size).toBe(3);
    await second.close();
  });

  it('the service worker replays on a Background Sync event with no app page open', async () => {
    const before = await lotCount(items.sugar);
    await pwa.context.setOffline(true);
    await receive('Icing Sugar', '11', OFFLINE_TEXT.queued);
    // No page of the app is left to replay: only the worker can send it now.
    await page.goto('about:blank');
    await pwa.context.setOffline(false);
    const cdp = await pwa.context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((entry) => entry.scopeURL.startsWith(proxy.baseUrl));
        if (ours) resolve(ours.registrationId);
      });
    });
    try {
      await cdp.send('ServiceWorker.enable');
      const sync = {
        origin: proxy.baseUrl,
        registrationId: await registrationId,
        tag: 'outbox-replay',
        lastChance: false,
      };
      // As the browser does, fire the sync again until it succeeds (a round may still see the
      // network as down just after it returns).
      await expect
        .poll(
          async () => {
            await cdp.send('ServiceWorker.dispatchSyncEvent', sync).catch(() => undefined);
            return lotCount(items.sugar);
          },
          { timeout: 30_000, interval: 1000 },
        )
        .toBe(before + 1);
    } finally {
      await cdp.detach();
    }
    await page.goto('/inventory/received-items', { waitUntil: 'domcontentloaded' });
    await expect.poll(() => outboxBadgeLabel(page)).toBeNull();
    expect(await lotCount(items.sugar)).toBe(before + 1);
  });

  it('measures the replay of 100 queued submissions', async () => {
    const before = await lotCount(items.bulk);
    await pwa.context.setOffline(true);
    await receive('Table Salt', '1', OFFLINE_TEXT.queued);
    // 99 more like it, each its own entry with its own key, written as the app writes them.
    await page.evaluate(`new Promise((resolve, reject) => {
      const open = indexedDB.open('inventory');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const tx = db.transaction('outbox', 'readwrite');
        const store = tx.objectStore('outbox');
        const all = store.getAll();
        all.onsuccess = () => {
          const template = all.result[0];
          for (let i = 1; i < 100; i++) {
            store.put({ ...template, id: crypto.randomUUID(), seq: template.seq + i, createdAt: template.createdAt + i });
          }
        };
        tx.oncomplete = () => { db.close(); resolve(true); };
        tx.onerror = () => reject(tx.error);
      };
    })`);
    await page.reload();
    await expect.poll(() => outboxBadgeLabel(page)).toBe('100 submissions waiting');

    const started = performance.now();
    await comeBackOnline();
    await expect
      .poll(() => lotCount(items.bulk), { timeout: 60_000, interval: 50 })
      .toBe(before + 100);
    const elapsed = performance.now() - started;
    await expect.poll(() => outboxBadgeLabel(page), { timeout: 20_000 }).toBeNull();
    console.log(`PWA outbox replay: 100 queued submissions sent in ${elapsed.toFixed(0)} ms`);
  });
  it('Sign Out anyway seals a pending entry; the same user signing in again sends it once', async () => {
    const before = await wasteCount(items.milk);
    await pwa.context.setOffline(true);
    await reportWaste('Oat Milk', '3');
    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    await page.getByRole('button', { name: 'Sign Out anyway' }).click();
    await page.waitForURL(/\/login$/);

    // What the next person at the device could read: the outbox as IndexedDB stores it.
    const storedOutbox = () =>
      page.evaluate<string>(`new Promise((resolve, reject) => {
        const open = indexedDB.open('inventory');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => { open.result.close(); resolve(JSON.stringify(all.result)); };
          all.onerror = () => reject(all.error);
        };
      })`);
    await expect.poll(storedOutbox).toContain('"sealed"');
    const stored = await storedOutbox();
    for (const clear of [
      'Oat Milk',
      'itemId',
      'quantity',
      'Expired',
      'manager',
      ENDPOINTS.wasteItems,
    ]) {
      expect(stored).not.toContain(clear);
    }

    await comeBackOnline();
    await signInAs(page, proxy.baseUrl, 'Manager');
    await expect.poll(() => wasteCount(items.milk), { timeout: 40_000 }).toBe(before + 1);
    await expect.poll(() => outboxBadgeLabel(page), { timeout: 20_000 }).toBeNull();
    const keys = proxy.posts.filter((post) => post.path === WASTE_PATH).map((post) => post.key);
    expect(keys.filter((key) => key === keys.at(-1))).toHaveLength(1);
  });
});
