import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ActivityEntry } from '../../api/activity';
import { useSession } from '../../hooks/SessionContext';
import { useSites } from '../../hooks/useSites';
import { formatDateTime } from '../../ui/format';
import { changedFieldLabel, changedValueText } from './change-values';
import { recordLinkOf } from './record-links';
import { useLanguage, useT } from '../../i18n';
import { ENTITY_MESSAGES } from './texts';
import './activity.css';

export interface ActivityEntryListProps {
  entries: readonly ActivityEntry[];
  label: string;
  /** The Activity screen names each entry's record and links it; a History is its record's. */
  showRecord?: boolean;
}

/**
 * Entries as a list of short cards, newest first: when, who and where on one line, the sentence,
 * and an edit's changes before → after. A list, not a table: it reads the same on a phone.
 */
export function ActivityEntryList({ entries, label, showRecord = false }: ActivityEntryListProps) {
  const sites = useSites();
  const { session } = useSession();
  const siteName = (siteId: number | null): string | null =>
    sites.several && siteId !== null
      ? (sites.sites.find((site) => site.SiteId === siteId)?.Name ?? null)
      : null;

  return (
    <ol className="activity-list" aria-label={label}>
      {entries.map((entry) => (
        <ActivityEntryItem
          key={entry.ActivityId}
          entry={entry}
          site={siteName(entry.SiteID)}
          record={
            showRecord && entry.Entity !== SESSION ? (
              <RecordTag entry={entry} roleName={session?.roleName} />
            ) : null
          }
        />
      ))}
    </ol>
  );
}

/** A sign-in's record is its session, whose id means nothing to a person: the sentence says it. */
const SESSION = 'session';

/** The entry's record type and id, a link to it when it can be opened. */
function RecordTag({ entry, roleName }: { entry: ActivityEntry; roleName?: string | null }) {
  const t = useT();
  const message = ENTITY_MESSAGES[entry.Entity];
  const type = message ? t(message) : entry.Entity;
  const text = entry.EntityID === null ? type : t('activity.record', { type, id: entry.EntityID });
  const to = recordLinkOf(entry, roleName);
  return to ? (
    <Link className="activity-record" to={to}>
      {text}
    </Link>
  ) : (
    <span className="activity-record">{text}</span>
  );
}

interface EntryItemProps {
  entry: ActivityEntry;
  site: string | null;
  record: ReactNode;
}

function ActivityEntryItem({ entry, site, record }: EntryItemProps) {
  const t = useT();
  const language = useLanguage();
  const empty = t('activity.emptyValue');
  const text = (field: string, value: unknown) =>
    changedValueText({ entity: entry.Entity, field, value }, language, t, empty);
  const changes = Object.entries(entry.Changes ?? {});
  return (
    <li className="activity-entry" data-activity-id={entry.ActivityId}>
      <div className="activity-meta">
        <time dateTime={entry.At}>{formatDateTime(entry.At)}</time>
        <span className="activity-user">{entry.User.Name || t('activity.unknownUser')}</span>
        {site ? <span className="activity-site">{site}</span> : null}
        {record}
      </div>
      <p className="activity-summary">{entry.Summary}</p>
      {changes.length > 0 ? (
        <dl className="activity-changes" aria-label={t('activity.changesLabel')}>
          {changes.map(([field, [before, after]]) => (
            <div key={field} className="activity-change">
              <dt>{changedFieldLabel(field, language, t)}</dt>
              <dd>
                <span className="activity-before">{text(field, before)}</span>
                <span className="activity-arrow" aria-hidden="true">
                  →
                </span>
                <span className="activity-after">{text(field, after)}</span>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}
