/**
 * `npm start`: builds the PWA when dist/ is missing or older than its sources, then starts the
 * server on the same origin. `npm run demo` does the same on a fresh, seeded demo database.
 */
import { buildIfStale } from './build-if-stale';

buildIfStale();

if (process.argv.includes('--demo')) {
  const { prepareDemo } = await import('../server/demo/prepare');
  await prepareDemo(process.env);
} else {
  const { startServer } = await import('../server/main');
  await startServer();
}
