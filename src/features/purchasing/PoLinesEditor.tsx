import type { Item } from '../../../contract/schemas/reference';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { ItemPicker } from '../../scanner/ItemPicker';
import { newPoLine, type PoLineDraft } from './po-form';
import { PackQuantityField } from '../../ui/PackQuantityField';
import { useT } from '../../i18n';
import { poFormText } from './texts';

export interface PoLinesEditorProps {
  lines: PoLineDraft[];
  items: readonly Item[];
  /** The items are still loading: a scan waits for them (ItemPicker's itemsLoading). */
  itemsLoading?: boolean;
  onChange: (lines: PoLineDraft[]) => void;
}

/** A purchase order's lines: item, quantity in packs and units, unit cost; add and remove. */
export function PoLinesEditor({
  lines,
  items,
  itemsLoading = false,
  onChange,
}: PoLinesEditorProps) {
  const t = poFormText(useT());
  const update = (key: string, change: Partial<Omit<PoLineDraft, 'key'>>) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, ...change } : line)));
  return (
    <div className="po-lines">
      {lines.map((line, index) => {
        const item = items.find((candidate) => candidate.itemId === line.itemId);
        return (
          <fieldset key={line.key} className="receive-row po-line">
            <legend className="receive-row-legend">{t.line(index + 1)}</legend>
            <div className="receive-row-fields po-line-fields">
              <div className="receive-row-item">
                <ItemPicker
                  items={items}
                  itemsLoading={itemsLoading}
                  value={line.itemId}
                  onChange={(itemId) => update(line.key, { itemId })}
                />
              </div>
              <PackQuantityField
                label={t.quantity}
                item={item}
                value={line.quantity}
                onChange={(quantity) => update(line.key, { quantity })}
                numberProps={{ min: '0.001', placeholder: '0' }}
              />
              <TextField
                label={t.unitCost}
                type="number"
                inputMode="decimal"
                step="any"
                min="0"
                placeholder={t.unitCostPlaceholder}
                value={line.unitCost}
                onChange={(event) => update(line.key, { unitCost: event.target.value })}
              />
            </div>
            <Button
              variant="ghost"
              className="receive-row-remove"
              aria-label={t.removeLine(index + 1)}
              disabled={lines.length <= 1}
              onClick={() => onChange(lines.filter((other) => other.key !== line.key))}
            >
              {t.remove}
            </Button>
          </fieldset>
        );
      })}
      <div>
        <Button variant="secondary" onClick={() => onChange([...lines, newPoLine()])}>
          {t.addLine}
        </Button>
      </div>
    </div>
  );
}
