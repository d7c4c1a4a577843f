import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../contract/paths';
import { authenticate } from '../../server/auth/guard';
import { testEngines } from '../support/engines';
import { createTestServer, type TestServer } from '../support/test-server';

/** Helmet's headers, expected on every answer: data, errors and unknown routes alike. */
function expectSecurityHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("img-src 'self' blob: data:");
  expect(csp).toContain("frame-ancestors 'none'");
  // Nothing from elsewhere: no wildcard and no scheme-wide source such as https:.
  expect(csp).not.toMatch(/\*|https:|http:/);
}

describe.each(await testEngines())('HTTP behaviour on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(engine);
    server.app.get(`${API_BASE_PATH}/test/crash`, { preHandler: authenticate }, () => {
      throw new Error('connection refused at /srv/app/server/secret.ts:42');
    });
    // Enough departments for a list well over 1,024 bytes.
    for (let n = 1; n <= 30; n += 1) {
      const created = await server.api({
        method: 'POST',
        path: '/departments',
        role: 'Manager',
        payload: { name: `Department ${n}`, description: 'Serves the east wing restaurant' },
      });
      expect(created.statusCode).toBe(201);
    }
  });
  afterAll(() => server.close());

  const list = (headers: Record<string, string> = {}) =>
    server.api({ method: 'GET', path: '/departments', role: 'Viewer', headers });

  it('answers a list with an ETag and a matching If-None-Match with a bodiless 304', async () => {
    const first = await list();
    const etag = first.headers.etag;
    expect(first.statusCode).toBe(200);
    expect(typeof etag).toBe('string');

    const unchanged = await list({ 'if-none-match': String(etag), 'accept-encoding': 'gzip' });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    expect(unchanged.headers['content-encoding']).toBeUndefined();

    await server.api({
      method: 'POST',
      path: '/departments',
      role: 'Manager',
      payload: { name: 'Department 31', description: '' },
    });
    const changed = await list({ 'if-none-match': String(etag) });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json<{ totalCount: number }>().totalCount).toBe(31);
  });

  it('compresses JSON over 1,024 bytes with gzip or brotli as asked', async () => {
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const gzip = await list({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length);

    const brotli = await list({ 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);

    const small = await server.api({
      method: 'GET',
      path: '/departments?page=1&pageSize=1',
      role: 'Viewer',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('sends the security headers on data, 401, 404 and 500 answers', async () => {
    const answers = [
      await list(),
      await server.api({ method: 'GET', path: '/departments' }),
      await server.api({ method: 'GET', path: '/no-such-thing', role: 'Viewer' }),
      await server.app.inject({ method: 'GET', url: '/favicon-nowhere.ico' }),
      await server.api({ method: 'GET', path: '/test/crash', role: 'Viewer' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404, 404, 500]);
    answers.forEach(expectSecurityHeaders);
  });

  it('never shows a stack trace or internal detail in a 500', async () => {
    const crash = await server.api({ method: 'GET', path: '/test/crash', role: 'Viewer' });
    expect(crash.statusCode).toBe(500);
    expect(crash.json()).toEqual({ error: { message: 'Internal server error.' } });
    expect(crash.body).not.toMatch(/secret|refused|\.ts|stack/);
  });
});

describe.each(await testEngines())('the built app served on %s', (engine) => {
  let server: TestServer;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'web-root-'));
    fs.mkdirSync(path.join(webRoot, 'assets'));
    fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Inventory</title>');
    fs.writeFileSync(path.join(webRoot, 'assets', 'index-3f2a1b.js'), 'console.log(1);');
    fs.writeFileSync(path.join(webRoot, 'manifest.webmanifest'), '{"name":"Inventory"}');
    server = await createTestServer(engine, { webRoot });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string) => server.app.inject({ method: 'GET', url });

  it('serves index.html for the root and client routes with Cache-Control no-cache', async () => {
    for (const url of ['/', '/items', '/orders/12?tab=lines']) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('<title>Inventory</title>');
      expect(page.headers['cache-control']).toBe('no-cache');
      expectSecurityHeaders(page);
    }
  });

  it('serves hashed assets as immutable and other files as no-cache', async () => {
    const asset = await get('/assets/index-3f2a1b.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('keeps unknown API paths a JSON 404 and refuses paths outside the web root', async () => {
    const unknown = await get(`${API_BASE_PATH}/nothing-here`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { message: expect.any(String) } });
    const escape = await get('/..%2f..%2f..%2fetc%2fpasswd');
    expect(escape.body).not.toContain('root:');
  });
});
