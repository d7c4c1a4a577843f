import { Icon } from '../../ui/Icon';
import { useState } from 'react';
import { outboxBadgeCount, outboxBadgeLabel } from './outbox-text';
import { OutboxPanel } from './OutboxPanel';
import { useOutboxEntries } from '../../hooks/useOutboxEntries';
import './outbox.css';
import { useT } from '../../i18n';

/** The header's outbox badge: hidden when nothing waits; opens the list of waiting entries. */
export function OutboxBadge() {
  const entries = useOutboxEntries();
  // Subscribes to the language: the badge's name is translated outside React.
  useT();
  const [open, setOpen] = useState(false);
  const count = entries.length;
  const failed = entries.some((entry) => entry.status === 'failed');

  if (count === 0 && !open) return null;
  return (
    <>
      {count > 0 ? (
        <button
          type="button"
          className={`btn btn-ghost icon-btn outbox-button${failed ? ' has-failed' : ''}`}
          aria-label={outboxBadgeLabel(count)}
          aria-haspopup="dialog"
          data-testid="outbox-badge"
          onClick={() => setOpen(true)}
        >
          <Icon name="outbox" size={22} />
          <span className="outbox-count" aria-hidden="true">
            {outboxBadgeCount(count)}
          </span>
        </button>
      ) : null}
      {open ? <OutboxPanel entries={entries} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
