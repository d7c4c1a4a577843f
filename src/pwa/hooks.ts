import { useSyncExternalStore } from 'react';
import { installStore, promptInstall } from './install-prompt';
import { updateStore } from './register';

/** The waiting version's "switch and reload", or null when there is no new version. */
export function useUpdateAvailable(): (() => void) | null {
  return useSyncExternalStore(updateStore.subscribe, updateStore.get, () => null);
}

/** Install is offered while the browser says the app can be installed. */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<void> } {
  const event = useSyncExternalStore(installStore.subscribe, installStore.get, () => null);
  return { canInstall: event !== null, install: promptInstall };
}
