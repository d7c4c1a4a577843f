import type { Kysely } from 'kysely';
import { ensureRoles } from '../bootstrap';
import type { Database, Engine } from '../db/schema';
import { DEMO_USERS } from './catalog';
import { seedReferenceData } from './seed-reference';
import { seedStockHistory } from './seed-stock';
import { seedStocktakes } from './seed-stocktakes';
import { seedPurchasing } from './seed-purchasing';
import { seedSites } from './seed-sites';

import { seedBulkStock } from './bulk-stock';

/**
 * Fills a freshly migrated, empty database with the demo's hotel data in one transaction, and
 * returns the users with their passwords for the demo to print.
 */
export async function seedDemoData(
  db: Kysely<Database>,
  engine: Engine,
  now: Date = new Date(),
  options: { items?: number } = {},
): Promise<typeof DEMO_USERS> {
  await ensureRoles(db);
  await db.transaction().execute(async (trx) => {
    const refs = await seedReferenceData(trx, now.toISOString());
    await seedStockHistory({ trx, engine, refs, now });
    await seedPurchasing({ trx, engine, refs, now });
    await seedStocktakes(trx, engine, now);
    await seedSites({ trx, engine, refs, now });

    // A large demo (--items N): the hotel's items plus generated ones up to N in all.
    const extra = (options.items ?? 0) - refs.itemIds.length;
    if (extra > 0) {
      await seedBulkStock(trx, {
        items: extra,
        lotsPerItem: 2,
        wasteEvery: 10,
        orderEvery: 20,
        now,
      });
    }
  });
  return DEMO_USERS;
}
