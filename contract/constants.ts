/** Business constants of spec section 9 and the design. */
export const ACCESS_TOKEN_COOKIE = 'accessToken';
export const ACCESS_TOKEN_DAYS = 1;
export const STORAGE_KEYS = {
  roleId: 'roleId',
  roleName: 'roleName',
  userName: 'userName',
} as const;
export const NEAR_EXPIRY_POLL_MS = 30_000;
export const MIN_PASSWORD_LENGTH = 6;
export const RECEIVED_PAGE_SIZE = 10;
export const PAGINATION_PAGES_SHOWN = 3;
export const PAGINATION_MARGIN_PAGES = 1;
export const CRITICAL_STOCK_UNITS = 3;
export const CHART_HEIGHT_PX = 250;
export const DEFAULT_ALERT_DAYS = 7;
export const ORDER_ID_PREFIX = 'ORD-';

export const WASTE_REASONS = ['Damaged', 'Expired'] as const;
export type WasteReason = (typeof WASTE_REASONS)[number];
export const DEFAULT_WASTE_REASON: WasteReason = 'Damaged';

export const SPEED_CLASSES = ['Slow', 'Medium', 'Fast'] as const;
export type SpeedClass = (typeof SPEED_CLASSES)[number];

/** Rows the dashboard's 'Item Location & Movement' table shows (GET /dashboard/summary's). */
export const DASHBOARD_LOCATION_ROWS = 8;
/**
 * Rows of the dashboard's 'Low Stock Alert' (GET /dashboard/summary's, the lowest first): a
 * catalogue of 100,000 items, most not yet received, drew a 100,000-row table (issue 26).
 */
export const DASHBOARD_LOW_ROWS = 50;

/** Synthetic weekly movement weights (spec 9). */
export const MOVEMENT_WEIGHTS: Record<SpeedClass, number> = { Fast: 100, Medium: 50, Slow: 25 };

export const ORDER_STATUSES = ['pending', 'fulfilled', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Optional plus, then 7 to 20 digits, spaces or hyphens (spec 5 and 9). */
export const PHONE_PATTERN = /^\+?[0-9 -]{7,20}$/;

export const NAME_MAX_LENGTH = 200;
export const TEXT_MAX_LENGTH = 2000;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Quantities are decimals with at most 3 places, stored as integer thousandths. */
export const QUANTITY_SCALE = 1000;
export const QUANTITY_MAX = 1_000_000;

/**
 * How long the server keeps an Idempotency-Key's answer (DESIGN: Idempotency). An outbox entry
 * older than this is never sent again without the user's confirmation (the key may be gone).
 */
export const IDEMPOTENCY_KEY_RETENTION_DAYS = 30;
