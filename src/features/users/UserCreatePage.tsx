import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FALLBACK, SUCCESS } from '../../../contract/messages';
import { parseId } from '../../../contract/validation/values';
import { messageOf } from '../../api/http';
import { createUser } from '../../api/users';
import { showAlert } from '../../lib/alert';
import { BackButton } from '../../ui/BackButton';
import { Button } from '../../ui/Button';
import { FormErrors } from '../../ui/FormErrors';
import { SelectField, TextField } from '../../ui/Field';
import { useSites } from '../../hooks/useSites';
import { useRoles } from './use-roles';
import { UserSitesField } from './UserSitesField';
import { roleOptionsOf, validateUserCreate } from './user-form';
import './users.css';
import { ROUTES } from '../../lib/routes';
import { useT } from '../../i18n';

export function UserCreatePage() {
  const [values, setValues] = useState({ name: '', password: '', roleId: '' });
  const [messages, setMessages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const { roles, loading: rolesLoading } = useRoles();
  // Shown, and sent, only with more than one site: a single-site install's form is the spec's.
  const { sites, several } = useSites();
  const [siteIds, setSiteIds] = useState<number[]>([]);
  const navigate = useNavigate();
  const t = useT();

  async function submit() {
    if (inFlight.current) return;
    const problems = validateUserCreate(values);
    setMessages(problems);
    if (problems.length > 0) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await createUser({
        name: values.name.trim(),
        password: values.password,
        roleId: parseId(values.roleId),
        ...(several ? { siteIds } : {}),
      });
      showAlert(SUCCESS.userAdded);
      void navigate(ROUTES.users);
    } catch (error) {
      showAlert(messageOf(error, FALLBACK.userRegister));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return (
    <section>
      <BackButton />
      <form
        className="card form user-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label={t('ui.name')}
          placeholder={t('users.namePlaceholder')}
          required
          autoComplete="off"
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
        />
        <TextField
          label={t('users.password')}
          type="password"
          placeholder={t('users.passwordPlaceholder')}
          required
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
        />
        <SelectField
          label={t('users.role')}
          placeholder={rolesLoading ? t('users.loadingRoles') : t('users.selectRole')}
          required
          options={roleOptionsOf(roles, t)}
          value={values.roleId}
          onChange={(event) => setValues({ ...values, roleId: event.target.value })}
        />
        {several ? <UserSitesField sites={sites} value={siteIds} onChange={setSiteIds} /> : null}
        <FormErrors messages={messages} />
        <div className="form-actions">
          <Button type="submit" disabled={busy}>
            {busy ? t('ui.adding') : t('routes.addUser')}
          </Button>
        </div>
      </form>
    </section>
  );
}
