import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  layerEdges,
  layerOf,
  SERVER_LAYERS,
  serverImportEdges,
  twoWayPairs,
  upwardImports,
} from '../support/server-imports';

const SERVER_DIR = `${import.meta.dirname}/../../server`;
const edges = serverImportEdges(SERVER_DIR);

describe("the server's layers (server/layers.json), import type included", () => {
  it('reads the imports of the server', () => {
    expect(edges.length).toBeGreaterThan(300);
    expect(edges).toContainEqual({ from: 'app.ts', to: 'routes/index.ts' });
  });

  it('places every folder of server/ in a layer', () => {
    const folders = readdirSync(SERVER_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => layerOf(`${entry.name}/x.ts`));
    expect(folders.filter((layer) => !SERVER_LAYERS.includes(layer))).toEqual([]);
  });

  it('has no two files that import each other', () => {
    const pairs = twoWayPairs(edges.map(({ from, to }) => [from, to] as const));
    expect(pairs.map(([a, b]) => `${a} ↔ ${b}`)).toEqual([]);
  });

  it('has no import of a layer above the importer', () => {
    expect(upwardImports(edges).map(({ from, to }) => `${from} → ${to}`)).toEqual([]);
  });

  it('has no two layers that import each other', () => {
    const pairs = twoWayPairs(
      [...layerEdges(edges).keys()].map((edge) => {
        const [from = '', to = ''] = edge.split(' → ');
        return [from, to] as const;
      }),
    );
    expect(pairs.map(([a, b]) => `${a} ↔ ${b}`)).toEqual([]);
  });
});
