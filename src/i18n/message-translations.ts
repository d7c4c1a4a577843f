/**
 * The shared server and form messages (contract/i18n) of each language loaded so far: a chunk
 * of their own, loaded with the screens' catalogue when a language is chosen (current.ts).
 */
import {
  MESSAGE_LANGUAGES,
  type MessageLanguage,
  type MessageTranslation,
} from '../../contract/i18n/localize';
import { LANGUAGES, type Language } from './languages';

// The app's languages and the catalogues' are one list: a language added to one only fails here.
export const SAME_LANGUAGES: readonly [readonly Language[], readonly MessageLanguage[]] = [
  MESSAGE_LANGUAGES,
  LANGUAGES,
];

const loaded = new Map<Language, MessageTranslation>();

async function importTranslation(language: Exclude<Language, 'en'>): Promise<MessageTranslation> {
  switch (language) {
    case 'es':
      return (await import('../../contract/i18n/es')).es;
    case 'fr':
      return (await import('../../contract/i18n/fr')).fr;
    case 'de':
      return (await import('../../contract/i18n/de')).de;
    case 'ar':
      return (await import('../../contract/i18n/ar')).ar;
  }
}

/** Loads a language's messages once; English is the catalogue's own and needs none. */
export async function loadMessageTranslation(language: Language): Promise<void> {
  if (language === 'en' || loaded.has(language)) return;
  loaded.set(language, await importTranslation(language));
}

/** A loaded language's messages; null for English or one not loaded yet. */
export function messageTranslation(language: Language): MessageTranslation | null {
  return loaded.get(language) ?? null;
}
