import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_TEXT } from '../../contract/messages';
import { SITE_HEADER, TRANSFER_LOSS_REASON } from '../../contract/paths';
import type { Site } from '../../contract/schemas/sites';
import type { WasteCostReport } from '../../contract/schemas/valuation';
import { SITE_STORAGE_PREFIX } from '../../src/lib/session-storage';
import {
  browserAvailable,
  collectDialogs,
  launchBrowser,
  newPhoneContext,
  signInAs,
} from '../support/browser';
import { clickForAlert, pickItem } from '../support/e2e-fixtures';
import { startLiveServer, type LiveServer } from '../support/live-server';
import { insertItem, insertLot, insertReferences, userIdOf } from '../support/stock-fixtures';
import { openInApp } from './pwa-harness';

/** Set to a folder to keep the screenshots of Send Stock and a receipt (phone and desktop). */
const SHOTS = process.env.TRANSFER_SCREENSHOTS;

async function shoot(page: Page, name: string, width: number): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const before = page.viewportSize();
  await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
  // The menu slides in or out when the width crosses the phone's: shoot once it has settled.
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  if (before) await page.setViewportSize(before);
}

/**
 * Issue 34's journey (design: Sites and transfers): the store's manager sends 12 bottles from
 * two lots to the Bar; a clerk at the Bar, offline on a phone, opens the transfer that came with
 * device sync and receives 10; online again the Bar holds the lots with their expiry dates, the
 * 2 short are the Bar's waste cost as a Transfer loss, and the manager sees it received within
 * two seconds.
 */
describe.runIf(browserAvailable())('transfers in the browser', () => {
  let server: LiveServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let wine = 0;
  let bar: Site;

  beforeAll(async () => {
    server = await startLiveServer();
    browser = await launchBrowser();
    const db = server.handle.db;
    const refs = await insertReferences(db);
    const receivedBy = await userIdOf(db, 'Manager');
    wine = await insertItem(db, refs, { name: 'Red Wine 75cl', unit: 'bottle' });
    // Two lots at the store (Main): June at 4.00 a bottle, September at 5.50.
    for (const [quantity, expirationDate, unitCost] of [
      [8000, '2030-06-30', 40_000],
      [6000, '2030-09-30', 55_000],
    ] as const) {
      const lotId = await insertLot(db, {
        itemId: wine,
        supplierId: refs.supplierId,
        receivedBy,
        quantity,
        expirationDate,
      });
      await db.updateTable('lots').set({ unit_cost: unitCost }).where('id', '=', lotId).execute();
    }
    const created = await server.api({
      method: 'POST',
      path: '/sites',
      role: 'Administrator',
      payload: { name: 'Bar', address: 'Ground floor' },
    });
    expect(created.statusCode, created.body).toBe(201);
    bar = created.json<Site>();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser.close();
    await server.close();
  });

  async function deviceOf(width: number) {
    const context =
      width < 500
        ? await newPhoneContext(browser, server.baseUrl)
        : await browser.newContext({ baseURL: server.baseUrl, viewport: { width, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    return { context, page, alerts: collectDialogs(page) };
  }

  it('a clerk at the Bar receives offline with a shortfall; the store sees it within 2 s', async () => {
    // The store's manager (desktop) sends from Main, the first site.
    const manager = await deviceOf(1280);
    await signInAs(manager.page, server.baseUrl, 'Manager');
    await manager.page
      .getByRole('navigation')
      .getByRole('link', { name: 'Transfers' })
      .first()
      .waitFor();
    await manager.page.goto('/transfers/create');
    const form = manager.page.locator('form.transfer-form');
    await form.getByLabel('Destination').selectOption({ label: 'Bar' });
    await pickItem(form, 'Red Wine 75cl');
    await form.getByLabel('Quantity').fill('12');
    await form.getByLabel('Note').fill('For the weekend');
    await shoot(manager.page, 'send-stock', 390);
    await shoot(manager.page, 'send-stock', 1280);
    await clickForAlert(
      form.getByRole('button', { name: 'Send Stock' }),
      manager.alerts,
      'Stock sent. It is in transit until the destination receives it.',
    );
    await manager.page.waitForURL(/\/transfers\/\d+$/);
    const transferId = Number(new URL(manager.page.url()).pathname.split('/').pop());
    await manager.page.getByText('In transit', { exact: true }).waitFor();

    // The clerk's phone works at the Bar (kept per device and user), signs in and syncs.
    const clerk = await deviceOf(390);
    const clerkId = await userIdOf(server.handle.db, 'Warehouse Staff');
    await clerk.context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      `${SITE_STORAGE_PREFIX}${clerkId}`,
      String(bar.SiteId),
    ] as const);
    await signInAs(clerk.page, server.baseUrl, 'Warehouse Staff');
    await clerk.page.getByTestId('ready-offline').waitFor({ timeout: 60_000 });

    // No signal in the Bar's cellar: the transfer opens from the device's copy.
    await clerk.context.setOffline(true);
    await openInApp(clerk.page, `/transfers/${transferId}`);
    await clerk.page.getByRole('heading', { name: /^TR-\d{6}$/ }).waitFor();
    await clerk.page.getByText('8 bottle · expires 30 Jun 2030').waitFor();
    await shoot(clerk.page, 'transfer-detail', 390);
    await shoot(clerk.page, 'transfer-detail', 1280);
    await clerk.page.getByRole('button', { name: 'Receive' }).click();
    const dialog = clerk.page.getByRole('dialog');
    await dialog.getByLabel('Received of Red Wine 75cl').fill('10');
    await dialog.getByText('2 of Red Wine 75cl short').waitFor();
    await shoot(clerk.page, 'transfer-receive', 390);
    await shoot(clerk.page, 'transfer-receive', 1280);
    await clickForAlert(
      dialog.getByRole('button', { name: 'Confirm Receipt' }),
      clerk.alerts,
      OFFLINE_TEXT.queued,
    );

    // The manager watches the store's sent transfers.
    await manager.page.goto('/transfers');
    await manager.page.getByRole('button', { name: 'Sent' }).click();
    const row = manager.page.getByRole('row').filter({ hasText: 'Bar' });
    await row.getByText('In transit').waitFor();
    await shoot(manager.page, 'transfers-sent', 390);

    await clerk.context.setOffline(false);
    const status = () =>
      sql<{ status: string }>`select status from transfers where id = ${transferId}`
        .execute(server.handle.db)
        .then((result) => result.rows[0]?.status);
    await expect.poll(status, { timeout: 30_000, interval: 20 }).toBe('received');
    const receivedAt = Date.now();
    await row.getByText('Received').waitFor({ timeout: 2_000 });
    console.log(`The store saw the transfer received after ${Date.now() - receivedAt} ms`);

    // The Bar holds the lots that arrived, earliest expiry first, with their dates and costs.
    const barLots = await sql<{ expiration_date: string; quantity: number | string }>`
      select expiration_date, quantity from lots
      where site_id = ${bar.SiteId} and item_id = ${wine} order by expiration_date`.execute(
      server.handle.db,
    );
    expect(barLots.rows.map((lot) => [lot.expiration_date, Number(lot.quantity)])).toEqual([
      ['2030-06-30', 8000],
      ['2030-09-30', 2000],
    ]);
    // The 2 short, from the September lot at 5.50, are the Bar's waste cost.
    const cost = await server.api({
      method: 'GET',
      path: '/reports/waste-cost',
      role: 'Manager',
      headers: { [SITE_HEADER]: String(bar.SiteId) },
    });
    expect(cost.statusCode, cost.body).toBe(200);
    const loss = cost
      .json<WasteCostReport>()
      .byReason.find((reason) => reason.Reason === TRANSFER_LOSS_REASON);
    expect(loss).toMatchObject({ Quantity: 2, Cost: 11 });

    // The screenshots' last two: the header's site control, and the item's stock per site.
    if (SHOTS) {
      await manager.page.goto('/');
      await manager.page.locator('.header-site-select').waitFor();
      await shoot(manager.page, 'site-control', 390);
      await shoot(manager.page, 'site-control', 1280);
      await manager.page.goto(`/items/${wine}`);
      await manager.page.getByRole('cell', { name: 'Bar', exact: true }).first().waitFor();
      await shoot(manager.page, 'item-stock-per-site', 390);
      await shoot(manager.page, 'item-stock-per-site', 1280);
    }
  });
});
