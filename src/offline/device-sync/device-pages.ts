import { stocktakeIdOf } from '../../../contract/events';
import { canAccess } from '../../../contract/roles';
import { getNearExpiryList } from '../../api/near-expiry';
import { listRoles } from '../../api/roles';
import { getStocktake, listStocktakes } from '../../api/stocktakes';
import { listTransfers, transferListQuery } from '../../api/transfers';
import { listPageKey, loadListPage, recordPageKey, saveListPage } from '../list-pages';
import { saveNearExpiryList } from '../near-expiry-cache';
import { readSavedSites, syncSiteDestinations } from '../sites-copy';
import type { WriteTicket } from '../write-session';

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
  /** Brings the whole copy up to date, written only while `ticket`'s sign-in lasts. */
  sync: (ticket: WriteTicket) => Promise<void>;
  /**
   * The part to bring up to date when a live event names `list`, or null when the event is not
   * about this page. Lists refreshed elsewhere (near-expiry: its 30 s poll hears the event) say null.
   */
  onEvent?: (list: string) => ((ticket: WriteTicket) => Promise<void>) | null;
}

/** The keys the screens read (features/stocktakes, features/users). */
export const stocktakesKey = () => listPageKey('stocktakes', '');
export const stocktakeKey = (id: number) => recordPageKey('stocktakes', id);
export const ROLES_KEY = listPageKey('roles', '');

async function syncStocktake(id: number, ticket: WriteTicket): Promise<void> {
  await loadListPage(stocktakeKey(id), () => getStocktake(id), ticket);
}

/** The stocktake list, and each open stocktake with its lines (what the count screen needs). */
async function syncStocktakes(ticket: WriteTicket): Promise<void> {
  const list = await loadListPage(stocktakesKey(), listStocktakes, ticket);
  for (const stocktake of list.stocktakes) {
    if (stocktake.Status === 'open') await syncStocktake(stocktake.StocktakeId, ticket);
  }
}

/** The Transfers screen's In transit view (features/transfers), the chosen site's. */
export const inTransitKey = () => listPageKey('transfers', transferListQuery('inTransit'));
export const transferKey = (id: number) => recordPageKey('transfers', id);

/** Whether the user works at several sites (the saved list): Transfers shows only then. */
async function worksAtSeveralSites(): Promise<boolean> {
  const sites = await readSavedSites();
  return sites !== null && sites.length > 1;
}

/**
 * The transfers in transit to the chosen site, and each one's detail (lines, lots) from the
 * same answer, so a clerk with no signal opens one and receives it (design: Sites and
 * transfers). Only with several sites: one site has nothing to move, and asks nothing new.
 */
async function syncTransfersInTransit(ticket: WriteTicket): Promise<void> {
  if (!(await worksAtSeveralSites())) return;
  const list = await loadListPage(
    inTransitKey(),
    () => listTransfers(transferListQuery('inTransit')),
    ticket,
  );
  for (const transfer of list.transfers) {
    await saveListPage(transferKey(transfer.TransferId), transfer, ticket);
  }
}

export const DEVICE_PAGES: readonly DevicePage[] = [
  {
    name: 'roles',
    // The Users screens' role picker (GET /roles is the Users page's).
    mayRead: (role) => canAccess(role, 'Users'),
    sync: async (ticket) => {
      await loadListPage(ROLES_KEY, listRoles, ticket);
    },
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
        : async (ticket) => {
            await syncStocktake(id, ticket);
            await loadListPage(stocktakesKey(), listStocktakes, ticket);
          };
    },
  },
  {
    name: 'near-expiry',
    // Every signed-in role reads it (the bell); its own poll follows the live events.
    mayRead: () => true,
    sync: async (ticket) => {
      await saveNearExpiryList(await getNearExpiryList(), ticket);
    },
  },
  {
    name: 'transfers',
    mayRead: (role) => canAccess(role, 'Transfers'),
    sync: syncTransfersInTransit,
    // A transfer sent to, received at or cancelled at this site: what is in transit changed.
    onEvent: (list) => (list === 'transfers' ? syncTransfersInTransit : null),
  },
  {
    // Every site of the install, id and name: Send Stock's destinations offline, for a clerk who
    // works at some sites only (GET /sites?scope=destinations). Where Transfers shows only.
    name: 'site-destinations',
    mayRead: (role) => canAccess(role, 'Transfers'),
    sync: async (ticket) => {
      if (await worksAtSeveralSites()) await syncSiteDestinations(ticket);
    },
  },
  // Open purchase orders (issue 25, design: Purchasing) join here as one more DevicePage:
  // mayRead: canAccess(role, 'Purchasing'), sync: the open orders and their lines,
  // onEvent: the 'purchase-orders' list.
];

/** The pages this role keeps on the device. */
export function devicePagesFor(roleName: string | null): DevicePage[] {
  return roleName ? DEVICE_PAGES.filter((page) => page.mayRead(roleName)) : [];
}
