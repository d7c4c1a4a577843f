import { formatTimeAgo } from '../../ui/format';

export const OFFLINE_ONLY_TEXT = 'You are offline.';

/**
 * The banner under the header while the browser is offline (formatDistanceToNow, with `now`
 * given). `pageNotSaved`: the page says its list is not saved on this device yet, so the banner
 * claims no saved data is shown.
 */
export function offlineBannerText(
  savedAt: number | null,
  now: number,
  pageNotSaved = false,
): string {
  if (pageNotSaved) return OFFLINE_ONLY_TEXT;
  if (savedAt === null) return 'You are offline. Nothing has been saved on this device yet.';
  // A clock a little behind the save must not say "in a few seconds".
  const when = formatTimeAgo(savedAt, now);
  return `You are offline. Showing data saved ${when}.`;
}
