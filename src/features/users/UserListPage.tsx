import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DataTable } from '../../ui/DataTable';
import { PageToolbar } from '../../ui/PageToolbar';
import { RoleBadge } from './RoleBadge';
import { useUsers } from './use-users';
import { filterUsers } from './user-form';
import './users.css';
import { ENDPOINTS } from '../../../contract/paths';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { ROUTES, routeWithId } from '../../lib/routes';

export function UserListPage() {
  const { users, totalCount, loading } = useUsers();
  const [search, setSearch] = useState('');
  const navigate = useNavigate();
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
          ]}
        />
      )}
    </section>
  );
}
