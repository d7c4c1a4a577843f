import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ROLE_NAMES, type RoleName } from '../../contract/roles';
import { TEST_PASSWORD, userNameFor } from './test-server';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags this machine needs (DESIGN: Testing); extra ones e.g. for a fake camera. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Whether browser tests can run: Debian's Chromium present. REQUIRE_BROWSER=1 (CI) turns a
 * missing browser into a failure instead of a loud skip.
 */
export function browserAvailable(): boolean {
  if (fs.existsSync(CHROMIUM_PATH)) return true;
  if (process.env.REQUIRE_BROWSER === '1') {
    throw new Error(`REQUIRE_BROWSER=1 but no Chromium at ${CHROMIUM_PATH}`);
  }
  console.warn(`\n*** SKIPPED: browser tests (no Chromium at ${CHROMIUM_PATH}) ***\n`);
  return false;
}

export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, ...extraArgs],
  });
}

/** Alerts are the spec's way of speaking; collect them instead of blocking the page. */
export function collectDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    // The page may close or navigate before the accept lands; that alert is already recorded.
    dialog.accept().catch(() => undefined);
  });
  return seen;
}

/**
 * Signs in through the login form as the seeded user of that role; answers when Login was
 * clicked (epoch ms). With `origin`, the visit starts at that page: signed out, it shows the
 * login form, and the sign-in goes back to it (spec 2.3) instead of the dashboard.
 */
export async function signInAs(
  page: Page,
  baseUrl: string,
  role: RoleName,
  origin?: string,
): Promise<number> {
  await page.goto(`${baseUrl}${origin ?? '/login'}`);
  await page.getByLabel('Username').fill(userNameFor(role));
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  const clickedAt = Date.now();
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === (origin ?? '/dashboard'));
  return clickedAt;
}

export async function newPhoneContext(browser: Browser, baseUrl: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
}

export { ROLE_NAMES };
