import { stocktakeIdOf } from '../../../contract/events';
import { canAccess } from '../../../contract/roles';
import { getNearExpiryList } from '../../api/near-expiry';
import { listRoles } from '../../api/roles';
import { getStocktake, listStocktakes } from '../../api/stocktakes';
import { listPageKey, saveListPage } from '../list-pages';
import { saveNearExpiryList } from '../near-expiry-cache';

/**
 * The device's copies of lists that are not reference tables (issue 20): saved under the very
 * keys their screens read (useCachedList), so a screen never visited opens offline with them.
 * They are the user's, not the business's catalogue: Sign Out removes them (device-data.ts) and
 * the next user's sync brings what their role may read.
 */
export interface DevicePage {
  /** For the progress and the tests. */
  name: string;
  /** Whether the signed-in role may read it (the server would answer 403). */
  mayRead: (roleName: string) => boolean;
  /** Brings the whole copy up to date. */
  sync: () => Promise<void>;
  /**
   * The part to bring up to date when a live event names `list`, or null when the event is not
   * about this page. Lists refreshed elsewhere (near-expiry: its 30 s poll hears the event) say null.
   */
  onEvent?: (list: string) => (() => Promise<void>) | null;
}

/** The keys the screens read (features/stocktakes, features/users). */
export const STOCKTAKES_KEY = listPageKey('stocktakes', '');
export const stocktakeKey = (id: number) => listPageKey('stocktake', String(id));
export const ROLES_KEY = listPageKey('roles', '');

async function syncStocktake(id: number): Promise<void> {
  await saveListPage(stocktakeKey(id), await getStocktake(id));
}

/** The stocktake list, and each open stocktake with its lines (what the count screen needs). */
async function syncStocktakes(): Promise<void> {
  const list = await listStocktakes();
  await saveListPage(STOCKTAKES_KEY, list);
  for (const stocktake of list.stocktakes) {
    if (stocktake.Status === 'open') await syncStocktake(stocktake.StocktakeId);
  }
}

export const DEVICE_PAGES: readonly DevicePage[] = [
  {
    name: 'roles',
    // The Users screens' role picker (GET /roles is the Users page's).
    mayRead: (role) => canAccess(role, 'Users'),
    sync: async () => saveListPage(ROLES_KEY, await listRoles()),
  },
  {
    name: 'stocktakes',
    mayRead: (role) => canAccess(role, 'Stocktake'),
    sync: syncStocktakes,
    onEvent: (list) => {
      const id = stocktakeIdOf(list);
      // One stocktake changed (a count, a post, or a new one): it and the list's statuses.
      return id === null
        ? null
        : async () => {
            await syncStocktake(id);
            await saveListPage(STOCKTAKES_KEY, await listStocktakes());
          };
    },
  },
  {
    name: 'near-expiry',
    // Every signed-in role reads it (the bell); its own poll follows the live events.
    mayRead: () => true,
    sync: async () => saveNearExpiryList(await getNearExpiryList()),
  },
  // Open purchase orders (issue 25, design: Purchasing) join here as one more DevicePage:
  // mayRead: canAccess(role, 'Purchasing'), sync: the open orders and their lines,
  // onEvent: the 'purchase-orders' list.
];

/** The pages this role keeps on the device. */
export function devicePagesFor(roleName: string | null): DevicePage[] {
  return roleName ? DEVICE_PAGES.filter((page) => page.mayRead(roleName)) : [];
}
