import { useEffect } from 'react';
import { isNetworkFailure, messageOf } from '../api/http';
import { showAlert } from '../lib/alert';

/**
 * Whether a list failed offline with nothing ever saved on the device: the screen then shows
 * OFFLINE_TEXT.notSavedYet instead of its empty state (design: Offline behaviour).
 */
export function isUnsavedOffline(error: unknown, savedAt: number | null): boolean {
  return savedAt === null && isNetworkFailure(error);
}

/**
 * A list that failed to load alerts the server message or the screen's fallback, but only
 * when nothing was ever cached and the server answered: with a saved copy on screen, or with
 * the server out of reach, offline is normal, not an error. Returns isUnsavedOffline, so the
 * screen can say the list appears once online.
 */
export function useLoadFailureAlert(
  error: unknown,
  savedAt: number | null,
  fallback: string,
): boolean {
  const unsavedOffline = isUnsavedOffline(error, savedAt);
  useEffect(() => {
    if (error && savedAt === null && !isNetworkFailure(error)) {
      showAlert(messageOf(error, fallback));
    }
  }, [error, savedAt, fallback]);
  return unsavedOffline;
}
