import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** One runner, three kinds of test: jsdom for the PWA, node for the API and the browser tests. */
export default defineConfig({
  plugins: [react()],
  test: {
    // Every core (Vitest's default leaves one free: on CI's two cores that ran the unit and API
    // files one at a time, 1,026 s; two at a time 538 s). The browser files stay one at a time.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/setup-dom.ts'],
          // A guard against hangs, not a speed check: typing a whole form with user-event takes
          // well over the 5 s default when the two cores are shared with other work.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
          // Real Chromium on a shared two-core machine: one retry absorbs a stalled navigation;
          // a test that fails twice fails the run (the retry is reported in the output).
          retry: 1,
        },
      },
    ],
  },
});
