import type {
  Site,
  SiteDestination,
  SiteDestinationList,
  SiteList,
} from '../../contract/schemas/sites';
import { listSiteDestinations, listSites } from '../api/sites';
import { settleChosenSite } from '../lib/site-choice';
import { loadListPage, readListPage } from './list-pages';
import { isCurrentSignIn, writeTicket, type WriteTicket } from './write-session';

/**
 * The sites the user works at (GET /sites), kept on the device so the site control works
 * offline, as a saved page under `sites?`: one copy for every site (the list is not a site's).
 * Its row in contract/lists.ts is the server's (a version, no page key of the site lists').
 */
const SITES_KEY = 'sites?';
export const sitesKey = (): string => SITES_KEY;

/**
 * Brings the user's sites onto the device and keeps the chosen site valid against them (none
 * chosen yet, or one no longer theirs: the first). Device sync runs it first, so every list after
 * it is asked for, and saved, at the chosen site.
 */
export async function syncSites(ticket: WriteTicket = writeTicket()): Promise<Site[]> {
  const list = await loadListPage<SiteList>(sitesKey(), listSites, ticket);
  if (isCurrentSignIn(ticket)) settleChosenSite(list.sites.map((site) => site.SiteId));
  return list.sites;
}

/** The sites saved on this device, or null before the first sync. */
export async function readSavedSites(): Promise<Site[] | null> {
  const saved = await readListPage<SiteList>(sitesKey());
  return saved ? saved.data.sites : null;
}

/**
 * Every site, id and name (GET /sites?scope=destinations, page Transfers): Send Stock's
 * destinations, offline too, for a clerk who works at one site only. One copy for every site.
 */
const DESTINATIONS_KEY = 'sites?scope=destinations';
export const siteDestinationsKey = (): string => DESTINATIONS_KEY;

export async function syncSiteDestinations(
  ticket: WriteTicket = writeTicket(),
): Promise<SiteDestination[]> {
  return (await loadListPage<SiteDestinationList>(DESTINATIONS_KEY, listSiteDestinations, ticket))
    .sites;
}
