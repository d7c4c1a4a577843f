import { useEffect, useState } from 'react';
import { NEAR_EXPIRY_POLL_MS } from '../../../contract/constants';
import { getNearExpiryList, type NearExpiryWire } from '../../api/near-expiry';
import { onListChange } from '../../offline/device-sync/list-changes';
import {
  readLastNearExpiryList,
  rememberNearExpiryList,
  type NearExpirySnapshot,
} from '../../offline/near-expiry-store';
import { writeTicket } from '../../offline/write-session';

export interface NearExpiryState {
  /** What the bell counts and the panel lists: emptied when a poll fails (spec 7, 8). */
  entries: readonly NearExpiryWire[];
  /** The last successful answer, kept for the offline layer. */
  lastLoaded: NearExpirySnapshot | null;
}

/**
 * Polls GET /receive-items/near-expiry at once, every 30 s, and when a live event says the list
 * changed, while `enabled` (signed in). Each answer is saved on the device (the offline bell).
 * A change of `site` (a count of site switches) polls anew: the list is the chosen site's.
 */
export function useNearExpiry(enabled: boolean, site = 0): NearExpiryState {
  const [entries, setEntries] = useState<readonly NearExpiryWire[]>([]);
  const [lastLoaded, setLastLoaded] = useState<NearExpirySnapshot | null>(readLastNearExpiryList);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    // On slow Wi-Fi a poll may outlast the interval: never stack a second one on it.
    let inFlight = false;
    const poll = () => {
      if (inFlight) return;
      inFlight = true;
      const ticket = writeTicket();
      getNearExpiryList(controller.signal).then(
        (list) => {
          inFlight = false;
          if (controller.signal.aborted) return;
          rememberNearExpiryList(list, Date.now(), ticket);
          setEntries(list);
          setLastLoaded(readLastNearExpiryList());
        },
        () => {
          inFlight = false;
          if (!controller.signal.aborted) setEntries([]);
        },
      );
    };
    poll();
    const timer = window.setInterval(poll, NEAR_EXPIRY_POLL_MS);
    const stopHearing = onListChange((list) => list === 'near-expiry', poll);
    return () => {
      controller.abort();
      window.clearInterval(timer);
      stopHearing();
    };
  }, [enabled, site]);

  return { entries: enabled ? entries : [], lastLoaded };
}
