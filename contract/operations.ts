/**
 * One row per operation of the provider API, for its OpenAPI document: the server applies this
 * table to the routes it registers (server/openapi.ts), and a test fails for any registered route
 * without a row. A new route needs a row here, nothing in its route file.
 */

/** `bearer`: needs `Authorization: Bearer <token from POST /login>`; `public`: nothing. */
export type OperationAuth = 'bearer' | 'public';

export interface ApiOperation {
  /** Unique and stable: generated clients name their functions after it. Never rename one. */
  operationId: string;
  /** One line for documentation tools and generated clients. */
  summary: string;
  auth: OperationAuth;
}

/** `METHOD /path` as the route is registered, relative to API_BASE_PATH (`:id`, not `{id}`). */
export type OperationKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;

export function operationKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}

/** The table's row for a route (path relative to API_BASE_PATH), if it has one. */
export function findOperation(method: string, path: string): ApiOperation | undefined {
  const rows: Readonly<Record<string, ApiOperation>> = API_OPERATIONS;
  return rows[operationKey(method, path)];
}

/**
 * The health checks (design: Operating it): at the server's root, so keyed by their full path,
 * not one relative to API_BASE_PATH. No token.
 */
export const HEALTH_OPERATIONS: Readonly<Record<OperationKey, ApiOperation>> = {
  'GET /healthz': {
    operationId: 'checkHealth',
    summary: 'Answer 200 while the process serves (liveness)',
    auth: 'public',
  },
  'GET /readyz': {
    operationId: 'checkReadiness',
    summary: 'Answer 200 when the database answers and is migrated, else 503 with the reason',
    auth: 'public',
  },
};

/**
 * The row of a route as registered with its full URL: an API route's (under apiBasePath) or a
 * health check's.
 */
export function findRouteOperation(
  method: string,
  url: string,
  apiBasePath: string,
): ApiOperation | undefined {
  const rows: Readonly<Record<string, ApiOperation>> = HEALTH_OPERATIONS;
  const health = rows[operationKey(method, url)];
  if (health) return health;
  return url.startsWith(`${apiBasePath}/`)
    ? findOperation(method, url.slice(apiBasePath.length))
    : undefined;
}

/** Grouped as the spec's section 7 lists the routes. */
export const API_OPERATIONS: Readonly<Record<OperationKey, ApiOperation>> = {
  'POST /login': {
    operationId: 'logIn',
    summary: 'Sign in with a name and password and get a Bearer token valid for one day',
    auth: 'public',
  },
  'POST /logout': {
    operationId: 'logOut',
    summary: 'End this token at once, on every instance (Sign Out)',
    auth: 'bearer',
  },
  'GET /me/outbox-key': {
    operationId: 'getOutboxKey',
    summary:
      "The signed-in user's own outbox key: their device seals their unsent submissions with it at Sign Out",
    auth: 'bearer',
  },
  'GET /roles': { operationId: 'listRoles', summary: 'List the roles', auth: 'bearer' },

  'GET /users': {
    operationId: 'listUsers',
    summary: 'List users (every role gets the total count, Users the users too)',
    auth: 'bearer',
  },
  'POST /users': { operationId: 'createUser', summary: 'Create a user', auth: 'bearer' },
  'GET /users/:id': { operationId: 'getUser', summary: 'Get one user', auth: 'bearer' },
  'PUT /users/:id': {
    operationId: 'updateUser',
    summary: "Change a user's name or role",
    auth: 'bearer',
  },
  'DELETE /users/:id': { operationId: 'deleteUser', summary: 'Delete a user', auth: 'bearer' },
  'PUT /users/:id/change-password': {
    operationId: 'changeUserPassword',
    summary: "Change a user's password (their older tokens stop working)",
    auth: 'bearer',
  },

  'GET /items': { operationId: 'listItems', summary: 'List items', auth: 'bearer' },
  'POST /items': {
    operationId: 'createItem',
    summary: 'Create an item with its image (multipart)',
    auth: 'bearer',
  },
  'GET /items/:id': { operationId: 'getItem', summary: 'Get one item', auth: 'bearer' },
  'PUT /items/:id': {
    operationId: 'updateItem',
    summary: 'Update an item, optionally with a new image (multipart)',
    auth: 'bearer',
  },
  'DELETE /items/:id': {
    operationId: 'deleteItem',
    summary: 'Delete an item nothing refers to',
    auth: 'bearer',
  },
  'GET /images/:hash': {
    operationId: 'getImage',
    summary: "Get an item's image by the hash in its URL (no token: an <img> cannot send one)",
    auth: 'public',
  },

  'GET /categories': { operationId: 'listCategories', summary: 'List categories', auth: 'bearer' },
  'POST /categories': {
    operationId: 'createCategory',
    summary: 'Create a category',
    auth: 'bearer',
  },
  'GET /categories/:id': {
    operationId: 'getCategory',
    summary: 'Get one category',
    auth: 'bearer',
  },
  'PUT /categories/:id': {
    operationId: 'updateCategory',
    summary: 'Update a category',
    auth: 'bearer',
  },
  'DELETE /categories/:id': {
    operationId: 'deleteCategory',
    summary: 'Delete a category without items',
    auth: 'bearer',
  },

  'GET /locations': {
    operationId: 'listItemAreas',
    summary: 'List item areas (storage zones)',
    auth: 'bearer',
  },
  'POST /locations': {
    operationId: 'createItemArea',
    summary: 'Create an item area',
    auth: 'bearer',
  },
  'GET /locations/:id': {
    operationId: 'getItemArea',
    summary: 'Get one item area',
    auth: 'bearer',
  },
  'PUT /locations/:id': {
    operationId: 'updateItemArea',
    summary: 'Update an item area',
    auth: 'bearer',
  },
  'DELETE /locations/:id': {
    operationId: 'deleteItemArea',
    summary: 'Delete an item area without items',
    auth: 'bearer',
  },

  'GET /suppliers': { operationId: 'listSuppliers', summary: 'List suppliers', auth: 'bearer' },
  'POST /suppliers': {
    operationId: 'createSupplier',
    summary: 'Create a supplier',
    auth: 'bearer',
  },
  'GET /suppliers/:id': {
    operationId: 'getSupplier',
    summary: 'Get one supplier',
    auth: 'bearer',
  },
  'PUT /suppliers/:id': {
    operationId: 'updateSupplier',
    summary: 'Update a supplier',
    auth: 'bearer',
  },
  'DELETE /suppliers/:id': {
    operationId: 'deleteSupplier',
    summary: 'Delete a supplier without deliveries',
    auth: 'bearer',
  },

  'GET /departments': {
    operationId: 'listDepartments',
    summary: 'List departments',
    auth: 'bearer',
  },
  'POST /departments': {
    operationId: 'createDepartment',
    summary: 'Create a department',
    auth: 'bearer',
  },
  'GET /departments/:id': {
    operationId: 'getDepartment',
    summary: 'Get one department',
    auth: 'bearer',
  },
  'PUT /departments/:id': {
    operationId: 'updateDepartment',
    summary: 'Update a department',
    auth: 'bearer',
  },
  'DELETE /departments/:id': {
    operationId: 'deleteDepartment',
    summary: 'Delete a department without orders',
    auth: 'bearer',
  },

  'GET /sites': {
    operationId: 'listSites',
    summary: 'List the sites the signed-in user works at',
    auth: 'bearer',
  },
  'POST /sites': { operationId: 'createSite', summary: 'Create a site', auth: 'bearer' },
  'GET /sites/:id': { operationId: 'getSite', summary: 'Get one site', auth: 'bearer' },
  'PUT /sites/:id': { operationId: 'updateSite', summary: 'Update a site', auth: 'bearer' },
  'DELETE /sites/:id': {
    operationId: 'deleteSite',
    summary: 'Delete a site that holds no records',
    auth: 'bearer',
  },

  'GET /receive-items': {
    operationId: 'listReceivedItems',
    summary: 'List received lots, newest first, with or without a PO',
    auth: 'bearer',
  },
  'POST /receive-items': {
    operationId: 'receiveItems',
    summary: 'Receive stock without a purchase order (one lot per row)',
    auth: 'bearer',
  },
  'GET /receive-items/PO': {
    operationId: 'listPoReceivedItems',
    summary: 'List lots received against a purchase order',
    auth: 'bearer',
  },
  'POST /receive-items/PO': {
    operationId: 'receivePoItems',
    summary: 'Receive stock against a purchase order',
    auth: 'bearer',
  },
  'GET /receive-items/waste': {
    operationId: 'listWasteReports',
    summary: 'List waste reports',
    auth: 'bearer',
  },
  'POST /receive-items/waste': {
    operationId: 'reportWaste',
    summary: 'Report waste, taken from the earliest-expiring lots',
    auth: 'bearer',
  },
  'GET /items/:id/stock': {
    operationId: 'getItemStock',
    summary: "An item's on hand, its open lots (soonest expiry first) and latest movements",
    auth: 'bearer',
  },
  'GET /receive-items/near-expiry': {
    operationId: 'listNearExpiry',
    summary: 'List lots in stock that expire soon or have expired, soonest first',
    auth: 'bearer',
  },

  'GET /order-items': {
    operationId: 'listOrders',
    summary: 'List department orders',
    auth: 'bearer',
  },
  'POST /order-items': {
    operationId: 'createOrder',
    summary: 'Create a pending department order',
    auth: 'bearer',
  },
  'POST /order-items/:id/confirm': {
    operationId: 'confirmOrder',
    summary: 'Confirm a pending order, with a reason: its stock is taken, earliest expiry first',
    auth: 'bearer',
  },
  'POST /order-items/:id/reject': {
    operationId: 'rejectOrder',
    summary: 'Reject a pending order, with a reason',
    auth: 'bearer',
  },

  'GET /low-items': {
    operationId: 'listLowItems',
    summary: 'List items whose stock is at or below the low-stock threshold',
    auth: 'bearer',
  },
  'GET /item-locations': {
    operationId: 'listItemLocations',
    summary: 'List every item with its item area and stock',
    auth: 'bearer',
  },
  'GET /dashboard/summary': {
    operationId: 'getDashboardSummary',
    summary: 'Get the dashboard figures: counts, items by speed class, waste by reason, low stock',
    auth: 'bearer',
  },

  // Stocktake (beyond the spec: DESIGN.md).
  'GET /stocktakes': {
    operationId: 'listStocktakes',
    summary: 'List stocktakes, newest first',
    auth: 'bearer',
  },
  'POST /stocktakes': {
    operationId: 'createStocktake',
    summary: 'Open a stocktake of one or more item areas',
    auth: 'bearer',
  },
  'GET /stocktakes/:id': {
    operationId: 'getStocktake',
    summary: 'Get a stocktake with its lines (counted, expected, variance)',
    auth: 'bearer',
  },
  'POST /stocktakes/:id/counts': {
    operationId: 'addStocktakeCount',
    summary: 'Add a count of one item (counts from several devices add up)',
    auth: 'bearer',
  },
  'DELETE /stocktakes/:id/counts/:countId': {
    operationId: 'deleteStocktakeCount',
    summary: 'Delete one of your own counts while the stocktake is open',
    auth: 'bearer',
  },
  'POST /stocktakes/:id/post': {
    operationId: 'postStocktake',
    summary: "Post a stocktake: set each counted item's stock to its count",
    auth: 'bearer',
  },
  'POST /stocktakes/:id/cancel': {
    operationId: 'cancelStocktake',
    summary: 'Cancel a stocktake without changing stock',
    auth: 'bearer',
  },
  'GET /stock-adjustments': {
    operationId: 'listStockAdjustments',
    summary: 'List stock adjustments (stocktake postings), optionally of one item',
    auth: 'bearer',
  },
  // Live updates (beyond the spec: DESIGN.md Live updates).
  'GET /events': {
    operationId: 'streamListEvents',
    summary:
      'Server-Sent Events: each event names a list whose version changed ({list, version}), only lists the role may read',
    auth: 'bearer',
  },
  'POST /items/import': {
    operationId: 'importItems',
    summary: 'Create or update items from a CSV file (dryRun=true checks only)',
    auth: 'bearer',
  },
  'POST /suppliers/import': {
    operationId: 'importSuppliers',
    summary: 'Create or update suppliers from a CSV file (dryRun=true checks only)',
    auth: 'bearer',
  },

  // Purchasing (beyond the spec: DESIGN.md).
  'GET /purchase-orders': {
    operationId: 'listPurchaseOrders',
    summary: 'List purchase orders, newest first (Add Inventory alone sees the open ones)',
    auth: 'bearer',
  },
  'POST /purchase-orders': {
    operationId: 'createPurchaseOrder',
    summary: 'Create a draft purchase order',
    auth: 'bearer',
  },
  'GET /purchase-orders/suggestions': {
    operationId: 'listPurchaseSuggestions',
    summary: 'Suggested orders: items at or below their reorder point, by supplier',
    auth: 'bearer',
  },
  'GET /purchase-orders/:id': {
    operationId: 'getPurchaseOrder',
    summary: 'Get one purchase order with its lines',
    auth: 'bearer',
  },
  'PUT /purchase-orders/:id': {
    operationId: 'updatePurchaseOrder',
    summary: 'Replace a draft purchase order',
    auth: 'bearer',
  },
  'POST /purchase-orders/:id/send': {
    operationId: 'sendPurchaseOrder',
    summary: 'Send a draft purchase order',
    auth: 'bearer',
  },
  'POST /purchase-orders/:id/cancel': {
    operationId: 'cancelPurchaseOrder',
    summary: 'Cancel a draft, sent or partial purchase order (reason required)',
    auth: 'bearer',
  },
  'GET /reports/stock-value': {
    operationId: 'getStockValueReport',
    summary: 'What the stock on hand is worth, by item, category or item area (format=csv)',
    auth: 'bearer',
  },
  'GET /reports/waste-cost': {
    operationId: 'getWasteCostReport',
    summary: 'What waste cost in a period, by reason and by item (format=csv)',
    auth: 'bearer',
  },
};
