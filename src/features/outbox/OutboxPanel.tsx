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
import { useT } from '../../i18n';
import { entryNoteText } from '../../offline/outbox/note-text';
import { formatQueuedAt, OUTBOX_STATUS_LABEL } from './outbox-text';

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
  const t = useT();

  const act = (id: string, action: (id: string) => Promise<void>) => {
    setBusy(id);
    void action(id)
      .catch(() => undefined)
      .finally(() => setBusy(null));
  };

  if (discarding) {
    return (
      <ConfirmDialog
        title={t('outbox.discardTitle')}
        message={t('outbox.discardMessage', { summary: discarding.summary })}
        confirmLabel={t('ui.discard')}
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
      title={entries.length === 0 ? t('outbox.titleEmpty') : t('outbox.titleWaiting')}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('outbox.close')}
        </Button>
      }
    >
      {persistent === false ? (
        <p className="outbox-note" data-testid="storage-not-persistent">
          {t('outbox.storageNotPersistent')}
        </p>
      ) : null}
      {entries.length === 0 ? (
        <p className="outbox-empty">{t('outbox.empty')}</p>
      ) : (
        <ul className="outbox-list">
          {entries.map((entry) => (
            <li key={entry.id} className={`outbox-entry is-${entry.status}`}>
              <div className="outbox-entry-head">
                <span className="outbox-summary">{entry.summary}</span>
                <Badge tone={TONE[entry.status]}>{t(OUTBOX_STATUS_LABEL[entry.status])}</Badge>
              </div>
              <div className="outbox-meta">
                <time dateTime={new Date(entry.createdAt).toISOString()}>
                  {formatQueuedAt(entry.createdAt)}
                </time>
                <span>{t('outbox.by', { name: entry.userName })}</span>
              </div>
              {entry.status === 'failed' && entry.lastError ? (
                <p className="outbox-error" role="alert">
                  {entryNoteText(entry.lastError)}
                </p>
              ) : null}
              {entry.status === 'pending' && entry.lastError ? (
                <p className="outbox-note">{entryNoteText(entry.lastError)}</p>
              ) : null}
              {entry.status === 'confirm' ? (
                <p className="outbox-note">{t('ui.confirmNote')}</p>
              ) : null}
              <div className="outbox-actions">
                {entry.status === 'failed' && entryFormPath(entry) ? (
                  <Link
                    className="btn btn-secondary"
                    to={entryFormPath(entry) ?? ''}
                    onClick={onClose}
                  >
                    {t('ui.edit')}
                  </Link>
                ) : entry.status === 'confirm' ? (
                  <Button
                    variant="secondary"
                    disabled={busy === entry.id}
                    onClick={() => act(entry.id, confirm)}
                  >
                    {t('ui.send')}
                  </Button>
                ) : (
                  <Button
                    variant="secondary"
                    disabled={busy === entry.id}
                    onClick={() => act(entry.id, retry)}
                  >
                    {t('outbox.retry')}
                  </Button>
                )}
                <Button variant="ghost" aria-haspopup="dialog" onClick={() => setDiscarding(entry)}>
                  {t('ui.discard')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
