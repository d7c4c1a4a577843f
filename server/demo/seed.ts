import type { Kysely } from 'kysely';
import { ensureRoles } from '../bootstrap';
import type { Database, Engine } from '../db/schema';
import { DEMO_USERS } from './catalog';
import { seedReferenceData } from './seed-reference';
import { seedStockHistory } from './seed-stock';
import { seedStocktakes } from './seed-stocktakes';

/**
 * Fills a freshly migrated, empty database with the demo's hotel data in one transaction, and
 * returns the users with their passwords for the demo to print.
 */
export async function seedDemoData(
  db: Kysely<Database>,
  engine: Engine,
  now: Date = new Date(),
): Promise<typeof DEMO_USERS> {
  await ensureRoles(db);
  await db.transaction().execute(async (trx) => {
    const refs = await seedReferenceData(trx, now.toISOString());
    await seedStockHistory({ trx, engine, refs, now });
    await seedStocktakes(trx, engine, now);
  });
  return DEMO_USERS;
}
