import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { FALLBACK, SUCCESS } from '../../../contract/messages';
import { parseId } from '../../../contract/validation/values';
import { messageOf } from '../../api/http';
import { deleteUser } from '../../api/users';
import { showAlert } from '../../lib/alert';
import { BackButton } from '../../ui/BackButton';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { formatDayMonth } from '../../ui/format';
import { RoleBadge } from './RoleBadge';
import { useSites } from '../../hooks/useSites';
import { useUser } from './use-user';
import { userSitesText } from './UserSitesField';
import { UserEditDialog } from './UserEditDialog';
import './users.css';
import { ROUTES, routeWithId } from '../../lib/routes';
import { useT } from '../../i18n';

export function UserDetailPage() {
  const id = parseId(useParams().id);
  const navigate = useNavigate();
  const { user, loading, error, notFound, replace } = useUser(id);
  const { several } = useSites();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const t = useT();
  // Stable, so the open dialog does not re-run its focus effect on every render.
  const closeEdit = useCallback(() => setEditing(false), []);
  const cancelDelete = useCallback(() => setDeleting(false), []);

  const failed = !loading && !user;
  useEffect(() => {
    if (!failed) return;
    showAlert(messageOf(error, FALLBACK.userLoad));
    if (notFound) void navigate(ROUTES.users);
  }, [failed, error, notFound, navigate]);

  if (loading) return <div className="loading-text">{t('users.loadingDetail')}</div>;
  if (!user) {
    return (
      <section>
        <BackButton to={ROUTES.users} label={t('ui.back')} />
        <div className="empty-state">{messageOf(error, FALLBACK.userLoad)}</div>
      </section>
    );
  }

  async function remove() {
    if (!user || busy) return;
    setBusy(true);
    try {
      await deleteUser(user.userId);
      showAlert(SUCCESS.userDeleted);
      void navigate(ROUTES.users);
    } catch (reason) {
      showAlert(messageOf(reason, FALLBACK.delete));
      setDeleting(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section>
      <BackButton to={ROUTES.users} label={t('ui.back')} />
      <div className="card">
        <h2>{user.name}</h2>
        <dl className="detail-list">
          <dt>{t('users.id')}</dt>
          <dd>{user.userId}</dd>
          <dt>{t('ui.name')}</dt>
          <dd>{user.name}</dd>
          <dt>{t('users.role')}</dt>
          <dd>
            <RoleBadge roleName={user.role.RoleName} />
          </dd>
          {several && user.Sites ? (
            <>
              <dt>{t('users.sites')}</dt>
              <dd>{userSitesText(t, user.Sites)}</dd>
            </>
          ) : null}
          <dt>{t('ui.created')}</dt>
          <dd>{formatDayMonth(user.createdDate)}</dd>
          <dt>{t('ui.updated')}</dt>
          <dd>{formatDayMonth(user.updatedDate)}</dd>
        </dl>
        <div className="form-actions">
          <Button aria-haspopup="dialog" onClick={() => setEditing(true)}>
            {t('ui.edit')}
          </Button>
          <Button variant="danger" aria-haspopup="dialog" onClick={() => setDeleting(true)}>
            {t('ui.delete')}
          </Button>
          <Link
            className="btn btn-secondary"
            to={routeWithId(ROUTES.userChangePassword, user.userId)}
          >
            {t('routes.changePassword')}
          </Link>
        </div>
      </div>
      {editing ? (
        <UserEditDialog
          user={user}
          onClose={closeEdit}
          onSaved={(saved) => {
            replace(saved);
            setEditing(false);
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('users.delete')}
          message={t('ui.confirmDelete', { name: user.name })}
          confirmLabel={t('ui.delete')}
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={cancelDelete}
        />
      ) : null}
    </section>
  );
}
