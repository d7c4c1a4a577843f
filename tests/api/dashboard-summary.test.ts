import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_NAMES } from '../../contract/roles';
import { sql } from 'kysely';
import type {
  DashboardSummary,
  ItemLocation,
  LowItem,
  WasteItem,
} from '../../contract/schemas/stock';
import { DEMO_USERS } from '../../server/demo/catalog';
import { seedDemoData } from '../../server/demo/seed';
import {
  countSpeedClasses,
  locationRows,
  lowStockRows,
  movementSeries,
  summaryCards,
  wasteByReason,
} from '../../src/features/dashboard/dashboard-figures';
import { testEngines } from '../support/engines';
import { createTestServer, type TestServer } from '../support/test-server';

interface ItemLocations {
  totalCount: number;
  items: ItemLocation[];
}

describe.each(await testEngines())('GET /dashboard/summary on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer(engine);
    const db = server.handle.db;
    // The demo brings its own users ('viewer', ...): its names are set aside while it seeds.
    await db
      .updateTable('users')
      .set({ name: sql<string>`'t:' || name` })
      .execute();
    await seedDemoData(db, engine);
    await db
      .updateTable('users')
      .set({ name: sql<string>`'demo-' || name` })
      .where(
        'name',
        'in',
        DEMO_USERS.map((user) => user.name),
      )
      .execute();
    await db
      .updateTable('users')
      .set({ name: sql<string>`substr(name, 3)` })
      .where('name', 'like', 't:%')
      .execute();
  });
  afterAll(() => server.close());

  async function get<T>(path: string): Promise<T> {
    const response = await server.api({ method: 'GET', path, role: 'Viewer' });
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  }

  /** The figures as the page drew them before: from every list, computed in the browser. */
  async function figuresFromLists() {
    const count = async (path: string) =>
      (await get<{ totalCount: number }>(`${path}?page=1&pageSize=1`)).totalCount;
    const locations = await get<ItemLocations>('/item-locations');
    const waste = await get<{ wasteItems: WasteItem[] }>('/receive-items/waste');
    const low = await get<{ lowItems: LowItem[] }>('/low-items');
    return {
      cards: summaryCards({
        totalItems: await count('/items'),
        receivedCount: await count('/receive-items'),
        totalUsers: await count('/users'),
      }),
      movement: movementSeries(countSpeedClasses(locations.items)),
      slices: wasteByReason(waste.wasteItems),
      locations: locationRows(locations.items),
      low: lowStockRows(low.lowItems),
    };
  }

  function figuresFromSummary(summary: DashboardSummary) {
    return {
      cards: summaryCards(summary),
      movement: movementSeries(summary.speedCounts),
      slices: wasteByReason(summary.wasteByReason),
      locations: locationRows(summary.locations),
      low: lowStockRows(summary.lowItems),
    };
  }

  it('gives the figures the page computed from every list, on the demo data', async () => {
    const db = server.handle.db;
    // A reason beyond the spec's two, with a decimal quantity, so the pie has a third slice.
    const { id: itemId } = await db
      .selectFrom('items')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { id: userId } = await db
      .selectFrom('users')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('waste')
      .values([
        {
          item_id: itemId,
          quantity: 1250,
          reason: 'Spilled',
          wasted_at: new Date().toISOString(),
          user_id: userId,
        },
        {
          item_id: itemId,
          quantity: 100,
          reason: 'Spilled',
          wasted_at: new Date().toISOString(),
          user_id: userId,
        },
      ])
      .execute();

    const summary = await get<DashboardSummary>('/dashboard/summary');
    const expected = await figuresFromLists();
    expect(figuresFromSummary(summary)).toEqual(expected);

    // The demo is big enough for every panel to have something to show.
    expect(summary.totalItems).toBeGreaterThanOrEqual(40);
    expect(summary.locations).toHaveLength(8);
    expect(expected.slices.map((slice) => slice.name)).toEqual(
      expect.arrayContaining(['Damaged', 'Expired', 'Spilled']),
    );
    expect(expected.slices.find((slice) => slice.name === 'Spilled')?.value).toBe(1.35);
    expect(summary.lowItems.length).toBeGreaterThan(2);
    expect(Object.values(summary.speedCounts).every((count) => count > 0)).toBe(true);
  });

  it('is for every signed-in role, 401 without a token, and revalidates with a 304', async () => {
    for (const role of ROLE_NAMES) {
      const response = await server.api({ method: 'GET', path: '/dashboard/summary', role });
      expect(response.statusCode).toBe(200);
    }
    const anonymous = await server.api({ method: 'GET', path: '/dashboard/summary' });
    expect(anonymous.statusCode).toBe(401);

    const first = await server.api({ method: 'GET', path: '/dashboard/summary', role: 'Viewer' });
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    const again = await server.api({
      method: 'GET',
      path: '/dashboard/summary',
      role: 'Viewer',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
