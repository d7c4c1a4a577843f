import { useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LOGIN_TEXT } from '../../../contract/messages';
import { logIn } from '../../api/auth';
import { readLoginOrigin } from '../../lib/login-origin';
import { HOME_PATH } from '../../lib/routes';
import { SessionCheck } from '../../ui/SessionCheck';
import { useSession } from '../../hooks/SessionContext';
import { showAlert } from '../../lib/alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { isLoginValid, loginFailureMessage, loginMessages, type LoginTouched } from './login-form';
import './auth.css';
import { useT, useTranslateMessage } from '../../i18n';

/**
 * Spec 2.3, 5, 8. A signed-in session (an earlier one, or the one this form just opened) goes
 * on to the remembered origin page or the dashboard.
 */
export function LoginPage() {
  const t = useT();
  const message = useTranslateMessage();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState<LoginTouched>({ name: false, password: false });
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const { status, signIn } = useSession();
  const location = useLocation();

  if (status === 'checking') return <SessionCheck />;
  if (status === 'signed-in') {
    return <Navigate to={readLoginOrigin(location.state) ?? HOME_PATH} replace />;
  }

  const messages = loginMessages(name, password, touched, submitted);

  async function submit() {
    setTouched({ name: true, password: true });
    setSubmitted(true);
    if (!isLoginValid(name, password) || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const response = await logIn({ name: name.trim(), password });
      signIn({
        token: response.accessToken,
        roleId: response.role.roleId,
        roleName: response.role.name,
        userName: response.name,
      });
      showAlert(LOGIN_TEXT.success);
    } catch (error) {
      showAlert(loginFailureMessage(error));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return (
    <main className="auth-screen">
      <form
        className="card auth-card login-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
        aria-labelledby="login-heading"
      >
        <img className="auth-logo" src="/logo.svg" alt="" width={48} height={48} />
        <h1 id="login-heading" className="auth-heading">
          {message(LOGIN_TEXT.heading)}
        </h1>
        <p className="auth-subtitle">{t('auth.subtitle')}</p>
        <TextField
          label={t('auth.username')}
          name="username"
          type="text"
          placeholder={t('auth.usernamePlaceholder')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={name}
          error={messages.name}
          onChange={(event) => setName(event.target.value)}
          onBlur={() => setTouched((value) => ({ ...value, name: true }))}
        />
        <TextField
          label={t('auth.password')}
          name="password"
          type="password"
          placeholder={t('auth.passwordPlaceholder')}
          autoComplete="current-password"
          value={password}
          error={messages.password}
          onChange={(event) => setPassword(event.target.value)}
          onBlur={() => setTouched((value) => ({ ...value, password: true }))}
        />
        {messages.form ? (
          <p className="form-error" role="alert">
            {messages.form}
          </p>
        ) : null}
        <Button type="submit" className="auth-submit" disabled={busy} aria-busy={busy}>
          {busy ? t('auth.loggingIn') : t('auth.login')}
        </Button>
      </form>
    </main>
  );
}
