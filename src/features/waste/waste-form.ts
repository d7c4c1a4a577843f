import { DEFAULT_WASTE_REASON, WASTE_REASONS, type WasteReason } from '../../../contract/constants';
import type { WasteItem } from '../../../contract/schemas/stock';
import { validateWaste } from '../../../contract/validation';
import { translate } from '../../i18n';
import { wasteReasonText } from '../../lib/waste-reason';
import { matchesSearch } from '../../ui/filter';

export interface WasteDraft {
  itemId: number | null;
  reason: WasteReason | '';
  quantity: string;
}

export function newWasteDraft(itemId: number | null = null): WasteDraft {
  return { itemId, reason: DEFAULT_WASTE_REASON, quantity: '' };
}

/** The spec's messages (5) in order; empty when the report may be sent. */
export function validateWasteDraft(draft: WasteDraft): string[] {
  return validateWaste(draft);
}

/** POST /receive-items/waste {itemId, reason, quantity}; the quantity as typed (exact decimals). */
export function buildWasteBody(draft: WasteDraft): {
  itemId: number;
  reason: string;
  quantity: string;
} {
  return { itemId: draft.itemId ?? 0, reason: draft.reason, quantity: draft.quantity.trim() };
}

/** What the pending list says of a queued report, e.g. "2 × Milk (Damaged)". */
export function summarizeWaste(draft: WasteDraft, itemName: string): string {
  return translate('waste.summary', {
    quantity: draft.quantity.trim(),
    item: itemName,
    reason: wasteReasonText(draft.reason),
  });
}

/** Newest first, matching the item name, the reason or who reported it. */
export function filterWaste(rows: readonly WasteItem[], search: string): WasteItem[] {
  return rows
    .filter((row) => matchesSearch(search, row.Item.Name, row.Reason, row.User.Name))
    .sort((a, b) => b.WastedAt.localeCompare(a.WastedAt));
}

/** A waste body as sent (buildWasteBody) back into the form, to correct it. */
export function draftFromWasteBody(body: unknown): WasteDraft {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const itemId = Number(fields.itemId);
  const reason = WASTE_REASONS.find((known) => known === fields.reason) ?? '';
  return {
    itemId: Number.isInteger(itemId) && itemId > 0 ? itemId : null,
    reason,
    quantity:
      typeof fields.quantity === 'string' || typeof fields.quantity === 'number'
        ? String(fields.quantity)
        : '',
  };
}
