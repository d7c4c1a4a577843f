import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserEngines, launchEngine } from '../support/browser-engines';
import {
  reportWasteOffline,
  signInToReadyOffline,
  waitForServiceWorker,
} from '../support/engine-journeys';
import type { EngineName, EngineSession } from '../support/engine-session';
import { startLiveServer, type LiveServer } from '../support/live-server';
import { isoDateIn } from '../support/e2e-fixtures';
import { insertItem, insertLot, insertReferences, userIdOf } from '../support/stock-fixtures';
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
    const items = { milk: 0 };

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
      await reportWasteOffline(session, 'Oat Milk');
      await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
      expect(await wasteCount(items.milk)).toBe(before);

      await proxy.acceptConnections();
      const back = Date.now();
      session.networkBack();
      await expect
        .poll(() => wasteCount(items.milk), { timeout: 30_000, interval: 50 })
        .toBe(before + 1);
      const arrivedAfter = Date.now() - back;
      expect(await session.run('[navigator.onLine, window.__onlineChanges]')).toEqual([true, 0]);
      expect(arrivedAfter).toBeLessThan(RECONNECT_LIMIT_MS);
      expect(await session.problemsSeen()).toEqual([]);
    });
  });
}
