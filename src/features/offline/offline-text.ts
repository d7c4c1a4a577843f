import { formatDistance } from 'date-fns';
import { enGB } from 'date-fns/locale';

/** The banner under the header while the browser is offline (formatDistanceToNow, with `now` given). */
export function offlineBannerText(savedAt: number | null, now: number): string {
  if (savedAt === null) return 'You are offline. Nothing has been saved on this device yet.';
  // A clock a little behind the save must not say "in a few seconds".
  const when = formatDistance(Math.min(savedAt, now), now, { addSuffix: true, locale: enGB });
  return `You are offline. Showing data saved ${when}.`;
}
