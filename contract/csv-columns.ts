import { ORDER_ID_PREFIX } from './constants';
import type { Order } from './schemas/orders';
import type { Category, Department, Item, ItemArea, Supplier } from './schemas/reference';
import type { ReceivedItem, WasteItem } from './schemas/stock';
import type { User } from './schemas/users';

/** A value a CSV cell holds; null is an empty cell. */
export type CsvValue = string | number | null;

/** One column of a list's CSV export: the screen's header and the row's value. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

/**
 * The columns each list screen shows, in its order, for `?format=csv` (design: Import, export
 * and labels). Values are what a spreadsheet computes with: numbers as numbers, dates as ISO
 * 8601, the unit in a column of its own; the screen's 'No' counter and action buttons are left
 * out.
 */
export const ITEM_CSV: readonly CsvColumn<Item>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Category', value: (row) => row.categoryName },
  { header: 'Location', value: (row) => row.locationName },
  { header: 'Unit', value: (row) => row.unit },
  { header: 'Alert Days', value: (row) => row.alertDaysBeforeExpiry },
  { header: 'Barcode', value: (row) => row.barcode },
];

export const SUPPLIER_CSV: readonly CsvColumn<Supplier>[] = [
  { header: 'Supplier Name', value: (row) => row.name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Phone Number', value: (row) => row.phoneNumber },
  { header: 'Address', value: (row) => row.address },
];

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
