import { useState } from 'react';
import { Link } from 'react-router-dom';
import { entryFormPath } from '../../offline/outbox/kinds';
import { useOutboxActions } from '../../hooks/useOutboxActions';
import { useStoragePersistence } from '../../hooks/useStoragePersistence';
import type { OutboxEntry } from '../../offline/outbox/store';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Modal } from '../../ui/Modal';
import { CONFIRM_NOTE } from '../../ui/PendingSubmissions';
import {
  formatQueuedAt,
  OUTBOX_EMPTY_TEXT,
  OUTBOX_PANEL_TITLE,
  OUTBOX_STATUS_LABEL,
  STORAGE_NOT_PERSISTENT_TEXT,
} from './outbox-text';

export interface OutboxPanelProps {
  entries: readonly OutboxEntry[];
  onClose: () => void;
}

const TONE = { pending: 'warning', failed: 'danger', paused: 'neutral', confirm: 'info' } as const;

/**
 * Submissions saved on this device and not yet accepted: what, when, by whom, status. A failed
 * one opens in its form to be corrected (Edit); an old one waits for Send; others can be
 * retried now. Any can be discarded.
 */
export function OutboxPanel({ entries, onClose }: OutboxPanelProps) {
  const { retry, confirm, discard } = useOutboxActions();
  const [discarding, setDiscarding] = useState<OutboxEntry | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const persistent = useStoragePersistence();

  const act = (id: string, action: (id: string) => Promise<void>) => {
    setBusy(id);
    void action(id)
      .catch(() => undefined)
      .finally(() => setBusy(null));
  };

  if (discarding) {
    return (
      <ConfirmDialog
        title="Discard submission"
        message={`"${discarding.summary}" will not be sent. This cannot be undone.`}
        confirmLabel="Discard"
        onCancel={() => setDiscarding(null)}
        onConfirm={() => {
          void discard(discarding.id);
          setDiscarding(null);
        }}
      />
    );
  }

  return (
    <Modal
      title={entries.length === 0 ? OUTBOX_PANEL_TITLE.empty : OUTBOX_PANEL_TITLE.waiting}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {persistent === false ? (
        <p className="outbox-note" data-testid="storage-not-persistent">
          {STORAGE_NOT_PERSISTENT_TEXT}
        </p>
      ) : null}
      {entries.length === 0 ? (
        <p className="outbox-empty">{OUTBOX_EMPTY_TEXT}</p>
      ) : (
        <ul className="outbox-list">
          {entries.map((entry) => (
            <li key={entry.id} className={`outbox-entry is-${entry.status}`}>
              <div className="outbox-entry-head">
                <span className="outbox-summary">{entry.summary}</span>
                <Badge tone={TONE[entry.status]}>{OUTBOX_STATUS_LABEL[entry.status]}</Badge>
              </div>
              <div className="outbox-meta">
                <time dateTime={new Date(entry.createdAt).toISOString()}>
                  {formatQueuedAt(entry.createdAt)}
                </time>
                <span>by {entry.userName}</span>
              </div>
              {entry.status === 'failed' && entry.lastError ? (
                <p className="outbox-error" role="alert">
                  {entry.lastError}
                </p>
              ) : null}
              {entry.status === 'pending' && entry.lastError ? (
                <p className="outbox-note">{entry.lastError}</p>
              ) : null}
              {entry.status === 'confirm' ? <p className="outbox-note">{CONFIRM_NOTE}</p> : null}
              <div className="outbox-actions">
                {entry.status === 'failed' && entryFormPath(entry) ? (
                  <Link
                    className="btn btn-secondary"
                    to={entryFormPath(entry) ?? ''}
                    onClick={onClose}
                  >
                    Edit
                  </Link>
                ) : entry.status === 'confirm' ? (
                  <Button
                    variant="secondary"
                    disabled={busy === entry.id}
                    onClick={() => act(entry.id, confirm)}
                  >
                    Send
                  </Button>
                ) : (
                  <Button
                    variant="secondary"
                    disabled={busy === entry.id}
                    onClick={() => act(entry.id, retry)}
                  >
                    Retry
                  </Button>
                )}
                <Button variant="ghost" onClick={() => setDiscarding(entry)}>
                  Discard
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
