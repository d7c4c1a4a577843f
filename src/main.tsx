import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadStartScreen } from './app/router';
import { startLanguage } from './i18n';
import { applyStoredTheme } from './lib/theme';
import { listenForInstallPrompt } from './pwa/install-prompt';
import { registerServiceWorker } from './pwa/register';
import './ui/styles.css';

// Dark mode: the stored theme is applied before the first paint (the CSP allows no inline
// script in index.html).
applyStoredTheme();
// PWA: catch the install prompt before React mounts; the worker registers in production only.
listenForInstallPrompt();
registerServiceWorker();

/** How long a start waits for its screen's chunks before rendering without them. */
const START_CHUNKS_WAIT_MS = 500;

const root = document.getElementById('root');
if (root) {
  const chunksWait = new Promise<void>((resolve) => setTimeout(resolve, START_CHUNKS_WAIT_MS));
  // The device's language is loaded before the first paint, so no screen flashes in English.
  const language = startLanguage().catch(() => undefined);
  const screen = Promise.race([preloadStartScreen(window.location.pathname), chunksWait]);
  void Promise.all([language, screen]).then(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
