/**
 * One tree's app for browser-sites-scale.ts, in a process of its own: the tree named by
 * BENCH_TREE (default this one) builds its app if stale and serves it from its real server on a
 * fresh SQLite database of BENCH_ITEMS items (tests/support/scale-fixture.ts), all of that
 * tree's own code, loaded by absolute path, so the before-tree (commit 8134249) needs nothing
 * copied into it: this file imports from no tree itself. Prints `{ baseUrl }` as one JSON
 * line, then serves until SIGTERM.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// Types only (erased): the code itself is the tree's, loaded below.
import type * as BuildIfStale from '../../scripts/build-if-stale';
import type * as LiveServerModule from '../support/live-server';
import type * as ScaleFixture from '../support/scale-fixture';

export interface ScaleServer {
  baseUrl: string;
}

const TREE =
  process.env.BENCH_TREE ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);

/** A module of the tree, typed as this tree's copy (the two trees' copies are the same file). */
async function fromTree<T>(file: string): Promise<T> {
  return (await import(path.join(TREE, file))) as T;
}

async function main(): Promise<void> {
  const { buildIfStale } = await fromTree<typeof BuildIfStale>('scripts/build-if-stale.ts');
  const { startLiveServer } = await fromTree<typeof LiveServerModule>(
    'tests/support/live-server.ts',
  );
  const { seedScaleItems } = await fromTree<typeof ScaleFixture>('tests/support/scale-fixture.ts');
  // Built output only: the build writes the tree's dist/ and nothing else.
  buildIfStale();
  const server = await startLiveServer();
  process.once('SIGTERM', () => {
    void server.close().finally(() => process.exit(0));
  });
  await seedScaleItems(server.handle.db, ITEMS);
  const ready: ScaleServer = { baseUrl: server.baseUrl };
  console.log(JSON.stringify(ready));
}

await main();
