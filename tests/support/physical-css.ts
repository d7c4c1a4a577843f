/**
 * Issue 36 (Arabic, right to left): CSS that names a physical side where a logical one fits.
 * `margin-left` stays on the left in Arabic, `margin-inline-start` moves to the right. Pure (the
 * caller reads the files), like literal-texts.ts. It finds
 * - properties with left/right in their name (`margin-left`, `left`, `border-top-right-radius`),
 *   and transitions of them,
 * - `text-align`, `float` and `clear` set to left or right,
 * - margin, padding, inset and scroll-margin/padding shorthands whose left and right differ
 *   (`padding: 0 1rem 0 2rem`), and border-radius whose corners differ from their mirror,
 * - `inset` box shadows and translateX moves with a horizontal offset not signed by
 *   `var(--inline-sign)` (1 left to right, −1 right to left: src/ui/styles.css).
 */

export interface PhysicalRule {
  file: string;
  line: number;
  declaration: string;
}

const SIDE_PROPERTY =
  /^(?:left|right|(?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)(?:-\w+)?|border-(?:top|bottom)-(?:left|right)-radius)$/;
const SIDE_VALUE = /^(?:text-align|float|clear)$/;
const FOUR_SIDED = /^(?:margin|padding|inset|scroll-margin|scroll-padding)$/;

/** Space-separated values, keeping calc(…) / var(…) whole. */
function splitValues(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of value.trim()) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (/\s/.test(char) && depth === 0) {
      if (current) parts.push(current);
      current = '';
    } else current += char;
  }
  if (current) parts.push(current);
  return parts;
}

function isZero(value: string | undefined): boolean {
  return value !== undefined && /^-?0(?:\.0+)?(?:px|rem|em|%)?$/.test(value);
}

/** Whether one declaration is physical where a logical form exists. */
export function isPhysical(property: string, value: string): boolean {
  const name = property.trim().toLowerCase();
  const text = value.replace(/!important/i, '').trim();
  if (SIDE_PROPERTY.test(name)) return true;
  if (name === 'transition' || name === 'transition-property') {
    return /\b(?:margin|padding|border)-(?:left|right)\b|(?:^|[\s,])(?:left|right)\b/.test(text);
  }
  if (SIDE_VALUE.test(name)) return /^(?:left|right)$/.test(text);
  if (FOUR_SIDED.test(name)) {
    const parts = splitValues(text);
    return parts.length === 4 && parts[1] !== parts[3];
  }
  if (name === 'border-radius' && !text.includes('/')) {
    const [a, b = a, c = a, d = b] = splitValues(text);
    // top-left, top-right, bottom-right, bottom-left: mirrored, left and right swap.
    return a !== b || c !== d;
  }
  if (name === 'box-shadow') {
    return text.split(/,(?![^(]*\))/).some((shadow) => {
      const parts = splitValues(shadow);
      return parts[0] === 'inset' && !isZero(parts[1]) && !parts[1]?.includes('--inline-sign');
    });
  }
  if (name === 'transform' || name === 'translate') {
    const moves = text.match(/translateX\(([^()]*(?:\([^()]*\)[^()]*)*)\)/g) ?? [];
    const offsets = moves.map((move) => move.slice('translateX('.length, -1));
    if (name === 'translate') offsets.push(splitValues(text)[0] ?? '0');
    return offsets.some((offset) => !isZero(offset) && !offset.includes('--inline-sign'));
  }
  return false;
}

/** Every physical declaration in one stylesheet, comments ignored. */
export function physicalRulesIn(file: string, css: string): PhysicalRule[] {
  // Comments become spaces of the same length (newlines kept) so line numbers stay true.
  const source = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const found: PhysicalRule[] = [];
  const DECLARATION = /([a-z-]+)\s*:\s*([^;{}]+);/gi;
  for (const match of source.matchAll(DECLARATION)) {
    const [whole, property = '', value = ''] = match;
    // A selector's pseudo-class (`a:hover {`) never ends with ';', so it never matches here.
    if (!isPhysical(property, value)) continue;
    const line = source.slice(0, match.index).split('\n').length;
    found.push({ file, line, declaration: whole.replace(/\s+/g, ' ').trim() });
  }
  return found;
}

export function physicalRules(files: Record<string, string>): PhysicalRule[] {
  return Object.entries(files).flatMap(([file, css]) => physicalRulesIn(file, css));
}
