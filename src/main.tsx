import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
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

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
