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

export function SupplierListPage() {
  const { rows, loading, error, savedAt } = useReferenceList('suppliers');
  const [search, setSearch] = useState('');
  const navigate = useNavigate();
  const unsavedOffline = useLoadFailureAlert(error, savedAt, FALLBACK.suppliersLoad);

  return (
    <section>
      <PageToolbar
        search={search}
        onSearch={setSearch}
        placeholder="Search Suppliers"
        addTo={ROUTES.supplierCreate}
      >
        <ExportCsvButton path={ENDPOINTS.suppliers} search={search} fileName="suppliers" />
        <Link className="btn btn-secondary" to={ROUTES.supplierImport}>
          Import CSV
        </Link>
      </PageToolbar>
      {loading ? (
        <div className="loading-text">Loading suppliers...</div>
      ) : unsavedOffline ? (
        <NotSavedYet />
      ) : (
        <DataTable
          caption="Suppliers"
          rows={filterSuppliers(rows, search)}
          rowKey={(row) => row.SupplierId}
          onRowClick={(row) => void navigate(routeWithId(ROUTES.supplierDetail, row.SupplierId))}
          empty="No suppliers found."
          columns={[
            { header: 'No', className: 'stack-hide', cell: (_row, index) => index + 1 },
            { header: 'Supplier Name', primary: true, cell: (row) => row.name },
            { header: 'Email', cell: (row) => row.email },
            { header: 'Phone Number', cell: (row) => row.phoneNumber },
            { header: 'Address', cell: (row) => row.address || '—' },
          ]}
        />
      )}
    </section>
  );
}
