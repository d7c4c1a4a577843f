import { describe, expect, it } from 'vitest';
import { en } from '../../../src/i18n/messages/en';
import { literalTexts, literalTextsIn, unusedKeys } from '../../support/literal-texts';
import { NOT_YET_TRANSLATED } from './not-yet-translated';

/**
 * Issue 36 (design: Languages): every text a person reads comes from the catalogue. This test
 * fails on a literal text in a file not listed in not-yet-translated.ts, on a listed file that
 * no longer has one (shrink the list), and on a catalogue key no source uses.
 */
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const all = Object.fromEntries(
  Object.entries(sources).map(([path, text]) => [path.slice(1), text]),
);
const CATALOGUES = 'src/i18n/messages/';
/** The screens and modules: the catalogues themselves hold the texts on purpose. */
const code = Object.fromEntries(
  Object.entries(all).filter(([path]) => !path.startsWith(CATALOGUES)),
);

describe('the literal-text scan', () => {
  it('finds the kinds of literal text it promises, and nothing else', () => {
    const found = literalTextsIn(
      'src/features/x/Example.tsx',
      `export function Example({ ok }: { ok: boolean }) {
        window.alert('Saved');
        showAlert(\`Deleted \${name}\`);
        actions.confirm(id);
        return (
          <section aria-label="Waste" title={'Close'} className="wide" data-id="x">
            <h1>Add Report</h1>
            <p>{ok ? 'Yes' : 'No'} {count} — 3 / {t('waste.reasonLabel')}</p>
            <input placeholder="Search" alt={label} />
          </section>
        );
      }
      const columns = [{ key: 'name', label: 'Name' }];`,
    );
    expect(found.map((entry) => entry.text)).toEqual([
      'Saved',
      'Deleted',
      'Waste',
      'Close',
      'Add Report',
      'Yes',
      'No',
      'Search',
      'Name',
    ]);
    expect(found[0]?.line).toBe(2);
  });

  it('reads every string of a text module but its imports, keys and message ids', () => {
    const found = literalTextsIn(
      'src/features/x/texts.ts',
      `import { x } from './y';
      export const TEXTS = { 'title': 'Items', help: (n: number) => \`Only \${n} left\`, id: 'x.title' };`,
    );
    expect(found.map((entry) => entry.text)).toEqual(['Items', 'Only', 'left']);
  });

  it('finds no literal text outside the not-yet-translated files', () => {
    const listed = new Set(NOT_YET_TRANSLATED);
    const unlisted = literalTexts(code)
      .filter((entry) => !listed.has(entry.file))
      .map((entry) => `${entry.file}:${entry.line} ${JSON.stringify(entry.text)}`);
    expect(unlisted).toEqual([]);
  });

  it('lists only files that still hold a literal text (remove a file once translated)', () => {
    const withTexts = new Set(literalTexts(code).map((entry) => entry.file));
    expect(NOT_YET_TRANSLATED.filter((file) => !withTexts.has(file))).toEqual([]);
  });

  it('has no catalogue key that no source uses', () => {
    expect(unusedKeys(Object.keys(en), code)).toEqual([]);
    expect(unusedKeys(['common.language', 'common.neverWritten'], code)).toEqual([
      'common.neverWritten',
    ]);
  });
});
