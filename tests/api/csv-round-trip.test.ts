import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvTemplate, ITEM_CSV, SUPPLIER_CSV } from '../../contract/csv-columns';
import type { ImportResult } from '../../contract/schemas/imports';
import { testEngines } from '../support/engines';
import { createItemFixture } from '../support/items';
import { createTestServer, type TestServer } from '../support/test-server';

/** Issue 25, point 1: what a list exports, its import reads back unchanged. */
describe.each(await testEngines())('CSV round trip on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer(engine);
    const fixture = await createItemFixture(server);
    for (const [name, alertDays] of [
      ['Whole Milk', 3],
      ['Butter, salted "farm"', null],
      ['Crème fraîche; 30%', 7],
    ] as const) {
      const created = await fixture.send(
        'POST',
        '/items',
        fixture.request({ name, alertDaysBeforeExpiry: alertDays }),
      );
      expect(created.statusCode).toBe(201);
    }
    for (const [name, address] of [
      ['Dock Foods', 'Quay 1, Berth 2'],
      ['Valley Farm', ''],
    ]) {
      const created = await server.api({
        method: 'POST',
        path: '/suppliers',
        role: 'Manager',
        payload: { name, email: 'orders@dock.example', phoneNumber: '020 7946 0001', address },
      });
      expect(created.statusCode).toBe(201);
    }
  });
  afterAll(() => server.close());

  async function roundTrip(list: 'items' | 'suppliers') {
    const exported = await server.api({
      method: 'GET',
      path: `/${list}?format=csv`,
      role: 'Manager',
    });
    expect(exported.statusCode).toBe(200);
    const dryRun = await server.api({
      method: 'POST',
      path: `/${list}/import?dryRun=true`,
      role: 'Manager',
      headers: { 'content-type': 'text/csv' },
      payload: exported.body,
    });
    expect(dryRun.statusCode).toBe(200);
    return dryRun.json<ImportResult>();
  }

  it('imports the items export back: every row an update, no errors', async () => {
    expect(await roundTrip('items')).toEqual({ created: 0, updated: 3, errors: [] });
  });

  it('imports the suppliers export back: every row an update, no errors', async () => {
    expect(await roundTrip('suppliers')).toEqual({ created: 0, updated: 2, errors: [] });
  });

  it('offers as a template the header row the export writes', async () => {
    const exported = await server.api({
      method: 'GET',
      path: '/items?format=csv',
      role: 'Manager',
    });
    const [headerRow] = exported.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(`${headerRow ?? ''}\r\n`).toBe(csvTemplate(ITEM_CSV));
    expect(csvTemplate(SUPPLIER_CSV)).toBe('Supplier Name,Email,Phone Number,Address\r\n');
  });
});
