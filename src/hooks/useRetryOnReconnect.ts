import { useState } from 'react';
import { useOnlineStatus } from './useOnlineStatus';

/**
 * A number that grows each time the connection returns (useOnlineStatus turns true) while
 * `failed`: put it in a load's dependencies so a list that could not load offline loads once
 * the server answers again. A list that loaded is not fetched again by a reconnect.
 */
export function useRetryOnReconnect(failed: boolean): number {
  const online = useOnlineStatus();
  // Adjusted while rendering (React's "storing information from previous renders"): no effect,
  // so the retry starts in the same commit as the banner going away.
  const [seen, setSeen] = useState({ online, retries: 0 });
  if (seen.online !== online) {
    setSeen({ online, retries: seen.retries + (online && failed ? 1 : 0) });
  }
  return seen.retries;
}
