import { useMemo } from 'react';
import type { NearExpiryWire } from '../../api/near-expiry';
import { readNearExpiryList } from '../../offline/near-expiry-cache';
import { useDeviceCopy, type DeviceSource } from '../../hooks/useDeviceCopy';

export interface SavedNearExpiry {
  entries: readonly NearExpiryWire[];
  savedAt: number;
}

/**
 * Offline: the near-expiry list of the last successful poll and when it came, read from the
 * device copy through the one device-copy hook (the poll itself saves it; no refresh here).
 */
export function useSavedNearExpiry(
  offline: boolean,
  /** A count of site switches: each site's list is its own copy, read anew on a switch. */
  site = 0,
): SavedNearExpiry | null {
  const source = useMemo<DeviceSource<NearExpiryWire[]>>(
    () => ({
      key: `near-expiry@${site}`,
      read: async () => {
        const saved = await readNearExpiryList();
        return saved ? { data: saved.data as NearExpiryWire[], savedAt: saved.savedAt } : null;
      },
    }),
    [site],
  );
  const saved = useDeviceCopy(source);
  return offline && saved.data !== null && saved.savedAt !== null
    ? { entries: saved.data, savedAt: saved.savedAt }
    : null;
}
