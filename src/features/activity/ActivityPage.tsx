import { useState } from 'react';
import { ACTIVITY_PATH, activityQueryString } from '../../api/activity';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { Pagination } from '../../ui/Pagination';
import { pageCountOf } from '../../ui/pagination';
import {
  ACTIVITY_PAGE_SIZE,
  EMPTY_ACTIVITY_FILTERS,
  type ActivityFilters,
} from './activity-filters';
import { ActivityEntryList } from './ActivityEntryList';
import { ActivityFilterForm } from './ActivityFilterForm';
import { ActivityNotice } from './ActivityNotice';
import { useActivity, useWriteCount } from './useActivity';
import { usePeople } from './usePeople';
import { useT } from '../../i18n';

/**
 * Activity (issue 35; Administrator, Manager): the log, newest first, filtered by person,
 * record type, action, date range and text, one server page at a time (it runs to millions of
 * entries), and the CSV of everything the filters select.
 */
export function ActivityPage() {
  const t = useT();
  const people = usePeople();
  const [filters, setFilters] = useState<ActivityFilters>(EMPTY_ACTIVITY_FILTERS);
  const [page, setPage] = useState(1);
  const filterQuery = activityQueryString(filters);
  const query = activityQueryString({ ...filters, page, pageSize: ACTIVITY_PAGE_SIZE });
  // Page one follows new writes; a later page stays put while it is read.
  const writes = useWriteCount();
  const activity = useActivity(query, page === 1 ? writes : 0);
  const data = activity.data;

  return (
    <section className="activity-screen">
      <div className="activity-toolbar">
        <ExportCsvButton path={ACTIVITY_PATH} query={filterQuery} fileName="activity" />
        {data ? (
          <span className="activity-total">{t('activity.total', { count: data.totalCount })}</span>
        ) : null}
      </div>
      <ActivityFilterForm
        applied={filters}
        people={people}
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {data && data.activity.length > 0 ? (
        <div aria-busy={activity.loading}>
          <ActivityEntryList entries={data.activity} label={t('activity.listLabel')} showRecord />
          <Pagination
            page={page}
            pageCount={pageCountOf(data.totalCount, ACTIVITY_PAGE_SIZE)}
            onPageChange={setPage}
          />
        </div>
      ) : (
        <ActivityNotice state={activity} of="screen" />
      )}
    </section>
  );
}
