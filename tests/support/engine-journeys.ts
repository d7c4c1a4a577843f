import { OFFLINE_TEXT } from '../../contract/messages';
import type { EngineSession } from './engine-session';
import { TEST_PASSWORD, userNameFor } from './test-server';

/** Steps of a person's journey, the same in every engine (tests/e2e/every-engine.ts, benches). */

/**
 * Signs in through the form; answers once the device says "Ready offline". A retried test finds
 * the first attempt signed in (the login page sends it on to the dashboard): it signs out first,
 * so the retry signs in afresh rather than waiting for a form that will not come.
 */
export async function signInToReadyOffline(
  session: EngineSession,
  baseUrl: string,
): Promise<number> {
  await session.goto(`${baseUrl}/login`);
  await session.waitFor(
    `window.__e2e.hasField('Username', null) || window.__e2e.canClick('Sign Out', null)`,
    'the sign-in form or a signed-in page',
  );
  if (await session.run<boolean>(`!window.__e2e.hasField('Username', null)`)) {
    await session.click('Sign Out');
    await session.waitForPath('/login');
  }
  await session.fill('Username', userNameFor('Manager'));
  await session.fill('Password', TEST_PASSWORD);
  const clickedAt = Date.now();
  await session.click('Login');
  await session.waitForPath('/dashboard');
  try {
    await session.waitForTestId('ready-offline', READY_OFFLINE_MS);
  } catch (error) {
    throw new Error(
      `${(error as Error).message}; the device then: ${await deviceSnapshot(session)}`,
    );
  }
  return Date.now() - clickedAt;
}

/** Within the test's own 120 s, with time left to say why it did not come. */
const READY_OFFLINE_MS = 90_000;

/**
 * What the page knows of its service worker and the header's sync marks, as JSON: why "Ready
 * offline" did not come (a worker that never activated, a sync still saving, no worker at all).
 */
export function deviceSnapshot(session: EngineSession): Promise<string> {
  // A page that no longer answers scripts is an answer too, not a second hang.
  const unanswered = new Promise<string>((resolve) =>
    setTimeout(() => resolve('no answer from the page in 10 s'), 10_000).unref(),
  );
  const snapshot = session
    .run<string>(
      `navigator.serviceWorker.getRegistration().then((registration) => JSON.stringify({
        path: location.pathname,
        online: navigator.onLine,
        worker: registration ? {
          installing: registration.installing?.state ?? null,
          waiting: registration.waiting?.state ?? null,
          active: registration.active?.state ?? null,
        } : null,
        controlled: Boolean(navigator.serviceWorker.controller),
        progress: document.querySelector('[data-testid="device-sync-progress"]')?.textContent ?? null,
        header: document.querySelector('header')?.innerText ?? null,
      }))`,
    )
    .catch((error: unknown) => `unreadable (${String(error)})`);
  return Promise.race([snapshot, unanswered]);
}

/**
 * Waits until the service worker controls the page (its precache complete), as an installed app
 * is after its first visit.
 */
export async function waitForServiceWorker(session: EngineSession): Promise<void> {
  await session.run('navigator.serviceWorker.ready.then(() => true)');
  await session.reload();
  await session.waitFor('navigator.serviceWorker.controller', 'the service worker in control');
}

/** Reports one waste of `item` through the form while the server cannot be reached. */
export async function reportWasteOffline(session: EngineSession, item: string): Promise<void> {
  await session.goInApp('/reports/create');
  await session.pickItem(item);
  await session.select('Reason', 'Expired');
  await session.fill('Quantity', '1');
  const alerts = session.dialogs.length;
  await session.click('Add Report');
  await session.waitForDialog(OFFLINE_TEXT.queued, alerts);
  await session.waitForPath('/reports');
}

/** Receives one row of `item` from `supplier` through the form while the server is out of reach. */
export async function receiveOffline(
  session: EngineSession,
  supplier: string,
  item: string,
  expirationDate: string,
): Promise<void> {
  await session.goInApp('/inventory/received-items/create');
  await session.select('Supplier', supplier);
  await session.pickItem(item, 'Row 1');
  await session.fill('Quantity', '2', 'Row 1');
  await session.fill('Expiration Date', expirationDate, 'Row 1');
  const alerts = session.dialogs.length;
  await session.click('Submit');
  await session.waitForDialog(OFFLINE_TEXT.queued, alerts);
  await session.waitForPath('/inventory/received-items');
}

/** Orders one line of `item` for `department` while the server is out of reach. */
export async function orderOffline(
  session: EngineSession,
  department: string,
  item: string,
  fulfilment: string,
): Promise<void> {
  await session.goInApp('/orders/create');
  await session.select('Department', department);
  await session.fill('Fulfillment Date-Time', fulfilment);
  await session.pickItem(item, 'Item 1');
  await session.fill('Quantity', '1', 'Item 1');
  const alerts = session.dialogs.length;
  await session.click('Add Order');
  await session.waitForDialog(OFFLINE_TEXT.queued, alerts);
  await session.waitForPath('/orders');
}

/** Opens a path in the running app and waits for the header to show its title. */
export async function openTitled(
  session: EngineSession,
  path: string,
  title: string,
): Promise<void> {
  await session.goInApp(path);
  await session.waitFor(
    `location.pathname === ${JSON.stringify(path)} && document.querySelector('header h1')?.textContent === ${JSON.stringify(title)}`,
    `${path} titled ${title}`,
  );
}

/**
 * A camera for the page, in the test only: getUserMedia answers a canvas's stream showing the
 * barcode (grey pixels, drawn by the test with bwip-js), redrawn so frames keep coming. Firefox's
 * fake stream and WebKit's mock capture device show no barcode (issue 37).
 */
export async function installBarcodeCamera(
  session: EngineSession,
  barcode: { width: number; height: number; pixels: Uint8Array },
): Promise<void> {
  const grey = Buffer.from(barcode.pixels).toString('base64');
  await session.run(`(() => {
    const width = ${barcode.width}, height = ${barcode.height};
    const grey = Uint8Array.from(atob(${JSON.stringify(grey)}), (c) => c.charCodeAt(0));
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d');
    const image = context.createImageData(width, height);
    grey.forEach((value, index) => {
      image.data.set([value, value, value, 255], index * 4);
    });
    const scale = Math.max(1, Math.floor(Math.min(600 / width, 440 / height)));
    const draw = document.createElement('canvas');
    draw.width = width;
    draw.height = height;
    draw.getContext('2d').putImageData(image, 0, 0);
    let tick = 0;
    const paint = () => {
      tick += 1;
      context.fillStyle = tick % 2 ? '#fff' : '#fefefe';
      context.fillRect(0, 0, 640, 480);
      context.imageSmoothingEnabled = false;
      context.drawImage(draw, (640 - width * scale) / 2, (480 - height * scale) / 2, width * scale, height * scale);
    };
    paint();
    setInterval(paint, 100);
    // On the prototype: WebKit may hand out a new navigator.mediaDevices object later, without
    // properties set on the old one, and its mock camera answers then (CI, 2026-11-28).
    const devices = Object.getPrototypeOf(navigator.mediaDevices);
    devices.getUserMedia = () => Promise.resolve(canvas.captureStream(10));
    devices.enumerateDevices = () => Promise.resolve([]);
    return true;
  })()`);
}
