import { beforeEach, describe, expect, it } from 'vitest';
import { database, resetDatabaseForTests } from '../../../src/offline/database';
import { forgetSignedOutUser } from '../../../src/offline/device-data';

describe('what Sign Out leaves on a shared device', () => {
  beforeEach(async () => {
    await resetDatabaseForTests();
  });

  it('removes the open purchase orders and their cursor, keeps the suppliers', async () => {
    const db = database();
    // Rows cut to the keys the tables index: the rest of a record does not matter here.
    await db.purchaseOrders.put({ PurchaseOrderId: 7, SupplierID: 1 } as never);
    await db.cacheMeta.put({ key: 'purchaseOrders', cursor: 'c1' } as never);
    await db.suppliers.put({ SupplierId: 1, name: 'Harbour Fish' } as never);
    await db.cacheMeta.put({ key: 'suppliers', cursor: 'c2' } as never);

    await forgetSignedOutUser();

    expect(await db.purchaseOrders.count()).toBe(0);
    expect(await db.cacheMeta.get('purchaseOrders')).toBeUndefined();
    expect(await db.suppliers.count()).toBe(1);
    expect(await db.cacheMeta.get('suppliers')).toBeDefined();
  });
});
