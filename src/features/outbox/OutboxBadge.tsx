import { useState } from 'react';
import { outboxBadgeCount, outboxBadgeLabel } from './outbox-text';
import { OutboxPanel } from './OutboxPanel';
import { useOutboxEntries } from '../../offline/outbox/useOutboxEntries';
import './outbox.css';

/** The header's outbox badge: hidden when nothing waits; opens the list of waiting entries. */
export function OutboxBadge() {
  const entries = useOutboxEntries();
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
          <svg
            width={22}
            height={22}
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M7 18a4.5 4.5 0 0 1-.9-8.9A6 6 0 0 1 17.7 8 4.5 4.5 0 0 1 17 18" />
            <path d="M12 12v8M9 15l3-3 3 3" />
          </svg>
          <span className="outbox-count" aria-hidden="true">
            {outboxBadgeCount(count)}
          </span>
        </button>
      ) : null}
      {open ? <OutboxPanel entries={entries} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
