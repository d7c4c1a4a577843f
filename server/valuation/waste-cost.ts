import { sql } from 'kysely';
import { toMoney, toMoneyOrNull } from '../../contract/money';
import type { WasteCostQuery, WasteCostReport } from '../../contract/schemas/valuation';
import { toQuantity } from '../../contract/validation/values';
import { ALL_SITES } from '../../contract/paths';
import type { DbOrTrx } from '../db/schema';
import type { SiteChoice } from '../sites/request-site';
import { startOfLocalDay } from '../clock';
import { toBigInt, valueOrNull } from './amounts';
import { joinSum, splitSum, type SumPart } from './exact-sums';
import { wasteWithTransferLosses } from './transfer-losses';

const quantitySum = sql<number | null>`cast(sum(waste.quantity) as bigint)`;
/** The cost columns, summed so that no total can overflow (exact-sums.ts). */
const costSum = (db: DbOrTrx) => splitSum(db, sql`waste.cost`);
const unvaluedSum = sql<number | null>`cast(sum(waste.unvalued_quantity) as bigint)`;

interface Sums {
  quantity: number | null;
  cost_high: SumPart;
  cost_low: SumPart;
  unvalued: number | null;
}

/** A group's figures: Cost null when nothing of it had a known cost. */
function toFigures(row: Sums) {
  const quantity = toBigInt(row.quantity);
  const unvalued = toBigInt(row.unvalued);
  const cost = valueOrNull(joinSum(row.cost_high, row.cost_low), quantity - unvalued);
  return {
    cost,
    fields: {
      Quantity: toQuantity(Number(quantity)),
      Cost: toMoneyOrNull(cost),
      UnvaluedQuantity: toQuantity(Number(unvalued)),
    },
  };
}

/** Highest cost first, unvalued last, then by name. */
function byCost<T extends { cost: bigint | null; name: string }>(a: T, b: T): number {
  const x = a.cost ?? -1n;
  const y = b.cost ?? -1n;
  if (x !== y) return x > y ? -1 : 1;
  return a.name.localeCompare(b.name);
}

/** One site's waste reports, or every site's (`all`). */
function wasteAt(db: DbOrTrx, site: SiteChoice) {
  return db
    .selectFrom(wasteWithTransferLosses(db).as('waste'))
    .$if(site !== ALL_SITES, (query) => query.where('waste.site_id', '=', Number(site)));
}

/**
 * What waste cost at the site (or every site) in a period of server-local calendar days
 * (inclusive; either end may be open), by reason and by item: the costs recorded when each
 * report took its lots, summed by the database.
 */
export async function readWasteCost(
  db: DbOrTrx,
  currency: string,
  period: Pick<WasteCostQuery, 'from' | 'to'>,
  site: SiteChoice = ALL_SITES,
): Promise<WasteCostReport> {
  let base = wasteAt(db, site);
  if (period.from) base = base.where('waste.wasted_at', '>=', startOfLocalDay(period.from));
  if (period.to) base = base.where('waste.wasted_at', '<', startOfLocalDay(period.to, 1));
  const cost = costSum(db);
  const [reasons, items] = await Promise.all([
    base
      .select([
        'waste.reason',
        quantitySum.as('quantity'),
        cost.high.as('cost_high'),
        cost.low.as('cost_low'),
        unvaluedSum.as('unvalued'),
      ])
      .groupBy('waste.reason')
      .execute(),
    base
      .innerJoin('items', 'items.id', 'waste.item_id')
      .select([
        'items.id',
        'items.name',
        quantitySum.as('quantity'),
        cost.high.as('cost_high'),
        cost.low.as('cost_low'),
        unvaluedSum.as('unvalued'),
      ])
      .groupBy(['items.id', 'items.name'])
      .execute(),
  ]);
  let total = 0n;
  let unvalued = 0n;
  for (const row of reasons) {
    total += joinSum(row.cost_high, row.cost_low);
    unvalued += toBigInt(row.unvalued);
  }
  return {
    currency,
    from: period.from ?? null,
    to: period.to ?? null,
    total: toMoney(total),
    unvaluedQuantity: toQuantity(Number(unvalued)),
    byReason: reasons
      .map((row) => ({ name: row.reason, ...toFigures(row) }))
      .sort(byCost)
      .map(({ name, fields }) => ({ Reason: name, ...fields })),
    byItem: items
      .map((row) => ({ id: row.id, name: row.name, ...toFigures(row) }))
      .sort(byCost)
      .map(({ id, name, fields }) => ({ ItemID: id, Name: name, ...fields })),
  };
}

/** The dashboard's Waste This Month: the cost of waste at the site since the month began. */
export async function readWasteCostThisMonth(
  db: DbOrTrx,
  today: string,
  site: SiteChoice = ALL_SITES,
): Promise<bigint> {
  const cost = costSum(db);
  const row = await wasteAt(db, site)
    .select([cost.high.as('high'), cost.low.as('low')])
    .where('waste.wasted_at', '>=', startOfLocalDay(`${today.slice(0, 7)}-01`))
    .executeTakeFirstOrThrow();
  return joinSum(row.high, row.low);
}
