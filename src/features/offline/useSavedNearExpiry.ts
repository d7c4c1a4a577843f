import { useEffect, useState } from 'react';
import {
  readSavedNearExpiryList,
  type NearExpirySnapshot,
} from '../notifications/near-expiry-store';

/** Offline: the near-expiry list of the last successful poll and when it came, from the device. */
export function useSavedNearExpiry(offline: boolean): NearExpirySnapshot | null {
  const [saved, setSaved] = useState<NearExpirySnapshot | null>(null);
  useEffect(() => {
    if (!offline) return;
    let active = true;
    void readSavedNearExpiryList().then((snapshot) => {
      if (active) setSaved(snapshot);
    });
    return () => {
      active = false;
    };
  }, [offline]);
  return offline ? saved : null;
}
