import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { Builder, error as seleniumError, type WebDriver } from 'selenium-webdriver';
import type { EngineDriver, EngineOptions } from './engine-session';

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB_RUN_PATH = '/usr/bin/xvfb-run';

export function webkitInstalled(): boolean {
  return [WEBKIT_DRIVER_PATH, MINIBROWSER_PATH, XVFB_RUN_PATH].every((file) => fs.existsSync(file));
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

async function waitForDriver(port: number, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not start on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** An alert the page opened: recorded and accepted, then the call is tried again. */
async function acceptAlert(driver: WebDriver, dialogs: string[]): Promise<void> {
  const alert = await driver.switchTo().alert();
  dialogs.push(await alert.getText());
  await alert.accept();
}

/**
 * WebKit (Debian's WebKitGTK MiniBrowser) through selenium-webdriver and WebKitWebDriver, under
 * xvfb-run (a GTK browser needs a display), with mock capture devices for the camera. The driver
 * has no console log: page problems come from the page script alone (engine-page-script.ts).
 */
export async function launchWebKit({ viewport }: EngineOptions): Promise<EngineDriver> {
  const port = await freePort();
  const child = spawn(XVFB_RUN_PATH, ['-a', WEBKIT_DRIVER_PATH, `--port=${port}`], {
    detached: true,
    stdio: 'ignore',
  });
  const stopChild = () => {
    // xvfb-run, Xvfb and the driver form one process group.
    if (child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };
  let web: WebDriver;
  try {
    await waitForDriver(port);
    web = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        unhandledPromptBehavior: 'ignore',
        'webkitgtk:browserOptions': {
          binary: MINIBROWSER_PATH,
          args: ['--automation', '--enable-mock-capture-devices=true'],
        },
      })
      .build();
    await web.manage().window().setRect(viewport);
    await web.manage().setTimeouts({ script: 120_000, pageLoad: 60_000 });
  } catch (failure) {
    stopChild();
    throw failure;
  }
  const dialogs: string[] = [];
  const withAlerts = async <T>(action: () => Promise<T>): Promise<T> => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await action();
      } catch (failure) {
        if (!(failure instanceof seleniumError.UnexpectedAlertOpenError) || attempt > 5)
          throw failure;
        await acceptAlert(web, dialogs);
      }
    }
  };
  return {
    name: 'webkit',
    dialogs,
    problems: [],
    goto: (url) => withAlerts(() => web.get(url)),
    reload: () => withAlerts(() => web.navigate().refresh()),
    evaluate: async <T>(expression: string) => {
      const result = await withAlerts(() =>
        web.executeAsyncScript<{ value?: T; error?: string }>(
          `const done = arguments[arguments.length - 1];
           Promise.resolve().then(() => (${expression})).then(
             (value) => done({ value: value === undefined ? null : value }),
             (error) => done({ error: String((error && error.stack) || error) }));`,
        ),
      );
      if (result.error !== undefined) throw new Error(result.error);
      return result.value as T;
    },
    close: async () => {
      await web.quit().catch(() => undefined);
      stopChild();
    },
  };
}
