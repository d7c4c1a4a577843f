import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_TEXT, SUCCESS } from '../../contract/messages';
import { browserAvailable, collectDialogs, signInAs } from '../support/browser';
import { clickForAlert, isoDateIn, pickItem } from '../support/e2e-fixtures';
import { startLiveServer, type LiveServer } from '../support/live-server';
import { insertItem, insertLot, insertReferences, userIdOf } from '../support/stock-fixtures';
import { userNameFor } from '../support/test-server';
import {
  launchPwaContext,
  openInApp,
  privateWebRoot,
  waitForServiceWorker,
  type PwaContext,
} from './pwa-harness';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** Where the screenshots go when asked for (docs/decisions.md, "Issue 35, client (i35c)", describes them). */
const SHOTS = process.env.ACTIVITY_SCREENSHOTS;

/**
 * Issue 35's browser test: a record's History shows what people did to it, once each, under
 * their own names: a Manager's rename on a phone, and a clerk's waste report recorded offline,
 * at the time the server applied it.
 */
describe.runIf(browserAvailable())('activity: a record’s History', () => {
  let server: LiveServer;
  let dist: ReturnType<typeof privateWebRoot>;
  let manager: PwaContext;
  let clerk: PwaContext | undefined;
  let managerPage: Page;
  let clerkPage: Page;
  let managerAlerts: string[];
  let clerkAlerts: string[];
  let itemId = 0;

  const history = () => managerPage.getByRole('region', { name: 'History' });
  const entries = (hasText: string | RegExp): Locator =>
    history().getByRole('listitem').filter({ hasText });

  /** The count after a moment more: an entry shown twice would have arrived by then. */
  async function settledCount(locator: Locator): Promise<number> {
    await managerPage.waitForTimeout(1500);
    return locator.count();
  }

  /** The page, or with `scrollTo` the screenful that shows it (a phone's sticky header stays put). */
  async function screenshot(page: Page, name: string, scrollTo?: Locator): Promise<void> {
    if (!SHOTS) return;
    fs.mkdirSync(SHOTS, { recursive: true });
    if (scrollTo) await scrollTo.evaluate((node) => node.scrollIntoView({ block: 'end' }));
    await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: !scrollTo });
  }

  beforeAll(async () => {
    dist = privateWebRoot();
    server = await startLiveServer({ webRoot: dist.webRoot });
    const db = server.handle.db;
    const refs = await insertReferences(db);
    itemId = await insertItem(db, refs, { name: 'Milk 1L', unit: 'L' });
    await insertLot(db, {
      itemId,
      supplierId: refs.supplierId,
      receivedBy: await userIdOf(db, 'Manager'),
      quantity: 20_000,
      expirationDate: isoDateIn(4),
    });
    manager = await launchPwaContext(server.baseUrl, PHONE);
    managerPage = await manager.context.newPage();
    managerAlerts = collectDialogs(managerPage);
    await signInAs(managerPage, server.baseUrl, 'Manager');
  });
  afterAll(async () => {
    await clerk?.close();
    await manager.close();
    await server.close();
    dist.remove();
  });

  it('a Manager renames an item on a phone: its History shows the rename once, with both names', async () => {
    await managerPage.goto(`/items/${itemId}`);
    await managerPage.getByRole('heading', { name: 'Milk 1L', level: 2 }).waitFor();
    await managerPage.getByRole('button', { name: 'Edit' }).click();
    const dialog = managerPage.getByRole('dialog', { name: 'Edit Item' });
    await dialog.getByLabel('Name', { exact: true }).fill('Whole Milk 1L');
    await clickForAlert(
      dialog.getByRole('button', { name: 'Save' }),
      managerAlerts,
      SUCCESS.itemUpdated,
    );

    // Shown without reloading: the write's live event reads the History again.
    const rename = entries(/Milk 1L.*Whole Milk 1L/);
    await rename.first().waitFor();
    expect(await settledCount(rename)).toBe(1);
    const text = await rename.innerText();
    expect(text).toContain(userNameFor('Manager'));
    expect(text).toContain('Milk 1L');
    expect(text).toContain('Whole Milk 1L');
    // The edit's change, before → after.
    expect(await rename.locator('.activity-before').allInnerTexts()).toContain('Milk 1L');
    expect(await rename.locator('.activity-after').allInnerTexts()).toContain('Whole Milk 1L');
    // Nothing sideways on the phone.
    const width = await managerPage.evaluate<number>('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(PHONE.width);
    // Signed in, then saved: no failure said on the way.
    expect(managerAlerts.slice(-1)).toEqual([SUCCESS.itemUpdated]);
  });

  it('a clerk’s waste report recorded offline shows once after it is sent, under the clerk, at the time it was applied', async () => {
    const clerkContext = await launchPwaContext(server.baseUrl, PHONE);
    clerk = clerkContext;
    clerkPage = await clerkContext.context.newPage();
    clerkAlerts = collectDialogs(clerkPage);
    await signInAs(clerkPage, server.baseUrl, 'Warehouse Staff');
    await waitForServiceWorker(clerkPage);
    await clerkPage.goto('/reports/create', { waitUntil: 'domcontentloaded' });
    await clerkPage.getByTestId('ready-offline').waitFor();

    await clerkContext.context.setOffline(true);
    await openInApp(clerkPage, '/reports/create');
    await pickItem(clerkPage, 'Whole Milk 1L');
    await clerkPage.getByLabel('Reason').selectOption('Expired');
    await clerkPage.getByLabel('Quantity').fill('1.5');
    await clickForAlert(
      clerkPage.getByRole('button', { name: 'Add Report' }),
      clerkAlerts,
      OFFLINE_TEXT.queued,
    );
    const recordedAt = Date.now();
    // Nothing reached the server: no entry yet.
    const waste = entries(userNameFor('Warehouse Staff'));
    expect(await settledCount(waste)).toBe(0);

    const onlineAt = Date.now();
    expect(onlineAt).toBeGreaterThan(recordedAt + 1000);
    await clerkContext.context.setOffline(false);
    await expect
      .poll(
        async () =>
          (
            await server.handle.db
              .selectFrom('waste')
              .select('id')
              .where('item_id', '=', itemId)
              .execute()
          ).length,
        { timeout: 20_000 },
      )
      .toBe(1);

    await waste.first().waitFor({ timeout: 20_000 });
    expect(await settledCount(waste)).toBe(1);
    // The time the server applied it, not the time it was recorded on the clerk's phone.
    const at = Date.parse(String(await waste.locator('time').getAttribute('datetime')));
    expect(at).toBeGreaterThanOrEqual(onlineAt - 1000);
    expect(at).toBeLessThanOrEqual(Date.now());
    expect(await waste.innerText()).toContain('Whole Milk 1L');
    // Still one rename above it: newest first.
    const summaries = await history().locator('.activity-summary').allInnerTexts();
    expect(summaries).toHaveLength(2);
    expect(summaries[1]).toMatch(/Milk 1L.*Whole Milk 1L/);
    // The open item's stock follows the same live event: 20 L less the 1.5 L wasted.
    await managerPage
      .locator('.item-stock-on-hand')
      .filter({ hasText: '18.5 L' })
      .waitFor({ timeout: 10_000 });
    await screenshot(managerPage, 'item-history-phone', history());
  });

  it('the Activity screen lists both, on a phone and on a desktop', async () => {
    await openInApp(managerPage, '/activity');
    const list = managerPage.getByRole('list', { name: 'Activity entries' });
    await list.getByRole('listitem').filter({ hasText: 'Whole Milk 1L' }).first().waitFor();
    const width = await managerPage.evaluate<number>('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(managerPage, 'activity-phone');

    await managerPage.setViewportSize(DESKTOP);
    // Loaded again at the desktop's width: the menu is docked, not sliding out of the drawer.
    await managerPage.reload();
    await managerPage.getByRole('form', { name: 'Filter activity' }).waitFor();
    await list.getByRole('listitem').first().waitFor();
    await screenshot(managerPage, 'activity-desktop');
    await openInApp(managerPage, `/items/${itemId}`);
    await entries(/Whole Milk 1L/)
      .first()
      .waitFor();
    await screenshot(managerPage, 'item-history-desktop');
  });
});
