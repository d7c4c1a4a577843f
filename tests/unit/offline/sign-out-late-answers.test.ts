import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { database, resetDatabaseForTests } from '../../../src/offline/database';
import { forgetSignedOutUser } from '../../../src/offline/device-data';
import { stopDeviceSync, syncDevice } from '../../../src/offline/device-sync/device-sync';
import { rememberNearExpiryList } from '../../../src/offline/near-expiry-store';
import { writeTicket } from '../../../src/offline/write-session';
import { jsonResponse } from '../support/json';
import { stubFetch, type FetchCall } from '../support/fake-api';
import { makeToken, signIn, signOut } from '../support/session';

const ORDER = { PurchaseOrderId: 22, SupplierID: 3, PONumber: 'PO-000022', Status: 'sent' };
const STOCKTAKE = { StocktakeId: 5, Status: 'open', Name: 'Cold store' };
const NEAR_EXPIRY = [{ ID: 1, ItemName: 'Whole Milk', Quantity: 4 }];

/** Every list device sync asks for, answered at once. */
function answerOf(call: FetchCall): Response {
  const list = call.pathname.replace(/^\//, '');
  switch (list) {
    case 'purchase-orders':
      return jsonResponse({ totalCount: 1, purchaseOrders: [ORDER] });
    case 'stocktakes':
      return jsonResponse({ stocktakes: [STOCKTAKE] });
    case 'stocktakes/5':
      return jsonResponse({ ...STOCKTAKE, lines: [] });
    case 'receive-items/near-expiry':
      return jsonResponse(NEAR_EXPIRY);
    case 'roles':
      return jsonResponse({ roles: [{ RoleId: 1, RoleName: 'Administrator' }] });
    default:
      return jsonResponse({ totalCount: 0, [list]: [], cursor: 'c1' });
  }
}

/**
 * Holds the first answer to `path` until released; the rest are answered at once. Resolves
 * `asked` when that request went out.
 */
function holdAnswerTo(path: string) {
  let release: () => void = () => undefined;
  let asked: () => void = () => undefined;
  const askedNow = new Promise<void>((resolve) => (asked = resolve));
  let held = false;
  const calls = stubFetch((call) => {
    if (held || call.pathname !== path) return answerOf(call);
    held = true;
    asked();
    return new Promise<Response>((resolve) => (release = () => resolve(answerOf(call))));
  });
  return { calls, asked: askedNow, release: () => release() };
}

/** Sign Out as the layout does it (Layout.signOutNow): the device's data, the session, the sync. */
async function signOutNow(): Promise<void> {
  const forgotten = forgetSignedOutUser();
  signOut();
  stopDeviceSync();
  await forgotten;
}

async function privateListsOnDevice() {
  const db = database();
  return {
    purchaseOrders: await db.purchaseOrders.toArray(),
    listPages: (await db.listPages.toArray()).map((page) => page.key),
  };
}

describe('answers arriving after Sign Out (issue 32, row 6)', () => {
  beforeEach(async () => {
    await resetDatabaseForTests();
    signIn({ token: makeToken(3600, Date.now(), '7'), userName: 'Alice' });
  });
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
  });

  it('does not write the open purchase orders answered after Sign Out; the next sign-in syncs them', async () => {
    const network = holdAnswerTo('/purchase-orders');
    const sync = syncDevice('Administrator');
    await network.asked;

    await signOutNow();
    network.release();
    await sync.catch(() => undefined);

    expect(await privateListsOnDevice()).toEqual({ purchaseOrders: [], listPages: [] });
    expect(await database().cacheMeta.get('purchaseOrders')).toBeUndefined();

    // Another user signs in on the same device: their sync brings the orders their role reads.
    signIn({ token: makeToken(3600, Date.now(), '8'), userName: 'Bob' });
    await syncDevice('Administrator');
    expect((await database().purchaseOrders.toArray()).map((row) => row.PurchaseOrderId)).toEqual([
      22,
    ]);
    expect((await privateListsOnDevice()).listPages).toContain('stocktakes?');
  });

  it('does not write a list page (the open stocktakes) answered after Sign Out', async () => {
    const network = holdAnswerTo('/stocktakes');
    const sync = syncDevice('Administrator');
    await network.asked;

    await signOutNow();
    network.release();
    await sync.catch(() => undefined);

    expect(await privateListsOnDevice()).toEqual({ purchaseOrders: [], listPages: [] });
  });

  it('does not write an answer asked by one user after another user signed in', async () => {
    const network = holdAnswerTo('/purchase-orders');
    const sync = syncDevice('Administrator');
    await network.asked;

    await signOutNow();
    signIn({ token: makeToken(3600, Date.now(), '8'), userName: 'Bob' });
    network.release();
    await sync.catch(() => undefined);

    // Bob's own sync has not run: nothing of Alice's answer is his.
    expect((await privateListsOnDevice()).purchaseOrders).toEqual([]);
  });

  it("does not save the bell's near-expiry list polled before Sign Out", async () => {
    const ticket = writeTicket();
    await signOutNow();
    rememberNearExpiryList(NEAR_EXPIRY, Date.now(), ticket);
    // The save runs in the background: give it time to (not) land.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await privateListsOnDevice()).listPages).toEqual([]);
  });

  it('keeps the shared catalogue through Sign Out (README: Offline use)', async () => {
    stubFetch((call) =>
      call.pathname === '/suppliers'
        ? jsonResponse({
            totalCount: 1,
            suppliers: [{ SupplierId: 1, name: 'Harbour Fish' }],
            cursor: 'c1',
          })
        : answerOf(call),
    );
    await syncDevice('Administrator');
    await signOutNow();
    expect(await database().suppliers.count()).toBe(1);
    expect((await database().cacheMeta.get('suppliers'))?.cursor).toBe('c1');
    expect(await privateListsOnDevice()).toEqual({ purchaseOrders: [], listPages: [] });
  });
});
