import { useId } from 'react';
import { NOTIFICATION_TEXT } from '../../../contract/messages';
import { Icon } from '../../ui/Icon';
import { savedCopyText, type NearExpiryNotice } from './near-expiry-entries';
import { useT, useTranslateMessage } from '../../i18n';

/** The 'Near Expiry Items' panel (spec 2.2): one line per lot, or 'No notifications'. */
export function NearExpiryPanel({
  id,
  notices,
  savedAt,
  onClose,
}: {
  id: string;
  notices: readonly NearExpiryNotice[];
  savedAt: number | null;
  onClose: () => void;
}) {
  const t = useT();
  const message = useTranslateMessage();
  const titleId = useId();
  return (
    <div id={id} className="near-expiry-panel" role="dialog" aria-labelledby={titleId}>
      <div className="near-expiry-head">
        <h2 id={titleId} className="near-expiry-title">
          {message(NOTIFICATION_TEXT.panelTitle)}
        </h2>
        <button
          type="button"
          className="btn btn-ghost icon-btn"
          aria-label={t('notifications.close')}
          onClick={onClose}
        >
          <Icon name="close" size={20} />
        </button>
      </div>
      {savedAt !== null ? <p className="near-expiry-saved">{savedCopyText(savedAt)}</p> : null}
      {notices.length === 0 ? (
        <p className="near-expiry-empty">{message(NOTIFICATION_TEXT.empty)}</p>
      ) : (
        // Focusable so keyboard users can scroll a long list (it scrolls on its own).
        <ul className="near-expiry-list" tabIndex={0} aria-labelledby={titleId}>
          {notices.map((notice) => (
            <li
              key={notice.key}
              className={`near-expiry-entry${notice.expired ? ' near-expiry-entry--expired' : ''}`}
            >
              <div>
                <strong>{notice.name}</strong>{' '}
                {notice.expired
                  ? t('notifications.expiredOn')
                  : message(NOTIFICATION_TEXT.expiresOn)}{' '}
                <time>{notice.expiresOn}</time>
                {notice.expired ? (
                  <span className="near-expiry-tag"> {t('notifications.expiredTag')}</span>
                ) : null}
              </div>
              <div className="near-expiry-remaining">
                {message(NOTIFICATION_TEXT.remaining)} {notice.remaining}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
