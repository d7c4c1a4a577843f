/** Base path of the provider API (spec section 7). */
export const API_BASE_PATH = '/api/v1/inventory-system';

/** Endpoint names exactly as the spec's section 7 lists them, relative to API_BASE_PATH. */
export const ENDPOINTS = {
  login: '/login',
  nearExpiry: '/receive-items/near-expiry',
  users: '/users',
  user: (id: number | string) => `/users/${id}`,
  changePassword: (id: number | string) => `/users/${id}/change-password`,
  roles: '/roles',
  items: '/items',
  item: (id: number | string) => `/items/${id}`,
  itemImport: '/items/import',
  categories: '/categories',
  category: (id: number | string) => `/categories/${id}`,
  locations: '/locations',
  location: (id: number | string) => `/locations/${id}`,
  suppliers: '/suppliers',
  supplier: (id: number | string) => `/suppliers/${id}`,
  supplierImport: '/suppliers/import',
  departments: '/departments',
  department: (id: number | string) => `/departments/${id}`,
  receiveItems: '/receive-items',
  poReceiveItems: '/receive-items/PO',
  wasteItems: '/receive-items/waste',
  orderItems: '/order-items',
  orderAction: (id: number | string, action: OrderAction) => `/order-items/${id}/${action}`,
  lowItems: '/low-items',
  itemLocations: '/item-locations',
  /** Ours, beyond the spec (design: Scale): the dashboard's figures, computed by the server. */
  dashboardSummary: '/dashboard/summary',
  openapi: '/openapi.json',
} as const;

export const ORDER_ACTIONS = ['confirm', 'reject'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const STOCKTAKE_ACTIONS = ['post', 'cancel'] as const;
export type StocktakeAction = (typeof STOCKTAKE_ACTIONS)[number];

/** Header carrying the client's idempotency key on POSTs (design: Idempotency). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Stocktake endpoints (design: Stocktake), beyond the spec's section 7. */
export const STOCKTAKE_ENDPOINTS = {
  stocktakes: '/stocktakes',
  stocktake: (id: number | string) => `/stocktakes/${id}`,
  stocktakeCounts: (id: number | string) => `/stocktakes/${id}/counts`,
  stocktakeCount: (id: number | string, countId: number | string) =>
    `/stocktakes/${id}/counts/${countId}`,
  stocktakeAction: (id: number | string, action: StocktakeAction) => `/stocktakes/${id}/${action}`,
  stockAdjustments: '/stock-adjustments',
} as const;
