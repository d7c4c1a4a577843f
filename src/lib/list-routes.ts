import {
  listOfKind,
  type KindListId,
  type ListKind,
  type ServerListId,
} from '../../contract/lists';
import { ROUTES } from './routes';

/**
 * The screen of each server list (contract/lists.ts), keyed by its id: the client side of the
 * table, since the contract does not know the app's routes. Lists with no screen of their own
 * (the bell's near-expiry, the dashboard's inputs, panels) are left out.
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
