import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSites } from '../../hooks/useSites';
import { DataTable, type Column } from '../../ui/DataTable';
import { PageToolbar } from '../../ui/PageToolbar';
import { RoleBadge } from './RoleBadge';
import { useUsers } from './use-users';
import { filterUsers } from './user-form';
import { userSitesText } from './UserSitesField';
import './users.css';
import { ENDPOINTS } from '../../../contract/paths';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { ROUTES, routeWithId } from '../../lib/routes';
import { useT } from '../../i18n';
import type { User } from '../../../contract/schemas/users';
import type { MessageId } from '../../i18n';

/** The sites each user works at, once the install has several (design: Sites and transfers). */
const sitesColumn = (t: (id: MessageId) => string): Column<User> => ({
  header: t('users.sites'),
  cell: (user) => (user.Sites ? userSitesText(t, user.Sites) : ''),
});

export function UserListPage() {
  const { users, totalCount, loading } = useUsers();
  const [search, setSearch] = useState('');
  const navigate = useNavigate();
  const { several } = useSites();
  const t = useT();
  const shown = filterUsers(users, search);

  return (
    <section>
      <div className="card users-total">
        <span className="users-total-label">{t('users.total')}</span>
        <strong className="users-total-value">{totalCount ?? '-'}</strong>
      </div>
      <PageToolbar
        search={search}
        onSearch={setSearch}
        placeholder={t('users.search')}
        addTo={ROUTES.userCreate}
      >
        <ExportCsvButton path={ENDPOINTS.users} search={search} fileName="users" />
      </PageToolbar>
      {loading ? (
        <div className="loading-text">{t('users.loading')}</div>
      ) : (
        <DataTable
          caption={t('routes.users')}
          rows={shown}
          rowKey={(user) => user.userId}
          onRowClick={(user) => void navigate(routeWithId(ROUTES.userDetail, user.userId))}
          empty={t('users.empty')}
          columns={[
            { header: t('ui.number'), className: 'stack-hide', cell: (_user, index) => index + 1 },
            { header: t('users.username'), primary: true, cell: (user) => user.name },
            {
              header: t('users.role'),
              cell: (user) => <RoleBadge roleName={user.role.RoleName} />,
            },
            ...(several ? [sitesColumn(t)] : []),
          ]}
        />
      )}
    </section>
  );
}
