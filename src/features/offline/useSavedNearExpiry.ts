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
export function useSavedNearExpiry(offline: boolean): SavedNearExpiry | null {
  const source = useMemo<DeviceSource<NearExpiryWire[]>>(
    () => ({
      key: 'near-expiry',
      read: async () => {
        const saved = await readNearExpiryList();
        return saved ? { data: saved.data as NearExpiryWire[], savedAt: saved.savedAt } : null;
      },
    }),
    [],
  );
  const saved = useDeviceCopy(source);
  return offline && saved.data !== null && saved.savedAt !== null
    ? { entries: saved.data, savedAt: saved.savedAt }
    : null;
}
