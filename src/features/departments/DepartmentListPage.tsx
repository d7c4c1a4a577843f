import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FALLBACK } from '../../../contract/messages';
import { useLoadFailureAlert } from '../../hooks/useLoadFailureAlert';
import { useReferenceList } from '../../hooks/useReferenceList';
import { DataTable } from '../../ui/DataTable';
import { NotSavedYet } from '../../ui/NotSavedYet';
import { PageToolbar } from '../../ui/PageToolbar';
import { filterDepartments } from './department-search';
import { ENDPOINTS } from '../../../contract/paths';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { ROUTES, routeWithId } from '../../lib/routes';
import { useT } from '../../i18n';

export function DepartmentListPage() {
  const { rows, loading, error, savedAt } = useReferenceList('departments');
  const [search, setSearch] = useState('');
  const navigate = useNavigate();
  const t = useT();
  const unsavedOffline = useLoadFailureAlert(error, savedAt, FALLBACK.departmentsLoad);

  return (
    <section>
      <PageToolbar
        search={search}
        onSearch={setSearch}
        placeholder={t('departments.search')}
        addTo={ROUTES.departmentCreate}
      >
        <ExportCsvButton path={ENDPOINTS.departments} search={search} fileName="departments" />
      </PageToolbar>
      {loading ? (
        <div className="loading-text">{t('departments.loading')}</div>
      ) : unsavedOffline ? (
        <NotSavedYet />
      ) : (
        <DataTable
          caption={t('routes.departments')}
          rows={filterDepartments(rows, search)}
          rowKey={(row) => row.DepartmentId}
          onRowClick={(row) =>
            void navigate(routeWithId(ROUTES.departmentDetail, row.DepartmentId))
          }
          empty={t('departments.empty')}
          columns={[
            { header: t('ui.number'), className: 'stack-hide', cell: (_row, index) => index + 1 },
            { header: t('ui.departmentName'), primary: true, cell: (row) => row.name },
            { header: t('ui.description'), cell: (row) => row.description || '—' },
          ]}
        />
      )}
    </section>
  );
}
