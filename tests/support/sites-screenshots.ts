/**
 * Screenshots of the sites client (issue 34) at 390 px and 1280 px, for the notes: the site
 * control, the Sites list, the item's stock by site, the user form's sites. Run by hand:
 * `npx tsx tests/support/sites-screenshots.ts /tmp/i34c` after `npx vite build`. The item's
 * per-site rows are answered by the page's own route (the server's GET /items/{id}/sites may not
 * exist yet on this branch); everything else is the real server.
 */
import type { Page } from 'playwright-core';
import { launchBrowser, newPhoneContext, signInAs } from './browser';
import { startLiveServer } from './live-server';
import { insertItem, insertLot, insertReferences, userIdOf } from './stock-fixtures';

const out = process.argv[2] ?? '/tmp';
const server = await startLiveServer();
const db = server.handle.db;
const refs = await insertReferences(db);
const itemId = await insertItem(db, refs, { name: 'Red Wine 75cl' });
await insertLot(db, {
  itemId,
  supplierId: refs.supplierId,
  receivedBy: await userIdOf(db, 'Administrator'),
  quantity: 30,
  expirationDate: '2027-03-01',
});
for (const name of ['Bar', 'Kitchen']) {
  await server.api({ method: 'POST', path: '/sites', role: 'Administrator', payload: { name } });
}
const browser = await launchBrowser();

async function perSiteRows(page: Page) {
  await page.route(`**/items/${itemId}/sites`, (route) =>
    route.fulfill({
      json: {
        sites: [
          {
            SiteID: 1,
            Name: 'Main',
            ItemAreaID: refs.itemAreaId,
            ParLevel: 24,
            ReorderPoint: 12,
            OnHand: 30,
          },
          { SiteID: 2, Name: 'Bar', ItemAreaID: null, ParLevel: 12, ReorderPoint: 6, OnHand: 0 },
          {
            SiteID: 3,
            Name: 'Kitchen',
            ItemAreaID: null,
            ParLevel: null,
            ReorderPoint: null,
            OnHand: 0,
          },
        ],
      },
    }),
  );
}

for (const [label, phone] of [
  ['desktop', false],
  ['phone', true],
] as const) {
  const context = phone
    ? await newPhoneContext(browser, server.baseUrl)
    : await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await perSiteRows(page);
  await signInAs(page, server.baseUrl, 'Administrator');
  await page.getByLabel('Site:').waitFor();
  await page.screenshot({ path: `${out}/${label}-dashboard-site-control.png` });
  await page.getByLabel('Site:').selectOption({ label: 'Bar' });
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/${label}-dashboard-at-bar.png` });
  await page.goto(`/items/${itemId}`);
  await page.getByRole('heading', { name: 'Stock by site' }).waitFor();
  await page.getByRole('heading', { name: 'Stock by site' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${out}/${label}-item-stock-by-site.png`, fullPage: true });
  await page.goto('/sites');
  await page.getByRole('table', { name: 'Sites' }).waitFor();
  await page.screenshot({ path: `${out}/${label}-sites.png` });
  await page.goto('/users/create');
  await page.getByRole('group', { name: 'Sites' }).waitFor();
  await page.screenshot({ path: `${out}/${label}-user-create-sites.png`, fullPage: true });
  await page.goto('/reports/stock-value');
  await page.getByRole('button', { name: 'All sites' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/${label}-stock-value-all-sites.png` });
  await context.close();
}
await browser.close();
await server.close();
