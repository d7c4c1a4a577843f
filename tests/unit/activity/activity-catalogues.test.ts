import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_CATALOGUES,
  activityEnglish,
  renderActivitySummary,
  type ActivitySummaryKey,
} from '../../../contract/i18n/activity';
import { MESSAGE_LANGUAGES } from '../../../contract/i18n/localize';
import { renderSummary, SUMMARIES } from '../../../server/activity/summaries';

const KEYS = Object.keys(SUMMARIES) as ActivitySummaryKey[];
/** Placeholders the server fills with a number (counts, quantities, money). */
const NUMBERS: Record<string, number> = {
  lines: 3,
  created: 4,
  updated: 7,
  quantity: 12,
  total: 250,
  limit: 200,
};

/** A value for each of the template's places: a number, or a marker naming the place. */
function valuesOf(key: ActivitySummaryKey): Record<string, string | number> {
  const names = [...SUMMARIES[key].matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  return Object.fromEntries(names.map((name) => [name, NUMBERS[name] ?? `«${name}-value»`]));
}

describe('activity summary catalogues', () => {
  it('has every SUMMARIES key in every language, none extra or empty', () => {
    for (const language of MESSAGE_LANGUAGES) {
      const catalogue = ACTIVITY_CATALOGUES[language];
      expect(Object.keys(catalogue).sort(), language).toEqual([...KEYS].sort());
      for (const key of KEYS) expect(catalogue[key].trim(), `${language} ${key}`).not.toBe('');
    }
  });

  it.each(KEYS)('renders %s in English exactly as the stored sentence', (key) => {
    const values = valuesOf(key);
    expect(renderActivitySummary(key, values, 'en')).toBe(renderSummary(key, values));
    expect(activityEnglish[key]).toBe(SUMMARIES[key]);
  });

  it.each(KEYS)('renders %s in every language with its places filled', (key) => {
    const values = valuesOf(key);
    const english = renderSummary(key, values);
    for (const language of MESSAGE_LANGUAGES.filter((name) => name !== 'en')) {
      const text = renderActivitySummary(key, values, language);
      expect(text, `${language} ${key}`).not.toBeNull();
      expect(text, `${language} ${key}`).not.toBe(english);
      expect(text, `${language} ${key}`).not.toMatch(/[{}]/);
      for (const value of Object.values(values)) {
        expect(text, `${language} ${key} shows ${value}`).toContain(String(value));
      }
    }
  });

  it('counts lines with plurals, Arabic with its six forms', () => {
    const lines = (count: number, language: 'es' | 'ar') =>
      renderActivitySummary(
        'receipt.created',
        { lines: count, supplier: 'S', items: 'I' },
        language,
      );
    expect(lines(1, 'es')).toBe('Recibió 1 línea de S: I');
    expect(lines(2, 'es')).toBe('Recibió 2 líneas de S: I');
    const arabic = [0, 1, 2, 3, 11, 100].map((count) => lines(count, 'ar'));
    expect(new Set(arabic).size).toBe(6);
    expect(arabic[2]).toBe('استلام سطرين من S: I');
    expect(arabic[3]).toBe('استلام 3 أسطر من S: I');
  });

  it('answers null for a key it does not know, or values that do not fit', () => {
    expect(renderActivitySummary('item.exploded', { name: 'x' }, 'de')).toBeNull();
    expect(renderActivitySummary('toString', {}, 'de')).toBeNull();
    expect(renderActivitySummary('item.renamed', { before: 'a' }, 'de')).toBeNull();
  });
});
