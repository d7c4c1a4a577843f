import { NO_REORDERING } from '../../../contract/schemas/reference';
/**
 * Helpers for the stock screens' tests (received, PO, waste): a signed-in session, reference
 * fixtures, and fetch stubbed at the boundary with the query and headers of every call.
 */
import type { Item, Supplier } from '../../../contract/schemas/reference';
import type { ReceivedItem, StockItem, WasteItem } from '../../../contract/schemas/stock';
import { json } from '../support/reference-screens';
import { stubFetch as stubApi, type FetchCall } from '../support/fake-api';
import { makeToken, signIn as signInWith, signOut } from '../support/session';

export { failure, json, renderRoutes, spyAlert, stamp } from '../support/reference-screens';

export const CLERK = 'clerk';
/** The clerk's user id: the `sub` of the token signIn stores. */
export const CLERK_ID = '3';

/** The element at `index` (negative counts from the end), failing the test when it is missing. */
export function at<T>(list: readonly T[], index: number): T {
  const value = list.at(index);
  if (value === undefined) throw new Error(`Nothing at index ${index} of ${list.length}`);
  return value;
}

/** Signs a user in through the app's session storage with a token valid 1 h. */
export function signIn(roleName = 'Warehouse Staff', userName = CLERK): void {
  signInWith({ token: makeToken(3600, Date.now(), CLERK_ID), roleId: 3, roleName, userName });
}

export function signOutForTests(): void {
  signOut();
}

function item(itemId: number, name: string, barcode: string, unit: string): Item {
  return {
    itemId,
    ...NO_REORDERING,
    name,
    barcode,
    categoryId: 1,
    categoryName: 'Dairy',
    itemAreaId: 1,
    itemAreaName: 'Cold Room',
    locationName: 'Cold Room',
    unit,
    alertDaysBeforeExpiry: null,
    url: null,
    createdDate: '2026-03-01T10:00:00.000Z',
    updatedDate: '2026-03-01T10:00:00.000Z',
  };
}

export const ITEMS: Item[] = [
  item(1, 'Whole Milk', '5000111', 'L'),
  item(2, 'Butter', '5000222', 'kg'),
  item(3, 'Milk Powder', '5000333', 'kg'),
];

export const SUPPLIERS: Supplier[] = [
  {
    SupplierId: 7,
    name: 'Fresh Farms',
    email: 'orders@freshfarms.test',
    phoneNumber: '+44 20 7946 0000',
    address: null,
    createdDate: '2026-03-01T10:00:00.000Z',
    updatedDate: '2026-03-01T10:00:00.000Z',
  },
  {
    SupplierId: 8,
    name: 'Dairy Direct',
    email: 'sales@dairydirect.test',
    phoneNumber: '+44 20 7946 0001',
    address: null,
    createdDate: '2026-03-01T10:00:00.000Z',
    updatedDate: '2026-03-01T10:00:00.000Z',
  },
];

export function stockItem(source: Item): StockItem {
  return {
    ID: source.itemId,
    Name: source.name,
    URL: null,
    Barcode: source.barcode,
    Unit: source.unit,
    LocationID: 1,
    Category: { Name: source.categoryName },
    Location: { Name: source.locationName, SpeedClass: 'Fast' },
  };
}

export function lot(id: number, overrides: Partial<ReceivedItem> = {}): ReceivedItem {
  const source = at(ITEMS, (id - 1) % ITEMS.length);
  return {
    ID: id,
    PoId: null,
    Quantity: 12,
    RemainingQuantity: 12,
    ExpirationDate: '2026-04-15',
    ReceivedAt: '2026-03-07T09:15:00.000Z',
    ReceivedBy: 3,
    Status: 'New',
    ItemID: source.itemId,
    Item: stockItem(source),
    SupplierID: 7,
    Supplier: { Name: 'Fresh Farms' },
    User: { Name: 'Dock Clerk' },
    ...overrides,
  };
}

export function waste(id: number, overrides: Partial<WasteItem> = {}): WasteItem {
  const source = at(ITEMS, (id - 1) % ITEMS.length);
  return {
    ID: id,
    ItemID: source.itemId,
    Item: stockItem(source),
    Quantity: 2,
    Reason: 'Damaged',
    WastedAt: `2026-03-0${id}T08:00:00.000Z`,
    User: { Name: 'Dock Clerk' },
    ...overrides,
  };
}

/** A request below the API base, `path` without the query (the shared fake API's `pathname`). */
export type StockCall = Omit<FetchCall, 'path'> & { path: string };

type Reply = Response | Promise<Response> | undefined;

/**
 * Stubs fetch through the shared fake API: `handle` answers first; GET /items and GET /suppliers
 * answer the fixtures unless handled; anything else a 599 so a stray call shows. Every call is
 * recorded.
 */
export function stubFetch(handle: (call: StockCall) => Reply = () => undefined): StockCall[] {
  const calls: StockCall[] = [];
  stubApi((request) => {
    const call: StockCall = { ...request, path: request.pathname };
    calls.push(call);
    const reply = handle(call);
    if (reply) return reply;
    if (call.method === 'GET' && call.path === '/items')
      return json(200, { totalCount: 3, items: ITEMS });
    if (call.method === 'GET' && call.path === '/suppliers') {
      return json(200, { totalCount: 2, suppliers: SUPPLIERS });
    }
    return json(599, { error: { message: `No stub for ${call.method} ${call.path}` } });
  });
  return calls;
}

export function posts(calls: readonly StockCall[], path: string): StockCall[] {
  return calls.filter((call) => call.method === 'POST' && call.path === path);
}

export function gets(calls: readonly StockCall[], path: string): StockCall[] {
  return calls.filter((call) => call.method === 'GET' && call.path === path);
}
