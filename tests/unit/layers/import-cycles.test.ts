import { describe, expect, it } from 'vitest';
import { importEdges, twoFileCycles, type SourceFiles } from '../../support/import-graph';

/**
 * Issue 33: no two files import each other, `import type` included. import-x/no-cycle skips
 * type-only imports (it has no option to follow them), so this test reads the sources itself.
 */
const sources = import.meta.glob<string>(
  ['/src/**/*.{ts,tsx}', '/sw/**/*.ts', '/contract/**/*.ts'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);
const files: SourceFiles = Object.fromEntries(
  Object.entries(sources).map(([path, text]) => [path.slice(1), text]),
);

describe('the client import graph', () => {
  it('reads the client, the worker and the contract, type-only imports included', () => {
    const edges = importEdges(files);
    expect(Object.keys(files)).toContain('sw/sw.ts');
    // A type-only import the lint rule cannot see is an edge here.
    expect(edges).toContainEqual({
      from: 'src/pwa/register.ts',
      to: 'src/offline/outbox/kinds.ts',
    });
  });

  it('has no two files that import each other', () => {
    expect(twoFileCycles(importEdges(files))).toEqual([]);
  });
});
