import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE_HEADER } from '../../../contract/paths';
import { isForChosenSite } from '../../../src/api/events';
import { apiJson } from '../../../src/api/http';
import { clearStoredSession } from '../../../src/lib/session-storage';
import {
  chooseSite,
  deviceSiteId,
  readChosenSiteId,
  settleChosenSite,
} from '../../../src/lib/site-choice';
import { listPageKey, recordPageKey } from '../../../src/offline/list-pages';
import { stubFetch } from '../support/fake-api';
import { jsonResponse } from '../support/json';
import { makeToken, signIn, signOut } from '../support/session';

const signInAs = (userId: string) => signIn({ token: makeToken(3600, Date.now(), userId) });

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('the chosen site (design: Sites and transfers)', () => {
  it('is kept per user on the device, and Sign Out keeps it', () => {
    signInAs('3');
    chooseSite(2);
    signInAs('4');
    expect(readChosenSiteId()).toBeNull();
    chooseSite(3);
    clearStoredSession();
    signInAs('3');
    expect(readChosenSiteId()).toBe(2);
    signInAs('4');
    expect(readChosenSiteId()).toBe(3);
  });

  it("defaults to the user's first site and drops a site the user no longer works at", () => {
    signInAs('3');
    expect(settleChosenSite([3, 2])).toBe(2);
    chooseSite(3);
    expect(settleChosenSite([2, 3])).toBe(3);
    expect(settleChosenSite([1, 2])).toBe(1);
    expect(readChosenSiteId()).toBe(1);
  });
});

describe('X-Site-Id on every request', () => {
  it('is the chosen site; none is sent while no site is chosen (a server before sites)', async () => {
    signInAs('3');
    const calls = stubFetch(() => jsonResponse({ items: [] }));
    await apiJson('/items');
    chooseSite(2);
    await apiJson('/items');
    expect(calls[0]?.headers).not.toHaveProperty(SITE_HEADER);
    expect(calls[1]?.headers[SITE_HEADER]).toBe('2');
    expect(calls[1]?.headers.Authorization).toMatch(/^Bearer /);
  });

  it('a call may name its own scope: all sites for a report', async () => {
    signInAs('3');
    chooseSite(2);
    const calls = stubFetch(() => jsonResponse({}));
    await apiJson('/dashboard/summary', { site: 'all' });
    expect(calls[0]?.headers[SITE_HEADER]).toBe('all');
  });
});

describe("each site's saved pages apart", () => {
  it("Main's under the keys devices held before sites, another site's behind its id", () => {
    signInAs('3');
    expect(deviceSiteId()).toBe(1);
    expect(listPageKey('received-items', 'page=1')).toBe('received-items?page=1');
    chooseSite(1);
    expect(listPageKey('waste', '')).toBe('waste?');
    chooseSite(2);
    expect(listPageKey('received-items', 'page=1')).toBe('@2/received-items?page=1');
    expect(recordPageKey('stocktakes', 7)).toBe('@2/stocktake?7');
    expect(listPageKey('dashboard', 'summary', 'all')).toBe('@all/dashboard?summary');
    // Shared by every site: one copy.
    expect(listPageKey('roles', '')).toBe('roles?');
  });
});

describe('live events name their site', () => {
  it("another site's stock event is ignored; this site's, a shared list's and any with no site chosen are heard", () => {
    expect(isForChosenSite({ list: 'waste', version: 3, siteId: 2 }, 1)).toBe(false);
    expect(isForChosenSite({ list: 'waste', version: 3, siteId: 2 }, 2)).toBe(true);
    expect(isForChosenSite({ list: 'items', version: 3 }, 2)).toBe(true);
    expect(isForChosenSite({ list: 'waste', version: 3, siteId: 2 }, null)).toBe(true);
  });
});
