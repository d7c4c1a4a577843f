import { sql, type RawBuilder } from 'kysely';
import { addDays, format } from 'date-fns';
import type { DbOrTrx } from '../db/schema';

export interface BulkOptions {
  /** Items to add, named `Stock item 1000001`… with barcodes `2100000000001`…, all new. */
  items: number;
  /** Lots per item (received from the suppliers in turn). */
  lotsPerItem: number;
  /** Every n-th new item gets a waste report of 1 unit, taken from its first lot. */
  wasteEvery: number;
  /** Every n-th new item gets a pending order of 2 units. */
  orderEvery: number;
  now: Date;
}

const NAME_BASE = 1_000_000;
const BARCODE_BASE = 100_000_000_000;

/** `CASE expr % n WHEN 0 THEN ids[0] …`: spreads rows over existing ids without a bind each. */
function spread(expression: RawBuilder<number>, ids: readonly number[]): RawBuilder<number> {
  const cases = ids.map((id, index) => sql`when ${sql.lit(index)} then ${sql.lit(id)}`);
  return sql<number>`case ${expression} % ${sql.lit(ids.length)} ${sql.join(cases, sql` `)} end`;
}

async function idsOf(
  db: DbOrTrx,
  table: 'categories' | 'item_areas' | 'suppliers' | 'departments' | 'users',
): Promise<number[]> {
  const rows = await db.selectFrom(table).select('id').orderBy('id').limit(50).execute();
  if (rows.length === 0) throw new Error(`Bulk data needs at least one row in ${table}.`);
  return rows.map((row) => row.id);
}

async function maxId(db: DbOrTrx, table: 'items' | 'waste' | 'orders'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max<number | null>('id').as('id'))
    .executeTakeFirstOrThrow();
  return row.id ?? 0;
}

/**
 * A generated item's unit cost in ten-thousandths (0.25 to 5.125 a unit; design: Valuation),
 * the same for all its lots; every 20th item has none, so the large demo has unvalued stock.
 */
function bulkUnitCost(id: RawBuilder<number>) {
  return sql<number | null>`case when ${id} % 20 = 0 then null else 2500 + (${id} % 40) * 1250 end`;
}

/**
 * Adds many items with lots, waste and pending orders in a handful of set-based statements
 * (a recursive CTE counts the rows: no bind parameter or statement per row), on SQLite and
 * PostgreSQL alike. Lots, waste and takes agree: each waste report took 1 unit from the
 * item's first lot. Uses the categories, item areas, suppliers, departments and users there.
 */
export async function seedBulkStock(db: DbOrTrx, options: BulkOptions): Promise<void> {
  const [categories, areas, suppliers, departments, users] = await Promise.all([
    idsOf(db, 'categories'),
    idsOf(db, 'item_areas'),
    idsOf(db, 'suppliers'),
    idsOf(db, 'departments'),
    idsOf(db, 'users'),
  ]);
  const now = options.now.toISOString();
  const itemsBefore = await maxId(db, 'items');
  const i = sql.ref<number>('n.i');
  await sql`
    insert into items (name, barcode, category_id, item_area_id, unit, alert_days, image_hash,
      created_at, updated_at)
    with recursive n(i) as (select 1 union all select i + 1 from n where i < ${sql.lit(options.items)})
    select 'Stock item ' || (${sql.lit(NAME_BASE)} + n.i), '2' || (${sql.lit(BARCODE_BASE)} + n.i),
      ${spread(i, categories)}, ${spread(i, areas)},
      case when n.i % 3 = 0 then 'kg' else 'each' end,
      case when n.i % 4 = 0 then 3 else null end, null, ${now}, ${now}
    from n`.execute(db);

  const itemId = sql.ref<number>('items.id');
  const lot = sql.ref<number>('k.n');
  const lots = options.lotsPerItem;
  // An item's lots differ (supplier, quantity, received, expiry), not identical pairs: lot 1
  // is the oldest, each later one received a week after and expiring a fortnight later.
  const expiry = sql`case (${itemId} % 5) * ${sql.lit(lots)} + ${lot} - 1 ${sql.join(
    [3, 10, 30, 90, 365]
      .flatMap((days) =>
        Array.from({ length: lots }, (_, index) =>
          format(addDays(options.now, days + 14 * index), 'yyyy-MM-dd'),
        ),
      )
      .map((date, index) => sql`when ${sql.lit(index)} then ${date}`),
    sql` `,
  )} end`;
  const receivedAt = sql`case ${lot} ${sql.join(
    Array.from(
      { length: lots },
      (_, index) =>
        sql`when ${sql.lit(index + 1)} then ${addDays(options.now, -7 * (lots - 1 - index)).toISOString()}`,
    ),
    sql` `,
  )} end`;
  const quantity = sql`1000 * (5 + (${itemId} + 7 * (${lot} - 1)) % 20)`;
  await sql`
    insert into lots (item_id, supplier_id, po_id, quantity, remaining, expiration_date, status,
      received_at, received_by, unit_cost)
    with recursive k(n) as (select 1 union all select n + 1 from k where n < ${sql.lit(lots)})
    select items.id, ${spread(sql<number>`(${itemId} + ${lot})`, suppliers)}, null, ${quantity},
      ${quantity}, ${expiry}, 'New', ${receivedAt}, ${sql.lit(users[0] ?? 0)},
      ${bulkUnitCost(itemId)}
    from items cross join k where items.id > ${sql.lit(itemsBefore)}`.execute(db);
  await sql`
    insert into item_costs (item_id, unit_cost, lot_id)
    select item_id, min(unit_cost), max(id) from lots
    where item_id > ${sql.lit(itemsBefore)} and unit_cost is not null group by item_id`.execute(db);

  const wasteBefore = await maxId(db, 'waste');
  await sql`
    insert into waste (item_id, quantity, reason, wasted_at, user_id, cost, unvalued_quantity)
    select id, 1000, 'Expired', ${now}, ${sql.lit(users[0] ?? 0)}, ${bulkUnitCost(sql.ref<number>('id'))},
      case when ${bulkUnitCost(sql.ref<number>('id'))} is null then 1000 else 0 end
    from items
    where id > ${sql.lit(itemsBefore)} and (id - ${sql.lit(itemsBefore)}) % ${sql.lit(options.wasteEvery)} = 0`.execute(
    db,
  );
  // A join on each item's first lot, not a subquery per row: fresh tables have no statistics
  // and PostgreSQL would scan every lot for every report.
  await sql`
    insert into lot_takes (lot_id, quantity, waste_id, order_id, taken_at, unit_cost, cost)
    select first_lots.lot_id, 1000, waste.id, null, waste.wasted_at,
      ${bulkUnitCost(sql.ref<number>('waste.item_id'))}, waste.cost
    from waste join (select item_id, min(id) as lot_id from lots group by item_id) first_lots
      on first_lots.item_id = waste.item_id
    where waste.id > ${sql.lit(wasteBefore)}`.execute(db);
  await sql`
    update lots set remaining = remaining - 1000 where id in (
      select lot_takes.lot_id from lot_takes where lot_takes.waste_id > ${sql.lit(wasteBefore)})`.execute(
    db,
  );

  const ordersBefore = await maxId(db, 'orders');
  const fulfilment = addDays(options.now, 1).toISOString();
  await sql`
    insert into orders (department_id, status, request_date, fulfilled_at, user_id, reason,
      actioned_at, actioned_by)
    select ${spread(itemId, departments)}, 'pending', ${now}, ${fulfilment},
      ${sql.lit(users[0] ?? 0)}, null, null, null
    from items where items.id > ${sql.lit(itemsBefore)}
      and (items.id - ${sql.lit(itemsBefore)}) % ${sql.lit(options.orderEvery)} = 0
    order by items.id`.execute(db);
  // The k-th new order is for the (k * orderEvery)-th new item, found by its unique barcode.
  await sql`
    insert into order_lines (order_id, item_id, quantity)
    select orders.id, items.id, 2000 from orders join items on items.barcode =
      '2' || (${sql.lit(BARCODE_BASE)} + (orders.id - ${sql.lit(ordersBefore)}) * ${sql.lit(options.orderEvery)})
    where orders.id > ${sql.lit(ordersBefore)}`.execute(db);
}
