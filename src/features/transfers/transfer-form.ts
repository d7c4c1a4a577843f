import type { TransferBody } from '../../../contract/schemas/transfers';
import { parseId, parseQuantity } from '../../../contract/validation/values';
import type { ScanRowAdapter } from '../../scanner/continuous';
import type { ItemLineDraft } from '../../scanner/item-lines';
import { translate } from '../../i18n';
import { transferFormText } from './texts';

/** Send Stock as typed: the destination (a SiteId as text), the note and the item rows. */
export interface TransferDraft {
  toSiteId: string;
  note: string;
  lines: ItemLineDraft[];
}

let lineCounter = 0;

export function newTransferLine(): ItemLineDraft {
  lineCounter += 1;
  return { key: `transfer-line-${lineCounter}`, itemId: null, quantity: '' };
}

export function newTransferDraft(): TransferDraft {
  return { toSiteId: '', note: '', lines: [newTransferLine()] };
}

/** How continuous scanning reads and writes the rows (src/scanner/continuous.ts). */
export const TRANSFER_SCAN_LINES: ScanRowAdapter<ItemLineDraft> = {
  itemIdOf: (line) => line.itemId,
  quantityOf: (line) => line.quantity,
  withItem: (line, itemId, quantity) => ({ ...line, itemId, quantity }),
  newRow: (itemId, quantity) => ({ ...newTransferLine(), itemId, quantity }),
};

/**
 * What the server would refuse with a 400, in its words, checked before the outbox: a
 * destination other than the source, an item and a quantity above 0 (3 decimals) per row, an
 * item once. Whether the source holds enough is known only to the server (a 409 later).
 */
export function validateTransferDraft(draft: TransferDraft, fromSiteId: number): string[] {
  const t = transferFormText(translate);
  const messages: string[] = [];
  const toSiteId = parseId(draft.toSiteId);
  if (toSiteId === null) messages.push(t.toSiteRequired);
  else if (toSiteId === fromSiteId) messages.push(t.sameSite);
  const seen = new Map<number, number>();
  draft.lines.forEach((line, index) => {
    const n = index + 1;
    if (line.itemId === null) messages.push(t.itemRequired(n));
    else if (seen.has(line.itemId)) messages.push(t.itemTwice(n, seen.get(line.itemId) ?? n));
    else seen.set(line.itemId, n);
    if (parseQuantity(line.quantity) === null) messages.push(t.quantityInvalid(n));
  });
  if (draft.lines.length === 0) messages.push(t.linesRequired);
  return messages;
}

/** POST /transfers; quantities as typed (exact decimals). Call after validateTransferDraft. */
export function buildTransferBody(draft: TransferDraft, fromSiteId: number): TransferBody {
  const note = draft.note.trim();
  return {
    fromSiteId,
    toSiteId: Number(draft.toSiteId),
    note: note === '' ? null : note,
    lines: draft.lines.map((line) => ({
      itemId: line.itemId ?? 0,
      quantity: line.quantity.trim(),
    })),
  };
}

/** What the outbox says of a queued send, e.g. "Transfer to Bar: 12 × Red Wine, 2 × Limes". */
export function summarizeTransfer(
  draft: TransferDraft,
  siteName: string,
  itemName: (itemId: number | null) => string,
): string {
  const lines = draft.lines.map((line) => `${line.quantity.trim()} × ${itemName(line.itemId)}`);
  return transferFormText(translate).summary(siteName, lines.join(', '));
}

function fieldsOf(value: unknown): Record<string, unknown> {
  return (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
}

function textOf(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** A send as queued (buildTransferBody) back into the form, to correct a refused one. */
export function draftFromTransferBody(body: unknown): TransferDraft {
  const fields = fieldsOf(body);
  const rows = Array.isArray(fields.lines) ? (fields.lines as unknown[]) : [];
  const lines = rows.map((row) => {
    const values = fieldsOf(row);
    return {
      ...newTransferLine(),
      itemId: parseId(values.itemId),
      quantity: textOf(values.quantity),
    };
  });
  return {
    toSiteId: textOf(fields.toSiteId),
    note: textOf(fields.note),
    lines: lines.length > 0 ? lines : [newTransferLine()],
  };
}
