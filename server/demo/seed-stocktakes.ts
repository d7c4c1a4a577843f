import type { Transaction } from 'kysely';
import type { Database, Engine } from '../db/schema';
import { postInTransaction } from '../stocktake/post';
import { DAY_MS, thousandths } from './seed-context';

/** Differences the posted demo count found, in units, by the item's place in the area (the rest matched). */
const FOUND_DIFFERENT: Record<string, number> = { 0: -1, 2: 1 };

async function userId(trx: Transaction<Database>, name: string): Promise<number> {
  const row = await trx
    .selectFrom('users')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The area's items with their remaining stock (thousandths), by name. */
async function areaStock(trx: Transaction<Database>, areaName: string) {
  const area = await trx
    .selectFrom('item_areas')
    .select('id')
    .where('name', '=', areaName)
    .executeTakeFirstOrThrow();
  const items = await trx
    .selectFrom('items')
    .leftJoin('lots', 'lots.item_id', 'items.id')
    .select((eb) => [
      'items.id',
      eb.fn.coalesce(eb.fn.sum<number | string>('lots.remaining'), eb.lit(0)).as('remaining'),
    ])
    .where('items.item_area_id', '=', area.id)
    .groupBy('items.id')
    .orderBy('items.name')
    .execute();
  return {
    areaId: area.id,
    items: items.map((row) => ({ id: row.id, stock: Number(row.remaining) })),
  };
}

async function insertStocktake(
  trx: Transaction<Database>,
  name: string,
  areaId: number,
  createdBy: number,
  createdAt: string,
) {
  const { id } = await trx
    .insertInto('stocktakes')
    .values({
      name,
      status: 'open',
      created_at: createdAt,
      created_by: createdBy,
      posted_at: null,
      posted_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('stocktake_areas')
    .values({ stocktake_id: id, item_area_id: areaId })
    .execute();
  return id;
}

/**
 * One posted stocktake (the wine cellar last week: one bottle short, one found) and one open
 * count of the walk-in cooler, half counted by the warehouse clerk, for the manager to post.
 */
export async function seedStocktakes(trx: Transaction<Database>, engine: Engine, now: Date) {
  const manager = await userId(trx, 'manager');
  const clerk = await userId(trx, 'warehouse');
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

  const cellar = await areaStock(trx, 'Wine Cellar');
  const posted = await insertStocktake(
    trx,
    'Wine cellar monthly count',
    cellar.areaId,
    manager,
    at(6),
  );
  for (const [index, item] of cellar.items.entries()) {
    const counted = Math.max(0, item.stock + thousandths(FOUND_DIFFERENT[index] ?? 0));
    await trx
      .insertInto('stocktake_counts')
      .values({
        stocktake_id: posted,
        item_id: item.id,
        quantity: counted,
        counted_at: at(6),
        counted_by: clerk,
        on_hand: item.stock,
      })
      .execute();
  }
  await postInTransaction(trx, engine, manager, posted, at(5.9));

  const cooler = await areaStock(trx, 'Walk-in Cooler');
  const open = await insertStocktake(
    trx,
    'Walk-in cooler weekly count',
    cooler.areaId,
    manager,
    at(0.1),
  );
  for (const [index, item] of cooler.items.slice(0, Math.ceil(cooler.items.length / 2)).entries()) {
    // Every third item counted a little short: what a real count finds.
    const counted = index % 3 === 1 ? Math.max(0, item.stock - thousandths(0.5)) : item.stock;
    await trx
      .insertInto('stocktake_counts')
      .values({
        stocktake_id: open,
        item_id: item.id,
        quantity: counted,
        counted_at: at(0.05),
        counted_by: clerk,
        on_hand: item.stock,
      })
      .execute();
  }
}
