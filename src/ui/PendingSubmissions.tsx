import { Link } from 'react-router-dom';
import { Badge } from './Badge';
import { Button } from './Button';
import './pending-submissions.css';
import { useT } from '../i18n';
import { entryNoteText } from '../offline/outbox/note-text';

/** What the list shows of an outbox entry (src/offline/outbox OutboxEntry fits). */
export interface PendingSubmission {
  id: string;
  summary: string;
  status: 'pending' | 'failed' | 'paused' | 'confirm';
  lastError: string | null;
}

export interface PendingSubmissionsProps<T extends PendingSubmission> {
  entries: readonly T[];
  /** Where a failed entry opens to be corrected (its form, filled in). */
  editPath?: (entry: T) => string | null;
  /** Sends an old entry the user confirmed. */
  onConfirm?: (id: string) => void;
  onDiscard?: (id: string) => void;
}

/**
 * Submissions saved on this device and not yet accepted, above a list's table: 'Pending'
 * while waiting to be sent, 'Failed' with the server's message when refused (Edit opens the
 * form filled in), 'Confirm' when too old to be sent without asking.
 */
export function PendingSubmissions<T extends PendingSubmission>({
  entries,
  editPath,
  onConfirm,
  onDiscard,
}: PendingSubmissionsProps<T>) {
  const t = useT();
  if (entries.length === 0) return null;
  return (
    <section className="pending-submissions" aria-label={t('ui.waitingToBeSent')}>
      <ul className="pending-list">
        {entries.map((entry) => (
          <li key={entry.id} className={`pending-entry is-${entry.status}`}>
            <div className="pending-text">
              {entry.status === 'failed' ? (
                <Badge tone="danger">{t('ui.statusFailed')}</Badge>
              ) : entry.status === 'confirm' ? (
                <Badge tone="info">{t('ui.statusConfirm')}</Badge>
              ) : (
                <Badge tone="warning">{t('ui.statusPending')}</Badge>
              )}
              <span className="pending-summary">{entry.summary}</span>
            </div>
            {entry.status === 'confirm' ? (
              <div className="pending-note">{t('ui.confirmNote')}</div>
            ) : null}
            {entry.status === 'pending' && entry.lastError ? (
              <div className="pending-note">{entryNoteText(entry.lastError)}</div>
            ) : null}
            {entry.status === 'failed' && entry.lastError ? (
              <div className="field-error">{entryNoteText(entry.lastError)}</div>
            ) : null}
            {entry.status === 'failed' || entry.status === 'confirm' ? (
              <div className="pending-actions">
                {entry.status === 'failed' && editPath?.(entry) ? (
                  <Link className="btn btn-secondary" to={editPath(entry) ?? ''}>
                    {t('ui.edit')}
                  </Link>
                ) : null}
                {entry.status === 'confirm' && onConfirm ? (
                  <Button variant="secondary" onClick={() => onConfirm(entry.id)}>
                    {t('ui.send')}
                  </Button>
                ) : null}
                {onDiscard ? (
                  <Button variant="ghost" onClick={() => onDiscard(entry.id)}>
                    {t('ui.discard')}
                  </Button>
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
