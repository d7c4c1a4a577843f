import { useState } from 'react';
import { FALLBACK } from '../../../contract/messages';
import type { ItemArea } from '../../../contract/schemas/reference';
import { useLoadFailureAlert } from '../../hooks/useLoadFailureAlert';
import { useReferenceList } from '../../hooks/useReferenceList';
import { DataTable } from '../../ui/DataTable';
import { NotSavedYet } from '../../ui/NotSavedYet';
import { PageToolbar } from '../../ui/PageToolbar';
import { ItemAreaDeleteDialog } from './ItemAreaDeleteDialog';
import { ItemAreaEditDialog } from './ItemAreaEditDialog';
import './item-areas.css';
import { RowActionButton } from './RowActionButton';
import { filterItemAreas } from './speed-class';
import { SpeedClassBadge } from './SpeedClassBadge';
import { ENDPOINTS } from '../../../contract/paths';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { ROUTES } from '../../lib/routes';

/** Spec 2.16: there is no item area detail route; rows are edited and deleted in place. */
export function ItemAreaListPage() {
  const { rows, loading, error, savedAt } = useReferenceList('itemAreas');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<ItemArea | null>(null);
  const [deleting, setDeleting] = useState<ItemArea | null>(null);
  const unsavedOffline = useLoadFailureAlert(error, savedAt, FALLBACK.itemAreasLoad);

  return (
    <section>
      <PageToolbar
        search={search}
        onSearch={setSearch}
        placeholder="Search Item Areas"
        addTo={ROUTES.itemAreaCreate}
      >
        <ExportCsvButton path={ENDPOINTS.locations} search={search} fileName="item-areas" />
      </PageToolbar>
      {loading ? (
        <div className="loading-text">Loading item areas...</div>
      ) : unsavedOffline ? (
        <NotSavedYet />
      ) : (
        <DataTable
          caption="Item areas"
          rows={filterItemAreas(rows, search)}
          rowKey={(row) => row.itemAreaId}
          empty="No item areas found."
          columns={[
            { header: 'No', className: 'stack-hide', cell: (_row, index) => index + 1 },
            { header: 'Name', primary: true, cell: (row) => row.name },
            {
              header: 'Speed Class',
              cell: (row) => <SpeedClassBadge speedClass={row.speedClass} />,
            },
            {
              header: 'Actions',
              className: 'cell-actions',
              cell: (row) => (
                <div className="row-actions">
                  <RowActionButton
                    action="edit"
                    label={`Edit ${row.name}`}
                    onClick={() => setEditing(row)}
                  />
                  <RowActionButton
                    action="delete"
                    label={`Delete ${row.name}`}
                    onClick={() => setDeleting(row)}
                  />
                </div>
              ),
            },
          ]}
        />
      )}
      {editing ? <ItemAreaEditDialog area={editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? <ItemAreaDeleteDialog area={deleting} onClose={() => setDeleting(null)} /> : null}
    </section>
  );
}
