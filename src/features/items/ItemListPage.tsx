import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FALLBACK } from '../../../contract/messages';
import { useLoadFailureAlert } from '../../hooks/useLoadFailureAlert';
import { useReferenceList } from '../../hooks/useReferenceList';
import { itemScanHandler } from '../../scanner/item-scan';
import { ScanButton } from '../../scanner/ScanButton';
import { UnknownBarcode } from '../../scanner/UnknownBarcode';
import { useWedgeScan } from '../../scanner/useWedgeScan';
import { PageToolbar } from '../../ui/PageToolbar';
import { filterItems } from './item-form';
import { ItemCard } from './ItemCard';
import './items.css';
import { ENDPOINTS } from '../../../contract/paths';
import { ExportCsvButton } from '../../ui/ExportCsvButton';

export function ItemListPage() {
  const { rows, loading, error, savedAt } = useReferenceList('items');
  const [search, setSearch] = useState('');
  const [unknownCode, setUnknownCode] = useState<string | null>(null);
  const navigate = useNavigate();
  const root = useRef<HTMLElement>(null);

  // A camera or wedge scan opens the item with that barcode (design: Scanning).
  const onScan = itemScanHandler(rows, (item) => void navigate(`/items/${item.itemId}`));
  useWedgeScan({
    ref: root,
    onCode: (code) => {
      const outcome = onScan(code);
      setUnknownCode(outcome.kind === 'unknown' ? outcome.code : null);
    },
  });

  // Offline, fetch can fail before Dexie's first read answers: judge only once the cache is read.
  useLoadFailureAlert(error, savedAt, FALLBACK.itemsLoad);

  const shown = filterItems(rows, search);
  return (
    <section ref={root}>
      <PageToolbar
        search={search}
        onSearch={setSearch}
        placeholder="Search Items"
        addTo="/items/create"
      >
        <ScanButton onRead={onScan} />
        <ExportCsvButton path={ENDPOINTS.items} search={search} fileName="items" />
        <Link className="btn btn-secondary" to="/items/import">
          Import CSV
        </Link>
        <Link
          className="btn btn-secondary"
          to={`/items/labels?ids=${shown.map((item) => item.itemId).join(',')}`}
        >
          Print labels
        </Link>
      </PageToolbar>
      {unknownCode !== null ? (
        <UnknownBarcode code={unknownCode} onDismiss={() => setUnknownCode(null)} />
      ) : null}
      {loading ? (
        <div className="loading-text">Loading items...</div>
      ) : shown.length === 0 ? (
        <div className="empty-state">No items found.</div>
      ) : (
        <ul className="item-grid" aria-label="Items">
          {shown.map((item) => (
            <ItemCard key={item.itemId} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
