import { useSyncExternalStore } from 'react';
import { storagePersistence } from '../offline/device-data';

/** Whether this device's storage is persistent: true, false, or null while unknown. */
export function useStoragePersistence(): boolean | null {
  return useSyncExternalStore(storagePersistence.subscribe, storagePersistence.get);
}
