import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, signInAs } from '../support/browser';
import { startLiveServer, type LiveServer } from '../support/live-server';
import { scaleItemName, seedScaleItems } from '../support/scale-fixture';
import {
  launchPwaContext,
  privateWebRoot,
  savedRowCount,
  waitForServiceWorker,
  type PwaContext,
} from './pwa-harness';

const ITEM_COUNT = 20_000;

describe.runIf(browserAvailable())('20,000 items on a phone', () => {
  let server: LiveServer;
  let pwa: PwaContext;
  let page: Page;
  let dist: ReturnType<typeof privateWebRoot>;
  // The grid sorts by name with the platform's collator; plain ASCII names sort alike here.
  const names = Array.from({ length: ITEM_COUNT }, (_unused, n) => scaleItemName(n + 1));
  const firstName = [...names].sort(new Intl.Collator().compare)[0] ?? '';
  const lastName = [...names].sort(new Intl.Collator().compare).at(-1) ?? '';

  beforeAll(async () => {
    dist = privateWebRoot();
    server = await startLiveServer({ webRoot: dist.webRoot });
    await seedScaleItems(server.handle.db, ITEM_COUNT);
    pwa = await launchPwaContext(server.baseUrl, { width: 390, height: 844 });
    page = await pwa.context.newPage();
    await signInAs(page, server.baseUrl, 'Manager');
    await waitForServiceWorker(page);
  });
  afterAll(async () => {
    await pwa.close();
    await server.close();
    dist.remove();
  });

  const card = (name: string) => page.getByRole('heading', { name, exact: true });

  async function cardsDrawn(): Promise<number> {
    return page.getByRole('list', { name: 'Items' }).getByRole('listitem').count();
  }

  /** Scrolls to the bottom until the last card is drawn (row heights settle while scrolling). */
  async function scrollToLast(): Promise<void> {
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          return card(lastName).count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
  }

  async function searchLast(): Promise<void> {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('searchbox').fill(lastName.slice(-12));
    await card(lastName).waitFor();
    await expect.poll(cardsDrawn).toBe(1);
    await page.getByRole('searchbox').fill('');
    await card(firstName).waitFor();
  }

  async function showsAllItemsDrawingFew(): Promise<void> {
    await card(firstName).waitFor({ timeout: 60_000 });
    const list = page.getByRole('list', { name: 'Items' });
    expect(await list.getByRole('listitem').first().getAttribute('aria-setsize')).toBe(
      String(ITEM_COUNT),
    );
    expect(await cardsDrawn()).toBeLessThan(30);
  }

  it('online: the cached items render, scroll to the last one and find it by search', async () => {
    await page.goto('/items', { waitUntil: 'domcontentloaded' });
    await showsAllItemsDrawingFew();
    await scrollToLast();
    expect(await cardsDrawn()).toBeLessThan(30);
    await searchLast();
  });

  it('offline: a reload renders the same items from the device, scrolls and searches', async () => {
    // The list shows as soon as it arrives, while the device saves it (20,000 rows: a second or
    // more here); a reload before that save commits aborts it and leaves nothing on the device.
    // The online case can finish within that second, so the save is awaited here.
    await expect.poll(() => savedRowCount(page, 'items'), { timeout: 30_000 }).toBe(ITEM_COUNT);
    await pwa.context.setOffline(true);
    try {
      await page.reload({ waitUntil: 'domcontentloaded' });
      await page.getByTestId('offline-banner').waitFor();
      await showsAllItemsDrawingFew();
      await scrollToLast();
      await searchLast();
    } finally {
      await pwa.context.setOffline(false);
    }
  });
});
