import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_BASE_PATH,
  ENDPOINTS,
  HEALTH_ENDPOINTS,
  IDEMPOTENCY_HEADER,
} from '../../contract/paths';
import { ErrorSchema } from '../../contract/schemas/common';
import { ROOT } from '../../scripts/build-if-stale';
import { IMAGE_CONTENT_TYPES } from '../../server/images';
import { requirePage } from '../../server/auth/guard';
import { BEARER_SCHEME, ERROR_SCHEMA_ID, registerOpenApi } from '../../server/openapi';
import {
  fastifyPath,
  listOperations,
  listRegisteredRoutes,
  makeScratchDir,
  makeWebRoot,
  type OpenApiDocument,
  type OpenApiOperation,
} from '../support/openapi';
import { createTestServer, type TestServer } from '../support/test-server';

const REDOCLY_CLI = path.join(ROOT, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: {
    ruleId: string;
    severity: string;
    message: string;
    location: { pointer: string }[];
  }[];
}

/** Redocly CLI with the project's redocly.yaml (the recommended rules), as an integrator runs it. */
function lintWithRedocly(file: string): Promise<LintReport> {
  const args = ['lint', file, '--config', path.join(ROOT, 'redocly.yaml'), '--format', 'json'];
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [REDOCLY_CLI, ...args, '--max-problems', '1000'],
      { cwd: ROOT, env, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        // It exits with 1 when it finds errors: the JSON report on stdout says which.
        if (stdout.trimStart().startsWith('{')) resolve(JSON.parse(stdout) as LintReport);
        else reject(new Error(`Redocly CLI gave no report: ${error?.message ?? ''} ${stderr}`));
      },
    );
  });
}

/**
 * `METHOD /path` of each documented operation without an operationId or a one-line summary (both
 * written in the route's schema beside the route: server/routes/operation.ts).
 */
function operationsWithoutName(document: OpenApiDocument): string[] {
  return listOperations(document)
    .filter(
      ({ operation }) => !operation.operationId || !/^[^\n]{10,120}$/.test(operation.summary ?? ''),
    )
    .map(({ method, path: documentPath }) => `${method} ${documentPath}`);
}

/** A concrete URL for a documented path: any id will do, the token is checked before the id. */
function sampleUrl(documentPath: string): string {
  return documentPath.replace('{hash}', '0'.repeat(64)).replace(/\{[A-Za-z]+\}/g, '1');
}

/** What the document says of a route's token: `bearer`, `public`, or the security it has. */
function declaredAuth(operation: OpenApiOperation): string {
  const security = JSON.stringify(operation.security);
  if (security === JSON.stringify([{ [BEARER_SCHEME]: [] }])) return 'bearer';
  return security === '[]' ? 'public' : `security ${security}`;
}

// The document is the same on both engines, so SQLite alone serves it here.
describe('OpenAPI document as served (with the web app)', () => {
  let scratch: string;
  let server: TestServer;
  let document: OpenApiDocument;
  beforeAll(async () => {
    scratch = await makeScratchDir('openapi-lint');
    server = await createTestServer('sqlite', { webRoot: await makeWebRoot(scratch) });
    const response = await server.api({ method: 'GET', path: ENDPOINTS.openapi });
    expect(response.statusCode).toBe(200);
    document = response.json<OpenApiDocument>();
  });
  afterAll(async () => {
    await server.close();
    await fs.rm(scratch, { recursive: true, force: true });
  });

  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const file = path.join(scratch, 'openapi.json');
    await fs.writeFile(file, JSON.stringify(document, null, 2));
    const report = await lintWithRedocly(file);
    const problems = report.problems.map(
      (problem) =>
        `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer ?? '?'}: ${problem.message}`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('gives every route it documents an operationId and a one-line summary', () => {
    expect(operationsWithoutName(document)).toEqual([]);
  });

  it('documents every route the server registers but its own document and the web app', () => {
    const documented = listOperations(document).map(
      ({ method, path: documentPath }) => `${method} ${fastifyPath(documentPath)}`,
    );
    const registered = listRegisteredRoutes(server.app);
    expect(documented.filter((route) => !registered.includes(route))).toEqual([]);
    expect(registered.filter((route) => !documented.includes(route)).sort()).toEqual([
      'GET /*',
      `GET ${API_BASE_PATH}${ENDPOINTS.openapi}`,
    ]);
  });

  it('documents the health checks without a token', () => {
    const health = {
      [HEALTH_ENDPOINTS.healthz]: 'checkHealth',
      [HEALTH_ENDPOINTS.readyz]: 'checkReadiness',
    };
    for (const [url, operationId] of Object.entries(health)) {
      const operation = document.paths[url]?.get;
      expect(operation?.operationId, url).toBe(operationId);
      expect(operation?.security, url).toEqual([]);
    }
  });

  it('gives each operation a unique id', () => {
    const ids = listOperations(document).map(({ operation }) => operation.operationId);
    expect(ids.length).toBeGreaterThan(70);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('asks for the Bearer token exactly where the server needs one', async () => {
    expect(document.components?.securitySchemes?.[BEARER_SCHEME]).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    const wrong: string[] = [];
    for (const { method, path: documentPath, operation } of listOperations(document)) {
      const key = `${method} ${documentPath}`;
      const auth = declaredAuth(operation);
      const response = await server.app.inject({
        method: method as 'GET' | 'POST' | 'PUT' | 'DELETE',
        url: sampleUrl(documentPath),
      });
      if ((response.statusCode === 401) !== (auth === 'bearer')) {
        wrong.push(`${key}: ${auth} in the document, ${response.statusCode} without a token`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('offers the Idempotency-Key header on every signed-in POST', () => {
    const signedInPosts = listOperations(document).filter(
      ({ method, operation }) => method === 'POST' && declaredAuth(operation) === 'bearer',
    );
    expect(signedInPosts.length).toBeGreaterThan(20);
    const without = signedInPosts
      .filter(
        ({ operation }) =>
          !operation.parameters?.some(
            (parameter) => parameter.in === 'header' && parameter.name === IDEMPOTENCY_HEADER,
          ),
      )
      .map(({ path: documentPath }) => `POST ${documentPath}`);
    expect(without).toEqual([]);
  });

  it('points every error answer at the one ApiError schema', () => {
    expect(document.components?.schemas?.[ERROR_SCHEMA_ID]).toEqual(
      JSON.parse(JSON.stringify(ErrorSchema)),
    );
    const inline: string[] = [];
    for (const { method, path: documentPath, operation } of listOperations(document)) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!status.startsWith('4')) continue;
        const schema = response.content?.['application/json']?.schema;
        if (JSON.stringify(schema) !== JSON.stringify({ $ref: `#/components/schemas/ApiError` })) {
          inline.push(`${method} ${documentPath} ${status}`);
        }
      }
    }
    expect(inline).toEqual([]);
  });

  it('describes the API and the health checks only, on a server relative to its host, images as images', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(Object.keys(document.paths).filter((key) => !key.startsWith(API_BASE_PATH))).toEqual([
      HEALTH_ENDPOINTS.healthz,
      HEALTH_ENDPOINTS.readyz,
    ]);
    expect(document.info.license?.name).toBeTruthy();
    const image = document.paths[`${API_BASE_PATH}/images/{hash}`]?.get;
    expect(Object.keys(image?.responses['200']?.content ?? {})).toEqual([...IMAGE_CONTENT_TYPES]);
    expect(image?.security).toEqual([]);
  });

  it('describes item uploads as multipart with an itemRequest part and an image part', () => {
    const multipart = (method: 'post' | 'put', path: string) =>
      document.paths[`${API_BASE_PATH}${path}`]?.[method]?.requestBody?.content[
        'multipart/form-data'
      ]?.schema;
    const parts = { itemRequest: { type: 'object' }, image: { format: 'binary' } };
    expect(multipart('post', ENDPOINTS.items)).toMatchObject({
      required: ['itemRequest', 'image'],
      properties: parts,
    });
    expect(multipart('put', '/items/{id}')).toMatchObject({
      required: ['itemRequest'],
      properties: parts,
    });
  });
});

describe('OpenAPI operations beside the routes', () => {
  it('names a route that was registered without an operationId', async () => {
    const app = Fastify();
    await registerOpenApi(app);
    app.post(
      `${API_BASE_PATH}${ENDPOINTS.login}`,
      { schema: { operationId: 'logIn', summary: 'Sign in with a name and password' } },
      () => ({}),
    );
    app.get(`${API_BASE_PATH}/stock-counts/:id`, () => ({}));
    app.get(
      `${API_BASE_PATH}/stock-counts`,
      { schema: { operationId: 'listStockCounts', summary: 'Counts' } },
      () => ({}),
    );
    await app.ready();
    const document = app.swagger() as unknown as OpenApiDocument;
    expect(operationsWithoutName(document)).toEqual([
      `GET ${API_BASE_PATH}/stock-counts/{id}`,
      `GET ${API_BASE_PATH}/stock-counts`,
    ]);
    await app.close();
  });

  it("takes each operation's security from the route's guard", async () => {
    const app = Fastify();
    await registerOpenApi(app);
    const operation = (operationId: string) => ({ schema: { operationId, summary: operationId } });
    const url = `${API_BASE_PATH}/stock-counts`;
    app.get(
      url,
      { ...operation('listStockCounts'), onRequest: requirePage('Stocktake') },
      () => ({}),
    );
    // An onRequest hook that is not a guard asks for no token.
    app.post(url, { ...operation('addStockCount'), onRequest: async () => undefined }, () => ({}));
    await app.ready();
    const document = app.swagger() as unknown as OpenApiDocument;
    expect(declaredAuth(document.paths[url]?.get ?? { responses: {} })).toBe('bearer');
    expect(declaredAuth(document.paths[url]?.post ?? { responses: {} })).toBe('public');
    await app.close();
  });
});
