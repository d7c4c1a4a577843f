import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, signInAs } from '../support/browser';
import { startLiveServer, type LiveServer } from '../support/live-server';

describe.runIf(browserAvailable())('CSV import and export in the browser', () => {
  let server: LiveServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startLiveServer();
    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: server.baseUrl, acceptDownloads: true });
    page = await context.newPage();
    await signInAs(page, server.baseUrl, 'Administrator');
  });
  afterAll(async () => {
    await browser.close();
    await server.close();
  });

  it('imports suppliers through the screen after a dry-run preview', async () => {
    await page.goto('/suppliers');
    await page.getByRole('link', { name: 'Import CSV' }).click();
    await page.waitForURL(/\/suppliers\/import$/);
    const csv = [
      'name;email;phoneNumber;address',
      'Harbour Fish;fish@harbour.example;+44 20 7946 0100;"Pier 3; Shed 2"',
      'Hill Dairy;dairy@hill.example;+44 20 7946 0101;',
    ].join('\r\n');
    await page.getByLabel('CSV file').setInputFiles({
      name: 'suppliers.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByText('2 rows to create, 0 rows to update.').waitFor();
    expect(await server.handle.db.selectFrom('suppliers').select('id').execute()).toEqual([]);

    await page.getByRole('button', { name: 'Import' }).click();
    await page.getByText('Imported: 2 created, 0 updated.').waitFor();
    const stored = await server.handle.db
      .selectFrom('suppliers')
      .select(['name', 'address'])
      .orderBy('name')
      .execute();
    expect(stored).toEqual([
      { name: 'Harbour Fish', address: 'Pier 3; Shed 2' },
      { name: 'Hill Dairy', address: null },
    ]);
  });

  it('shows the rows in error and imports nothing', async () => {
    await page.goto('/suppliers/import');
    await page.getByLabel('CSV file').setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('name,email,phoneNumber,address\nNew One,not-an-email,+1 555 0100,\n'),
    });
    const errors = page.getByRole('table');
    await errors.waitFor();
    expect(await errors.innerText()).toContain('Please enter a valid email address.');
    expect(await page.getByRole('button', { name: 'Import' }).isDisabled()).toBe(true);
  });

  it('exports the suppliers the search selects as a CSV file', async () => {
    await page.goto('/suppliers');
    await page.getByPlaceholder('Search Suppliers').fill('harbour');
    await page.getByRole('row').filter({ hasText: 'Hill Dairy' }).waitFor({ state: 'detached' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^suppliers-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile(await download.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(rows).toEqual([
      ['Supplier Name', 'Email', 'Phone Number', 'Address'],
      // A cell starting with + is guarded for spreadsheets (OWASP); import strips the quote.
      ['Harbour Fish', 'fish@harbour.example', "'+44 20 7946 0100", 'Pier 3; Shed 2'],
    ]);
  });
});
