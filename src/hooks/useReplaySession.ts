import { useEffect } from 'react';
import { API_ROOT } from '../api/http';
import { useSession } from './SessionContext';
import { saveReplaySession } from '../offline/outbox/replay-session';

/**
 * Keeps the signed-in user's token (whose `sub` names their entries) where the service worker can read them (Dexie), so
 * a Background Sync replays their outbox even with the app closed. Sign-out removes it.
 */
export function useReplaySession(): void {
  const { session, status } = useSession();
  const userName = status === 'signed-in' ? (session?.userName ?? null) : null;
  const token = status === 'signed-in' ? (session?.token ?? null) : null;
  useEffect(() => {
    if (!userName || !token) return;
    void saveReplaySession({ userName, token, apiRoot: API_ROOT }).catch(() => undefined);
  }, [userName, token]);
}
