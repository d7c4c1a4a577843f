import type { ReactNode } from 'react';
import { OFFLINE_TEXT } from '../../contract/messages';
import { useOnlineStatus } from '../hooks/useOnlineStatus';

/** A screen that only works against the server says so offline instead of failing. */
export function OnlineOnly({ children }: { children: ReactNode }) {
  const online = useOnlineStatus();
  if (online) return children;
  return (
    <div className="card needs-connection" role="status">
      {OFFLINE_TEXT.usersNeedConnection}
    </div>
  );
}
