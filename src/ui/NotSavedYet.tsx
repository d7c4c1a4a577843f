import { useEffect } from 'react';
import { OFFLINE_TEXT } from '../../contract/messages';
import { useTranslateMessage } from '../i18n';
import { markNotSavedYetShown } from './not-saved-yet-state';

/** In place of a list's empty state: offline, and the list was never saved on this device. */
export function NotSavedYet() {
  const translateMessage = useTranslateMessage();
  useEffect(() => markNotSavedYetShown(), []);
  return (
    <div className="empty-state" role="status">
      {translateMessage(OFFLINE_TEXT.notSavedYet)}
    </div>
  );
}
