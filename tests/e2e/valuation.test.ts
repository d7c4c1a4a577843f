import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_TEXT } from '../../contract/messages';
import { browserAvailable, collectDialogs, signInAs } from '../support/browser';
import { clickForAlert, isoDateIn, pickItem } from '../support/e2e-fixtures';
import { startLiveServer, type LiveServer } from '../support/live-server';
import {
  insertItem,
  insertLot,
  insertReferences,
  userIdOf,
  referenceNames,
} from '../support/stock-fixtures';
import {
  launchPwaContext,
  openInApp,
  outboxBadgeLabel,
  privateWebRoot,
  waitForServiceWorker,
  type PwaContext,
} from './pwa-harness';

/**
 * Valuation on the device (issue 24): a manager receives a delivery with unit costs while
 * offline; the Stock Value screen keeps showing the saved figure, and once the outbox has sent
 * the delivery the figure grows by exactly its value.
 */
describe.runIf(browserAvailable())('stock value after an offline delivery with costs', () => {
  let server: LiveServer;
  let pwa: PwaContext;
  let page: Page;
  let alerts: string[];
  let dist: ReturnType<typeof privateWebRoot>;
  let supplierName = '';
  let milkId = 0;

  const total = () => page.getByTestId('valuation-total').innerText();

  beforeAll(async () => {
    dist = privateWebRoot();
    server = await startLiveServer({ webRoot: dist.webRoot });
    const db = server.handle.db;
    const refs = await insertReferences(db);
    supplierName = (await referenceNames(db, refs)).supplier;
    milkId = await insertItem(db, refs, { name: 'Oat Milk', unit: 'L' });
    // 10 L already in stock at €1.50 a litre: €15.00 (quantities in thousandths, costs in
    // ten-thousandths).
    const lotId = await insertLot(db, {
      itemId: milkId,
      supplierId: refs.supplierId,
      receivedBy: await userIdOf(db, 'Manager'),
      quantity: 10_000,
      expirationDate: isoDateIn(20),
    });
    await db.updateTable('lots').set({ unit_cost: 15_000 }).where('id', '=', lotId).execute();
    pwa = await launchPwaContext(server.baseUrl, { width: 390, height: 844 });
    page = await pwa.context.newPage();
    alerts = collectDialogs(page);
    await signInAs(page, server.baseUrl, 'Manager');
    await waitForServiceWorker(page);
  });
  afterAll(async () => {
    await pwa.close();
    await server.close();
    dist.remove();
  });

  it('shows the new value once the delivery made offline is sent', async () => {
    // Seen once online: the money cards (and the currency), the form's lists, the report.
    await page.getByTestId('card-stockValue').filter({ hasText: '€15.00' }).waitFor();
    await openInApp(page, '/inventory/received-items/create');
    await page.getByLabel('Supplier').selectOption({ label: supplierName });
    await openInApp(page, '/reports/stock-value');
    await page.getByRole('cell', { name: 'Oat Milk' }).waitFor();
    expect(await total()).toBe('€15.00');

    await pwa.context.setOffline(true);
    await openInApp(page, '/inventory/received-items/create');
    await page.getByLabel('Supplier').selectOption({ label: supplierName });
    const row = page.getByRole('group', { name: 'Row 1' });
    await pickItem(row, 'Oat Milk');
    await row.getByLabel('Quantity').fill('4');
    await row.getByLabel('Expiration Date').fill(isoDateIn(30));
    // More than 4 decimals is refused on the spot, with the reason.
    await row.getByLabel('Unit Cost').fill('2.12345');
    expect(await row.getByRole('alert').innerText()).toBe('A cost has at most 4 decimals.');
    await row.getByLabel('Unit Cost').fill('2.5');
    await clickForAlert(page.getByRole('button', { name: 'Submit' }), alerts, OFFLINE_TEXT.queued);
    await page.waitForURL(/\/inventory\/received-items$/);
    await expect.poll(() => outboxBadgeLabel(page)).toBe('1 submission waiting');

    // Offline, the report shows the saved figure: the delivery has not reached the server.
    await openInApp(page, '/reports/stock-value');
    await page.getByRole('cell', { name: 'Oat Milk' }).waitFor();
    expect(await total()).toBe('€15.00');

    await pwa.context.setOffline(false);
    await expect.poll(() => outboxBadgeLabel(page), { timeout: 20_000 }).toBeNull();
    // 10 L at €1.50 + 4 L at €2.50 = €25.00, without leaving the screen.
    await expect.poll(total, { timeout: 10_000 }).toBe('€25.00');
    const lots = await server.handle.db
      .selectFrom('lots')
      .select(['quantity', 'unit_cost'])
      .where('item_id', '=', milkId)
      .orderBy('id')
      .execute();
    expect(lots.map((lot) => [lot.quantity, Number(lot.unit_cost)])).toEqual([
      [10_000, 15_000],
      [4_000, 25_000],
    ]);
    expect(
      alerts.filter((text) => text !== 'Login successful!' && text !== OFFLINE_TEXT.queued),
    ).toEqual([]);
  });
});
