import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/engines';
import { createTestServer, type TestServer } from '../support/test-server';

/** A WebAssembly module's header and some body, large enough to be worth compressing. */
const WASM = Buffer.concat([Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]), Buffer.alloc(4096)]);

describe.each(await testEngines())("the scanner's WebAssembly served on %s", (engine) => {
  let server: TestServer;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'web-root-'));
    fs.mkdirSync(path.join(webRoot, 'assets'));
    fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Inventory</title>');
    fs.writeFileSync(path.join(webRoot, 'assets', 'zxing_reader-3f2a1b.wasm'), WASM);
    server = await createTestServer(engine, { webRoot });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('is application/wasm (streaming compilation needs it), immutable and compressed', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/assets/zxing_reader-3f2a1b.wasm',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/wasm');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it("has a CSP that lets WebAssembly compile ('wasm-unsafe-eval') but not JavaScript eval", async () => {
    const page = await server.app.inject({ method: 'GET', url: '/items' });
    const csp = String(page.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toContain("worker-src 'self'");
  });
});
