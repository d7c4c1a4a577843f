import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, openSqlite, type DatabaseHandle } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import type { Engine } from '../../server/db/schema';
import { demoItemCount } from '../../server/demo/prepare';
import { seedDemoData } from '../../server/demo/seed';
import { PG_URL, testEngines } from '../support/engines';
import { createPgSchema } from '../support/pg-schemas';

const ITEMS = 300;

async function openEmpty(
  engine: Engine,
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (engine === 'sqlite') return { handle: openSqlite(':memory:'), drop: async () => undefined };
  const { schema, drop } = await createPgSchema('demo');
  return { handle: openPostgres(PG_URL, schema), drop };
}

describe('demo size', () => {
  it('reads --items N, else DEMO_ITEMS, and refuses anything but a whole number', () => {
    expect(demoItemCount(['node', 'start.ts', '--demo', '--items', '20000'], {})).toBe(20000);
    expect(demoItemCount(['node', 'start.ts'], { DEMO_ITEMS: '500' })).toBe(500);
    expect(demoItemCount(['node', 'start.ts'], {})).toBe(0);
    expect(() => demoItemCount(['--items', 'lots'], {})).toThrow(/whole number/);
    expect(() => demoItemCount(['node'], { DEMO_ITEMS: '-3' })).toThrow(/whole number/);
  });
});

describe.each(await testEngines())('large demo data on %s', (engine) => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, drop } = await openEmpty(engine));
    await migrateToLatest(handle.db, engine);
    await seedDemoData(handle.db, engine, new Date(), { items: ITEMS });
  });
  afterAll(async () => {
    await handle.close();
    await drop();
  });

  it('holds N items in all, generated ones with lots, waste and pending orders', async () => {
    const count = async (table: 'items' | 'lots' | 'waste' | 'orders') =>
      Number(
        (
          await handle.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('items')).toBe(ITEMS);
    const generated = await handle.db
      .selectFrom('items')
      .select('id')
      .where('name', 'like', 'Stock item %')
      .execute();
    expect(generated.length).toBeGreaterThan(200);
    const generatedLots = await handle.db
      .selectFrom('lots')
      .innerJoin('items', 'items.id', 'lots.item_id')
      .select('lots.id')
      .where('items.name', 'like', 'Stock item %')
      .execute();
    expect(generatedLots).toHaveLength(generated.length * 2);
    const lines = await handle.db
      .selectFrom('orders')
      .leftJoin('order_lines', 'order_lines.order_id', 'orders.id')
      .select(['orders.id', 'order_lines.id as line'])
      .where('orders.status', '=', 'pending')
      .execute();
    expect(lines.every((row) => row.line !== null)).toBe(true);
    expect(await count('waste')).toBeGreaterThan(Math.floor(generated.length / 10) - 1);
  });

  it("gives a generated item's lots different quantities, suppliers and dates", async () => {
    const lots = await handle.db
      .selectFrom('lots')
      .innerJoin('items', 'items.id', 'lots.item_id')
      .select(['lots.item_id', 'lots.quantity', 'lots.supplier_id', 'lots.expiration_date'])
      .select('lots.received_at')
      .where('items.name', 'like', 'Stock item %')
      .orderBy('lots.id')
      .execute();
    const byItem = new Map<number, typeof lots>();
    for (const lot of lots) byItem.set(lot.item_id, [...(byItem.get(lot.item_id) ?? []), lot]);
    expect(byItem.size).toBeGreaterThan(0);
    for (const [first, second] of byItem.values()) {
      expect(first && second).toBeTruthy();
      if (!first || !second) continue;
      expect(second.quantity).not.toBe(first.quantity);
      expect(second.supplier_id).not.toBe(first.supplier_id);
      // The later lot was received after the first and expires after it.
      expect(new Date(second.received_at).getTime()).toBeGreaterThan(
        new Date(first.received_at).getTime(),
      );
      expect(second.expiration_date > first.expiration_date).toBe(true);
    }
  });

  it('keeps every lot equal to its quantity less what was taken from it', async () => {
    const lots = await handle.db
      .selectFrom('lots')
      .leftJoin('lot_takes', 'lot_takes.lot_id', 'lots.id')
      .select(['lots.id', 'lots.quantity', 'lots.remaining'])
      .select((eb) =>
        eb.fn.coalesce(eb.fn.sum<number>('lot_takes.quantity'), eb.lit(0)).as('taken'),
      )
      .groupBy(['lots.id', 'lots.quantity', 'lots.remaining'])
      .execute();
    for (const lot of lots) expect(lot.quantity - lot.taken).toBe(lot.remaining);
  });
});
