import { Icon } from '../../ui/Icon';
import { useEffect, useState } from 'react';
import type { DeviceSyncState } from '../../offline/device-sync/sync-state';
import { savingText, syncedAtText } from './ready-offline-texts';
import './offline.css';
import { useT } from '../../i18n';

/** The first whole sync's progress: a strip under the header, like the offline banner. */
export function DeviceSyncProgress({ state }: { state: DeviceSyncState }) {
  // Subscribes to the language: the line is translated outside React.
  useT();
  // An empty list (no open purchase orders) has nothing to save: "0 of 0" would only puzzle.
  if (state.phase !== 'saving' || state.total === 0) return null;
  return (
    <div className="device-sync-progress" role="status" data-testid="device-sync-progress">
      <span>{savingText(state.kind, state.saved, state.total)}</span>
      <progress max={state.total} value={state.saved} aria-hidden="true" />
    </div>
  );
}

/** The quiet "Ready offline" mark in the header, with when the device was last brought up to date. */
export function ReadyOffline({ state }: { state: DeviceSyncState }) {
  const t = useT();
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
      <span className="ready-offline-label">{t('offline.ready')}</span>
      <span className="visually-hidden">{`. ${when}`}</span>
    </span>
  );
}
