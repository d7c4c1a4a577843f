import { OFFLINE_TEXT } from '../../contract/messages';
import type { EngineSession } from './engine-session';
import { TEST_PASSWORD, userNameFor } from './test-server';

/** Steps of a person's journey, the same in every engine (tests/e2e/every-engine.ts, benches). */

/** Signs in through the form; answers once the device says "Ready offline". */
export async function signInToReadyOffline(
  session: EngineSession,
  baseUrl: string,
): Promise<number> {
  await session.goto(`${baseUrl}/login`);
  await session.fill('Username', userNameFor('Manager'));
  await session.fill('Password', TEST_PASSWORD);
  const clickedAt = Date.now();
  await session.click('Login');
  await session.waitForPath('/dashboard');
  await session.waitForTestId('ready-offline', 120_000);
  return Date.now() - clickedAt;
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
