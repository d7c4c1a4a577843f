/**
 * The shared server and form messages (contract/i18n) of each language loaded so far. A chunk of
 * their own, with the code that recognises them, loaded with the screens' catalogue when a
 * language other than English is chosen (current.ts): English needs neither, so the login page
 * carries none of it.
 */
import { MESSAGE_LANGUAGES, type MessageLanguage } from '../../contract/i18n/languages';
import type { localizeMessage, MessageTranslation } from '../../contract/i18n/localize';
import { LANGUAGES, type Language } from './languages';

// The app's languages and the catalogues' are one list: a language added to one only fails here.
export const SAME_LANGUAGES: readonly [readonly Language[], readonly MessageLanguage[]] = [
  MESSAGE_LANGUAGES,
  LANGUAGES,
];

const loaded = new Map<Language, MessageTranslation>();
let localize: typeof localizeMessage | null = null;

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
  const [module, translation] = await Promise.all([
    import('../../contract/i18n/localize'),
    importTranslation(language),
  ]);
  localize = module.localizeMessage;
  loaded.set(language, translation);
}

/** A message in `language` once its messages are loaded; unchanged in English or before. */
export function localizeLoaded(message: string, language: Language): string {
  const translation = loaded.get(language);
  return localize && translation ? localize(message, language, translation) : message;
}
