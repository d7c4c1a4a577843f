import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, ENDPOINTS } from '../../contract/paths';
import { makeScratchDir } from '../support/openapi';
import { insertItem, insertReferences } from '../support/stock-fixtures';
import {
  createTestServer,
  TEST_PASSWORD,
  userNameFor,
  type TestServer,
} from '../support/test-server';

/**
 * An integrator's client, written against the types generated from the served document: it must
 * type-check (strict), and then it runs against the server. Written out here because the types
 * exist only once the document has been fetched.
 */
const CLIENT_SOURCE = `
import createClient from 'openapi-fetch';
import type { paths } from './schema';

export async function callApi(origin: string, name: string, password: string, itemId: number, supplierId: number, idempotencyKey: string) {
  // The document's server is '/': its paths are absolute on the host that serves it.
  const client = createClient<paths>({ baseUrl: origin });

  const login = await client.POST('${API_BASE_PATH}/login', { body: { name, password } });
  if (!login.data) throw new Error('login answered ' + String(login.response.status));
  const token: string = login.data.accessToken;
  const roleName: string = login.data.role.name;
  const headers = { Authorization: 'Bearer ' + token };

  const delivery = {
    headers,
    params: { header: { 'idempotency-key': idempotencyKey } },
    body: { supplierId, receiveItems: [{ itemId, quantity: '2.5', expirationDate: '2030-01-31', status: 'New' }] },
  };
  const receipt = await client.POST('${API_BASE_PATH}/receive-items', delivery);
  if (!receipt.data) throw new Error('receive-items answered ' + String(receipt.response.status));
  const lot = receipt.data.receiveItems[0];
  const received = lot ? { id: lot.ID, itemId: lot.ItemID, quantity: lot.Quantity, supplier: lot.Supplier.Name } : null;
  // Sent again with the same key, as after a lost answer: the first answer comes back.
  const repeat = await client.POST('${API_BASE_PATH}/receive-items', delivery);
  const repeated = { lotId: repeat.data?.receiveItems[0]?.ID, replayed: repeat.response.headers.get('idempotent-replayed') };

  const list = await client.GET('${API_BASE_PATH}/items', {
    headers,
    params: { query: { page: 1, pageSize: 10, search: 'Butter' } },
  });
  if (!list.data) throw new Error('items answered ' + String(list.response.status));
  const items = { totalCount: list.data.totalCount, names: list.data.items.map((item) => item.name) };

  const refused = await client.POST('${API_BASE_PATH}/receive-items', {
    headers,
    body: { supplierId, receiveItems: [{ itemId, quantity: '-1' }] },
  });
  const refusal: { status: number; message: string | string[] | undefined } = {
    status: refused.response.status,
    message: refused.error?.error.message,
  };

  return { roleName, received, repeated, items, refusal };
}
`;

/** Misuse the generated types must reject: each line is an error, or the directive is unused. */
const MISUSE_SOURCE = `
import type { Client } from 'openapi-fetch';
import type { paths } from './schema';

export async function misuse(client: Client<paths>) {
  // @ts-expect-error: no such path
  await client.GET('${API_BASE_PATH}/stock');
  // @ts-expect-error: receiving is a POST
  await client.PUT('${API_BASE_PATH}/receive-items', { body: {} });
  // @ts-expect-error: a quantity is a number or a numeric string
  await client.POST('${API_BASE_PATH}/receive-items', { body: { receiveItems: [{ quantity: true }] } });
  // @ts-expect-error: an idempotency key is a string
  await client.POST('${API_BASE_PATH}/receive-items', { params: { header: { 'idempotency-key': 42 } }, body: {} });
  // @ts-expect-error: page is a number
  await client.GET('${API_BASE_PATH}/items', { params: { query: { page: 'first' } } });
  const login = await client.POST('${API_BASE_PATH}/login', { body: {} });
  // @ts-expect-error: the token is a string
  const token: number | undefined = login.data?.accessToken;
  return token;
}
`;

interface CallResults {
  roleName: string;
  received: { id: number; itemId: number; quantity: number; supplier: string } | null;
  repeated: { lotId: number | undefined; replayed: string | null };
  items: { totalCount: number; names: string[] };
  refusal: { status: number; message: string | string[] | undefined };
}
interface ClientModule {
  callApi: (
    origin: string,
    name: string,
    password: string,
    itemId: number,
    supplierId: number,
    idempotencyKey: string,
  ) => Promise<CallResults>;
}

/** The project's strict settings (tsconfig.base.json), on the generated files alone. */
function typeErrorsIn(files: string[]): string[] {
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    strict: true,
    noUncheckedIndexedAccess: true,
    verbatimModuleSyntax: true,
    skipLibCheck: true,
    noEmit: true,
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!diagnostic.file || diagnostic.start === undefined) return text;
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return `${path.basename(diagnostic.file.fileName)}:${line + 1} ${text}`;
  });
}

describe('A client generated from the OpenAPI document', () => {
  let scratch: string;
  let server: TestServer;
  let origin: string;
  beforeAll(async () => {
    scratch = await makeScratchDir('openapi-client');
    server = await createTestServer('sqlite');
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await server.close();
    await fs.rm(scratch, { recursive: true, force: true });
  });

  it('type-checks, refuses misuse, and signs in, receives (once per key) and lists items', async () => {
    // Fetched over HTTP, as an integrator does.
    const response = await fetch(`${origin}${API_BASE_PATH}${ENDPOINTS.openapi}`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as OpenAPI3;
    await fs.writeFile(path.join(scratch, 'schema.ts'), astToString(await openapiTS(document)));
    const client = path.join(scratch, 'client.ts');
    const misuse = path.join(scratch, 'misuse.ts');
    await fs.writeFile(client, CLIENT_SOURCE);
    await fs.writeFile(misuse, MISUSE_SOURCE);
    expect(typeErrorsIn([client, misuse])).toEqual([]);

    const references = await insertReferences(server.handle.db);
    const itemId = await insertItem(server.handle.db, references, { name: 'Butter' });
    const { callApi } = (await import(pathToFileURL(client).href)) as ClientModule;
    const results = await callApi(
      origin,
      userNameFor('Warehouse Staff'),
      TEST_PASSWORD,
      itemId,
      references.supplierId,
      randomUUID(),
    );

    expect(results.roleName).toBe('Warehouse Staff');
    expect(results.received).toMatchObject({ itemId, quantity: 2.5 });
    expect(results.received?.supplier).toMatch(/^Fresh Farms/);
    expect(results.repeated).toEqual({ lotId: results.received?.id, replayed: 'true' });
    expect(results.items).toEqual({ totalCount: 1, names: ['Butter'] });
    expect(results.refusal.status).toBe(400);
    expect(results.refusal.message).toBeTruthy();
    const lots = await server.handle.db
      .selectFrom('lots')
      .select(['id', 'item_id'])
      .where('item_id', '=', itemId)
      .execute();
    expect(lots).toEqual([{ id: results.received?.id, item_id: itemId }]);
  });
});
