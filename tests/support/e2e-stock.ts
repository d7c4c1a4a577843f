import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { ENDPOINTS } from '../../contract/paths';
import type { ItemLocation } from '../../contract/schemas/stock';
import { pickItem } from './e2e-fixtures';
import type { LiveServer } from './live-server';

/** Stock helpers of the browser tests: what the database and the API say, and the receive form. */

/** An item's lots straight from the table (quantities in thousandths). */
export function lotsOfItem(server: LiveServer, itemId: number) {
  return server.handle.db
    .selectFrom('lots')
    .select(['id', 'quantity', 'remaining', 'po_id', 'expiration_date', 'status'])
    .where('item_id', '=', itemId)
    .execute();
}

/** The stock GET /item-locations reports for an item (what Item Movement shows). */
export async function stockOfItem(server: LiveServer, itemId: number): Promise<number | undefined> {
  const response = await server.api({
    method: 'GET',
    role: 'Manager',
    path: `${ENDPOINTS.itemLocations}?pageSize=500`,
  });
  expect(response.statusCode).toBe(200);
  const list = response.json<{ items: ItemLocation[] }>().items;
  return list.find((row) => row.ID === itemId)?.Quantity;
}

export interface ReceiveRowInput {
  item: string;
  quantity: string;
  /** YYYY-MM-DD */
  expires: string;
  status?: string;
}

/** The received or PO form: the supplier, then one row per entry ('+ Add Row' for the others). */
export async function fillReceive(
  page: Page,
  supplierName: string,
  rows: readonly ReceiveRowInput[],
): Promise<void> {
  await page.getByLabel('Supplier').selectOption({ label: supplierName });
  for (const [index, row] of rows.entries()) {
    if (index > 0) await page.getByRole('button', { name: '+ Add Row' }).click();
    const group = page.getByRole('group', { name: `Row ${index + 1}` });
    await pickItem(group, row.item);
    await group.getByLabel('Quantity').fill(row.quantity);
    await group.getByLabel('Expiration Date').fill(row.expires);
    if (row.status) await group.getByLabel('Status').fill(row.status);
  }
}
