import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserEngines, launchEngine } from '../support/browser-engines';
import { drawBarcode } from '../support/fake-camera';
import {
  installBarcodeCamera,
  openTitled,
  orderOffline,
  receiveOffline,
  reportWasteOffline,
  signInToReadyOffline,
  waitForServiceWorker,
} from '../support/engine-journeys';
import type { EngineName, EngineSession } from '../support/engine-session';
import { startLiveServer, type LiveServer } from '../support/live-server';
import { isoDateIn } from '../support/e2e-fixtures';
import {
  insertItem,
  insertLot,
  insertReferences,
  referenceNames,
  userIdOf,
} from '../support/stock-fixtures';
import { ROLE_PAGES } from '../../contract/roles';
import { APP_ROUTES } from '../../src/app/route-table';
import { startFaultProxy, type FaultProxy } from './fault-proxy';
import { privateWebRoot } from './pwa-harness';

/**
 * How long the Wi-Fi stays without a route before it comes back: long enough that rounds which
 * back off (2, 4, 8 s…) would be far apart by then.
 */
const OUTAGE_MS = 15_000;
/** Issue 37: a saved submission leaves within this long of the server answering again. */
const RECONNECT_LIMIT_MS = 5_000;

/**
 * The browser tests every engine runs (issue 37), one file per engine so each one's time shows:
 * the same body through tests/support/engine-session.ts.
 */
export function describeEveryEngine(engine: EngineName): void {
  describe.runIf(browserEngines().includes(engine))(`the app in ${engine}`, () => {
    let server: LiveServer;
    let proxy: FaultProxy;
    let session: EngineSession;
    let dist: ReturnType<typeof privateWebRoot>;
    const items = { milk: 0, cream: 0 };
    const names = { supplier: '', department: '' };
    /** Each `:id` of a route path: a record of the fixture. */
    const ids: Record<string, number> = {};

    const count = async (table: 'lots' | 'waste' | 'orders') =>
      Number(
        (
          await server.handle.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    const wasteCount = async (itemId: number) =>
      (
        await server.handle.db
          .selectFrom('waste')
          .select('id')
          .where('item_id', '=', itemId)
          .execute()
      ).length;

    beforeAll(async () => {
      dist = privateWebRoot();
      server = await startLiveServer({ webRoot: dist.webRoot });
      const refs = await insertReferences(server.handle.db);
      const db = server.handle.db;
      items.milk = await insertItem(db, refs, { name: 'Oat Milk', unit: 'L' });
      await insertLot(db, {
        itemId: items.milk,
        supplierId: refs.supplierId,
        receivedBy: await userIdOf(db, 'Manager'),
        quantity: 100_000,
        expirationDate: isoDateIn(5),
      });
      items.cream = await insertItem(db, refs, { name: 'Single Cream', unit: 'L' });
      Object.assign(names, await referenceNames(db, refs));
      const stocktake = await server.api({
        method: 'POST',
        path: '/stocktakes',
        role: 'Manager',
        payload: { name: 'Cooler count', itemAreaIds: [refs.itemAreaId] },
      });
      const order = await server.api({
        method: 'POST',
        path: '/purchase-orders',
        role: 'Manager',
        payload: {
          supplierId: refs.supplierId,
          lines: [{ itemId: items.milk, quantity: 2, unitCost: 10 }],
        },
      });
      Object.assign(ids, {
        items: items.milk,
        users: await userIdOf(db, 'Viewer'),
        suppliers: refs.supplierId,
        categories: refs.categoryId,
        departments: refs.departmentId,
        stocktakes: stocktake.json<{ StocktakeId: number }>().StocktakeId,
        'purchase-orders': order.json<{ PurchaseOrderId: number }>().PurchaseOrderId,
      });
      proxy = await startFaultProxy(server.baseUrl);
      session = await launchEngine(engine);
    });
    afterAll(async () => {
      await session.close();
      await proxy.close();
      await server.close();
      dist.remove();
    });

    it('signs in to "Ready offline" with the app installed', async () => {
      await signInToReadyOffline(session, proxy.baseUrl);
      await waitForServiceWorker(session);
      await session.waitForTestId('ready-offline');
      expect(await session.problemsSeen()).toEqual([]);
    });

    it('sends a report saved on a Wi-Fi without route within 5 s of the server answering, navigator.onLine never changing', async () => {
      await session.run(
        `(window.__onlineChanges = 0, addEventListener('offline', () => window.__onlineChanges++), addEventListener('online', () => window.__onlineChanges++), true)`,
      );
      // A retried test finds the first attempt's report there.
      const before = await wasteCount(items.milk);
      session.networkCut();
      await proxy.refuseConnections();
      let back = 0;
      try {
        await reportWasteOffline(session, 'Oat Milk');
        await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
        expect(await wasteCount(items.milk)).toBe(before);
      } finally {
        await proxy.acceptConnections();
        back = Date.now();
        session.networkBack();
      }
      await expect
        .poll(() => wasteCount(items.milk), { timeout: 30_000, interval: 50 })
        .toBe(before + 1);
      const arrivedAfter = Date.now() - back;
      expect(await session.run('[navigator.onLine, window.__onlineChanges]')).toEqual([true, 0]);
      expect(arrivedAfter).toBeLessThan(RECONNECT_LIMIT_MS);
      expect(await session.problemsSeen()).toEqual([]);
    });

    it('a delivery, a waste report and an order made offline arrive exactly once when the network returns', async () => {
      const before = {
        lots: await count('lots'),
        waste: await count('waste'),
        orders: await count('orders'),
      };
      session.networkCut();
      await proxy.refuseConnections();
      try {
        await receiveOffline(session, names.supplier, 'Single Cream', isoDateIn(30));
        await reportWasteOffline(session, 'Oat Milk');
        await orderOffline(session, names.department, 'Oat Milk', `${isoDateIn(2)}T10:00`);
      } finally {
        // A step that failed leaves no outage behind for the next test.
        await proxy.acceptConnections();
        session.networkBack();
      }
      const after = async () => ({
        lots: (await count('lots')) - before.lots,
        waste: (await count('waste')) - before.waste,
        orders: (await count('orders')) - before.orders,
      });
      await expect.poll(after, { timeout: 30_000 }).toEqual({ lots: 1, waste: 1, orders: 1 });
      // Nothing more comes: the outbox is empty and no repeat is applied.
      await session.waitFor(
        `new Promise((resolve) => { const open = indexedDB.open('inventory'); open.onsuccess = () => { const all = open.result.transaction('outbox').objectStore('outbox').count(); all.onsuccess = () => { open.result.close(); resolve(all.result === 0); }; }; })`,
        'an empty outbox',
      );
      expect(await after()).toEqual({ lots: 1, waste: 1, orders: 1 });
      expect(await session.problemsSeen()).toEqual([]);
    });

    it('opens every route the Manager may open, each under its title, drawing without errors', async () => {
      const routes = APP_ROUTES.filter((route) => ROLE_PAGES.Manager.includes(route.page));
      // Transfer Detail needs a transfer, and so a second site (issue 34): made here, after the
      // offline journeys, which stay those of a single-site install.
      const bar = await server.api({
        method: 'POST',
        path: '/sites',
        role: 'Administrator',
        payload: { name: 'Bar' },
      });
      expect(bar.statusCode, bar.body).toBe(201);
      const transfer = await server.api({
        method: 'POST',
        path: '/transfers',
        role: 'Manager',
        payload: {
          toSiteId: bar.json<{ SiteId: number }>().SiteId,
          lines: [{ itemId: items.milk, quantity: 1 }],
        },
      });
      expect(transfer.statusCode, transfer.body).toBe(201);
      ids.transfers = transfer.json<{ TransferId: number }>().TransferId;
      // Every page loads what it shows: none alerts a failure.
      const alertsBefore = session.dialogs.length;
      for (const route of routes) {
        const path = route.path.replace(
          /\/([a-z-]+)\/:id/,
          (_, list: string) => `/${list}/${ids[list]}`,
        );
        await openTitled(session, path, route.title);
      }
      // The dashboard's charts and Item Movement's table, drawn once more after the walk.
      await openTitled(session, '/dashboard', 'Dashboard');
      expect(routes.length).toBeGreaterThan(30);
      expect(session.dialogs.slice(alertsBefore)).toEqual([]);
      expect(await session.problemsSeen()).toEqual([]);
    });

    it('picks an item by its barcode through the camera', async () => {
      const { barcode } = await server.handle.db
        .selectFrom('items')
        .select('barcode')
        .where('id', '=', items.cream)
        .executeTakeFirstOrThrow();
      await session.goInApp('/reports/create');
      await session.waitFor(`window.__e2e.hasField('Item', null)`, 'the waste form');
      await installBarcodeCamera(session, await drawBarcode('code128', barcode));
      await session.click('Scan');
      await session.waitFor(
        `window.__e2e.value('Item', null) === 'Single Cream'`,
        'Single Cream picked by its barcode',
      );
      expect(await session.problemsSeen()).toEqual([]);
    });
  });
}
