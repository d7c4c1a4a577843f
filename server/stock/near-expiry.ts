import { DEFAULT_ALERT_DAYS } from '../../contract/constants';
import { ALL_SITES, MAIN_SITE_ID } from '../../contract/paths';
import type { SiteScope } from './site-scope';
import type { NearExpiryEntry } from '../../contract/schemas/stock';
import { toQuantity } from '../../contract/validation/values';
import { localToday } from '../clock';
import type { DbOrTrx } from '../db/schema';

const LAST_DATE = '9999-12-31';

/** A calendar date plus some days, as YYYY-MM-DD; calendar arithmetic, so DST never shifts it. */
export function addCalendarDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const time = Date.UTC(year, month - 1, day + days);
  const shifted = new Date(time);
  if (Number.isNaN(time) || shifted.getUTCFullYear() > 9999) return LAST_DATE;
  if (shifted.getUTCFullYear() < 1) return '0001-01-01';
  return shifted.toISOString().slice(0, 10);
}

/**
 * Lots that still hold stock and expire within their item's alert window (7 days when unset),
 * counted from the server's local today; already expired ones included; soonest first. At one
 * site (Main unless told; callers name the request's).
 */
export async function listNearExpiry(
  db: DbOrTrx,
  today: string = localToday(),
  site: SiteScope = MAIN_SITE_ID,
): Promise<{ nearExpiryList: NearExpiryEntry[] }> {
  // The widest alert window bounds the query; each lot is then held to its own item's window.
  const { widest } = await db
    .selectFrom('items')
    .select((eb) =>
      eb.fn
        .max<number | null>(eb.fn.coalesce('alert_days', eb.lit(DEFAULT_ALERT_DAYS)))
        .as('widest'),
    )
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('lots')
    .innerJoin('items', 'items.id', 'lots.item_id')
    .select([
      'lots.id as id',
      'lots.item_id as item_id',
      'items.name as item_name',
      'items.alert_days as alert_days',
      'lots.expiration_date as expiration_date',
      'lots.remaining as remaining',
    ])
    .$if(site !== ALL_SITES, (rows) => rows.where('lots.site_id', '=', site as number))
    .where('lots.remaining', '>', 0)
    .where('lots.expiration_date', '<=', addCalendarDays(today, widest ?? DEFAULT_ALERT_DAYS))
    .orderBy('lots.expiration_date')
    .orderBy('lots.id')
    .execute();
  const nearExpiryList = rows
    .filter(
      (row) => row.expiration_date <= addCalendarDays(today, row.alert_days ?? DEFAULT_ALERT_DAYS),
    )
    .map((row) => ({
      ID: row.id,
      ItemID: row.item_id,
      Item: { Name: row.item_name },
      ExpirationDate: row.expiration_date,
      RemainingQuantity: toQuantity(row.remaining),
    }));
  return { nearExpiryList };
}
