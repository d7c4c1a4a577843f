import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Supplier } from '../../contract/schemas/reference';
import { testEngines } from '../support/engines';
import { createTestServer, type TestServer } from '../support/test-server';
import { MISSING_IDS, errorOf, insertLotFrom } from './reference-fixtures';

const VALID = {
  name: 'Fresh Farms',
  email: 'orders@freshfarms.example',
  phoneNumber: '+44 20-7946 0958',
  address: '1 Dock Road',
};

describe.each(await testEngines())('suppliers on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(engine);
  });
  afterAll(() => server.close());

  async function post(payload: Record<string, unknown>, role = 'Manager' as const) {
    return server.api({ method: 'POST', path: '/suppliers', role, payload });
  }

  async function createSupplier(name: string): Promise<Supplier> {
    const response = await post({ ...VALID, name });
    expect(response.statusCode).toBe(201);
    return response.json<Supplier>();
  }

  async function listAll() {
    const response = await server.api({ method: 'GET', path: '/suppliers', role: 'Viewer' });
    return response.json<{ totalCount: number; suppliers: Supplier[] }>();
  }

  it('creates with trimmed text, reads, lists, updates and deletes', async () => {
    const created = await post({
      name: '  Fresh Farms ',
      email: ' orders@freshfarms.example ',
      phoneNumber: ' +44 20-7946 0958 ',
      address: '  ',
      SupplierId: 77,
    });
    expect(created.statusCode).toBe(201);
    const supplier = created.json<Supplier>();
    expect(supplier).toEqual({
      SupplierId: expect.any(Number),
      name: 'Fresh Farms',
      email: 'orders@freshfarms.example',
      phoneNumber: '+44 20-7946 0958',
      address: null,
      createdDate: expect.any(String),
      updatedDate: supplier.createdDate,
    });
    expect(supplier.SupplierId).not.toBe(77);
    expect(await listAll()).toEqual({
      totalCount: 1,
      suppliers: [supplier],
      cursor: expect.any(String),
    });

    const path = `/suppliers/${supplier.SupplierId}`;
    expect((await server.api({ method: 'GET', path, role: 'Editor' })).json()).toEqual(supplier);

    const updated = await server.api({
      method: 'PUT',
      path,
      role: 'Administrator',
      payload: {
        name: 'Fresh Farms Ltd',
        email: 'a@b.co',
        phoneNumber: '0207946095',
        address: ' Unit 4 ',
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      SupplierId: supplier.SupplierId,
      name: 'Fresh Farms Ltd',
      email: 'a@b.co',
      phoneNumber: '0207946095',
      address: 'Unit 4',
      createdDate: supplier.createdDate,
      updatedDate: expect.any(String),
    });
    expect((await server.api({ method: 'GET', path, role: 'Viewer' })).json()).toEqual(
      updated.json(),
    );

    const removed = await server.api({ method: 'DELETE', path, role: 'Manager' });
    expect(removed.statusCode).toBe(204);
    const gone = await server.api({ method: 'GET', path, role: 'Viewer' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: { message: 'Supplier not found.' } });
  });

  it('checks the phone number against the spec pattern', async () => {
    const before = await listAll();
    for (const phoneNumber of [
      'abc',
      '12345',
      '+44 (20) 7946',
      '1'.repeat(21),
      '',
      null,
      '++4412345678',
    ]) {
      const response = await post({ ...VALID, name: 'Phone test', phoneNumber });
      expect(response.statusCode, String(phoneNumber)).toBe(400);
      expect(response.json()).toEqual({ error: { message: 'Please enter a valid phone number.' } });
    }
    const missing = await post({ name: 'Phone test', email: VALID.email });
    expect(errorOf(missing)).toBe('Please enter a valid phone number.');
    expect(await listAll()).toEqual(before);
    for (const phoneNumber of ['1234567', '+1-555-0100', '1'.repeat(20)]) {
      const response = await post({ ...VALID, name: `Phone ${phoneNumber}`, phoneNumber });
      expect(response.statusCode, phoneNumber).toBe(201);
    }
  });

  it('requires a name and an email that looks like one, each with its message', async () => {
    const before = await listAll();
    expect(errorOf(await post({ ...VALID, name: '  ' }))).toBe('Name is required.');
    expect(errorOf(await post({ ...VALID, email: '' }))).toBe('Email is required.');
    for (const email of ['nope', 'a@b', 'a b@c.de', '@c.de', 'a@.de']) {
      const response = await post({ ...VALID, name: 'Email test', email });
      expect(response.statusCode, email).toBe(400);
      expect(errorOf(response)).toBe('Please enter a valid email address.');
    }
    // Every broken rule at once, in the form's order.
    const all = await post({ name: '', email: 'x', phoneNumber: 'y' });
    expect(all.statusCode).toBe(400);
    expect(errorOf(all)).toEqual([
      'Name is required.',
      'Please enter a valid email address.',
      'Please enter a valid phone number.',
    ]);
    const huge = await post({ ...VALID, address: 'x'.repeat(100_000) });
    expect(huge.statusCode).toBe(400);
    expect(errorOf(huge)).toBe('address must be at most 2000 characters.');
    const hugeName = await post({ ...VALID, name: 'x'.repeat(100_000) });
    expect(errorOf(hugeName)).toBe('name must be at most 200 characters.');
    expect(await listAll()).toEqual(before);

    const target = await createSupplier('Edit target');
    const badEdit = await server.api({
      method: 'PUT',
      path: `/suppliers/${target.SupplierId}`,
      role: 'Manager',
      payload: { ...VALID, name: 'Edited', phoneNumber: 'call me' },
    });
    expect(badEdit.statusCode).toBe(400);
    expect(errorOf(badEdit)).toBe('Please enter a valid phone number.');
    const unchanged = await server.api({
      method: 'GET',
      path: `/suppliers/${target.SupplierId}`,
      role: 'Viewer',
    });
    expect(unchanged.json()).toEqual(target);
  });

  it('keeps names unique without regard to case, and searches', async () => {
    const first = await createSupplier('Ocean Catch');
    await createSupplier('Hill Dairy');
    const taken = await post({ ...VALID, name: 'OCEAN catch' });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toBe('A supplier with this name already exists.');
    const found = await server.api({
      method: 'GET',
      path: '/suppliers?search=ocean',
      role: 'Viewer',
    });
    expect(found.json()).toEqual({ totalCount: 1, suppliers: [first], cursor: expect.any(String) });
    const paged = await server.api({
      method: 'GET',
      path: '/suppliers?page=1&pageSize=1',
      role: 'Viewer',
    });
    const all = await listAll();
    expect(paged.json()).toEqual({
      totalCount: all.totalCount,
      suppliers: all.suppliers.slice(0, 1),
      cursor: expect.any(String),
    });
  });

  it('lets every role read and only roles with Suppliers write', async () => {
    const supplier = await createSupplier('Access Foods');
    const path = `/suppliers/${supplier.SupplierId}`;
    const before = await listAll();
    for (const role of ['Warehouse Staff', 'Editor', 'Viewer'] as const) {
      expect((await server.api({ method: 'GET', path, role })).statusCode).toBe(200);
      const posted = await server.api({
        method: 'POST',
        path: '/suppliers',
        role,
        payload: { ...VALID, name: `By ${role}` },
      });
      expect(posted.statusCode).toBe(403);
      expect((await server.api({ method: 'PUT', path, role, payload: VALID })).statusCode).toBe(
        403,
      );
      expect((await server.api({ method: 'DELETE', path, role })).statusCode).toBe(403);
    }
    expect(await listAll()).toEqual(before);
    expect((await server.api({ method: 'GET', path: '/suppliers' })).statusCode).toBe(401);
  });

  it('answers 404 for ids that name no supplier', async () => {
    for (const id of MISSING_IDS) {
      const path = `/suppliers/${id}`;
      const read = await server.api({ method: 'GET', path, role: 'Viewer' });
      expect(read.statusCode, id).toBe(404);
      expect(read.json()).toEqual({ error: { message: 'Supplier not found.' } });
      const put = await server.api({ method: 'PUT', path, role: 'Manager', payload: VALID });
      expect(put.statusCode, id).toBe(404);
      expect((await server.api({ method: 'DELETE', path, role: 'Manager' })).statusCode).toBe(404);
    }
  });

  it('refuses to delete a supplier whose deliveries are recorded', async () => {
    const supplier = await createSupplier('Delivered Goods');
    await insertLotFrom(server.handle.db, supplier.SupplierId);
    const path = `/suppliers/${supplier.SupplierId}`;
    const refused = await server.api({ method: 'DELETE', path, role: 'Manager' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: { message: 'This supplier cannot be deleted because received items refer to it.' },
    });
    expect((await server.api({ method: 'GET', path, role: 'Viewer' })).json()).toEqual(supplier);
  });
});
