import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_ALERT_DAYS,
  ORDER_STATUSES,
  PHONE_PATTERN,
  SPEED_CLASSES,
  WASTE_REASONS,
} from '../../contract/constants';
import { API_BASE_PATH } from '../../contract/paths';
import { ROLE_IDS } from '../../contract/roles';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { openPostgres, openSqlite, type DatabaseHandle } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import type { Engine } from '../../server/db/schema';
import { DEMO_MARKER, wipeDemoFolder } from '../../server/demo/prepare';
import { seedDemoData } from '../../server/demo/seed';
import { listSuggestions } from '../../server/purchasing/suggestions';
import { PURCHASE_ORDER_STATUSES } from '../../contract/schemas/purchasing';
import { PG_URL, testEngines } from '../support/engines';
import { createPgSchema } from '../support/pg-schemas';

const LOW_THRESHOLD = readConfig({}).lowStockThreshold * 1000;

/** A fresh database with no users at all (the demo brings its own). */
async function openEmpty(
  engine: Engine,
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (engine === 'sqlite') return { handle: openSqlite(':memory:'), drop: async () => undefined };
  const { schema, drop } = await createPgSchema('demo');
  return { handle: openPostgres(PG_URL, schema), drop };
}

describe.each(await testEngines())('demo data on %s', (engine) => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  let users: Awaited<ReturnType<typeof seedDemoData>>;
  const today = format(new Date(), 'yyyy-MM-dd');

  beforeAll(async () => {
    ({ handle, drop } = await openEmpty(engine));
    await migrateToLatest(handle.db, engine);
    users = await seedDemoData(handle.db, engine);
  });
  afterAll(async () => {
    await handle.close();
    await drop();
  });

  /** Total remaining per item id, items without lots included as 0. */
  async function stockByItem(): Promise<Map<number, number>> {
    const items = await handle.db.selectFrom('items').select('id').execute();
    const lots = await handle.db.selectFrom('lots').select(['item_id', 'remaining']).execute();
    const totals = new Map(items.map((item) => [item.id, 0]));
    for (const lot of lots) totals.set(lot.item_id, (totals.get(lot.item_id) ?? 0) + lot.remaining);
    return totals;
  }

  it('has at least 40 items across categories and all three speed classes', async () => {
    const items = await handle.db
      .selectFrom('items')
      .innerJoin('item_areas', 'item_areas.id', 'items.item_area_id')
      .innerJoin('categories', 'categories.id', 'items.category_id')
      .select(['items.barcode', 'item_areas.speed_class', 'categories.name as category'])
      .execute();
    expect(items.length).toBeGreaterThanOrEqual(40);
    expect(new Set(items.map((item) => item.speed_class))).toEqual(new Set(SPEED_CLASSES));
    expect(new Set(items.map((item) => item.category)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(items.map((item) => item.barcode)).size).toBe(items.length);
    const departments = await handle.db.selectFrom('departments').select('name').execute();
    expect(departments.map((row) => row.name)).toEqual(
      expect.arrayContaining(['Kitchen', 'Bar', 'Pastry', 'Housekeeping', 'Banquets']),
    );
    const suppliers = await handle.db.selectFrom('suppliers').select('phone_number').execute();
    expect(suppliers.length).toBeGreaterThan(0);
    for (const supplier of suppliers) expect(supplier.phone_number).toMatch(PHONE_PATTERN);
  });

  it('has lots near expiry within their alert window and lots already expired', async () => {
    const lots = await handle.db
      .selectFrom('lots')
      .innerJoin('items', 'items.id', 'lots.item_id')
      .select(['lots.expiration_date', 'lots.remaining', 'items.alert_days'])
      .where('lots.remaining', '>', 0)
      .execute();
    const near = lots.filter((lot) => {
      const windowEnd = format(
        addDays(new Date(), lot.alert_days ?? DEFAULT_ALERT_DAYS),
        'yyyy-MM-dd',
      );
      return lot.expiration_date >= today && lot.expiration_date <= windowEnd;
    });
    const expired = lots.filter((lot) => lot.expiration_date < today);
    expect(near.length).toBeGreaterThanOrEqual(3);
    expect(expired.length).toBeGreaterThanOrEqual(2);
    for (const lot of lots) expect(lot.expiration_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('has items low on stock and items at zero, and every lot agrees with what was taken', async () => {
    const totals = [...(await stockByItem()).values()];
    expect(totals.filter((total) => total > 0 && total <= LOW_THRESHOLD).length).toBeGreaterThan(2);
    expect(totals.filter((total) => total === 0).length).toBeGreaterThan(2);
    expect(totals.filter((total) => total > LOW_THRESHOLD).length).toBeGreaterThan(20);

    const lots = await handle.db
      .selectFrom('lots')
      .select(['id', 'quantity', 'remaining'])
      .execute();
    const takes = await handle.db.selectFrom('lot_takes').select(['lot_id', 'quantity']).execute();
    for (const lot of lots) {
      const taken = takes
        .filter((take) => take.lot_id === lot.id)
        .reduce((sum, take) => sum + take.quantity, 0);
      expect(lot.remaining).toBe(lot.quantity - taken);
      expect(lot.remaining).toBeGreaterThanOrEqual(0);
    }
  });

  it('has pending, fulfilled and cancelled orders and waste of both reasons', async () => {
    const orders = await handle.db
      .selectFrom('orders')
      .select(['id', 'status', 'reason', 'actioned_by'])
      .execute();
    expect(new Set(orders.map((order) => order.status))).toEqual(new Set(ORDER_STATUSES));
    for (const order of orders) {
      if (order.status === 'pending') expect(order.actioned_by).toBeNull();
      else expect(order.reason).toEqual(expect.any(String));
    }
    const fulfilled = orders.filter((order) => order.status === 'fulfilled').map((o) => o.id);
    const takenFor = await handle.db
      .selectFrom('lot_takes')
      .select('order_id')
      .where('order_id', 'is not', null)
      .execute();
    expect(new Set(takenFor.map((take) => take.order_id))).toEqual(new Set(fulfilled));

    const waste = await handle.db.selectFrom('waste').select('reason').execute();
    expect(new Set(waste.map((row) => row.reason))).toEqual(new Set(WASTE_REASONS));
  });

  it('has one open stocktake with counts and one posted with its stock adjustments', async () => {
    const stocktakes = await handle.db
      .selectFrom('stocktakes')
      .select(['id', 'status'])
      .orderBy('id')
      .execute();
    expect(stocktakes.map((stocktake) => stocktake.status)).toEqual(['posted', 'open']);
    const [posted, open] = stocktakes;
    const adjustments = await handle.db
      .selectFrom('stock_adjustments')
      .select(['stocktake_id', 'quantity'])
      .execute();
    expect(adjustments.length).toBeGreaterThan(0);
    expect(adjustments.every((row) => row.stocktake_id === posted?.id)).toBe(true);
    const openCounts = await handle.db
      .selectFrom('stocktake_counts')
      .select('id')
      .where('stocktake_id', '=', open?.id ?? 0)
      .execute();
    expect(openCounts.length).toBeGreaterThan(0);
  });

  it('has reordering on kitchen and bar items, orders in every status and suggestions', async () => {
    const reordered = await handle.db
      .selectFrom('items')
      .select(['par_level', 'reorder_point', 'pack_size', 'preferred_supplier_id'])
      .where('reorder_point', 'is not', null)
      .execute();
    expect(reordered.length).toBeGreaterThanOrEqual(20);
    for (const item of reordered) {
      expect(item.par_level).toBeGreaterThan(item.reorder_point ?? 0);
      expect(item.preferred_supplier_id).toEqual(expect.any(Number));
    }
    expect(reordered.some((item) => item.pack_size !== null)).toBe(true);
    const orders = await handle.db.selectFrom('purchase_orders').select('status').execute();
    expect(new Set(orders.map((order) => order.status))).toEqual(new Set(PURCHASE_ORDER_STATUSES));
    // What was received against an order is in stock as lots naming it.
    const received = await handle.db
      .selectFrom('purchase_order_lines as line')
      .innerJoin('purchase_orders as po', 'po.id', 'line.purchase_order_id')
      .select(['po.po_number', 'line.item_id', 'line.received_quantity'])
      .where('line.received_quantity', '>', 0)
      .execute();
    for (const line of received) {
      const lot = await handle.db
        .selectFrom('lots')
        .select('quantity')
        .where('po_id', '=', line.po_number)
        .where('item_id', '=', line.item_id)
        .executeTakeFirstOrThrow();
      expect(lot.quantity).toBe(line.received_quantity);
    }
    const { suggestions } = await listSuggestions(handle.db);
    expect(suggestions.flatMap((group) => group.lines).length).toBeGreaterThan(0);
  });

  it('has one user per role who can sign in with the printed password', async () => {
    const rows = await handle.db.selectFrom('users').select(['name', 'role_id']).execute();
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((row) => row.role_id))).toEqual(new Set(Object.values(ROLE_IDS)));
    const app = await buildApp({
      db: handle.db,
      engine,
      config: { ...readConfig({}), webRoot: null },
      jwtSecret: 'demo-test-secret',
    });
    try {
      for (const user of users) {
        const login = await app.inject({
          method: 'POST',
          url: `${API_BASE_PATH}/login`,
          payload: { name: user.name, password: user.password },
        });
        expect(login.statusCode).toBe(200);
        expect(login.json<{ role: { name: string } }>().role.name).toBe(user.role);
      }
    } finally {
      await app.close();
    }
  });
});

describe('demo data folder', () => {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-folder-'));
  afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

  it('wipes an earlier demo folder but refuses one holding other data', () => {
    const demo = path.join(base, 'data-demo');
    wipeDemoFolder(demo);
    fs.writeFileSync(path.join(demo, 'inventory.sqlite'), 'old demo');
    wipeDemoFolder(demo);
    expect(fs.readdirSync(demo)).toEqual([DEMO_MARKER]);

    const real = path.join(base, 'data');
    fs.mkdirSync(real);
    fs.writeFileSync(path.join(real, 'inventory.sqlite'), 'real data');
    expect(() => wipeDemoFolder(real)).toThrow(/not a demo database/);
    expect(fs.readFileSync(path.join(real, 'inventory.sqlite'), 'utf8')).toBe('real data');
  });
});
