import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGE } from '../../contract/messages';
import { API_BASE_PATH } from '../../contract/paths';
import { authenticate } from '../../server/auth/guard';
import { drawSolidPng } from '../../server/demo/png';
import { fingerprintMultipart } from '../../server/idempotency';
import { testEngines } from '../support/engines';
import { createTestServer, type TestServer } from '../support/test-server';

/** Routes added for the test only: they show how the hooks behave around any POST. */
function addTestRoutes(server: TestServer) {
  const runs = { flaky: 0, gated: 0, upload: 0 };
  let openGate: () => void = () => undefined;
  const gate = {
    closed: Promise.resolve(),
    close() {
      this.closed = new Promise<void>((resolve) => (openGate = resolve));
    },
    open: () => openGate(),
  };
  const { app } = server;
  app.post(`${API_BASE_PATH}/test/flaky`, { preHandler: authenticate }, async (_request, reply) => {
    runs.flaky += 1;
    if (runs.flaky === 1) throw new Error('database fell over at /secret/path.ts:12');
    return reply.status(201).send({ run: runs.flaky });
  });
  app.post(`${API_BASE_PATH}/test/gated`, { preHandler: authenticate }, async (_request, reply) => {
    runs.gated += 1;
    await gate.closed;
    return reply.status(201).send({ run: runs.gated });
  });

  // A multipart route reads its upload in its own preHandler and sets the fingerprint.
  const uploads = new WeakMap<FastifyRequest, { itemRequest: string; size: number }>();
  async function readUpload(request: FastifyRequest) {
    let itemRequest = '';
    let image: Buffer | null = null;
    for await (const part of request.parts()) {
      if (part.type === 'file') image = await part.toBuffer();
      else if (part.fieldname === 'itemRequest') itemRequest = String(part.value);
    }
    uploads.set(request, { itemRequest, size: image?.length ?? 0 });
    request.idempotencyFingerprint = fingerprintMultipart(itemRequest, image);
  }
  app.post(
    `${API_BASE_PATH}/test/upload`,
    { preHandler: [authenticate, readUpload] },
    async (request, reply) => {
      runs.upload += 1;
      return reply.status(201).send({ run: runs.upload, ...uploads.get(request) });
    },
  );
  return { runs, gate };
}

function multipart(itemRequest: string, image: Buffer) {
  const boundary = `----test${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="itemRequest"\r\n\r\n${itemRequest}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n` +
        `Content-Type: image/png\r\n\r\n`,
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(await testEngines())('idempotency hooks on %s', (engine) => {
  let server: TestServer;
  let routes: ReturnType<typeof addTestRoutes>;
  beforeAll(async () => {
    server = await createTestServer(engine);
    routes = addTestRoutes(server);
  });
  afterAll(() => server.close());

  const post = (path: string, key: string, payload: object = {}) =>
    server.api({
      method: 'POST',
      path,
      role: 'Manager',
      headers: { 'idempotency-key': key },
      payload,
    });

  it('releases the key after a 5xx, so the retry runs, and shows no stack trace', async () => {
    const key = randomUUID();
    const failed = await post('/test/flaky', key);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ error: { message: 'Internal server error.' } });
    expect(failed.body).not.toMatch(/secret|\.ts|at /);

    const retried = await post('/test/flaky', key);
    expect(retried.statusCode).toBe(201);
    expect(retried.json()).toEqual({ run: 2 });
    const replayed = await post('/test/flaky', key);
    expect(replayed.json()).toEqual({ run: 2 });
    expect(routes.runs.flaky).toBe(2);
  });

  it('answers 409 while the first request runs, then replays its answer', async () => {
    const key = randomUUID();
    routes.gate.close();
    const first = post('/test/gated', key);
    await expect.poll(() => routes.runs.gated).toBe(1);

    const during = await post('/test/gated', key);
    expect(during.statusCode).toBe(409);
    expect(during.headers['retry-after']).toBe('1');
    expect(during.json()).toEqual({ error: { message: SERVER_MESSAGE.idempotencyInFlight } });

    routes.gate.open();
    expect((await first).statusCode).toBe(201);
    const after = await post('/test/gated', key);
    expect(after.statusCode).toBe(201);
    expect(after.json()).toEqual({ run: 1 });
    expect(routes.runs.gated).toBe(1);
  });

  it('lets a retry take over a claim abandoned by a crashed instance', async () => {
    const key = randomUUID();
    const runsBefore = routes.runs.gated;
    routes.gate.close();
    const stuck = post('/test/gated', key);
    await expect.poll(() => routes.runs.gated).toBe(runsBefore + 1);
    // As if the claim were two minutes old and its instance gone.
    await server.handle.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(Date.now() - 120_000).toISOString() })
      .where('key', '=', key)
      .execute();
    const retry = post('/test/gated', key);
    await expect.poll(() => routes.runs.gated).toBe(runsBefore + 2);
    routes.gate.open();
    const [, answer] = await Promise.all([stuck, retry]);
    expect(answer.statusCode).toBe(201);
    expect(answer.headers['idempotent-replayed']).toBeUndefined();
  });

  it('compares a multipart body by its itemRequest part and the image hash', async () => {
    const key = randomUUID();
    const image = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const itemRequest = JSON.stringify({ name: 'Basil', barcode: '123' });
    const form = multipart(itemRequest, image);
    const first = await server.api({
      method: 'POST',
      path: '/test/upload',
      role: 'Manager',
      headers: { 'idempotency-key': key, ...form.headers },
      payload: form.payload,
    });
    expect(first.statusCode).toBe(201);

    // Another boundary, the same content: a replay.
    const again = multipart(itemRequest, image);
    const repeat = await server.api({
      method: 'POST',
      path: '/test/upload',
      role: 'Manager',
      headers: { 'idempotency-key': key, ...again.headers },
      payload: again.payload,
    });
    expect(repeat.statusCode).toBe(201);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());

    const otherImage = multipart(itemRequest, Buffer.concat([image, Buffer.from([1])]));
    const changed = await server.api({
      method: 'POST',
      path: '/test/upload',
      role: 'Manager',
      headers: { 'idempotency-key': key, ...otherImage.headers },
      payload: otherImage.payload,
    });
    expect(changed.statusCode).toBe(422);
    expect(routes.runs.upload).toBe(1);
  });

  it('treats the same key on another route as a different request', async () => {
    const key = randomUUID();
    const created = await post('/departments', key, { name: 'Spa', description: '' });
    expect(created.statusCode).toBe(201);
    const elsewhere = await post('/test/flaky', key, { name: 'Spa', description: '' });
    expect(elsewhere.statusCode).toBe(422);
  });

  it('replays POST /items by its itemRequest part and image, whatever the boundary', async () => {
    const category = await post('/categories', randomUUID(), { name: 'Herbs', description: '' });
    const area = await post('/locations', randomUUID(), { name: 'Herb Shelf', speedClass: 'Fast' });
    const itemRequest = JSON.stringify({
      name: 'Thyme',
      barcode: '4006381333931',
      categoryId: category.json<{ CategoryId: number }>().CategoryId,
      itemAreaId: area.json<{ itemAreaId: number }>().itemAreaId,
      unit: 'bunch',
      alertDaysBeforeExpiry: 3,
    });
    const png = drawSolidPng([0, 128, 0], 8);
    const key = randomUUID();
    const send = (image: Buffer) => {
      const form = multipart(itemRequest, image);
      return server.api({
        method: 'POST',
        path: '/items',
        role: 'Manager',
        headers: { 'idempotency-key': key, ...form.headers },
        payload: form.payload,
      });
    };
    const first = await send(png);
    expect(first.statusCode).toBe(201);
    const again = await send(png);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const otherImage = await send(drawSolidPng([200, 0, 0], 8));
    expect(otherImage.statusCode).toBe(422);
    const items = await server.handle.db
      .selectFrom('items')
      .select('id')
      .where('name', '=', 'Thyme')
      .execute();
    expect(items).toHaveLength(1);
  });
});
