import { MAIN_SITE_ID, type ALL_SITES } from '../../contract/paths';
import { SITE_STORAGE_PREFIX, readAccessToken } from './session-storage';
import { tokenUserId } from './token-claims';
import { createExternalStore } from './external-store';

/**
 * The site the device works at (design: Sites and transfers): chosen in the header, kept per
 * device and user in localStorage (read synchronously by every request's X-Site-Id; Sign Out
 * keeps it, as it keeps the theme, so the next shift of the same clerk starts at the same bar).
 * No choice stored (a device that never loaded GET /sites, every unit test): no header is sent
 * and the server answers for the user's first site, which for every install before sites is Main.
 */

/** A report's site: one site, or every site added up (`X-Site-Id: all`). */
export type SiteScope = number | typeof ALL_SITES;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function currentUserId(): string | null {
  // A worker has no cookie: its requests carry their entry's own site.
  return typeof document === 'undefined' ? null : tokenUserId(readAccessToken());
}

function storageKey(userId: string): string {
  return `${SITE_STORAGE_PREFIX}${userId}`;
}

function parseSiteId(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The signed-in user's chosen site on this device, or null when none is stored. */
export function readChosenSiteId(userId: string | null = currentUserId()): number | null {
  if (userId === null) return null;
  try {
    return parseSiteId(storage()?.getItem(storageKey(userId)));
  } catch {
    return null;
  }
}

/**
 * The site the device's copies of stock lists are kept under: the chosen one, Main when none
 * is stored (copies saved before sites are Main's, and so is the server's default then).
 */
export function deviceSiteId(): number {
  return readChosenSiteId() ?? MAIN_SITE_ID;
}

/** Changes announced to the header and the screens (useChosenSite). */
export const chosenSiteStore = createExternalStore<number | null>(null);

/** Reads the stored choice into the store (start, sign-in, another user's sign-in). */
export function refreshChosenSite(): void {
  chosenSiteStore.set(readChosenSiteId());
}

/** Keeps `siteId` as the signed-in user's choice on this device. */
export function chooseSite(siteId: number, userId: string | null = currentUserId()): void {
  if (userId === null) return;
  try {
    storage()?.setItem(storageKey(userId), String(siteId));
  } catch {
    // Private mode or a full quota: the choice lasts until the page reloads.
  }
  chosenSiteStore.set(siteId);
}

/**
 * The choice kept valid against the sites the user works at (GET /sites, lowest id first):
 * none stored, or one the user no longer works at, becomes the first site. Answers the choice.
 */
export function settleChosenSite(siteIds: readonly number[]): number | null {
  const chosen = readChosenSiteId();
  const first = [...siteIds].sort((a, b) => a - b)[0];
  if (first === undefined) return chosen;
  if (chosen !== null && siteIds.includes(chosen)) {
    chosenSiteStore.set(chosen);
    return chosen;
  }
  chooseSite(first);
  return first;
}

/** The X-Site-Id value of a request: the scope asked for, else the chosen site, else none. */
export function siteHeaderValue(scope?: SiteScope | null): string | null {
  if (scope !== undefined && scope !== null) return String(scope);
  const chosen = readChosenSiteId();
  return chosen === null ? null : String(chosen);
}
