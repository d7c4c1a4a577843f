import { Badge } from './Badge';
import { Button } from './Button';
import './pending-submissions.css';

/** What the list shows of an outbox entry (src/offline/outbox OutboxEntry fits). */
export interface PendingSubmission {
  id: string;
  summary: string;
  status: 'pending' | 'failed' | 'paused';
  lastError: string | null;
}

export interface PendingSubmissionsProps {
  entries: readonly PendingSubmission[];
  onRetry?: (id: string) => void;
  onDiscard?: (id: string) => void;
}

/**
 * Submissions saved on this device and not yet accepted, above a list's table: 'Pending'
 * while waiting to be sent, 'Failed' with the server's message when refused.
 */
export function PendingSubmissions({ entries, onRetry, onDiscard }: PendingSubmissionsProps) {
  if (entries.length === 0) return null;
  return (
    <section className="pending-submissions" aria-label="Waiting to be sent">
      <ul className="pending-list">
        {entries.map((entry) => (
          <li key={entry.id} className="pending-entry">
            <div className="pending-text">
              {entry.status === 'failed' ? (
                <Badge tone="danger">Failed</Badge>
              ) : (
                <Badge tone="warning">Pending</Badge>
              )}
              <span className="pending-summary">{entry.summary}</span>
            </div>
            {entry.status === 'failed' ? (
              <>
                {entry.lastError ? <div className="field-error">{entry.lastError}</div> : null}
                <div className="pending-actions">
                  {onRetry ? (
                    <Button variant="secondary" onClick={() => onRetry(entry.id)}>
                      Retry
                    </Button>
                  ) : null}
                  {onDiscard ? (
                    <Button variant="ghost" onClick={() => onDiscard(entry.id)}>
                      Discard
                    </Button>
                  ) : null}
                </div>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
