import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemArea } from '../../contract/schemas/reference';
import { testEngines } from '../support/engines';
import { createTestServer, type TestServer } from '../support/test-server';
import { MISSING_IDS, errorOf, insertItemUsing } from './reference-fixtures';

const SPEED_MESSAGE = 'Speed class must be one of Slow, Medium, Fast.';

describe.each(await testEngines())('item areas (/locations) on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(engine);
  });
  afterAll(() => server.close());

  async function post(payload: Record<string, unknown>) {
    return server.api({ method: 'POST', path: '/locations', role: 'Manager', payload });
  }

  async function createArea(name: string, speedClass: string): Promise<ItemArea> {
    const response = await post({ name, speedClass });
    expect(response.statusCode).toBe(201);
    return response.json<ItemArea>();
  }

  async function listAll() {
    const response = await server.api({ method: 'GET', path: '/locations', role: 'Viewer' });
    return response.json<{ totalCount: number; itemArea: ItemArea[] }>();
  }

  it('creates, reads, lists under itemArea, updates and deletes', async () => {
    const created = await post({ name: ' Walk-in Fridge ', speedClass: 'fast' });
    expect(created.statusCode).toBe(201);
    const area = created.json<ItemArea>();
    expect(area).toEqual({
      itemAreaId: expect.any(Number),
      name: 'Walk-in Fridge',
      speedClass: 'Fast',
      createdDate: expect.any(String),
      updatedDate: area.createdDate,
    });
    expect(await listAll()).toEqual({
      totalCount: 1,
      itemArea: [area],
      cursor: expect.any(String),
    });

    const path = `/locations/${area.itemAreaId}`;
    expect((await server.api({ method: 'GET', path, role: 'Editor' })).json()).toEqual(area);

    const updated = await server.api({
      method: 'PUT',
      path,
      role: 'Administrator',
      payload: { name: 'Dry Store', speedClass: ' SLOW ', itemAreaId: 99 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      itemAreaId: area.itemAreaId,
      name: 'Dry Store',
      speedClass: 'Slow',
      createdDate: area.createdDate,
      updatedDate: expect.any(String),
    });

    expect((await server.api({ method: 'DELETE', path, role: 'Manager' })).statusCode).toBe(204);
    const gone = await server.api({ method: 'GET', path, role: 'Viewer' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: { message: 'Item area not found.' } });
  });

  it('accepts only Slow, Medium or Fast and requires a name', async () => {
    const before = await listAll();
    for (const speedClass of ['Quick', '', null, 'Fastest', 'F']) {
      const response = await post({ name: 'Speed test', speedClass });
      expect(response.statusCode, String(speedClass)).toBe(400);
      expect(response.json()).toEqual({ error: { message: SPEED_MESSAGE } });
    }
    expect(errorOf(await post({ name: 'No speed' }))).toBe(SPEED_MESSAGE);
    expect(errorOf(await post({ name: ' ', speedClass: 'Fast' }))).toBe('Name is required.');
    expect(errorOf(await post({ speedClass: 'nope' }))).toEqual([
      'Name is required.',
      SPEED_MESSAGE,
    ]);
    const huge = await post({ name: 'x'.repeat(100_000), speedClass: 'Fast' });
    expect(huge.statusCode).toBe(400);
    expect(errorOf(huge)).toBe('name must be at most 200 characters.');
    const hugeSpeed = await post({ name: 'Huge', speedClass: 'x'.repeat(100_000) });
    expect(hugeSpeed.statusCode).toBe(400);
    expect(await listAll()).toEqual(before);

    const cases = [
      ['medium', 'Medium'],
      ['MEDIUM', 'Medium'],
      ['Slow', 'Slow'],
    ] as const;
    for (const [index, [input, stored]] of cases.entries()) {
      const area = await createArea(`Canonical ${index}`, input);
      expect(area.speedClass).toBe(stored);
    }

    const target = await createArea('Edit target', 'Fast');
    const badEdit = await server.api({
      method: 'PUT',
      path: `/locations/${target.itemAreaId}`,
      role: 'Manager',
      payload: { name: 'Edited', speedClass: 'Turbo' },
    });
    expect(badEdit.statusCode).toBe(400);
    expect(errorOf(badEdit)).toBe(SPEED_MESSAGE);
    const unchanged = await server.api({
      method: 'GET',
      path: `/locations/${target.itemAreaId}`,
      role: 'Viewer',
    });
    expect(unchanged.json()).toEqual(target);
  });

  it('searches by name or speed class, keeps names unique, and pages', async () => {
    const freezer = await createArea('Freezer A', 'Medium');
    const shelf = await createArea('Shelf B', 'Medium');
    const medium = await server.api({
      method: 'GET',
      path: '/locations?search=MEDIUM',
      role: 'Viewer',
    });
    expect(medium.json<{ itemArea: ItemArea[] }>().itemArea).toEqual(
      expect.arrayContaining([freezer, shelf]),
    );
    expect(
      medium.json<{ itemArea: ItemArea[] }>().itemArea.every((a) => a.speedClass === 'Medium'),
    ).toBe(true);
    const byName = await server.api({
      method: 'GET',
      path: '/locations?search=freez',
      role: 'Viewer',
    });
    expect(byName.json()).toEqual({
      totalCount: 1,
      itemArea: [freezer],
      cursor: expect.any(String),
    });

    const taken = await post({ name: 'freezer a', speedClass: 'Slow' });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toBe('An item area with this name already exists.');

    const all = await listAll();
    const page = await server.api({
      method: 'GET',
      path: '/locations?page=2&pageSize=1',
      role: 'Viewer',
    });
    expect(page.json()).toEqual({
      totalCount: all.totalCount,
      itemArea: all.itemArea.slice(1, 2),
      cursor: expect.any(String),
    });
  });

  it('lets every role read and only roles with Item Area write', async () => {
    const area = await createArea('Access Room', 'Fast');
    const path = `/locations/${area.itemAreaId}`;
    const before = await listAll();
    for (const role of ['Warehouse Staff', 'Editor', 'Viewer'] as const) {
      expect((await server.api({ method: 'GET', path: '/locations', role })).statusCode).toBe(200);
      const posted = await server.api({
        method: 'POST',
        path: '/locations',
        role,
        payload: { name: `By ${role}`, speedClass: 'Fast' },
      });
      expect(posted.statusCode).toBe(403);
      const put = await server.api({
        method: 'PUT',
        path,
        role,
        payload: { name: 'X', speedClass: 'Slow' },
      });
      expect(put.statusCode).toBe(403);
      expect((await server.api({ method: 'DELETE', path, role })).statusCode).toBe(403);
    }
    expect(await listAll()).toEqual(before);
    expect((await server.api({ method: 'GET', path })).statusCode).toBe(401);
  });

  it('answers 404 for ids that name no item area', async () => {
    for (const id of MISSING_IDS) {
      const path = `/locations/${id}`;
      const read = await server.api({ method: 'GET', path, role: 'Viewer' });
      expect(read.statusCode, id).toBe(404);
      expect(read.json()).toEqual({ error: { message: 'Item area not found.' } });
      const put = await server.api({
        method: 'PUT',
        path,
        role: 'Manager',
        payload: { name: 'Ghost', speedClass: 'Fast' },
      });
      expect(put.statusCode, id).toBe(404);
      expect((await server.api({ method: 'DELETE', path, role: 'Manager' })).statusCode).toBe(404);
    }
  });

  it('refuses to delete an item area that items are stored in', async () => {
    const area = await createArea('Busy Room', 'Fast');
    await insertItemUsing(server.handle.db, { itemAreaId: area.itemAreaId });
    const path = `/locations/${area.itemAreaId}`;
    const refused = await server.api({ method: 'DELETE', path, role: 'Manager' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: { message: 'This item area cannot be deleted because items refer to it.' },
    });
    expect((await server.api({ method: 'GET', path, role: 'Viewer' })).json()).toEqual(area);
  });
});
