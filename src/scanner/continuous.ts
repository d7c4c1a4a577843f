/**
 * Continuous scanning (design: Scanning): each read adds a row for the item, or one to the
 * quantity of the row that already has it. Pure, so the receiving and order forms share it.
 */

/** How a form's rows are read and written; `quantity` is the typed text of the row. */
export interface ScanRowAdapter<Row> {
  itemIdOf: (row: Row) => number | null;
  quantityOf: (row: Row) => string;
  withItem: (row: Row, itemId: number, quantity: string) => Row;
  newRow: (itemId: number, quantity: string) => Row;
}

/** One more than the typed quantity: a blank or unreadable one counts as none yet. */
export function incrementQuantity(quantity: string): string {
  const current = Number(quantity.trim());
  const base = quantity.trim() !== '' && Number.isFinite(current) && current > 0 ? current : 0;
  return String(Math.round((base + 1) * 1000) / 1000);
}

/**
 * The rows after reading `itemId`: +1 on the row that has it; else the first row without an
 * item is filled (an empty form's first row is used, not left empty); else a row is added.
 */
export function mergeScannedItem<Row>(
  rows: readonly Row[],
  itemId: number,
  adapter: ScanRowAdapter<Row>,
): Row[] {
  const existing = rows.findIndex((row) => adapter.itemIdOf(row) === itemId);
  if (existing >= 0) {
    return rows.map((row, index) =>
      index === existing
        ? adapter.withItem(row, itemId, incrementQuantity(adapter.quantityOf(row)))
        : row,
    );
  }
  const empty = rows.findIndex((row) => adapter.itemIdOf(row) === null);
  if (empty >= 0) {
    return rows.map((row, index) => {
      if (index !== empty) return row;
      const typed = adapter.quantityOf(row).trim();
      return adapter.withItem(row, itemId, typed === '' ? '1' : typed);
    });
  }
  return [...rows, adapter.newRow(itemId, '1')];
}

/**
 * A camera sees the same code on many frames: a read of the code last accepted is ignored
 * while it stays in view (seen again within `holdMs`); away longer, it counts again.
 */
export interface RepeatFilter {
  accept: (code: string, now: number) => boolean;
}

export function createRepeatFilter(holdMs = 1500): RepeatFilter {
  let lastCode: string | null = null;
  let lastSeen = Number.NEGATIVE_INFINITY;
  return {
    accept(code, now) {
      const repeat = code === lastCode && now - lastSeen < holdMs;
      lastCode = code;
      lastSeen = now;
      return !repeat;
    },
  };
}
