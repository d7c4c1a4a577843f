import { canAccess } from '../../contract/roles';
import { INVENTORY_SECTION, ROUTES } from '../lib/routes';
import { SIDEBAR_LINKS } from './route-table';
import { routes } from '../i18n/messages/en/routes';

export type SidebarLink = (typeof SIDEBAR_LINKS)[number];

/**
 * The sidebar's 'Menu' (spec 2.2, 6): only the links the role may open, in the spec's order;
 * a link for several sites (Transfers) only to a user who works at more than one.
 */
export function linksForRole(
  roleName: string | null | undefined,
  severalSites = false,
): SidebarLink[] {
  return SIDEBAR_LINKS.filter(
    (link) => canAccess(roleName, link.page) && (severalSites || !link.severalSites),
  );
}

/**
 * The foot of the menu, beside Theme, kept out of the 'Menu' so its list stays the spec's:
 * Activity for the roles with page Activity (design: Activity log and approvals), then Sites
 * for the roles with page Sites, whatever the number of sites (design: Sites and transfers:
 * the first extra site is made there).
 */
export function footLinksForRole(roleName: string | null | undefined): SidebarLink[] {
  return FOOT_LINKS.filter((link) => canAccess(roleName, link.page));
}

const FOOT_LINKS: readonly SidebarLink[] = [
  {
    labelId: 'routes.activity',
    label: routes['routes.activity'],
    to: ROUTES.activity,
    page: 'Activity',
  },
  { labelId: 'routes.sites', label: routes['routes.sites'], to: ROUTES.sites, page: 'Sites' },
];

/** Page Valuation's screens sit under /reports/ but are a section of their own. */
const VALUATION_PATHS: readonly string[] = [ROUTES.stockValue, ROUTES.wasteCost];

function sectionOf(path: string): string {
  if (VALUATION_PATHS.some((start) => path === start || path.startsWith(`${start}/`))) {
    return 'valuation';
  }
  return path.split('/')[1] ?? '';
}

/**
 * A link is active anywhere in its section: 'Inventory' (to the received list) stays active on
 * the PO pages, 'Items' on an item's detail, but not on '/item-movement'.
 */
export function isLinkActive(pathname: string, to: string): boolean {
  return sectionOf(pathname) === sectionOf(to);
}

/** The header's inventory tabs (spec 2.2) show on every page under /inventory/. */
export function isInventoryPage(pathname: string): boolean {
  return pathname.startsWith(INVENTORY_SECTION);
}

/** Phones and tablets get an off-canvas drawer; from this width the sidebar sits beside the page. */
export const DESKTOP_MEDIA_QUERY = '(min-width: 1024px)';
