import type { Item } from '../../contract/schemas/reference';
import { Button } from '../ui/Button';
import { PackQuantityField } from '../ui/PackQuantityField';
import { ItemPicker } from './ItemPicker';
import { removeLine, updateLine, type ItemLineDraft } from './item-lines';
import './item-lines.css';
import { useT } from '../i18n';

export interface ItemLinesEditorProps<L extends ItemLineDraft> {
  lines: L[];
  items: readonly Item[];
  /** The items are still loading: a scan waits for them (ItemPicker's itemsLoading). */
  itemsLoading?: boolean;
  onChange: (lines: L[]) => void;
  /** A new empty row (+ Add Item). */
  newLine: () => L;
  /** Continuous scanning: each read goes to the lines (a new line or +1 on its line). */
  onScanAdd?: (item: Item) => void;
  /** The quantity field's smallest value: orders take whole units, transfers decimals. */
  minQuantity: string;
}

/**
 * The item rows of the order and Send Stock forms: an item (picker and scanner) and a quantity
 * (packs) per row; add rows, remove any but the last one (spec 2.10).
 */
export function ItemLinesEditor<L extends ItemLineDraft>({
  lines,
  items,
  itemsLoading = false,
  onChange,
  newLine,
  onScanAdd,
  minQuantity,
}: ItemLinesEditorProps<L>) {
  const t = useT();
  return (
    <div className="item-lines">
      {lines.map((line, index) => (
        <fieldset key={line.key} className="item-line">
          <legend className="item-line-legend">
            {t('scanner.itemLine', { number: index + 1 })}
          </legend>
          <div className="item-line-fields">
            <ItemPicker
              items={items}
              itemsLoading={itemsLoading}
              value={line.itemId}
              onChange={(itemId) => onChange(updateLine(lines, line.key, { itemId } as Partial<L>))}
              onScanAdd={onScanAdd}
            />
            <PackQuantityField
              label={t('scanner.quantity')}
              item={items.find((item) => item.itemId === line.itemId)}
              numberProps={{ min: minQuantity, placeholder: minQuantity === '1' ? '1' : '0' }}
              value={line.quantity}
              onChange={(quantity) =>
                onChange(updateLine(lines, line.key, { quantity } as Partial<L>))
              }
            />
            <Button
              variant="ghost"
              className="item-line-remove"
              aria-label={t('scanner.removeItem', { number: index + 1 })}
              disabled={lines.length <= 1}
              onClick={() => onChange(removeLine(lines, line.key))}
            >
              {t('scanner.remove')}
            </Button>
          </div>
        </fieldset>
      ))}
      <div>
        <Button variant="secondary" onClick={() => onChange([...lines, newLine()])}>
          {t('scanner.addItem')}
        </Button>
      </div>
    </div>
  );
}
