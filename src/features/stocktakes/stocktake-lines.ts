import type { OutboxStatus } from '../../offline/outbox/store';
import { QUANTITY_SCALE } from '../../../contract/constants';
import { STOCKTAKE_ENDPOINTS } from '../../../contract/paths';
import type { StocktakeCount, StocktakeLine } from '../../../contract/schemas/stocktakes';
import { parseCountQuantity } from '../../../contract/validation/stocktake';

/** What the count screen needs of an outbox entry (src/offline/outbox OutboxEntry fits). */
export interface CountEntry {
  id: string;
  kind: string;
  path: string;
  body: unknown;
  status: OutboxStatus;
}

/** A line with what this device has not sent yet. */
export interface CountLine extends StocktakeLine {
  /** Counts saved on this device and not yet accepted, with their outbox ids. */
  pending: { entryId: string; quantity: number }[];
  /** Counted + pending, in units (null when neither). */
  total: number | null;
  /** total − Expected (null when not counted). */
  variance: number | null;
}

export interface CountBody {
  itemId: number;
  quantity: string;
  /** When it was counted, by this device's clock: a count sent later still stands for then. */
  countedAt: string;
}

export function countBody(itemId: number, quantity: string, now = new Date()): CountBody {
  return { itemId, quantity: quantity.trim(), countedAt: now.toISOString() };
}

/** Outbox entries adding counts to this stocktake. */
export function pendingCountsOf(entries: readonly CountEntry[], stocktakeId: number) {
  const path = STOCKTAKE_ENDPOINTS.stocktakeCounts(stocktakeId);
  return entries.filter((entry) => entry.kind === 'stocktake-count' && entry.path === path);
}

/** Count ids this device is deleting (queued DELETEs), so they no longer show. */
export function deletingCountIds(entries: readonly CountEntry[], stocktakeId: number): Set<number> {
  const prefix = `${STOCKTAKE_ENDPOINTS.stocktakeCounts(stocktakeId)}/`;
  return new Set(
    entries
      .filter((entry) => entry.kind === 'stocktake-count-delete' && entry.path.startsWith(prefix))
      .map((entry) => Number(entry.path.slice(prefix.length))),
  );
}

const thousandths = (units: number) => Math.round(units * QUANTITY_SCALE);

/**
 * The server's lines merged with this device's unsent counts and deletions, summed in
 * thousandths so 0.1 + 0.2 shows 0.3.
 */
export function mergeCountLines(
  lines: readonly StocktakeLine[],
  entries: readonly CountEntry[],
  stocktakeId: number,
): CountLine[] {
  const deleting = deletingCountIds(entries, stocktakeId);
  const pendingByItem = new Map<number, { entryId: string; quantity: number }[]>();
  for (const entry of pendingCountsOf(entries, stocktakeId)) {
    const body = entry.body as Partial<CountBody>;
    const quantity = parseCountQuantity(body.quantity);
    if (typeof body.itemId !== 'number' || quantity === null) continue;
    const list = pendingByItem.get(body.itemId) ?? [];
    list.push({ entryId: entry.id, quantity: quantity / QUANTITY_SCALE });
    pendingByItem.set(body.itemId, list);
  }
  return lines.map((line) => {
    const counts: StocktakeCount[] = line.Counts.filter((count) => !deleting.has(count.CountId));
    const pending = pendingByItem.get(line.ItemID) ?? [];
    const parts = [...counts.map((c) => c.Quantity), ...pending.map((p) => p.quantity)];
    const sum = parts.reduce((total, units) => total + thousandths(units), 0);
    const total = parts.length === 0 ? null : sum / QUANTITY_SCALE;
    const variance = total === null ? null : (sum - thousandths(line.Expected)) / QUANTITY_SCALE;
    return { ...line, Counts: counts, pending, total, variance };
  });
}

/** How many items posting would change: counted lines whose count differs from the stock. */
export function itemsChanging(lines: readonly CountLine[]): number {
  return lines.filter((line) => line.variance !== null && line.variance !== 0).length;
}

/** +1.5, −2, 0: the sign says which way the stock moves. */
export function formatVariance(variance: number | null): string {
  if (variance === null) return '—';
  if (variance > 0) return `+${variance}`;
  if (variance < 0) return `−${Math.abs(variance)}`;
  return '0';
}

export function varianceTone(
  variance: number | null,
): 'neutral' | 'success' | 'danger' | 'warning' {
  if (variance === null) return 'neutral';
  if (variance === 0) return 'success';
  return variance < 0 ? 'danger' : 'warning';
}
