import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FALLBACK } from '../../../contract/messages';
import { useLoadFailureAlert } from '../../hooks/useLoadFailureAlert';
import { useReferenceList } from '../../hooks/useReferenceList';
import { DataTable } from '../../ui/DataTable';
import { NotSavedYet } from '../../ui/NotSavedYet';
import { PageToolbar } from '../../ui/PageToolbar';
import { filterSuppliers } from './supplier-form';
import { ENDPOINTS } from '../../../contract/paths';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { ROUTES, routeWithId } from '../../lib/routes';
import { useT } from '../../i18n';

export function SupplierListPage() {
  const { rows, loading, error, savedAt } = useReferenceList('suppliers');
  const [search, setSearch] = useState('');
  const navigate = useNavigate();
  const t = useT();
  const unsavedOffline = useLoadFailureAlert(error, savedAt, FALLBACK.suppliersLoad);

  return (
    <section>
      <PageToolbar
        search={search}
        onSearch={setSearch}
        placeholder={t('suppliers.search')}
        addTo={ROUTES.supplierCreate}
      >
        <ExportCsvButton path={ENDPOINTS.suppliers} search={search} fileName="suppliers" />
        <Link className="btn btn-secondary" to={ROUTES.supplierImport}>
          {t('suppliers.importCsv')}
        </Link>
      </PageToolbar>
      {loading ? (
        <div className="loading-text">{t('suppliers.loading')}</div>
      ) : unsavedOffline ? (
        <NotSavedYet />
      ) : (
        <DataTable
          caption={t('routes.suppliers')}
          rows={filterSuppliers(rows, search)}
          rowKey={(row) => row.SupplierId}
          onRowClick={(row) => void navigate(routeWithId(ROUTES.supplierDetail, row.SupplierId))}
          empty={t('suppliers.empty')}
          columns={[
            { header: t('ui.number'), className: 'stack-hide', cell: (_row, index) => index + 1 },
            { header: t('suppliers.name'), primary: true, cell: (row) => row.name },
            { header: t('suppliers.email'), cell: (row) => row.email },
            { header: t('suppliers.phone'), cell: (row) => row.phoneNumber },
            { header: t('suppliers.address'), cell: (row) => row.address || '—' },
          ]}
        />
      )}
    </section>
  );
}
