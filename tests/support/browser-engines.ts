import fs from 'node:fs';
import { CHROMIUM_PATH } from './browser';
import { launchChromium } from './engine-chromium';
import { FIREFOX_PATH, launchFirefox } from './engine-firefox';
import { EngineSession, type EngineName, type EngineOptions } from './engine-session';
import {
  MINIBROWSER_PATH,
  WEBKIT_DRIVER_PATH,
  launchWebKit,
  webkitInstalled,
} from './engine-webkit';

const INSTALLED: Record<EngineName, { installed: () => boolean; needs: string }> = {
  chromium: { installed: () => fs.existsSync(CHROMIUM_PATH), needs: CHROMIUM_PATH },
  firefox: { installed: () => fs.existsSync(FIREFOX_PATH), needs: FIREFOX_PATH },
  webkit: {
    installed: webkitInstalled,
    needs: `${WEBKIT_DRIVER_PATH}, ${MINIBROWSER_PATH} and xvfb-run`,
  },
};

/**
 * The engines the browser tests run in: those installed (Debian's chromium, firefox-esr,
 * webkit2gtk-driver with xvfb). A missing one is skipped loudly, or fails under
 * REQUIRE_BROWSER=1 (CI). BROWSER_ENGINES=firefox,webkit picks some.
 */
export function browserEngines(): EngineName[] {
  const wanted = (process.env.BROWSER_ENGINES ?? 'chromium,firefox,webkit')
    .split(',')
    .map((name) => name.trim())
    .filter((name): name is EngineName => name in INSTALLED);
  return wanted.filter((name) => {
    const engine = INSTALLED[name];
    if (engine.installed()) return true;
    if (process.env.REQUIRE_BROWSER === '1') {
      throw new Error(`REQUIRE_BROWSER=1 but ${name} is missing (needs ${engine.needs})`);
    }
    console.warn(`\n*** SKIPPED: ${name} browser tests (needs ${engine.needs}) ***\n`);
    return false;
  });
}

const LAUNCHERS = { chromium: launchChromium, firefox: launchFirefox, webkit: launchWebKit };

export async function launchEngine(
  name: EngineName,
  options: EngineOptions = { viewport: { width: 390, height: 844 } },
): Promise<EngineSession> {
  return new EngineSession(await LAUNCHERS[name](options));
}
