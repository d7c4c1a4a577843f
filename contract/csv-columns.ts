import { ORDER_ID_PREFIX } from './constants';
import type { CsvHeader } from './i18n/csv/en';
import { csvHeaderIn } from './i18n/csv/headers';
import type { MessageLanguage } from './i18n/languages';
import type {
  ITEM_IMPORT_COLUMNS,
  ITEM_REORDERING_IMPORT_COLUMNS,
  SUPPLIER_IMPORT_COLUMNS,
} from './schemas/imports';
import type { ActivityEntry } from './schemas/activity';
import type { Order } from './schemas/orders';
import type { PurchaseOrder } from './schemas/purchasing';
import type { Transfer } from './schemas/transfers';
import type { Category, Department, Item, ItemArea, Supplier } from './schemas/reference';
import type { ReceivedItem, WasteItem } from './schemas/stock';
import type { User } from './schemas/users';

/** A value a CSV cell holds; null is an empty cell. */
export type CsvValue = string | number | null;

/**
 * One column of a list's CSV export: the screen's header (English; written in the request's
 * language, contract/i18n/csv) and the row's value.
 */
export interface CsvColumn<Row, ImportKey extends string = string> {
  header: CsvHeader;
  value: (row: Row) => CsvValue;
  /** The import column this export column fills, so an export imports back unchanged. */
  importAs?: ImportKey;
}

/**
 * The columns each list screen shows, in its order, for `?format=csv` (design: Import, export
 * and labels). Values are what a spreadsheet computes with: numbers as numbers, dates as ISO
 * 8601, the unit in a column of its own; the screen's 'No' counter and action buttons are left
 * out.
 */
export const ITEM_CSV: readonly CsvColumn<
  Item,
  (typeof ITEM_IMPORT_COLUMNS)[number] | (typeof ITEM_REORDERING_IMPORT_COLUMNS)[number]
>[] = [
  { header: 'Name', value: (row) => row.name, importAs: 'name' },
  { header: 'Category', value: (row) => row.categoryName, importAs: 'category' },
  { header: 'Location', value: (row) => row.locationName, importAs: 'itemArea' },
  { header: 'Unit', value: (row) => row.unit, importAs: 'unit' },
  {
    header: 'Alert Days',
    value: (row) => row.alertDaysBeforeExpiry,
    importAs: 'alertDaysBeforeExpiry',
  },
  { header: 'Barcode', value: (row) => row.barcode, importAs: 'barcode' },
  // Reordering (design: Purchasing).
  { header: 'Par Level', value: (row) => row.parLevel, importAs: 'parLevel' },
  { header: 'Reorder Point', value: (row) => row.reorderPoint, importAs: 'reorderPoint' },
  { header: 'Pack Size', value: (row) => row.packSize, importAs: 'packSize' },
  { header: 'Pack Name', value: (row) => row.packName, importAs: 'packName' },
  {
    header: 'Preferred Supplier',
    value: (row) => row.preferredSupplierName,
    importAs: 'preferredSupplier',
  },
];

export const SUPPLIER_CSV: readonly CsvColumn<
  Supplier,
  (typeof SUPPLIER_IMPORT_COLUMNS)[number]
>[] = [
  { header: 'Supplier Name', value: (row) => row.name, importAs: 'name' },
  { header: 'Email', value: (row) => row.email, importAs: 'email' },
  { header: 'Phone Number', value: (row) => row.phoneNumber, importAs: 'phoneNumber' },
  { header: 'Address', value: (row) => row.address, importAs: 'address' },
];

/**
 * An empty import file: the export's header row in `language` (as `?format=csv` writes it for
 * that Accept-Language), for the "Download template" link. The import reads every language's.
 */
export function csvTemplate<Row>(
  columns: readonly CsvColumn<Row>[],
  language: MessageLanguage = 'en',
): string {
  return `${columns.map((column) => csvHeaderIn(column.header, language)).join(',')}\r\n`;
}

export const CATEGORY_CSV: readonly CsvColumn<Category>[] = [
  { header: 'Category Name', value: (row) => row.name },
  { header: 'Descriptions', value: (row) => row.description },
];

export const DEPARTMENT_CSV: readonly CsvColumn<Department>[] = [
  { header: 'Department Name', value: (row) => row.name },
  { header: 'Description', value: (row) => row.description },
];

export const ITEM_AREA_CSV: readonly CsvColumn<ItemArea>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Speed Class', value: (row) => row.speedClass },
];

export const USER_CSV: readonly CsvColumn<User>[] = [
  { header: 'Username', value: (row) => row.name },
  { header: 'Role', value: (row) => row.role.RoleName },
];

export const RECEIVED_CSV: readonly CsvColumn<ReceivedItem>[] = [
  { header: 'Item', value: (row) => row.Item.Name },
  { header: 'Supplier', value: (row) => row.Supplier.Name },
  { header: 'Quantity', value: (row) => row.Quantity },
  { header: 'Unit', value: (row) => row.Item.Unit },
  { header: 'Expiration Date', value: (row) => row.ExpirationDate },
  { header: 'Received At', value: (row) => row.ReceivedAt },
  { header: 'Received By', value: (row) => row.User.Name },
  { header: 'Status', value: (row) => row.Status },
  { header: 'PO ID', value: (row) => row.PoId },
];

export const PO_ITEM_CSV: readonly CsvColumn<ReceivedItem>[] = [
  { header: 'PO ID', value: (row) => row.PoId },
  { header: 'Item', value: (row) => row.Item.Name },
  { header: 'Supplier', value: (row) => row.Supplier.Name },
  { header: 'Quantity', value: (row) => row.Quantity },
  { header: 'Unit', value: (row) => row.Item.Unit },
  { header: 'Expiration Date', value: (row) => row.ExpirationDate },
  { header: 'Received At', value: (row) => row.ReceivedAt },
  { header: 'Status', value: (row) => row.Status },
];

export const WASTE_CSV: readonly CsvColumn<WasteItem>[] = [
  { header: 'Item', value: (row) => row.Item.Name },
  { header: 'Quantity', value: (row) => row.Quantity },
  { header: 'Unit', value: (row) => row.Item.Unit },
  { header: 'Reason', value: (row) => row.Reason },
  { header: 'Wasted At', value: (row) => row.WastedAt },
  { header: 'By', value: (row) => row.User.Name },
];

export const ORDER_CSV: readonly CsvColumn<Order>[] = [
  { header: 'Order ID', value: (row) => `${ORDER_ID_PREFIX}${row.ID}` },
  { header: 'Department', value: (row) => row.Department.Name },
  { header: 'Requested By', value: (row) => row.User.Name },
  { header: 'Request Date', value: (row) => row.RequestDate },
  { header: 'Fulfilment', value: (row) => row.FulfilledAt },
  {
    header: 'Items',
    // One cell, one line per item as on the screen: "2 kg Butter".
    value: (row) =>
      row.FulfillmentContent.map(
        (line) => `${line.Quantity}${line.Item.Unit ? ` ${line.Item.Unit}` : ''} ${line.Item.Name}`,
      ).join('\n'),
  },
  { header: 'Status', value: (row) => row.Status },
];

/** Purchase Orders (design: Purchasing): one row per order; Total is in the installation's currency. */
export const PURCHASE_ORDER_CSV: readonly CsvColumn<PurchaseOrder>[] = [
  { header: 'PO Number', value: (row) => row.PoNumber },
  { header: 'Supplier', value: (row) => row.Supplier.Name },
  { header: 'Status', value: (row) => row.Status },
  { header: 'Expected', value: (row) => row.ExpectedAt },
  { header: 'Lines', value: (row) => row.Lines.length },
  { header: 'Total', value: (row) => row.Total },
  { header: 'Created At', value: (row) => row.CreatedAt },
  { header: 'Created By', value: (row) => row.CreatedBy },
  { header: 'Sent At', value: (row) => row.SentAt },
  { header: 'Note', value: (row) => row.Note },
];

/** Transfers (design: Sites and transfers): one row per transfer; Value in the installation's currency. */
export const TRANSFER_CSV: readonly CsvColumn<Transfer>[] = [
  { header: 'Transfer Number', value: (row) => row.TransferNumber },
  { header: 'From', value: (row) => row.FromSite.Name },
  { header: 'To', value: (row) => row.ToSite.Name },
  { header: 'Status', value: (row) => row.Status },
  { header: 'Lines', value: (row) => row.Lines.length },
  { header: 'Value', value: (row) => row.Value },
  { header: 'Sent At', value: (row) => row.SentAt },
  { header: 'Sent By', value: (row) => row.SentBy },
  { header: 'Received At', value: (row) => row.ReceivedAt },
  { header: 'Received By', value: (row) => row.ReceivedBy },
  { header: 'Note', value: (row) => row.Note },
];

/**
 * The activity log for an accountant (design: Activity log and approvals): one row per entry,
 * the changes as their JSON text, the hash left out (GET /activity/verify checks the chain).
 */
export const ACTIVITY_CSV: readonly CsvColumn<ActivityEntry>[] = [
  { header: 'Activity ID', value: (row) => row.ActivityId },
  { header: 'At', value: (row) => row.At },
  { header: 'User', value: (row) => row.User.Name },
  { header: 'User ID', value: (row) => row.UserID },
  { header: 'Site ID', value: (row) => row.SiteID },
  { header: 'Action', value: (row) => row.Action },
  { header: 'Record', value: (row) => row.Entity },
  { header: 'Record ID', value: (row) => row.EntityID },
  { header: 'Summary', value: (row) => row.Summary },
  { header: 'Changes', value: (row) => (row.Changes ? JSON.stringify(row.Changes) : null) },
];
