import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FALLBACK } from '../../../contract/messages';
import { useLoadFailureAlert } from '../../hooks/useLoadFailureAlert';
import { useFirstItems } from '../../hooks/useFirstItems';
import { usePreparedItemSearch } from '../../hooks/usePreparedItemSearch';
import { useReferenceList } from '../../hooks/useReferenceList';
import { ScanButton } from '../../scanner/ScanButton';
import { ScanNotice } from '../../scanner/ScanNotice';
import { useItemScan } from '../../scanner/useItemScan';
import { useWedgeScan } from '../../scanner/useWedgeScan';
import { NotSavedYet } from '../../ui/NotSavedYet';
import { PageToolbar } from '../../ui/PageToolbar';
import { searchItems, sortItemsByName } from '../../lib/item-match';
import { ItemGrid } from './ItemGrid';
import {
  labelsPathFor,
  selectedItems,
  toggleItemSelection,
  type ItemSelection,
} from './item-selection';
import { SelectionBar } from './SelectionBar';
import './items.css';
import { ENDPOINTS } from '../../../contract/paths';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { ROUTES, routeWithId } from '../../lib/routes';
import { useT } from '../../i18n';

export function ItemListPage() {
  const t = useT();
  // Before useReferenceList: its small read is asked for first, ahead of every item.
  const firstItems = useFirstItems();
  const { rows, loading, settled, error, savedAt } = useReferenceList('items');
  usePreparedItemSearch(rows);
  const [search, setSearch] = useState('');
  const [selection, setSelection] = useState<ItemSelection>(() => new Set());
  // Stable, so cards are not given a new handler on every render.
  const toggle = useCallback(
    (itemId: number) => setSelection((current) => toggleItemSelection(current, itemId)),
    [],
  );
  const navigate = useNavigate();
  const root = useRef<HTMLElement>(null);

  // A camera or wedge scan opens the item with that barcode (design: Scanning), once every item
  // is read: the first screenful shown early is not the catalogue (issue 32).
  const scan = useItemScan(
    rows,
    !settled,
    (item) => void navigate(routeWithId(ROUTES.itemDetail, item.itemId)),
  );
  useWedgeScan({ ref: root, onCode: scan.onWedge });

  // Offline, fetch can fail before Dexie's first read answers: judge only once the cache is read.
  const unsavedOffline = useLoadFailureAlert(error, savedAt, FALLBACK.itemsLoad);

  // The box shows each key at once; the grid follows when the filter is ready.
  const deferredSearch = useDeferredValue(search);
  const shown = useMemo(() => searchItems(rows, deferredSearch), [rows, deferredSearch]);
  const selected = useMemo(
    () => selectedItems(sortItemsByName(rows), selection),
    [rows, selection],
  );
  // With a selection both 'Print labels' take exactly it; without, the items the search shows.
  const labelsPath = labelsPathFor(selected, deferredSearch);
  // Until every cached item is read, the kept first screenful stands in (not for a search).
  const early =
    loading && deferredSearch.trim() === '' && firstItems?.items.length ? firstItems : null;
  return (
    <section ref={root}>
      <PageToolbar
        search={search}
        onSearch={setSearch}
        placeholder={t('items.searchPlaceholder')}
        addTo={ROUTES.itemCreate}
      >
        <ScanButton onRead={scan.onScan} />
        <ExportCsvButton path={ENDPOINTS.items} search={search} fileName="items" />
        <Link className="btn btn-secondary" to={ROUTES.itemImport}>
          {t('items.importCsv')}
        </Link>
        <Link className="btn btn-secondary" to={labelsPath}>
          {t('items.printLabels')}
        </Link>
      </PageToolbar>
      <ScanNotice outcome={scan.notice} onDismiss={scan.dismiss} />
      <div className="item-list-body">
        <SelectionBar
          count={selected.length}
          labelsPath={labelsPath}
          onClear={() => setSelection(new Set())}
        />
        {early ? (
          <ItemGrid
            items={early.items}
            total={early.total}
            selection={selection}
            onToggle={toggle}
          />
        ) : loading ? (
          <div className="loading-text">{t('items.loading')}</div>
        ) : unsavedOffline ? (
          <NotSavedYet />
        ) : shown.length === 0 ? (
          <div className="empty-state">{t('items.none')}</div>
        ) : (
          <ItemGrid items={shown} total={shown.length} selection={selection} onToggle={toggle} />
        )}
      </div>
    </section>
  );
}
