import { validatePoReceive, validateReceive } from '../../../contract/validation';
import { translate } from '../../i18n';
import { mergeScannedItem, type ScanRowAdapter } from '../../scanner/continuous';
import { NO_COST, costBodyOf, costDraftOf, costForValidation, type RowCost } from './receive-cost';

/** One item row of the received and PO forms, as typed; its unit cost in RowCost. */
export interface ReceiveRowDraft extends RowCost {
  key: string;
  itemId: number | null;
  quantity: string;
  expirationDate: string;
  status: string;
}

export interface ReceiveDraft {
  /** Only the PO form has it. */
  poId: string;
  supplierId: string;
  rows: ReceiveRowDraft[];
  /** PO form: the clerk says a line really gets more than 10 times its order (issue 32). */
  overReceipt?: boolean;
}

/** Received Status is free text (spec 4); new stock is 'New' unless the clerk says otherwise. */
export const DEFAULT_RECEIVE_STATUS = 'New';

let rowCounter = 0;

export function newReceiveRow(itemId: number | null = null): ReceiveRowDraft {
  rowCounter += 1;
  return {
    key: `row-${rowCounter}`,
    itemId,
    quantity: '',
    expirationDate: '',
    status: DEFAULT_RECEIVE_STATUS,
    ...NO_COST,
  };
}

export function newReceiveDraft(itemId: number | null = null): ReceiveDraft {
  return { poId: '', supplierId: '', rows: [newReceiveRow(itemId)] };
}

/** Continuous scanning (src/scanner/continuous): how a read fills or adds a row. */
export const RECEIVE_SCAN_ROWS: ScanRowAdapter<ReceiveRowDraft> = {
  itemIdOf: (row) => row.itemId,
  quantityOf: (row) => row.quantity,
  withItem: (row, itemId, quantity) => ({ ...row, itemId, quantity }),
  newRow: (itemId, quantity) => ({ ...newReceiveRow(itemId), quantity }),
};

/**
 * The rows after a read of `itemId` that carries an expiry date (GS1 (17)): a lot is an item
 * and its expiry, so the read counts on the item's row with that date or no date yet (which
 * takes the date), and a row of the item with another date is left alone.
 */
export function mergeScannedReceiveRow(
  rows: readonly ReceiveRowDraft[],
  itemId: number,
  expirationDate: string | null,
): ReceiveRowDraft[] {
  if (expirationDate === null) return mergeScannedItem(rows, itemId, RECEIVE_SCAN_ROWS);
  const otherLot = (row: ReceiveRowDraft) =>
    row.itemId === itemId && row.expirationDate !== '' && row.expirationDate !== expirationDate;
  return mergeScannedItem(rows, itemId, {
    // -1: no item has it, so another lot's row is neither this item's row nor an empty one.
    itemIdOf: (row) => (otherLot(row) ? -1 : row.itemId),
    quantityOf: (row) => row.quantity,
    withItem: (row, id, quantity) => ({ ...row, itemId: id, quantity, expirationDate }),
    newRow: (id, quantity) => ({ ...newReceiveRow(id), quantity, expirationDate }),
  });
}

export function updateRow(
  rows: readonly ReceiveRowDraft[],
  key: string,
  change: Partial<Omit<ReceiveRowDraft, 'key'>>,
): ReceiveRowDraft[] {
  return rows.map((row) => (row.key === key ? { ...row, ...change } : row));
}

/** At least one row always remains (spec 5). */
export function removeRow(rows: readonly ReceiveRowDraft[], key: string): ReceiveRowDraft[] {
  return rows.length <= 1 ? [...rows] : rows.filter((row) => row.key !== key);
}

function rowsForValidation(rows: readonly ReceiveRowDraft[]) {
  return rows.map((row) => ({
    itemId: row.itemId,
    quantity: row.quantity,
    expirationDate: row.expirationDate,
    status: row.status,
    unitCost: costForValidation(row),
  }));
}

/** The spec's messages (5), in its order; empty when the form may be sent. */
export function validateReceiveDraft(draft: ReceiveDraft, withPo: boolean): string[] {
  const input = { supplierId: draft.supplierId, receiveItems: rowsForValidation(draft.rows) };
  return withPo ? validatePoReceive({ ...input, poId: draft.poId }) : validateReceive(input);
}

export interface ReceiveBodyRow {
  itemId: string;
  quantity: string;
  expirationDate: string;
  status: string;
  /** Per base unit, exact; left out when blank (design: Valuation). */
  unitCost?: string;
}

/** POST /receive-items: every value as a string (spec 7). */
export function buildReceiveBody(draft: ReceiveDraft): {
  supplierId: string;
  receiveItems: ReceiveBodyRow[];
} {
  return {
    supplierId: draft.supplierId.trim(),
    receiveItems: draft.rows.map((row) => ({
      itemId: String(row.itemId ?? ''),
      quantity: row.quantity.trim(),
      expirationDate: row.expirationDate,
      status: row.status.trim(),
      ...costBodyOf(row),
    })),
  };
}

/** POST /receive-items/PO: the same rows with the trimmed PO id (and overReceipt when said). */
export function buildPoReceiveBody(draft: ReceiveDraft): {
  poId: string;
  supplierId: string;
  receiveItems: ReceiveBodyRow[];
  overReceipt?: true;
} {
  return {
    poId: draft.poId.trim(),
    ...buildReceiveBody(draft),
    ...(draft.overReceipt ? { overReceipt: true } : {}),
  };
}

/** What the pending list says of a queued receipt, e.g. "PO 4512 from Fresh Farms: 12 × Milk". */
export function summarizeReceive(
  draft: ReceiveDraft,
  withPo: boolean,
  supplierName: string,
  itemName: (itemId: number | null) => string,
): string {
  const lines = draft.rows
    .map((row) => `${row.quantity.trim()} × ${itemName(row.itemId)}`)
    .join(', ');
  return withPo
    ? translate('inventory.summaryPo', { poId: draft.poId.trim(), supplier: supplierName, lines })
    : translate('inventory.summary', { supplier: supplierName, lines });
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** A received or PO body as sent (buildReceiveBody) back into the form, to correct it. */
export function draftFromReceiveBody(body: unknown): ReceiveDraft {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const rows = Array.isArray(fields.receiveItems) ? (fields.receiveItems as unknown[]) : [];
  const drafts = rows.map((row) => {
    const values = (typeof row === 'object' && row !== null ? row : {}) as Record<string, unknown>;
    const itemId = Number(text(values.itemId));
    const validId = Number.isInteger(itemId) && itemId > 0 ? itemId : null;
    return {
      ...newReceiveRow(validId),
      quantity: text(values.quantity),
      expirationDate: text(values.expirationDate),
      status: text(values.status),
      ...costDraftOf(values.unitCost, validId),
    };
  });
  return {
    poId: text(fields.poId),
    supplierId: text(fields.supplierId),
    rows: drafts.length > 0 ? drafts : [newReceiveRow()],
    ...(fields.overReceipt === true ? { overReceipt: true } : {}),
  };
}
