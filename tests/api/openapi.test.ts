import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, ENDPOINTS, ORDER_ACTIONS } from '../../contract/paths';
import { testEngines } from '../support/engines';
import { createTestServer, type TestServer } from '../support/test-server';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  components?: { securitySchemes?: Record<string, unknown> };
}

/** Every endpoint of the contract, with :id where the path takes one. */
function contractPaths(): string[] {
  return Object.entries(ENDPOINTS)
    .filter(([name]) => name !== 'openapi')
    .flatMap(([, endpoint]) =>
      typeof endpoint === 'string'
        ? [endpoint]
        : ORDER_ACTIONS.map((action) => endpoint(':id', action)),
    );
}

const METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'DELETE'];

describe.each(await testEngines())('OpenAPI document on %s', (engine) => {
  let server: TestServer;
  let document: OpenApiDocument;
  beforeAll(async () => {
    server = await createTestServer(engine);
    const response = await server.api({ method: 'GET', path: ENDPOINTS.openapi });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    document = response.json<OpenApiDocument>();
  });
  afterAll(() => server.close());

  it('is served without a token and names the bearer scheme', () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(document.components?.securitySchemes).toHaveProperty('bearer');
  });

  it('lists login and departments with their operations', () => {
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        `${API_BASE_PATH}/login`,
        `${API_BASE_PATH}/departments`,
        `${API_BASE_PATH}/departments/{id}`,
      ]),
    );
    expect(Object.keys(document.paths[`${API_BASE_PATH}/departments`] ?? {}).sort()).toEqual([
      'get',
      'post',
    ]);
    const create = document.paths[`${API_BASE_PATH}/departments`]?.post;
    expect(Object.keys(create?.responses ?? {})).toEqual(expect.arrayContaining(['201', '400']));
    expect(Object.keys(document.paths)).not.toContain(`${API_BASE_PATH}${ENDPOINTS.openapi}`);
  });

  it('lists every contract route the server has', () => {
    const documented = new Set(Object.keys(document.paths));
    let checked = 0;
    for (const endpoint of contractPaths()) {
      const url = `${API_BASE_PATH}${endpoint}`;
      for (const method of METHODS) {
        if (!server.app.hasRoute({ method, url })) continue;
        checked += 1;
        const openApiPath = url.replace(/:([A-Za-z]+)/g, '{$1}');
        expect(documented, `${method} ${url}`).toContain(openApiPath);
        expect(document.paths[openApiPath]).toHaveProperty(method.toLowerCase());
      }
    }
    expect(checked).toBeGreaterThanOrEqual(6);
  });
});
