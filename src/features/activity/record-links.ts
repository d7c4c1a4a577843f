import { canAccess, type PageName } from '../../../contract/roles';
import type { ActivityEntry } from '../../api/activity';
import { ROUTES, routeWithId } from '../../lib/routes';

/** The detail screen of each record type that has one, and the page it needs. */
const DETAIL_OF: Readonly<
  Record<string, { route: `${string}:id${string}`; page: PageName } | undefined>
> = {
  item: { route: ROUTES.itemDetail, page: 'Items' },
  supplier: { route: ROUTES.supplierDetail, page: 'Suppliers' },
  category: { route: ROUTES.categoryDetail, page: 'Categories' },
  department: { route: ROUTES.departmentDetail, page: 'Departments' },
  user: { route: ROUTES.userDetail, page: 'Users' },
  site: { route: ROUTES.siteDetail, page: 'Sites' },
  'purchase-order': { route: ROUTES.purchaseOrderDetail, page: 'Purchasing' },
  stocktake: { route: ROUTES.stocktakeDetail, page: 'Stocktake' },
  transfer: { route: ROUTES.transferDetail, page: 'Transfers' },
};

/**
 * Where an entry's record opens, for a person whose role may open it; null for a deleted
 * record, a record type without a detail screen, or an entry about no record (a sign-in).
 */
export function recordLinkOf(entry: ActivityEntry, roleName: string | null | undefined) {
  const detail = DETAIL_OF[entry.Entity];
  if (!detail || entry.EntityID === null || entry.Action === 'delete') return null;
  if (!/^\d+$/.test(entry.EntityID) || !canAccess(roleName, detail.page)) return null;
  return routeWithId(detail.route, entry.EntityID);
}
