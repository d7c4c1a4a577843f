import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item, Supplier } from '../../contract/schemas/reference';
import { testEngines } from '../support/engines';
import { insertReferences } from '../support/stock-fixtures';
import { createTestServer, type TestServer } from '../support/test-server';

/** Names a spreadsheet would run as formulas, and names that merely look awkward. */
const AWKWARD_NAMES = [
  "=cmd|' /C calc'!A0",
  '=HYPERLINK("http://evil.example","Click")',
  '+SUM(1,2)',
  '-2+3',
  '@SUM(A1:A2)',
  "it's fine",
  'Salt, "coarse"; fine',
];

describe.each(await testEngines())('CSV injection and the round trip on %s', (engine) => {
  let server: TestServer;
  let category: string;
  let itemArea: string;

  beforeAll(async () => {
    server = await createTestServer(engine);
    const refs = await insertReferences(server.handle.db);
    const names = async (table: 'categories' | 'item_areas', id: number) =>
      (
        await server.handle.db
          .selectFrom(table)
          .select('name')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).name;
    category = await names('categories', refs.categoryId);
    itemArea = await names('item_areas', refs.itemAreaId);
  });
  afterAll(() => server.close());

  function importCsv(list: 'items' | 'suppliers', csv: string) {
    return server.api({
      method: 'POST',
      path: `/${list}/import`,
      role: 'Administrator',
      headers: { 'content-type': 'text/csv' },
      payload: csv,
    });
  }

  async function exportCsv(list: 'items' | 'suppliers'): Promise<string> {
    const response = await server.api({
      method: 'GET',
      path: `/${list}?format=csv`,
      role: 'Administrator',
    });
    expect(response.statusCode).toBe(200);
    return response.body.replace(/^\uFEFF/, '');
  }

  /** The exported records under the import's header: the cells exactly as exported. */
  function withHeader(exported: string, header: string): string {
    return `${header}\r\n${exported.slice(exported.indexOf('\r\n') + 2)}`;
  }

  it('exports formula-like item names guarded, and imports them back unchanged', async () => {
    const csv = [
      'name,barcode,category,itemArea,unit,alertDaysBeforeExpiry',
      ...AWKWARD_NAMES.map((name, index) =>
        Papa.unparse([[name, `CSV-${index}`, category, itemArea, '-kg', index === 0 ? '' : index]]),
      ),
    ].join('\r\n');
    const imported = await importCsv('items', csv);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ created: AWKWARD_NAMES.length, errors: [] });

    const exported = await exportCsv('items');
    const cells = Papa.parse<string[]>(exported, { delimiter: ',', skipEmptyLines: true }).data;
    const names = cells.slice(1).map((row) => row[0]);
    expect(names).toEqual(
      expect.arrayContaining([
        "'=cmd|' /C calc'!A0",
        '\'=HYPERLINK("http://evil.example","Click")',
        "'+SUM(1,2)",
        "'-2+3",
        "'@SUM(A1:A2)",
        "it's fine",
        'Salt, "coarse"; fine',
      ]),
    );
    // Every cell a spreadsheet reads: none starts a formula; numbers stay numbers.
    for (const row of cells.slice(1)) {
      for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }

    // The export's cells under the import's header: an update of each item, changing nothing.
    const back = await importCsv(
      'items',
      withHeader(exported, 'name,category,itemArea,unit,alertDaysBeforeExpiry,barcode'),
    );
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ created: 0, updated: AWKWARD_NAMES.length, errors: [] });
    const items = (await server.api({ method: 'GET', path: '/items', role: 'Viewer' })).json<{
      items: Item[];
    }>().items;
    expect(items.map((item) => item.name).sort()).toEqual([...AWKWARD_NAMES].sort());
    expect(new Set(items.map((item) => item.unit))).toEqual(new Set(['-kg']));
  });

  it('guards supplier phone numbers and addresses, and the import strips the guard', async () => {
    const csv = [
      'name,email,phoneNumber,address',
      Papa.unparse([['=Mill', 'mill@example.com', '+44 20 7946 0958', '=1+2']]),
    ].join('\r\n');
    expect((await importCsv('suppliers', csv)).json()).toMatchObject({ created: 1, errors: [] });
    const exported = await exportCsv('suppliers');
    expect(exported).toContain("'=Mill,mill@example.com,'+44 20 7946 0958,'=1+2\r\n");
    const back = await importCsv(
      'suppliers',
      withHeader(exported, 'name,email,phoneNumber,address'),
    );
    const suppliers = (
      await server.api({ method: 'GET', path: '/suppliers', role: 'Viewer' })
    ).json<{ suppliers: Supplier[] }>().suppliers;
    expect(back.json()).toEqual({ created: 0, updated: suppliers.length, errors: [] });
    expect(suppliers.find((supplier) => supplier.name === '=Mill')).toMatchObject({
      phoneNumber: '+44 20 7946 0958',
      address: '=1+2',
    });
  });
});
