import { SESSION_TEXT } from '../../contract/messages';
import { useTranslateMessage } from '../i18n';

/** Shown while the stored access token is checked (spec 2.5). */
export function SessionCheck() {
  const translateMessage = useTranslateMessage();
  return (
    <div className="session-check" role="status">
      <span className="session-check-spinner" aria-hidden="true" />
      {translateMessage(SESSION_TEXT.checking)}
    </div>
  );
}
