/**
 * The item matcher at catalogue sizes: the picker opening (first 50 by name, no whole sort),
 * a keystroke, a typed UPC-A, and the items list's whole sorted read. Prints figures only.
 * Run: npx tsx tests/bench/item-match.ts
 */
import { findItemByCode, prepareItemSearch, searchItems } from '../../src/lib/item-match';
import { applyToRows, keepRows, rowsInMemory } from '../../src/offline/rows-in-memory';

const WORDS = ['Crème', 'Milk', 'Butter', 'Oat', 'Fraîche', 'Powder', 'Cola', 'Rice', 'Tea'];

function catalogue(size: number) {
  return Array.from({ length: size }, (_, i) => ({
    itemId: i + 1,
    name: `${WORDS[i % WORDS.length] ?? ''} ${WORDS[(i * 7) % WORDS.length] ?? ''} ${i}`,
    barcode: `0${String(360000000000 + i * 13)}`,
  }));
}

function time(run: () => unknown): string {
  const start = performance.now();
  run();
  return `${(performance.now() - start).toFixed(1)} ms`;
}

// A first 20,000 round warms the JIT up; each round indexes a fresh array (a cold index).
for (const size of [20_000, 20_000, 100_000]) {
  const items = catalogue(size);
  const upcA = (items[size - 1]?.barcode ?? '').slice(1);
  console.log(`${size} items`);
  console.log(`  picker opens (index + first 50): ${time(() => searchItems(items, '', 50))}`);
  console.log(`  picker keystroke "cr":           ${time(() => searchItems(items, 'cr', 50))}`);
  console.log(
    `  picker keystroke "creme m":      ${time(() => searchItems(items, 'creme m', 50))}`,
  );
  console.log(`  typed UPC-A, Enter:              ${time(() => findItemByCode(items, upcA))}`);
  console.log(`  items list, whole sorted read:   ${time(() => searchItems(items, ''))}`);
  console.log(`  items list search after it:      ${time(() => searchItems(items, 'milk'))}`);
}

// The picker before: every render while open sorted a copy of all items with localeCompare.
const before = catalogue(100_000);
console.log(
  `100000 items, the old picker's sort per render: ${time(() => [...before].sort((a, b) => a.name.localeCompare(b.name)))}`,
);

// A live change on the open items list (one item renamed) while a search is typed: the new
// list's index carried over from the old one, against the same list indexed afresh.
{
  const items = catalogue(100_000);
  keepRows('items', 'before', items);
  searchItems(items, '');
  prepareItemSearch(items);
  const renamed = { ...(items[50_000] as (typeof items)[number]), name: 'Crème renamed' };
  applyToRows('items', 'before', 'after', {
    changed: [renamed],
    deleted: [],
    idOf: (item) => item.itemId,
  });
  const after = (rowsInMemory('items', 'after') ?? []) as typeof items;
  const fresh = [...after];
  const redraw = (list: typeof items) => () => {
    searchItems(list, '');
    searchItems(list, 'cr');
  };
  console.log('100000 items, one renamed live, the list and a search "cr" drawn again:');
  console.log(`  index carried over:              ${time(redraw(after))}`);
  console.log(`  index built afresh (before):     ${time(redraw(fresh))}`);
}
