import { translate, type MessageId } from '../../i18n';
import type { ItemLocation, LowItem } from '../../../contract/schemas/stock';
import type { Transfer } from '../../../contract/schemas/transfers';
import type { BadgeTone } from '../../ui/Badge';
import { matchesSearch } from '../../ui/filter';

/** What the Item Movement screen loads: every item's location, and which items are low. */
export interface MovementData {
  totalCount: number;
  items: ItemLocation[];
  lowItemIds: number[];
}

export interface ZoneCount {
  zone: string;
  count: number;
}

/** Items per zone (item area) for the bar chart, zones alphabetically. */
export function countPerZone(
  items: readonly { Location?: { Name?: string | null } | null }[],
): ZoneCount[] {
  const counts = new Map<string, number>();
  for (const item of items) {
    const zone = item.Location?.Name?.trim() || translate('itemMovement.unassigned');
    counts.set(zone, (counts.get(zone) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([zone, count]) => ({ zone, count }))
    .sort((a, b) => a.zone.localeCompare(b.zone));
}

export type StockStatus = 'In stock' | 'Low' | 'Out of stock';

/**
 * Out of stock when nothing remains; Low when the server lists the item in /low-items (its
 * threshold); otherwise In stock.
 */
export function stockStatusOf(quantity: number, isLow: boolean): StockStatus {
  if (!(quantity > 0)) return 'Out of stock';
  return isLow ? 'Low' : 'In stock';
}

const STATUS_TEXT: Record<StockStatus, MessageId> = {
  'In stock': 'itemMovement.statusInStock',
  Low: 'itemMovement.statusLow',
  'Out of stock': 'itemMovement.statusOut',
};

/** The status as the reader's language says it (search still matches the spec's words). */
export function statusText(status: StockStatus): string {
  return translate(STATUS_TEXT[status]);
}

export function statusTone(status: StockStatus): BadgeTone {
  switch (status) {
    case 'Out of stock':
      return 'danger';
    case 'Low':
      return 'warning';
    case 'In stock':
      return 'success';
  }
}

export interface MovementRow {
  itemId: number;
  name: string;
  location: string;
  quantity: number;
  unit: string;
  status: StockStatus;
}

/** The table's rows, by name. */
export function movementRows(data: MovementData): MovementRow[] {
  const low = new Set(data.lowItemIds);
  return data.items
    .map((item) => ({
      itemId: item.ID,
      name: item.Name,
      location: item.Location.Name,
      quantity: item.Quantity,
      unit: item.Unit,
      status: stockStatusOf(item.Quantity, low.has(item.ID)),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Case-insensitive search on item name, location and status. */
export function filterMovementRows(rows: readonly MovementRow[], search: string): MovementRow[] {
  return rows.filter((row) => matchesSearch(search, row.name, row.location, row.status));
}

/** The ids of the low items (GET /low-items answers the item nested in each entry). */
export function lowItemIdsOf(lowItems: readonly LowItem[]): number[] {
  return lowItems.map((entry) => entry.Item.ID);
}

/** One line of a transfer as stock that left or reached the site, naming the other site. */
export interface TransferMove {
  key: string;
  at: string;
  itemName: string;
  unit: string;
  /** Signed: − out (sent), + in (received). */
  quantity: number;
  direction: 'out' | 'in';
  otherSite: string;
}

/**
 * The stock the site's transfers moved (design: Sites and transfers), newest first: a send left
 * at once (out, unless cancelled: it came back); a receipt arrived (in, what was received). A
 * transfer still on its way here has moved nothing here yet.
 */
export function transferMoves(transfers: readonly Transfer[], siteId: number): TransferMove[] {
  const moves = transfers.flatMap((transfer) => {
    const out = transfer.FromSiteID === siteId;
    if (out ? transfer.Status === 'cancelled' : transfer.Status !== 'received') return [];
    const at = out ? transfer.SentAt : (transfer.ReceivedAt ?? transfer.SentAt);
    return transfer.Lines.map((line) => ({
      key: `${transfer.TransferId}-${line.LineId}`,
      at,
      itemName: line.Item.Name,
      unit: line.Item.Unit,
      quantity: out ? -line.Quantity : (line.ReceivedQuantity ?? 0),
      direction: out ? ('out' as const) : ('in' as const),
      otherSite: out ? transfer.ToSite.Name : transfer.FromSite.Name,
    }));
  });
  return moves.sort((a, b) => b.at.localeCompare(a.at));
}
