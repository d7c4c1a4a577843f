import { useReferenceList } from '../../hooks/useReferenceList';
import { SelectField, TextField } from '../../ui/Field';
import { REORDERING_TEXT } from './reordering-texts';
import type { ItemFormValues } from './item-form';

export interface ReorderingFieldsProps {
  values: ItemFormValues;
  set: (field: keyof ItemFormValues) => (value: string) => void;
}

/** The item's "Reordering" group (design: Purchasing): all optional; suppliers from the device. */
export function ReorderingFields({ values, set }: ReorderingFieldsProps) {
  const suppliers = useReferenceList('suppliers');
  const t = REORDERING_TEXT;
  const supplierOptions = suppliers.rows
    .map((row) => ({ value: String(row.SupplierId), label: row.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const quantity = { type: 'number', inputMode: 'decimal', step: 'any', min: 0 } as const;
  return (
    <fieldset className="reordering-group">
      <legend>{t.group}</legend>
      <p className="reordering-intro">{t.intro}</p>
      <div className="form-grid">
        <TextField
          label={t.reorderPoint}
          placeholder={t.reorderPointPlaceholder}
          {...quantity}
          value={values.reorderPoint}
          onChange={(event) => set('reorderPoint')(event.target.value)}
        />
        <TextField
          label={t.parLevel}
          placeholder={t.parLevelPlaceholder}
          {...quantity}
          value={values.parLevel}
          onChange={(event) => set('parLevel')(event.target.value)}
        />
        <TextField
          label={t.packSize}
          placeholder={t.packSizePlaceholder}
          {...quantity}
          value={values.packSize}
          onChange={(event) => set('packSize')(event.target.value)}
        />
        <TextField
          label={t.packName}
          placeholder={t.packNamePlaceholder}
          maxLength={40}
          value={values.packName}
          onChange={(event) => set('packName')(event.target.value)}
        />
        <SelectField
          label={t.preferredSupplier}
          placeholder={t.noSupplier}
          options={supplierOptions}
          value={values.preferredSupplierId}
          onChange={(event) => set('preferredSupplierId')(event.target.value)}
        />
      </div>
    </fieldset>
  );
}
