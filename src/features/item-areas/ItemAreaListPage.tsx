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
import { useT } from '../../i18n';

/** Spec 2.16: there is no item area detail route; rows are edited and deleted in place. */
export function ItemAreaListPage() {
  const { rows, loading, error, savedAt } = useReferenceList('itemAreas');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<ItemArea | null>(null);
  const [deleting, setDeleting] = useState<ItemArea | null>(null);
  const unsavedOffline = useLoadFailureAlert(error, savedAt, FALLBACK.itemAreasLoad);
  const t = useT();

  return (
    <section>
      <PageToolbar
        search={search}
        onSearch={setSearch}
        placeholder={t('itemAreas.search')}
        addTo={ROUTES.itemAreaCreate}
      >
        <ExportCsvButton path={ENDPOINTS.locations} search={search} fileName="item-areas" />
      </PageToolbar>
      {loading ? (
        <div className="loading-text">{t('itemAreas.loading')}</div>
      ) : unsavedOffline ? (
        <NotSavedYet />
      ) : (
        <DataTable
          caption={t('itemAreas.caption')}
          rows={filterItemAreas(rows, search)}
          rowKey={(row) => row.itemAreaId}
          empty={t('itemAreas.empty')}
          columns={[
            { header: t('ui.number'), className: 'stack-hide', cell: (_row, index) => index + 1 },
            { header: t('ui.name'), primary: true, cell: (row) => row.name },
            {
              header: t('itemAreas.speedClass'),
              cell: (row) => <SpeedClassBadge speedClass={row.speedClass} />,
            },
            {
              header: t('itemAreas.actions'),
              className: 'cell-actions',
              cell: (row) => (
                <div className="row-actions">
                  <RowActionButton
                    action="edit"
                    label={t('itemAreas.editRow', { name: row.name })}
                    onClick={() => setEditing(row)}
                  />
                  <RowActionButton
                    action="delete"
                    label={t('itemAreas.deleteRow', { name: row.name })}
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
