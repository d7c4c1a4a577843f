import { useEffect } from 'react';
import { API_ROOT } from '../api/http';
import { useLanguage } from '../i18n';
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
  // Saved again on a language switch, so a worker's replay asks for the server's messages in it.
  const language = useLanguage();
  useEffect(() => {
    if (!userName || !token) return;
    void saveReplaySession({ userName, token, apiRoot: API_ROOT, language }).catch(() => undefined);
  }, [userName, token, language]);
}
