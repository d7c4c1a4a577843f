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
} as const;

/** Where `/` and a sign-in lead. */
export const HOME_PATH = ROUTES.dashboard;

/** The inventory section (spec 2.2): its header tabs show on every page under it. */
export const INVENTORY_SECTION = '/inventory/';

/** A route with its `:id` filled in: `routeWithId(ROUTES.itemDetail, 7)` is '/items/7'. */
export function routeWithId(route: `${string}:id${string}`, id: number | string): string {
  return route.replace(':id', encodeURIComponent(String(id)));
}
