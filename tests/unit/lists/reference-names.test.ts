import { describe, expect, it } from 'vitest';
import { REFERENCE_ROWS, SERVER_LISTS } from '../../../contract/lists';
import { deviceListOf } from '../../../src/offline/device-sync/list-changes';

describe('the lists a device keeps whole, named in contract/lists.ts', () => {
  it('maps each live event to the device list it was mapped to by hand before the table', () => {
    const events = ['items', 'suppliers', 'locations', 'categories', 'departments'];
    expect(
      Object.fromEntries([...events, 'purchase-orders'].map((e) => [e, deviceListOf(e)])),
    ).toEqual({
      items: 'items',
      suppliers: 'suppliers',
      locations: 'itemAreas',
      categories: 'categories',
      departments: 'departments',
      'purchase-orders': 'purchaseOrders',
    });
    for (const other of ['orders', 'waste', 'receive-items', 'near-expiry', 'stocktake:7']) {
      expect(deviceListOf(other), other).toBeNull();
    }
  });

  it('gives the delta-synced lists and the open purchase orders a device name', () => {
    const kept = REFERENCE_ROWS.map((row) => row.reference).sort();
    expect(kept).toEqual([
      'categories',
      'departments',
      'itemAreas',
      'items',
      'purchaseOrders',
      'suppliers',
    ]);
    expect(SERVER_LISTS['item-areas'].reference).toBe('itemAreas');
  });
});
