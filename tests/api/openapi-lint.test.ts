import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_OPERATIONS, HEALTH_OPERATIONS, findRouteOperation } from '../../contract/operations';
import {
  API_BASE_PATH,
  ENDPOINTS,
  HEALTH_ENDPOINTS,
  IDEMPOTENCY_HEADER,
} from '../../contract/paths';
import { ErrorSchema } from '../../contract/schemas/common';
import { ROOT } from '../../scripts/build-if-stale';
import { IMAGE_CONTENT_TYPES } from '../../server/images';
import { BEARER_SCHEME, ERROR_SCHEMA_ID, registerOpenApi } from '../../server/openapi';
import {
  listOperations,
  makeScratchDir,
  makeWebRoot,
  openApiPath,
  type OpenApiDocument,
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

/** `METHOD /path` of each documented operation whose operationId is not its contract row's. */
function operationsWithoutRow(document: OpenApiDocument): string[] {
  return listOperations(document)
    .filter(({ method, path: documentPath, operation }) => {
      const routePath = documentPath.replace(/\{(\w+)\}/g, ':$1');
      const row = findRouteOperation(method, routePath, API_BASE_PATH);
      return !row || row.operationId !== operation.operationId;
    })
    .map(({ method, path: documentPath }) => `${method} ${documentPath}`);
}

/** A concrete URL for a route path: any id will do, the token is checked before the id. */
function sampleUrl(routePath: string): string {
  const filled = routePath.replace(':hash', '0'.repeat(64)).replace(/:[A-Za-z]+/g, '1');
  return `${API_BASE_PATH}${filled}`;
}

const ROWS = Object.entries(API_OPERATIONS).map(([key, row]) => {
  const [method = '', routePath = ''] = key.split(' ');
  return { key, method, routePath, row };
});

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

  it('has a row of contract/operations.ts for every route it documents', () => {
    expect(operationsWithoutRow(document)).toEqual([]);
  });

  it('documents every row of the table, each a route the server has', () => {
    const missing = ROWS.filter(({ method, routePath }) => {
      const url = `${API_BASE_PATH}${routePath}`;
      const documented = document.paths[openApiPath(url)]?.[method.toLowerCase()];
      return !server.app.hasRoute({ method, url }) || !documented;
    }).map(({ key }) => key);
    expect(missing).toEqual([]);
  });

  it('documents the health checks without a token', () => {
    for (const [key, row] of Object.entries(HEALTH_OPERATIONS)) {
      const [method = '', url = ''] = key.split(' ');
      const operation = document.paths[url]?.[method.toLowerCase()];
      expect(operation?.operationId, key).toBe(row.operationId);
      expect(operation?.security, key).toEqual([]);
    }
  });

  it('gives each operation a unique id and a one-line summary', () => {
    const ids = ROWS.map(({ row }) => row.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    for (const { key, row } of ROWS) {
      expect(row.summary, key).toMatch(/^[^\n]{10,120}$/);
    }
  });

  it('asks for the Bearer token exactly where the server needs one', async () => {
    expect(document.components?.securitySchemes?.[BEARER_SCHEME]).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    const wrong: string[] = [];
    for (const { key, method, routePath, row } of ROWS) {
      const operation =
        document.paths[openApiPath(`${API_BASE_PATH}${routePath}`)]?.[method.toLowerCase()];
      const declared = row.auth === 'bearer' ? [{ [BEARER_SCHEME]: [] }] : [];
      if (JSON.stringify(operation?.security) !== JSON.stringify(declared)) {
        wrong.push(`${key}: document says ${JSON.stringify(operation?.security)}`);
      }
      const response = await server.app.inject({
        method: method as 'GET' | 'POST' | 'PUT' | 'DELETE',
        url: sampleUrl(routePath),
      });
      if ((response.statusCode === 401) !== (row.auth === 'bearer')) {
        wrong.push(`${key}: ${row.auth} in the table, ${response.statusCode} without a token`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('offers the Idempotency-Key header on every signed-in POST', () => {
    const without = ROWS.filter(({ method, row }) => method === 'POST' && row.auth === 'bearer')
      .filter(({ routePath }) => {
        const operation = document.paths[openApiPath(`${API_BASE_PATH}${routePath}`)]?.post;
        return !operation?.parameters?.some(
          (parameter) => parameter.in === 'header' && parameter.name === IDEMPOTENCY_HEADER,
        );
      })
      .map(({ key }) => key);
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

describe('OpenAPI route table check', () => {
  it('names a route that was registered without a row', async () => {
    const app = Fastify();
    await registerOpenApi(app);
    app.post(`${API_BASE_PATH}${ENDPOINTS.login}`, () => ({}));
    app.get(`${API_BASE_PATH}/stock-counts/:id`, () => ({}));
    await app.ready();
    const document = app.swagger() as unknown as OpenApiDocument;
    expect(operationsWithoutRow(document)).toEqual([`GET ${API_BASE_PATH}/stock-counts/{id}`]);
    await app.close();
  });
});
