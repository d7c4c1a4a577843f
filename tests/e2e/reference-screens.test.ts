import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUCCESS, VALIDATION } from '../../contract/messages';
import { browserAvailable, collectDialogs, launchBrowser, signInAs } from '../support/browser';
import { clickForAlert, imageLoaded } from '../support/e2e-fixtures';
import { PNG_BYTES } from '../support/images';
import { startLiveServer, type LiveServer } from '../support/live-server';

describe.runIf(browserAvailable())('reference screens in the browser', () => {
  let server: LiveServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let alerts: string[];

  beforeAll(async () => {
    server = await startLiveServer();
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: server.baseUrl });
    page = await context.newPage();
    alerts = collectDialogs(page);
    await signInAs(page, server.baseUrl, 'Administrator');
  });
  afterAll(async () => {
    await browser.close();
    await server.close();
  });

  it('creates, edits and deletes a category with the spec texts', async () => {
    await page.goto('/categories/create');
    await page.getByLabel('Category Name').fill('Beverages');
    await page.getByLabel('Description').fill('Soft drinks and juices');
    await clickForAlert(
      page.getByRole('button', { name: 'Add Category' }),
      alerts,
      SUCCESS.categoryAdded,
    );
    await page.waitForURL(/\/categories$/);
    const row = page.getByRole('row').filter({ hasText: 'Beverages' });
    await row.waitFor();
    expect(await row.innerText()).toContain('Soft drinks and juices');

    await row.click();
    await page.waitForURL(/\/categories\/\d+$/);
    await page.getByRole('heading', { name: 'Beverages' }).waitFor();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Category' });
    await edit.waitFor();
    await edit.getByLabel('Name').fill('Cold Beverages');
    await clickForAlert(
      edit.getByRole('button', { name: 'Save' }),
      alerts,
      SUCCESS.categoryUpdated,
    );
    await edit.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Cold Beverages' }).waitFor();
    const stored = await server.handle.db
      .selectFrom('categories')
      .select(['id', 'name'])
      .where('name', '=', 'Cold Beverages')
      .executeTakeFirst();
    expect(stored).toBeDefined();

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const remove = page.getByRole('dialog', { name: 'Delete Category' });
    await remove.waitFor();
    expect(await remove.getByText('Are you sure you want to delete Cold Beverages?').count()).toBe(
      1,
    );
    await clickForAlert(
      remove.getByRole('button', { name: 'Delete' }),
      alerts,
      SUCCESS.categoryDeleted,
    );
    await page.waitForURL(/\/categories$/);
    const left = await server.handle.db
      .selectFrom('categories')
      .select('id')
      .where('id', '=', stored?.id ?? -1)
      .execute();
    expect(left).toHaveLength(0);
    await page.getByPlaceholder('Search Categories').waitFor();
    expect(await page.getByText('Cold Beverages').count()).toBe(0);
  });

  it('an item created with an image shows it on its card and in its detail', async () => {
    await page.goto('/categories/create');
    await page.getByLabel('Category Name').fill('Bakery');
    await page.getByLabel('Description').fill('Bread and pastry');
    await clickForAlert(
      page.getByRole('button', { name: 'Add Category' }),
      alerts,
      SUCCESS.categoryAdded,
    );
    await page.waitForURL(/\/categories$/);

    await page.goto('/item-area/create');
    await page.getByLabel('Item Area Name').fill('Dry Store');
    await page.getByLabel('Speed Class').selectOption({ label: 'Medium' });
    await clickForAlert(
      page.getByRole('button', { name: 'Add Item Area' }),
      alerts,
      SUCCESS.itemAreaAdded,
    );
    await page.waitForURL(/\/item-area$/);

    await page.goto('/items/create');
    await page.getByLabel('Name', { exact: true }).fill('Sourdough Loaf');
    await page.getByRole('textbox', { name: 'Barcode' }).fill('5000000000017');
    await page.getByLabel('Category').selectOption({ label: 'Bakery' });
    await page.getByLabel('Alert Days Before Expiry').fill('2');
    await page.getByLabel('Unit').fill('pcs');
    await page.getByLabel('Item Area').selectOption({ label: 'Dry Store' });
    await page.locator('input[type="file"]').setInputFiles({
      name: 'loaf.png',
      mimeType: 'image/png',
      buffer: PNG_BYTES,
    });
    await page.getByAltText('Chosen image preview').waitFor();
    await clickForAlert(page.getByRole('button', { name: 'Add Item' }), alerts, SUCCESS.itemAdded);
    await page.waitForURL(/\/items$/);

    const card = page.locator('.item-card').filter({ hasText: 'Sourdough Loaf' });
    await card.waitFor();
    const cardImage = card.getByRole('img', { name: 'Sourdough Loaf' });
    await expect.poll(() => imageLoaded(cardImage)).toBe(true);
    const text = await card.innerText();
    expect(text).toContain('Bakery');
    expect(text).toContain('Dry Store');
    expect(text).toContain('5000000000017');

    await card.click();
    await page.waitForURL(/\/items\/\d+$/);
    const detailImage = page.locator('main').getByRole('img', { name: 'Sourdough Loaf' });
    await detailImage.waitFor();
    await expect.poll(() => imageLoaded(detailImage)).toBe(true);
    const row = await server.handle.db
      .selectFrom('items')
      .select(['name', 'image_hash', 'alert_days'])
      .where('barcode', '=', '5000000000017')
      .executeTakeFirstOrThrow();
    expect(row.image_hash).toBeTruthy();
    expect(row.alert_days).toBe(2);
  });

  it('a supplier with an invalid phone number is refused on the form', async () => {
    const countSuppliers = async () =>
      (await server.handle.db.selectFrom('suppliers').select('id').execute()).length;
    const before = await countSuppliers();
    const posts: string[] = [];
    const onRequest = (request: { method(): string; url(): string }) => {
      if (request.method() === 'POST' && request.url().includes('/suppliers')) {
        posts.push(request.url());
      }
    };
    page.on('request', onRequest);
    await page.goto('/suppliers/create');
    await page.getByLabel('Supplier Name').fill('Bad Phone Ltd');
    await page.getByLabel('Email').fill('bad@example.com');
    await page.getByLabel('Phone Number').fill('call me maybe');
    await page.getByRole('button', { name: 'Add Supplier' }).click();
    await page.getByText(VALIDATION.phoneInvalid, { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/suppliers/create');
    expect(posts).toEqual([]);
    expect(await countSuppliers()).toBe(before);
    page.off('request', onRequest);
  });

  it('a user created by the Administrator can sign in', async () => {
    await page.goto('/users/create');
    await page.getByLabel('Name').fill('night-porter');
    await page.getByLabel('Password').fill('porter-pass-1');
    await page.getByLabel('Role').selectOption({ label: 'Warehouse Staff' });
    await clickForAlert(page.getByRole('button', { name: 'Add User' }), alerts, SUCCESS.userAdded);
    await page.waitForURL(/\/users$/);
    await page.getByText('night-porter').first().waitFor();

    const other = await browser.newContext({ baseURL: server.baseUrl });
    const porter = await other.newPage();
    await porter.goto('/login');
    await porter.getByLabel('Username').fill('night-porter');
    await porter.getByLabel('Password').fill('porter-pass-1');
    await porter.getByRole('button', { name: 'Login' }).click();
    await porter.waitForURL(/\/dashboard$/);
    await expect
      .poll(() => porter.locator('[data-testid="header-user-name"]').innerText())
      .toBe('night-porter');
    expect(
      await porter.locator('aside[aria-label="Sidebar"] .sidebar-links a').allInnerTexts(),
    ).toEqual(['Dashboard', 'Items', 'Inventory', 'Stocktakes', 'Reports']);
    await other.close();
  });
});
