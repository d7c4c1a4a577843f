import { useState } from 'react';
import type { Supplier } from '../../../contract/schemas/reference';
import { useT } from '../../i18n';
import { Button } from '../../ui/Button';
import { SelectField, TextField } from '../../ui/Field';
import { EMPTY_FILTERS, hasFilters, type ReceivedFilters } from './received-filters';

export interface ReceivedFilterFormProps {
  applied: ReceivedFilters;
  suppliers: readonly Supplier[];
  onApply: (filters: ReceivedFilters) => void;
}

/** The received list's advanced filter (spec 2.8); folds away behind a toggle on phones. */
export function ReceivedFilterForm({ applied, suppliers, onApply }: ReceivedFilterFormProps) {
  const t = useT();
  const [draft, setDraft] = useState<ReceivedFilters>(applied);
  const [open, setOpen] = useState(false);
  const set = (field: keyof ReceivedFilters) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  return (
    <div className={open ? 'received-filters filters-open' : 'received-filters'}>
      <Button
        variant="secondary"
        className="filters-toggle"
        aria-expanded={open}
        aria-controls="received-filter-form"
        onClick={() => setOpen(!open)}
      >
        {t(
          open
            ? 'inventory.hideFilters'
            : hasFilters(applied)
              ? 'inventory.filtersOn'
              : 'inventory.filters',
        )}
      </Button>
      <form
        id="received-filter-form"
        className="card filter-form"
        aria-label={t('inventory.filterReceived')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onApply(draft);
        }}
      >
        <div className="filter-grid">
          <TextField
            label={t('inventory.itemName')}
            placeholder={t('inventory.searchByItemName')}
            value={draft.itemName}
            onChange={(event) => set('itemName')(event.target.value)}
          />
          <SelectField
            label={t('inventory.supplier')}
            placeholder={t('inventory.allSuppliers')}
            options={[...suppliers]
              .sort((a, b) => a.name.localeCompare(b.name))
              .map((row) => ({ value: String(row.SupplierId), label: row.name }))}
            value={draft.supplierId}
            onChange={(event) => set('supplierId')(event.target.value)}
          />
          <TextField
            label={t('inventory.status')}
            placeholder={t('inventory.statusPlaceholder')}
            value={draft.status}
            onChange={(event) => set('status')(event.target.value)}
          />
          <TextField
            label={t('inventory.receivedFrom')}
            type="date"
            value={draft.receivedFrom}
            onChange={(event) => set('receivedFrom')(event.target.value)}
          />
          <TextField
            label={t('inventory.receivedTo')}
            type="date"
            value={draft.receivedTo}
            onChange={(event) => set('receivedTo')(event.target.value)}
          />
          <TextField
            label={t('inventory.expiresFrom')}
            type="date"
            value={draft.expiresFrom}
            onChange={(event) => set('expiresFrom')(event.target.value)}
          />
          <TextField
            label={t('inventory.expiresTo')}
            type="date"
            value={draft.expiresTo}
            onChange={(event) => set('expiresTo')(event.target.value)}
          />
        </div>
        <div className="form-actions">
          <Button type="submit">{t('inventory.apply')}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              setDraft(EMPTY_FILTERS);
              onApply(EMPTY_FILTERS);
            }}
          >
            {t('inventory.clear')}
          </Button>
        </div>
      </form>
    </div>
  );
}
