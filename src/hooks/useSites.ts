import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type {
  Site,
  SiteDestination,
  SiteDestinationList,
  SiteList,
} from '../../contract/schemas/sites';
import { readStoredSession } from '../lib/session-storage';
import { chooseSite, chosenSiteStore, readChosenSiteId } from '../lib/site-choice';
import { syncDevice } from '../offline/device-sync/device-sync';
import { readListPage } from '../offline/list-pages';
import { siteDestinationsKey, sitesKey } from '../offline/sites-copy';
import { useDeviceCopy, type DeviceSource } from './useDeviceCopy';

/**
 * The signed-in user's chosen site on this device (null: none chosen, a server before sites);
 * the header's control changes it (chooseSite) and every subscriber re-renders.
 */
export function useChosenSite(): number | null {
  // Read for the token's user on every render too: a sign-in re-renders the shell.
  return useSyncExternalStore(chosenSiteStore.subscribe, () => readChosenSiteId());
}

export interface SitesState {
  /** The sites the user works at, as device sync last saved them (empty before). */
  sites: readonly Site[];
  /** The chosen site, or null. */
  siteId: number | null;
  /** More than one site: the site control, site columns and "All sites" show (design). */
  several: boolean;
  /** The chosen site's name, or null when unknown. */
  siteName: string | null;
  choose: (siteId: number) => void;
}

/**
 * The user's sites from the device copy device sync keeps (sites-copy.ts): read only, never
 * asked here, so a server without sites costs nothing and a screen never alerts for it.
 */
export function useSites(): SitesState {
  const siteId = useChosenSite();
  const choose = useCallback((next: number) => {
    chooseSite(next);
    // The new site's lists come down at once (its copy shows meanwhile, if the device has one).
    void syncDevice(readStoredSession()?.roleName ?? null).catch(() => undefined);
  }, []);
  const source = useMemo<DeviceSource<SiteList>>(
    () => ({ key: sitesKey(), read: () => readListPage<SiteList>(sitesKey()) }),
    [],
  );
  const copy = useDeviceCopy(source);
  const sites = copy.data?.sites ?? NO_SITES;
  return {
    sites,
    siteId,
    several: sites.length > 1,
    siteName: sites.find((site) => site.SiteId === siteId)?.Name ?? null,
    choose,
  };
}

const NO_SITES: readonly Site[] = [];

/**
 * Every site a transfer may go to, as device sync last saved them (page Transfers; null before
 * the first sync): a clerk who works at one site sends to any other.
 */
export function useSiteDestinations(): readonly SiteDestination[] | null {
  const source = useMemo<DeviceSource<SiteDestinationList>>(
    () => ({
      key: siteDestinationsKey(),
      read: () => readListPage<SiteDestinationList>(siteDestinationsKey()),
    }),
    [],
  );
  return useDeviceCopy(source).data?.sites ?? null;
}
