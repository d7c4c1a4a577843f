/** Base path of the provider API (spec section 7). */
export const API_BASE_PATH = '/api/v1/inventory-system';

/** Endpoint names exactly as the spec's section 7 lists them, relative to API_BASE_PATH. */
export const ENDPOINTS = {
  login: '/login',
  logout: '/logout',
  /** Ours, beyond the spec (issue 32): the key a device seals the user's unsent submissions with. */
  outboxKey: '/me/outbox-key',
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
  /** Ours, beyond the spec (design: Live updates): the Server-Sent Events stream. */
  events: '/events',
} as const;

export const ORDER_ACTIONS = ['confirm', 'reject'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const STOCKTAKE_ACTIONS = ['post', 'cancel'] as const;
export type StocktakeAction = (typeof STOCKTAKE_ACTIONS)[number];

/** Header carrying the client's idempotency key on POSTs (design: Idempotency). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/**
 * The device's clock when it sent a request (ISO 8601), beside a time the device recorded (a
 * count's countedAt): the server takes the difference from its own clock as the device's error.
 */
export const DEVICE_TIME_HEADER = 'x-device-time';

/** Valuation reports (design: Valuation), beyond the spec; page Valuation. */
export const VALUATION_ENDPOINTS = {
  stockValue: '/reports/stock-value',
  wasteCost: '/reports/waste-cost',
} as const;

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

/**
 * Health checks for supervisors (systemd, an orchestrator, a load balancer), at the root and not
 * under API_BASE_PATH, where they are conventionally looked for (design: Operating it).
 */
export const HEALTH_ENDPOINTS = {
  /** 200 while the process serves. */
  healthz: '/healthz',
  /** 200 when the database answers and its migrations are done, else 503 with the reason. */
  readyz: '/readyz',
} as const;

export const PURCHASE_ORDER_ACTIONS = ['send', 'cancel'] as const;
export type PurchaseOrderAction = (typeof PURCHASE_ORDER_ACTIONS)[number];
/** An Administrator's decision on an order awaiting approval (design: Activity log and approvals). */
export const PURCHASE_ORDER_DECISIONS = ['approve', 'reject'] as const;
export type PurchaseOrderDecision = (typeof PURCHASE_ORDER_DECISIONS)[number];

/** Purchase order endpoints (design: Purchasing), beyond the spec's section 7. */
export const PURCHASING_ENDPOINTS = {
  purchaseOrders: '/purchase-orders',
  purchaseOrder: (id: number | string) => `/purchase-orders/${id}`,
  purchaseOrderAction: (id: number | string, action: PurchaseOrderAction | PurchaseOrderDecision) =>
    `/purchase-orders/${id}/${action}`,
  suggestions: '/purchase-orders/suggestions',
} as const;

/** Sites and transfers (design: Sites and transfers), beyond the spec's section 7. */
export const SITE_ENDPOINTS = {
  sites: '/sites',
  site: (id: number | string) => `/sites/${id}`,
  itemSites: (itemId: number | string) => `/items/${itemId}/sites`,
  itemSite: (itemId: number | string, siteId: number | string) =>
    `/items/${itemId}/sites/${siteId}`,
} as const;

export const TRANSFER_ACTIONS = ['receive', 'cancel'] as const;
export type TransferAction = (typeof TRANSFER_ACTIONS)[number];

export const TRANSFER_ENDPOINTS = {
  transfers: '/transfers',
  transfer: (id: number | string) => `/transfers/${id}`,
  transferAction: (id: number | string, action: TransferAction) => `/transfers/${id}/${action}`,
} as const;

/** The activity log (design: Activity log and approvals), beyond the spec's section 7. */
export const ACTIVITY_ENDPOINTS = {
  activity: '/activity',
  verify: '/activity/verify',
} as const;

/**
 * The site a request reads and writes at (design: Sites and transfers): a SiteId, or `all`
 * (Administrator, Manager; dashboard summary and valuation reports only). Without it: the user's
 * first site. Answers vary by it (`Vary: X-Site-Id`).
 */
export const SITE_HEADER = 'x-site-id';
export const ALL_SITES = 'all';
/** The site the migration creates and gives every record made before sites. */
export const MAIN_SITE_ID = 1;
/** The waste reason a transfer's shortfall is counted under in the destination's waste cost. */
export const TRANSFER_LOSS_REASON = 'Transfer loss';
/** "TR-" and 6 digits. */
export const TRANSFER_NUMBER_PREFIX = 'TR-';
