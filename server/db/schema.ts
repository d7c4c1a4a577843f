import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';

/**
 * Table rows. Timestamps are ISO-8601 UTC text and calendar dates YYYY-MM-DD text on both
 * engines, so one code path reads them; quantities are integer thousandths (exact decimals).
 */
/** A nullable column inserts may leave out (added by a later migration, null by default). */
type OptionalNullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
/**
 * The site a row belongs to (migration 014): NOT NULL, default 1 (Main), so rows written by code
 * that names no site land at Main. Every stock write names its request's site.
 */
type SiteColumn = ColumnType<number, number | undefined, number>;

export interface SettingRow {
  key: string;
  value: string;
}
export interface RoleRow {
  id: Generated<number>;
  name: string;
}
export interface UserRow {
  id: Generated<number>;
  name: string;
  password_hash: string;
  role_id: number;
  password_changed_at: string;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}
export interface DepartmentRow {
  id: Generated<number>;
  name: string;
  description: string;
  created_at: string;
  updated_at: string;
}
export interface CategoryRow {
  id: Generated<number>;
  name: string;
  description: string;
  created_at: string;
  updated_at: string;
}
export interface SupplierRow {
  id: Generated<number>;
  name: string;
  email: string;
  phone_number: string;
  address: string | null;
  created_at: string;
  updated_at: string;
}
/** A site (migration 014): a store, a bar, a kitchen. Site 1 "Main" always exists. */
export interface SiteRow {
  id: Generated<number>;
  name: string;
  address: string | null;
  created_at: string;
  updated_at: string;
}
/** The sites a user works at; a user with no rows works at every site. */
export interface UserSiteRow {
  user_id: number;
  site_id: number;
}
/** An item's own item area, par level and reorder point (thousandths) at another site. */
export interface ItemSiteRow {
  item_id: number;
  site_id: number;
  item_area_id: number | null;
  par_level: number | null;
  reorder_point: number | null;
}
export interface ItemAreaRow {
  id: Generated<number>;
  site_id: SiteColumn;
  name: string;
  speed_class: string;
  created_at: string;
  updated_at: string;
}
export interface ImageRow {
  hash: string;
  content_type: string;
  bytes: Buffer;
  created_at: string;
}
export interface ItemRow {
  id: Generated<number>;
  name: string;
  barcode: string;
  category_id: number;
  item_area_id: number;
  unit: string;
  alert_days: number | null;
  image_hash: string | null;
  created_at: string;
  updated_at: string;
  /** Reordering (007): thousandths, null when unset. */
  par_level: number | null;
  reorder_point: number | null;
  pack_size: number | null;
  pack_name: string | null;
  preferred_supplier_id: number | null;
}
export interface LotRow {
  id: Generated<number>;
  site_id: SiteColumn;
  item_id: number;
  supplier_id: number;
  po_id: string | null;
  quantity: number;
  remaining: number;
  expiration_date: string;
  status: string;
  received_at: string;
  received_by: number;
  /** Cost per base unit in ten-thousandths, null when not given (008). */
  unit_cost: OptionalNullable<number>;
}
/** Each item's latest known unit cost: its newest received lot that had one (008). */
export interface ItemCostRow {
  item_id: number;
  unit_cost: number;
  lot_id: number;
}
/**
 * The cost of what a waste report, a confirmed order or a stock adjustment took (or added), in
 * ten-thousandths; null when none of it could be valued. unvalued_quantity: the thousandths
 * that could not be (008).
 */
interface CostColumns {
  cost: OptionalNullable<number>;
  unvalued_quantity: Generated<number>;
}
export interface WasteRow extends CostColumns {
  id: Generated<number>;
  site_id: SiteColumn;
  item_id: number;
  quantity: number;
  reason: string;
  wasted_at: string;
  user_id: number;
}
export interface OrderRow extends CostColumns {
  id: Generated<number>;
  site_id: SiteColumn;
  department_id: number;
  status: string;
  request_date: string;
  fulfilled_at: string | null;
  user_id: number;
  reason: string | null;
  actioned_at: string | null;
  actioned_by: number | null;
}
export interface OrderLineRow {
  id: Generated<number>;
  order_id: number;
  item_id: number;
  quantity: number;
}
/** What each waste report or confirmed order took from which lot (FEFO audit trail). */
export interface LotTakeRow {
  id: Generated<number>;
  lot_id: number;
  quantity: number;
  waste_id: number | null;
  order_id: number | null;
  /** Set when a stocktake's shortfall took from the lot (005). */
  adjustment_id?: number | null;
  /** Set when a transfer's line took from the lot (015). */
  transfer_line_id?: number | null;
  taken_at: string;
  /** The unit cost the take was valued at and its cost, ten-thousandths; null: unvalued (008). */
  unit_cost: OptionalNullable<number>;
  cost: OptionalNullable<number>;
}
/** A token ended by POST /logout: the sha256 of the token, kept until the token expires. */
export interface RevokedTokenRow {
  token_hash: string;
  expires_at: string;
}
/** A user's outbox key (migration 011): read by GET /me/outbox-key alone. */
export interface OutboxKeyRow {
  user_id: number;
  secret: string;
}

export interface IdempotencyKeyRow {
  user_id: number;
  key: string;
  request_hash: string;
  status_code: number | null;
  response_body: string | null;
  created_at: string;
}

export interface StocktakeRow {
  id: Generated<number>;
  site_id: SiteColumn;
  name: string;
  status: string;
  created_at: string;
  created_by: number;
  posted_at: string | null;
  posted_by: number | null;
}
export interface StocktakeAreaRow {
  stocktake_id: number;
  item_area_id: number;
}
export interface StocktakeCountRow {
  id: Generated<number>;
  stocktake_id: number;
  item_id: number;
  quantity: number;
  counted_at: string;
  counted_by: number;
  /** The item's stock (thousandths) when the count was recorded; null before 011. */
  on_hand: OptionalNullable<number>;
}
/**
 * What posting a stocktake changed, thousandths, signed: quantity = counted - expected (the stock
 * at the count, 011), or minus the whole stock when more left after the count than it found.
 */
export interface StockAdjustmentRow extends CostColumns {
  id: Generated<number>;
  site_id: SiteColumn;
  stocktake_id: number;
  item_id: number;
  quantity: number;
  expected: number;
  counted: number;
  lot_id: number | null;
  adjusted_at: string;
  adjusted_by: number;
}

/** A purchase order (007); status draft, sent, partial, received or cancelled. */
export interface PurchaseOrderRow {
  id: Generated<number>;
  site_id: SiteColumn;
  po_number: string;
  /**
   * poNumberKey(po_number) (011), what a receiving's PO ID is compared by; null only on rows
   * written around the application (a receiving then needs the exact number).
   */
  po_number_key: OptionalNullable<string>;
  supplier_id: number;
  status: string;
  expected_at: string | null;
  note: string;
  created_at: string;
  created_by: number;
  sent_at: string | null;
  cancelled_at: string | null;
  cancel_reason: string | null;
  /** The Administrator's reason when the order was last sent back to draft (018); null otherwise. */
  rejection_reason: OptionalNullable<string>;
}
/** Quantities in thousandths; unit_cost in ten-thousandths of the currency, null when unknown. */
export interface PurchaseOrderLineRow {
  id: Generated<number>;
  purchase_order_id: number;
  item_id: number;
  quantity: number;
  received_quantity: number;
  unit_cost: number | null;
}

/** A transfer between sites (015): status in_transit, received or cancelled. */
export interface TransferRow {
  id: Generated<number>;
  /** "TR-" and the id in 6 digits, set right after the insert. */
  transfer_number: string | null;
  from_site_id: number;
  to_site_id: number;
  status: string;
  note: string | null;
  sent_at: string;
  sent_by: number;
  received_at: string | null;
  received_by: number | null;
  cancelled_at: string | null;
  cancelled_by: number | null;
  cancel_reason: string | null;
}
/** Thousandths; lost_value ten-thousandths; the received and lost columns null until received. */
export interface TransferLineRow {
  id: Generated<number>;
  transfer_id: number;
  item_id: number;
  quantity: number;
  received_quantity: number | null;
  lost_quantity: number | null;
  /** Of the lost quantity, the cost of its valued part; the part without a cost apart. */
  lost_value: number | null;
  lost_unvalued_quantity: number | null;
}
/** A source lot a line took: what arrives from it and where (dest_lot_id once received). */
export interface TransferLotRow {
  id: Generated<number>;
  line_id: number;
  source_lot_id: number;
  quantity: number;
  expiration_date: string;
  unit_cost: number | null;
  cost: number | null;
  supplier_id: number;
  dest_lot_id: number | null;
}

/** One counter per list, bumped by triggers with every write (migration 003). */
export interface ListVersionRow {
  list: string;
  version: number;
  /** Delta cursors below this version can no longer be answered (410). */
  floor: number;
}
/** The version of each reference record's last change; deleted = 1 is a tombstone. */
export interface RecordChangeRow {
  list: string;
  record_id: number;
  version: number;
  deleted: number;
  changed_at: string;
}

/**
 * An activity entry (migrations 017, 020); the JSON columns are canonical JSON text. Unchained
 * (just committed, the chainer has not reached it): chain_position null, hash and prev_hash ''.
 */
export interface ActivityRow {
  /** bigint on PostgreSQL: pg answers it as text unless parsed (db/connect.ts). */
  id: Generated<number>;
  at: string;
  user_id: number | null;
  user_name: string;
  site_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  summary_key: string;
  summary_values: string;
  summary: string;
  changes: string | null;
  hash: string;
  prev_hash: string;
  /** The entry's place in the chain, gapless from 1; null until chained (migration 020). */
  chain_position: number | null;
  /**
   * PostgreSQL: the entry's link terms until the chainer moves them into activity_link_sets;
   * null after (migration 025). Not hashed: links are not part of the chain. SQLite: null.
   */
  link_terms: string | null;
}
/** Before migrations 022 (SQLite) and 025 (PostgreSQL): a row per link. */
export interface ActivityLinkRow {
  activity_id: number;
  entity: string;
  entity_id: string;
}
/** PostgreSQL only (migration 025): an entry's links as terms, GIN-indexed. */
export interface ActivityLinkSetRow {
  id: number;
  terms: string[];
}
/** SQLite only (migration 022): an entry's links as FTS5 terms; rowid is the entry's id. */
export interface ActivityLinkIndexRow {
  rowid: number;
  links: string;
}
/** SQLite: an entry's link terms until the chainer moves them to the index (migration 023). */
export interface ActivityLinkQueueRow {
  id: number;
  terms: string;
}
export interface ActivityHeadRow {
  id: number;
  /** The id of the entry at last_position (0 before the first). */
  last_id: number;
  last_hash: string;
  last_position: number;
}

export interface Database {
  settings: SettingRow;
  roles: RoleRow;
  users: UserRow;
  departments: DepartmentRow;
  categories: CategoryRow;
  suppliers: SupplierRow;
  item_areas: ItemAreaRow;
  sites: SiteRow;
  user_sites: UserSiteRow;
  item_sites: ItemSiteRow;
  images: ImageRow;
  items: ItemRow;
  lots: LotRow;
  item_costs: ItemCostRow;
  waste: WasteRow;
  orders: OrderRow;
  order_lines: OrderLineRow;
  lot_takes: LotTakeRow;
  idempotency_keys: IdempotencyKeyRow;
  revoked_tokens: RevokedTokenRow;
  outbox_keys: OutboxKeyRow;
  stocktakes: StocktakeRow;
  stocktake_areas: StocktakeAreaRow;
  stocktake_counts: StocktakeCountRow;
  stock_adjustments: StockAdjustmentRow;
  purchase_orders: PurchaseOrderRow;
  purchase_order_lines: PurchaseOrderLineRow;
  transfers: TransferRow;
  transfer_lines: TransferLineRow;
  transfer_lots: TransferLotRow;
  list_versions: ListVersionRow;
  record_changes: RecordChangeRow;
  activity: ActivityRow;
  /** PostgreSQL only; SQLite keeps the links in activity_link_index (migration 022). */
  activity_links: ActivityLinkRow;
  activity_link_sets: ActivityLinkSetRow;
  activity_link_index: ActivityLinkIndexRow;
  activity_link_queue: ActivityLinkQueueRow;
  activity_head: ActivityHeadRow;
}

export type Db = Kysely<Database>;
/** Queries take either the database or a transaction, so the caller owns the transaction. */
export type DbOrTrx = Kysely<Database> | Transaction<Database>;
export type Engine = 'sqlite' | 'postgres';
