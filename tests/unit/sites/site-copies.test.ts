import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SITE_HEADER } from '../../../contract/paths';
import type { ItemArea } from '../../../contract/schemas/reference';
import { loadReferenceList } from '../../../src/api/reference-loaders';
import { chooseSite } from '../../../src/lib/site-choice';
import { database, resetDatabaseForTests } from '../../../src/offline/database';
import { forgetSignedOutUser } from '../../../src/offline/device-data';
import { listPageKey, readListPage, saveListPage } from '../../../src/offline/list-pages';
import { readReference, refreshReference } from '../../../src/offline/reference-cache';
import { stubFetch } from '../support/fake-api';
import { jsonResponse } from '../support/json';
import { makeToken, signIn, signOut } from '../support/session';

const MAIN = 1;
const BAR = 2;

function area(itemAreaId: number, name: string): ItemArea {
  const at = '2026-11-01T00:00:00.000Z';
  return { itemAreaId, name, speedClass: 'Fast', createdDate: at, updatedDate: at };
}

const AREAS: Record<string, ItemArea[]> = {
  [MAIN]: [area(1, 'Dry Store'), area(2, 'Cold Room')],
  [BAR]: [area(7, 'Back Bar')],
};

/** GET /locations answers the item areas of the site the request names. */
function serveAreas() {
  return stubFetch((call) => {
    const site = call.headers[SITE_HEADER] ?? String(MAIN);
    return jsonResponse({ totalCount: 0, itemArea: AREAS[site] ?? [], cursor: `c${site}` });
  });
}

const syncAreas = () =>
  refreshReference('itemAreas', (state) => loadReferenceList('itemAreas', state));
const areaNames = async () => (await readReference('itemAreas')).rows.map((row) => row.name);

beforeEach(async () => {
  await resetDatabaseForTests();
  signIn({ token: makeToken(3600, Date.now(), '3') });
});

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe("each site's device copy (design: Sites and transfers)", () => {
  it("a switch shows the other site's item areas; switching back shows the first's without a download", async () => {
    const calls = serveAreas();
    chooseSite(MAIN);
    await syncAreas();
    chooseSite(BAR);
    expect(await areaNames()).toEqual([]);
    await syncAreas();
    expect(await areaNames()).toEqual(['Back Bar']);
    expect(calls.map((call) => call.headers[SITE_HEADER])).toEqual(['1', '2']);

    chooseSite(MAIN);
    expect(await areaNames()).toEqual(['Dry Store', 'Cold Room']);
    chooseSite(BAR);
    expect(await areaNames()).toEqual(['Back Bar']);
    expect(calls).toHaveLength(2);
    // Main's copy stays where devices kept it before sites.
    expect(await database().itemAreas.count()).toBe(2);
  });

  it("a copy saved before sites is Main's", async () => {
    await database().itemAreas.bulkPut(AREAS[MAIN] ?? []);
    await database().cacheMeta.put({ key: 'itemAreas', savedAt: 1, etag: null });
    await saveListPage('waste?', { wasteItems: ['before sites'] });
    chooseSite(MAIN);
    expect(await areaNames()).toEqual(['Dry Store', 'Cold Room']);
    expect((await readListPage(listPageKey('waste', '')))?.data).toEqual({
      wasteItems: ['before sites'],
    });
    chooseSite(BAR);
    expect(await areaNames()).toEqual([]);
    expect(await readListPage(listPageKey('waste', ''))).toBeNull();
  });

  it("Sign Out forgets every site's open purchase orders", async () => {
    stubFetch((call) =>
      jsonResponse({ purchaseOrders: [{ PurchaseOrderId: Number(call.headers[SITE_HEADER]) }] }),
    );
    const syncOrders = () =>
      refreshReference('purchaseOrders', (state) => loadReferenceList('purchaseOrders', state));
    chooseSite(BAR);
    await syncOrders();
    expect((await readReference('purchaseOrders')).rows).toHaveLength(1);
    await forgetSignedOutUser('3');
    expect((await readReference('purchaseOrders')).rows).toEqual([]);
  });
});
