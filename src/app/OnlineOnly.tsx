import type { ReactNode } from 'react';
import { OFFLINE_TEXT } from '../../contract/messages';
import { useOnlineStatus } from '../hooks/useOnlineStatus';
import { useTranslateMessage } from '../i18n';

/** A screen that only works against the server says so offline instead of failing. */
export function OnlineOnly({ children }: { children: ReactNode }) {
  const online = useOnlineStatus();
  const translateMessage = useTranslateMessage();
  if (online) return children;
  return (
    <div className="card needs-connection" role="status">
      {translateMessage(OFFLINE_TEXT.usersNeedConnection)}
    </div>
  );
}
