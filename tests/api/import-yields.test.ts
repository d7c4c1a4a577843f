import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../contract/paths';
import type { ImportResult } from '../../contract/schemas/imports';
import { IMPORT_MAX_ROWS, IMPORT_MESSAGE, parseStats } from '../../server/import/csv-rows';
import { uploadStats } from '../../server/import/csv-upload';
import { importProgress } from '../../server/import/import-rows';
import { testEngines } from '../support/engines';
import { createItemFixture } from '../support/items';
import { createTestServer, type TestServer } from '../support/test-server';

const HEADER = 'name,barcode,category,itemArea,unit,alertDaysBeforeExpiry';
const ROWS = 5_000;

/** Ordering, not timing (CI machines are noisy): what finished before what. */
describe.each(await testEngines())('a large import lets others in on %s', (engine) => {
  let server: TestServer;
  let category = '';
  let itemArea = '';
  beforeAll(async () => {
    // On disk, as the server runs: SQLite reads then have their own connection.
    server = await createTestServer(engine, {}, { onDisk: true });
    const fixture = await createItemFixture(server);
    category = fixture.categoryName;
    itemArea = fixture.itemAreaName;
  });
  afterAll(() => server.close());

  function itemsFile(prefix: string): string {
    const lines = [HEADER];
    for (let index = 0; index < ROWS; index += 1) {
      lines.push(`${prefix} item ${index},${prefix}-${index},${category},${itemArea},pcs,3`);
    }
    return lines.join('\n');
  }

  function importFile(csv: string) {
    return server.api({
      method: 'POST',
      path: '/items/import',
      role: 'Manager',
      headers: { 'content-type': 'text/csv' },
      payload: csv,
    });
  }

  async function countItems(barcodeLike: string): Promise<number> {
    const row = await server.handle.db
      .selectFrom('items')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('barcode', 'like', barcodeLike)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  it('answers GET /roles while the import writes its rows, before the import answers', async () => {
    // Signed in first: the sign-in is not what is measured.
    await server.tokenFor('Viewer');
    let importDone = false;
    // Read through a call: the answer arrives while the loop below awaits.
    const isImportDone = () => importDone;
    const imported = importFile(itemsFile('YIELD')).then((response) => {
      importDone = true;
      return response;
    });
    // GET /roles one after another until the import answers; each notes whether it was
    // answered while the import's rows were being written (its transaction open).
    const answeredMidWrite: boolean[] = [];
    while (!isImportDone()) {
      // A client's next request comes in a later turn, as over a socket (inject alone would
      // answer from microtasks and never let the import's next slice run).
      await new Promise((resolve) => setTimeout(resolve, 1));
      const roles = await server.api({ method: 'GET', path: '/roles', role: 'Viewer' });
      expect(roles.statusCode).toBe(200);
      const slices = importProgress.slicesWritten;
      if (!isImportDone()) answeredMidWrite.push(slices > 0 && slices < ROWS / 500);
    }
    const response = await imported;
    expect(response.statusCode).toBe(200);
    expect(response.json<ImportResult>()).toEqual({ created: ROWS, updated: 0, errors: [] });
    // Before, the write ran in one go (and on SQLite held the one connection): none could.
    expect(answeredMidWrite.filter(Boolean).length).toBeGreaterThan(0);
    expect(await countItems('YIELD-%')).toBe(ROWS);
  });

  it('stays all or nothing: a failure at the last row writes none, a write meanwhile stays', async () => {
    const lastBarcode = `ATOMIC-${ROWS - 1}`;
    // The database itself refuses the file's last row, as a full disk or a lost connection
    // would fail a statement mid-import: the slices written before it must go too.
    if (engine === 'sqlite') {
      await sql
        .raw(
          `CREATE TRIGGER refuse_last BEFORE INSERT ON items WHEN NEW.barcode = '${lastBarcode}'
           BEGIN SELECT RAISE(ABORT, 'refused'); END`,
        )
        .execute(server.handle.db);
    } else {
      await sql
        .raw(
          `CREATE FUNCTION refuse_last() RETURNS trigger LANGUAGE plpgsql AS $$
           BEGIN RAISE EXCEPTION 'refused'; END $$`,
        )
        .execute(server.handle.db);
      await sql
        .raw(
          `CREATE TRIGGER refuse_last BEFORE INSERT ON items FOR EACH ROW
           WHEN (NEW.barcode = '${lastBarcode}') EXECUTE FUNCTION refuse_last()`,
        )
        .execute(server.handle.db);
    }
    try {
      await server.tokenFor('Manager');
      importProgress.slicesWritten = 0;
      const imported = importFile(itemsFile('ATOMIC'));
      // A write sent while the import writes: it waits for the import or runs beside it, but is
      // never part of it, so the import's rollback does not take it.
      while (importProgress.slicesWritten === 0) await new Promise((r) => setImmediate(r));
      const meanwhile = await server.api({
        method: 'POST',
        path: '/categories',
        role: 'Manager',
        payload: { name: 'Written during the import', description: '' },
      });
      const response = await imported;
      expect(response.statusCode).toBeGreaterThanOrEqual(500);
      expect(meanwhile.statusCode).toBe(201);
      expect(await countItems('ATOMIC-%')).toBe(0);
      const categories = await server.handle.db
        .selectFrom('categories')
        .select('name')
        .where('name', '=', 'Written during the import')
        .execute();
      expect(categories).toHaveLength(1);
    } finally {
      await sql
        .raw('DROP TRIGGER refuse_last' + (engine === 'postgres' ? ' ON items' : ''))
        .execute(server.handle.db);
    }
  });

  it('refuses a file of too many rows with its 413 after reading little of it', async () => {
    const lines = 8_000_000;
    const chunk = 'x\n'.repeat(32 * 1024);
    let sent = 0;
    // 16 MB handed over as the server asks for it: the answer must come long before the end.
    const upload = new Readable({
      read() {
        if (sent === 0) this.push(`${HEADER}\n`);
        if (sent >= lines * 2) {
          this.push(null);
          return;
        }
        sent += chunk.length;
        this.push(chunk);
      },
    });
    parseStats.rowsSeen = 0;
    const response = await server.app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/items/import?dryRun=true`,
      headers: {
        'content-type': 'text/csv',
        authorization: `Bearer ${await server.tokenFor('Manager')}`,
      },
      payload: upload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: { message: IMPORT_MESSAGE.tooManyRows(IMPORT_MAX_ROWS) },
    });
    // Refused from the upload's first rows past the limit (50,000 rows of 2 bytes, about
    // 100 KB): the parser never saw a row, and the server read little of the 16 MB.
    expect(parseStats.rowsSeen).toBe(0);
    expect(uploadStats.bytesRead).toBeGreaterThan(0);
    expect(uploadStats.bytesRead).toBeLessThan(1024 * 1024);
  });
});
