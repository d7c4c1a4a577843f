import type { Db } from '../../server/db/schema';

/** A site straight into the table (Main exists already); answers its id. */
export async function insertSite(db: Db, name: string): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('sites')
    .values({ name, address: null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A lot at a site with a unit cost (ten-thousandths, or null); quantities in thousandths. */
export async function insertSiteLot(
  db: Db,
  lot: {
    siteId: number;
    itemId: number;
    supplierId: number;
    receivedBy: number;
    quantity: number;
    expirationDate: string;
    unitCost?: number | null;
  },
): Promise<number> {
  const { id } = await db
    .insertInto('lots')
    .values({
      site_id: lot.siteId,
      item_id: lot.itemId,
      supplier_id: lot.supplierId,
      po_id: null,
      quantity: lot.quantity,
      remaining: lot.quantity,
      expiration_date: lot.expirationDate,
      status: 'New',
      received_at: new Date().toISOString(),
      received_by: lot.receivedBy,
      unit_cost: lot.unitCost ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The user works only at these sites (user_sites rows). */
export async function limitUserToSites(db: Db, userId: number, siteIds: number[]): Promise<void> {
  await db.deleteFrom('user_sites').where('user_id', '=', userId).execute();
  if (siteIds.length === 0) return;
  await db
    .insertInto('user_sites')
    .values(siteIds.map((siteId) => ({ user_id: userId, site_id: siteId })))
    .execute();
}

/** A site's lots of an item: what each holds, earliest expiry first. */
export async function siteLotsOf(db: Db, siteId: number, itemId: number) {
  return db
    .selectFrom('lots')
    .select(['expiration_date', 'quantity', 'remaining', 'unit_cost', 'supplier_id', 'status'])
    .where('site_id', '=', siteId)
    .where('item_id', '=', itemId)
    .orderBy('expiration_date')
    .orderBy('id')
    .execute();
}
