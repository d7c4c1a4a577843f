import { Icon } from '../../ui/Icon';
import { useEffect, useState } from 'react';
import { watchNewestSavedAt } from '../../offline/saved-at';
import { useNotSavedYetShown } from '../../ui/not-saved-yet-state';
import { offlineBannerText } from './offline-text';
import './offline.css';
import { useT } from '../../i18n';

/** 'You are offline. Showing data saved 5 minutes ago.' under the header, while offline. */
export function OfflineBanner({ online }: { online: boolean }) {
  // Subscribes to the language: the banner's text is translated outside React.
  useT();
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
      <Icon name="offline" size={18} />
      <span>{offlineBannerText(savedAt, now, pageNotSaved)}</span>
    </div>
  );
}
