import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FALLBACK } from '../../../contract/messages';
import { messageOf } from '../../api/http';
import { useReferenceList } from '../../hooks/useReferenceList';
import { showAlert } from '../../ui/alert';
import { DataTable } from '../../ui/DataTable';
import { matchesSearch } from '../../ui/filter';
import { PageToolbar } from '../../ui/PageToolbar';

export function DepartmentListPage() {
  const { rows, loading, error, savedAt } = useReferenceList('departments');
  const [search, setSearch] = useState('');
  const navigate = useNavigate();

  // With a cached copy on screen a failed refresh is not worth an alert (offline is normal).
  useEffect(() => {
    if (error && savedAt === null) showAlert(messageOf(error, FALLBACK.departmentsLoad));
  }, [error, savedAt]);

  const shown = rows
    .filter((row) => matchesSearch(search, row.name))
    .sort((a, b) => a.name.localeCompare(b.name));

  return (
    <section>
      <PageToolbar
        search={search}
        onSearch={setSearch}
        placeholder="Search Departments"
        addTo="/departments/create"
      />
      {loading ? (
        <div className="loading-text">Loading departments...</div>
      ) : (
        <DataTable
          caption="Departments"
          rows={shown}
          rowKey={(row) => row.DepartmentId}
          onRowClick={(row) => void navigate(`/departments/${row.DepartmentId}`)}
          empty="No departments found."
          columns={[
            { header: 'No', cell: (_row, index) => index + 1 },
            { header: 'Department Name', cell: (row) => row.name },
            { header: 'Description', cell: (row) => row.description || '—' },
          ]}
        />
      )}
    </section>
  );
}
