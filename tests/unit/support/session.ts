import { STORAGE_KEYS } from '../../../contract/constants';
import { clearStoredSession, storeSession } from '../../../src/lib/session-storage';

/** A JWT-shaped token (unsigned: the client only reads sub and exp) expiring `secondsFromNow` ahead. */
export function makeToken(secondsFromNow: number, now = Date.now(), sub = '1'): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(now / 1000) + secondsFromNow;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub, exp })}.signature`;
}

export interface TestSignIn {
  roleId?: number;
  roleName?: string;
  /** null: a session stored without a user name (an old or damaged one). */
  userName?: string | null;
  token?: string;
}

/** Signs a user in through the app's own session storage (the cookie and its storage keys). */
export function signIn(options: TestSignIn = {}): string {
  const token = options.token ?? makeToken(3600);
  storeSession({
    token,
    roleId: options.roleId ?? 1,
    roleName: options.roleName ?? 'Administrator',
    userName: options.userName ?? 'Alice',
  });
  if (options.userName === null) localStorage.removeItem(STORAGE_KEYS.userName);
  return token;
}

/** Signs out the way the app does, and leaves nothing of the device's settings either. */
export function signOut(): void {
  clearStoredSession();
  localStorage.clear();
}
