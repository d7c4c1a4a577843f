import axe, { type ImpactValue } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_TEXT } from '../../src/app/not-found-text';
import { ROUTES } from '../../src/lib/routes';

const LOGIN_PATH = ROUTES.login;
const UNAUTHORIZED_PATH = ROUTES.unauthorized;
import { browserAvailable, launchBrowser } from '../support/browser';
import { openInApp, runAxe, seedDemoScreens } from './demo-screens';
import { startLiveServer, type LiveServer } from '../support/live-server';

/** One axe rule broken on one screen at one width. */
interface Finding {
  screen: string;
  rule: string;
  impact: ImpactValue | null | undefined;
  targets: string[];
}

/** A screen to check: its URL, and the header title once it is ready (null: no layout). */
interface Screen {
  url: string;
  title: string | null;
}

const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;

/** Waits until the screen shows its data: its title, no request running, no loading text. */
async function settle(page: Page, title: string | null): Promise<void> {
  if (title !== null) {
    await expect.poll(() => page.locator('header h1').innerText(), { timeout: 20_000 }).toBe(title);
  }
  // The live-updates stream stays open, so the network is never idle: load, then let lists land.
  await page.waitForLoadState('load');
  await page.waitForTimeout(1500);
  await expect
    .poll(() => page.getByText(/^Loading/).count(), { timeout: 20_000, message: page.url() })
    .toBe(0);
}

/** What has the keyboard focus: enough to find it and to see that its focus shows. */
interface Focused {
  text: string;
  tag: string;
  row: boolean;
  inDialog: boolean;
  ringShown: boolean;
}

function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement ?? document.body;
    const style = getComputedStyle(element);
    return {
      text: element.textContent.trim(),
      tag: element.tagName.toLowerCase(),
      row: element.matches('tr.clickable'),
      inDialog: element.closest('[role="dialog"]') !== null,
      ringShown:
        (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') ||
        style.boxShadow !== 'none',
    };
  });
}

/** Presses Tab until `wanted` holds (at most `limit` times), checking each stop shows focus. */
async function tabUntil(
  page: Page,
  wanted: (focus: Focused) => boolean,
  limit = 60,
): Promise<Focused[]> {
  const stops: Focused[] = [];
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    const focus = await focused(page);
    stops.push(focus);
    if (wanted(focus)) return stops;
  }
  throw new Error(`Tab never reached it; stops: ${stops.map((stop) => stop.text).join(' | ')}`);
}

/**
 * axe-core over every screen at phone and desktop width, signed in as the demo's
 * Administrator on the demo data (charts, badges, long tables): no serious or critical
 * violation. The counts of every impact are printed. The phone pass runs once more with the
 * device in dark mode (issue 14): contrast is checked against the dark palette.
 */
describe.runIf(browserAvailable())('accessibility (axe-core) on the demo data', () => {
  let server: LiveServer;
  let browser: Browser;
  let admin: { name: string; password: string };
  const screens: Screen[] = [];

  beforeAll(async () => {
    server = await startLiveServer();
    const demo = await seedDemoScreens(server);
    admin = demo.admin;
    screens.push(...demo.screens);
    screens.push({ url: '/no-such-page', title: NOT_FOUND_TEXT.title });
    screens.push({ url: UNAUTHORIZED_PATH, title: null });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await server.close();
  });

  it.each([
    [390, 'light'],
    [1280, 'light'],
    [390, 'dark'],
  ] as const)(
    'every screen at %i px, %s',
    async (width, colorScheme) => {
      const phone = width < 600;
      const context = await browser.newContext({
        baseURL: server.baseUrl,
        viewport: { width, height: phone ? 844 : 800 },
        isMobile: phone,
        hasTouch: phone,
      });
      const page = await context.newPage();
      await page.emulateMedia({ colorScheme });
      const findings: Finding[] = [];
      const check = async (screen: string) => {
        for (const violation of await runAxe(page)) {
          findings.push({
            screen,
            rule: violation.id,
            impact: violation.impact,
            targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
          });
        }
      };

      await page.goto(LOGIN_PATH);
      await page.getByLabel('Username').waitFor();
      // The palette really follows the device: axe must not check the light one twice.
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme),
      ).toBe(colorScheme);
      await check(LOGIN_PATH);
      await page.getByLabel('Username').fill(admin.name);
      await page.getByLabel('Password').fill(admin.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL(/\/dashboard$/);

      for (const screen of screens) {
        await openInApp(page, screen.url);
        await settle(page, screen.title);
        await check(screen.url);
      }
      // The bell's panel, open over the dashboard, and a confirmation dialog.
      await page.goto('/dashboard');
      await settle(page, 'Dashboard');
      await page
        .locator('header')
        .getByRole('button', { name: /^Notifications/ })
        .click();
      await page.getByRole('dialog').waitFor();
      await check('near-expiry panel');
      await page.goto(screens.find((screen) => screen.title === 'Category Detail')?.url ?? '');
      await settle(page, 'Category Detail');
      await page.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog').waitFor();
      await check('delete dialog');
      await context.close();

      const counts = IMPACTS.map(
        (impact) => `${impact} ${findings.filter((f) => f.impact === impact).length}`,
      );
      console.log(
        `axe-core ${axe.version} at ${width} px, ${colorScheme}, ${screens.length + 3} screens: ${counts.join(', ')}`,
      );
      for (const f of findings) {
        console.log(`  ${f.impact ?? '?'} ${f.rule} on ${f.screen}: ${f.targets.join(', ')}`);
      }
      expect(
        findings.filter((f) => f.impact === 'serious' || f.impact === 'critical'),
        'serious or critical violations',
      ).toEqual([]);
      // A guard against a hang, not a speed check: 52 screens one after another on two shared cores.
    },
    300_000,
  );

  it('the theme toggle overrides the device setting and is kept across a reload', async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, colorScheme: 'dark' });
    const page = await context.newPage();
    const scheme = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
    await page.goto(LOGIN_PATH);
    await page.getByLabel('Username').fill(admin.name);
    await page.getByLabel('Password').fill(admin.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dashboard$/);
    expect(await scheme()).toBe('dark');

    await page.getByRole('button', { name: 'Theme: System' }).click();
    await page.getByRole('button', { name: 'Theme: Light' }).waitFor();
    expect(await scheme()).toBe('light');
    await page.reload();
    await page.getByRole('button', { name: 'Theme: Light' }).waitFor();
    expect(await scheme(), 'applied before React renders, from local storage').toBe('light');
    await page.getByRole('button', { name: 'Theme: Light' }).click();
    await page.getByRole('button', { name: 'Theme: Dark' }).click();
    await page.getByRole('button', { name: 'Theme: System' }).waitFor();
    expect(await scheme()).toBe('dark');
    await context.close();
  });

  it('by keyboard alone: a row opens its detail, a dialog keeps and returns focus', async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl });
    const page = await context.newPage();
    await page.goto(LOGIN_PATH);
    await page.getByLabel('Username').fill(admin.name);
    await page.getByLabel('Password').fill(admin.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dashboard$/);

    await page.goto('/categories');
    await settle(page, 'Categories');
    const toRow = await tabUntil(page, (focus) => focus.row);
    expect(
      toRow.filter((stop) => !stop.ringShown),
      'every stop shows its focus',
    ).toEqual([]);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/categories\/\d+$/);
    await settle(page, 'Category Detail');

    const toDelete = await tabUntil(page, (focus) => focus.text === 'Delete');
    expect(toDelete.filter((stop) => !stop.ringShown)).toEqual([]);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Delete Category' }).waitFor();
    expect((await focused(page)).inDialog, 'focus moves into the dialog').toBe(true);
    for (let press = 0; press < 5; press += 1) {
      await page.keyboard.press('Tab');
      const focus = await focused(page);
      expect(focus.inDialog, `Tab ${press + 1} stays in the dialog`).toBe(true);
      expect(focus.ringShown).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await focused(page)).toMatchObject({ text: 'Delete', tag: 'button' });
    await context.close();
  });
});
