/**
 * The browser benches' phone (browser-scale.ts, browser-sites-scale.ts): Chromium at 390 px with
 * a real profile, and the probe that times the first item card.
 */
import type { Page } from 'playwright-core';
import { launchPwaContext, type PwaContext } from '../e2e/pwa-harness';

export const FIRST_CARD = '.item-card';

/** Records, in the page's clock, when the first item card is attached (before any paint wait). */
const FIRST_CARD_PROBE = `(() => {
  // tsx keeps function names with a __name helper that page.evaluate callbacks then call.
  globalThis.__name ??= (fn) => fn;
  const seen = () => document.querySelector('${FIRST_CARD}');
  const observer = new MutationObserver(() => {
    if (!seen()) return;
    window.__firstItemAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

/** When the first item card was attached, in the page's clock (ms since its navigation). */
export async function firstItemAt(page: Page): Promise<number> {
  await page.waitForSelector(FIRST_CARD, { timeout: 120_000 });
  return page.evaluate(() => (window as unknown as { __firstItemAt: number }).__firstItemAt);
}

/** The same moment on the wall clock (epoch ms), comparable with Date.now() in the bench. */
export async function firstItemEpoch(page: Page): Promise<number> {
  const at = await firstItemAt(page);
  return page.evaluate((sinceNavigation) => performance.timeOrigin + sinceNavigation, at);
}

/**
 * A phone with a real profile (the service worker serves the app offline, as on a phone), the
 * first-card probe in every page, and one page open on it.
 */
export async function openPhonePage(baseUrl: string): Promise<{ pwa: PwaContext; page: Page }> {
  const pwa = await launchPwaContext(baseUrl, { width: 390, height: 844 });
  await pwa.context.addInitScript(FIRST_CARD_PROBE);
  const page = await pwa.context.newPage();
  // playwright-core waits forever by default: a stuck step should fail the run instead.
  page.setDefaultTimeout(120_000);
  page.on('crash', () => console.error('  … the page crashed'));
  page.on('pageerror', (error) => console.error(`  … page error: ${error.message}`));
  return { pwa, page };
}
