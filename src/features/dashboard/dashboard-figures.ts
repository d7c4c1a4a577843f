import {
  CRITICAL_STOCK_UNITS,
  DASHBOARD_LOCATION_ROWS,
  MOVEMENT_WEIGHTS,
  SPEED_CLASSES,
  WASTE_REASONS,
  type SpeedClass,
} from '../../../contract/constants';
import { ROUTES } from '../../lib/routes';
import type { MessageId } from '../../i18n/messages/en';
import { dashboard as english } from '../../i18n/messages/en/dashboard';

/**
 * Every figure the dashboard shows, computed here (spec 2.6, 9); the components only draw.
 * Inputs are null while unknown (not loaded and nothing saved): the card then shows a dash.
 */

export interface SummaryInputs {
  totalItems: number | null;
  receivedCount: number | null;
  totalUsers: number | null;
}

export interface SummaryCard {
  key: 'totalItems' | 'inStock' | 'outOfStock' | 'totalUsers';
  /** The card's label: the screen shows `labelId` in the reader's language. */
  labelId: MessageId;
  /** The spec's English label (the server's tests read these figures without React). */
  label: string;
  value: number | null;
}

/** A card's label id with its English text (this module also runs on the server's tests). */
const labelled = (labelId: keyof typeof english) => ({ labelId, label: english[labelId] });

/** Items out of Stock: total items minus the received items count (spec 2.6), never below 0. */
export function outOfStockCount(totalItems: number, receivedCount: number): number {
  return Math.max(0, totalItems - receivedCount);
}

export function summaryCards({
  totalItems,
  receivedCount,
  totalUsers,
}: SummaryInputs): SummaryCard[] {
  return [
    { key: 'totalItems', ...labelled('dashboard.totalItems'), value: totalItems },
    { key: 'inStock', ...labelled('dashboard.itemsInStock'), value: receivedCount },
    {
      key: 'outOfStock',
      ...labelled('dashboard.itemsOutOfStock'),
      value:
        totalItems === null || receivedCount === null
          ? null
          : outOfStockCount(totalItems, receivedCount),
    },
    { key: 'totalUsers', ...labelled('dashboard.totalUsers'), value: totalUsers },
  ];
}

export type SpeedCounts = Record<SpeedClass, number>;

/** The speed class as the spec spells it (Fast, Medium, Slow), whatever its case; else null. */
export function speedClassOf(value: string | null | undefined): SpeedClass | null {
  const wanted = (value ?? '').trim().toLowerCase();
  return SPEED_CLASSES.find((speed) => speed.toLowerCase() === wanted) ?? null;
}

/** How many items sit in fast, medium and slow zones. */
export function countSpeedClasses(
  items: readonly { Location?: { SpeedClass?: string | null } | null }[],
): SpeedCounts {
  const counts: SpeedCounts = { Fast: 0, Medium: 0, Slow: 0 };
  for (const item of items) {
    const speed = speedClassOf(item.Location?.SpeedClass);
    if (speed) counts[speed] += 1;
  }
  return counts;
}

export interface MovementPoint {
  week: string;
  fast: number;
  medium: number;
  slow: number;
}

export const MOVEMENT_WEEKS = [1, 2, 3, 4] as const;

/**
 * The synthetic movement chart (spec 9): for week w, fast = count × w × 100, medium = count ×
 * w × 50, slow = count × w × 25.
 */
export function movementSeries(counts: SpeedCounts): MovementPoint[] {
  return MOVEMENT_WEEKS.map((week) => ({
    // The spec's English name; the chart shows each week in the reader's language.
    week: english['dashboard.week'].replace('{week}', String(week)),
    fast: counts.Fast * week * MOVEMENT_WEIGHTS.Fast,
    medium: counts.Medium * week * MOVEMENT_WEIGHTS.Medium,
    slow: counts.Slow * week * MOVEMENT_WEIGHTS.Slow,
  }));
}

/**
 * The pie chart's palette: 8 colours (spec 9), reused in turn past the eighth slice. They are
 * custom properties (src/ui/styles.css) so the dark theme can use lighter tones.
 */
export const PIE_PALETTE = [
  'var(--color-pie-1)',
  'var(--color-pie-2)',
  'var(--color-pie-3)',
  'var(--color-pie-4)',
  'var(--color-pie-5)',
  'var(--color-pie-6)',
  'var(--color-pie-7)',
  'var(--color-pie-8)',
] as const;

export function paletteColour(index: number): string {
  return PIE_PALETTE[index % PIE_PALETTE.length] ?? PIE_PALETTE[0];
}

export interface WasteSlice {
  name: string;
  value: number;
}

/**
 * Wasted quantity by reason: the spec's reasons first (Damaged, Expired), then any other reason
 * alphabetically; reasons with nothing wasted are left out (an empty slice draws nothing).
 */
export function wasteByReason(
  wasteItems: readonly { Reason: string; Quantity: number }[],
): WasteSlice[] {
  const totals = new Map<string, number>();
  for (const entry of wasteItems) {
    const reason = entry.Reason.trim() || 'Other';
    totals.set(reason, (totals.get(reason) ?? 0) + entry.Quantity);
  }
  const known: readonly string[] = WASTE_REASONS;
  const order = (name: string) => {
    const index = known.indexOf(name);
    return index === -1 ? known.length : index;
  };
  return [...totals.entries()]
    .filter(([, value]) => value > 0)
    .map(([name, value]) => ({ name, value: roundQuantity(value) }))
    .sort((a, b) => order(a.name) - order(b.name) || a.name.localeCompare(b.name));
}

/** The pie's slices with their palette colour, in order. */
export function coloredSlices(slices: readonly WasteSlice[]): (WasteSlice & { fill: string })[] {
  return slices.map((slice, index) => ({ ...slice, fill: paletteColour(index) }));
}

/** Sums of decimals (2.5 kg + 0.1 kg) rounded back to the 3 places quantities have. */
function roundQuantity(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** Low stock is critical at 3 units or fewer (spec 2.6, 9). */
export function isCritical(units: number): boolean {
  return units <= CRITICAL_STOCK_UNITS;
}

export interface LowStockRow {
  itemId: number;
  name: string;
  units: number;
  unit: string;
  critical: boolean;
  restockPath: string;
}

/** 'Restock Now' opens the received-items form with the item in its first row. */
export function restockPath(itemId: number): string {
  return `${ROUTES.receivedItemCreate}?itemId=${itemId}`;
}

/** The Low Stock Alert rows, fewest units first. */
export function lowStockRows(
  lowItems: readonly { Item: { ID: number; Name: string; Unit?: string }; Quantity: number }[],
): LowStockRow[] {
  return lowItems
    .map((entry) => ({
      itemId: entry.Item.ID,
      name: entry.Item.Name,
      units: entry.Quantity,
      unit: entry.Item.Unit ?? '',
      critical: isCritical(entry.Quantity),
      restockPath: restockPath(entry.Item.ID),
    }))
    .sort((a, b) => a.units - b.units || a.name.localeCompare(b.name));
}

/** Speed tags: Fast green, Medium blue, Slow amber (as on the item-area list). */
export function speedTone(speed: SpeedClass | null): 'success' | 'info' | 'warning' | 'neutral' {
  switch (speed) {
    case 'Fast':
      return 'success';
    case 'Medium':
      return 'info';
    case 'Slow':
      return 'warning';
    case null:
      return 'neutral';
  }
}

export interface LocationRow {
  itemId: number;
  name: string;
  url: string | null;
  zone: string;
  speed: SpeedClass | null;
}

/** Rows the dashboard's 'Item Location & Movement' table shows at most; the rest is one click away. */
export const LOCATION_ROWS_SHOWN = DASHBOARD_LOCATION_ROWS;

/** Items with their zone and speed, fastest zones first, then by name; at most `limit`. */
export function locationRows(
  items: readonly {
    ID: number;
    Name: string;
    URL: string | null;
    Location?: { Name?: string | null; SpeedClass?: string | null } | null;
  }[],
  limit: number = LOCATION_ROWS_SHOWN,
): LocationRow[] {
  const rank = (speed: SpeedClass | null) =>
    speed ? SPEED_CLASSES.length - SPEED_CLASSES.indexOf(speed) : 9;
  return items
    .map((item) => ({
      itemId: item.ID,
      name: item.Name,
      url: item.URL,
      zone: item.Location?.Name ?? '—',
      speed: speedClassOf(item.Location?.SpeedClass),
    }))
    .sort((a, b) => rank(a.speed) - rank(b.speed) || a.name.localeCompare(b.name))
    .slice(0, limit);
}
