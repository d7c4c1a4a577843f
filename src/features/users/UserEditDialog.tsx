import { useState } from 'react';
import { FALLBACK, SUCCESS } from '../../../contract/messages';
import type { UserWithSites as User } from '../../api/users';
import { validateUserEdit } from '../../../contract/validation/forms';
import { parseId } from '../../../contract/validation/values';
import { messageOf } from '../../api/http';
import { updateUser } from '../../api/users';
import { showAlert } from '../../lib/alert';
import { Button } from '../../ui/Button';
import { FormErrors } from '../../ui/FormErrors';
import { SelectField, TextField } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { useSites } from '../../hooks/useSites';
import { useRoles } from './use-roles';
import { UserSitesField } from './UserSitesField';
import { mergeSavedUser, roleOptionsOf } from './user-form';
import { useT } from '../../i18n';

export interface UserEditDialogProps {
  user: User;
  onSaved: (user: User) => void;
  onClose: () => void;
}

/** Edit User: name and role (spec 2.11), checked with spec 5's rule before sending. */
export function UserEditDialog({ user, onSaved, onClose }: UserEditDialogProps) {
  const [name, setName] = useState(user.name);
  const [roleId, setRoleId] = useState(String(user.role.RoleId));
  const [messages, setMessages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const { roles, loading } = useRoles();
  const t = useT();
  // The user's sites, shown and sent only with more than one site.
  const { sites, several } = useSites();
  const [siteIds, setSiteIds] = useState<number[]>(
    () => user.Sites?.map((site) => site.SiteID) ?? [],
  );

  // Until the roles arrive, the user's own role is still a valid choice.
  const options = roleOptionsOf(roles.length > 0 ? roles : [user.role], t);

  async function save() {
    if (busy) return;
    const problems = validateUserEdit({ name, roleId });
    setMessages(problems);
    if (problems.length > 0) return;
    setBusy(true);
    try {
      const body = { name: name.trim(), roleId: parseId(roleId) };
      const saved = await updateUser(user.userId, several ? { ...body, siteIds } : body);
      const merged: User = mergeSavedUser(user, body, roles, saved);
      // An answer without the user's sites: the ones sent.
      const sent = sites.filter((site) => siteIds.includes(site.SiteId));
      onSaved(
        several && !saved.Sites
          ? { ...merged, Sites: sent.map((site) => ({ SiteID: site.SiteId, Name: site.Name })) }
          : merged,
      );
      showAlert(SUCCESS.userUpdated);
    } catch (error) {
      showAlert(messageOf(error, FALLBACK.update));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      title={t('users.edit')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('ui.cancel')}
          </Button>
          <Button onClick={() => void save()} disabled={busy}>
            {busy ? t('users.saving') : t('ui.save')}
          </Button>
        </>
      }
    >
      <TextField
        label={t('ui.name')}
        autoComplete="off"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <SelectField
        label={t('users.role')}
        placeholder={loading ? t('users.loadingRoles') : t('users.selectRole')}
        options={options}
        value={roleId}
        onChange={(event) => setRoleId(event.target.value)}
      />
      {several ? <UserSitesField sites={sites} value={siteIds} onChange={setSiteIds} /> : null}
      <FormErrors messages={messages} />
    </Modal>
  );
}
