import { Icon } from '../../ui/Icon';
import { useEffect, useState } from 'react';
import type { DeviceSyncState } from '../../offline/device-sync/sync-state';
import { READY_OFFLINE_TEXT, savingText, syncedAtText } from './ready-offline-texts';
import './offline.css';

/** The first whole sync's progress: a strip under the header, like the offline banner. */
export function DeviceSyncProgress({ state }: { state: DeviceSyncState }) {
  if (state.phase !== 'saving') return null;
  const list = READY_OFFLINE_TEXT.lists[state.kind];
  return (
    <div className="device-sync-progress" role="status" data-testid="device-sync-progress">
      <span>{savingText(list, state.saved, state.total)}</span>
      <progress max={state.total} value={state.saved} aria-hidden="true" />
    </div>
  );
}

/** The quiet "Ready offline" mark in the header, with when the device was last brought up to date. */
export function ReadyOffline({ state }: { state: DeviceSyncState }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  if (state.phase !== 'ready') return null;
  const when = syncedAtText(state.syncedAt, Math.max(now, state.syncedAt));
  return (
    <span className="ready-offline" title={when} data-testid="ready-offline">
      <Icon name="check" size={16} />
      <span className="ready-offline-label">{READY_OFFLINE_TEXT.ready}</span>
      <span className="visually-hidden">{`. ${when}`}</span>
    </span>
  );
}
