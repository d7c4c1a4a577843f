import { createExternalStore } from '../../lib/external-store';
import type { ReferenceKind } from '../reference-cache';

/** What the header shows of device sync (design: Offline-first client). */
export type DeviceSyncState =
  | { phase: 'idle' }
  /** A first whole list being saved: `saved` of `total` rows of `kind`. */
  | { phase: 'saving'; kind: ReferenceKind; saved: number; total: number }
  /** Every list is on the device; `syncedAt`: when it was last brought up to date. */
  | { phase: 'ready'; syncedAt: number };

export const deviceSyncState = createExternalStore<DeviceSyncState>({ phase: 'idle' });
