import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../contract/paths';
import { ROLE_IDS, type RoleName } from '../../contract/roles';
import type { DatabaseHandle } from '../../server/db/connect';
import { testEngines } from '../support/engines';
import {
  listenOn,
  openEventStream,
  waitUntil,
  type EventStreamReader,
} from '../support/event-stream';
import { secondInstance } from '../support/second-instance';
import { freshArea, startStocktake } from '../support/stocktake-fixtures';
import { TEST_PASSWORD, createTestServer, type TestServer } from '../support/test-server';

function createDepartment(server: TestServer, name: string) {
  return server.api({ method: 'POST', path: '/departments', role: 'Manager', payload: { name } });
}

describe.each(await testEngines())('GET /events on %s', (engine) => {
  let server: TestServer;
  let origin: string;
  const open: EventStreamReader[] = [];
  const stream = async (token: string | null) => {
    const reader = await openEventStream(origin, token);
    open.push(reader);
    return reader;
  };

  beforeAll(async () => {
    server = await createTestServer(engine, { eventHeartbeatMs: 100 });
    origin = await listenOn(server.app);
  });
  afterAll(async () => {
    for (const reader of open) reader.close();
    await server.close();
  });

  it('answers 401 without a token and with a bad one', async () => {
    expect((await stream(null)).status).toBe(401);
    expect((await stream('not-a-token')).status).toBe(401);
  });

  it('sends a heartbeat comment while nothing changes', async () => {
    const reader = await stream(await server.tokenFor('Viewer'));
    expect(reader.status).toBe(200);
    await reader.waitForComment('heartbeat');
  });

  it('names the list a write changed, with its new version', async () => {
    const reader = await stream(await server.tokenFor('Viewer'));
    await reader.waitForComment('connected');
    const created = await createDepartment(server, `Pastry ${engine}`);
    expect(created.statusCode).toBe(201);
    const event = await reader.waitFor((e) => e.list === 'departments');
    const { version } = await server.handle.db
      .selectFrom('list_versions')
      .select('version')
      .where('list', '=', 'departments')
      .executeTakeFirstOrThrow();
    expect(event.version).toBe(version);
  });

  it('sends a stocktake only to roles with the Stocktake page', async () => {
    const viewer = await stream(await server.tokenFor('Viewer'));
    const staff = await stream(await server.tokenFor('Warehouse Staff'));
    await Promise.all([viewer.waitForComment('connected'), staff.waitForComment('connected')]);
    const refs = await freshArea(server);
    const stocktake = await startStocktake(server, refs);
    await staff.waitFor((e) => e.list === `stocktake:${stocktake.StocktakeId}`);
    // A later write every role hears: the Viewer's stream got it, and never the stocktake.
    await createDepartment(server, `Bakery ${engine}`);
    await viewer.waitFor((e) => e.list === 'departments' && e.version > 1);
    expect(viewer.events.some((e) => e.list.startsWith('stocktake:'))).toBe(false);
  });

  describe('a user changed while their stream is open', () => {
    let serial = 0;
    /** A user of their own (changing a seeded one would change the other tests' roles). */
    async function userWithStream(role: RoleName) {
      serial += 1;
      const name = `shifting-${serial}`;
      const created = await server.api({
        method: 'POST',
        path: '/users',
        role: 'Administrator',
        payload: { name, password: TEST_PASSWORD, roleId: ROLE_IDS[role] },
      });
      expect(created.statusCode, created.body).toBe(201);
      const login = await server.app.inject({
        method: 'POST',
        url: `${API_BASE_PATH}/login`,
        payload: { name, password: TEST_PASSWORD },
      });
      const reader = await stream(login.json<{ accessToken: string }>().accessToken);
      await reader.waitForComment('connected');
      return { id: created.json<{ userId: number }>().userId, name, reader };
    }
    const setRole = async ({ id, name }: { id: number; name: string }, role: RoleName) => {
      const changed = await server.api({
        method: 'PUT',
        path: `/users/${id}`,
        role: 'Administrator',
        payload: { name, roleId: ROLE_IDS[role] },
      });
      expect(changed.statusCode, changed.body).toBe(200);
    };

    it('stops sending what the new role may not read, and sends what it may', async () => {
      const user = await userWithStream('Warehouse Staff');
      const { reader } = user;
      const refs = await freshArea(server);
      const before = await startStocktake(server, refs);
      await reader.waitFor((e) => e.list === `stocktake:${before.StocktakeId}`);
      await setRole(user, 'Viewer');
      // At once: the very next write, with no pause for the server to catch up.
      const hidden = await startStocktake(server, refs);
      await createDepartment(server, `Canteen ${engine}`);
      const departments = await reader.waitFor((e) => e.list === 'departments');
      await createDepartment(server, `Canteen two ${engine}`);
      await reader.waitFor((e) => e.list === 'departments' && e.version > departments.version);
      expect(reader.events.map((e) => e.list)).not.toContain(`stocktake:${hidden.StocktakeId}`);
      await setRole(user, 'Manager');
      const shown = await startStocktake(server, refs);
      await reader.waitFor((e) => e.list === `stocktake:${shown.StocktakeId}`);
    });

    it('ends the stream of a user deleted meanwhile', async () => {
      const { id, reader } = await userWithStream('Viewer');
      const deleted = await server.api({
        method: 'DELETE',
        path: `/users/${id}`,
        role: 'Administrator',
      });
      expect(deleted.statusCode, deleted.body).toBe(204);
      await waitUntil(() => reader.ended);
    });
  });

  it('frees a stream once its client goes', async () => {
    const before = server.app.listEvents.streams;
    const reader = await stream(await server.tokenFor('Viewer'));
    await reader.waitForComment('connected');
    expect(server.app.listEvents.streams).toBe(before + 1);
    reader.close();
    await waitUntil(() => server.app.listEvents.streams === before);
  });
});

describe.runIf((await testEngines()).includes('postgres'))(
  'GET /events across two instances on one PostgreSQL',
  () => {
    let first: TestServer;
    let secondHandle: DatabaseHandle;
    let second: FastifyInstance;
    let secondOrigin: string;
    let reader: EventStreamReader;

    beforeAll(async () => {
      first = await createTestServer('postgres');
      ({ app: second, handle: secondHandle } = await secondInstance(first));
      secondOrigin = await listenOn(second);
      reader = await openEventStream(secondOrigin, await first.tokenFor('Manager'));
      await reader.waitForComment('connected');
    });
    afterAll(async () => {
      reader.close();
      await second.close();
      await secondHandle.close();
      await first.close();
    });

    const departmentsVersion = async () =>
      (
        await first.handle.db
          .selectFrom('list_versions')
          .select('version')
          .where('list', '=', 'departments')
          .executeTakeFirstOrThrow()
      ).version;

    it('hears on one instance a write made on the other', async () => {
      const created = await createDepartment(first, 'Banquets');
      expect(created.statusCode).toBe(201);
      const version = await departmentsVersion();
      await reader.waitFor((e) => e.list === 'departments' && e.version === version);
    });

    it('hears nothing of a rolled-back write', async () => {
      const before = await departmentsVersion();
      const now = new Date().toISOString();
      // Three statements: had it notified, an event would carry version before + 3.
      await expect(
        first.handle.db.transaction().execute(async (trx) => {
          for (const name of ['Ghost 1', 'Ghost 2', 'Ghost 3']) {
            await trx
              .insertInto('departments')
              .values({ name, description: '', created_at: now, updated_at: now })
              .execute();
          }
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      const created = await createDepartment(first, 'Room service');
      expect(created.statusCode).toBe(201);
      await reader.waitFor((e) => e.list === 'departments' && e.version === before + 1);
      expect(reader.events.filter((e) => e.list === 'departments' && e.version > before)).toEqual([
        { list: 'departments', version: before + 1 },
      ]);
    });
  },
);
