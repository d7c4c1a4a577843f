import { ACCESS_TOKEN_COOKIE, ACCESS_TOKEN_DAYS, STORAGE_KEYS } from '../../contract/constants';
import { LANGUAGE_STORAGE_KEY } from '../i18n';
import { readThemeChoice, saveThemeChoice } from './theme';
import { readTokenClaims, tokenUserId } from './token-claims';

/** What the spec keeps of a session: the accessToken cookie plus three local storage entries. */
export interface StoredSession {
  token: string;
  /** The user's id from the token (`sub`): outbox entries belong to it, not to the name. */
  userId: string | null;
  roleId: string | null;
  roleName: string | null;
  userName: string | null;
}

export function readAccessToken(): string | null {
  const prefix = `${ACCESS_TOKEN_COOKIE}=`;
  const cookie = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return cookie ? decodeURIComponent(cookie.slice(prefix.length)) : null;
}

export function readStoredSession(): StoredSession | null {
  const token = readAccessToken();
  if (!token) return null;
  return {
    token,
    userId: tokenUserId(token),
    roleId: localStorage.getItem(STORAGE_KEYS.roleId),
    roleName: localStorage.getItem(STORAGE_KEYS.roleName),
    userName: localStorage.getItem(STORAGE_KEYS.userName),
  };
}

export function storeSession(session: {
  token: string;
  roleId: number;
  roleName: string;
  userName: string;
}): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = ACCESS_TOKEN_DAYS * 24 * 60 * 60;
  document.cookie = `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(session.token)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
  localStorage.setItem(STORAGE_KEYS.roleId, String(session.roleId));
  localStorage.setItem(STORAGE_KEYS.roleName, session.roleName);
  localStorage.setItem(STORAGE_KEYS.userName, session.userName);
}

function removeAccessTokenCookie(): void {
  document.cookie = `${ACCESS_TOKEN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/** Where each user's chosen site on this device is kept (site-choice.ts), by user id. */
export const SITE_STORAGE_PREFIX = 'inventory.site:';

/**
 * Sign out, expiry, invalid token (spec 4, 2.5): remove the cookie and clear all local storage
 * but the theme, the language and each user's chosen site, which belong to the device, not to
 * the session.
 */
export function clearStoredSession(): void {
  removeAccessTokenCookie();
  const theme = readThemeChoice(localStorage);
  const kept = Object.keys(localStorage)
    .filter((key) => key.startsWith(SITE_STORAGE_PREFIX) || key === LANGUAGE_STORAGE_KEY)
    .map((key) => [key, localStorage.getItem(key)] as const);
  localStorage.clear();
  saveThemeChoice(localStorage, theme);
  for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value);
}

/** The 401 rule (spec 7): remove the cookie and only the three session entries. */
export function clearSessionEntries(): void {
  removeAccessTokenCookie();
  for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
}

/** The token's exp claim in ms, or null when the token cannot be read (invalid). */
export function readTokenExpiry(token: string): number | null {
  return readTokenClaims(token)?.exp ?? null;
}
