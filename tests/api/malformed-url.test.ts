import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../contract/paths';
import { testEngines } from '../support/engines';
import { createTestServer, type TestServer } from '../support/test-server';

/** Headers that belong to one answer (its body, its connection), not to every answer. */
const PER_ANSWER = new Set([
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'transfer-encoding',
  'vary',
]);

function everyAnswersHeaders(response: LightMyRequestResponse): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(response.headers).filter(([name]) => !PER_ANSWER.has(name)),
  );
}

/**
 * Fastify answers a URL it cannot route by itself, before any hook: those answers carry the
 * same security headers as every other, and the API's error shape.
 */
describe.each(await testEngines())('answers to a URL Fastify cannot route on %s', (engine) => {
  let server: TestServer;
  let normal: Record<string, unknown>;
  beforeAll(async () => {
    server = await createTestServer(engine);
    const list = await server.api({ method: 'GET', path: '/departments', role: 'Viewer' });
    expect(list.statusCode).toBe(200);
    normal = everyAnswersHeaders(list);
    expect(normal['x-content-type-options']).toBe('nosniff');
    expect(String(normal['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
  afterAll(() => server.close());

  it('a malformed percent-encoding: 400 with the security headers and {error:{message}}', async () => {
    const url = `${API_BASE_PATH}/items/%E0%A4%A`;
    const response = await server.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(everyAnswersHeaders(response)).toEqual(normal);
    expect(response.json()).toEqual({
      error: { message: `'${url}' is not a valid url component` },
    });
  });

  it('a path parameter over its length limit: 414 with the security headers', async () => {
    const response = await server.api({
      method: 'GET',
      path: `/departments/${'9'.repeat(200)}`,
      role: 'Viewer',
    });
    expect(response.statusCode).toBe(414);
    expect(everyAnswersHeaders(response)).toEqual(normal);
    expect(response.json<{ error: { message: string } }>().error.message).toMatch(
      /exceeding the max param length/,
    );
  });
});
