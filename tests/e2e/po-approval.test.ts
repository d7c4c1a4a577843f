import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_TEXT } from '../../contract/messages';
import type { PurchaseOrder } from '../../contract/schemas/purchasing';
import {
  browserAvailable,
  collectDialogs,
  launchBrowser,
  newPhoneContext,
  signInAs,
} from '../support/browser';
import { clickForAlert } from '../support/e2e-fixtures';
import { startLiveServer, type LiveServer } from '../support/live-server';
import { insertItem, insertReferences } from '../support/stock-fixtures';

/** Set to a folder to keep the screenshot of the order awaiting approval on a phone. */
const SHOTS = process.env.APPROVAL_SCREENSHOTS;

/**
 * Issue 35's approvals (design: Activity log and approvals): with PO_APPROVAL_LIMIT at 500, a
 * Manager sends a 600 order and it waits; an Administrator on a phone approves it offline, and
 * once online again the order is sent, once, with one approve entry in its activity.
 */
describe.runIf(browserAvailable())('purchase order approval in the browser', () => {
  let server: LiveServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let orderId = 0;
  let poNumber = '';

  beforeAll(async () => {
    server = await startLiveServer({ poApprovalLimit: 500 });
    browser = await launchBrowser();
    const db = server.handle.db;
    const refs = await insertReferences(db);
    const wine = await insertItem(db, refs, { name: 'House Red Wine', unit: 'bottle' });
    const created = await server.api({
      method: 'POST',
      path: '/purchase-orders',
      role: 'Manager',
      payload: {
        supplierId: refs.supplierId,
        lines: [{ itemId: wine, quantity: 100, unitCost: '6' }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    ({ PurchaseOrderId: orderId, PoNumber: poNumber } = created.json<PurchaseOrder>());
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser.close();
    await server.close();
  });

  async function device(
    phone: boolean,
  ): Promise<{ page: Page; context: BrowserContext; alerts: string[] }> {
    const context = phone
      ? await newPhoneContext(browser, server.baseUrl)
      : await browser.newContext({
          baseURL: server.baseUrl,
          viewport: { width: 1280, height: 800 },
        });
    contexts.push(context);
    const page = await context.newPage();
    return { page, context, alerts: collectDialogs(page) };
  }

  const statusOf = async () =>
    (
      await server.handle.db
        .selectFrom('purchase_orders')
        .select('status')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).status;
  const actionsOf = async () =>
    (
      await server.handle.db
        .selectFrom('activity')
        .select('action')
        .where('entity', '=', 'purchase-order')
        .where('entity_id', '=', String(orderId))
        .where('action', 'in', ['send', 'approve', 'reject'])
        .orderBy('id')
        .execute()
    ).map((row) => row.action);

  it('a Manager sends an order over the limit: it waits for an Administrator', async () => {
    const manager = await device(false);
    await signInAs(manager.page, server.baseUrl, 'Manager');
    await manager.page.goto(`/purchase-orders/${orderId}`);
    await clickForAlert(
      manager.page.getByRole('button', { name: 'Send to Supplier' }),
      manager.alerts,
      'Purchase order sent for approval: it waits for an Administrator.',
    );
    await manager.page
      .getByText(
        'Over the approval limit: this order waits for an Administrator to approve or reject it.',
      )
      .waitFor();
    expect(await manager.page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(await statusOf()).toBe('awaiting_approval');
  });

  it('an Administrator approves on a phone offline; online again it is sent once', async () => {
    const admin = await device(true);
    await signInAs(admin.page, server.baseUrl, 'Administrator');
    // The dashboard counts the waiting order and opens the filtered list.
    const card = admin.page.getByTestId('card-awaitingApproval');
    await expect.poll(() => card.textContent(), { timeout: 15_000 }).toBe('1');
    await card.click();
    await admin.page.waitForURL(/\/purchase-orders\?status=awaiting_approval$/);
    await admin.page.getByRole('link', { name: poNumber }).first().click();
    await admin.page.waitForURL(new RegExp(`/purchase-orders/${orderId}$`));
    const approve = admin.page.getByRole('button', { name: 'Approve' });
    await approve.waitFor();
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await admin.page.screenshot({
        path: path.join(SHOTS, 'po-awaiting-approval-390.png'),
        fullPage: true,
      });
    }

    await admin.context.setOffline(true);
    await clickForAlert(approve, admin.alerts, OFFLINE_TEXT.queued);
    expect(await statusOf()).toBe('awaiting_approval');

    await admin.context.setOffline(false);
    await expect.poll(statusOf, { timeout: 30_000, interval: 50 }).toBe('sent');
    // Replays after the first answer must not apply it again: one approve entry, one send.
    await admin.page.waitForTimeout(1_500);
    expect(await actionsOf()).toEqual(['send', 'approve']);
    const replay = await server.api({
      method: 'GET',
      path: `/purchase-orders/${orderId}`,
      role: 'Administrator',
    });
    expect(replay.json<PurchaseOrder>()).toMatchObject({ Status: 'sent', RejectionReason: null });
  });
});
