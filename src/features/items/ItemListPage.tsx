import { useState } from 'react';
import { FALLBACK } from '../../../contract/messages';
import { useLoadFailureAlert } from '../../hooks/useLoadFailureAlert';
import { useReferenceList } from '../../hooks/useReferenceList';
import { PageToolbar } from '../../ui/PageToolbar';
import { filterItems } from './item-form';
import { ItemCard } from './ItemCard';
import './items.css';

export function ItemListPage() {
  const { rows, loading, error, savedAt } = useReferenceList('items');
  const [search, setSearch] = useState('');

  // Offline, fetch can fail before Dexie's first read answers: judge only once the cache is read.
  useLoadFailureAlert(error, savedAt, FALLBACK.itemsLoad);

  const shown = filterItems(rows, search);
  return (
    <section>
      <PageToolbar
        search={search}
        onSearch={setSearch}
        placeholder="Search Items"
        addTo="/items/create"
      />
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
