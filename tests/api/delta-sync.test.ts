import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGE } from '../../contract/messages';
import { pruneTombstones } from '../../server/sync/list-versions';
import { testEngines } from '../support/engines';
import { createItemFixture, type ItemFixture } from '../support/items';
import { createTestServer, type TestServer } from '../support/test-server';

interface SyncAnswer {
  totalCount: number;
  cursor: string;
  deleted?: number[];
}

/** The five reference lists: path, wrapper key, id field and a valid body for a new record. */
const NAMED_LISTS = [
  {
    path: '/departments',
    key: 'departments',
    id: 'DepartmentId',
    body: (name: string) => ({ name, description: '' }),
  },
  {
    path: '/categories',
    key: 'categories',
    id: 'CategoryId',
    body: (name: string) => ({ name, description: '' }),
  },
  {
    path: '/suppliers',
    key: 'suppliers',
    id: 'SupplierId',
    body: (name: string) => ({
      name,
      email: 'orders@example.com',
      phoneNumber: '+1 555 0100',
      address: '',
    }),
  },
  {
    path: '/locations',
    key: 'itemArea',
    id: 'itemAreaId',
    body: (name: string) => ({ name, speedClass: 'Fast' }),
  },
] as const;

describe.each(await testEngines())('delta sync on %s', (engine) => {
  let server: TestServer;
  let items: ItemFixture;
  beforeAll(async () => {
    server = await createTestServer(engine);
    items = await createItemFixture(server);
  });
  afterAll(() => server.close());

  async function read(path: string): Promise<{ status: number; body: SyncAnswer }> {
    const response = await server.api({ method: 'GET', path, role: 'Viewer' });
    return { status: response.statusCode, body: response.json<SyncAnswer>() };
  }

  it.each(NAMED_LISTS)(
    '$path: since lists exactly what was created, changed or deleted',
    async (list) => {
      const write = (method: 'POST' | 'PUT' | 'DELETE', path: string, name?: string) =>
        server.api({
          method,
          path,
          role: 'Administrator',
          ...(name ? { payload: list.body(name) } : {}),
        });
      const idOf = (response: { json: () => unknown }) =>
        (response.json() as Record<string, number>)[list.id] ?? 0;
      const kept = idOf(await write('POST', list.path, 'Kept as is'));
      const renamed = idOf(await write('POST', list.path, 'Renamed later'));
      const removed = idOf(await write('POST', list.path, 'Removed later'));

      const first = await read(list.path);
      expect(first.status).toBe(200);
      expect(first.body.cursor).toEqual(expect.any(String));
      expect(first.body.deleted).toBeUndefined();

      const added = idOf(await write('POST', list.path, 'Added after'));
      expect((await write('PUT', `${list.path}/${renamed}`, 'Renamed now')).statusCode).toBe(200);
      expect((await write('DELETE', `${list.path}/${removed}`)).statusCode).toBe(204);

      const delta = await read(`${list.path}?since=${encodeURIComponent(first.body.cursor)}`);
      expect(delta.status).toBe(200);
      const records = (delta.body as unknown as Record<string, Record<string, unknown>[]>)[
        list.key
      ];
      expect(records?.map((record) => [record[list.id], record.name])).toEqual([
        [added, 'Added after'],
        [renamed, 'Renamed now'],
      ]);
      expect(delta.body.deleted).toEqual([removed]);
      expect(delta.body.totalCount).toBe(first.body.totalCount);
      expect(delta.body.cursor).not.toBe(first.body.cursor);
      expect(kept).toBeGreaterThan(0);

      // Nothing changed since the new cursor: an empty delta with the same cursor.
      const quiet = await read(`${list.path}?since=${encodeURIComponent(delta.body.cursor)}`);
      expect(quiet.body).toEqual({
        totalCount: first.body.totalCount,
        [list.key]: [],
        deleted: [],
        cursor: delta.body.cursor,
      });
    },
  );

  it('/items: since lists created, updated, deleted and items whose category was renamed', async () => {
    const create = async (name: string) =>
      (await items.send('POST', '/items', items.request({ name }))).json<{ itemId: number }>()
        .itemId;
    const untouched = await create('Untouched flour');
    const edited = await create('Edited butter');
    const removed = await create('Removed yeast');
    const first = await read('/items');
    expect(first.body.totalCount).toBe(3);

    const added = await create('Added cream');
    const update = await items.send(
      'PUT',
      `/items/${edited}`,
      items.request({ name: 'Edited ghee' }),
    );
    expect(update.statusCode).toBe(200);
    const deletion = await server.api({
      method: 'DELETE',
      path: `/items/${removed}`,
      role: 'Administrator',
    });
    expect(deletion.statusCode).toBe(204);

    const delta = await read(`/items?since=${encodeURIComponent(first.body.cursor)}`);
    const changed = (delta.body as unknown as { items: { itemId: number; name: string }[] }).items;
    expect(changed.map((item) => [item.itemId, item.name])).toEqual([
      [added, 'Added cream'],
      [edited, 'Edited ghee'],
    ]);
    expect(delta.body.deleted).toEqual([removed]);
    expect(delta.body.totalCount).toBe(3);

    // Items show their category's name: renaming the category changes every item in it.
    const renamed = await server.api({
      method: 'PUT',
      path: `/categories/${items.categoryId}`,
      role: 'Administrator',
      payload: { name: 'Dairy and eggs', description: '' },
    });
    expect(renamed.statusCode).toBe(200);
    const afterRename = await read(`/items?since=${encodeURIComponent(delta.body.cursor)}`);
    const renamedItems = (
      afterRename.body as unknown as { items: { itemId: number; categoryName: string }[] }
    ).items;
    expect(renamedItems.map((item) => item.itemId).sort((a, b) => a - b)).toEqual(
      [untouched, edited, added].sort((a, b) => a - b),
    );
    expect(new Set(renamedItems.map((item) => item.categoryName))).toEqual(
      new Set(['Dairy and eggs']),
    );
    expect(afterRename.body.deleted).toEqual([]);
  });

  it('answers 410 to a cursor it cannot answer, and 400 to since with paging', async () => {
    const { body } = await read('/departments');
    const other = (await read('/categories')).body.cursor;
    const expectGone = async (path: string) => {
      const response = await server.api({ method: 'GET', path, role: 'Viewer' });
      expect(response.statusCode).toBe(410);
      expect(response.json()).toEqual({ error: { message: SERVER_MESSAGE.staleCursor } });
    };
    await expectGone('/departments?since=not-a-cursor');
    await expectGone(`/departments?since=${encodeURIComponent(other)}`);
    const future = Buffer.from(
      Buffer.from(body.cursor, 'base64url').toString().replace(/\d+$/, '999999'),
    ).toString('base64url');
    await expectGone(`/departments?since=${future}`);

    const paged = await server.api({
      method: 'GET',
      path: `/departments?since=${encodeURIComponent(body.cursor)}&page=1`,
      role: 'Viewer',
    });
    expect(paged.statusCode).toBe(400);
    expect(paged.json()).toEqual({ error: { message: SERVER_MESSAGE.sinceWithPaging } });
  });

  it('answers 410 once the deletions after a cursor were pruned', async () => {
    const created = await server.api({
      method: 'POST',
      path: '/departments',
      role: 'Administrator',
      payload: { name: 'Pruned soon', description: '' },
    });
    const { cursor } = (await read('/departments')).body;
    const id = created.json<{ DepartmentId: number }>().DepartmentId;
    await server.api({ method: 'DELETE', path: `/departments/${id}`, role: 'Administrator' });
    expect((await read(`/departments?since=${encodeURIComponent(cursor)}`)).body.deleted).toEqual([
      id,
    ]);

    await pruneTombstones(server.handle.db, new Date(Date.now() + 60_000).toISOString());
    const after = await read(`/departments?since=${encodeURIComponent(cursor)}`);
    expect(after.status).toBe(410);
    // A cursor taken after the pruning is answered again.
    const fresh = (await read('/departments')).body.cursor;
    expect((await read(`/departments?since=${encodeURIComponent(fresh)}`)).status).toBe(200);
  });
});
