import type { ActivityEntry } from '../../api/activity';
import { useSites } from '../../hooks/useSites';
import { formatDateTime } from '../../ui/format';
import { changeValueText, fieldLabel } from './change-values';
import { ACTIVITY_TEXT } from './texts';
import './activity.css';

export interface ActivityEntryListProps {
  entries: readonly ActivityEntry[];
  label: string;
}

/**
 * Entries as a list of short cards, newest first: when, who and where on one line, the sentence,
 * and an edit's changes before → after. A list, not a table: it reads the same on a phone.
 */
export function ActivityEntryList({ entries, label }: ActivityEntryListProps) {
  const sites = useSites();
  const siteName = (siteId: number | null): string | null =>
    sites.several && siteId !== null
      ? (sites.sites.find((site) => site.SiteId === siteId)?.Name ?? null)
      : null;

  return (
    <ol className="activity-list" aria-label={label}>
      {entries.map((entry) => (
        <ActivityEntryItem key={entry.ActivityId} entry={entry} site={siteName(entry.SiteID)} />
      ))}
    </ol>
  );
}

function ActivityEntryItem({ entry, site }: { entry: ActivityEntry; site: string | null }) {
  const changes = Object.entries(entry.Changes ?? {});
  return (
    <li className="activity-entry" data-activity-id={entry.ActivityId}>
      <div className="activity-meta">
        <time dateTime={entry.At}>{formatDateTime(entry.At)}</time>
        <span className="activity-user">{entry.User.Name || ACTIVITY_TEXT.deletedUser}</span>
        {site ? <span className="activity-site">{site}</span> : null}
      </div>
      <p className="activity-summary">{entry.Summary}</p>
      {changes.length > 0 ? (
        <dl className="activity-changes" aria-label={ACTIVITY_TEXT.changesLabel}>
          {changes.map(([field, [before, after]]) => (
            <div key={field} className="activity-change">
              <dt>{fieldLabel(field)}</dt>
              <dd>
                <span className="activity-before">{changeValueText(before)}</span>
                <span className="activity-arrow" aria-hidden="true">
                  →
                </span>
                <span className="activity-after">{changeValueText(after)}</span>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}
