import { OFFLINE_TEXT } from '../../contract/messages';

/** In place of a list's empty state: offline, and the list was never saved on this device. */
export function NotSavedYet() {
  return (
    <div className="empty-state" role="status">
      {OFFLINE_TEXT.notSavedYet}
    </div>
  );
}
