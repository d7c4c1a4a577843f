import {
  listOfKind,
  type KindListId,
  type ListKind,
  type ServerListId,
} from '../../contract/lists';

/**
 * The app's route paths (spec 2.1), named once. The route table (src/app/route-table.ts)
 * gives each its title, page and screen; features link and navigate with these names and
 * fill parameters with react-router's `generatePath(ROUTES.itemDetail, { id })`.
 */
export const ROUTES = {
  login: '/login',
  unauthorized: '/unauthorized',
  dashboard: '/dashboard',
  items: '/items',
  itemCreate: '/items/create',
  itemImport: '/items/import',
  itemLabels: '/items/labels',
  itemDetail: '/items/:id',
  receivedItems: '/inventory/received-items',
  receivedItemCreate: '/inventory/received-items/create',
  poItems: '/inventory/po-items',
  poItemCreate: '/inventory/po-items/create',
  orders: '/orders',
  orderCreate: '/orders/create',
  purchaseOrders: '/purchase-orders',
  purchaseOrderCreate: '/purchase-orders/create',
  purchaseOrderSuggestions: '/purchase-orders/suggestions',
  purchaseOrderDetail: '/purchase-orders/:id',
  purchaseOrderEdit: '/purchase-orders/:id/edit',
  users: '/users',
  userCreate: '/users/create',
  userDetail: '/users/:id',
  userChangePassword: '/users/:id/change-password',
  itemMovement: '/item-movement',
  stocktakes: '/stocktakes',
  stocktakeCreate: '/stocktakes/create',
  stocktakeDetail: '/stocktakes/:id',
  /** Page Transfers (design: Sites and transfers), beyond the spec. */
  transfers: '/transfers',
  transferCreate: '/transfers/create',
  transferDetail: '/transfers/:id',
  suppliers: '/suppliers',
  supplierCreate: '/suppliers/create',
  supplierImport: '/suppliers/import',
  supplierDetail: '/suppliers/:id',
  categories: '/categories',
  categoryCreate: '/categories/create',
  categoryDetail: '/categories/:id',
  departments: '/departments',
  departmentCreate: '/departments/create',
  departmentDetail: '/departments/:id',
  itemAreas: '/item-area',
  itemAreaCreate: '/item-area/create',
  wasteReports: '/reports',
  wasteReportCreate: '/reports/create',
  /** Page Valuation (design: Valuation), beyond the spec. */
  stockValue: '/reports/stock-value',
  wasteCost: '/reports/waste-cost',
  /** Page Sites (design: Sites and transfers), beyond the spec. */
  sites: '/sites',
  siteCreate: '/sites/create',
  siteDetail: '/sites/:id',
  /** Page Activity (design: Activity log and approvals), beyond the spec. */
  activity: '/activity',
} as const;

/**
 * The screen of each server list (contract/lists.ts), keyed by its id: the client side of the
 * table, since the contract does not know the app's routes. Beside ROUTES, so a new list's
 * screen and its binding are one edit. Lists with no screen of their own (the bell's
 * near-expiry, the dashboard's inputs, panels) are left out; a list an outbox kind belongs to
 * must have one (the type check asks).
 */
export const LIST_ROUTES = {
  items: ROUTES.items,
  categories: ROUTES.categories,
  'item-areas': ROUTES.itemAreas,
  suppliers: ROUTES.suppliers,
  departments: ROUTES.departments,
  users: ROUTES.users,
  'received-items': ROUTES.receivedItems,
  'po-items': ROUTES.poItems,
  waste: ROUTES.wasteReports,
  orders: ROUTES.orders,
  'purchase-orders': ROUTES.purchaseOrders,
  'purchase-suggestions': ROUTES.purchaseOrderSuggestions,
  stocktakes: ROUTES.stocktakes,
  transfers: ROUTES.transfers,
  'stock-value': ROUTES.stockValue,
  'waste-cost': ROUTES.wasteCost,
  'item-movement': ROUTES.itemMovement,
  dashboard: ROUTES.dashboard,
} as const satisfies Partial<Record<ServerListId, string>> & Record<KindListId, string>;

/** The list screen an outbox kind's entries show in (and a saved form goes to). */
export function listRouteOfKind(kind: ListKind): string {
  return LIST_ROUTES[listOfKind(kind)];
}

/** Where `/` and a sign-in lead. */
export const HOME_PATH = ROUTES.dashboard;

/** The inventory section (spec 2.2): its header tabs show on every page under it. */
export const INVENTORY_SECTION = '/inventory/';

/** A route with its `:id` filled in: `routeWithId(ROUTES.itemDetail, 7)` is '/items/7'. */
export function routeWithId(route: `${string}:id${string}`, id: number | string): string {
  return route.replace(':id', encodeURIComponent(String(id)));
}
