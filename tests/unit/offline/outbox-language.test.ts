import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../src/i18n';
import { entryNoteText } from '../../../src/offline/outbox/note-text';

afterEach(async () => {
  await switchLanguage('en', { save: false });
});

/**
 * Issue 36: a refusal kept on an outbox entry is read later, perhaps after a language switch. It
 * is asked for in English (accept-language.test.ts) and said in the language of the moment where
 * it is shown.
 */
describe('a queued submission’s refusal and the language', () => {
  it('says the kept English refusal in the language chosen now, and again after a switch', async () => {
    const note = 'Item is required in row 2';
    expect(entryNoteText(note)).toBe(note);
    await switchLanguage('de', { save: false });
    expect(entryNoteText(note)).toBe('Artikel fehlt in Zeile 2');
    await switchLanguage('fr', { save: false });
    expect(entryNoteText(note)).toBe('L’article est obligatoire à la ligne 2');
    // A text of no catalogue is shown as it is.
    expect(entryNoteText('Löschen fehlgeschlagen')).toBe('Löschen fehlgeschlagen');
  });
});
