import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/i18n/catalogues';
import { LANGUAGES, type Language } from '../../src/i18n/languages';
import { en } from '../../src/i18n/messages/en';
import { ROUTES } from '../../src/lib/routes';
import { browserAvailable, launchBrowser, signInAs } from '../support/browser';
import { ar as arabicMessages } from '../../contract/i18n/ar';
import { de as germanMessages } from '../../contract/i18n/de';
import { ENDPOINTS } from '../../contract/paths';
import { openInApp, runAxe, seedDemoScreens, statusScreens } from './demo-screens';
import { englishInDialogs, englishLeftovers, visibleEnglish } from './english-leftovers';
import { DESKTOP, openIn, PHONE } from '../support/languages-screenshots';
import { startLiveServer, type LiveServer } from '../support/live-server';
import { launchPwaContext, privateWebRoot, seedOutbox, waitForServiceWorker } from './pwa-harness';

/**
 * Issue 36 (design: Languages) in the browser: the Language menu switches every language on a
 * phone and a desktop (online and offline), a first visit follows the browser, Arabic lays out
 * right to left with the menu on the right and nothing wider than the phone, dates and numbers
 * follow the language, and axe finds nothing serious in Arabic and German.
 */

type Texts = Record<string, string>;
const catalogues = new Map<Language, Texts>();

/**
 * Words of the catalogue a screen in the language may show as they are: units and names the
 * language writes the same, and the demo's data that is also a catalogue word.
 */
const SAME_IN: Record<'de' | 'ar', readonly string[]> = {
  de: [],
  ar: [],
};

/**
 * What `language` says for the app's English `text`: its catalogue's translation once a screen's
 * texts are in the catalogues, the English text until then (the shell's own are there today).
 */
function say(language: Language, text: string): string {
  const id = Object.keys(en).find((key) => (en as Texts)[key] === text);
  return (id && catalogues.get(language)?.[id]) ?? text;
}

function documentLanguage(page: Page): Promise<{ lang: string; dir: string }> {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
  }));
}

/** The Language menu at the foot of the sidebar, opened first on a phone. */
async function chooseLanguage(page: Page, language: Language): Promise<void> {
  const select = page.locator('.sidebar-language select');
  await select.waitFor({ state: 'attached' });
  // Below 1024 px the menu is a drawer, closed until its toggle opens it.
  if ((page.viewportSize()?.width ?? 0) < 1024 && !(await select.isVisible())) {
    await page.locator('.header-toggle').click();
  }
  await select.selectOption(language);
  await expect
    .poll(() => documentLanguage(page).then((doc) => doc.lang), { timeout: 15_000 })
    .toBe(language);
}

/** A screen is drawn: its title is in the header and its data has had time to land. */
async function settle(page: Page): Promise<void> {
  await expect.poll(() => page.locator('header h1').innerText(), { timeout: 20_000 }).not.toBe('');
  await page.waitForLoadState('load');
  await page.waitForTimeout(800);
}

describe.runIf(browserAvailable())('languages in the browser', () => {
  let server: LiveServer;
  let browser: Browser;
  let admin: { name: string; password: string };
  /** The Administrator's id, as their token names it (their outbox entries carry it). */
  let adminId = '';
  const screens: string[] = [];
  /** Detail screens in each status, whose actions (and dialogs) differ. */
  const statuses: string[] = [];
  /** The label sheet with two items on it (the route alone shows an empty sheet). */
  let labelsOfTwo = '';

  beforeAll(async () => {
    for (const language of LANGUAGES) catalogues.set(language, await loadCatalogue(language));
    server = await startLiveServer();
    const demo = await seedDemoScreens(server);
    admin = demo.admin;
    adminId = String(
      (
        await server.handle.db
          .selectFrom('users')
          .select('id')
          .where('name', '=', admin.name)
          .executeTakeFirstOrThrow()
      ).id,
    );
    screens.push(...demo.screens.map((screen) => screen.url));
    statuses.push(...(await statusScreens(server)).filter((url) => !screens.includes(url)));
    const items = await server.handle.db
      .selectFrom('items')
      .select('id')
      .orderBy('id')
      .limit(2)
      .execute();
    labelsOfTwo = `${ROUTES.itemLabels}?ids=${items.map((item) => item.id).join(',')}`;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await server.close();
  });

  it.each([
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ] as const)(
    'on %s the menu switches every language: the shell and a screen speak it, <html lang dir>',
    async (_device, viewport) => {
      const page = await openIn(browser, server, 'en', viewport, admin);
      const stockValue = page.getByTestId('card-stockValue');
      await expect.poll(() => stockValue.innerText()).toMatch(/^€[\d,]+\.\d\d$/);
      const english = await stockValue.innerText();
      for (const language of [...LANGUAGES.filter((code) => code !== 'en'), 'en'] as const) {
        await chooseLanguage(page, language);
        expect(await documentLanguage(page)).toEqual({
          lang: language,
          dir: language === 'ar' ? 'rtl' : 'ltr',
        });
        // The shell: the menu's own label, in the language chosen.
        expect(await page.locator('.sidebar-language label').innerText()).toMatch(
          new RegExp(`^${say(language, 'Language')}$`, 'i'),
        );
        expect(await page.locator('.sidebar-language select').inputValue()).toBe(language);
        // A screen: the dashboard, opened again, with its title and its money in the language.
        await openInApp(page, '/items');
        // Items drawn (the dashboard gone) before the dashboard opens again, anew.
        await expect
          .poll(() => page.getByTestId('card-stockValue').count(), { timeout: 20_000 })
          .toBe(0);
        await openInApp(page, '/dashboard');
        await expect
          .poll(() => page.locator('header h1').innerText(), { timeout: 20_000 })
          .toBe(say(language, 'Dashboard'));
        const value = () => stockValue.innerText();
        const landed = { timeout: 20_000, message: language };
        if (language === 'en') await expect.poll(value, landed).toBe(english);
        else await expect.poll(value, landed).not.toBe(english);
      }
      await page.context().close();
    },
    180_000,
  );

  it('the choice survives Sign Out and a reload, as Theme does', async () => {
    const page = await openIn(browser, server, 'en', DESKTOP, admin);
    await chooseLanguage(page, 'fr');
    await page.locator('.sidebar-sign-out').click();
    await page.waitForURL(/\/login$/);
    expect((await documentLanguage(page)).lang).toBe('fr');
    await page.reload();
    expect((await documentLanguage(page)).lang).toBe('fr');
    await page.context().close();
  });

  it("a first visit follows the browser's language", async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/login');
    await expect.poll(() => documentLanguage(page)).toEqual({ lang: 'de', dir: 'ltr' });
    await page.locator('input[name="username"]').fill(admin.name);
    await page.locator('input[name="password"]').fill(admin.password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/\/dashboard$/);
    expect(await page.locator('.sidebar-language select').inputValue()).toBe('de');
    expect(await page.locator('.sidebar-language label').innerText()).toMatch(/^Sprache$/i);
    await context.close();
  });

  it('dates and numbers follow the language', async () => {
    const datesOn = async (page: Page) => {
      await page.goto('/inventory/received-items');
      await settle(page);
      await expect.poll(() => page.locator('tbody td').count()).toBeGreaterThan(0);
      return (await page.locator('tbody td').allInnerTexts()).join(' | ');
    };
    const english = await openIn(browser, server, 'en', DESKTOP, admin);
    expect(await datesOn(english)).toMatch(/\b\d{1,2} [A-Z][a-z]{2} \d{4}\b/);
    expect(await english.getByTestId('card-stockValue').count()).toBe(0);
    await english.goto('/dashboard');
    await expect
      .poll(() => english.getByTestId('card-stockValue').innerText())
      .toMatch(/^€\d{1,3}(,\d{3})*\.\d\d$/);
    await english.context().close();

    const german = await openIn(browser, server, 'de', DESKTOP, admin);
    // "7. Sept. 2026", "12. Jan. 2027": the German day with its full stop.
    expect(await datesOn(german)).toMatch(/\b\d{1,2}\. \p{L}+\.? \d{4}\b/u);
    await german.goto('/dashboard');
    await expect
      .poll(() => german.getByTestId('card-stockValue').innerText())
      .toMatch(/^\d{1,3}(\.\d{3})*,\d\d\s€$/);
    await german.context().close();

    const arabic = await openIn(browser, server, 'ar', DESKTOP, admin);
    // Arabic month names, Western digits.
    expect(await datesOn(arabic)).toMatch(/\d{1,2} [\u0600-\u06ff]+ \d{4}/);
    await arabic.context().close();
  });

  it('Arabic is mirrored: the drawer and the menu on the right', async () => {
    const page = await openIn(browser, server, 'ar', PHONE, admin);
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    // The drawer opens from the right edge; the toggle sits at the header's right.
    const toggle = await page.locator('.header-toggle').boundingBox();
    expect(toggle && toggle.x).toBeGreaterThan(PHONE.width / 2);
    await page.locator('.header-toggle').click();
    const sidebar = page.locator('aside.sidebar');
    await expect
      .poll(async () => {
        const box = await sidebar.boundingBox();
        return box ? Math.round(box.x + box.width) : null;
      })
      .toBe(PHONE.width);
    expect((await sidebar.boundingBox())?.x).toBeGreaterThan(0);
    await page.context().close();

    // On a desktop the sidebar stands at the right of the content.
    const desktop = await openIn(browser, server, 'ar', DESKTOP, admin);
    const menu = await desktop.locator('aside.sidebar').boundingBox();
    const content = await desktop.locator('.app-main').boundingBox();
    expect(menu && content && menu.x >= content.x + content.width - 1).toBe(true);
    await desktop.context().close();
  });

  // One walk a language over every route of the demo (each walk opens some 50 screens and 30
  // dialogs: the checks share it rather than each walking again). Arabic at 390 px (a phone,
  // right to left); German at 320 px (the narrowest phone, the longest words). On each route:
  // - no sideways scroll; in German the page title wraps beside the site control and the bell,
  //   never cut off;
  // - axe finds nothing serious;
  // - no English: texts reach a screen from constants the literal-text scan cannot see
  //   (contract/messages.ts, a feature's text module), one word or a sentence, on the screen,
  //   in what only prints (the purchase order's sheet, the label sheet), and in every dialog or
  //   sheet a route offers (opened from each button that says it opens one).
  it.each([
    ['ar', arabicMessages, PHONE],
    ['de', germanMessages, { width: 320, height: 640 }],
  ] as const)(
    'in %s, every screen, dialog and sheet: no sideways scroll, nothing serious for axe, no English',
    async (language, messages, viewport) => {
      const english = englishLeftovers(catalogues.get(language) ?? {}, messages, SAME_IN[language]);
      const page = await openIn(browser, server, language, viewport, admin);
      const wider: string[] = [];
      const serious: string[] = [];
      const found: string[] = [];
      let dialogs = 0;
      let checked = 0;
      for (const url of ['/dashboard', ...screens, ...statuses, labelsOfTwo]) {
        await openInApp(page, url);
        await settle(page);
        // Layout and axe over the routes (the statuses and the label sheet are their screens
        // with other data).
        const route = url === '/dashboard' || screens.includes(url);
        const layout = !route
          ? null
          : await page.evaluate(() => {
              const title = document.querySelector('header h1');
              if (!(title instanceof HTMLElement)) return 'no title';
              const box = title.getBoundingClientRect();
              const problems: string[] = [];
              if (title.scrollWidth > title.clientWidth + 1) problems.push('title cut off');
              if (box.left < 0 || box.right > window.innerWidth + 0.5)
                problems.push('title outside');
              if (document.documentElement.scrollWidth > window.innerWidth) {
                problems.push(`page ${document.documentElement.scrollWidth} px`);
              }
              return problems.length > 0 ? `${title.innerText}: ${problems.join(', ')}` : null;
            });
        if (layout) wider.push(`${url} ${layout}`);
        if (route) {
          checked += 1;
          for (const violation of await runAxe(page)) {
            if (violation.impact === 'serious' || violation.impact === 'critical') {
              const where = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
              serious.push(`${url} ${violation.id}: ${where.join(', ')}`);
            }
          }
        }
        for (const text of await visibleEnglish(page, english)) found.push(`${url} ${text}`);
        await page.emulateMedia({ media: 'print' });
        for (const text of await visibleEnglish(page, english)) found.push(`${url} print ${text}`);
        await page.emulateMedia({ media: 'screen' });
        const opened = await englishInDialogs(page, english);
        dialogs += opened.opened;
        found.push(...opened.found.map((text) => `${url} ${text}`));
      }
      // A submission waiting (one the server refuses: its refusal is kept and shown): the outbox
      // panel, its Discard confirmation and Sign Out's warning are offered too.
      const refused = { kind: 'waste', path: ENDPOINTS.wasteItems, body: {}, summary: 'W-1' };
      await seedOutbox(page, [{ ...refused, userId: adminId, userName: admin.name }]);
      await page.reload();
      await settle(page);
      const asks = page.locator('.header-sign-out[aria-haspopup="dialog"]');
      await expect.poll(() => asks.count(), { timeout: 20_000 }).toBe(1);
      for (const text of await visibleEnglish(page, english)) found.push(`waiting ${text}`);
      const waiting = await englishInDialogs(page, english);
      dialogs += waiting.opened;
      found.push(...waiting.found.map((text) => `waiting ${text}`));
      console.log(
        `walk in ${language} at ${viewport.width} px: ${checked} screens for axe, ${dialogs} dialogs opened; ${wider.length} too wide, ${serious.length} serious, ${found.length} English`,
      );
      expect(wider).toEqual([]);
      expect(screens.length).toBeGreaterThan(40);
      expect(serious).toEqual([]);
      expect(found).toEqual([]);
      // The demo offers these at the least: edit and delete dialogs, the scanner, the reject,
      // cancel-with-a-reason, receive and post dialogs, the notifications panel.
      expect(dialogs).toBeGreaterThan(25);
      await page.context().close();
    },
    900_000,
  );

  it('switching works offline: the catalogues are precached', async () => {
    const dist = privateWebRoot();
    const offlineServer = await startLiveServer({ webRoot: dist.webRoot });
    const pwa = await launchPwaContext(offlineServer.baseUrl, PHONE);
    try {
      const page = await pwa.context.newPage();
      await signInAs(page, offlineServer.baseUrl, 'Manager');
      await waitForServiceWorker(page);
      await pwa.context.setOffline(true);
      // Never loaded before: the French catalogue can only come from the worker's precache.
      await chooseLanguage(page, 'fr');
      await expect
        .poll(() => page.locator('.sidebar-language label').innerText())
        .toMatch(new RegExp(`^${say('fr', 'Language')}$`, 'i'));
      expect(await documentLanguage(page)).toEqual({ lang: 'fr', dir: 'ltr' });
      await chooseLanguage(page, 'ar');
      expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    } finally {
      await pwa.context.setOffline(false);
      await pwa.close();
      await offlineServer.close();
      dist.remove();
    }
  });
});
