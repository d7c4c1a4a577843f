import type {
  PurchaseOrder,
  PurchaseOrderBody,
  SuggestionLine,
} from '../../../contract/schemas/purchasing';
import type { Item } from '../../../contract/schemas/reference';
import { isBlank, parseId, parseQuantity } from '../../../contract/validation/values';
import { parseUnitCost } from '../../../contract/money';
import { formatPacks } from '../../lib/packs';
import { translate } from '../../i18n';
import { poFormText } from './texts';

/** One line of the purchase order form; `quantity` is base units (the pack field converts). */
export interface PoLineDraft {
  key: string;
  itemId: number | null;
  quantity: string;
  unitCost: string;
}

export interface PoDraft {
  supplierId: string;
  poNumber: string;
  /** YYYY-MM-DD or ''. */
  expectedAt: string;
  note: string;
  lines: PoLineDraft[];
}

let lineCounter = 0;

export function newPoLine(change: Partial<Omit<PoLineDraft, 'key'>> = {}): PoLineDraft {
  lineCounter += 1;
  return { key: `po-line-${lineCounter}`, itemId: null, quantity: '', unitCost: '', ...change };
}

export function newPoDraft(): PoDraft {
  return { supplierId: '', poNumber: '', expectedAt: '', note: '', lines: [newPoLine()] };
}

/** A number as a form field holds it: '' for null. */
const fieldText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A draft order back into the form (Edit while draft). */
export function draftFromOrder(order: PurchaseOrder): PoDraft {
  return {
    supplierId: String(order.SupplierID),
    poNumber: order.PoNumber,
    expectedAt: order.ExpectedAt ?? '',
    note: order.Note,
    lines: order.Lines.map((line) =>
      newPoLine({
        itemId: line.ItemID,
        quantity: fieldText(line.Quantity),
        unitCost: fieldText(line.UnitCost),
      }),
    ),
  };
}

/** A body as queued (buildPoBody) back into the form, to correct a refused one. */
export function draftFromPoBody(body: unknown): PoDraft {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as PurchaseOrderBody;
  const lines = (fields.lines ?? []).map((line) =>
    newPoLine({
      itemId: parseId(line.itemId),
      quantity: isBlank(line.quantity) ? '' : String(line.quantity),
      unitCost: isBlank(line.unitCost) ? '' : String(line.unitCost),
    }),
  );
  return {
    supplierId: fieldText(parseId(fields.supplierId)),
    poNumber: fields.poNumber ?? '',
    expectedAt: fields.expectedAt ?? '',
    note: fields.note ?? '',
    lines: lines.length > 0 ? lines : [newPoLine()],
  };
}

/** The lines of a suggestion card as a new order's lines. */
export function linesFromSuggestion(lines: readonly SuggestionLine[]): PoLineDraft[] {
  return lines.map((line) =>
    newPoLine({
      itemId: line.ItemID,
      quantity: String(line.SuggestedQuantity),
      unitCost: fieldText(line.UnitCost),
    }),
  );
}

/** Every problem at once, in the server's words (server/purchasing/purchase-orders.ts). */
export function validatePoDraft(draft: PoDraft): string[] {
  const PO_FORM_TEXT = poFormText(translate);
  const messages: string[] = [];
  if (parseId(draft.supplierId) === null) messages.push(PO_FORM_TEXT.supplierRequired);
  const firstLineOf = new Map<number, number>();
  draft.lines.forEach((line, index) => {
    const n = index + 1;
    if (line.itemId === null) messages.push(PO_FORM_TEXT.lineItem(n));
    const quantity = parseQuantity(line.quantity.trim());
    if (quantity === null) messages.push(PO_FORM_TEXT.lineQuantity(n));
    if (line.unitCost.trim() !== '' && parseUnitCost(line.unitCost.trim()) === null) {
      messages.push(PO_FORM_TEXT.lineUnitCost(n));
    }
    if (line.itemId !== null) {
      const first = firstLineOf.get(line.itemId);
      if (first !== undefined) messages.push(PO_FORM_TEXT.lineRepeated(n, first));
      else firstLineOf.set(line.itemId, n);
    }
  });
  return messages;
}

/** POST/PUT /purchase-orders body; call after validatePoDraft passed. Quantities in base units. */
export function buildPoBody(draft: PoDraft): PurchaseOrderBody {
  return {
    supplierId: Number(draft.supplierId),
    poNumber: draft.poNumber.trim() === '' ? null : draft.poNumber.trim(),
    expectedAt: draft.expectedAt === '' ? null : draft.expectedAt,
    note: draft.note.trim(),
    lines: draft.lines.map((line) => ({
      itemId: line.itemId ?? 0,
      quantity: Number(line.quantity.trim()),
      unitCost: line.unitCost.trim() === '' ? null : line.unitCost.trim(),
    })),
  };
}

/** What the pending list says, e.g. "Purchase order PO-000012 to Fresh Farms: 3 lines". */
export function summarizePo(draft: PoDraft, supplierName: string): string {
  return poFormText(translate).summary(draft.poNumber.trim(), supplierName, draft.lines.length);
}

/** "2 cases + 2" for an item with packs, else the units: how a line reads on screens. */
export function quantityInPacks(
  units: number,
  item: Pick<Item, 'packSize' | 'packName'> | undefined,
): string {
  return formatPacks(units, item?.packSize ?? null, item?.packName ?? null);
}
