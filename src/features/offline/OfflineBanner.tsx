import { useEffect, useState } from 'react';
import { watchNewestSavedAt } from '../../offline/saved-at';
import { useNotSavedYetShown } from '../../ui/not-saved-yet-state';
import { offlineBannerText } from './offline-text';
import './offline.css';

/** 'You are offline. Showing data saved 5 minutes ago.' under the header, while offline. */
export function OfflineBanner({ online }: { online: boolean }) {
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const pageNotSaved = useNotSavedYetShown();

  useEffect(() => {
    if (online) return;
    const stop = watchNewestSavedAt((value) => {
      setSavedAt(value);
      setNow(Date.now());
    });
    // The relative time moves on while the banner stays up.
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => {
      stop();
      window.clearInterval(timer);
    };
  }, [online]);

  if (online) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <svg
        width={18}
        height={18}
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
      >
        <path d="M2 8.8a15 15 0 0 1 4.2-2.6M10.7 5.1A15 15 0 0 1 22 8.8M5 12.9a10 10 0 0 1 5.2-2.8M16.8 11a10 10 0 0 1 2.2 1.9M8.5 16.4a5 5 0 0 1 7 0M12 20h.01M3 3l18 18" />
      </svg>
      <span>{offlineBannerText(savedAt, now, pageNotSaved)}</span>
    </div>
  );
}
