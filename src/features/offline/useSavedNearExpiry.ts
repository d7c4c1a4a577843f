import { useEffect, useState } from 'react';
import type { NearExpiryWire } from '../../api/near-expiry';
import { readSavedNearExpiryList } from '../notifications/near-expiry-store';

/** Offline: the near-expiry list of the last successful poll, read from the device. */
export function useSavedNearExpiry(offline: boolean): readonly NearExpiryWire[] {
  const [entries, setEntries] = useState<readonly NearExpiryWire[]>([]);
  useEffect(() => {
    if (!offline) return;
    let active = true;
    void readSavedNearExpiryList().then((saved) => {
      if (active) setEntries(saved?.entries ?? []);
    });
    return () => {
      active = false;
    };
  }, [offline]);
  return offline ? entries : [];
}
