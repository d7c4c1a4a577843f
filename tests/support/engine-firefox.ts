import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { networkOrConsole, type EngineDriver, type EngineOptions } from './engine-session';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Firefox (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi, in a profile of its
 * own. The prefs grant persistent storage and a camera without asking (design: Testing).
 */
export async function launchFirefox({
  viewport,
  firefoxPrefs = {},
}: EngineOptions): Promise<EngineDriver> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-firefox-'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    userDataDir: dir,
    defaultViewport: viewport,
    extraPrefsFirefox: {
      'dom.storageManager.prompt.testing': true,
      'dom.storageManager.prompt.testing.allow': true,
      'media.navigator.streams.fake': true,
      'media.navigator.permission.disabled': true,
      ...firefoxPrefs,
    },
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  const driver: EngineDriver = {
    name: 'firefox',
    dialogs: [],
    problems: [],
    goto: async (url) => {
      await page.goto(url, { waitUntil: 'load' });
    },
    reload: async () => {
      await page.reload({ waitUntil: 'load' });
    },
    // The driver returns what the expression gave; the caller names its JSON type.
    evaluate: async <T>(expression: string) => (await page.evaluate(expression)) as T,
    close: async () => {
      await browser.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  page.on('dialog', (dialog) => {
    driver.dialogs.push(dialog.message());
    dialog.accept().catch(() => undefined);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') driver.problems.push(networkOrConsole(message.text()));
  });
  page.on('pageerror', (error) =>
    driver.problems.push({ kind: 'error', text: String(error), at: Date.now() }),
  );
  return driver;
}
