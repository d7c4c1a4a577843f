import { describe, expect, it } from 'vitest';
import { eventsOf, siteRowOf } from '../../../contract/events';

describe('the live events of a database list per site', () => {
  it("name a site's row's site, with the version they are given", () => {
    expect(eventsOf('lots@2', 40)).toEqual([
      { list: 'receive-items', version: 40, siteId: 2 },
      { list: 'near-expiry', version: 40, siteId: 2 },
    ]);
    expect(eventsOf('transfers@3', 7)).toEqual([{ list: 'transfers', version: 7, siteId: 3 }]);
  });

  it("leave a stock list's own row to its sites' rows, and shared lists as they were", () => {
    expect(eventsOf('lots', 40)).toEqual([]);
    expect(eventsOf('purchase_orders', 5)).toEqual([]);
    expect(eventsOf('departments', 9)).toEqual([{ list: 'departments', version: 9 }]);
    expect(eventsOf('stocktake:4', 2)).toEqual([{ list: 'stocktake:4', version: 2 }]);
    expect(eventsOf('users', 3)).toEqual([]);
  });

  it('read only the rows migration 016 makes', () => {
    expect(siteRowOf('waste@12')).toEqual({ list: 'waste', siteId: 12 });
    for (const row of ['departments@2', 'lots@0', 'lots@x', 'lots', 'stocktake:3']) {
      expect(siteRowOf(row)).toBeNull();
    }
  });
});
