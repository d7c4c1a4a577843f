import { sql } from 'kysely';
import {
  DASHBOARD_LOCATION_ROWS,
  DASHBOARD_LOW_ROWS,
  SPEED_CLASSES,
} from '../../contract/constants';
import type { DashboardSummary } from '../../contract/schemas/stock';
import { toQuantity } from '../../contract/validation/values';
import type { DbOrTrx } from '../db/schema';
import { selectItemRows, toStockItem } from '../reference/item-rows';
import { countLowItems, listLowItems } from './stock-levels';
import { ALL_SITES } from '../../contract/paths';
import { itemIsAtSite, type SiteScope } from './site-scope';
import { toMoney } from '../../contract/money';
import { AWAITING_APPROVAL } from '../../contract/po-approval';
import { readStockValueTotal } from '../valuation/stock-value';
import { readWasteCostThisMonth } from '../valuation/waste-cost';

/** A speed class as stored, compared as the client does: trimmed, whatever its case. */
const speedKey = sql<string>`lower(trim(item_areas.speed_class))`;

/** Fast first, then Medium, Slow, anything else (as the dashboard's location table sorts). */
const speedRank = sql<number>`case ${speedKey} when 'fast' then 1 when 'medium' then 2 when 'slow' then 3 else 9 end`;

async function countItems(db: DbOrTrx, site: SiteScope): Promise<number> {
  const { count } = await db
    .selectFrom('items')
    .where((eb) => itemIsAtSite(eb, site))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return count;
}

async function countLots(db: DbOrTrx, site: SiteScope): Promise<number> {
  const { count } = await db
    .selectFrom('lots')
    .$if(site !== ALL_SITES, (query) => query.where('lots.site_id', '=', site as number))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return count;
}

/** Items per speed class: one GROUP BY, three rows at most that matter. */
async function countSpeedClasses(
  db: DbOrTrx,
  site: SiteScope,
): Promise<DashboardSummary['speedCounts']> {
  const rows = await db
    .selectFrom('items')
    .innerJoin('item_areas', 'item_areas.id', 'items.item_area_id')
    .where((eb) => itemIsAtSite(eb, site))
    .select([speedKey.as('speed'), (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy(speedKey)
    .execute();
  const counts = { Fast: 0, Medium: 0, Slow: 0 };
  for (const row of rows) {
    const speed = SPEED_CLASSES.find((name) => name.toLowerCase() === row.speed);
    if (speed) counts[speed] += row.count;
  }
  return counts;
}

/** Wasted quantity per reason as stored, summed exactly in thousandths by the database. */
async function sumWasteByReason(
  db: DbOrTrx,
  site: SiteScope,
): Promise<DashboardSummary['wasteByReason']> {
  const rows = await db
    .selectFrom('waste')
    .$if(site !== ALL_SITES, (query) => query.where('waste.site_id', '=', site as number))
    .select(['waste.reason', sql<number>`cast(sum(waste.quantity) as bigint)`.as('total')])
    .groupBy('waste.reason')
    .orderBy('waste.reason')
    .execute();
  return rows.map((row) => ({ Reason: row.reason, Quantity: toQuantity(row.total) }));
}

/**
 * The location table's rows: fastest zones first, then by name. lower(name) stands in for the
 * client's localeCompare, which sorts these few rows again.
 */
async function topLocations(db: DbOrTrx, site: SiteScope): Promise<DashboardSummary['locations']> {
  const rows = await selectItemRows(db)
    .where((eb) => itemIsAtSite(eb, site))
    .orderBy(speedRank)
    .orderBy(sql`lower(items.name)`)
    .orderBy('items.name')
    .orderBy('items.id')
    .limit(DASHBOARD_LOCATION_ROWS)
    .execute();
  return rows.map(toStockItem);
}

async function countUsers(db: DbOrTrx): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .where('users.deleted_at', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return count;
}

/** The dashboard's money figures at the site (design: Valuation), for page Valuation's roles. */
async function readValuationFigures(db: DbOrTrx, today: string, site: SiteScope) {
  const [stock, waste] = await Promise.all([
    readStockValueTotal(db, site),
    readWasteCostThisMonth(db, today, site),
  ]);
  return {
    stockValue: toMoney(stock.total),
    stockUnvaluedQuantity: toQuantity(Number(stock.unvalued)),
    wasteCostThisMonth: toMoney(waste),
  };
}

export interface SummaryOptions {
  /** The request's site, or every site added up. */
  site: SiteScope;
  lowStockThreshold: number;
  currency: string;
  /** The server-local date (waste this month); set only when the role may see valuation. */
  valuationToday: string | null;
  /** PO_APPROVAL_LIMIT (null: none), the figure Suggested Orders compares an order with. */
  poApprovalLimit?: number | null;
  /** Set for the roles that approve: count the orders waiting for them. */
  countAwaitingApproval?: boolean;
}

/** Purchase orders at the site waiting for an Administrator (design: Activity log and approvals). */
async function countAwaitingApproval(db: DbOrTrx, site: SiteScope): Promise<number> {
  const row = await db
    .selectFrom('purchase_orders')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', '=', AWAITING_APPROVAL)
    .$if(site !== ALL_SITES, (query) => query.where('site_id', '=', site as number))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every figure the dashboard draws, from aggregate queries (design: Scale). */
export async function readDashboardSummary(
  db: DbOrTrx,
  options: SummaryOptions,
): Promise<DashboardSummary> {
  const { site, lowStockThreshold, currency, valuationToday } = options;
  const [
    totalItems,
    receivedCount,
    totalUsers,
    speedCounts,
    wasteByReason,
    locations,
    low,
    lowTotal,
  ] = await Promise.all([
    countItems(db, site),
    countLots(db, site),
    countUsers(db),
    countSpeedClasses(db, site),
    sumWasteByReason(db, site),
    topLocations(db, site),
    listLowItems(db, site, lowStockThreshold, DASHBOARD_LOW_ROWS),
    countLowItems(db, site, lowStockThreshold),
  ]);
  const valuation =
    valuationToday === null ? {} : await readValuationFigures(db, valuationToday, site);
  const approvals = options.countAwaitingApproval
    ? { awaitingApproval: await countAwaitingApproval(db, site) }
    : {};
  return {
    totalItems,
    receivedCount,
    totalUsers,
    speedCounts,
    wasteByReason,
    locations,
    lowItems: low.lowItems,
    lowItemsTotal: lowTotal,
    currency,
    poApprovalLimit: options.poApprovalLimit ?? null,
    ...valuation,
    ...approvals,
  };
}
