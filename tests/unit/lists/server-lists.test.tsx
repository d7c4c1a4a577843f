import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EVENT_LISTS, eventListsOf, type EventListName } from '../../../contract/events';
import { SERVER_LIST_IDS, kindsOf, listOfKind } from '../../../contract/lists';
import { SessionProvider } from '../../../src/hooks/SessionContext';
import { useListReload } from '../../../src/hooks/useServerList';
import { ROUTES } from '../../../src/lib/routes';
import { announceListChange } from '../../../src/offline/device-sync/list-changes';
import { resetDatabaseForTests } from '../../../src/offline/database';
import { listPageKey, recordPageKey } from '../../../src/offline/list-pages';
import { notifyOutboxSent } from '../../../src/offline/outbox/events';
import { OUTBOX_KIND_NAMES, outboxListPath } from '../../../src/offline/outbox/kinds';
import { clearTestSession, storeTestSession } from '../support/app-shell';

/**
 * contract/lists.ts names each list once; what derives from it is on the wire or on devices and
 * must stay letter for letter what it was before the table (issue 33).
 */
describe('the names derived from the table of server lists', () => {
  it('are the live events the server sent before', () => {
    expect(EVENT_LISTS).toEqual([
      'items',
      'categories',
      'locations',
      'suppliers',
      'departments',
      'receive-items',
      'waste',
      'orders',
      'purchase-orders',
      'near-expiry',
      // Issue 34 (design: Sites and transfers): a list of its own, added after the others.
      'transfers',
    ]);
    expect(eventListsOf('lots')).toEqual(['receive-items', 'near-expiry']);
    expect(eventListsOf('item_areas')).toEqual(['locations']);
    expect(eventListsOf('purchase_orders')).toEqual(['purchase-orders']);
    expect(eventListsOf('users')).toEqual([]);
    expect(eventListsOf('stocktake:7')).toEqual(['stocktake:7']);
  });

  it('are the saved-page keys devices already hold', () => {
    expect(listPageKey('received-items', 'page=1')).toBe('received-items?page=1');
    expect(listPageKey('po-items', '')).toBe('po-items?');
    expect(listPageKey('waste', '')).toBe('waste?');
    expect(listPageKey('orders', 'page=2')).toBe('orders?page=2');
    expect(listPageKey('purchase-orders', '')).toBe('purchase-orders?');
    expect(listPageKey('stocktakes', '')).toBe('stocktakes?');
    expect(listPageKey('dashboard', 'summary')).toBe('dashboard?summary');
    expect(listPageKey('stock-value', 'groupBy=item')).toBe('stock-value?groupBy=item');
    expect(recordPageKey('stocktakes', 7)).toBe('stocktake?7');
    expect(recordPageKey('purchase-orders', 12)).toBe('purchase-order?12');
  });

  it('send each outbox kind to the list screen it went to before, one list per kind', () => {
    expect(
      Object.fromEntries(OUTBOX_KIND_NAMES.map((kind) => [kind, outboxListPath(kind)])),
    ).toEqual({
      receive: ROUTES.receivedItems,
      'po-receive': ROUTES.poItems,
      waste: ROUTES.wasteReports,
      order: ROUTES.orders,
      stocktake: ROUTES.stocktakes,
      'stocktake-count': ROUTES.stocktakes,
      'stocktake-count-delete': ROUTES.stocktakes,
      'purchase-order': ROUTES.purchaseOrders,
      'purchase-order-edit': ROUTES.purchaseOrders,
      'purchase-order-send': ROUTES.purchaseOrders,
      'purchase-order-cancel': ROUTES.purchaseOrders,
      // Issue 35: an Administrator's decisions on an order awaiting approval.
      'po-approve': ROUTES.purchaseOrders,
      'po-reject': ROUTES.purchaseOrders,
      // Issue 34: new kinds, their list's screen.
      transfer: ROUTES.transfers,
      'transfer-receive': ROUTES.transfers,
      'transfer-cancel': ROUTES.transfers,
    });
    for (const kind of OUTBOX_KIND_NAMES) {
      const owners = SERVER_LIST_IDS.filter((id) => kindsOf(id).includes(kind));
      expect(owners, kind).toEqual([listOfKind(kind)]);
    }
  });
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <SessionProvider>{children}</SessionProvider>
);

describe('a list screen reloads on what the table says it follows', () => {
  beforeEach(async () => {
    await resetDatabaseForTests();
    storeTestSession({ userName: 'Alice' });
  });
  afterEach(() => clearTestSession());

  it('the stock value: receipts, PO receipts and waste sent, stock events; not stocktakes', () => {
    const { result } = renderHook(() => useListReload('stock-value'), { wrapper });
    let last = result.current;
    const moved = () => {
      const changed = result.current !== last;
      last = result.current;
      return changed;
    };
    act(() => notifyOutboxSent(['stocktake']));
    expect(moved()).toBe(false);
    act(() => notifyOutboxSent(['po-receive']));
    expect(moved()).toBe(true);
    act(() => notifyOutboxSent(['waste']));
    expect(moved()).toBe(true);
    act(() => announceListChange({ list: 'receive-items', version: 5 }));
    expect(moved()).toBe(true);
    act(() => announceListChange({ list: 'orders', version: 6 }));
    expect(moved()).toBe(true);
    act(() => announceListChange({ list: 'stocktake:3', version: 7 }));
    expect(moved()).toBe(false);
  });

  it("the stocktakes: any stocktake's event and a new stocktake sent, not a count", () => {
    const { result } = renderHook(() => useListReload('stocktakes'), { wrapper });
    let last = result.current;
    const moved = () => {
      const changed = result.current !== last;
      last = result.current;
      return changed;
    };
    act(() => announceListChange({ list: 'stocktake:3', version: 7 }));
    expect(moved()).toBe(true);
    // A malformed name (the stream is the server's, but a list must not trust it).
    act(() => announceListChange({ list: 'stocktake:x' as EventListName, version: 8 }));
    expect(moved()).toBe(false);
    act(() => notifyOutboxSent(['stocktake-count']));
    expect(moved()).toBe(false);
    act(() => notifyOutboxSent(['stocktake']));
    expect(moved()).toBe(true);
  });
});
