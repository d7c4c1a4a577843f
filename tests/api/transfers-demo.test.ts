import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, openSqlite, type DatabaseHandle } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import type { Engine } from '../../server/db/schema';
import { seedDemoData } from '../../server/demo/seed';
import { getTransfer, listTransfers } from '../../server/transfers/transfers';
import { readWasteCost } from '../../server/valuation/waste-cost';
import { PG_URL, testEngines } from '../support/engines';
import { createPgSchema } from '../support/pg-schemas';

async function openEmpty(engine: Engine) {
  if (engine === 'sqlite') return { handle: openSqlite(':memory:'), drop: async () => undefined };
  const { schema, drop } = await createPgSchema('demo');
  return { handle: openPostgres(PG_URL, schema), drop };
}

const ADMIN = { id: 1, name: 'admin', roleId: 1, roleName: 'Administrator' };

/** The demo's sites and transfers (design: Sites and transfers, Demo). */
describe.each(await testEngines())('demo sites and transfers on %s', (engine) => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, drop } = await openEmpty(engine));
    await migrateToLatest(handle.db, engine);
    await seedDemoData(handle.db, engine);
  });
  afterAll(async () => {
    await handle.close();
    await drop();
  });

  it('has the Main Store, a Bar and a Kitchen, each with areas, stock and its own pars', async () => {
    const sites = await handle.db
      .selectFrom('sites')
      .select(['id', 'name'])
      .orderBy('id')
      .execute();
    expect(sites.map((site) => site.name)).toEqual(['Main Store', 'Bar', 'Kitchen']);
    for (const site of sites) {
      const areas = await handle.db
        .selectFrom('item_areas')
        .select('id')
        .where('site_id', '=', site.id)
        .execute();
      const lots = await handle.db
        .selectFrom('lots')
        .select('id')
        .where('site_id', '=', site.id)
        .where('remaining', '>', 0)
        .execute();
      expect(areas.length, site.name).toBeGreaterThanOrEqual(2);
      expect(lots.length, site.name).toBeGreaterThanOrEqual(4);
      if (site.id === 1) continue;
      const pars = await handle.db
        .selectFrom('item_sites')
        .select(['par_level', 'reorder_point'])
        .where('site_id', '=', site.id)
        .execute();
      expect(pars.length, site.name).toBeGreaterThanOrEqual(4);
      for (const par of pars) expect(par.par_level).toBeGreaterThan(par.reorder_point ?? 0);
    }
  });

  it('has one transfer in transit to the Bar and one received at the Kitchen with a shortfall', async () => {
    const bar = await listTransfers(handle.db, 2, { direction: 'in' });
    expect(bar.transfers.map((transfer) => transfer.Status)).toEqual(['in_transit']);
    const kitchen = await listTransfers(handle.db, 3, { direction: 'in' });
    expect(kitchen.transfers.map((transfer) => transfer.Status)).toEqual(['received']);
    const received = await getTransfer(handle.db, ADMIN, kitchen.transfers[0]?.TransferId ?? 0);
    expect(received.Lines.map((line) => line.LostQuantity)).toEqual([0.5, 0]);
    expect(received.Lines[0]?.LostValue).toBeGreaterThan(0);
    const waste = await readWasteCost(handle.db, 'EUR', {});
    expect(waste.byReason.map((row) => row.Reason)).toContain('Transfer loss');
    // What left the Main Store is what the transfers carry: each take is a lot of the transfer.
    const takes = await handle.db
      .selectFrom('lot_takes')
      .select((eb) => eb.fn.sum<number | string>('quantity').as('quantity'))
      .where('transfer_line_id', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(Number(takes.quantity)).toBe((6 + 10 + 12 + 24 + 1) * 1000);
  });
});
