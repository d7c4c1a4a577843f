import { FALLBACK } from '../../../contract/messages';
import { useLoadFailureAlert } from '../../hooks/useLoadFailureAlert';
import { useT } from '../../i18n';
import { useReferenceList } from '../../hooks/useReferenceList';
import { barcodeOfRead } from '../../scanner/item-scan';
import { ScanButton } from '../../scanner/ScanButton';
import { SelectField, TextField } from '../../ui/Field';
import type { ItemFormValues } from './item-form';
import { ReorderingFields } from './ReorderingFields';

export interface ItemFieldsProps {
  values: ItemFormValues;
  onChange: (values: ItemFormValues) => void;
}

/** The item's own fields, shared by the create form and the edit dialog. */
export function ItemFields({ values, onChange }: ItemFieldsProps) {
  const t = useT();
  const categories = useReferenceList('categories');
  const itemAreas = useReferenceList('itemAreas');
  useLoadFailureAlert(categories.error, categories.savedAt, FALLBACK.categoriesLoad);
  useLoadFailureAlert(itemAreas.error, itemAreas.savedAt, FALLBACK.itemAreasLoad);
  const set = (field: keyof ItemFormValues) => (value: string) =>
    onChange({ ...values, [field]: value });

  const categoryOptions = categories.rows
    .map((row) => ({ value: String(row.CategoryId), label: row.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const itemAreaOptions = itemAreas.rows
    .map((row) => ({ value: String(row.itemAreaId), label: row.name }))
    .sort((a, b) => a.label.localeCompare(b.label));

  return (
    <>
      <div className="form-grid">
        <TextField
          label={t('items.name')}
          placeholder={t('items.namePlaceholder')}
          required
          value={values.name}
          onChange={(event) => set('name')(event.target.value)}
        />
        <div className="scan-field">
          <TextField
            label={t('items.barcode')}
            placeholder={t('items.barcodePlaceholder')}
            required
            autoComplete="off"
            value={values.barcode}
            onChange={(event) => set('barcode')(event.target.value)}
          />
          <ScanButton
            onRead={(code) => {
              // A GS1 read fills in its GTIN, not the whole element string.
              const barcode = barcodeOfRead(code);
              set('barcode')(barcode);
              return { kind: 'picked', label: barcode };
            }}
          />
        </div>
        <SelectField
          label={t('items.category')}
          placeholder={t(categories.loading ? 'items.loadingCategories' : 'items.selectCategory')}
          required
          options={categoryOptions}
          value={values.categoryId}
          onChange={(event) => set('categoryId')(event.target.value)}
        />
        <TextField
          label={t('items.alertDaysBeforeExpiry')}
          placeholder={t('items.alertDaysPlaceholder')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={values.alertDaysBeforeExpiry}
          onChange={(event) => set('alertDaysBeforeExpiry')(event.target.value)}
        />
        <TextField
          label={t('items.unit')}
          placeholder={t('items.unitPlaceholder')}
          required
          value={values.unit}
          onChange={(event) => set('unit')(event.target.value)}
        />
        <SelectField
          label={t('items.itemArea')}
          placeholder={t(itemAreas.loading ? 'items.loadingItemAreas' : 'items.selectItemArea')}
          required
          options={itemAreaOptions}
          value={values.itemAreaId}
          onChange={(event) => set('itemAreaId')(event.target.value)}
        />
      </div>
      <ReorderingFields values={values} set={set} />
    </>
  );
}
