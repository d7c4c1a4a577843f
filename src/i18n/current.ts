/**
 * The language the app speaks now, for React (through I18nProvider) and for code outside it
 * (`translate`: alerts, outbox summaries, formatters). One store, so both always agree.
 */
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { loadCatalogue } from './catalogues';
import {
  directionOf,
  LOCALES,
  readLanguageChoice,
  saveLanguageChoice,
  type Language,
} from './languages';
import type { Catalogue } from './messages/catalogue';
import { en, type MessageId } from './messages/en';

export type MessageValues = Record<string, string | number | Date>;

const cache = createIntlCache();

function intlFor(language: Language, messages: Catalogue): IntlShape {
  return createIntl(
    {
      locale: LOCALES[language],
      defaultLocale: 'en-GB',
      messages,
      // A missing translation falls back to English; the catalogue test keeps it from happening.
      onError: () => undefined,
    },
    cache,
  );
}

interface Speaking {
  language: Language;
  intl: IntlShape;
}

let now: Speaking = { language: 'en', intl: intlFor('en', en) };
const listeners = new Set<() => void>();

/** The current language as a store for useSyncExternalStore (i18n sits below src/lib). */
export const speaking = {
  get: (): Speaking => now,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function speak(next: Speaking): void {
  now = next;
  for (const listener of listeners) listener();
}

export function currentLanguage(): Language {
  return speaking.get().language;
}

export function currentLocale(): string {
  return LOCALES[currentLanguage()];
}

/** A text in the current language, outside React. */
export function translate(id: MessageId, values?: MessageValues): string {
  return speaking.get().intl.formatMessage({ id }, values);
}

function applyToDocument(language: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language === 'en' ? 'en' : language;
  document.documentElement.dir = directionOf(language);
}

function deviceStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Speaks `language` from now on: loads its catalogue, sets <html lang dir>, keeps the choice. */
export async function switchLanguage(language: Language, options = { save: true }): Promise<void> {
  const messages = await loadCatalogue(language);
  applyToDocument(language);
  if (options.save) saveLanguageChoice(deviceStorage(), language);
  speak({ language, intl: intlFor(language, messages) });
}

/** At start: the device's choice, or the browser's language on a first visit. */
export function startLanguage(): Promise<void> {
  const preferred = typeof navigator === 'undefined' ? [] : navigator.languages;
  return switchLanguage(readLanguageChoice(deviceStorage(), preferred), { save: false });
}
