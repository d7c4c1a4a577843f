import { useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { FALLBACK, SUCCESS } from '../../../contract/messages';
import { validateNewPassword } from '../../../contract/validation/forms';
import { parseId } from '../../../contract/validation/values';
import { messageOf } from '../../api/http';
import { changePassword } from '../../api/users';
import { BackButton } from '../../ui/BackButton';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import './users.css';
import { ROUTES, routeWithId } from '../../lib/routes';
import { useT } from '../../i18n';

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/** Spec 2.11 and 8: one field; success inline in green, failures inline in red (no alerts). */
export function ChangePasswordPage() {
  const t = useT();
  const id = parseId(useParams().id);
  const [password, setPassword] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  async function submit() {
    if (inFlight.current) return;
    const [problem] = validateNewPassword(password);
    if (problem) {
      setOutcome({ kind: 'error', text: problem });
      return;
    }
    if (id === null) {
      setOutcome({ kind: 'error', text: FALLBACK.passwordChange });
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setOutcome(null);
    try {
      await changePassword(id, password);
      setPassword('');
      setOutcome({ kind: 'success', text: SUCCESS.passwordChanged });
    } catch (error) {
      setOutcome({ kind: 'error', text: messageOf(error, FALLBACK.passwordChange) });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return (
    <section>
      <BackButton
        to={id === null ? ROUTES.users : routeWithId(ROUTES.userDetail, id)}
        label={t('ui.back')}
      />
      <form
        className="card form user-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label={t('users.newPassword')}
          type="password"
          placeholder={t('users.newPasswordPlaceholder')}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {outcome ? (
          <div
            className={outcome.kind === 'success' ? 'form-success' : 'form-error'}
            role={outcome.kind === 'success' ? 'status' : 'alert'}
          >
            {outcome.text}
          </div>
        ) : null}
        <div className="form-actions">
          <Button type="submit" disabled={busy}>
            {busy ? t('users.changing') : t('routes.changePassword')}
          </Button>
        </div>
      </form>
    </section>
  );
}
