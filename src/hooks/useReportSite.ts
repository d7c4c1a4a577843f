import { useState } from 'react';
import { ALL_SITES } from '../../contract/paths';
import type { SiteScope } from '../lib/site-choice';
import { useSession } from './SessionContext';
import { useSites } from './useSites';

/** The roles the server lets add up every site (design: Sites and transfers). */
const ALL_SITES_ROLES: readonly string[] = ['Administrator', 'Manager'];

export interface ReportSite {
  /** Whether "All sites" is offered: Administrator or Manager, and more than one site. */
  offered: boolean;
  allSites: boolean;
  setAllSites: (all: boolean) => void;
  /** The report's X-Site-Id: `all` when chosen, else none (the chosen site). */
  site: SiteScope | undefined;
  /** The chosen site's name, for the control. */
  siteName: string | null;
}

/**
 * A report screen's site (dashboard, stock value, waste cost): the chosen site, or "All sites"
 * for Administrator and Manager when there is more than one site. Not kept: a report opens at
 * the chosen site.
 */
export function useReportSite(): ReportSite {
  const { session } = useSession();
  const { several, siteName } = useSites();
  const [chosenAll, setAllSites] = useState(false);
  const offered = several && ALL_SITES_ROLES.includes(session?.roleName ?? '');
  const allSites = offered && chosenAll;
  return {
    offered,
    allSites,
    setAllSites,
    site: allSites ? ALL_SITES : undefined,
    siteName,
  };
}
