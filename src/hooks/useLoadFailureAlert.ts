import { useEffect } from 'react';
import { messageOf } from '../api/http';
import { showAlert } from '../ui/alert';

/**
 * A list that failed to load alerts the server message or the screen's fallback, but only
 * when nothing was ever cached: with a saved copy on screen, offline is normal, not an error.
 */
export function useLoadFailureAlert(error: unknown, savedAt: number | null, fallback: string) {
  useEffect(() => {
    if (error && savedAt === null) showAlert(messageOf(error, fallback));
  }, [error, savedAt, fallback]);
}
