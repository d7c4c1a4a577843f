import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { NearExpiryWire } from '../../api/near-expiry';
import { Icon } from '../../ui/Icon';
import { toNearExpiryNotices } from './near-expiry-entries';
import { NearExpiryPanel } from './NearExpiryPanel';
import './notifications.css';
import { useT } from '../../i18n';

/** The header bell (spec 2.2): a badge with the near-expiry count; a click opens the panel. */
export function NotificationBell({
  entries,
  savedAt = null,
}: {
  entries: readonly NearExpiryWire[];
  /** Set offline: the entries are the copy saved on the device at that time. */
  savedAt?: number | null;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const notices = useMemo(() => toNearExpiryNotices(entries), [entries]);
  const count = notices.length;
  const badge = count > 99 ? '99+' : String(count);

  // Closes on a press anywhere outside the bell and its panel, and on Escape.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className="notification-bell" ref={container}>
      <button
        type="button"
        className="btn btn-ghost icon-btn bell-button"
        // The name holds the badge's visible text, so speech input ("click 3") finds it too.
        aria-label={count > 0 ? t('notifications.bellCount', { badge }) : t('notifications.bell')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="bell" />
        {count > 0 ? (
          <span className="bell-badge" data-testid="near-expiry-count">
            {badge}
          </span>
        ) : null}
      </button>
      {open ? (
        <NearExpiryPanel
          id={panelId}
          notices={notices}
          savedAt={savedAt}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}
