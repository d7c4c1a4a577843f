import type { Generated, Kysely, Transaction } from 'kysely';

/**
 * Table rows. Timestamps are ISO-8601 UTC text and calendar dates YYYY-MM-DD text on both
 * engines, so one code path reads them; quantities are integer thousandths (exact decimals).
 */
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
export interface ItemAreaRow {
  id: Generated<number>;
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
}
export interface LotRow {
  id: Generated<number>;
  item_id: number;
  supplier_id: number;
  po_id: string | null;
  quantity: number;
  remaining: number;
  expiration_date: string;
  status: string;
  received_at: string;
  received_by: number;
}
export interface WasteRow {
  id: Generated<number>;
  item_id: number;
  quantity: number;
  reason: string;
  wasted_at: string;
  user_id: number;
}
export interface OrderRow {
  id: Generated<number>;
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
  taken_at: string;
}
export interface IdempotencyKeyRow {
  user_id: number;
  key: string;
  request_hash: string;
  status_code: number | null;
  response_body: string | null;
  created_at: string;
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

export interface Database {
  settings: SettingRow;
  roles: RoleRow;
  users: UserRow;
  departments: DepartmentRow;
  categories: CategoryRow;
  suppliers: SupplierRow;
  item_areas: ItemAreaRow;
  images: ImageRow;
  items: ItemRow;
  lots: LotRow;
  waste: WasteRow;
  orders: OrderRow;
  order_lines: OrderLineRow;
  lot_takes: LotTakeRow;
  idempotency_keys: IdempotencyKeyRow;
  list_versions: ListVersionRow;
  record_changes: RecordChangeRow;
}

export type Db = Kysely<Database>;
/** Queries take either the database or a transaction, so the caller owns the transaction. */
export type DbOrTrx = Kysely<Database> | Transaction<Database>;
export type Engine = 'sqlite' | 'postgres';
