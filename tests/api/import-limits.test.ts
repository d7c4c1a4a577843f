import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportResult } from '../../contract/schemas/imports';
import { IMPORT_MAX_MB, IMPORT_MAX_ROWS, IMPORT_MESSAGE } from '../../server/import/csv-rows';
import { MAX_LISTED_ERRORS } from '../../server/import/import-rows';
import { MAX_STORED_ANSWER, boundedAnswer } from '../../server/idempotency/bound';
import { testEngines } from '../support/engines';
import { createTestServer, type TestServer } from '../support/test-server';

const HEADER = 'name,barcode,category,itemArea,unit,alertDaysBeforeExpiry';

describe.each(await testEngines())('CSV import limits on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(engine);
  });
  afterAll(() => server.close());

  function post(csv: string, key?: string) {
    return server.api({
      method: 'POST',
      path: '/items/import?dryRun=true',
      role: 'Warehouse Staff',
      headers: { 'content-type': 'text/csv', ...(key ? { 'idempotency-key': key } : {}) },
      payload: csv,
    });
  }

  it('refuses more rows than the limit with a 413 that says it', async () => {
    const response = await post(`${HEADER}\n${'a\n'.repeat(IMPORT_MAX_ROWS + 1)}`);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: { message: IMPORT_MESSAGE.tooManyRows(IMPORT_MAX_ROWS) },
    });
  });

  it('refuses a file over the size limit with a 413 that says it', async () => {
    const response = await post(`${HEADER}\n${'a'.repeat(IMPORT_MAX_MB * 1024 * 1024)}\n`);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: { message: IMPORT_MESSAGE.tooLarge(IMPORT_MAX_MB) } });
  });

  it('lists at most 100 row errors plus their total, and stores a small answer', async () => {
    const rows = 20_000;
    const response = await post(`${HEADER}\n${'a\n'.repeat(rows)}`, 'many-errors');
    expect(response.statusCode).toBe(200);
    const result = response.json<ImportResult>();
    expect(result.errors).toHaveLength(MAX_LISTED_ERRORS);
    expect(result.errorCount).toBeGreaterThanOrEqual(rows);
    expect(response.body.length).toBeLessThan(64 * 1024);
    const stored = await server.handle.db
      .selectFrom('idempotency_keys')
      .select('response_body')
      .where('key', '=', 'many-errors')
      .executeTakeFirstOrThrow();
    expect((stored.response_body ?? '').length).toBeLessThanOrEqual(64 * 1024);
  });
});

describe('idempotency answers kept for a replay', () => {
  it('keep a large answer as its summary only', () => {
    const large = JSON.stringify({
      created: 3,
      updated: 4,
      errors: Array(10_000).fill({ row: 2 }),
    });
    const kept = boundedAnswer(large);
    expect(kept?.length).toBeLessThan(MAX_STORED_ANSWER);
    expect(JSON.parse(kept ?? '')).toEqual({ created: 3, updated: 4, truncated: true });
    expect(boundedAnswer('{"created":1}')).toBe('{"created":1}');
  });
});
