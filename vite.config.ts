import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = process.env.VITE_DEV_API ?? 'http://127.0.0.1:3000';

/** The theme's primary and background colours (src/ui/styles.css). */
const THEME_COLOR = '#1f6f8b';
const BACKGROUND_COLOR = '#f4f6f8';

export default defineConfig({
  plugins: [
    react(),
    // The service worker (sw/sw.ts) precaches the shell and every lazy chunk; src/pwa registers it.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      includeAssets: ['favicon.svg', 'logo.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'Inventory',
        short_name: 'Inventory',
        description: 'Inventory and warehouse management for hospitality and stores',
        id: '/',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/maskable-512x512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The camera scanner chunk is large; everything a screen needs offline must fit.
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    proxy: { '/api': apiTarget },
  },
  build: {
    sourcemap: true,
  },
});
