import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { listSites } from '../../api/sites';
import type { SiteList } from '../../../contract/schemas/sites';
import { useCachedList } from '../../hooks/useCachedList';
import { ROUTES, routeWithId } from '../../lib/routes';
import { sitesKey } from '../../offline/sites-copy';
import { DataTable } from '../../ui/DataTable';
import { NotSavedYet } from '../../ui/NotSavedYet';
import { PageToolbar } from '../../ui/PageToolbar';
import { filterSites } from './site-search';
import { useT } from '../../i18n';

/**
 * Sites (page Sites, Administrator): every site, from the copy the site control reads too (one
 * key, sites-copy.ts), so a site added here shows in the header at once.
 */
export function SiteListPage() {
  const t = useT();
  const list = useCachedList<SiteList>(sitesKey(), listSites, t('sites.loadFailed'));
  const [search, setSearch] = useState('');
  const navigate = useNavigate();
  const rows = filterSites(list.data?.sites ?? [], search);

  return (
    <section>
      <PageToolbar
        search={search}
        onSearch={setSearch}
        placeholder={t('sites.searchPlaceholder')}
        addTo={ROUTES.siteCreate}
      />
      {list.loading ? (
        <div className="loading-text">{t('sites.loading')}</div>
      ) : list.unsavedOffline ? (
        <NotSavedYet />
      ) : (
        <DataTable
          caption={t('routes.sites')}
          rows={rows}
          rowKey={(row) => row.SiteId}
          onRowClick={(row) => void navigate(routeWithId(ROUTES.siteDetail, row.SiteId))}
          empty={t('sites.empty')}
          columns={[
            { header: t('ui.number'), className: 'stack-hide', cell: (_row, index) => index + 1 },
            { header: t('sites.name'), primary: true, cell: (row) => row.Name },
            { header: t('sites.address'), cell: (row) => row.Address || '—' },
          ]}
        />
      )}
    </section>
  );
}
