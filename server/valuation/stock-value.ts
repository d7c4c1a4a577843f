import { sql, type RawBuilder } from 'kysely';
import { toMoney, toMoneyOrNull } from '../../contract/money';
import type { StockValueGroup, StockValueReport } from '../../contract/schemas/valuation';
import { toQuantity } from '../../contract/validation/values';
import type { DbOrTrx } from '../db/schema';
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

/**
 * Each grouping: the key it groups lots by, whether that needs the items table, and the table
 * that names the key (joined after aggregating, so only one name is read per row).
 */
const GROUPS: Record<
  StockValueGroup,
  { key: RawBuilder<number>; needsItems: boolean; names: 'items' | 'categories' | 'item_areas' }
> = {
  item: { key: sql`lots.item_id`, needsItems: false, names: 'items' },
  category: { key: sql`items.category_id`, needsItems: true, names: 'categories' },
  itemArea: { key: sql`items.item_area_id`, needsItems: true, names: 'item_areas' },
};

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
 * What the stock on hand is worth, grouped by item, category or item area: one GROUP BY in the
 * database, summed so that no total can overflow (exact-sums.ts), then named. Rows by value, highest first, then those without a known cost;
 * unvalued stock counted apart.
 */
export async function readStockValue(
  db: DbOrTrx,
  currency: string,
  groupBy: StockValueGroup = 'item',
): Promise<StockValueReport> {
  const { key, needsItems, names } = GROUPS[groupBy];
  const items = needsItems ? sql`join items on items.id = lots.item_id` : sql``;
  const value = valueSum(db);
  const { rows } = await sql<GroupRow>`
    select totals.key, named.name, totals.quantity, totals.value_high, totals.value_low,
      totals.unvalued
    from (
      select ${key} as key, cast(sum(lots.remaining) as bigint) as quantity,
        ${value.high} as value_high, ${value.low} as value_low, ${unvaluedSum} as unvalued
      from lots ${items}
      left join item_costs on item_costs.item_id = lots.item_id
      where lots.remaining > 0
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
  return {
    currency,
    total: toMoney(total),
    unvaluedQuantity: toQuantity(Number(unvalued)),
    rows: report,
  };
}

/** The dashboard's Stock Value figure: the total alone, one aggregate without grouping. */
export async function readStockValueTotal(
  db: DbOrTrx,
): Promise<{ total: bigint; unvalued: bigint }> {
  const value = valueSum(db);
  const row = await db
    .selectFrom('lots')
    .leftJoin('item_costs', 'item_costs.item_id', 'lots.item_id')
    .select([value.high.as('high'), value.low.as('low'), unvaluedSum.as('unvalued')])
    .where('lots.remaining', '>', 0)
    .executeTakeFirstOrThrow();
  return { total: joinSum(row.high, row.low), unvalued: toBigInt(row.unvalued) };
}
