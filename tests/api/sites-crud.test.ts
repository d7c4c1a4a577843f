import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_SITE_ID } from '../../contract/paths';
import type { RoleName } from '../../contract/roles';
import type { Site, SiteDestinationList, SiteList, User } from '../../contract/schemas';
import { testEngines } from '../support/engines';
import { insertSite, limitUserToSites } from '../support/transfer-fixtures';
import {
  insertItem,
  insertReferences,
  userIdOf,
  type StockReferences,
} from '../support/stock-fixtures';
import { createTestServer, type TestServer } from '../support/test-server';

describe.each(await testEngines())('sites on %s', (engine) => {
  let server: TestServer;
  let refs: StockReferences;

  beforeAll(async () => {
    server = await createTestServer(engine);
    refs = await insertReferences(server.handle.db);
  });
  afterAll(() => server.close());

  const create = (payload: object) =>
    server.api({ method: 'POST', path: '/sites', role: 'Administrator', payload });

  it('has Main, made by the migration, and lists it to every role', async () => {
    for (const role of ['Administrator', 'Viewer', 'Warehouse Staff'] as const) {
      const answer = await server.api({ method: 'GET', path: '/sites', role });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers.etag).toBeTruthy();
      const { sites } = answer.json<SiteList>();
      expect(sites[0]).toMatchObject({ SiteId: MAIN_SITE_ID, Name: 'Main', Address: null });
    }
    expect((await server.api({ method: 'GET', path: '/sites' })).statusCode).toBe(401);
  });

  it('creates, reads, edits and deletes a site (Administrator only)', async () => {
    const created = await create({ name: '  Bar ', address: 'Ground floor' });
    expect(created.statusCode).toBe(201);
    const bar = created.json<Site>();
    expect(bar).toMatchObject({ Name: 'Bar', Address: 'Ground floor' });
    expect(bar.SiteId).toBeGreaterThan(MAIN_SITE_ID);

    const read = await server.api({
      method: 'GET',
      path: `/sites/${bar.SiteId}`,
      role: 'Administrator',
    });
    expect(read.json()).toEqual(bar);
    const edited = await server.api({
      method: 'PUT',
      path: `/sites/${bar.SiteId}`,
      role: 'Administrator',
      payload: { name: 'Lobby Bar', address: '' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Site>()).toMatchObject({ Name: 'Lobby Bar', Address: null });

    for (const role of ['Manager', 'Warehouse Staff', 'Viewer'] as const) {
      expect(
        (await server.api({ method: 'POST', path: '/sites', role, payload: { name: 'X' } }))
          .statusCode,
      ).toBe(403);
      expect(
        (await server.api({ method: 'DELETE', path: `/sites/${bar.SiteId}`, role })).statusCode,
      ).toBe(403);
    }

    const removed = await server.api({
      method: 'DELETE',
      path: `/sites/${bar.SiteId}`,
      role: 'Administrator',
    });
    expect(removed.statusCode).toBe(204);
    expect(
      (await server.api({ method: 'GET', path: `/sites/${bar.SiteId}`, role: 'Administrator' }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a blank or taken name (in any case) with a 4xx that changes nothing', async () => {
    const blank = await create({ name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ error: { message: 'Name is required.' } });
    const taken = await create({ name: 'main' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: { message: 'A site with this name already exists.' } });
    const { sites } = (
      await server.api({ method: 'GET', path: '/sites', role: 'Administrator' })
    ).json<SiteList>();
    expect(sites.map((site) => site.Name)).toEqual(['Main']);
  });

  it('never deletes Main, nor a site holding records or users', async () => {
    const main = await server.api({
      method: 'DELETE',
      path: `/sites/${MAIN_SITE_ID}`,
      role: 'Administrator',
    });
    expect(main.statusCode).toBe(409);
    expect(main.json()).toEqual({
      error: { message: 'This site cannot be deleted because item areas refer to it.' },
    });

    const kitchen = (await create({ name: 'Kitchen' })).json<Site>();
    const now = new Date().toISOString();
    await server.handle.db
      .insertInto('item_areas')
      .values({
        name: 'Walk-in',
        speed_class: 'Fast',
        site_id: kitchen.SiteId,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const held = await server.api({
      method: 'DELETE',
      path: `/sites/${kitchen.SiteId}`,
      role: 'Administrator',
    });
    expect(held.statusCode).toBe(409);
    expect(held.json()).toEqual({
      error: { message: 'This site cannot be deleted because item areas refer to it.' },
    });
    await server.handle.db.deleteFrom('item_areas').where('site_id', '=', kitchen.SiteId).execute();

    const user = await server.handle.db
      .selectFrom('users')
      .select('id')
      .where('name', '=', 'viewer')
      .executeTakeFirstOrThrow();
    await server.handle.db
      .insertInto('user_sites')
      .values({ user_id: user.id, site_id: kitchen.SiteId })
      .execute();
    const staffed = await server.api({
      method: 'DELETE',
      path: `/sites/${kitchen.SiteId}`,
      role: 'Administrator',
    });
    expect(staffed.statusCode).toBe(409);
    expect(staffed.json()).toEqual({
      error: { message: 'This site cannot be deleted because users work at it.' },
    });
    await server.handle.db.deleteFrom('user_sites').execute();

    // An item's own settings there go with it.
    const itemId = await insertItem(server.handle.db, refs, { name: 'Lemons' });
    await server.handle.db
      .insertInto('item_sites')
      .values({
        item_id: itemId,
        site_id: kitchen.SiteId,
        item_area_id: null,
        par_level: 5000,
        reorder_point: null,
      })
      .execute();
    expect(
      (
        await server.api({
          method: 'DELETE',
          path: `/sites/${kitchen.SiteId}`,
          role: 'Administrator',
        })
      ).statusCode,
    ).toBe(204);
    expect(await server.handle.db.selectFrom('item_sites').selectAll().execute()).toEqual([]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '-1']) {
      expect(
        (await server.api({ method: 'GET', path: `/sites/${id}`, role: 'Administrator' }))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await server.api({
            method: 'PUT',
            path: `/sites/${id}`,
            role: 'Administrator',
            payload: { name: 'Q' },
          })
        ).statusCode,
      ).toBe(404);
    }
  });

  it('lists to a user only the sites it works at; an Administrator sees every site', async () => {
    const store = (await create({ name: 'Store' })).json<Site>();
    const pantry = (await create({ name: 'Pantry' })).json<Site>();
    const staff = { id: await userIdOf(server.handle.db, 'Warehouse Staff') };
    await server.handle.db
      .insertInto('user_sites')
      .values({ user_id: staff.id, site_id: pantry.SiteId })
      .execute();
    try {
      const names = async (role: 'Warehouse Staff' | 'Administrator') =>
        (await server.api({ method: 'GET', path: '/sites', role }))
          .json<SiteList>()
          .sites.map((site) => site.SiteId);
      expect(await names('Warehouse Staff')).toEqual([pantry.SiteId]);
      expect(await names('Administrator')).toEqual([MAIN_SITE_ID, store.SiteId, pantry.SiteId]);
    } finally {
      await server.handle.db.deleteFrom('user_sites').execute();
    }
  });
  it('lists every site, id and name only, as destinations to page Transfers (scope=destinations)', async () => {
    const store = (await create({ name: 'Cellar', address: 'Basement' })).json<Site>();
    const staff = { id: await userIdOf(server.handle.db, 'Warehouse Staff') };
    // The clerk works at Main only, and may still send to the Cellar.
    await limitUserToSites(server.handle.db, staff.id, [MAIN_SITE_ID]);
    try {
      const destinations = (role: RoleName, headers: Record<string, string> = {}) =>
        server.api({ method: 'GET', path: '/sites?scope=destinations', role, headers });
      const answer = await destinations('Warehouse Staff');
      expect(answer.statusCode).toBe(200);
      const { sites } = answer.json<SiteDestinationList>();
      expect(sites).toContainEqual({ SiteId: MAIN_SITE_ID, Name: 'Main' });
      expect(sites).toContainEqual({ SiteId: store.SiteId, Name: 'Cellar' });
      for (const site of sites) expect(Object.keys(site).sort()).toEqual(['Name', 'SiteId']);
      // Its own list still names only the site it works at.
      const own = await server.api({ method: 'GET', path: '/sites', role: 'Warehouse Staff' });
      expect(own.json<SiteList>().sites.map((site) => site.SiteId)).toEqual([MAIN_SITE_ID]);
      // Revalidated like any list; a new site changes the answer.
      const etag = String(answer.headers.etag);
      expect(etag).not.toBe(String(own.headers.etag));
      const again = await destinations('Warehouse Staff', { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      for (const role of ['Administrator', 'Manager'] as const) {
        expect((await destinations(role)).json<SiteDestinationList>().sites).toEqual(sites);
      }
      for (const role of ['Editor', 'Viewer'] as const) {
        expect((await destinations(role)).statusCode).toBe(403);
      }
      expect(
        (await server.api({ method: 'GET', path: '/sites?scope=everything', role: 'Manager' }))
          .statusCode,
      ).toBe(400);
      expect(
        (await server.api({ method: 'GET', path: '/sites?scope=destinations' })).statusCode,
      ).toBe(401);
    } finally {
      await server.handle.db.deleteFrom('user_sites').execute();
    }
  });
  it("gives each user's Sites on the users list once there are several sites, never before", async () => {
    const engineServer = await createTestServer(engine);
    try {
      const users = async () =>
        (await engineServer.api({ method: 'GET', path: '/users', role: 'Administrator' })).json<{
          users: User[];
        }>().users;
      // One site: the spec's rows, letter for letter.
      for (const user of await users()) expect(user).not.toHaveProperty('Sites');
      const barId = await insertSite(engineServer.handle.db, 'Bar');
      const staff = { id: await userIdOf(engineServer.handle.db, 'Warehouse Staff') };
      await limitUserToSites(engineServer.handle.db, staff.id, [barId]);
      const rows = await users();
      expect(rows.find((user) => user.userId === staff.id)?.Sites).toEqual([
        { SiteID: barId, Name: 'Bar' },
      ]);
      // No sites of its own: every site (the screen says so).
      for (const user of rows.filter((row) => row.userId !== staff.id)) {
        expect(user.Sites).toEqual([]);
      }
    } finally {
      await engineServer.close();
    }
  });
});
