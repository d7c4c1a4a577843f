import { SESSION_TEXT } from '../../contract/messages';

/** Shown while the stored access token is checked (spec 2.5). */
export function SessionCheck() {
  return (
    <div className="session-check" role="status">
      <span className="session-check-spinner" aria-hidden="true" />
      {SESSION_TEXT.checking}
    </div>
  );
}
