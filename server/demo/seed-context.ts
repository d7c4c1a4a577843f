import { addDays, format } from 'date-fns';
import type { Transaction } from 'kysely';
import { QUANTITY_SCALE } from '../../contract/constants';
import type { Database, Engine } from '../db/schema';
import { DEMO_ITEMS, type DemoItem } from './catalog';
import type { DemoReferences } from './seed-reference';

/** What the stock history's steps share: the transaction, the inserted ids and the clock. */

export const DAY_MS = 24 * 3600 * 1000;
export interface Line {
  itemIndex: number;
  quantity: number;
}

export const thousandths = (units: number) => Math.round(units * QUANTITY_SCALE);

/** A share of the item's usual delivery, in half units, at least one. */
export const shareOf = (item: DemoItem, share: number) =>
  Math.max(1, Math.round(item.par * share * 2) / 2);

export function indexOf(name: string): number {
  const index = DEMO_ITEMS.findIndex((item) => item.name === name);
  if (index < 0) throw new Error(`Demo data has no item ${name}.`);
  return index;
}

export interface StockContext {
  trx: Transaction<Database>;
  engine: Engine;
  refs: DemoReferences;
  now: Date;
}

export function dateIn(context: StockContext, days: number): string {
  return format(addDays(context.now, days), 'yyyy-MM-dd');
}

/** A timestamp some days (and hours) before now. */
export function daysAgo(context: StockContext, days: number, hours = 0): string {
  return new Date(context.now.getTime() - days * DAY_MS - hours * 3600 * 1000).toISOString();
}

export function idOf(map: Map<string, number>, name: string): number {
  const id = map.get(name);
  if (id === undefined) throw new Error(`Demo data has no ${name}.`);
  return id;
}

export function itemId(context: StockContext, index: number): number {
  const id = context.refs.itemIds[index];
  if (id === undefined) throw new Error(`Demo item ${index} was not inserted.`);
  return id;
}
