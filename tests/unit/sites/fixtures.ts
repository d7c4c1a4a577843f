import type { Site } from '../../../contract/schemas/sites';
import { saveListPage } from '../../../src/offline/list-pages';
import { sitesKey } from '../../../src/offline/sites-copy';

const AT = '2026-11-01T00:00:00.000Z';

export function siteOf(SiteId: number, Name: string, Address: string | null = null): Site {
  return { SiteId, Name, Address, CreatedAt: AT, UpdatedAt: AT };
}

export const MAIN = siteOf(1, 'Main Store', '1 Harbour Road');
export const BAR = siteOf(2, 'Bar');
export const KITCHEN = siteOf(3, 'Kitchen');

/** The user's sites as device sync keeps them (what the site control and forms read). */
export async function keepSitesOnDevice(sites: readonly Site[]): Promise<void> {
  await saveListPage(sitesKey(), { sites });
}
