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
import { SITE_TEXT } from './texts';

/**
 * Sites (page Sites, Administrator): every site, from the copy the site control reads too (one
 * key, sites-copy.ts), so a site added here shows in the header at once.
 */
export function SiteListPage() {
  const list = useCachedList<SiteList>(sitesKey(), listSites, SITE_TEXT.loadFailed);
  const [search, setSearch] = useState('');
  const navigate = useNavigate();
  const rows = filterSites(list.data?.sites ?? [], search);

  return (
    <section>
      <PageToolbar
        search={search}
        onSearch={setSearch}
        placeholder={SITE_TEXT.searchPlaceholder}
        addTo={ROUTES.siteCreate}
      />
      {list.loading ? (
        <div className="loading-text">{SITE_TEXT.loading}</div>
      ) : list.unsavedOffline ? (
        <NotSavedYet />
      ) : (
        <DataTable
          caption={SITE_TEXT.listCaption}
          rows={rows}
          rowKey={(row) => row.SiteId}
          onRowClick={(row) => void navigate(routeWithId(ROUTES.siteDetail, row.SiteId))}
          empty={SITE_TEXT.empty}
          columns={[
            { header: 'No', className: 'stack-hide', cell: (_row, index) => index + 1 },
            { header: SITE_TEXT.name, primary: true, cell: (row) => row.Name },
            { header: SITE_TEXT.address, cell: (row) => row.Address || '—' },
          ]}
        />
      )}
    </section>
  );
}
