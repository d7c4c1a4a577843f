import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_LOW_ROWS } from '../../contract/constants';
import type { DashboardSummary } from '../../contract/schemas/stock';
import { seedScaleItems } from '../support/scale-fixture';
import { testEngines } from '../support/engines';
import { createTestServer, type TestServer } from '../support/test-server';

const ITEMS = DASHBOARD_LOW_ROWS * 3;

describe.each(await testEngines())('dashboard low stock at catalogue scale (%s)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(engine);
    // None received: every item is low.
    await seedScaleItems(server.handle.db, ITEMS);
  });
  afterAll(() => server.close());

  it('sends the lowest rows and how many are low; GET /low-items still lists every one', async () => {
    const summary = (
      await server.api({ method: 'GET', path: '/dashboard/summary', role: 'Manager' })
    ).json<DashboardSummary>();
    expect(summary.lowItems).toHaveLength(DASHBOARD_LOW_ROWS);
    expect(summary.lowItemsTotal).toBe(ITEMS);
    const low = (await server.api({ method: 'GET', path: '/low-items', role: 'Manager' })).json<{
      lowItems: unknown[];
    }>();
    expect(low.lowItems).toHaveLength(ITEMS);
  });
});
