import { tokenUserId } from '../../lib/token-claims';
import { database } from '../database';

/**
 * What the service worker needs to replay the outbox on a Background Sync event while no page
 * is open: the token to send with (a worker cannot read the cookie); its user's entries are the
 * ones sent. The page saves it while signed in and removes it on sign-out; a 401 removes it too.
 */
export interface ReplaySession {
  userId: string;
  userName: string;
  token: string;
  apiRoot: string;
}

const KEY = 'replay-session';

export async function saveReplaySession(session: Omit<ReplaySession, 'userId'>): Promise<void> {
  await database().keyValue.put({ key: KEY, value: session });
}

/** The saved session; its user is the token's own `sub`, so entries and token always agree. */
export async function readReplaySession(): Promise<ReplaySession | null> {
  const row = await database().keyValue.get(KEY);
  const value = row?.value as Partial<ReplaySession> | undefined;
  if (!value?.userName || !value.token || typeof value.apiRoot !== 'string') return null;
  const userId = tokenUserId(value.token);
  if (!userId) return null;
  return {
    userId,
    userName: value.userName,
    token: value.token,
    apiRoot: value.apiRoot,
  };
}

export async function forgetReplaySession(): Promise<void> {
  await database().keyValue.delete(KEY);
}
