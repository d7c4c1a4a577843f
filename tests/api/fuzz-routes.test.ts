import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../contract/paths';
import { chainCommittedNow } from '../../server/activity';
import { testEngines } from '../support/engines';
import { itemMultipart, uniquePng } from '../support/images';
import { insertItem, insertLot, insertReferences } from '../support/stock-fixtures';
import { createTestServer, type TestServer } from '../support/test-server';

/**
 * Property-based fuzzing of every route in the OpenAPI document (read from the app itself):
 * malformed types, huge and deep bodies, unicode and NUL, extreme numbers and dates, bad ids and
 * query strings. No answer is a 5xx, the server keeps answering, and a refused write leaves
 * every table as it was (a checksum of all rows). FUZZ_RUNS sets the runs per route.
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 12);

interface Operation {
  method: string;
  path: string;
  query: string[];
  bodyFields: string[] | null;
}

interface OpenApiOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

const ITEM_FIELDS = [
  'name',
  'barcode',
  'categoryId',
  'alertDaysBeforeExpiry',
  'unit',
  'itemAreaId',
];

function operationsOf(doc: { paths: Record<string, Record<string, OpenApiOperation>> }) {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const json = operation.requestBody?.content['application/json'];
      operations.push({
        method: method.toUpperCase(),
        path,
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: json ? Object.keys(json.schema?.properties ?? {}) : null,
      });
    }
  }
  return operations;
}

const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '🧀'.repeat(60),
    'Ω≈ç√∫˜µ≤≥÷',
    "'; drop table items; --",
    '%_\\',
    'x'.repeat(2001),
    'y'.repeat(300_000),
    '2024-02-30',
    '0000-00-00',
    '9999-12-31T23:59:59Z',
    '+275760-09-13T00:00:00Z',
    '2024-05-01T10:00:00Z',
    'confirm',
    'reject',
    'ORD-1',
  ),
);
const number = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, -1, 1, 2, 1.0005, 2147483647, 2147483648, 1e308, -1e308, 5e-324),
  fc.constantFrom('1', '-1', '1e3', '9'.repeat(400), 'NaN', 'Infinity', '0x10', ' 2 ', '1,5'),
);
const deep = fc.integer({ min: 30, max: 50_000 }).map((depth) => {
  let value: unknown = 1;
  for (let n = 0; n < Math.min(depth, 2000); n += 1) value = [value];
  return value;
});
const scalar = fc.oneof(text, number, fc.boolean(), fc.constant(null));
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  {
    weight: 1,
    arbitrary: fc.array(
      fc.dictionary(fc.constantFrom('itemId', 'quantity', 'expirationDate', 'status'), scalar),
      { maxLength: 3 },
    ),
  },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }) },
  { weight: 1, arbitrary: deep },
);
const idText = fc.oneof(
  fc.constantFrom(
    '1',
    '2',
    '3',
    '4',
    '0',
    '-1',
    '1.5',
    '1e3',
    '99999999999',
    '2147483648',
    'abc',
    ' ',
    '%00',
    '%F0%9F%A7%80',
    '..%2F..',
    'confirm',
  ),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);
const rawBody = fc.constantFrom(
  '',
  '{',
  'null',
  '[]',
  '"text"',
  '{"name":',
  `{"a":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
  `{"name":"${'z'.repeat(1_100_000)}"}`,
);

function bodyFor(fields: string[]) {
  return fc.oneof(
    {
      weight: 5,
      arbitrary: fc.record(Object.fromEntries(fields.map((f) => [f, value])), { requiredKeys: [] }),
    },
    { weight: 1, arbitrary: value },
    { weight: 1, arbitrary: rawBody },
  );
}

function queryFor(names: string[]) {
  return fc.dictionary(
    fc.constantFrom(...names, 'page', 'pageSize', 'unknown'),
    fc.oneof(text, number.map(String), fc.constantFrom('1000000000000', '1e300', '-5', '%00')),
    { maxKeys: 3 },
  );
}

async function tableChecksum(server: TestServer, tables: string[]): Promise<string> {
  // The chainer moves committed entries' links into the link index at any moment after their
  // commit (migrations 023, 025): settled first, so only what the request itself wrote differs.
  await chainCommittedNow(server.handle.db);
  const hash = createHash('sha256');
  for (const table of tables) {
    // A refused sign-in is the one refusal the activity log records (design: Activity log and
    // approvals): its entry, and the chain head, are left out; any other entry counts. The
    // chainer gives committed entries their place and hash at any moment after their commit
    // (migration 020), so an entry is compared without those three columns.
    const rows = await (
      table === 'activity'
        ? sql<Record<string, unknown>>`select id, at, user_id, user_name, site_id, action, entity,
            entity_id, summary_key, summary_values, summary, changes
            from activity where action <> 'sign-in-refused'`
        : sql<Record<string, unknown>>`select * from ${sql.table(table)}`
    ).execute(server.handle.db);
    const lines = rows.rows
      .map((row) =>
        JSON.stringify(row, (_k, v: unknown) => (Buffer.isBuffer(v) ? v.toString('base64') : v)),
      )
      .sort();
    hash.update(`${table}:${lines.join('\n')}\n`);
  }
  return hash.digest('hex');
}

describe.each(await testEngines())('fuzzing every route on %s', (engine) => {
  let server: TestServer;
  let operations: Operation[];
  let tables: string[];
  let adminId = 0;
  const figures = { cases: 0, refused: 0, accepted: 0, serverErrors: 0, changedOnRefusal: 0 };
  beforeAll(async () => {
    server = await createTestServer(engine);
    const refs = await insertReferences(server.handle.db);
    const itemId = await insertItem(server.handle.db, refs, { name: 'Fuzz Flour' });
    const admin = await server.handle.db
      .selectFrom('users')
      .select('id')
      .where('name', '=', 'administrator')
      .executeTakeFirstOrThrow();
    adminId = admin.id;
    // Signed in before the first snapshot (the fuzzer as Administrator, the liveness check as
    // Viewer): a sign-in is an activity entry of its own.
    await server.tokenFor('Administrator');
    await server.tokenFor('Viewer');
    await insertLot(server.handle.db, {
      itemId,
      supplierId: refs.supplierId,
      receivedBy: adminId,
      quantity: 5000,
      expirationDate: '2030-01-01',
    });
    const doc = await server.app.inject({ method: 'GET', url: `${API_BASE_PATH}/openapi.json` });
    operations = operationsOf(doc.json());
    // Only this suite's schema: Kysely's introspection lists every schema's tables, and other
    // suites drop theirs meanwhile.
    const names =
      engine === 'postgres'
        ? (
            await sql<{ name: string }>`select table_name as name from information_schema.tables
              where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(
              server.handle.db,
            )
          ).rows.map((row) => row.name)
        : (await server.handle.db.introspection.getTables()).map((table) => table.name);
    tables = names
      .filter(
        (name) =>
          name !== 'idempotency_keys' && name !== 'activity_head' && !name.startsWith('kysely_'),
      )
      .sort();
  });
  afterAll(async () => {
    console.log(
      `fuzzing on ${engine}: ${JSON.stringify({ routes: operations.length, ...figures })}`,
    );
    await server.close();
  });

  it('answers every route with no 5xx, keeps answering, and refused writes change nothing', async () => {
    expect(operations.length).toBeGreaterThan(40);
    let snapshot = await tableChecksum(server, tables);
    for (const operation of operations) {
      const isItemWrite =
        operation.path.endsWith('/items') || operation.path.endsWith('/items/{id}');
      const multipart = isItemWrite && (operation.method === 'POST' || operation.method === 'PUT');
      const request = fc.record({
        ids: fc.array(idText, { minLength: 2, maxLength: 2 }),
        query: queryFor(operation.query),
        body: multipart
          ? fc.record(Object.fromEntries(ITEM_FIELDS.map((f) => [f, value])), { requiredKeys: [] })
          : bodyFor(operation.bodyFields ?? ['name']),
        signedIn: fc.boolean().map((b) => b || operation.path.endsWith('/login')),
        key: fc.option(fc.oneof(fc.uuid(), fc.constantFrom('', 'k'.repeat(201), 'same-key')), {
          nil: undefined,
        }),
      });
      await fc.assert(
        fc.asyncProperty(request, async (input) => {
          let n = 0;
          const path = operation.path.replace(/\{[^}]+\}/g, (name) => {
            const id = input.ids[n++] ?? '1';
            // The fuzzer may not retire its own token (change password, delete) mid-run.
            return name === '{id}' && operation.path.includes('/users/') && id === String(adminId)
              ? '5'
              : id;
          });
          const query = new URLSearchParams(input.query).toString();
          const headers: Record<string, string> = {};
          if (input.key !== undefined) headers['idempotency-key'] = input.key;
          if (input.signedIn)
            headers.authorization = `Bearer ${await server.tokenFor('Administrator')}`;
          const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
          const payload = multipart
            ? itemMultipart(input.body, { bytes: uniquePng() })
            : hasBody
              ? typeof input.body === 'string'
                ? { payload: input.body, headers: { 'content-type': 'application/json' } }
                : {
                    payload: JSON.stringify(input.body ?? null),
                    headers: { 'content-type': 'application/json' },
                  }
              : {};
          const response = await server.app.inject({
            method: operation.method as 'GET',
            url: `${path}${query ? `?${query}` : ''}`,
            ...payload,
            headers: { ...payload.headers, ...headers },
          });
          figures.cases += 1;
          if (response.statusCode >= 500) figures.serverErrors += 1;
          expect(
            response.statusCode,
            `${operation.method} ${path}?${query}: ${response.body.slice(0, 300)}`,
          ).toBeLessThan(500);
          if (operation.method === 'GET') return;
          const after = await tableChecksum(server, tables);
          if (response.statusCode >= 400) {
            figures.refused += 1;
            if (after !== snapshot) figures.changedOnRefusal += 1;
            expect(after, `refused ${operation.method} ${path} changed the database`).toBe(
              snapshot,
            );
          } else {
            figures.accepted += 1;
          }
          snapshot = after;
        }),
        { numRuns: RUNS_PER_ROUTE, seed: 20261122, endOnFailure: true },
      );
      const alive = await server.api({ method: 'GET', path: '/roles', role: 'Viewer' });
      expect(alive.statusCode, `after ${operation.method} ${operation.path}`).toBe(200);
    }
    expect(figures.serverErrors).toBe(0);
  }, 300_000);
});
