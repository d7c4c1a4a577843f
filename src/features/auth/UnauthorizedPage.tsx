import { useLocation, useNavigate } from 'react-router-dom';
import { UNAUTHORIZED_TEXT } from '../../../contract/messages';
import { HOME_PATH } from '../../lib/routes';
import { Button } from '../../ui/Button';
import './auth.css';
import { useT, useTranslateMessage } from '../../i18n';

/** React Router's index of the current entry in the browser history (absent in memory routers). */
function historyIndex(): number | null {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('idx' in state)) return null;
  return typeof state.idx === 'number' ? state.idx : null;
}

/** Spec 2.4: the 403 page. Go Back returns to the previous page, or the dashboard if none. */
export function UnauthorizedPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const t = useT();
  const message = useTranslateMessage();
  const goBack = () => {
    const firstEntry = location.key === 'default' || historyIndex() === 0;
    void (firstEntry ? navigate(HOME_PATH, { replace: true }) : navigate(-1));
  };
  return (
    <main className="auth-screen">
      <section className="card auth-card unauthorized-card" aria-labelledby="unauthorized-heading">
        <h1 id="unauthorized-heading" className="auth-heading">
          {message(UNAUTHORIZED_TEXT.title)}
        </h1>
        <p className="auth-subtitle">{message(UNAUTHORIZED_TEXT.body)}</p>
        <Button onClick={goBack}>{t('auth.goBack')}</Button>
      </section>
    </main>
  );
}
