import { readFileSync, readdirSync } from 'node:fs';
import {
  folderEdgeCounts,
  importEdges,
  twoFileCycles,
  twoWayFolderPairs,
  upwardImports,
  type SourceFiles,
} from './import-graph';

/**
 * Prints the client's import figures for issue 33's before/after note:
 * `npx tsx tests/support/import-graph-report.ts [folder order, lowest first]`.
 */
const order = process.argv.slice(2);
const files: SourceFiles = {};
for (const root of ['src', 'sw', 'contract']) {
  for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (/\.tsx?$/.test(name)) files[`${root}/${name}`] = readFileSync(`${root}/${name}`, 'utf8');
  }
}
const edges = importEdges(files);
const counts = folderEdgeCounts(edges);
console.log(
  'folder imports:',
  [...counts]
    .map(([key, n]) => `${key} ${n}`)
    .sort()
    .join(', '),
);
const pairs = twoWayFolderPairs(counts);
console.log(`two-way folder pairs (${pairs.length}):`, pairs.join(', '));
if (order.length > 0) {
  const upward = upwardImports(edges, order);
  console.log(`upward imports in ${order.join(' < ')} (${upward.length}):`);
  for (const { from, to } of upward) console.log(`  ${from} → ${to}`);
}
const cycles = twoFileCycles(edges);
console.log(`two-file cycles, import type included (${cycles.length}):`);
for (const [a, b] of cycles) console.log(`  ${a} ↔ ${b}`);
