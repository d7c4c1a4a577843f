/** Page names a route guard checks (spec section 6). */
export const PAGES = [
  'Dashboard',
  'Items',
  'Inventory',
  'Add Inventory',
  'Orders',
  'Users',
  'Item Movement',
  'Suppliers',
  'Categories',
  'Departments',
  'Item Area',
  'Reports',
  'Stocktake',
  'Purchasing',
  /** Stock value and waste cost (design: Valuation): Administrator and Manager. */
  'Valuation',
  /** Sites and transfers (design: Sites and transfers): Sites for Administrator only. */
  'Sites',
  /** Send, receive and cancel transfers: Administrator, Manager, Warehouse Staff. */
  'Transfers',
  /** The activity log (design: Activity log and approvals): Administrator and Manager. */
  'Activity',
] as const;
export type PageName = (typeof PAGES)[number];

export const ROLE_NAMES = [
  'Administrator',
  'Manager',
  'Warehouse Staff',
  'Editor',
  'Viewer',
] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/** Seeded role ids (design: Roles). */
export const ROLE_IDS: Record<RoleName, number> = {
  Administrator: 1,
  Manager: 2,
  'Warehouse Staff': 3,
  Editor: 4,
  Viewer: 5,
};

const MANAGER_PAGES = PAGES.filter((page) => page !== 'Users' && page !== 'Sites');

/** The role table of spec section 6. */
export const ROLE_PAGES: Record<RoleName, readonly PageName[]> = {
  Administrator: PAGES,
  Manager: MANAGER_PAGES,
  'Warehouse Staff': [
    'Dashboard',
    'Inventory',
    'Add Inventory',
    'Items',
    'Reports',
    'Stocktake',
    'Transfers',
  ],
  Editor: ['Dashboard', 'Inventory'],
  Viewer: ['Dashboard'],
};

export function isRoleName(value: string): value is RoleName {
  return (ROLE_NAMES as readonly string[]).includes(value);
}

/** An unknown role gets no pages. */
export function pagesOf(roleName: string | null | undefined): readonly PageName[] {
  return roleName && isRoleName(roleName) ? ROLE_PAGES[roleName] : [];
}

export function canAccess(roleName: string | null | undefined, page: PageName): boolean {
  return pagesOf(roleName).includes(page);
}

/**
 * Whether a role is given money (unit costs, costs, totals, values): page Valuation (design:
 * Valuation); the others could rebuild the stock value from the lots' unit costs.
 */
export function canSeeMoney(roleName: string | null | undefined): boolean {
  return canAccess(roleName, 'Valuation');
}

/** Pages any of which lets a role read the stock adjustments of posted stocktakes (design: Roles). */
export const STOCK_ADJUSTMENT_PAGES: readonly PageName[] = ['Items', 'Item Movement', 'Stocktake'];

export function canAccessAny(
  roleName: string | null | undefined,
  pages: readonly PageName[],
): boolean {
  return pages.some((page) => canAccess(roleName, page));
}

/** Roles that may post or cancel a stocktake (design: Stocktake); counting needs the page only. */
export const STOCKTAKE_CLOSERS: readonly RoleName[] = ['Administrator', 'Manager'];

export function canCloseStocktake(roleName: string | null | undefined): boolean {
  return !!roleName && isRoleName(roleName) && STOCKTAKE_CLOSERS.includes(roleName);
}

/** Who may recompute the activity log's chain (GET /activity/verify): an Administrator. */
export function canVerifyActivity(roleName: string | null | undefined): boolean {
  return roleName === 'Administrator';
}

/**
 * Who approves or rejects a purchase order over PO_APPROVAL_LIMIT, and whose sending never
 * waits for approval (design: Activity log and approvals).
 */
export function canApprovePurchaseOrders(roleName: string | null | undefined): boolean {
  return roleName === 'Administrator';
}
