import ts from 'typescript';

/**
 * The import graph of our own files, `import type` included: import-x/no-cycle skips type-only
 * imports, so two files that name each other's types are a cycle only this graph sees. Pure (the
 * caller reads the files), so a jsdom unit test and a node script can share it.
 */

/** Repository-relative path (`src/offline/database.ts`) → the file's text. */
export type SourceFiles = Record<string, string>;
/** An import from one of our files to another, both repository-relative. */
export type ImportEdge = { from: string; to: string };

const RESOLVED_ENDINGS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** `a/b/../c` → `a/c`; the joins below never climb above the repository. */
function normalizePath(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

function resolveSpecifier(
  importer: string,
  specifier: string,
  files: SourceFiles,
): string | undefined {
  if (!specifier.startsWith('.')) return undefined; // a package, not one of ours
  const folder = importer.slice(0, importer.lastIndexOf('/'));
  const base = normalizePath(`${folder}/${specifier.replace(/\?.*$/, '')}`);
  return RESOLVED_ENDINGS.map((ending) => base + ending).find((path) => path in files);
}

/** Every import between the given files: static, type-only, re-exports and `import()`. */
export function importEdges(files: SourceFiles): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const [from, text] of Object.entries(files)) {
    const seen = new Set<string>();
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      const to = resolveSpecifier(from, fileName, files);
      if (to !== undefined && to !== from && !seen.has(to)) {
        seen.add(to);
        edges.push({ from, to });
      }
    }
  }
  return edges;
}

/** Pairs of files that import each other, each pair once, sorted. */
export function twoFileCycles(edges: readonly ImportEdge[]): [string, string][] {
  const keys = new Set(edges.map(({ from, to }) => `${from} ${to}`));
  return edges
    .filter(({ from, to }) => from < to && keys.has(`${to} ${from}`))
    .map(({ from, to }): [string, string] => [from, to])
    .sort((a, b) => a.join().localeCompare(b.join()));
}

/** The layer a file belongs to: `src/<folder>` (features as one), or the top folder (`sw`, `contract`). */
export function folderOf(path: string): string {
  const [top = '', second = ''] = path.split('/');
  return top === 'src' && path.split('/').length > 2 ? second : top;
}

/** Import counts between folders: `offline → hooks` = 9 means nine file-to-file imports. */
export function folderEdgeCounts(edges: readonly ImportEdge[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { from, to } of edges) {
    const key = `${folderOf(from)} → ${folderOf(to)}`;
    if (folderOf(from) !== folderOf(to)) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** Folder pairs with imports both ways, e.g. `offline ↔ hooks (9/11)`. */
export function twoWayFolderPairs(counts: ReadonlyMap<string, number>): string[] {
  const pairs: string[] = [];
  for (const [key, count] of counts) {
    const [from = '', to = ''] = key.split(' → ');
    const back = counts.get(`${to} → ${from}`);
    if (back !== undefined && from < to) pairs.push(`${from} ↔ ${to} (${count}/${back})`);
  }
  return pairs.sort();
}

/** Imports from a folder to one ranked above it in `order` (lowest first); unranked folders are skipped. */
export function upwardImports(
  edges: readonly ImportEdge[],
  order: readonly string[],
): ImportEdge[] {
  return edges.filter(({ from, to }) => {
    const [a, b] = [order.indexOf(folderOf(from)), order.indexOf(folderOf(to))];
    return a >= 0 && b >= 0 && b > a;
  });
}
