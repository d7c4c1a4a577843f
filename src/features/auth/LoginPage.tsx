import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LOGIN_TEXT } from '../../../contract/messages';
import { logIn } from '../../api/auth';
import { messageOf, ApiError } from '../../api/http';
import { useSession } from '../../app/SessionContext';
import { showAlert } from '../../ui/alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';

export function LoginPage() {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const { signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();

  async function submit() {
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
      const from = (location.state as { from?: string } | null)?.from;
      void navigate(from ?? '/dashboard', { replace: true });
    } catch (error) {
      showAlert(
        error instanceof ApiError && error.isNetworkError
          ? LOGIN_TEXT.networkError
          : messageOf(error, LOGIN_TEXT.failed),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="login">
      <form
        className="card form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <h1>{LOGIN_TEXT.heading}</h1>
        <TextField
          label="Username"
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="username"
        />
        <TextField
          label="Password"
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="current-password"
        />
        <Button type="submit" disabled={busy}>
          {busy ? 'Logging in…' : 'Login'}
        </Button>
      </form>
    </main>
  );
}
