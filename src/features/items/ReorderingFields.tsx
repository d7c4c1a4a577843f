import { useReferenceList } from '../../hooks/useReferenceList';
import { SelectField, TextField } from '../../ui/Field';
import { useT } from '../../i18n';
import type { ItemFormValues } from './item-form';

export interface ReorderingFieldsProps {
  values: ItemFormValues;
  set: (field: keyof ItemFormValues) => (value: string) => void;
}

/** The item's "Reordering" group (design: Purchasing): all optional; suppliers from the device. */
export function ReorderingFields({ values, set }: ReorderingFieldsProps) {
  const suppliers = useReferenceList('suppliers');
  const t = useT();
  const supplierOptions = suppliers.rows
    .map((row) => ({ value: String(row.SupplierId), label: row.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const quantity = { type: 'number', inputMode: 'decimal', step: 'any', min: 0 } as const;
  return (
    <fieldset className="reordering-group">
      <legend>{t('items.reordering')}</legend>
      <p className="reordering-intro">{t('items.reorderingIntro')}</p>
      <div className="form-grid">
        <TextField
          label={t('items.reorderPoint')}
          placeholder={t('items.reorderPointPlaceholder')}
          {...quantity}
          value={values.reorderPoint}
          onChange={(event) => set('reorderPoint')(event.target.value)}
        />
        <TextField
          label={t('items.parLevel')}
          placeholder={t('items.parLevelPlaceholder')}
          {...quantity}
          value={values.parLevel}
          onChange={(event) => set('parLevel')(event.target.value)}
        />
        <TextField
          label={t('items.packSize')}
          placeholder={t('items.packSizePlaceholder')}
          {...quantity}
          value={values.packSize}
          onChange={(event) => set('packSize')(event.target.value)}
        />
        <TextField
          label={t('items.packName')}
          placeholder={t('items.packNamePlaceholder')}
          maxLength={40}
          value={values.packName}
          onChange={(event) => set('packName')(event.target.value)}
        />
        <SelectField
          label={t('items.preferredSupplier')}
          placeholder={t('items.noPreferredSupplier')}
          options={supplierOptions}
          value={values.preferredSupplierId}
          onChange={(event) => set('preferredSupplierId')(event.target.value)}
        />
      </div>
    </fieldset>
  );
}
