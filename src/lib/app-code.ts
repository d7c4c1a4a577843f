/**
 * Whether the app's own code is on the device: the service worker has precached the app shell
 * and every screen's chunk, is active and controls this page. Until then a lazy screen opened
 * offline cannot load, so the device is not "Ready offline" whatever lists it holds.
 */
let registration: Promise<unknown> | null = null;

/** Called by registerServiceWorker with its registration (a failed one resolves too). */
export function setServiceWorkerRegistration(registered: Promise<unknown>): void {
  registration = registered;
}

let stored: Promise<void> | null = null;

/** Resolves once the app's code is stored; at once where no worker is registered (dev, tests). */
export function appCodeOnDevice(): Promise<void> {
  stored ??= (async () => {
    if (!registration || !('serviceWorker' in navigator)) return;
    if (!(await registration.catch(() => undefined))) return;
    const worker = navigator.serviceWorker;
    await worker.ready;
    // The worker claims open pages on activate: wait for that claim to reach this page.
    if (worker.controller) return;
    await new Promise<void>((resolve) =>
      worker.addEventListener('controllerchange', () => resolve(), { once: true }),
    );
  })();
  return stored;
}
