/**
 * Languages (design: Languages): English is the spec's texts and the default; the device keeps
 * the choice in localStorage (it belongs to the device, like Theme); a first visit follows the
 * browser's languages when one of them is spoken here.
 */
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in itself, as a person looking for their own language reads it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  ar: 'العربية',
};

/**
 * The locale Intl formats with: English keeps the spec's en-GB dates and numbers; Arabic writes
 * Western digits (0-9), as SKUs, barcodes and quantities on labels and delivery notes do.
 */
export const LOCALES: Record<Language, string> = {
  en: 'en-GB',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  ar: 'ar-u-nu-latn',
};

export const LANGUAGE_STORAGE_KEY = 'inventory.language';

export type LanguageStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** The first of the browser's languages spoken here ('de-AT' → 'de'); English otherwise. */
export function languageFromBrowser(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

/** The stored choice, or the browser's language on a first visit (or when storage fails). */
export function readLanguageChoice(
  storage: LanguageStorage | null,
  preferred: readonly string[],
): Language {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
    if (isLanguage(stored)) return stored;
  } catch {
    // Private mode: fall through to the browser's language.
  }
  return languageFromBrowser(preferred);
}

export function saveLanguageChoice(storage: LanguageStorage | null, language: Language): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // A full quota or private mode: the choice still applies until the page reloads.
  }
}
