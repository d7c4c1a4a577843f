import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './browser';
import { networkOrConsole, type EngineDriver, type EngineOptions } from './engine-session';

/** Chromium through playwright-core, in a persistent profile (a service worker needs one). */
export async function launchChromium({
  viewport,
  args = [],
}: EngineOptions): Promise<EngineDriver> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'engine-chromium-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, ...args],
    viewport,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const driver: EngineDriver = {
    name: 'chromium',
    dialogs: [],
    problems: [],
    goto: async (url) => {
      await page.goto(url);
    },
    reload: async () => {
      await page.reload();
    },
    evaluate: (expression) => page.evaluate(expression),
    close: async () => {
      await context.close();
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
    driver.problems.push({ kind: 'error', text: error.message, at: Date.now() }),
  );
  return driver;
}
