import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserAvailable,
  collectDialogs,
  launchBrowser,
  newPhoneContext,
  signInAs,
} from '../support/browser';
import { startLiveServer, type LiveServer } from '../support/live-server';

describe.runIf(browserAvailable())('departments in the browser', () => {
  let server: LiveServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startLiveServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await server.close();
  });

  it('a manager adds a department on a phone and finds it in the list', async () => {
    const context = await newPhoneContext(browser, server.baseUrl);
    const page = await context.newPage();
    const alerts = collectDialogs(page);
    await signInAs(page, server.baseUrl, 'Manager');
    await page.goto('/departments/create');
    await page.getByLabel('Department Name').fill('Banquets');
    await page.getByLabel('Description').fill('Weddings and events');
    await page.getByRole('button', { name: 'Add Department' }).click();
    await page.waitForURL(/\/departments$/);
    expect(alerts).toContain('Department added successfully.');
    await expect.poll(() => page.getByText('Banquets').count()).toBe(1);
    await context.close();
  });
});
