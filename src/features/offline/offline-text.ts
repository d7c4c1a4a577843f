import { translate } from '../../i18n';
import { formatTimeAgo } from '../../ui/format';

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
  if (pageNotSaved) return translate('offline.only');
  if (savedAt === null) return translate('offline.nothingSaved');
  // A clock a little behind the save must not say "in a few seconds".
  const when = formatTimeAgo(savedAt, now);
  return translate('offline.showingSaved', { when });
}
