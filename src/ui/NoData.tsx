import { NotSavedYet } from './NotSavedYet';

/**
 * What a screen shows while it has no data: its loading text, the offline "not saved yet"
 * note when the device never saved it, or else its empty text (or why it failed).
 */
export function NoData({
  loading,
  unsavedOffline,
  loadingText,
  emptyText,
}: {
  loading: boolean;
  unsavedOffline: boolean;
  loadingText: string;
  emptyText: string;
}) {
  if (loading) return <div className="loading-text">{loadingText}</div>;
  if (unsavedOffline) return <NotSavedYet />;
  return <div className="empty-state">{emptyText}</div>;
}
