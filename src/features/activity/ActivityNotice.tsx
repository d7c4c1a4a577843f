import { useT, type MessageId } from '../../i18n';
import type { ActivityState } from './useActivity';

/** The Activity screen's words and a History's, for each state without entries. */
const NOTICES = {
  screen: {
    offline: 'activity.offline',
    loading: 'activity.loading',
    failed: 'activity.failed',
    empty: 'activity.empty',
  },
  history: {
    offline: 'activity.historyOffline',
    loading: 'activity.historyLoading',
    failed: 'activity.historyFailed',
    empty: 'activity.historyEmpty',
  },
} as const satisfies Record<string, Record<string, MessageId>>;

/** What stands in for entries: offline (said plainly), loading, failed, or none to show. */
export function ActivityNotice({ state, of }: { state: ActivityState; of: keyof typeof NOTICES }) {
  const t = useT();
  const texts = NOTICES[of];
  if (state.offline) {
    return (
      <div className="card needs-connection" role="status">
        {t(texts.offline)}
      </div>
    );
  }
  if (state.loading) return <div className="loading-text">{t(texts.loading)}</div>;
  return <div className="empty-state">{t(state.failed ? texts.failed : texts.empty)}</div>;
}
