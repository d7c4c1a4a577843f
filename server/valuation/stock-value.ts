import { sql, type RawBuilder } from 'kysely';
import { toMoney, toMoneyOrNull } from '../../contract/money';
import { ALL_SITES } from '../../contract/paths';
import type { StockValueGroupBy, StockValueReport } from '../../contract/schemas/valuation';
import { toQuantity } from '../../contract/validation/values';
import type { DbOrTrx } from '../db/schema';
import type { SiteChoice } from '../sites/request-site';
import { toBigInt, valueOrNull } from './amounts';
import { joinSum, lotValueOf, splitSum, type SumPart } from './exact-sums';

/** A lot's unit cost, or its item's latest known cost when it has none. */
const unitCost = sql<number | null>`coalesce(lots.unit_cost, item_costs.unit_cost)`;

const unvaluedSum = sql<
  number | null
>`cast(sum(case when ${unitCost} is null then lots.remaining else 0 end) as bigint)`;

/**
 * The stock's value in ten-thousandths, as the two parts of an overflow-proof sum
 * (exact-sums.ts): lots without a known cost count 0 here and apart as unvalued.
 */
function valueSum(db: DbOrTrx) {
  const value = sql`case when ${unitCost} is null then 0 else ${lotValueOf(db, sql`lots.remaining`, unitCost)} end`;
  return splitSum(db, value);
}

/** The lots of one site, or of every site (`all`): a condition after `where`. */
function lotsAt(site: SiteChoice) {
  return site === ALL_SITES ? sql`` : sql`and lots.site_id = ${site}`;
}

interface Grouping {
  key: RawBuilder<number>;
  joins: RawBuilder<unknown>;
  names: 'items' | 'categories' | 'item_areas' | 'sites';
}

/**
 * Each grouping: the key it groups lots by, what it joins for that, and the table that names
 * the key (joined after aggregating, so only one name is read per row).
 */
const GROUPS: Record<StockValueGroupBy, Grouping> = {
  item: { key: sql`lots.item_id`, joins: sql``, names: 'items' },
  category: {
    key: sql`items.category_id`,
    joins: sql`join items on items.id = lots.item_id`,
    names: 'categories',
  },
  itemArea: {
    key: sql`items.item_area_id`,
    joins: sql`join items on items.id = lots.item_id`,
    names: 'item_areas',
  },
  site: { key: sql`lots.site_id`, joins: sql``, names: 'sites' },
};

/**
 * By item area once some item has an area of its own at another site (design: Sites and
 * transfers): its area at the lot's site, else its own. Looking that up for every lot costs
 * about a fifth more, so it is read only when item_sites names an area at all.
 */
const AREA_AT_LOT_SITE: Grouping = {
  key: sql`coalesce(item_sites.item_area_id, items.item_area_id)`,
  joins: sql`join items on items.id = lots.item_id
    left join item_sites on item_sites.item_id = lots.item_id
      and item_sites.site_id = lots.site_id`,
  names: 'item_areas',
};

async function anyAreaAtOtherSite(db: DbOrTrx): Promise<boolean> {
  const row = await db
    .selectFrom('item_sites')
    .select('item_id')
    .where('item_area_id', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

interface Totals {
  key: number;
  name: string;
  quantity: bigint;
  value: bigint;
  unvalued: bigint;
}

/** Highest value first, then the rows with no valued stock, then by name (code points), key. */
function byValue(a: Totals, b: Totals): number {
  if (a.value !== b.value) return a.value > b.value ? -1 : 1;
  if (a.unvalued !== b.unvalued) return a.unvalued < b.unvalued ? -1 : 1;
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.key - b.key;
}

interface GroupRow {
  key: number;
  name: string;
  quantity: number;
  value_high: SumPart;
  value_low: SumPart;
  unvalued: number | null;
}

/**
 * What the stock on hand at the site (or every site: `all`) is worth, grouped by item,
 * category, item area or site: one GROUP BY in the database, summed so that no total can
 * overflow (exact-sums.ts), then named. Rows by value, highest first, then those without a known
 * cost; unvalued stock counted apart.
 */
export async function readStockValue(
  db: DbOrTrx,
  currency: string,
  groupBy: StockValueGroupBy = 'item',
  site: SiteChoice = ALL_SITES,
): Promise<StockValueReport> {
  const { key, joins, names } =
    groupBy === 'itemArea' && (await anyAreaAtOtherSite(db)) ? AREA_AT_LOT_SITE : GROUPS[groupBy];
  const value = valueSum(db);
  const { rows } = await sql<GroupRow>`
    select totals.key, named.name, totals.quantity, totals.value_high, totals.value_low,
      totals.unvalued
    from (
      select ${key} as key, cast(sum(lots.remaining) as bigint) as quantity,
        ${value.high} as value_high, ${value.low} as value_low, ${unvaluedSum} as unvalued
      from lots ${joins}
      left join item_costs on item_costs.item_id = lots.item_id
      where lots.remaining > 0 ${lotsAt(site)}
      group by ${key}
    ) totals
    join ${sql.table(names)} named on named.id = totals.key`.execute(db);
  let total = 0n;
  let unvalued = 0n;
  const totals = rows.map((row): Totals => {
    const sums = {
      key: row.key,
      name: row.name,
      quantity: toBigInt(row.quantity),
      value: joinSum(row.value_high, row.value_low),
      unvalued: toBigInt(row.unvalued),
    };
    total += sums.value;
    unvalued += sums.unvalued;
    return sums;
  });
  // Sorted here: 50,000 item rows spill PostgreSQL's sort to disk at the default work_mem.
  const report = totals.sort(byValue).map((row) => ({
    Key: row.key,
    Name: row.name,
    Quantity: toQuantity(Number(row.quantity)),
    Value: toMoneyOrNull(valueOrNull(row.value, row.quantity - row.unvalued)),
    UnvaluedQuantity: toQuantity(Number(row.unvalued)),
  }));
  // Transfers (T) add `inTransitValue` here: stock in transit is in no site's rows or total.
  return {
    currency,
    total: toMoney(total),
    unvaluedQuantity: toQuantity(Number(unvalued)),
    rows: report,
  };
}

/**
 * The dashboard's Stock Value figure: the total alone at the site (or every site), one
 * aggregate without grouping.
 */
export async function readStockValueTotal(
  db: DbOrTrx,
  site: SiteChoice = ALL_SITES,
): Promise<{ total: bigint; unvalued: bigint }> {
  const value = valueSum(db);
  const row = await db
    .selectFrom('lots')
    .leftJoin('item_costs', 'item_costs.item_id', 'lots.item_id')
    .select([value.high.as('high'), value.low.as('low'), unvaluedSum.as('unvalued')])
    .where('lots.remaining', '>', 0)
    .$if(site !== ALL_SITES, (query) => query.where('lots.site_id', '=', Number(site)))
    .executeTakeFirstOrThrow();
  return { total: joinSum(row.high, row.low), unvalued: toBigInt(row.unvalued) };
}
