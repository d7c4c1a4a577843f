import type { ActivityState } from './useActivity';

export interface NoticeTexts {
  loading: string;
  empty: string;
  failed: string;
  offline: string;
}

/** What stands in for entries: offline (said plainly), loading, failed, or none to show. */
export function ActivityNotice({ state, texts }: { state: ActivityState; texts: NoticeTexts }) {
  if (state.offline) {
    return (
      <div className="card needs-connection" role="status">
        {texts.offline}
      </div>
    );
  }
  if (state.loading) return <div className="loading-text">{texts.loading}</div>;
  return <div className="empty-state">{state.failed ? texts.failed : texts.empty}</div>;
}
