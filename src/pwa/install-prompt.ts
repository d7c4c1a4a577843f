import { createExternalStore } from '../lib/external-store';

/** Chromium's install prompt event (not in TypeScript's DOM lib). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The deferred prompt while the app can be installed, else null. */
export const installStore = createExternalStore<BeforeInstallPromptEvent | null>(null);

/**
 * Catches beforeinstallprompt early (it may fire before React mounts) and keeps it for the
 * sidebar's Install button. Installed: the button goes.
 */
export function listenForInstallPrompt(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installStore.set(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => installStore.set(null));
}

/** Shows the browser's install dialog; the prompt can be used once. */
export async function promptInstall(): Promise<void> {
  const event = installStore.get();
  if (!event) return;
  installStore.set(null);
  await event.prompt();
  await event.userChoice.catch(() => undefined);
}
