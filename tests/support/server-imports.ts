import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import layers from '../../server/layers.json';

/** One import between two server files; `import type` and `export … from` included. */
export interface ImportEdge {
  from: string;
  to: string;
}

export const SERVER_LAYERS: readonly string[] = layers.layers;

function typeScriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return typeScriptFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/**
 * Every import from one server file to another, read from the source text rather than through
 * eslint: import-x/no-cycle skips `import type`, and two files that import each other only for
 * types are still two files that cannot be understood one without the other.
 */
export function serverImportEdges(serverDir: string): ImportEdge[] {
  const files = typeScriptFiles(serverDir);
  const known = new Set(files);
  return files.flatMap((file) =>
    ts
      .preProcessFile(readFileSync(file, 'utf8'), true, true)
      .importedFiles.filter(({ fileName }) => fileName.startsWith('.'))
      .flatMap(({ fileName }) => {
        const base = resolve(dirname(file), fileName).replace(/\.js$/, '');
        const target = [`${base}.ts`, join(base, 'index.ts')].find((path) => known.has(path));
        return target ? [{ from: relative(serverDir, file), to: relative(serverDir, target) }] : [];
      }),
  );
}

/** The layer of a file (a path under server/): its folder, or base/shell for a top-level file. */
export function layerOf(file: string): string {
  const [first = '', ...rest] = file.split('/');
  if (rest.length === 0) return layers.shell.includes(first) ? 'shell' : 'base';
  return layers.base.includes(first) ? 'base' : first;
}

/** Pairs a ↔ b (a < b) where both directions occur among the edges' ends. */
export function twoWayPairs(edges: readonly (readonly [string, string])[]): [string, string][] {
  const seen = new Set(edges.map(([from, to]) => `${from}\n${to}`));
  const pairs = new Set<string>();
  for (const [from, to] of edges) {
    if (from < to && seen.has(`${to}\n${from}`)) pairs.add(`${from}\n${to}`);
  }
  return [...pairs].map((pair) => pair.split('\n') as [string, string]);
}

/** The imports between two layers, as "from → to" with how many file imports make each. */
export function layerEdges(edges: readonly ImportEdge[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { from, to } of edges) {
    const [a, b] = [layerOf(from), layerOf(to)];
    if (a !== b) counts.set(`${a} → ${b}`, (counts.get(`${a} → ${b}`) ?? 0) + 1);
  }
  return counts;
}

/** The imports whose target layer stands above the importer's in server/layers.json. */
export function upwardImports(edges: readonly ImportEdge[]): ImportEdge[] {
  return edges.filter(
    ({ from, to }) => SERVER_LAYERS.indexOf(layerOf(to)) > SERVER_LAYERS.indexOf(layerOf(from)),
  );
}
