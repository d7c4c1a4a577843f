/** The reference lists the device keeps and what their loader answers: shared by api/ and offline/. */
import type {
  Category,
  Department,
  Item,
  ItemArea,
  Supplier,
} from '../../contract/schemas/reference';
import type { ReferenceListName } from '../../contract/lists';
import type { PurchaseOrder } from '../../contract/schemas/purchasing';

/** The reference lists kept offline, with the row type of each. */
export interface ReferenceRows {
  items: Item;
  suppliers: Supplier;
  itemAreas: ItemArea;
  categories: Category;
  departments: Department;
  /** Open purchase orders only (GET /purchase-orders?status=open). */
  purchaseOrders: PurchaseOrder;
}
export type ReferenceKind = keyof ReferenceRows;

/** Compiles only while these rows' names are the `reference` names of contract/lists.ts. */
type Both<A extends B, B> = [A, B];
export type ReferenceNamesOfTheTable = [
  Both<ReferenceKind, ReferenceListName>,
  Both<ReferenceListName, ReferenceKind>,
];

/**
 * What the network loader answers: "not modified", the whole list (with its ETag and, from a
 * provider with delta sync, its cursor), or a delta: the rows changed since the cursor sent and
 * the ids removed since.
 */
export type ReferenceLoad<K extends ReferenceKind> =
  | { kind: 'notModified' }
  | { kind: 'full'; rows: ReferenceRows[K][]; etag: string | null; cursor: string | null }
  | { kind: 'delta'; rows: ReferenceRows[K][]; deleted: number[]; cursor: string };

/** What the loader is told: the saved ETag of the full list and the saved delta cursor. */
export interface ReferenceSyncState {
  etag: string | null;
  cursor: string | null;
  /**
   * The site the copy is of (X-Site-Id; design: Sites and transfers), named by the cache so an
   * answer is filed under the site it was asked for; absent or null: the request's default.
   */
  site?: number | null;
}
