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
import type { User } from '../../../contract/schemas/users';

/** The sites each user works at, once the install has several (design: Sites and transfers). */
const SITES_COLUMN: Column<User> = {
  header: 'Sites',
  cell: (user) => (user.Sites ? userSitesText(user.Sites) : ''),
};

export function UserListPage() {
  const { users, totalCount, loading } = useUsers();
  const [search, setSearch] = useState('');
  const navigate = useNavigate();
  const { several } = useSites();
  const shown = filterUsers(users, search);

  return (
    <section>
      <div className="card users-total">
        <span className="users-total-label">Total Users</span>
        <strong className="users-total-value">{totalCount ?? '-'}</strong>
      </div>
      <PageToolbar
        search={search}
        onSearch={setSearch}
        placeholder="Search name or role"
        addTo={ROUTES.userCreate}
      >
        <ExportCsvButton path={ENDPOINTS.users} search={search} fileName="users" />
      </PageToolbar>
      {loading ? (
        <div className="loading-text">Loading users...</div>
      ) : (
        <DataTable
          caption="Users"
          rows={shown}
          rowKey={(user) => user.userId}
          onRowClick={(user) => void navigate(routeWithId(ROUTES.userDetail, user.userId))}
          empty="No users found."
          columns={[
            { header: 'No', className: 'stack-hide', cell: (_user, index) => index + 1 },
            { header: 'Username', primary: true, cell: (user) => user.name },
            { header: 'Role', cell: (user) => <RoleBadge roleName={user.role.RoleName} /> },
            ...(several ? [SITES_COLUMN] : []),
          ]}
        />
      )}
    </section>
  );
}
