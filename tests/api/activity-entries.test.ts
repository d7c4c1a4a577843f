import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS, type RoleName } from '../../contract/roles';
import type {
  ActivityEntry,
  ActivityList,
  Order,
  PurchaseOrder,
  Stocktake,
  Transfer,
  User,
} from '../../contract/schemas';
import { testEngines } from '../support/engines';
import { insertSiteLot, insertSite } from '../support/transfer-fixtures';
import {
  insertItem,
  insertReferences,
  userIdOf,
  type StockReferences,
} from '../support/stock-fixtures';
import { createTestServer, TEST_PASSWORD, type TestServer } from '../support/test-server';

/**
 * One entry per kind of write (design: Activity log and approvals): its action, record, id,
 * person and changes; none for a refusal or a replay; never a password or a hash.
 */
describe.each(await testEngines())('activity entries on %s', (engine) => {
  let server: TestServer;
  let refs: StockReferences;
  let milk: number;

  beforeAll(async () => {
    server = await createTestServer(engine);
    refs = await insertReferences(server.handle.db);
    milk = await insertItem(server.handle.db, refs, { name: 'Milk 1L', unit: 'l' });
    // Each role signs in once now: its sign-in entry is not one of a write's below.
    for (const role of ['Administrator', 'Manager', 'Warehouse Staff', 'Viewer'] as const) {
      await server.tokenFor(role);
    }
  });
  afterAll(() => server.close());

  const send = (
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    payload?: object,
    role: RoleName = 'Administrator',
    headers: Record<string, string> = {},
  ) => server.api({ method, path, role, headers, ...(payload ? { payload } : {}) });

  async function ok<T>(
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    payload?: object,
    role: RoleName = 'Administrator',
  ): Promise<T> {
    const answer = await send(method, path, payload, role);
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    return (answer.body ? answer.json() : null) as T;
  }

  async function entries(query = ''): Promise<ActivityList> {
    const answer = await server.api({
      method: 'GET',
      path: `/activity${query}`,
      role: 'Administrator',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<ActivityList>();
  }

  async function lastId(): Promise<number> {
    return (await entries('?pageSize=1')).activity[0]?.ActivityId ?? 0;
  }

  /** The entries a write added (oldest first), asserting it added exactly `count`. */
  async function added(since: number, count = 1): Promise<ActivityEntry[]> {
    const { activity } = await entries('?pageSize=500');
    const fresh = activity.filter((entry) => entry.ActivityId > since).reverse();
    expect(fresh.map((entry) => `${entry.Action} ${entry.Entity}`)).toHaveLength(count);
    return fresh;
  }

  async function one(write: () => Promise<unknown>): Promise<ActivityEntry> {
    const before = await lastId();
    await write();
    const [entry] = await added(before);
    if (!entry) throw new Error('no entry');
    return entry;
  }

  it('records create, edit and delete of each named record, with the changed fields', async () => {
    const kinds = [
      ['/categories', 'category', { name: 'Bakery', description: 'Bread' }],
      ['/departments', 'department', { name: 'Banquets', description: 'Events' }],
      [
        '/suppliers',
        'supplier',
        { name: 'Dairy Co', email: 'a@dairy.example', phoneNumber: '0123456789' },
      ],
      ['/locations', 'item-area', { name: 'Shelf 9', speedClass: 'Fast' }],
      ['/sites', 'site', { name: 'Rooftop Bar' }],
    ] as const;
    for (const [path, entity, body] of kinds) {
      let id = 0;
      const created = await one(async () => {
        const record = await ok<Record<string, unknown>>('POST', path, body);
        id = Number(Object.entries(record).find(([key]) => /Id$/.test(key))?.[1]);
      });
      expect(created).toMatchObject({
        Action: 'create',
        Entity: entity,
        EntityID: String(id),
        UserID: await userIdOf(server.handle.db, 'Administrator'),
        User: { Name: 'administrator' },
        Summary: expect.stringContaining(body.name),
        Changes: null,
      });
      const renamed = await one(() =>
        ok('PUT', `${path}/${id}`, { ...body, name: `${body.name} Two` }),
      );
      expect(renamed).toMatchObject({
        Action: 'update',
        Entity: entity,
        EntityID: String(id),
        Changes: { name: [body.name, `${body.name} Two`] },
      });
      expect(renamed.Summary).toMatch(new RegExp(`^Renamed .* ${body.name} to ${body.name} Two$`));
      const deleted = await one(() => ok('DELETE', `${path}/${id}`));
      expect(deleted).toMatchObject({ Action: 'delete', Entity: entity, EntityID: String(id) });
    }
  });

  it("records an item's settings at a site, linked to the item", async () => {
    const bar = await insertSite(server.handle.db, 'Bar for settings');
    const entry = await one(() =>
      ok('PUT', `/items/${milk}/sites/${bar}`, { parLevel: 6, reorderPoint: 2 }, 'Manager'),
    );
    expect(entry).toMatchObject({
      Action: 'update',
      Entity: 'item-site',
      EntityID: `${milk}@${bar}`,
      SiteID: bar,
      User: { Name: 'manager' },
      Changes: { ParLevel: [null, 6], ReorderPoint: [null, 2] },
    });
    const history = await entries(`?entity=item&entityId=${milk}`);
    expect(history.activity.map((e) => e.ActivityId)).toContain(entry.ActivityId);
  });

  it('records receipts, waste and orders, each linked to its items', async () => {
    const receipt = await one(() =>
      ok(
        'POST',
        '/receive-items',
        {
          supplierId: refs.supplierId,
          receiveItems: [
            { itemId: milk, quantity: 10, expirationDate: '2031-01-01', status: 'New' },
          ],
        },
        'Warehouse Staff',
      ),
    );
    expect(receipt).toMatchObject({
      Action: 'receive',
      Entity: 'receipt',
      SiteID: 1,
      User: { Name: 'warehouse-staff' },
    });
    expect(receipt.Summary).toContain('Milk 1L');
    const waste = await one(() =>
      ok(
        'POST',
        '/receive-items/waste',
        { itemId: milk, quantity: 1, reason: 'Expired' },
        'Manager',
      ),
    );
    expect(waste).toMatchObject({ Action: 'waste', Entity: 'waste', SiteID: 1 });
    expect(waste.Summary).toBe('Reported waste of 1 l of Milk 1L (Expired)');

    const orderBody = {
      departmentId: refs.departmentId,
      fulfilledAt: '2031-01-02T09:30:00Z',
      orderItems: [{ itemId: milk, quantity: 1 }],
    };
    let order = { ID: 0 } as Order;
    const placed = await one(async () => {
      order = await ok<Order>('POST', '/order-items', orderBody, 'Manager');
    });
    expect(placed).toMatchObject({ Action: 'create', Entity: 'order', EntityID: String(order.ID) });
    const confirmed = await one(() =>
      ok('POST', `/order-items/${order.ID}/confirm`, { reason: 'Ready' }, 'Manager'),
    );
    expect(confirmed).toMatchObject({
      Action: 'confirm',
      Entity: 'order',
      Changes: { status: ['pending', 'fulfilled'] },
    });
    const second = await ok<Order>('POST', '/order-items', orderBody, 'Manager');
    const rejected = await one(() =>
      ok('POST', `/order-items/${second.ID}/reject`, { reason: 'Not today' }, 'Manager'),
    );
    expect(rejected).toMatchObject({ Action: 'reject', Entity: 'order' });

    const history = (await entries(`?entity=item&entityId=${milk}`)).activity;
    const ids = history.map((entry) => entry.ActivityId);
    for (const entry of [receipt, waste, placed, confirmed, rejected]) {
      expect(ids).toContain(entry.ActivityId);
    }
  });

  it('records a stocktake opened, counted, a count removed, posted and cancelled', async () => {
    const stocktake = await ok<Stocktake>(
      'POST',
      '/stocktakes',
      { name: 'Cold room', itemAreaIds: [refs.itemAreaId] },
      'Manager',
    );
    const id = stocktake.StocktakeId;
    const started = (await entries(`?entity=stocktake&entityId=${id}`)).activity;
    expect(started[0]).toMatchObject({ Action: 'create', Summary: 'Started stocktake Cold room' });
    const counted = await one(() =>
      ok('POST', `/stocktakes/${id}/counts`, { itemId: milk, quantity: 4 }, 'Manager'),
    );
    expect(counted).toMatchObject({
      Action: 'count',
      Entity: 'stocktake',
      EntityID: String(id),
      Summary: 'Counted 4 l of Milk 1L in stocktake Cold room',
    });
    const count = await ok<{ CountId: number }>(
      'POST',
      `/stocktakes/${id}/counts`,
      { itemId: milk, quantity: 1 },
      'Manager',
    );
    const removed = await one(() =>
      ok('DELETE', `/stocktakes/${id}/counts/${count.CountId}`, undefined, 'Manager'),
    );
    expect(removed).toMatchObject({ Action: 'delete', Entity: 'stocktake' });
    const posted = await one(() => ok('POST', `/stocktakes/${id}/post`, {}, 'Manager'));
    expect(posted).toMatchObject({ Action: 'post', Changes: { status: ['open', 'posted'] } });
    const other = await ok<Stocktake>(
      'POST',
      '/stocktakes',
      { name: 'Spare', itemAreaIds: [refs.itemAreaId] },
      'Manager',
    );
    const cancelled = await one(() =>
      ok('POST', `/stocktakes/${other.StocktakeId}/cancel`, {}, 'Manager'),
    );
    expect(cancelled).toMatchObject({ Action: 'cancel', Entity: 'stocktake' });
  });

  it('records purchase orders created, edited, sent, received against and cancelled', async () => {
    const body = {
      supplierId: refs.supplierId,
      note: 'Back door',
      lines: [{ itemId: milk, quantity: 12, unitCost: '1.5' }],
    };
    let po = {} as PurchaseOrder;
    const created = await one(async () => {
      po = await ok<PurchaseOrder>('POST', '/purchase-orders', body, 'Manager');
    });
    expect(created).toMatchObject({
      Action: 'create',
      Entity: 'purchase-order',
      EntityID: String(po.PurchaseOrderId),
    });
    const edited = await one(() =>
      ok(
        'PUT',
        `/purchase-orders/${po.PurchaseOrderId}`,
        { ...body, note: 'Front door' },
        'Manager',
      ),
    );
    expect(edited).toMatchObject({
      Action: 'update',
      Changes: { note: ['Back door', 'Front door'] },
    });
    const sent = await one(() =>
      ok('POST', `/purchase-orders/${po.PurchaseOrderId}/send`, {}, 'Manager'),
    );
    expect(sent).toMatchObject({ Action: 'send', Changes: { status: ['draft', 'sent'] } });
    const received = await one(() =>
      ok(
        'POST',
        '/receive-items/PO',
        {
          poId: po.PoNumber,
          supplierId: refs.supplierId,
          receiveItems: [
            { itemId: milk, quantity: 6, expirationDate: '2031-02-01', status: 'New' },
          ],
        },
        'Warehouse Staff',
      ),
    );
    expect(received).toMatchObject({ Action: 'receive', Entity: 'receipt' });
    expect(received.Summary).toContain(po.PoNumber);
    const poHistory = (await entries(`?entity=purchase-order&entityId=${po.PurchaseOrderId}`))
      .activity;
    expect(poHistory.map((entry) => entry.ActivityId)).toContain(received.ActivityId);
    const cancelled = await one(() =>
      ok('POST', `/purchase-orders/${po.PurchaseOrderId}/cancel`, { reason: 'Late' }, 'Manager'),
    );
    expect(cancelled).toMatchObject({
      Action: 'cancel',
      Changes: { status: ['partial', 'cancelled'] },
    });
  });

  it('records transfers sent, received and cancelled, at the right site', async () => {
    const bar = await insertSite(server.handle.db, 'Terrace');
    const staff = await userIdOf(server.handle.db, 'Manager');
    await insertSiteLot(server.handle.db, {
      siteId: 1,
      itemId: milk,
      supplierId: refs.supplierId,
      receivedBy: staff,
      quantity: 50_000,
      expirationDate: '2031-03-01',
    });
    const body = { toSiteId: bar, lines: [{ itemId: milk, quantity: 2 }] };
    let transfer = {} as Transfer;
    const sent = await one(async () => {
      transfer = await ok<Transfer>('POST', '/transfers', body, 'Manager');
    });
    expect(sent).toMatchObject({
      Action: 'send',
      Entity: 'transfer',
      EntityID: String(transfer.TransferId),
      SiteID: 1,
    });
    const received = await one(() =>
      ok('POST', `/transfers/${transfer.TransferId}/receive`, {}, 'Manager'),
    );
    expect(received).toMatchObject({ Action: 'receive', SiteID: bar });
    const other = await ok<Transfer>('POST', '/transfers', body, 'Manager');
    const cancelled = await one(() =>
      ok('POST', `/transfers/${other.TransferId}/cancel`, { reason: 'Wrong site' }, 'Manager'),
    );
    expect(cancelled).toMatchObject({
      Action: 'cancel',
      Changes: { status: ['in_transit', 'cancelled'] },
    });
  });

  it('records imports, users, roles, passwords and sessions, with no secret in any entry', async () => {
    const imported = await one(async () => {
      const answer = await server.api({
        method: 'POST',
        path: '/suppliers/import',
        role: 'Manager',
        headers: { 'content-type': 'text/csv' },
        payload: 'name,email,phoneNumber,address\r\nFresh Farm,farm@example.com,0123456789,\r\n',
      });
      expect(answer.statusCode, answer.body).toBe(200);
    });
    expect(imported).toMatchObject({
      Action: 'import',
      Entity: 'import',
      Summary: 'Imported suppliers: 1 created, 0 updated',
    });

    let user = {} as User;
    const created = await one(async () => {
      user = await ok<User>('POST', '/users', {
        name: 'sam',
        password: 'kitchen-secret-1',
        roleId: ROLE_IDS['Warehouse Staff'],
      });
    });
    expect(created).toMatchObject({
      Action: 'create',
      Entity: 'user',
      EntityID: String(user.userId),
    });
    const promoted = await one(() =>
      ok('PUT', `/users/${user.userId}`, { name: 'sam', roleId: ROLE_IDS.Manager }),
    );
    expect(promoted).toMatchObject({
      Action: 'role-change',
      Entity: 'user',
      Summary: 'Changed the role of sam from Warehouse Staff to Manager',
      Changes: { role: ['Warehouse Staff', 'Manager'] },
    });
    const password = await one(() =>
      ok('PUT', `/users/${user.userId}/change-password`, { password: 'kitchen-secret-2' }),
    );
    expect(password).toMatchObject({ Action: 'password-change', Changes: null });

    const signIn = () =>
      server.api({
        method: 'POST',
        path: '/login',
        payload: { name: 'sam', password: 'kitchen-secret-2' },
      });
    let token = '';
    const signedIn = await one(async () => {
      token = (await signIn()).json<{ accessToken: string }>().accessToken;
    });
    expect(signedIn).toMatchObject({
      Action: 'sign-in',
      Entity: 'session',
      UserID: user.userId,
      User: { Name: 'sam' },
    });
    const signedOut = await one(() =>
      server.api({
        method: 'POST',
        path: '/logout',
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    expect(signedOut).toMatchObject({
      Action: 'sign-out',
      UserID: user.userId,
      EntityID: signedIn.EntityID,
    });
    const refusedKnown = await one(() =>
      server.api({
        method: 'POST',
        path: '/login',
        payload: { name: 'sam', password: 'wrong-one' },
      }),
    );
    expect(refusedKnown).toMatchObject({ Action: 'sign-in-refused', UserID: user.userId });
    const refusedUnknown = await one(() =>
      server.api({
        method: 'POST',
        path: '/login',
        payload: { name: 'nobody-here', password: TEST_PASSWORD },
      }),
    );
    expect(refusedUnknown).toMatchObject({
      Action: 'sign-in-refused',
      UserID: null,
      User: { Name: 'nobody-here' },
      Summary: 'Refused a sign-in as nobody-here',
    });
    const deleted = await one(() => ok('DELETE', `/users/${user.userId}`));
    expect(deleted).toMatchObject({ Action: 'delete', Entity: 'user' });
    // The entries outlive the user: still named.
    const history = (await entries(`?entity=user&entityId=${user.userId}`)).activity;
    expect(history.length).toBeGreaterThanOrEqual(5);

    // No password nor hash anywhere, in the answer or the table.
    const hashes = await server.handle.db.selectFrom('users').select('password_hash').execute();
    const everything = JSON.stringify(await entries('?pageSize=500'));
    const rows = JSON.stringify(
      await server.handle.db.selectFrom('activity').selectAll().execute(),
    );
    for (const text of [everything, rows]) {
      for (const secret of ['kitchen-secret-1', 'kitchen-secret-2', 'wrong-one', TEST_PASSWORD]) {
        expect(text).not.toContain(secret);
      }
      for (const { password_hash } of hashes) expect(text).not.toContain(password_hash);
      expect(text).not.toMatch(/password_hash|passwordHash/);
    }
  });

  it('adds nothing for a refused write or an idempotent replay', async () => {
    const before = await lastId();
    // Refusals: a 400, a 403, a 404, a 409.
    expect((await send('POST', '/categories', { name: '' })).statusCode).toBe(400);
    expect((await send('POST', '/categories', { name: 'X' }, 'Viewer')).statusCode).toBe(403);
    expect((await send('PUT', '/categories/999999', { name: 'Y' })).statusCode).toBe(404);
    await ok('POST', '/categories', { name: 'Once only' });
    expect((await send('POST', '/categories', { name: 'once only' })).statusCode).toBe(409);
    expect(
      (
        await send(
          'POST',
          '/receive-items/waste',
          { itemId: milk, quantity: 99_999, reason: 'Expired' },
          'Manager',
        )
      ).statusCode,
    ).toBe(409);
    // A replay of a keyed POST.
    const key = { 'idempotency-key': `activity-replay-${engine}` };
    const first = await send('POST', '/categories', { name: 'Keyed' }, 'Administrator', key);
    const again = await send('POST', '/categories', { name: 'Keyed' }, 'Administrator', key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    const fresh = await added(before, 2);
    expect(fresh.map((entry) => entry.Summary)).toEqual([
      'Created category Once only',
      'Created category Keyed',
    ]);
  });

  it('keeps a gapless chain that verifies', async () => {
    const verify = await server.api({
      method: 'GET',
      path: '/activity/verify',
      role: 'Administrator',
    });
    const result = verify.json<{ ok: boolean; entries: number; firstBrokenId: number | null }>();
    expect(result).toMatchObject({ ok: true, firstBrokenId: null });
    expect(result.entries).toBe(await lastId());
    const ids = (
      await server.handle.db.selectFrom('activity').select('id').orderBy('id').execute()
    ).map((row) => row.id);
    expect(ids).toEqual(ids.map((_, index) => index + 1));
  });
});
