import { database } from './database';

/**
 * What the service worker needs to replay the outbox on a Background Sync event while no page
 * is open: whose entries, and the token to send them with (a worker cannot read the cookie).
 * The page saves it while signed in and removes it on sign-out; a 401 removes it too.
 */
export interface ReplaySession {
  userName: string;
  token: string;
  apiRoot: string;
}

const KEY = 'replay-session';

export async function saveReplaySession(session: ReplaySession): Promise<void> {
  await database().keyValue.put({ key: KEY, value: session });
}

export async function readReplaySession(): Promise<ReplaySession | null> {
  const row = await database().keyValue.get(KEY);
  const value = row?.value as Partial<ReplaySession> | undefined;
  if (!value?.userName || !value.token || typeof value.apiRoot !== 'string') return null;
  return { userName: value.userName, token: value.token, apiRoot: value.apiRoot };
}

export async function forgetReplaySession(): Promise<void> {
  await database().keyValue.delete(KEY);
}
