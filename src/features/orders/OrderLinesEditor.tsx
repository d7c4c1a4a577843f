import type { Item } from '../../../contract/schemas/reference';
import { Button } from '../../ui/Button';
import { PackQuantityField } from '../../ui/PackQuantityField';
import { ItemPicker } from '../../scanner/ItemPicker';
import { newOrderLine, removeLine, updateLine, type OrderLineDraft } from './order-form';

export interface OrderLinesEditorProps {
  lines: OrderLineDraft[];
  items: readonly Item[];
  /** The items are still loading: a scan waits for them (ItemPicker's itemsLoading). */
  itemsLoading?: boolean;
  onChange: (lines: OrderLineDraft[]) => void;
  /** Continuous scanning: each read goes to the lines (a new line or +1 on its line). */
  onScanAdd?: (item: Item) => void;
}

/** The item rows of an order: add rows, remove any but the last one (spec 2.10). */
export function OrderLinesEditor({
  lines,
  items,
  itemsLoading = false,
  onChange,
  onScanAdd,
}: OrderLinesEditorProps) {
  return (
    <div className="order-lines">
      {lines.map((line, index) => (
        <fieldset key={line.key} className="order-line">
          <legend className="order-line-legend">Item {index + 1}</legend>
          <div className="order-line-fields">
            <ItemPicker
              items={items}
              itemsLoading={itemsLoading}
              value={line.itemId}
              onChange={(itemId) => onChange(updateLine(lines, line.key, { itemId }))}
              onScanAdd={onScanAdd}
            />
            <PackQuantityField
              label="Quantity"
              item={items.find((item) => item.itemId === line.itemId)}
              numberProps={{ min: '1', placeholder: '1' }}
              value={line.quantity}
              onChange={(quantity) => onChange(updateLine(lines, line.key, { quantity }))}
            />
            <Button
              variant="ghost"
              className="order-line-remove"
              aria-label={`Remove item ${index + 1}`}
              disabled={lines.length <= 1}
              onClick={() => onChange(removeLine(lines, line.key))}
            >
              ✕ Remove
            </Button>
          </div>
        </fieldset>
      ))}
      <div>
        <Button variant="secondary" onClick={() => onChange([...lines, newOrderLine()])}>
          + Add Item
        </Button>
      </div>
    </div>
  );
}
