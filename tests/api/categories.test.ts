import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '../../contract/schemas/reference';
import { testEngines } from '../support/engines';
import { createTestServer, type TestServer } from '../support/test-server';
import { MISSING_IDS, errorOf, insertItemUsing } from './reference-fixtures';

describe.each(await testEngines())('categories on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(engine);
  });
  afterAll(() => server.close());

  async function createCategory(name: string, description = ''): Promise<Category> {
    const response = await server.api({
      method: 'POST',
      path: '/categories',
      role: 'Manager',
      payload: { name, description },
    });
    expect(response.statusCode).toBe(201);
    return response.json<Category>();
  }

  async function listAll() {
    const response = await server.api({ method: 'GET', path: '/categories', role: 'Viewer' });
    return response.json<{ totalCount: number; categories: Category[] }>();
  }

  it('creates, reads, lists, updates with the whole object read, and deletes', async () => {
    const created = await server.api({
      method: 'POST',
      path: '/categories',
      role: 'Manager',
      payload: { name: '  Dairy  ', description: ' Milk and cheese ' },
    });
    expect(created.statusCode).toBe(201);
    const category = created.json<Category>();
    expect(category).toEqual({
      CategoryId: expect.any(Number),
      name: 'Dairy',
      description: 'Milk and cheese',
      createdDate: expect.any(String),
      updatedDate: category.createdDate,
    });
    expect(Date.parse(category.createdDate)).not.toBeNaN();

    const list = await server.api({ method: 'GET', path: '/categories', role: 'Viewer' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      totalCount: 1,
      categories: [category],
      cursor: expect.any(String),
    });

    const path = `/categories/${category.CategoryId}`;
    const detail = await server.api({ method: 'GET', path, role: 'Editor' });
    expect(detail.json()).toEqual(category);

    // The spec's client sends back everything it read, with the edits.
    const updated = await server.api({
      method: 'PUT',
      path,
      role: 'Administrator',
      payload: {
        ...category,
        CategoryId: 424242,
        createdDate: '1999-01-01T00:00:00.000Z',
        name: 'Dairy & Eggs',
        description: '',
        colour: 'blue',
      },
    });
    expect(updated.statusCode).toBe(200);
    const after = updated.json<Category>();
    expect(after).toEqual({
      CategoryId: category.CategoryId,
      name: 'Dairy & Eggs',
      description: '',
      createdDate: category.createdDate,
      updatedDate: expect.any(String),
    });
    expect(after.updatedDate >= category.updatedDate).toBe(true);
    expect((await server.api({ method: 'GET', path, role: 'Viewer' })).json()).toEqual(after);

    const removed = await server.api({ method: 'DELETE', path, role: 'Manager' });
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    const gone = await server.api({ method: 'GET', path, role: 'Viewer' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: { message: 'Category not found.' } });
    expect(await listAll()).toEqual({ totalCount: 0, categories: [], cursor: expect.any(String) });
  });

  it('requires a name, allows an empty description, and refuses oversized text', async () => {
    const before = await listAll();
    for (const payload of [
      { name: '   ', description: 'x' },
      { description: 'x' },
      { name: null },
    ]) {
      const response = await server.api({
        method: 'POST',
        path: '/categories',
        role: 'Manager',
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { message: 'Name is required.' } });
    }
    const hugeName = await server.api({
      method: 'POST',
      path: '/categories',
      role: 'Manager',
      payload: { name: 'x'.repeat(100_000), description: '' },
    });
    expect(hugeName.statusCode).toBe(400);
    expect(errorOf(hugeName)).toBe('name must be at most 200 characters.');
    const hugeText = await server.api({
      method: 'POST',
      path: '/categories',
      role: 'Manager',
      payload: { name: 'Huge', description: 'x'.repeat(100_000) },
    });
    expect(hugeText.statusCode).toBe(400);
    expect(errorOf(hugeText)).toBe('description must be at most 2000 characters.');
    const wrongType = await server.api({
      method: 'POST',
      path: '/categories',
      role: 'Manager',
      payload: { name: { text: 'Dairy' }, description: '' },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(await listAll()).toEqual(before);

    const noDescription = await server.api({
      method: 'POST',
      path: '/categories',
      role: 'Manager',
      payload: { name: 'Bakery', description: null },
    });
    expect(noDescription.statusCode).toBe(201);
    expect(noDescription.json()).toMatchObject({ name: 'Bakery', description: '' });

    const target = noDescription.json<Category>();
    const blankEdit = await server.api({
      method: 'PUT',
      path: `/categories/${target.CategoryId}`,
      role: 'Manager',
      payload: { ...target, name: '' },
    });
    expect(blankEdit.statusCode).toBe(400);
    expect(errorOf(blankEdit)).toBe('Name is required.');
    const unchanged = await server.api({
      method: 'GET',
      path: `/categories/${target.CategoryId}`,
      role: 'Viewer',
    });
    expect(unchanged.json()).toEqual(target);
  });

  it('keeps names unique without regard to case', async () => {
    const meat = await createCategory('Meat');
    const fish = await createCategory('Fish');
    const taken = await server.api({
      method: 'POST',
      path: '/categories',
      role: 'Manager',
      payload: { name: ' MEAT ', description: '' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      error: { message: 'A category with this name already exists.' },
    });

    const renameOnto = await server.api({
      method: 'PUT',
      path: `/categories/${fish.CategoryId}`,
      role: 'Manager',
      payload: { name: 'meat', description: '' },
    });
    expect(renameOnto.statusCode).toBe(409);
    expect(errorOf(renameOnto)).toBe('A category with this name already exists.');

    // A record may keep its own name, in another case.
    const recase = await server.api({
      method: 'PUT',
      path: `/categories/${meat.CategoryId}`,
      role: 'Manager',
      payload: { name: 'MEAT', description: 'red' },
    });
    expect(recase.statusCode).toBe(200);
    expect(recase.json()).toMatchObject({ name: 'MEAT', description: 'red' });
    const names = (await listAll()).categories.map((category) => category.name);
    expect(names.filter((name) => name.toLowerCase() === 'meat')).toEqual(['MEAT']);
    expect(names).toContain('Fish');
  });

  it('searches by name without case, pages, and treats % and _ literally', async () => {
    for (const name of ['Frozen Peas', 'Frozen Chips', 'Fresh Herbs', '100% Juice']) {
      await createCategory(name);
    }
    const frozen = await server.api({
      method: 'GET',
      path: '/categories?search=FROZEN',
      role: 'Viewer',
    });
    expect(frozen.json()).toMatchObject({ totalCount: 2 });
    expect(frozen.json<{ categories: Category[] }>().categories.map((c) => c.name)).toEqual([
      'Frozen Chips',
      'Frozen Peas',
    ]);
    const percent = await server.api({
      method: 'GET',
      path: '/categories?search=%25',
      role: 'Viewer',
    });
    expect(percent.json<{ categories: Category[] }>().categories.map((c) => c.name)).toEqual([
      '100% Juice',
    ]);
    const underscore = await server.api({
      method: 'GET',
      path: '/categories?search=_',
      role: 'Viewer',
    });
    expect(underscore.json()).toEqual({
      totalCount: 0,
      categories: [],
      cursor: expect.any(String),
    });

    const all = await listAll();
    const page2 = await server.api({
      method: 'GET',
      path: '/categories?page=2&pageSize=2',
      role: 'Viewer',
    });
    expect(page2.json()).toEqual({
      totalCount: all.totalCount,
      categories: all.categories.slice(2, 4),
      cursor: expect.any(String),
    });
    const badPage = await server.api({ method: 'GET', path: '/categories?page=0', role: 'Viewer' });
    expect(badPage.statusCode).toBe(400);
    const longSearch = await server.api({
      method: 'GET',
      path: `/categories?search=${'x'.repeat(5000)}`,
      role: 'Viewer',
    });
    expect(longSearch.statusCode).toBe(400);
  });

  it('lets every signed-in role read but only roles with Categories write', async () => {
    const category = await createCategory('Access check');
    const path = `/categories/${category.CategoryId}`;
    for (const role of [
      'Administrator',
      'Manager',
      'Warehouse Staff',
      'Editor',
      'Viewer',
    ] as const) {
      expect((await server.api({ method: 'GET', path: '/categories', role })).statusCode).toBe(200);
      expect((await server.api({ method: 'GET', path, role })).statusCode).toBe(200);
    }
    const before = await listAll();
    for (const role of ['Warehouse Staff', 'Editor', 'Viewer'] as const) {
      const posted = await server.api({
        method: 'POST',
        path: '/categories',
        role,
        payload: { name: `By ${role}`, description: '' },
      });
      expect(posted.statusCode).toBe(403);
      expect(posted.json()).toEqual({
        error: { message: 'You do not have permission to perform this action.' },
      });
      const put = await server.api({ method: 'PUT', path, role, payload: { name: 'Hijack' } });
      expect(put.statusCode).toBe(403);
      expect((await server.api({ method: 'DELETE', path, role })).statusCode).toBe(403);
    }
    expect(await listAll()).toEqual(before);
    const anonymous = await server.api({ method: 'GET', path: '/categories' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: { message: 'Authentication required.' } });
  });

  it('answers 404 for ids that name no category', async () => {
    for (const id of MISSING_IDS) {
      const path = `/categories/${id}`;
      const read = await server.api({ method: 'GET', path, role: 'Viewer' });
      expect(read.statusCode, `GET ${id}`).toBe(404);
      expect(read.json()).toEqual({ error: { message: 'Category not found.' } });
      const put = await server.api({
        method: 'PUT',
        path,
        role: 'Manager',
        payload: { name: 'Ghost', description: '' },
      });
      expect(put.statusCode, `PUT ${id}`).toBe(404);
      expect((await server.api({ method: 'DELETE', path, role: 'Manager' })).statusCode).toBe(404);
    }
    expect((await listAll()).categories.map((c) => c.name)).not.toContain('Ghost');
  });

  it('refuses to delete a category that items use', async () => {
    const category = await createCategory('In use');
    await insertItemUsing(server.handle.db, { categoryId: category.CategoryId });
    const path = `/categories/${category.CategoryId}`;
    const refused = await server.api({ method: 'DELETE', path, role: 'Manager' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: { message: 'This category cannot be deleted because items refer to it.' },
    });
    expect((await server.api({ method: 'GET', path, role: 'Viewer' })).json()).toEqual(category);
  });
});

describe.each(await testEngines())('category names under concurrency on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(engine);
  });
  afterAll(() => server.close());

  it('has the database refuse a second name differing only in case', async () => {
    const now = new Date().toISOString();
    const row = { description: '', created_at: now, updated_at: now };
    await server.handle.db
      .insertInto('departments')
      .values({ name: 'Pastry', ...row })
      .execute();
    await expect(
      server.handle.db
        .insertInto('departments')
        .values({ name: 'PASTRY', ...row })
        .execute(),
    ).rejects.toThrow();
  });

  it('creates one category when ten requests race with the same name', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        server.api({
          method: 'POST',
          path: '/categories',
          role: 'Manager',
          payload: { name: index % 2 ? 'Spices' : 'SPICES', description: '' },
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(9);
    const stored = await server.handle.db.selectFrom('categories').select('name').execute();
    expect(stored).toHaveLength(1);
  });
});
