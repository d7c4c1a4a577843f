import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { listenForInstallPrompt } from './pwa/install-prompt';
import { registerServiceWorker } from './pwa/register';
import './ui/styles.css';

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
