import { useState } from 'react';
import { canAccess } from '../../../contract/roles';
import { activityQueryString } from '../../api/activity';
import { useSession } from '../../hooks/SessionContext';
import { useT } from '../../i18n';
import { Button } from '../../ui/Button';
import { ActivityEntryList } from './ActivityEntryList';
import { ActivityNotice } from './ActivityNotice';
import { useActivity, useWriteCount } from './useActivity';

/** Entries a History shows at first, and how many more each "Show more" adds. */
export const HISTORY_STEP = 10;

export interface RecordHistoryProps {
  /** The record type, as the log names it: item, supplier, user, purchase-order, … */
  entity: string;
  entityId: string | number;
}

/**
 * A record's History (issue 35): its entries and those linked to it (a waste report of an
 * item shows in the item's), newest first, with "Show more". Only for those who may read the
 * log (page Activity); an online read, so offline it says so.
 */
export function RecordHistory(props: RecordHistoryProps) {
  const { session } = useSession();
  if (!canAccess(session?.roleName, 'Activity')) return null;
  return <HistorySection {...props} />;
}

function HistorySection({ entity, entityId }: RecordHistoryProps) {
  const t = useT();
  const [shown, setShown] = useState(HISTORY_STEP);
  // One page that grows: a new entry at the top never shifts one out of the pages read.
  const query = activityQueryString({ entity, entityId, page: 1, pageSize: shown });
  const history = useActivity(query, useWriteCount());
  const entries = history.data?.activity ?? [];
  const titleId = `history-${entity}-${entityId}`;

  return (
    <section className="record-history" aria-labelledby={titleId}>
      <h2 id={titleId} className="panel-title">
        {t('activity.historyTitle')}
      </h2>
      {entries.length > 0 ? (
        <>
          <ActivityEntryList entries={entries} label={t('activity.historyTitle')} />
          {history.data && history.data.totalCount > entries.length ? (
            <Button
              variant="secondary"
              className="show-more"
              disabled={history.loading}
              onClick={() => setShown((count) => count + HISTORY_STEP)}
            >
              {t('activity.showMore')}
            </Button>
          ) : null}
        </>
      ) : (
        <ActivityNotice state={history} of="history" />
      )}
    </section>
  );
}
