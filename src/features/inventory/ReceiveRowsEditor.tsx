import type { Item } from '../../../contract/schemas/reference';
import type { ScanDetails } from '../../scanner/item-scan';
import { useT } from '../../i18n';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { ItemPicker } from '../../scanner/ItemPicker';
import { newReceiveRow, removeRow, updateRow, type ReceiveRowDraft } from './receive-form';
import { PackQuantityField } from '../../ui/PackQuantityField';
import { UnitCostField } from './UnitCostField';

export interface ReceiveRowsEditorProps {
  rows: ReceiveRowDraft[];
  items: readonly Item[];
  /** The items are still loading: a scan waits for them (ItemPicker's itemsLoading). */
  itemsLoading?: boolean;
  onChange: (rows: ReceiveRowDraft[]) => void;
  /** Continuous scanning: each read adds a row or one to its quantity. */
  onScanAdd?: (item: Item, details: ScanDetails) => void;
  /** The installation's currency for the unit cost (design: Valuation); null while unknown. */
  currency?: string | null;
}

/** The item rows of the received and PO forms: add rows, remove any but the last one. */
export function ReceiveRowsEditor({
  rows,
  items,
  itemsLoading = false,
  onChange,
  onScanAdd,
  currency = null,
}: ReceiveRowsEditorProps) {
  const t = useT();
  return (
    <div className="receive-rows">
      {rows.map((row, index) => (
        <fieldset key={row.key} className="receive-row">
          <legend className="receive-row-legend">
            {t('inventory.row', { number: index + 1 })}
          </legend>
          <div className="receive-row-fields">
            <div className="receive-row-item">
              <ItemPicker
                items={items}
                itemsLoading={itemsLoading}
                value={row.itemId}
                onChange={(itemId) => onChange(updateRow(rows, row.key, { itemId }))}
                onScanAdd={onScanAdd}
              />
            </div>
            <PackQuantityField
              label={t('inventory.quantity')}
              item={items.find((item) => item.itemId === row.itemId)}
              numberProps={{ min: '0.001', placeholder: '0' }}
              value={row.quantity}
              onChange={(quantity) => onChange(updateRow(rows, row.key, { quantity }))}
            />
            <TextField
              label={t('inventory.expirationDate')}
              type="date"
              value={row.expirationDate}
              onChange={(event) =>
                onChange(updateRow(rows, row.key, { expirationDate: event.target.value }))
              }
            />
            <TextField
              label={t('inventory.status')}
              value={row.status}
              onChange={(event) =>
                onChange(updateRow(rows, row.key, { status: event.target.value }))
              }
            />
            <UnitCostField
              cost={row}
              item={items.find((item) => item.itemId === row.itemId) ?? null}
              currency={currency}
              onChange={(change) => onChange(updateRow(rows, row.key, change))}
            />
          </div>
          <Button
            variant="ghost"
            className="receive-row-remove"
            aria-label={t('inventory.removeRow', { number: index + 1 })}
            disabled={rows.length <= 1}
            onClick={() => onChange(removeRow(rows, row.key))}
          >
            {t('inventory.remove')}
          </Button>
        </fieldset>
      ))}
      <div>
        <Button variant="secondary" onClick={() => onChange([...rows, newReceiveRow()])}>
          {t('inventory.addRow')}
        </Button>
      </div>
    </div>
  );
}
