import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FALLBACK } from '../../../contract/messages';
import { useLoadFailureAlert } from '../../hooks/useLoadFailureAlert';
import { useReferenceList } from '../../hooks/useReferenceList';
import { DataTable } from '../../ui/DataTable';
import { NotSavedYet } from '../../ui/NotSavedYet';
import { PageToolbar } from '../../ui/PageToolbar';
import { filterCategories } from './category-search';
import { ENDPOINTS } from '../../../contract/paths';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { ROUTES, routeWithId } from '../../lib/routes';
import { useT } from '../../i18n';

/** Spec 2.14: the whole list (not paginated), filtered on the client. */
export function CategoryListPage() {
  const { rows, loading, error, savedAt } = useReferenceList('categories');
  const [search, setSearch] = useState('');
  const navigate = useNavigate();
  const t = useT();
  const unsavedOffline = useLoadFailureAlert(error, savedAt, FALLBACK.categoriesLoadRetry);

  return (
    <section>
      <PageToolbar
        search={search}
        onSearch={setSearch}
        placeholder={t('categories.search')}
        addTo={ROUTES.categoryCreate}
      >
        <ExportCsvButton path={ENDPOINTS.categories} search={search} fileName="categories" />
      </PageToolbar>
      {loading ? (
        <div className="loading-text">{t('categories.loading')}</div>
      ) : unsavedOffline ? (
        <NotSavedYet />
      ) : (
        <DataTable
          caption={t('routes.categories')}
          rows={filterCategories(rows, search)}
          rowKey={(row) => row.CategoryId}
          onRowClick={(row) => void navigate(routeWithId(ROUTES.categoryDetail, row.CategoryId))}
          empty={t('categories.empty')}
          columns={[
            { header: t('ui.number'), className: 'stack-hide', cell: (_row, index) => index + 1 },
            { header: t('ui.categoryName'), primary: true, cell: (row) => row.name },
            { header: t('categories.descriptions'), cell: (row) => row.description || '—' },
          ]}
        />
      )}
    </section>
  );
}
