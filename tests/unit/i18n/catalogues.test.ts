import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../src/i18n/catalogues';
import { currentLanguage, switchLanguage, translate } from '../../../src/i18n';
import {
  LANGUAGES,
  languageFromBrowser,
  readLanguageChoice,
  saveLanguageChoice,
} from '../../../src/i18n/languages';
import { en } from '../../../src/i18n/messages/en';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('catalogues', () => {
  it.each(LANGUAGES)('%s has exactly the English keys, none empty', async (language) => {
    const catalogue = await loadCatalogue(language);
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(catalogue)) expect(text.trim(), key).not.toBe('');
  });
});

describe('language choice', () => {
  it('follows the browser on a first visit, then the device keeps its choice', () => {
    const storage = memoryStorage();
    expect(readLanguageChoice(storage, ['de-AT', 'en'])).toBe('de');
    expect(readLanguageChoice(storage, ['pt-BR', 'ja'])).toBe('en');
    saveLanguageChoice(storage, 'ar');
    expect(readLanguageChoice(storage, ['de-AT'])).toBe('ar');
    expect(languageFromBrowser(['FR-ca'])).toBe('fr');
  });

  it('switches what translate answers and the document direction', async () => {
    await switchLanguage('ar', { save: false });
    expect(currentLanguage()).toBe('ar');
    expect(translate('common.language')).toBe('اللغة');
    expect(document.documentElement.dir).toBe('rtl');
    await switchLanguage('en', { save: false });
    expect(translate('common.language')).toBe('Language');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
