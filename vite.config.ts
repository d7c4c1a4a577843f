import { createRequire } from 'node:module';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The scanner's ZXing-C++ .wasm, resolved from barcode-detector's place in node_modules: it pins
 * its own zxing-wasm version, whose glue code runs only that version's .wasm (as
 * scripts/zxing-wasm.ts, which the benchmark uses; inlined here so the config imports no .ts).
 */
const fromProject = createRequire(import.meta.url);
const ZXING_READER_WASM = createRequire(fromProject.resolve('barcode-detector')).resolve(
  'zxing-wasm/reader/zxing_reader.wasm',
);

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
        // wasm: the barcode decoder (src/scanner/decode-worker.ts), so scanning works offline.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,wasm}'],
        // The camera scanner chunk is large; everything a screen needs offline must fit.
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    // The scanner's ZXing-C++ .wasm: the very file barcode-detector's glue code expects.
    alias: [{ find: /^@zxing-reader-wasm(?=\?|$)/, replacement: ZXING_READER_WASM }],
  },
  // The decode worker is an ES module (the WebAssembly glue uses import.meta.url).
  worker: { format: 'es' },
  server: {
    proxy: { '/api': apiTarget },
  },
  build: {
    sourcemap: true,
  },
});
